import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { type AppLoadContext, data, redirect } from "react-router";
import { users } from "~/.server/db/schema";
import { PUBLIC_FORM_MAX_BYTES, readFormOrRefuse } from "~/.server/http/form-body";
import {
  authNotices,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  twoFactorSchema,
} from "~/forms/auth";
import { isAdminRole } from "~/lib/admin-roles";
import type { Notice } from "~/lib/notice";
import { type AuthEndpointResult, callAuthEndpoint, describeAuthError } from "./endpoint";
import { redirectWithNotice, showNotice } from "./flash";
import { safeAdminPath } from "./session";

/**
 * What the /auth forms do on the server (routes/auth.tsx and routes/auth.reset-password.tsx).
 * Each validates with the form's zod schema, calls Better Auth, and either redirects with a
 * notice (Post/Redirect/Get) or answers the form's errors with the submitted values.
 */

export type AuthIntent = "login" | "cadastro" | "recuperar" | "verificacao" | "nova-senha";

export type AuthActionData = { intent: AuthIntent; result: SubmissionResult<string[]> };

/** Where the e-mail confirmation link leads (Better Auth adds `error=` when it fails). */
export const VERIFIED_CALLBACK = "/auth?confirmado=1";

const passwordFields = ["password", "confirmPassword"];

/**
 * The form stays on its page with its errors; a notice with it travels like every other (the
 * flash, shown by the root).
 */
async function failure(
  context: AppLoadContext,
  intent: AuthIntent,
  result: SubmissionResult<string[]>,
  status: number,
  notice?: Notice,
) {
  if (notice) await showNotice(context, notice);
  return data<AuthActionData>({ intent, result }, { status });
}

/**
 * Better Auth refused the call: the form shows the notice's sentence above its fields, the
 * notice travels as well, and a fault on Better Auth's side answers 500 rather than its status.
 */
function refusal(
  context: AppLoadContext,
  intent: AuthIntent,
  submission: Pick<Submission<unknown>, "reply">,
  answer: Pick<AuthEndpointResult, "status">,
  notice: Required<Notice>,
  hideFields?: string[],
) {
  return failure(
    context,
    intent,
    submission.reply({ formErrors: [notice.description], hideFields }),
    answer.status >= 500 ? 500 : answer.status,
    notice,
  );
}

export async function handleAuthAction(request: Request, context: AppLoadContext) {
  const formData = await readFormOrRefuse(request, PUBLIC_FORM_MAX_BYTES);
  const intent = String(formData.get("intent") ?? "");
  const redirectTo = safeAdminPath(String(formData.get("redirectTo") ?? ""));
  switch (intent) {
    case "login":
      return signIn(request, context, formData, redirectTo);
    case "cadastro":
      return signUp(request, context, formData);
    case "recuperar":
      return requestPasswordReset(request, context, formData);
    case "verificacao":
      return verifySecondFactor(request, context, formData, redirectTo);
    default:
      throw data("Ação desconhecida", { status: 400 });
  }
}

async function signIn(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
  redirectTo: string | null,
) {
  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== "success") {
    return failure(context, "login", submission.reply({ hideFields: passwordFields }), 400);
  }
  const { email, password } = submission.value;
  const answer = await callAuthEndpoint<{ twoFactorRedirect?: boolean; user?: { id: string } }>(
    request,
    context,
    "/sign-in/email",
    { email, password, rememberMe: true, callbackURL: VERIFIED_CALLBACK },
  );
  if (!answer.ok) {
    context.services.logger.info({ email, code: answer.code, status: answer.status }, "sign-in refused");
    const notice = authNotices.loginFailure(describeAuthError(answer));
    return refusal(context, "login", submission, answer, notice, passwordFields);
  }
  if (answer.data?.twoFactorRedirect) {
    const next = new URLSearchParams({ tab: "verificacao" });
    if (redirectTo) next.set("redirectTo", redirectTo);
    throw redirect(`/auth?${next}`, { status: 303, headers: answer.cookies });
  }
  throw await finishSignIn(context, answer.data?.user?.id, answer.cookies, redirectTo);
}

/**
 * After a successful sign-in: an admin goes to the admin area (or back where the gate sent
 * them from), anyone else to /. A role check that fails is logged and sends to /, as for a user.
 */
export async function finishSignIn(
  context: AppLoadContext,
  userId: string | undefined,
  cookies: Headers,
  redirectTo: string | null,
): Promise<Response> {
  const { db, logger } = context.services;
  let admin = false;
  try {
    if (!userId) throw new Error("the sign-in answer has no user id");
    const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
    admin = isAdminRole(row?.role);
  } catch (error) {
    logger.error({ err: error, userId }, "sign-in: the role check failed; sending the user to /");
  }
  return redirectWithNotice(
    context,
    admin ? (redirectTo ?? "/admin") : "/",
    authNotices.loginSuccess,
    cookies,
  );
}

