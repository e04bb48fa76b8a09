import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Visitor } from "../support/auth-client";
import { createPostgresDatabase, type PostgresDatabase } from "../support/databases";
import { findFreePort } from "../support/free-port";
import { type ServerProcess, startServer } from "../support/server-process";

/**
 * Usuários (/admin/usuarios): an Administrador invites people by e-mail (the dev mailbox stands
 * for their inbox), changes their role, disables and removes them, and can never leave the team
 * without an active Administrador. Each step is checked from the side of the person it affects.
 */

const admin = { email: "admin@cotafacil.com.br", password: "admin-senha-123" };

describe("the team on the Usuários screen", () => {
  let server: ServerProcess;
  let database: PostgresDatabase;
  let asAdmin: Visitor;

  async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query<T>(sql, values)).rows;
    } finally {
      await client.end();
    }
  }

  /** The links mailed to `email`, newest first, once `count` of them were delivered. */
  async function mailedLinks(email: string, count = 1): Promise<string[]> {
    for (let i = 0; i < 100; i++) {
      const mails = (await (await fetch(`${server.url}/__dev/mailbox?to=${email}`)).json()) as Array<{
        link: string;
        status: string;
      }>;
      const links = mails.filter((mail) => mail.status === "delivered").map((mail) => mail.link);
      if (links.length >= count) return links;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`fewer than ${count} mails reached ${email}`);
  }

  async function invite(email: string, role: string) {
    const answer = await asAdmin.post("/admin/usuarios", { intent: "convidar", email, role });
    return { answer, notice: asAdmin.flash() };
  }

  async function accept(link: string, fullName: string, password = "senha-da-equipe") {
    const visitor = new Visitor(server.url);
    const token = new URL(link).searchParams.get("token") ?? "";
    const answer = await visitor.post("/auth/convite", {
      token,
      fullName,
      password,
      confirmPassword: password,
    });
    return { answer, visitor };
  }

  async function signIn(email: string, password = "senha-da-equipe") {
    const visitor = new Visitor(server.url);
    const answer = await visitor.post("/auth", { intent: "login", email, password });
    return { visitor, location: answer.location };
  }

  async function memberId(email: string): Promise<string> {
    const [row] = await query<{ id: string }>("select id from users where email = $1", [email]);
    return row.id;
  }

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const port = await findFreePort();
    server = await startServer({
      port,
      databaseUrl: database.url,
      env: {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        DEV_MAILBOX_ENDPOINT: "1",
        OUTBOX_POLL_MS: "50",
      },
    });
    asAdmin = new Visitor(server.url);
    expect((await asAdmin.post("/auth", { intent: "login", ...admin })).location).toBe("/admin");
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("invites an Editor by e-mail; the link makes the account with the chosen name, once", async () => {
    const { answer, notice } = await invite("eva@example.com.br", "editor");
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/admin/usuarios");
    expect(notice?.title).toBe("Convite enviado");
    const screen = await asAdmin.get("/admin/usuarios");
    expect(screen.text).toContain("Convites pendentes");
    expect(screen.text).toContain("eva@example.com.br");

    const [link] = await mailedLinks("eva@example.com.br");
    expect(link).toMatch(/\/auth\/convite\?token=/);
    const page = await new Visitor(server.url).get(new URL(link).pathname + new URL(link).search);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Editor");
    expect(page.text).toContain("eva@example.com.br");

    const accepted = await accept(link, "Eva Editora", "senha-da-equipe");
    expect(accepted.answer.status).toBe(303);
    expect(accepted.answer.location).toBe("/auth");
    expect(accepted.visitor.flash()?.title).toBe("Conta criada");
    const again = await accept(link, "Outra Pessoa");
    expect(again.answer.status).toBe(410);
    expect(again.answer.text).toContain("Este convite já foi usado ou expirou");

    const eva = await signIn("eva@example.com.br");
    expect(eva.location).toBe("/admin");
    expect((await eva.visitor.get("/admin/content")).status).toBe(200);
    expect((await eva.visitor.get("/admin/usuarios")).location).toBe("/admin");

    const team = (await asAdmin.get("/admin/usuarios")).text;
    expect(team).toContain("Eva Editora");
    expect(team).not.toContain("Convites pendentes");
    expect(team).not.toContain("nunca entrou<");
  });

  it("refuses bad input and an address that already has an account", async () => {
    const bad = await asAdmin.post("/admin/usuarios", {
      intent: "convidar",
      email: "nao-e-email",
      role: "editor",
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Informe um e-mail válido.");
    const badRole = await asAdmin.post("/admin/usuarios", {
      intent: "convidar",
      email: "x@example.com.br",
      role: "dono",
    });
    expect(badRole.status).toBe(400);
    expect(badRole.text).toContain("Escolha um perfil.");
    const taken = await invite("eva@example.com.br", "sales");
    expect(taken.answer.status).toBe(409);
    expect(taken.answer.text).toContain("Este e-mail já tem uma conta no site.");
  });

  it("sends an invitation again with a new link (the old one stops working); an expired one says so", async () => {
    await invite("vitor@example.com.br", "sales");
    const [first] = await mailedLinks("vitor@example.com.br");
    const [invitation] = await query<{ id: string }>("select id from team_invitations where email = $1", [
      "vitor@example.com.br",
    ]);
    const resent = await asAdmin.post("/admin/usuarios", { intent: "reenviar-convite", id: invitation.id });
    expect(resent.status).toBe(303);
    const [second] = await mailedLinks("vitor@example.com.br", 2);
    expect(second).not.toBe(first);
    expect((await accept(first, "Vitor Vendas")).answer.status).toBe(410);

    // Seven days later the link no longer works.
    await query("update team_invitations set expires_at = now() - interval '1 minute' where email = $1", [
      "vitor@example.com.br",
    ]);
    expect((await asAdmin.get("/admin/usuarios")).text).toContain("expirado");
    const page = await new Visitor(server.url).get(new URL(second).pathname + new URL(second).search);
    expect(page.text).toContain("expirou");
    expect((await accept(second, "Vitor Vendas")).answer.status).toBe(410);

    // Sent again, it works for another 7 days.
    const [open] = await query<{ id: string }>(
      "select id from team_invitations where email = 'vitor@example.com.br' and accepted_at is null",
    );
    await asAdmin.post("/admin/usuarios", { intent: "reenviar-convite", id: open.id });
    const [latest] = await mailedLinks("vitor@example.com.br", 3);
    expect((await accept(latest, "Vitor Vendas")).answer.location).toBe("/auth");
    const vitor = await signIn("vitor@example.com.br");
    expect(vitor.location).toBe("/admin");
    expect((await vitor.visitor.get("/admin/forms/submissions")).status).toBe(200);
    expect((await vitor.visitor.get("/admin/content")).location).toBe("/admin");
  });

  it("changes a role: the person's next request follows the new role", async () => {
    const eva = await signIn("eva@example.com.br");
    const id = await memberId("eva@example.com.br");
    const changed = await asAdmin.post("/admin/usuarios", { intent: "alterar-perfil", id, role: "sales" });
    expect(changed.status).toBe(303);
    expect(asAdmin.flash()?.description).toBe("Eva Editora agora é Vendas.");
    expect((await eva.visitor.get("/admin/content")).location).toBe("/admin");
    expect((await eva.visitor.get("/admin/forms/submissions")).status).toBe(200);
    await asAdmin.post("/admin/usuarios", { intent: "alterar-perfil", id, role: "editor" });
    expect((await eva.visitor.get("/admin/content")).status).toBe(200);
  });

  it("disables someone: their open session ends at once and they cannot sign in until reactivated", async () => {
    const eva = await signIn("eva@example.com.br");
    expect((await eva.visitor.get("/admin")).status).toBe(200);
    const id = await memberId("eva@example.com.br");
    const unconfirmed = await asAdmin.post("/admin/usuarios", { intent: "desativar", id });
    expect(unconfirmed.status).toBe(200);
    expect((await eva.visitor.get("/admin")).status).toBe(200);

    const disabled = await asAdmin.post("/admin/usuarios", { intent: "desativar", id, confirmed: "yes" });
    expect(disabled.status).toBe(303);
    const after = await eva.visitor.get("/admin");
    expect(after.status).toBe(303);
    expect(after.location).toMatch(/^\/auth/);
    expect((await signIn("eva@example.com.br")).location).not.toBe("/admin");
    expect((await asAdmin.get("/admin/usuarios")).text).toContain("Desativado");

    await asAdmin.post("/admin/usuarios", { intent: "reativar", id });
    expect((await signIn("eva@example.com.br")).location).toBe("/admin");
  });

  it("resets someone's two-factor sign-in", async () => {
    const id = await memberId("eva@example.com.br");
    await query("update users set two_factor_enabled = true where id = $1", [id]);
    expect((await asAdmin.get("/admin/usuarios")).text).toContain("Redefinir duas etapas");
    const reset = await asAdmin.post("/admin/usuarios", { intent: "redefinir-2fa", id, confirmed: "yes" });
    expect(reset.status).toBe(303);
    const [row] = await query<{ two_factor_enabled: boolean }>(
      "select two_factor_enabled from users where id = $1",
      [id],
    );
    expect(row.two_factor_enabled).toBe(false);
  });

  it("never leaves the team without an active Administrador", async () => {
    const self = await memberId(admin.email);
    const posts: Record<string, string>[] = [
      { intent: "alterar-perfil", id: self, role: "editor" },
      { intent: "desativar", id: self, confirmed: "yes" },
      { intent: "remover", id: self, confirmed: "yes" },
    ];
    for (const post of posts) {
      const answer = await asAdmin.post("/admin/usuarios", post);
      expect(answer.status, post.intent).toBe(409);
      expect(answer.text, post.intent).toContain("pelo menos um Administrador ativo");
    }
    expect((await asAdmin.get("/admin/usuarios")).status).toBe(200);

    // With a second Administrador, the first may step down.
    const eva = await memberId("eva@example.com.br");
    await asAdmin.post("/admin/usuarios", { intent: "alterar-perfil", id: eva, role: "admin" });
    // A disabled Administrador does not count as active.
    await asAdmin.post("/admin/usuarios", { intent: "desativar", id: eva, confirmed: "yes" });
    expect(
      (await asAdmin.post("/admin/usuarios", { intent: "alterar-perfil", id: self, role: "editor" })).status,
    ).toBe(409);
    await asAdmin.post("/admin/usuarios", { intent: "reativar", id: eva });
    await asAdmin.post("/admin/usuarios", { intent: "alterar-perfil", id: eva, role: "editor" });
  });

  it("removes someone: they cannot sign in, their name stays, and the address can be invited again", async () => {
    const eva = await signIn("eva@example.com.br");
    const id = await memberId("eva@example.com.br");
    const removed = await asAdmin.post("/admin/usuarios", { intent: "remover", id, confirmed: "yes" });
    expect(removed.status).toBe(303);
    expect((await eva.visitor.get("/admin")).location).toMatch(/^\/auth/);
    expect((await signIn("eva@example.com.br")).location).not.toBe("/admin");
    expect((await asAdmin.get("/admin/usuarios")).text).not.toContain("eva@example.com.br");
    const [row] = await query<{ name: string }>("select name from users where id = $1", [id]);
    expect(row.name).toBe("Eva Editora");
    expect((await invite("eva@example.com.br", "editor")).answer.status).toBe(303);
  });

  it("is for Administradores only", async () => {
    const vitor = await signIn("vitor@example.com.br");
    const answer = await vitor.visitor.post("/admin/usuarios", {
      intent: "convidar",
      email: "intruso@example.com.br",
      role: "admin",
    });
    expect(answer.location).toBe("/admin");
    expect(vitor.visitor.flash()?.title).toBe("Acesso negado");
    expect(
      await query("select id from team_invitations where email = 'intruso@example.com.br'"),
    ).toHaveLength(0);
  });
});
