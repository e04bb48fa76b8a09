import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpFields, Visitor } from "../support/auth-client";
import { createPostgresDatabase, databaseKinds, type PostgresDatabase } from "../support/databases";
import { findFreePort } from "../support/free-port";
import { type ServerProcess, startServer } from "../support/server-process";
import { type SmtpListener, startSmtpListener } from "../support/smtp-listener";

/**
 * Every account flow on the real server, with a real SMTP server on loopback: sign-up and its
 * confirmation mail, sign-in (admin and user), sign-out, password reset, the server-side form
 * checks, and a mail server that is down for a while.
 */

const admin = { email: "admin@cotafacil.com.br", password: "admin-senha-123" };

describe.each(databaseKinds)("accounts on %s", (kind) => {
  let server: ServerProcess;
  let smtp: SmtpListener;
  let postgres: PostgresDatabase | undefined;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    postgres = kind === "postgres" ? await createPostgresDatabase() : undefined;
    const port = await findFreePort();
    server = await startServer({
      port,
      databaseUrl: postgres?.url,
      env: {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: smtp.url,
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        WEBHOOK_RETRY_SCALE: "0.001",
        OUTBOX_POLL_MS: "50",
        AUTH_RATE_LIMIT_MULTIPLIER: "20",
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await postgres?.drop();
  });

  async function signUpAndConfirm(email: string, password = "segredo123") {
    const visitor = new Visitor(server.url);
    const answer = await visitor.post("/auth?tab=cadastro", signUpFields(email, password));
    expect(answer.status).toBe(303);
    const [mail] = await smtp.waitForMails(1, { to: email });
    const link = mail.links.find((l) => l.includes("/api/auth/verify-email"));
    expect(link).toBeTruthy();
    const verified = await visitor.get(link!);
    expect(verified.status).toBe(302);
    expect(verified.location).toBe("/auth?confirmado=1");
    return visitor;
  }

  it("signs up, mails a Portuguese confirmation link that works, then signs in a user to /", async () => {
    const email = `maria.${kind}@example.com.br`;
    const visitor = new Visitor(server.url);
    const signUp = await visitor.post("/auth?tab=cadastro", signUpFields(email));
    expect(signUp.status).toBe(303);
    // After sign-up the tab goes back to Login, with the 'Cadastro realizado' notice.
    expect(signUp.location).toBe("/auth");
    expect(visitor.flash()).toEqual({
      title: "Cadastro realizado",
      description: "Sua conta foi criada com sucesso. Verifique seu email para confirmar.",
      variant: "success",
    });
    const page = await visitor.get("/auth");
    expect(page.text).toContain("Cadastro realizado");

    const [mail] = await smtp.waitForMails(1, { to: email });
    expect(mail.subject).toBe("Confirme seu email – Cota Fácil");
    expect(mail.text).toContain("Olá, Maria!");

    // Not confirmed yet: refused, with a clear message (and a fresh link is sent).
    const early = await visitor.post("/auth", { intent: "login", email, password: "segredo123" });
    expect(early.status).toBe(403);
    expect(early.text).toContain("Confirme seu email antes de entrar");

    const link = mail.links.find((l) => l.includes("/api/auth/verify-email"))!;
    const verified = await visitor.get(link);
    expect(verified.status).toBe(302);
    expect(verified.location).toBe("/auth?confirmado=1");
    expect((await visitor.get("/auth?confirmado=1")).text).toContain("Email confirmado");

    const signIn = await visitor.post("/auth", { intent: "login", email, password: "segredo123" });
    expect(signIn.status).toBe(303);
    expect(signIn.location).toBe("/");
    expect(visitor.flash()?.title).toBe("Login bem-sucedido");
    const session = signIn.setCookies.find((c) => c.startsWith("cota.session_token="));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Max-Age=604800/);
    expect(session).not.toMatch(/Secure/i);

    // A signed-in user: /auth sends to /, the header shows their account and 'Sair' instead of
    // Login, /admin is refused.
    expect((await visitor.get("/auth")).location).toBe("/");
    const home = await visitor.get("/");
    expect(home.text).toContain("Conectado como");
    expect(home.text).toContain('action="/auth/sair"');
    expect(home.text).not.toContain('href="/auth"');
    expect(home.text).not.toContain('href="/admin"');
    const denied = await visitor.get("/admin");
    expect(denied.location).toBe("/");
    expect(visitor.flash()).toEqual({
      title: "Acesso negado",
      description: "Você não tem privilégios de administrador para acessar esta área.",
      variant: "error",
    });
  });

  it("labels the e-mail field 'E-mail' on every form of /auth, as every other form of the site does", async () => {
    for (const path of ["/auth", "/auth?tab=cadastro", "/auth?tab=recuperar"]) {
      const page = await new Visitor(server.url).get(path);
      expect(page.status, path).toBe(200);
      const labels = [...page.text.matchAll(/<label[^>]*>([^<]*)<\/label>/g)].map((m) => m[1]);
      expect(labels, path).toContain("E-mail");
      expect(labels, path).not.toContain("Email");
    }
  });

  it("signs in the admin to /admin, shows 'Admin' in the header, and signs out to /", async () => {
    const visitor = new Visitor(server.url);
    const signIn = await visitor.post("/auth", { intent: "login", ...admin });
    expect(signIn.status).toBe(303);
    expect(signIn.location).toBe("/admin");
    const dashboard = await visitor.get("/admin");
    expect(dashboard.status).toBe(200);
    expect(dashboard.text).toContain("Login bem-sucedido");
    expect(dashboard.text).toContain("Administrador");
    expect((await visitor.get("/auth")).location).toBe("/admin");
    expect((await visitor.get("/")).text).toContain('href="/admin"');

    const signOut = await visitor.post("/auth/sair", {});
    expect(signOut.status).toBe(303);
    expect(signOut.location).toBe("/");
    expect(visitor.flash()).toMatchObject({
      title: "Logout realizado",
      description: "Você saiu da sua conta com sucesso.",
    });
    expect(visitor.signedIn()).toBe(false);
    expect((await visitor.get("/admin")).location).toBe("/auth");
  });

  it("an old session cookie no longer opens /admin after sign-out", async () => {
    const visitor = new Visitor(server.url);
    await visitor.post("/auth", { intent: "login", ...admin });
    const stolen = visitor.cookieHeader();
    await visitor.post("/auth/sair", {});
    const replay = await fetch(`${server.url}/admin`, { headers: { cookie: stolen }, redirect: "manual" });
    expect(replay.status).toBe(303);
    expect(replay.headers.get("location")).toBe("/auth");
  });

  it("checks every field on the server, each with its message", async () => {
    const visitor = new Visitor(server.url);
    const signUp = await visitor.post("/auth?tab=cadastro", {
      intent: "cadastro",
      fullName: "Al",
      email: "not-an-email",
      password: "12345",
      confirmPassword: "1234",
    });
    expect(signUp.status).toBe(400);
    for (const message of [
      "Nome deve ter pelo menos 3 caracteres",
      "Email inválido",
      "Senha deve ter pelo menos 6 caracteres",
    ]) {
      expect(signUp.text).toContain(message);
    }
    const mismatch = await visitor.post("/auth?tab=cadastro", {
      ...signUpFields("x@example.com"),
      confirmPassword: "outra-senha",
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.text).toMatch(/id="cadastro-confirmPassword-error"[^>]*>Senhas não conferem</);
    // The typed values come back (except passwords).
    expect(mismatch.text).toContain('value="Maria da Silva"');
    expect(mismatch.text).not.toContain("outra-senha");

    const signIn = await visitor.post("/auth", { intent: "login", email: "", password: "" });
    expect(signIn.status).toBe(400);
    expect(signIn.text).toContain("Email inválido");
    expect(signIn.text).toContain("Senha deve ter pelo menos 6 caracteres");

    const wrong = await visitor.post("/auth", {
      intent: "login",
      email: admin.email,
      password: "senha-errada",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain("Email ou senha inválidos.");
  });

  it("resets a forgotten password through the mailed link; the new password signs in", async () => {
    const email = `reset.${kind}@example.com.br`;
    await signUpAndConfirm(email, "senha-antiga");
    smtp.reset();

    const visitor = new Visitor(server.url);
    const request = await visitor.post("/auth?tab=recuperar", { intent: "recuperar", email });
    expect(request.status).toBe(303);
    expect(visitor.flash()?.title).toBe("Verifique seu email");
    // An unknown address gets the same answer (and no mail).
    const unknown = await new Visitor(server.url).post("/auth?tab=recuperar", {
      intent: "recuperar",
      email: "ninguem@example.com.br",
    });
    expect(unknown.status).toBe(303);

    const [mail] = await smtp.waitForMails(1, { to: email });
    expect(mail.subject).toBe("Redefinição de senha – Cota Fácil");
    const link = mail.links.find((l) => l.includes("/auth/nova-senha?token="))!;
    expect(link.startsWith(`${server.url}/auth/nova-senha?token=`)).toBe(true);
    const page = await visitor.get(link);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Nova senha");
    expect(page.text).toContain("Salvar nova senha");

    const token = new URL(link).searchParams.get("token")!;
    const mismatch = await visitor.post(link, { token, password: "senha-nova-1", confirmPassword: "x" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.text).toContain("Senhas não conferem");
    const saved = await visitor.post(link, {
      token,
      password: "senha-nova-1",
      confirmPassword: "senha-nova-1",
    });
    expect(saved.status).toBe(303);
    expect(saved.location).toBe("/auth");
    expect(visitor.flash()?.title).toBe("Senha alterada");

    // The link works once.
    const again = await visitor.post(link, {
      token,
      password: "senha-nova-2",
      confirmPassword: "senha-nova-2",
    });
    expect(again.status).toBe(400);
    expect(again.text).toContain("Este link é inválido ou expirou");
    // Opened again, the used link says so at once, with no password form to fill in vain.
    const reopened = await new Visitor(server.url).get(link);
    expect(reopened.status).toBe(200);
    expect(reopened.text).toContain("Este link já foi usado ou expirou");
    expect(reopened.text).not.toContain("Salvar nova senha");
    const madeUp = await new Visitor(server.url).get("/auth/nova-senha?token=inventado");
    expect(madeUp.text).toContain("Este link já foi usado ou expirou");

    const old = await new Visitor(server.url).post("/auth", {
      intent: "login",
      email,
      password: "senha-antiga",
    });
    expect(old.status).toBe(401);
    const fresh = await new Visitor(server.url).post("/auth", {
      intent: "login",
      email,
      password: "senha-nova-1",
    });
    expect(fresh.status).toBe(303);
    expect(fresh.location).toBe("/");
  });

  it("a sign-up with an address that has an account answers as for a new one and mails that address a reset link", async () => {
    const email = `ja.cadastrada.${kind}@example.com.br`;
    await signUpAndConfirm(email, "senha-antiga");
    smtp.reset();

    const visitor = new Visitor(server.url);
    const again = await visitor.post("/auth?tab=cadastro", signUpFields(email, "outra-senha"));
    expect(again.status).toBe(303);
    expect(again.location).toBe("/auth");
    expect(visitor.flash()).toEqual({
      title: "Cadastro realizado",
      description: "Sua conta foi criada com sucesso. Verifique seu email para confirmar.",
      variant: "success",
    });

    const [mail] = await smtp.waitForMails(1, { to: email });
    expect(mail.subject).toBe("Você já tem uma conta – Cota Fácil");
    expect(mail.text).toContain("já tem uma conta");
    const link = mail.links.find((l) => l.includes("/auth/nova-senha?token="))!;
    expect(link.startsWith(`${server.url}/auth/nova-senha?token=`)).toBe(true);
    // The link is a working reset link; the sign-up's password was not taken.
    expect(
      (await new Visitor(server.url).post("/auth", { intent: "login", email, password: "outra-senha" }))
        .status,
    ).toBe(401);
    const token = new URL(link).searchParams.get("token")!;
    const saved = await visitor.post(link, {
      token,
      password: "senha-nova-1",
      confirmPassword: "senha-nova-1",
    });
    expect(saved.status).toBe(303);
    expect(visitor.flash()?.title).toBe("Senha alterada");
    const fresh = await new Visitor(server.url).post("/auth", {
      intent: "login",
      email,
      password: "senha-nova-1",
    });
    expect(fresh.status).toBe(303);
    // One mail, to that address only.
    expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  // The server's PostgreSQL can be reached from here to age a token; PGlite is the server's alone.
  it.runIf(kind === "postgres")("an expired reset link says so when it is opened", async () => {
    const email = `expirado.${kind}@example.com.br`;
    await signUpAndConfirm(email, "senha-antiga");
    smtp.reset();
    const visitor = new Visitor(server.url);
    expect((await visitor.post("/auth?tab=recuperar", { intent: "recuperar", email })).status).toBe(303);
    const [mail] = await smtp.waitForMails(1, { to: email });
    const link = mail.links.find((l) => l.includes("/auth/nova-senha?token="))!;
    expect((await visitor.get(link)).text).toContain("Salvar nova senha");

    const client = new pg.Client({ connectionString: postgres!.url });
    await client.connect();
    try {
      const token = new URL(link).searchParams.get("token");
      const aged = await client.query(
        "update verifications set expires_at = now() - interval '1 minute' where identifier = $1",
        [`reset-password:${token}`],
      );
      expect(aged.rowCount).toBe(1);
    } finally {
      await client.end();
    }
    const expired = await visitor.get(link);
    expect(expired.text).toContain("Este link já foi usado ou expirou");
    expect(expired.text).not.toContain("Salvar nova senha");
  });

  it("delivers the confirmation mail later when the mail server turned it away", async () => {
    const email = `atrasado.${kind}@example.com.br`;
    smtp.turnAway();
    const before = smtp.turnedAway;
    const visitor = new Visitor(server.url);
    const signUp = await visitor.post("/auth?tab=cadastro", signUpFields(email));
    // The visitor is not kept waiting: the mail is queued, and tried again after a refusal.
    expect(signUp.status).toBe(303);
    await expect.poll(() => smtp.turnedAway - before, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(0);
    await smtp.comeBack();
    const [mail] = await smtp.waitForMails(1, { to: email, timeoutMs: 30_000 });
    const link = mail.links.find((l) => l.includes("/api/auth/verify-email"))!;
    expect((await visitor.get(link)).location).toBe("/auth?confirmado=1");
  });

  it("offers Better Auth's endpoints under /api/auth, refusing a POST from another origin", async () => {
    const visitor = new Visitor(server.url);
    const foreign = await visitor.postJson(
      "/api/auth/sign-in/email",
      { email: admin.email, password: admin.password },
      { origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
    const own = await visitor.postJson("/api/auth/sign-in/email", {
      email: admin.email,
      password: admin.password,
    });
    expect(own.status).toBe(200);
    expect(visitor.signedIn()).toBe(true);
  });
});

describe("the session cookie under an https PUBLIC_URL", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({
      env: {
        PUBLIC_URL: "https://cotafacil.example",
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
      },
    });
  });
  afterAll(() => server?.stop());

  it("is Secure (and __Secure- prefixed), HttpOnly and SameSite=Lax", async () => {
    const visitor = new Visitor(server.url);
    const signIn = await visitor.post("/auth", { intent: "login", ...admin });
    expect(signIn.status).toBe(303);
    const session = signIn.setCookies.find((c) => c.startsWith("__Secure-cota.session_token="));
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
  });
});
