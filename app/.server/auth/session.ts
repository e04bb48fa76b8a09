import crypto from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { type AppLoadContext, redirect } from "react-router";
import { sessions, users } from "~/.server/db/schema";
import type { AppServices } from "~/.server/services";
import { authNotices } from "~/forms/auth";
import { type AdminRole, type Capability, can, isAdminRole, roleLabels } from "~/lib/admin-roles";
import { SESSION_ABSOLUTE_LIFETIME_S, SESSION_COOKIE_PREFIX } from "./auth";
import { redirectWithNotice } from "./flash";

/**
 * Who is signed in, decided on the server. `requireRole` is the gate: every admin loader and
 * action starts with it, naming the roles its route declares (app/lib/admin-roles.ts); the
 * admin layout's check is a convenience, not the protection.
 */

export type AppUser = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: string;
  twoFactorEnabled: boolean;
};

export type AuthSession = {
  user: AppUser;
  sessionId: string;
};

const SESSION_COOKIE = `${SESSION_COOKIE_PREFIX}.session_token`;

/** Whether the request carries a session cookie at all (valid or not). */
export function hasSessionCookie(request: Request): boolean {
  return cookieHeaderHasSession(request.headers.get("Cookie") ?? "");
}

/** The same, for a Cookie header as Node reads it. */
export function cookieHeaderHasSession(cookie: string): boolean {
  return cookie.includes(`${SESSION_COOKIE}=`);
}

/**
 * The signed-in user, renewing the session when it is due (Better Auth's getSession moves the
 * expiry forward once the session is older than its update age). The renewed cookie is recorded
 * on the request's response cookies, which the request handler attaches to whatever answer goes
 * out. Null when nobody is signed in or the session expired. Throws when the database cannot
 * answer.
 */
export async function getAuthSession(request: Request, context: AppLoadContext): Promise<AuthSession | null> {
  if (!hasSessionCookie(request)) return null;
  const { headers, response } = await context.services.auth.api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  for (const cookie of headers?.getSetCookie() ?? []) context.responseCookies.append("Set-Cookie", cookie);
  if (!response) return null;
  const { user, session } = response;
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      image: user.image ?? null,
      role: user.role ?? "user",
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
    },
    sessionId: session.id,
  };
}

/** Whether the user is one of the site's team (any admin role), who may enter /admin. */
export function isStaff(user: { role?: string | null }): boolean {
  return isAdminRole(user.role);
}

/** What a member of the team is told when their role does not reach a screen or an action. */
export function roleDeniedNotice(role: AdminRole) {
  return {
    title: "Acesso negado",
    description: `O seu perfil (${roleLabels[role]}) não dá acesso a esta área do painel.`,
    variant: "error" as const,
  };
}

/**
 * Where /auth sends someone back to after signing in: only paths inside /admin. Segments may
 * hold dots (section ids such as "hero.home" or "testimonials.solutions"), but a segment of dots
 * alone ("." or "..") is refused, so a path can never climb out of /admin.
 */
export function safeAdminPath(value: string | null | undefined): string | null {
  if (!value || !/^\/admin(\/[\w.-]*)*$/.test(value)) return null;
  if (value.split("/").some((segment) => /^\.+$/.test(segment))) return null;
  return value;
}

/**
 * What someone whose session ended meanwhile is told on /auth. A content save that finds no
 * session keeps the content editor's own notice, in English like the rest of that screen.
 */
function sessionEndedNotice(request: Request) {
  const { pathname } = new URL(request.url);
  if (
    request.method === "POST" &&
    (pathname === "/admin/content" || pathname.startsWith("/admin/content/"))
  ) {
    return {
      title: "Authentication required",
      description: "You must be logged in to save content.",
      variant: "error" as const,
    };
  }
  return {
    title: "Sessão encerrada",
    description: "Entre novamente para continuar. O que você estava editando foi guardado neste navegador.",
    variant: "info" as const,
  };
}

