import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerWithAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import { createPostgresDatabase, type PostgresDatabase } from "../support/databases";
import type { ServerProcess } from "../support/server-process";

/**
 * A 404 or an error keeps the shell of the area it happens in: under /admin the admin's sidebar
 * (and only for an admin), on the public site its header and footer.
 */

// Landmarks only the admin shell draws, and only the site shell draws.
const adminSidebar = 'aria-label="Administração"';
const siteFooterText = "Todos os direitos reservados";

describe("error pages inside their area's shell", () => {
  let server: ServerProcess;
  let asAdmin: Visitor;

  beforeAll(async () => {
    ({ server, asAdmin } = await startServerWithAdmin());
  });
  afterAll(() => server?.stop());

  it("an unknown /admin address is a 404 inside the admin shell", async () => {
    const answer = await asAdmin.get("/admin/pagina-que-nao-existe");
    expect(answer.status).toBe(404);
    expect(answer.text).toContain(adminSidebar);
    expect(answer.text).toContain("Content Management");
    expect(answer.text).toContain("Página não encontrada");
    expect(answer.text).toContain("Este endereço não corresponde a nenhuma tela do painel.");
    expect(answer.text).not.toContain(siteFooterText);
  });

  it("someone not signed in is sent to sign in, not told the address is unknown", async () => {
    const answer = await new Visitor(server.url).get("/admin/pagina-que-nao-existe");
    expect([302, 303]).toContain(answer.status);
    expect(answer.location).toMatch(/^\/auth(\?|$)/);
  });

  it("a POST to an unknown /admin address passes the gate too", async () => {
    const anonymous = await new Visitor(server.url).post("/admin/pagina-que-nao-existe", { intent: "x" });
    expect([302, 303]).toContain(anonymous.status);
    expect(anonymous.location).toMatch(/^\/auth(\?|$)/);
    const answer = await asAdmin.post("/admin/pagina-que-nao-existe", { intent: "x" });
    expect(answer.status).toBe(404);
    expect(answer.text).toContain(adminSidebar);
  });

  it("a public page that fails keeps the site's header and footer", async () => {
    const answer = await new Visitor(server.url).post("/privacidade", { x: "1" });
    expect(answer.status).toBe(405);
    expect(answer.text).toContain("Algo deu errado");
    expect(answer.text).toContain("Pular para o conteúdo");
    expect(answer.text).toMatch(/<header[^>]*>/);
    expect(answer.text).toContain(siteFooterText);
    expect(answer.text).not.toContain(adminSidebar);
  });
});

describe("an admin screen whose data cannot be read", () => {
  let server: ServerProcess;
  let asAdmin: Visitor;
  let database: PostgresDatabase;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    ({ server, asAdmin } = await startServerWithAdmin({
      DATABASE_URL: database.url,
      AUTH_SECRET: "test-auth-secret-shared-by-all-instances-0123456789",
    }));
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("shows the error inside the admin shell", async () => {
    // The site data screen's table is out of reach (a broken migration, a revoked grant): its
    // loader fails while the database itself, and the admin's session, still answer.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query("alter table site_snapshots rename to site_snapshots_away");
      const answer = await asAdmin.get("/admin/site-data");
      expect(answer.status).toBe(500);
      expect(answer.text).toContain(adminSidebar);
      expect(answer.text).toContain("Content Management");
      expect(answer.text).toContain("Algo deu errado");
    } finally {
      await client.query("alter table site_snapshots_away rename to site_snapshots");
      await client.end();
    }
  });
});
