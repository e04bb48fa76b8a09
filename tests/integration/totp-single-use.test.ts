import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testAdmin } from "../support/admin-server";
import { type Answer, Visitor } from "../support/auth-client";
import { createPostgresDatabase, type PostgresDatabase } from "../support/databases";
import { findFreePort } from "../support/free-port";
import { type ServerProcess, startServer } from "../support/server-process";
import { currentTotpStep, secretOfTotpUri, totpCode } from "../support/totp";

/**
 * An authenticator-app code signs in once (RFC 6238 §5.2): after a code was accepted, the same
 * code — or one of an earlier time step — is refused like a wrong one, on every instance of the
 * site, while the next step's code works. Two instances of the server on one PostgreSQL, each
 * reached directly (same AUTH_SECRET, so each reads the other's cookies and secrets).
 */

const invalidCode = "Código inválido";

describe("a TOTP code is accepted once", () => {
  let database: PostgresDatabase;
  let instances: ServerProcess[] = [];
  let secret: string;
  /** The time step of the code that confirmed the set-up. */
  let setUpStep: number;

  const signIn = (visitor: Visitor) => visitor.post("/auth", { intent: "login", ...testAdmin });
  const enterCode = (visitor: Visitor, code: string) =>
    visitor.post("/auth", { intent: "verificacao", code });

  /** A browser on `instance` that gave the right password and is asked for the code. */
  async function atCodeStep(instance: ServerProcess): Promise<Visitor> {
    const visitor = new Visitor(instance.url);
    const answer = await signIn(visitor);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/auth?tab=verificacao");
    return visitor;
  }

  function expectRefused(answer: Answer, visitor: Visitor) {
    expect(answer.status).toBe(401);
    expect(answer.text).toContain(invalidCode);
    expect(visitor.signedIn()).toBe(false);
  }

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const secretKey = crypto.randomBytes(32).toString("base64");
    const ports = [await findFreePort(), await findFreePort()];
    instances = await Promise.all(
      ports.map((port) =>
        startServer({
          port,
          databaseUrl: database.url,
          timeoutMs: 120_000,
          env: {
            PUBLIC_URL: `http://127.0.0.1:${port}`,
            AUTH_SECRET: secretKey,
            ADMIN_EMAIL: testAdmin.email,
            ADMIN_PASSWORD: testAdmin.password,
            // Both instances count sign-in steps of one address together: room for this file's.
            AUTH_RATE_LIMIT_MULTIPLIER: "10",
          },
        }),
      ),
    );

    // The admin turns two-factor sign-in on, confirming it with the current code.
    const owner = new Visitor(instances[0].url);
    expect((await signIn(owner)).location).toBe("/admin");
    const enabled = await owner.postJson("/api/auth/two-factor/enable", { password: testAdmin.password });
    expect(enabled.status, enabled.text).toBe(200);
    secret = secretOfTotpUri(JSON.parse(enabled.text).totpURI);
    setUpStep = currentTotpStep();
    const confirmed = await owner.postJson("/api/auth/two-factor/verify-totp", {
      code: totpCode(secret, setUpStep),
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect((await owner.post("/auth/sair", {})).status).toBe(303);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
  });

  it("refuses the code that was already used, then signs in with the next one", async () => {
    const visitor = await atCodeStep(instances[0]);
    expectRefused(await enterCode(visitor, totpCode(secret, setUpStep)), visitor);

    // Still at the code step: the next time step's code signs in.
    const next = await enterCode(visitor, totpCode(secret, setUpStep + 1));
    expect(next.status, next.text.slice(0, 300)).toBe(303);
    expect(next.location).toBe("/admin");
    expect(visitor.signedIn()).toBe(true);
  });

  it("refuses a used code on the other instance, and an earlier step's code", async () => {
    const visitor = await atCodeStep(instances[1]);
    expectRefused(await enterCode(visitor, totpCode(secret, setUpStep + 1)), visitor);
    expectRefused(await enterCode(visitor, totpCode(secret, setUpStep)), visitor);
  });

  it("of one code sent to both instances at once, only one signs in", async () => {
    // Needs a step no code was accepted for yet, within the accepted window: wait for the next.
    const step = setUpStep + 2;
    while (currentTotpStep() < step - 1) await new Promise((resolve) => setTimeout(resolve, 500));
    const visitors = await Promise.all(instances.map(atCodeStep));
    const code = totpCode(secret, step);
    const answers = await Promise.all(visitors.map((visitor) => enterCode(visitor, code)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 401]);
    expect(visitors.filter((visitor) => visitor.signedIn())).toHaveLength(1);
  }, 60_000);
});
