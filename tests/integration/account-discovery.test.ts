import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, createAuth } from "~/.server/auth/auth";
import { ensureAdmin } from "~/.server/auth/bootstrap";
import { outbox, users, verifications } from "~/.server/db/schema";
import { createLogger } from "~/.server/logger";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import { testConfig } from "../support/leads";

/**
 * Sign-up and "forgot my password" do not tell whether an address has an account: the answer
 * (status and body) is the same for a known and an unknown address, and it is given before
 * any per-account work, which follows in the background (so the time is the same too —
 * `npm run bench:auth-timing` prints it; tests never assert timings).
 */

const origin = "http://localhost:3000";
const secret = "an-account-discovery-test-secret-0123456789abcdef";
const known = { email: "conta@cotafacil.com.br", password: "senha-da-conta-123" };

async function waitFor<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.each(databaseKinds)("account discovery on %s", (kind) => {
  let database: TestDatabase;
  let auth: ReturnType<typeof createAuth>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    auth = createAuth({
      db: database.db,
      config: testConfig({ PUBLIC_URL: origin }),
      logger: createLogger("silent"),
      secret,
    });
    await ensureAdmin({ auth, db: database.db }, known);
  });
  afterAll(() => database.close());

  async function post(path: string, body: Record<string, unknown>) {
    const response = await auth.handler(
      new Request(`${origin}/api/auth${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, [CLIENT_IP_HEADER]: "203.0.113.20" },
        body: JSON.stringify(body),
      }),
    );
    return { status: response.status, body: await response.text() };
  }

  const mailsTo = (email: string) =>
    database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "email"))
      .then((rows) => rows.filter((row) => JSON.stringify(row.payload).includes(email)));

  it("answers a password reset request alike for a known and an unknown address, then mails only the account", async () => {
    const forKnown = await post("/request-password-reset", { email: known.email });
    const forUnknown = await post("/request-password-reset", { email: "ninguem@example.com.br" });
    expect(forKnown.status).toBe(200);
    expect(forUnknown).toEqual(forKnown);

    await waitFor(async () => ((await mailsTo(known.email)).length > 0 ? true : undefined), "the reset mail");
    const tokens = await database.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, "reset-password:%"));
    expect(tokens.length).toBe(1);
    expect(await mailsTo("ninguem@example.com.br")).toEqual([]);
  });

  it("answers a sign-up alike for an address with an account and a new one, then creates only the new one", async () => {
    const newEmail = `nova.${kind}@example.com.br`;
    const forKnown = await post("/sign-up/email", {
      email: known.email,
      password: "outra-senha",
      name: "Alguém",
    });
    const forNew = await post("/sign-up/email", {
      email: newEmail,
      password: "outra-senha",
      name: "Nova Pessoa",
    });
    expect(forKnown.status).toBe(200);
    expect(forNew).toEqual(forKnown);

    const created = await waitFor(async () => {
      const [row] = await database.db.select().from(users).where(eq(users.email, newEmail));
      return row;
    }, "the new account");
    expect(created.emailVerified).toBe(false);
    await waitFor(
      async () => ((await mailsTo(newEmail)).length > 0 ? true : undefined),
      "the confirmation mail",
    );
    // The existing account is untouched: its password still signs in.
    const signIn = await post("/sign-in/email", known);
    expect(signIn.status).toBe(200);
  });

  it("still answers a malformed request with its error", async () => {
    const short = await post("/sign-up/email", { email: "x@example.com.br", password: "123", name: "X" });
    expect(short.status).toBe(400);
    expect(JSON.parse(short.body).code).toBe("PASSWORD_TOO_SHORT");
  });
});
