import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import QRCode from "qrcode";
import type { AppLoadContext } from "react-router";
import {
  changePasswordSchema,
  passwordConfirmationSchema,
  profileSchema,
  totpCodeSchema,
} from "~/forms/auth";
import type { Notice } from "~/lib/notice";
import { callAuthEndpoint, describeAuthError } from "./endpoint";

/**
 * What /admin/settings does on the server: the profile (full name, avatar URL), the password,
 * and TOTP two-factor sign-in with recovery codes (Better Auth's twoFactor plugin). The route
 * checks access first; each intent calls Better Auth's endpoint with the admin's own cookies
 * (`caller`) and says how it went, with the cookies Better Auth set (a new session after a
 * password change).
 */

export type SettingsIntent =
  | "perfil"
  | "senha"
  | "2fa-ativar"
  | "2fa-confirmar"
  | "2fa-desativar"
  | "2fa-codigos";

/** A started TOTP set-up: what the authenticator app needs, and the recovery codes. */
export type Enrolment = { uri: string; secret: string; qrSvg: string; backupCodes: string[] };

export type SettingsActionData = {
  intent: SettingsIntent;
  result?: SubmissionResult<string[]>;
  notice?: Notice;
  enrolment?: Enrolment;
  backupCodes?: string[];
};

export const settingsIntents: readonly SettingsIntent[] = [
  "perfil",
  "senha",
  "2fa-ativar",
  "2fa-confirmar",
  "2fa-desativar",
  "2fa-codigos",
];

export function isSettingsIntent(intent: unknown): intent is SettingsIntent {
  return (settingsIntents as readonly unknown[]).includes(intent);
}

/** Done (the route redirects with the notice), or the screen's answer with its HTTP status. */
export type SettingsOutcome =
  | { done: true; notice: Notice; cookies: Headers }
  | { done: false; status: number; body: SettingsActionData; cookies?: Headers };

/** Who asks: the admin's request headers (their cookies), and the services and client address. */
export type SettingsCaller = {
  headers: Headers;
  context: Pick<AppLoadContext, "services" | "clientIp">;
};

function answer(body: SettingsActionData, status = 200, cookies?: Headers): SettingsOutcome {
  return { done: false, status, body, cookies };
}

function done(notice: Notice, cookies: Headers): SettingsOutcome {
  return { done: true, notice, cookies };
}

function errorNotice(title: string, message?: string): Notice {
  return { title, description: message ?? "Tente novamente em instantes.", variant: "error" };
}

