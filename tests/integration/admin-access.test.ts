import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpFields, Visitor } from "../support/auth-client";
import { projectRoot } from "../support/build-snapshot";
import { findFreePort } from "../support/free-port";
import { type ServerProcess, startServer } from "../support/server-process";

/**
 * The admin gate, checked on every admin route the app has: the route table is read from the
 * production build, so a new admin screen is covered without touching this test. For each
 * admin route (and each admin action): nobody signed in → /auth; a signed-in user who is not an
 * admin → / with 'Acesso negado'; an admin → the screen.
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

describe("the admin gate on every admin route", () => {
  let server: ServerProcess;
  let routes: AdminRoute[];
  let asAdmin: Visitor;
  let asUser: Visitor;

  beforeAll(async () => {
    routes = await adminRoutes();
    const port = await findFreePort();
    server = await startServer({
      port,
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

    // A confirmed ordinary user, through sign-up and the dev mailbox.
    const email = "usuario@example.com.br";
    asUser = new Visitor(server.url);
    await asUser.post("/auth?tab=cadastro", signUpFields(email));
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
    await asUser.get(link!);
    expect((await asUser.post("/auth", { intent: "login", email, password: "segredo123" })).location).toBe(
      "/",
    );
  });
  afterAll(() => server?.stop());

  it("finds the admin screens in the route table", () => {
    const urls = routes.map((route) => route.url);
    for (const url of [
      "/admin",
      "/admin/content",
      "/admin/media",
      "/admin/styling",
      "/admin/forms",
      "/admin/settings",
    ]) {
      expect(urls).toContain(url);
    }
  });

  it("every admin route has a loader, so its data always passes the gate", () => {
    expect(routes.filter((route) => !route.hasLoader).map((route) => route.id)).toEqual([]);
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

  it("shows every admin screen to an admin", async () => {
    for (const route of routes) {
      const answer = await asAdmin.get(route.url);
      expect(answer.status, `GET ${route.url}`).toBe(route.hasParams ? 404 : 200);
      if (!route.isResource) expect(answer.text).toContain("admin@cotafacil.com.br");
    }
  });

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
      const allowed = await asAdmin.post(route.actionUrl, { intent: "nao-existe" });
      const unknownScreen = route.url.endsWith("/qualquer-coisa");
      expect(allowed.status, `POST ${route.actionUrl} as the admin`).toBe(unknownScreen ? 404 : 400);
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
});
