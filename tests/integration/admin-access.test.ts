import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answer, signUpFields, Visitor } from "../support/auth-client";
import { projectRoot } from "../support/build-snapshot";
import { contactFormScreenPost } from "../support/contact-form-screen";
import { contactLeadFields } from "../support/contact-lead";
import { createPostgresDatabase, type PostgresDatabase } from "../support/databases";
import { findFreePort } from "../support/free-port";
import { type ServerProcess, startServer } from "../support/server-process";
import { currentTotpStep, secretOfTotpUri, totpCode } from "../support/totp";

/**
 * The admin gate, checked on every admin route the app has: the route table is read from the
 * production build, so a new admin screen is covered without touching this test. Every admin
 * route declares the roles its loader and action allow (its handle); for each admin route (and
 * each admin action): nobody signed in → /auth; a signed-in user who is not on the team → / with
 * 'Acesso negado'; each role (Administrador, Editor, Vendas) → the screen when the route and its
 * layouts allow it, otherwise the dashboard with 'Acesso negado' naming the role.
 */

type AdminRoute = {
  id: string;
  url: string;
  actionUrl: string;
  hasLoader: boolean;
  hasAction: boolean;
  /** A download (CSV, JSON): no page of its own, answered by its loader alone. */
  isResource: boolean;
  /**
   * Has a parameter (e.g. a lead's id) or is the catch-all: the made-up value "teste" (or
   * "qualquer-coisa") finds nothing, a 404 in the admin.
   */
  hasParams: boolean;
  /** The roles the route declares (handle.roles), and those of its layouts' loaders. */
  roles: { loader?: unknown; action?: unknown } | undefined;
  layoutLoaderRoles: unknown[];
};

async function adminRoutes(): Promise<AdminRoute[]> {
  const root = process.env.TEST_BUILD_ROOT ?? projectRoot;
  const build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild;
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const byId = new Map(routes.map((route) => [route.id, route]));
  const fullPath = (id: string | undefined): string => {
    const route = id ? byId.get(id) : undefined;
    if (!route) return "";
    const own = route.path ? `/${route.path}` : "";
    return `${fullPath(route.parentId)}${own}`.replace(/\/+/g, "/");
  };
  const ancestors = (id: string | undefined): string[] => {
    const route = id ? byId.get(id) : undefined;
    return route ? [route.id, ...ancestors(route.parentId)] : [];
  };
  return routes
    .map((route) => {
      // A section's screen is opened on a real section; any other parameter gets a made-up value.
      const path = (fullPath(route.id) || "/").replace(":sectionId", "company");
      const url = path.replace(/:(\w+)\??/g, "teste").replace(/\*$/, "qualquer-coisa") || "/";
      return {
        id: route.id,
        url,
        // An index route's action is reached with ?index (the layout shares its URL).
        actionUrl: route.index ? `${url}?index` : url,
        hasLoader: typeof route.module.loader === "function",
        hasAction: typeof route.module.action === "function",
        isResource: typeof route.module.default !== "function",
        hasParams: /:\w+|\*$/.test(path),
        roles: (route.module.handle as { roles?: AdminRoute["roles"] } | undefined)?.roles,
        layoutLoaderRoles: ancestors(route.parentId)
          .filter((id) => id.startsWith("routes/admin"))
          .map(
            (id) =>
              (byId.get(id)?.module.handle as { roles?: { loader?: unknown } } | undefined)?.roles?.loader,
          ),
      };
    })
    .filter((route) => route.url === "/admin" || route.url.startsWith("/admin/"));
}

const admin = { email: "admin@cotafacil.com.br", password: "admin-senha-123" };
const denied = {
  title: "Acesso negado",
  description: "Você não tem privilégios de administrador para acessar esta área.",
  variant: "error",
};