/**
 * The gate of the admin area: the first line of every admin loader and action, with the roles
 * its route declares. Nobody signed in → /auth (and back here after signing in); a signed-in
 * user who is not on the team → / with 'Acesso negado'; a member of the team whose role is not
 * among `roles` → the dashboard with 'Acesso negado' naming their role; the role check failing →
 * / with 'Erro ao verificar status de administrador' (treated as not an admin). Returns the
 * session; a renewed session cookie is already recorded for the answer (getAuthSession), so
 * callers pass no headers on.
 */
export async function requireRole(
  request: Request,
  context: AppLoadContext,
  roles: readonly AdminRole[],
): Promise<StaffSession> {
  const { logger } = context.services;
  const url = new URL(request.url);
  let current: AuthSession | null;
  try {
    current = await getAuthSession(request, context);
  } catch (error) {
    logger.error({ err: error, path: url.pathname }, "admin gate: the role check failed");
    throw await redirectWithNotice(context, "/", authNotices.roleCheckError);
  }
  if (!current) {
    const back = safeAdminPath(url.pathname);
    const target = back && back !== "/admin" ? `/auth?redirectTo=${encodeURIComponent(back)}` : "/auth";
    if (hasSessionCookie(request))
      throw await redirectWithNotice(context, target, sessionEndedNotice(request));
    throw redirect(target);
  }
  const role = current.user.role;
  if (!isAdminRole(role)) {
    logger.warn({ userId: current.user.id, path: url.pathname }, "admin gate: access denied (not an admin)");
    throw await redirectWithNotice(context, "/", authNotices.accessDenied);
  }
  if (!roles.includes(role)) {
    logger.warn(
      { userId: current.user.id, role, path: url.pathname, method: request.method },
      "admin gate: access denied (role)",
    );
    throw await redirectWithNotice(context, "/admin", roleDeniedNotice(role));
  }
  return { ...current, user: { ...current.user, role } };
}

/**
 * The same refusal for one intent of an action that its route allows to more roles (a lead's
 * delete on a screen Vendas may use): the dashboard with 'Acesso negado'.
 */
export async function requireCapability(
  session: StaffSession,
  context: AppLoadContext,
  capability: Capability,
): Promise<void> {
  if (can(session.user.role, capability)) return;
  context.services.logger.warn(
    { userId: session.user.id, role: session.user.role, capability },
    "admin gate: access denied (role)",
  );
  throw await redirectWithNotice(context, "/admin", roleDeniedNotice(session.user.role));
}

/** A session that passed requireRole: its user has one of the admin roles. */
export type StaffSession = AuthSession & { user: AppUser & { role: AdminRole } };

/**
 * The role of whoever is signed in, for the public header: no cookie, no query; otherwise one
 * query (session joined to its user). It renews nothing, so public pages stay read-only and fast.
 */
export async function readSignedInRole(
  request: Request,
  services: Pick<AppServices, "db" | "authSecret">,
): Promise<string | null> {
  return (await readSignedInAccount(request, services))?.role ?? null;
}

/** Who is signed in, for the public header: their name and role (same check as readSignedInRole). */
export async function readSignedInAccount(
  request: Request,
  services: Pick<AppServices, "db" | "authSecret">,
): Promise<{ name: string; role: string | null } | null> {
  const token = sessionTokenFromCookie(request.headers.get("Cookie"), services.authSecret);
  if (!token) return null;
  const [row] = await services.db
    .select({ role: users.role, name: users.name })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.token, token),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.createdAt, sql`now() - ${`${SESSION_ABSOLUTE_LIFETIME_S} seconds`}::interval`),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The session token of a signed cookie (`token.base64(HMAC-SHA256(token))`), when the signature holds. */
export function sessionTokenFromCookie(cookieHeader: string | null, secret: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [rawName, ...rest] = part.trim().split("=");
    if (rawName !== SESSION_COOKIE && rawName !== `__Secure-${SESSION_COOKIE}`) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
    const dot = value.lastIndexOf(".");
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1), "base64");
    const expected = crypto.createHmac("sha256", secret).update(token).digest();
    if (signature.length !== expected.length || !crypto.timingSafeEqual(signature, expected)) return null;
    return token;
  }
  return null;
}
