import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Visitor } from "../support/auth-client";
import { createPostgresDatabase, type PostgresDatabase } from "../support/databases";
import { findFreePort } from "../support/free-port";
import { type ServerProcess, startServer } from "../support/server-process";

/**
 * The admin's session slides: once it is older than a day, the next admin request renews it and
 * the browser gets the renewed cookie, whatever the answer is — a screen, an action's answer or
 * redirect, a data request of the browser's router, a download. And a notice an admin action
 * leaves is shown once, on the page its redirect leads to.
 */

const admin = { email: "admin@cotafacil.com.br", password: "admin-senha-123" };
const SESSION_COOKIE = "cota.session_token";

describe("the renewed admin session reaches the browser", () => {
  let server: ServerProcess;
  let postgres: PostgresDatabase;
  let client: pg.Client;
  let asAdmin: Visitor;

  beforeAll(async () => {
    postgres = await createPostgresDatabase();
    const port = await findFreePort();
    server = await startServer({
      port,
      databaseUrl: postgres.url,
      env: {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      },
    });
    client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    asAdmin = new Visitor(server.url);
    expect((await asAdmin.post("/auth", { intent: "login", ...admin })).location).toBe("/admin");
  });
  afterAll(async () => {
    await client?.end();
    await server?.stop();
    await postgres?.drop();
  });

  /** The admin's session as if signed in two days ago: due for renewal (older than a day). */
  async function ageTheSession() {
    await client.query(
      "UPDATE sessions SET expires_at = now() + interval '5 days', updated_at = now() - interval '2 days'",
    );
  }

  async function expiresInDays(): Promise<number> {
    const { rows } = await client.query<{ days: number }>(
      "SELECT extract(epoch FROM (max(expires_at) - now())) / 86400 AS days FROM sessions",
    );
    return Number(rows[0].days);
  }

  /** The renewed session cookie in an answer, with the expiry it gives the browser. */
  function renewedCookie(setCookies: string[]): string | undefined {
    return setCookies.find(
      (cookie) => cookie.startsWith(`${SESSION_COOKIE}=`) && /max-age=\d{6,}/i.test(cookie),
    );
  }

  beforeEach(async () => {
    await ageTheSession();
    expect(await expiresInDays()).toBeLessThan(5.1);
  });

  it("on an admin screen", async () => {
    const page = await asAdmin.get("/admin/styling");
    expect(page.status).toBe(200);
    expect(renewedCookie(page.setCookies)).toBeDefined();
    expect(await expiresInDays()).toBeGreaterThan(6.9);
    expect(page.headers.get("cache-control")).toMatch(/private|no-store/);
  });

  it("on a data request of the browser's router", async () => {
    const data = await asAdmin.get("/admin/forms/submissions.data");
    expect(data.status).toBe(200);
    expect(renewedCookie(data.setCookies)).toBeDefined();
  });

  it("on an action that answers with data (a refused settings form)", async () => {
    const refused = await asAdmin.post("/admin/settings", { intent: "perfil", fullName: "" });
    expect(refused.status).toBe(400);
    expect(renewedCookie(refused.setCookies)).toBeDefined();
    expect(await expiresInDays()).toBeGreaterThan(6.9);
  });

  it("on an action that redirects, and its notice is shown once after the redirect", async () => {
    const styles = {
      intent: "salvar-estilos",
      primary: "#1d4ed8",
      background: "#ffffff",
      text: "#0f172a",
      accent: "#f59e0b",
      border: "#d1d5db",
      headingFont: "Inter",
      bodyFont: "Inter",
      baseSize: "16px",
    };
    const saved = await asAdmin.post("/admin/styling", styles);
    expect(saved.status).toBe(303);
    expect(saved.location).toBe("/admin/styling");
    expect(renewedCookie(saved.setCookies)).toBeDefined();
    expect(asAdmin.flash()?.title).toBe("Styles saved");

    const after = await asAdmin.get("/admin/styling");
    expect(after.text).toContain("Styles saved");
    expect(asAdmin.flash()).toBeNull();
    const again = await asAdmin.get("/admin/styling");
    expect(again.text).not.toContain("Styles saved");
  });

  it("on a download (the leads CSV and the site data JSON)", async () => {
    const csv = await asAdmin.get("/admin/forms/submissions.csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(renewedCookie(csv.setCookies)).toBeDefined();

    await ageTheSession();
    const json = await asAdmin.get("/admin/site-data.json");
    expect(json.status).toBe(200);
    expect(renewedCookie(json.setCookies)).toBeDefined();
  });

  it("on the redirect /auth sends a signed-in admin away with", async () => {
    const away = await asAdmin.get("/auth");
    expect(away.status).toBe(302);
    expect(away.location).toBe("/admin");
    expect(renewedCookie(away.setCookies)).toBeDefined();
  });
});

describe("a notice waiting in the flash cookie on a public page", () => {
  let server: ServerProcess;

  beforeAll(async () => {
    const port = await findFreePort();
    server = await startServer({
      port,
      env: {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      },
    });
  });
  afterAll(() => server?.stop());

  it("is shown to that visitor once, and neither served from nor stored in the page cache", async () => {
    const anonymous = new Visitor(server.url);
    await anonymous.get("/solucoes-lucrativas");
    expect((await anonymous.get("/solucoes-lucrativas")).headers.get("x-cache")).toBe("hit");

    const leaving = new Visitor(server.url);
    expect((await leaving.post("/auth", { intent: "login", ...admin })).location).toBe("/admin");
    expect((await leaving.post("/auth/sair", {})).location).toBe("/");
    expect(leaving.flash()?.title).toBe("Logout realizado");

    const withNotice = await leaving.get("/solucoes-lucrativas");
    expect(withNotice.text).toContain("Logout realizado");
    expect(withNotice.headers.get("x-cache")).toBeNull();
    expect(withNotice.headers.get("cache-control")).toBe("private, no-store");
    expect(leaving.flash()).toBeNull();

    // The notice was read once: the same visitor's next page has none, and nobody else saw it.
    expect((await leaving.get("/solucoes-lucrativas")).text).not.toContain("Logout realizado");
    const someoneElse = await new Visitor(server.url).get("/solucoes-lucrativas");
    expect(someoneElse.headers.get("x-cache")).toBe("hit");
    expect(someoneElse.text).not.toContain("Logout realizado");
  });
});
