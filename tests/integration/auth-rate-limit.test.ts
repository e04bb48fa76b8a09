import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Visitor } from "../support/auth-client";
import { createPostgresDatabase, databaseKinds, type PostgresDatabase } from "../support/databases";
import { findFreePort } from "../support/free-port";
import { type ServerProcess, startServer } from "../support/server-process";

/**
 * Sign-in limits (docs/decisions/005): 10 attempts per client address per 5 minutes, counted in
 * the database and keyed on the real client address — X-Forwarded-For counts only when
 * TRUST_PROXY says a proxy sets it — beside the per-account counters of decision 009
 * (tests/integration/account-lockout.test.ts).
 * Each client here connects from its own loopback address (127.0.0.x).
 */

const admin = { email: "admin@cotafacil.com.br", password: "admin-senha-123" };
const SIGN_IN_LIMIT = 10;
const tooMany = "Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.";
const accountLocked =
  "Muitas tentativas de login sem sucesso nesta conta. Aguarde 15 minutos e tente novamente.";

async function start(kind: (typeof databaseKinds)[number], env: Record<string, string> = {}) {
  const postgres = kind === "postgres" ? await createPostgresDatabase() : undefined;
  const port = await findFreePort();
  const server = await startServer({
    port,
    databaseUrl: postgres?.url,
    env: {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...env,
    },
  });
  return { server, postgres };
}

function guess(visitor: Visitor, email: string, headers: Record<string, string> = {}) {
  return visitor.post("/auth", { intent: "login", email, password: "senha-chutada" }, headers);
}

describe.each(databaseKinds)("sign-in limits on %s", (kind) => {
  let server: ServerProcess;
  let postgres: PostgresDatabase | undefined;
  beforeAll(async () => {
    ({ server, postgres } = await start(kind));
  });
  afterAll(async () => {
    await server?.stop();
    await postgres?.drop();
  });

  it("limits a brute force from one address; a spoofed X-Forwarded-For does not escape it", async () => {
    const attacker = new Visitor(server.url, { localAddress: "127.0.0.2" });
    for (let i = 0; i < SIGN_IN_LIMIT; i++) {
      const answer = await guess(attacker, `alvo${i}@example.com.br`, {
        "x-forwarded-for": `198.51.100.${i}`,
      });
      expect(answer.status, `attempt ${i + 1}`).toBe(401);
    }
    const limited = await guess(attacker, "outro@example.com.br", { "x-forwarded-for": "203.0.113.99" });
    expect(limited.status).toBe(429);
    expect(limited.text).toContain(tooMany);
    expect(limited.text).toContain("Erro ao fazer login");

    // Better Auth's own endpoint shares the limit.
    const direct = await attacker.postJson(
      "/api/auth/sign-in/email",
      { email: admin.email, password: admin.password },
      { "x-forwarded-for": "203.0.113.100" },
    );
    expect(direct.status).toBe(429);

    // Another address is not affected.
    const neighbour = new Visitor(server.url, { localAddress: "127.0.0.3" });
    expect((await guess(neighbour, "alvo@example.com.br")).status).toBe(401);

    if (postgres) {
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      try {
        const { rows } = await client.query(
          "select key, count from auth_rate_limits where key like '127.0.0.2|%'",
        );
        expect(rows).toContainEqual({ key: "127.0.0.2|/sign-in/email", count: SIGN_IN_LIMIT });
      } finally {
        await client.end();
      }
    }
  });

  it("failed sign-ins on one account from many addresses do not lock its owner out (decision 009)", async () => {
    for (let i = 0; i < 10; i++) {
      const visitor = new Visitor(server.url, { localAddress: `127.0.1.${i + 1}` });
      const answer = await guess(visitor, admin.email);
      expect(answer.status, `failure ${i + 1}`).toBe(401);
    }
    const owner = new Visitor(server.url, { localAddress: "127.0.2.1" });
    const signedIn = await owner.post("/auth", { intent: "login", ...admin });
    expect(signedIn.status).toBe(303);
    expect(signedIn.location).toBe("/admin");
    expect(signedIn.text).not.toContain(accountLocked);
  });
});

describe("sign-in limits behind a trusted proxy (TRUST_PROXY=loopback)", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    ({ server } = await start("pglite", { TRUST_PROXY: "loopback" }));
  });
  afterAll(() => server?.stop());

  it("counts each client named by X-Forwarded-For separately, and limits a repeated one", async () => {
    const proxy = new Visitor(server.url);
    // Many clients behind the proxy: none is limited by the others' attempts.
    for (let i = 0; i < SIGN_IN_LIMIT + 3; i++) {
      const answer = await guess(proxy, `cliente${i}@example.com.br`, {
        "x-forwarded-for": `198.51.100.${i}`,
      });
      expect(answer.status, `client ${i}`).toBe(401);
    }
    // One client trying again and again is.
    for (let i = 0; i < SIGN_IN_LIMIT; i++) {
      expect(
        (await guess(proxy, `repetido${i}@example.com.br`, { "x-forwarded-for": "203.0.113.5" })).status,
      ).toBe(401);
    }
    const limited = await guess(proxy, "mais@example.com.br", { "x-forwarded-for": "203.0.113.5" });
    expect(limited.status).toBe(429);
    expect(limited.text).toContain(tooMany);
  });
});