export async function runSettingsIntent(
  caller: SettingsCaller,
  intent: SettingsIntent,
  formData: FormData,
): Promise<SettingsOutcome> {
  const request = { headers: caller.headers };
  const { context } = caller;
  switch (intent) {
    case "perfil": {
      const submission = parseWithZod(formData, { schema: profileSchema });
      if (submission.status !== "success") return answer({ intent, result: submission.reply() }, 400);
      const result = await callAuthEndpoint(request, context, "/update-user", {
        name: submission.value.fullName,
        image: submission.value.avatarUrl ?? null,
      });
      if (!result.ok) {
        const message = describeAuthError(result);
        return answer(
          {
            intent,
            result: submission.reply({ formErrors: [message ?? "Não foi possível salvar o perfil."] }),
            notice: errorNotice("Erro ao salvar", message),
          },
          result.status,
        );
      }
      return done(
        {
          title: "Perfil salvo",
          description: "Seu nome e seu avatar foram atualizados.",
          variant: "success",
        },
        result.cookies,
      );
    }
    case "senha": {
      const hide = { hideFields: ["currentPassword", "newPassword", "confirmPassword"] };
      const submission = parseWithZod(formData, { schema: changePasswordSchema });
      if (submission.status !== "success") return answer({ intent, result: submission.reply(hide) }, 400);
      const result = await callAuthEndpoint(request, context, "/change-password", {
        currentPassword: submission.value.currentPassword,
        newPassword: submission.value.newPassword,
        revokeOtherSessions: true,
      });
      if (!result.ok) {
        const message =
          result.code === "INVALID_PASSWORD" ? "Senha atual incorreta." : describeAuthError(result);
        return answer(
          {
            intent,
            result: submission.reply({
              formErrors: [message ?? "Não foi possível alterar a senha."],
              ...hide,
            }),
            notice: errorNotice("Erro ao alterar a senha", message),
          },
          result.status,
        );
      }
      return done(
        {
          title: "Senha alterada",
          description: "Sua nova senha já está valendo. As outras sessões abertas foram encerradas.",
          variant: "success",
        },
        result.cookies,
      );
    }
    case "2fa-ativar": {
      const submission = parseWithZod(formData, { schema: passwordConfirmationSchema });
      if (submission.status !== "success") {
        return answer({ intent, result: submission.reply({ hideFields: ["password"] }) }, 400);
      }
      const result = await callAuthEndpoint<{ totpURI: string; backupCodes: string[] }>(
        request,
        context,
        "/two-factor/enable",
        { password: submission.value.password },
      );
      if (!result.ok || !result.data) {
        const message = result.code === "INVALID_PASSWORD" ? "Senha incorreta." : describeAuthError(result);
        return answer(
          {
            intent,
            result: submission.reply({
              formErrors: [message ?? "Não foi possível iniciar a configuração."],
              hideFields: ["password"],
            }),
          },
          result.status,
        );
      }
      return answer(
        { intent, enrolment: await enrolmentOf(result.data.totpURI, result.data.backupCodes) },
        200,
        result.cookies,
      );
    }
    case "2fa-confirmar": {
      const uri = String(formData.get("totpURI") ?? "");
      const backupCodes = String(formData.get("backupCodes") ?? "")
        .split(/\s+/)
        .filter(Boolean);
      const enrolment = uri.startsWith("otpauth://totp/") ? await enrolmentOf(uri, backupCodes) : undefined;
      const submission = parseWithZod(formData, { schema: totpCodeSchema });
      if (submission.status !== "success") {
        return answer({ intent, enrolment, result: submission.reply({ hideFields: ["code"] }) }, 400);
      }
      const result = await callAuthEndpoint(request, context, "/two-factor/verify-totp", {
        code: submission.value.code,
      });
      if (!result.ok) {
        const message = describeAuthError(result);
        return answer(
          {
            intent,
            enrolment,
            result: submission.reply({ formErrors: [message ?? "Código inválido."], hideFields: ["code"] }),
          },
          result.status,
        );
      }
      return done(
        {
          title: "Verificação em duas etapas ativada",
          description: "A partir de agora o login pede o código do seu aplicativo autenticador.",
          variant: "success",
        },
        result.cookies,
      );
    }
    case "2fa-desativar":
    case "2fa-codigos": {
      const submission = parseWithZod(formData, { schema: passwordConfirmationSchema });
      if (submission.status !== "success") {
        return answer({ intent, result: submission.reply({ hideFields: ["password"] }) }, 400);
      }
      const path = intent === "2fa-desativar" ? "/two-factor/disable" : "/two-factor/generate-backup-codes";
      const result = await callAuthEndpoint<{ backupCodes?: string[] }>(request, context, path, {
        password: submission.value.password,
      });
      if (!result.ok) {
        const message = result.code === "INVALID_PASSWORD" ? "Senha incorreta." : describeAuthError(result);
        return answer(
          {
            intent,
            result: submission.reply({
              formErrors: [message ?? "Não foi possível concluir."],
              hideFields: ["password"],
            }),
          },
          result.status,
        );
      }
      if (intent === "2fa-codigos") {
        return answer({ intent, backupCodes: result.data?.backupCodes ?? [] }, 200, result.cookies);
      }
      return done(
        {
          title: "Verificação em duas etapas desativada",
          description: "O login volta a pedir apenas email e senha.",
          variant: "success",
        },
        result.cookies,
      );
    }
  }
}

async function enrolmentOf(uri: string, backupCodes: string[]): Promise<Enrolment> {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { uri, secret, qrSvg, backupCodes };
}
