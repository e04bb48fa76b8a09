import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { type AppLoadContext, data } from "react-router";
import { users } from "~/.server/db/schema";
import { PUBLIC_FORM_MAX_BYTES, readFormOrRefuse } from "~/.server/http/form-body";
import { acceptInvitationSchema } from "~/forms/auth";
import { redirectWithNotice, showNotice } from "./flash";
import { markInvitationAccepted, readOpenInvitation, reopenInvitation } from "./team";

/**
 * /auth/convite: the person an Administrador invited chooses their name and password. The
 * account is made with the invitation's role and a confirmed e-mail (the link reached that
 * mailbox); then they sign in like everyone else, two-factor and lockout rules included.
 */
export async function acceptInvitation(request: Request, context: AppLoadContext) {
  const { auth, db, logger } = context.services;
  const formData = await readFormOrRefuse(request, PUBLIC_FORM_MAX_BYTES);
  const submission = parseWithZod(formData, { schema: acceptInvitationSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  }
  const { token, fullName, password } = submission.value;
  const invitation = await readOpenInvitation(db, token);
  if (!invitation)
    return refuse(
      context,
      submission.reply({ formErrors: [expiredNotice.description], hideFields }),
      expiredNotice,
      410,
    );
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, invitation.email));
  // Someone made an account with this address since the invitation was sent.
  if (taken)
    return refuse(
      context,
      submission.reply({ formErrors: [takenNotice.description], hideFields }),
      takenNotice,
      409,
    );
  // Claimed before the account is made, so two tabs posting the same link make one account.
  if (!(await markInvitationAccepted(db, invitation.id)))
    return refuse(
      context,
      submission.reply({ formErrors: [expiredNotice.description], hideFields }),
      expiredNotice,
      410,
    );
  let created: { user: { id: string } };
  try {
    created = await auth.api.createUser({
      // The plugin's types know only its default roles; the role column takes the team's three.
      body: { email: invitation.email, password, name: fullName, role: invitation.role as "admin" },
    });
  } catch (error) {
    await reopenInvitation(db, invitation.id);
    throw error;
  }
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, created.user.id));
  logger.info({ userId: created.user.id, role: invitation.role }, "team: invitation accepted");
  throw await redirectWithNotice(context, "/auth", {
    title: "Conta criada",
    description: "Bem-vindo à equipe! Entre com o seu e-mail e a senha que acabou de escolher.",
    variant: "success",
  });
}

const hideFields = ["password", "confirmPassword"];

async function refuse(
  context: AppLoadContext,
  result: SubmissionResult<string[]>,
  notice: { title: string; description: string; variant: "error" },
  status: number,
) {
  await showNotice(context, notice);
  return data({ result }, { status });
}

const expiredNotice = {
  title: "Convite expirado",
  description: "Este convite já foi usado ou expirou (ele vale por 7 dias). Peça um novo a um Administrador.",
  variant: "error" as const,
};

const takenNotice = {
  title: "E-mail já cadastrado",
  description: "Este e-mail já tem uma conta no site. Entre com ela ou peça ajuda a um Administrador.",
  variant: "error" as const,
};
