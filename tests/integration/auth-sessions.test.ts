import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CLIENT_IP_HEADER,
  createAuth,
  SESSION_ABSOLUTE_LIFETIME_S,
  SESSION_EXPIRES_IN_S,
} from "~/.server/auth/auth";
import { ensureAdmin } from "~/.server/auth/bootstrap";
import { readSignedInRole, sessionTokenFromCookie } from "~/.server/auth/session";
import { sessions } from "~/.server/db/schema";
import { createLogger } from "~/.server/logger";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import { testConfig } from "../support/leads";

/**
 * Sessions: kept fresh while used (sliding expiry), never longer than the absolute lifetime, and
 * read with one query for the public header (only with a validly signed cookie).
 */

const day = 24 * 60 * 60 * 1000;
const secret = "a-session-test-secret-with-enough-entropy-0123456789";

describe.each(databaseKinds)("sessions on %s", (kind) => {
  let database: TestDatabase;
  let auth: ReturnType<typeof createAuth>;
  const origin = "http://localhost:3000";

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const config = testConfig({ PUBLIC_URL: origin });
    auth = createAuth({ db: database.db, config, logger: createLogger("silent"), secret });
    await ensureAdmin(
      { auth, db: database.db },
      { email: "admin@cotafacil.com.br", password: "admin-senha-123" },
    );
  });
  afterAll(() => database.close());

  async function signIn(): Promise<string> {
    const response = await auth.handler(
      new Request(`${origin}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, [CLIENT_IP_HEADER]: "203.0.113.9" },
        body: JSON.stringify({ email: "admin@cotafacil.com.br", password: "admin-senha-123" }),
      }),
    );
    expect(response.status).toBe(200);
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  }

  const tokenOf = (cookie: string) => sessionTokenFromCookie(cookie, secret)!;
  const rowOf = async (cookie: string) =>
    (
      await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.token, tokenOf(cookie)))
    )[0];

  it("never hands the session token to a script: get-session and list-sessions leave it out", async () => {
    const cookie = await signIn();
    const token = tokenOf(cookie);
    for (const path of ["/api/auth/get-session", "/api/auth/list-sessions"]) {
      const response = await auth.handler(
        new Request(`${origin}${path}`, { headers: { cookie, [CLIENT_IP_HEADER]: "203.0.113.9" } }),
      );
      expect(response.status, path).toBe(200);
      const text = await response.text();
      expect(text, path).not.toContain(token);
      const body = JSON.parse(text);
      const listed = Array.isArray(body) ? body : [body.session];
      expect(listed.length, path).toBeGreaterThan(0);
      for (const session of listed) {
        expect(session, path).not.toHaveProperty("token");
        expect(session.userId, path).toBeTruthy();
      }
    }
  });

  it("renews a session that is used after a day (sliding expiry)", async () => {
    const cookie = await signIn();
    const twoDaysAgo = new Date(Date.now() - 2 * day);
    await database.db
      .update(sessions)
      .set({ createdAt: twoDaysAgo, expiresAt: new Date(twoDaysAgo.getTime() + SESSION_EXPIRES_IN_S * 1000) })
      .where(eq(sessions.token, tokenOf(cookie)));
    const { headers, response } = await auth.api.getSession({
      headers: new Headers({ cookie }),
      returnHeaders: true,
    });
    expect(response?.user.email).toBe("admin@cotafacil.com.br");
    const row = await rowOf(cookie);
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_EXPIRES_IN_S * 1000 - 60_000);
    // The renewed cookie goes back to the browser.
    expect(headers?.getSetCookie().some((c) => c.startsWith("cota.session_token="))).toBe(true);
  });

  it("never extends a session past 30 days after sign-in, and then it ends", async () => {
    const cookie = await signIn();
    const createdAt = new Date(Date.now() - 29.5 * day);
    // Last renewed two days ago, so this use renews it: 7 more days would pass the 30-day mark.
    await database.db
      .update(sessions)
      .set({ createdAt, expiresAt: new Date(Date.now() + SESSION_EXPIRES_IN_S * 1000 - 2 * day) })
      .where(eq(sessions.token, tokenOf(cookie)));
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).not.toBeNull();
    const row = await rowOf(cookie);
    expect(row.expiresAt.getTime()).toBe(createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_S * 1000);

    // Past the absolute lifetime the session is gone.
    await database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * day), expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.token, tokenOf(cookie)));
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
  });

  it("reads the role for the public header from a validly signed cookie only", async () => {
    const cookie = await signIn();
    const services = { db: database.db, authSecret: secret };
    const request = (value: string | null) =>
      new Request(`${origin}/`, { headers: value ? { cookie: value } : {} });
    expect(await readSignedInRole(request(cookie), services)).toBe("admin");
    expect(await readSignedInRole(request(null), services)).toBeNull();
    const forged = `cota.session_token=${encodeURIComponent(`${tokenOf(cookie)}.${"A".repeat(43)}=`)}`;
    expect(await readSignedInRole(request(forged), services)).toBeNull();
    await auth.api.signOut({ headers: new Headers({ cookie }) });
    expect(await readSignedInRole(request(cookie), services)).toBeNull();
  });
});