async function signUp(request: Request, context: AppLoadContext, formData: FormData) {
  const submission = parseWithZod(formData, { schema: signUpSchema });
  if (submission.status !== "success") {
    return failure(context, "cadastro", submission.reply({ hideFields: passwordFields }), 400);
  }
  const { fullName, email, password } = submission.value;
  const answer = await callAuthEndpoint(request, context, "/sign-up/email", {
    name: fullName,
    email,
    password,
    callbackURL: VERIFIED_CALLBACK,
  });
  if (!answer.ok) {
    context.services.logger.info({ email, code: answer.code, status: answer.status }, "sign-up refused");
    const notice = authNotices.signUpFailure(describeAuthError(answer));
    return refusal(context, "cadastro", submission, answer, notice, passwordFields);
  }
  // Back to the Login tab, with the notice; the confirmation mail is on its way through the outbox.
  throw await redirectWithNotice(context, "/auth", authNotices.signUpSuccess, answer.cookies);
}

async function requestPasswordReset(request: Request, context: AppLoadContext, formData: FormData) {
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  if (submission.status !== "success") return failure(context, "recuperar", submission.reply(), 400);
  const answer = await callAuthEndpoint(request, context, "/request-password-reset", {
    email: submission.value.email,
    redirectTo: "/auth/nova-senha",
  });
  if (!answer.ok) {
    const message = describeAuthError(answer) ?? "Não foi possível enviar o link agora. Tente novamente.";
    return refusal(context, "recuperar", submission, answer, {
      title: "Erro ao enviar o link",
      description: message,
      variant: "error",
    });
  }
  // The same answer whether or not the address has an account.
  throw await redirectWithNotice(context, "/auth", {
    title: "Verifique seu email",
    description: "Se houver uma conta com este email, enviamos um link para você criar uma nova senha.",
    variant: "success",
  });
}

async function verifySecondFactor(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
  redirectTo: string | null,
) {
  const submission = parseWithZod(formData, { schema: twoFactorSchema });
  if (submission.status !== "success") return failure(context, "verificacao", submission.reply(), 400);
  const { code, backup } = submission.value;
  const answer = await callAuthEndpoint<{ user?: { id: string } }>(
    request,
    context,
    backup ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp",
    { code },
  );
  if (!answer.ok) {
    if (answer.code === "INVALID_TWO_FACTOR_COOKIE") {
      throw await redirectWithNotice(context, "/auth", {
        title: "Verificação expirada",
        description: "Entre novamente com seu email e senha.",
        variant: "error",
      });
    }
    const notice = authNotices.loginFailure(describeAuthError(answer));
    return refusal(context, "verificacao", submission, answer, notice, ["code"]);
  }
  throw await finishSignIn(context, answer.data?.user?.id, answer.cookies, redirectTo);
}

export async function handleResetPassword(request: Request, context: AppLoadContext) {
  const formData = await readFormOrRefuse(request, PUBLIC_FORM_MAX_BYTES);
  const submission = parseWithZod(formData, { schema: resetPasswordSchema });
  if (submission.status !== "success") {
    return failure(context, "nova-senha", submission.reply({ hideFields: passwordFields }), 400);
  }
  const { token, password } = submission.value;
  const answer = await callAuthEndpoint(request, context, "/reset-password", {
    token,
    newPassword: password,
  });
  if (!answer.ok) {
    const message = describeAuthError(answer) ?? "Não foi possível alterar a senha. Tente novamente.";
    return refusal(
      context,
      "nova-senha",
      submission,
      answer,
      { title: "Erro ao alterar a senha", description: message, variant: "error" },
      passwordFields,
    );
  }
  // The answer's cookie marks this browser as able to sign in even while the account's
  // password sign-in is locked by failures from elsewhere (account-lockout.ts).
  throw await redirectWithNotice(
    context,
    "/auth",
    {
      title: "Senha alterada",
      description: "Sua nova senha já está valendo. Entre com ela.",
      variant: "success",
    },
    answer.cookies,
  );
}

export async function handleSignOut(request: Request, context: AppLoadContext) {
  let answer: Awaited<ReturnType<typeof callAuthEndpoint>>;
  try {
    answer = await callAuthEndpoint(request, context, "/sign-out", {});
  } catch (error) {
    context.services.logger.error({ err: error }, "sign-out failed");
    throw await redirectWithNotice(context, "/admin", authNotices.signOutFailure());
  }
  if (!answer.ok) {
    context.services.logger.warn({ code: answer.code, status: answer.status }, "sign-out refused");
    throw await redirectWithNotice(
      context,
      "/admin",
      authNotices.signOutFailure(describeAuthError(answer)),
      answer.cookies,
    );
  }
  throw await redirectWithNotice(
    context,
    "/",
    { ...authNotices.signOutSuccess, event: "signed-out" },
    answer.cookies,
  );
}