const roles = ["admin", "editor", "sales"] as const;
type Role = (typeof roles)[number];
const roleNames: Record<Role, string> = { admin: "Administrador", editor: "Editor", sales: "Vendas" };
const roleDenied = (role: Role) => ({
  title: "Acesso negado",
  description: `O seu perfil (${roleNames[role]}) não dá acesso a esta área do painel.`,
  variant: "error",
});

/** Whether `role` may open the route: its own loader and every admin layout above it allow it. */
function mayOpen(route: AdminRoute, role: Role): boolean {
  return [route.roles?.loader, ...route.layoutLoaderRoles].every(
    (allowed) => Array.isArray(allowed) && allowed.includes(role),
  );
}
/** Whether `role` may open the address: every route that draws it (a layout and its index) allows it. */
function mayOpenUrl(routes: AdminRoute[], url: string, role: Role): boolean {
  return routes.filter((route) => route.url === url).every((route) => mayOpen(route, role));
}
function mayPost(route: AdminRoute, role: Role): boolean {
  const allowed = route.roles?.action;
  return Array.isArray(allowed) && allowed.includes(role);
}

describe("the admin gate on every admin route", () => {
  let server: ServerProcess;
  let database: PostgresDatabase;
  let routes: AdminRoute[];
  let asAdmin: Visitor;
  let asUser: Visitor;
  const as = {} as Record<Role, Visitor>;

  /** A confirmed account, through sign-up and the dev mailbox, signed in. */
  async function confirmedAccount(email: string, fullName: string): Promise<Visitor> {
    const visitor = new Visitor(server.url);
    await visitor.post("/auth?tab=cadastro", signUpFields(email, "segredo123", fullName));
    let link: string | undefined;
    for (let i = 0; i < 100 && !link; i++) {
      const mails = (await (await fetch(`${server.url}/__dev/mailbox?to=${email}`)).json()) as Array<{
        link: string;
        status: string;
      }>;
      link = mails.find((mail) => mail.status === "delivered")?.link;
      if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(link, "no confirmation mail in the dev mailbox").toBeTruthy();
    await visitor.get(link!);
    return visitor;
  }

  async function signIn(visitor: Visitor, email: string) {
    return (await visitor.post("/auth", { intent: "login", email, password: "segredo123" })).location;
  }

  beforeAll(async () => {
    routes = await adminRoutes();
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
    as.admin = asAdmin;

    // An ordinary user, an Editor and a salesperson: confirmed accounts, the last two given
    // their role in the users table.
    asUser = await confirmedAccount("usuario@example.com.br", "Usuário Comum");
    expect(await signIn(asUser, "usuario@example.com.br")).toBe("/");
    const editor = await confirmedAccount("editora@example.com.br", "Eva Editora");
    const sales = await confirmedAccount("vendas@example.com.br", "Vitor Vendas");
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query("update users set role = 'editor' where email = 'editora@example.com.br'");
      await client.query("update users set role = 'sales' where email = 'vendas@example.com.br'");
    } finally {
      await client.end();
    }
    expect(await signIn(editor, "editora@example.com.br")).toBe("/admin");
    expect(await signIn(sales, "vendas@example.com.br")).toBe("/admin");
    as.editor = editor;
    as.sales = sales;

    // One lead, whose personal data only the Administrador and Vendas may see.
    const visitor = new Visitor(server.url);
    const lead = await visitor.post("/api/contato?page=/", contactLeadFields({ name: "Maria Lead Secreta" }));
    expect(lead.status).toBe(200);
  });

  async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query<T>(sql, values)).rows;
    } finally {
      await client.end();
    }
  }
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("finds the admin screens in the route table", () => {
    const urls = routes.map((route) => route.url);
    for (const url of [
      "/admin",
      "/admin/content",
      "/admin/media",
      "/admin/styling",
      "/admin/forms",
      "/admin/settings",
      "/admin/auditoria",
      "/admin/auditoria.csv",
    ]) {
      expect(urls).toContain(url);
    }
  });

  it("every admin route has a loader, so its data always passes the gate", () => {
    expect(routes.filter((route) => !route.hasLoader).map((route) => route.id)).toEqual([]);
  });

  it("every admin route declares the roles its loader and its action allow", () => {
    const known = (value: unknown) =>
      Array.isArray(value) && value.length > 0 && value.every((role) => roles.includes(role));
    const undeclared = routes.filter(
      (route) => !known(route.roles?.loader) || (route.hasAction && !known(route.roles?.action)),
    );
    expect(undeclared.map((route) => route.id)).toEqual([]);
  });

  it("declares the roles the team agreed on: Editor the site, Vendas the leads and the campaigns", () => {
    const urls = [...new Set(routes.filter((route) => !route.hasParams).map((route) => route.url))].sort();
    const open = (role: Role) => urls.filter((url) => mayOpenUrl(routes, url, role));
    expect(open("admin")).toEqual(urls);
    expect(open("editor")).toEqual(
      [
        "/admin",
        "/admin/content",
        "/admin/content/company",
        "/admin/forms",
        "/admin/media",
        "/admin/paginas",
        "/admin/presenca",
        "/admin/redirecionamentos",
        "/admin/settings",
        "/admin/styling",
      ].sort(),
    );
    expect(open("sales")).toEqual(
      [
        "/admin",
        "/admin/campanhas",
        "/admin/campanhas.csv",
        "/admin/forms/submissions",
        "/admin/forms/submissions.csv",
        "/admin/settings",
      ].sort(),
    );
    const section = routes.find((route) => route.url === "/admin/content/company")!;
    expect(mayOpen(section, "editor") && mayPost(section, "editor")).toBe(true);
    expect(mayOpen(section, "sales")).toBe(false);
    const lead = routes.find((route) => route.url === "/admin/forms/submissions/teste")!;
    expect(mayOpen(lead, "sales") && mayPost(lead, "sales")).toBe(true);
    expect(mayOpen(lead, "editor")).toBe(false);
    // Auditoria and its CSV: the Administrador's alone, and read-only (no action at all).
    for (const url of ["/admin/auditoria", "/admin/auditoria.csv"]) {
      const audit = routes.find((route) => route.url === url)!;
      expect(mayOpen(audit, "admin")).toBe(true);
      expect(mayOpen(audit, "editor") || mayOpen(audit, "sales")).toBe(false);
      expect(audit.hasAction).toBe(false);
    }
  });

  it("sends someone not signed in to /auth", async () => {
    for (const route of routes) {
      const answer = await new Visitor(server.url).get(route.url);
      expect([302, 303], `GET ${route.url}`).toContain(answer.status);
      expect(answer.location, `GET ${route.url}`).toMatch(/^\/auth(\?|$)/);
    }
  });

  it("refuses a signed-in user who is not an admin: 'Acesso negado', back to /", async () => {
    for (const route of routes) {
      const answer = await asUser.get(route.url);
      expect(answer.status, `GET ${route.url}`).toBe(303);
      expect(answer.location, `GET ${route.url}`).toBe("/");
      expect(asUser.flash(), `GET ${route.url}`).toEqual(denied);
    }
  });

  it("shows each role the screens its role allows, and the dashboard with 'Acesso negado' otherwise", async () => {
    const emails: Record<Role, string> = {
      admin: admin.email,
      editor: "editora@example.com.br",
      sales: "vendas@example.com.br",
    };
    for (const role of roles) {
      for (const route of routes) {
        const answer = await as[role].get(route.url);
        const what = `GET ${route.url} as ${role}`;
        if (mayOpenUrl(routes, route.url, role)) {
          expect(answer.status, what).toBe(route.hasParams ? 404 : 200);
          if (!route.isResource) expect(answer.text, what).toContain(emails[role]);
        } else {
          expectRoleDenied(answer, as[role], role, what);
        }
      }
    }
  });

  function expectRoleDenied(answer: Answer, visitor: Visitor, role: Role, what: string) {
    expect(answer.status, what).toBe(303);
    expect(answer.location, what).toBe("/admin");
    expect(visitor.flash(), what).toEqual(roleDenied(role));
  }

  it("guards the data requests of client-side navigation too", async () => {
    for (const route of routes.filter((r) => !r.isResource)) {
      const dataUrl = `${route.url === "/admin" ? "/admin" : route.url}.data`;
      const anonymous = await new Visitor(server.url).get(dataUrl);
      expect(anonymous.text, `GET ${dataUrl}`).not.toContain(admin.email);
      expect(anonymous.text, `GET ${dataUrl}`).toContain("/auth");
      const user = await asUser.get(dataUrl);
      expect(user.text, `GET ${dataUrl} as a user`).not.toContain("usuario@example.com.br");
      const allowed = await asAdmin.get(dataUrl);
      expect(allowed.status, `GET ${dataUrl} as the admin`).toBe(route.hasParams ? 404 : 200);
      for (const role of ["editor", "sales"] as const) {
        if (mayOpenUrl(routes, route.url, role)) continue;
        // A refused data request carries the redirect to the dashboard, not the screen's data.
        const refused = await as[role].get(dataUrl);
        expect(refused.text, `GET ${dataUrl} as ${role}`).toContain("/admin");
        expect(refused.text, `GET ${dataUrl} as ${role}`).not.toContain("Maria Lead Secreta");
        expect(as[role].flash(), `GET ${dataUrl} as ${role}`).toEqual(roleDenied(role));
      }
    }
  });

  it("guards every admin action: /auth for nobody, 'Acesso negado' for a user, the action for an admin", async () => {
    const withActions = routes.filter((route) => route.hasAction);
    expect(withActions.map((route) => route.url)).toContain("/admin/settings");
    for (const route of withActions) {
      const anonymous = await new Visitor(server.url).post(route.actionUrl, {
        intent: "perfil",
        fullName: "Invasor",
      });
      expect([302, 303], `POST ${route.actionUrl}`).toContain(anonymous.status);
      expect(anonymous.location, `POST ${route.actionUrl}`).toMatch(/^\/auth(\?|$)/);

      const user = await asUser.post(route.actionUrl, { intent: "perfil", fullName: "Invasor" });
      expect(user.status, `POST ${route.actionUrl} as a user`).toBe(303);
      expect(user.location).toBe("/");
      expect(asUser.flash()).toEqual(denied);

      // An admin passes the gate; an intent the screen does not know is a 400, not a redirect
      // (the catch-all, no screen at all, answers 404).
      const unknownScreen = route.url.endsWith("/qualquer-coisa");
      for (const role of roles) {
        const answer = await as[role].post(route.actionUrl, { intent: "nao-existe" });
        const what = `POST ${route.actionUrl} as ${role}`;
        if (mayPost(route, role)) expect(answer.status, what).toBe(unknownScreen ? 404 : 400);
        else expectRoleDenied(answer, as[role], role, what);
      }
    }
  });

  it("lets only the server's own token use the admin API (npm run admin:create)", async () => {
    const body = JSON.stringify({ email: "intruso@example.com.br", password: "segredo123" });
    const headers = { "content-type": "application/json" };
    const none = await fetch(`${server.url}/api/admin/users`, { method: "POST", headers, body });
    expect(none.status).toBe(401);
    const wrong = await fetch(`${server.url}/api/admin/users`, {
      method: "POST",
      headers: { ...headers, authorization: "Bearer nao-e-o-token" },
      body,
    });
    expect(wrong.status).toBe(401);
    const withSession = await asAdmin.postJson("/api/admin/users", JSON.parse(body));
    expect(withSession.status).toBe(401);
  });

  it("shows each role only its own screens in the sidebar and its own parts of the dashboard", async () => {
    const dashboard = {
      admin: (await asAdmin.get("/admin")).text,
      editor: (await as.editor.get("/admin")).text,
      sales: (await as.sales.get("/admin")).text,
    };
    const links = (html: string) =>
      ["/admin/content", "/admin/media", "/admin/styling", "/admin/forms", "/admin/forms/submissions"].filter(
        (to) => html.includes(`href="${to}"`),
      );
    expect(links(dashboard.admin)).toEqual([
      "/admin/content",
      "/admin/media",
      "/admin/styling",
      "/admin/forms",
      "/admin/forms/submissions",
    ]);
    expect(links(dashboard.editor)).toEqual([
      "/admin/content",
      "/admin/media",
      "/admin/styling",
      "/admin/forms",
    ]);
    expect(links(dashboard.sales)).toEqual(["/admin/forms/submissions"]);

    for (const text of [
      "Total Pages",
      "Form Submissions",
      "Save All Data",
      "Clear All Submissions",
      "Cópias de segurança",
    ]) {
      expect(dashboard.admin).toContain(text);
    }
    expect(dashboard.admin).toContain("Maria Lead Secreta");
    // Editor: the site, not the leads nor the site data.
    expect(dashboard.editor).toContain("Total Pages");
    for (const text of [
      "Form Submissions",
      "Maria Lead Secreta",
      "Save All Data",
      "Reset All Data",
      "Cópias de segurança",
    ]) {
      expect(dashboard.editor).not.toContain(text);
    }
    // Vendas: the leads, without clearing them, and nothing of the site.
    expect(dashboard.sales).toContain("Form Submissions");
    expect(dashboard.sales).toContain("Maria Lead Secreta");
    for (const text of [
      "Total Pages",
      "Clear All Submissions",
      "Save All Data",
      "Antes de publicar",
      "Cópias de segurança",
    ]) {
      expect(dashboard.sales).not.toContain(text);
    }
    expect(dashboard.sales).toContain("Vendas");

    // The forms screen's tabs: Editor has the form only; Vendas the leads only.
    const editorForms = (await as.editor.get("/admin/forms")).text;
    expect(editorForms).toContain("Contact Form");
    expect(editorForms).not.toContain('href="/admin/forms/submissions"');
    const salesLeads = (await as.sales.get("/admin/forms/submissions")).text;
    expect(salesLeads).toContain("Maria Lead Secreta");
    expect(salesLeads).not.toContain('href="/admin/forms"');
  });

  it("lets Vendas resend a lead but not delete it, nor clear the leads", async () => {
    const [lead] = await query<{ id: string }>(
      "select id from form_submissions where data->>'name' = 'Maria Lead Secreta'",
    );
    const url = `/admin/forms/submissions/${lead.id}`;
    const refused = await as.sales.post(url, { intent: "excluir", confirmed: "yes" });
    expectRoleDenied(refused, as.sales, "sales", `POST ${url} excluir as sales`);
    const cleared = await as.sales.post("/admin?index", { intent: "limpar-submissoes", confirmed: "yes" });
    expectRoleDenied(cleared, as.sales, "sales", "POST /admin?index limpar-submissoes as sales");
    expect(await query("select id from form_submissions where id = $1", [lead.id])).toHaveLength(1);

    // Resending is theirs: the action answers about the lead (409 here: no webhook address is
    // set, so there is nowhere to resend it to), not with the gate's refusal.
    const resent = await as.sales.post(url, { intent: "reenviar" });
    expect(resent.status).toBe(409);
    expect(as.sales.flash()?.title).not.toBe("Acesso negado");
    expect((await as.sales.get(url)).text).toContain("Maria Lead Secreta");
  });

  it("lets an Editor save the form's texts but neither see nor change the webhook address", async () => {
    const hook = "http://8.8.8.8/leads-hook";
    const bySomeAdmin = await asAdmin.post("/admin/forms?index", contactFormScreenPost({ webhookUrl: hook }));
    expect(bySomeAdmin.status).toBe(303);

    const page = await as.editor.get("/admin/forms");
    expect(page.text).not.toContain(hook);
    expect(page.text).not.toContain('name="webhookUrl"');

    const withWebhook = await as.editor.post(
      "/admin/forms?index",
      contactFormScreenPost({ webhookUrl: "http://127.0.0.1:9/roubado" }),
    );
    expectRoleDenied(withWebhook, as.editor, "editor", "POST /admin/forms?index with webhookUrl as editor");

    const { webhookUrl: _left, ...texts } = contactFormScreenPost({
      submitButtonText: "Quero ser franqueado",
    });
    // The admin had the screen open: the Editor takes the editing over first (docs/decisions/042).
    const takeOver = { intent: "assumir-edicao", thing: "form:contact" };
    expect((await as.editor.post("/admin/presenca", takeOver)).status).toBe(303);
    const saved = await as.editor.post("/admin/forms?index", texts);
    expect(saved.status).toBe(303);
    const [form] = await query<{ settings: { webhookUrl: string; submitButtonText: string } }>(
      "select settings from forms where form_id = 'contact'",
    );
    expect(form.settings.submitButtonText).toBe("Quero ser franqueado");
    expect(form.settings.webhookUrl).toBe(hook);
    expect((await asAdmin.post("/admin/presenca", takeOver)).status).toBe(303);
    expect((await asAdmin.post("/admin/forms?index", contactFormScreenPost())).status).toBe(303);
  });

  it("applies the lockout and two-factor rules to the Editor and Vendas as to an Administrador", async () => {
    // Ten wrong passwords from one address lock that address out of the account, not its owner
    // signing in elsewhere (docs/decisions/009), whatever the role.
    const accounts = [
      ["editora@example.com.br", "127.0.21"],
      ["vendas@example.com.br", "127.0.22"],
    ] as const;
    for (const [email, prefix] of accounts) {
      const attacker = new Visitor(server.url, { localAddress: `${prefix}.1` });
      for (let i = 0; i < 10; i++) {
        const wrong = await attacker.post("/auth", { intent: "login", email, password: "senha-chutada" });
        expect(wrong.status, `${email}: failure ${i + 1}`).toBe(401);
      }
      const refused = await attacker.post("/auth", { intent: "login", email, password: "segredo123" });
      expect(refused.status, email).toBe(429);
      const owner = new Visitor(server.url, { localAddress: `${prefix}.2` });
      expect(await signIn(owner, email), email).toBe("/admin");
    }

    // A salesperson who turns two-factor on is asked for the code at the next sign-in.
    const enabled = await as.sales.postJson("/api/auth/two-factor/enable", { password: "segredo123" });
    expect(enabled.status, enabled.text).toBe(200);
    const secret = secretOfTotpUri(JSON.parse(enabled.text).totpURI);
    const setUpStep = currentTotpStep();
    const verified = await as.sales.postJson("/api/auth/two-factor/verify-totp", {
      code: totpCode(secret, setUpStep),
    });
    expect(verified.status, verified.text).toBe(200);
    const device = new Visitor(server.url, { localAddress: "127.0.23.1" });
    expect(await signIn(device, "vendas@example.com.br")).toBe("/auth?tab=verificacao");
    expect(device.signedIn()).toBe(false);
    // A wrong code is refused, and Auditoria has it as a failed sign-in of hers.
    const wrong = await device.post("/auth", { intent: "verificacao", code: "000000" });
    expect(device.signedIn()).toBe(false);
    expect(wrong.status).not.toBe(303);
    const failures = await query<{ actor_name: string; details: { secondFactor?: boolean } }>(
      "select actor_name, details from audit_log where action = 'auth.sign-in-failed' and target_label = $1",
      ["vendas@example.com.br"],
    );
    expect(
      failures.some((row) => row.details?.secondFactor === true && row.actor_name === "Vitor Vendas"),
    ).toBe(true);
    const done = await device.post("/auth", { intent: "verificacao", code: totpCode(secret, setUpStep + 1) });
    expect(done.status, done.text.slice(0, 300)).toBe(303);
    expect(device.signedIn()).toBe(true);
    expect((await device.get("/admin/forms/submissions")).status).toBe(200);
  });
});
