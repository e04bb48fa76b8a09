import type { AppLoadContext } from "react-router";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from "./auth";

/**
 * The app's own forms (/auth, /admin/settings) post to React Router actions, which call Better
 * Auth's endpoints through its request handler — the same path as a request to /api/auth — so
 * its origin check, rate limits and hooks apply alike. The action's request already passed
 * React Router's same-origin check; the call carries the visitor's cookies, user agent and
 * client address, and its answer's cookies go back to the browser.
 */

export type AuthEndpointResult<T = Record<string, unknown>> = {
  ok: boolean;
  status: number;
  /** The JSON answer on success. */
  data: T | null;
  /** Better Auth's error code on failure, e.g. INVALID_EMAIL_OR_PASSWORD. */
  code: string | null;
  message: string | null;
  /** Set-Cookie headers to send on to the browser. */
  cookies: Headers;
};

export async function callAuthEndpoint<T = Record<string, unknown>>(
  request: Pick<Request, "headers">,
  context: Pick<AppLoadContext, "services" | "clientIp">,
  path: string,
  body: Record<string, unknown>,
): Promise<AuthEndpointResult<T>> {
  const { auth, config } = context.services;
  const headers = new Headers({
    "content-type": "application/json",
    accept: "application/json",
    origin: new URL(config.PUBLIC_URL).origin,
    [CLIENT_IP_HEADER]: context.clientIp,
  });
  for (const name of ["cookie", "user-agent", "accept-language"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const response = await auth.handler(
    new Request(`${config.PUBLIC_URL}${AUTH_BASE_PATH}${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    }),
  );
  const cookies = new Headers();
  for (const cookie of response.headers.getSetCookie()) cookies.append("Set-Cookie", cookie);
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (response.ok)
    return { ok: true, status: response.status, data: json as T, code: null, message: null, cookies };
  const error = (json ?? {}) as { code?: string; message?: string };
  return {
    ok: false,
    status: response.status,
    data: null,
    code: error.code ?? (response.status === 429 ? "TOO_MANY_REQUESTS" : null),
    message: error.message ?? null,
    cookies,
  };
}

/** The Portuguese sentence for a failed call, or undefined for the form's default. */
export function describeAuthError(result: Pick<AuthEndpointResult, "status" | "code">): string | undefined {
  if (result.status === 429) {
    if (result.code === "ACCOUNT_PASSWORD_SIGN_IN_LOCKED") {
      return "Muitas tentativas de login sem sucesso nesta conta, de vários lugares. Para entrar agora, use 'Esqueci minha senha' e crie uma nova senha pelo link enviado ao seu email.";
    }
    if (result.code === "ACCOUNT_SIGN_IN_LOCKED") {
      return "Muitas tentativas de login sem sucesso nesta conta. Aguarde 15 minutos e tente novamente.";
    }
    if (
      result.code === "ACCOUNT_TEMPORARILY_LOCKED" ||
      result.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE"
    ) {
      return "Muitas tentativas com código inválido. Aguarde 15 minutos e tente novamente.";
    }
    return "Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.";
  }
  switch (result.code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return "Email ou senha inválidos.";
    case "EMAIL_NOT_VERIFIED":
      return "Confirme seu email antes de entrar. Enviamos um novo link de confirmação para a sua caixa de entrada.";
    case "BANNED_USER":
      return "Esta conta está bloqueada. Fale com o administrador do site.";
    case "INVALID_CHARACTERS":
      return "Este campo contém caracteres inválidos.";
    case "INVALID_EMAIL":
      return "Email inválido";
    case "PASSWORD_TOO_SHORT":
      return "Senha deve ter pelo menos 6 caracteres";
    case "PASSWORD_TOO_LONG":
      return "Senha deve ter no máximo 128 caracteres";
    case "INVALID_PASSWORD":
      return "Senha incorreta.";
    case "INVALID_TOKEN":
    case "TOKEN_EXPIRED":
      return "Este link é inválido ou expirou. Peça um novo em 'Esqueci minha senha'.";
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
    case "INVALID_TWO_FACTOR_COOKIE":
      return "Código inválido. Confira o código e tente novamente.";
    default:
      return undefined;
  }
}
