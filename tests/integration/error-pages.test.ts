import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerWithAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
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

  it("an admin screen that fails shows the error inside the admin shell", async () => {
    // A body that claims to be multipart but is not: reading the form fails inside the action.
    const answer = await fetch(`${server.url}/admin/settings`, {
      method: "POST",
      headers: {
        cookie: asAdmin.cookieHeader(),
        origin: server.url,
        "content-type": "multipart/form-data; boundary=nada",
      },
      body: "isto não é multipart",
    });
    expect(answer.status).toBe(500);
    const text = await answer.text();
    expect(text).toContain(adminSidebar);
    expect(text).toContain("Content Management");
    expect(text).toContain("Algo deu errado");
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
