import crypto from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import type { AppConfig } from "~/.server/config";
import type { Database } from "~/.server/db/client";
import { accounts, users } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import type { Auth } from "./auth";

/**
 * Admin accounts made outside the sign-up form: `npm run admin:create`, ADMIN_EMAIL and
 * ADMIN_PASSWORD at start-up, and the demo admin of a fresh embedded database.
 */

export const DEMO_ADMIN_EMAIL = "admin@cotafacil.local";

export type EnsureAdminOutcome = {
  email: string;
  /** created: a new account; promoted: an existing user became admin; updated: already admin. */
  outcome: "created" | "promoted" | "updated";
  /** The password, when it was generated here (to show once). */
  generatedPassword?: string;
  passwordChanged: boolean;
};

export function randomPassword(): string {
  // 18 characters from an unambiguous alphabet (~104 bits).
  const alphabet = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.randomBytes(18);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}

/**
 * Creates the admin `email` (confirmed, role admin), or makes an existing account admin. A
 * given password becomes the account's password; a new account without one gets a random one.
 */
export async function ensureAdmin(
  deps: { auth: Auth; db: Database },
  input: { email: string; password?: string; name?: string },
): Promise<EnsureAdminOutcome> {
  const { auth, db } = deps;
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, email)).limit(1);

  if (!existing) {
    const password = input.password ?? randomPassword();
    const name = input.name?.trim() || "Administrador";
    const created = await auth.api.createUser({ body: { email, password, name, role: "admin" } });
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, created.user.id));
    return {
      email,
      outcome: "created",
      generatedPassword: input.password ? undefined : password,
      passwordChanged: true,
    };
  }

  const wasAdmin = existing.role === "admin";
  await db
    .update(users)
    .set({ role: "admin", emailVerified: true, ...(input.name ? { name: input.name } : {}) })
    .where(eq(users.id, existing.id));

  let passwordChanged = false;
  if (input.password) {
    const context = await auth.$context;
    const hash = await context.password.hash(input.password);
    const [credential] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, "credential")))
      .limit(1);
    if (credential) {
      await db.update(accounts).set({ password: hash }).where(eq(accounts.id, credential.id));
    } else {
      await context.internalAdapter.linkAccount({
        userId: existing.id,
        providerId: "credential",
        accountId: existing.id,
        password: hash,
      });
    }
    passwordChanged = true;
  }
  return { email, outcome: wasAdmin ? "updated" : "promoted", passwordChanged };
}

/**
 * At start-up: with ADMIN_EMAIL (and ADMIN_PASSWORD) that admin exists; otherwise, on a fresh
 * embedded database (no account at all), a demo admin is created and its password printed once.
 */
export async function bootstrapAdmin(deps: {
  auth: Auth;
  db: Database;
  config: AppConfig;
  logger: Logger;
  databaseKind: "pglite" | "postgres";
}): Promise<void> {
  const { db, config, logger } = deps;
  if (config.ADMIN_EMAIL) {
    const input = { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD };
    const result = await ensureAdmin(deps, input).catch(async (error: unknown) => {
      // Instances starting together on one database may both try to create the account: the
      // one that lost the race finds it made by the other and sets it up the same way.
      const email = input.email.trim().toLowerCase();
      const [made] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      if (!made) throw error;
      return ensureAdmin(deps, input);
    });
    if (result.generatedPassword) {
      logger.warn(
        `Admin ${result.email} created with the password ${result.generatedPassword} (shown once; set ADMIN_PASSWORD or change it under Configurações)`,
      );
    } else {
      logger.info(
        { email: result.email, outcome: result.outcome },
        "admin account from ADMIN_EMAIL is ready",
      );
    }
    return;
  }
  if (deps.databaseKind !== "pglite") return;
  const [{ accounts: existing }] = await db.select({ accounts: count() }).from(users);
  if (existing > 0) return;
  const result = await ensureAdmin(deps, { email: DEMO_ADMIN_EMAIL, name: "Admin de demonstração" });
  logger.warn(
    `Demo admin created — e-mail: ${result.email} password: ${result.generatedPassword} (shown only this once). Sign in at ${config.PUBLIC_URL}/auth; use \`npm run admin:create\` for real admins.`,
  );
}
