import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTRIBUTION_COOKIE, decodeAttribution, decodeVisit } from "~/.server/leads/attribution";
import { sections } from "~/content/registry/sections";
import { defaultContactFields, defaultContactSettings } from "~/forms/contact";
import { startServerWithAdmin, testAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import { contactLeadFields } from "../support/contact-lead";
import { createPostgresDatabase, type PostgresDatabase } from "../support/databases";
import { editorFormData } from "../support/editor-form";
import { findFreePort } from "../support/free-port";
import { pageScriptsFileOf, rawGet } from "../support/http";
import { type ServerProcess, startServer } from "../support/server-process";

/**
 * The page cache (docs/decisions/017): anonymous visitors get public pages from an in-process
 * cache of the compressed page, with a strong ETag, 304s and a CDN-friendly Cache-Control;
 * signed-in visitors, notices, /admin, /auth, /thank-you and form answers get their own page,
 * private; and an admin save shows on the very next request, on every instance.
 */

const sharedCacheControl = "public, max-age=0, s-maxage=60, stale-while-revalidate=60";
const privateCacheControl = "private, no-store";
const compressed = { "accept-encoding": "gzip, deflate, br" };

/**
 * What the browser would run of the page: its inline scripts, JSON-LD data blocks and empty
 * scripts (which a browser never runs) aside.
 */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes) && !attributes.includes("application/ld+json"))
    .map(([, , text]) => text)
    .filter((text) => text !== "");
}

/** The page as it shows: its scripts (inline, or started from a file) left out. */
const withoutScripts = (html: string) =>
  html.replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "");

const scriptSrcOf = (csp: string | string[] | undefined) =>
  String(csp ?? "")
    .split(";")
    .find((directive) => directive.trim().startsWith("script-src")) ?? "";

/** A page hero published from its section editor, with its shipped values for what is not given. */
const heroPublish = (sectionId: "hero.home" | "hero.modelo-prime" | "hero.modelo-office", title: string) => ({
  intent: "publish",
  ...(sections[sectionId].defaults as Record<string, string>),
  title,
});

async function waitForBrotli(url: string): Promise<Awaited<ReturnType<typeof rawGet>>> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const answer = await rawGet(url, compressed);
    if (answer.headers["content-encoding"] === "br" || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The scripts file a cached page names (docs/decisions/033). */
function scriptsFileOf(html: string): string {
  const url = pageScriptsFileOf(html);
  expect(url, "the page's scripts file").toBeDefined();
  return url ?? "";
}

describe("the page cache", () => {
  let server: ServerProcess;
  let asAdmin: Visitor;
  beforeAll(async () => {
    ({ server, asAdmin } = await startServerWithAdmin());
  });
  afterAll(() => server?.stop());

  const get = (path: string, headers: Record<string, string> = {}) => rawGet(`${server.url}${path}`, headers);

  it("renders a public page once, then serves it from the cache, compressed as asked", async () => {
    const first = await get("/termos", compressed);
    const second = await get("/termos", compressed);
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("miss");
    expect(second.headers["x-cache"]).toBe("hit");
    expect(second.text).toBe(first.text);
    expect(second.text).toContain("Termos");
    for (const answer of [first, second]) {
      expect(["gzip", "br"]).toContain(answer.headers["content-encoding"]);
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.headers["cache-control"]).toBe(sharedCacheControl);
      expect(Number(answer.headers["content-length"])).toBe(answer.raw.length);
    }

    // Brotli is made off the request path; once ready it is what a browser gets.
    const br = await waitForBrotli(`${server.url}/termos`);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.text).toBe(first.text);

    // A client that asks for no compression gets the same page as it is.
    const identity = await get("/termos");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.headers["x-cache"]).toBe("hit");
    expect(identity.text).toBe(first.text);
    const gzipOnly = await get("/termos", { "accept-encoding": "gzip" });
    expect(gzipOnly.headers["content-encoding"]).toBe("gzip");
    expect(gzipOnly.text).toBe(first.text);
  });

  it("gives each encoding a strong ETag and answers 304 to a matching If-None-Match", async () => {
    const page = await waitForBrotli(`${server.url}/privacidade`);
    const etag = page.headers.etag ?? "";
    expect(etag).toMatch(/^"[^"]+"$/);
    const gzipTag = (await get("/privacidade", { "accept-encoding": "gzip" })).headers.etag;
    const identityTag = (await get("/privacidade")).headers.etag;
    expect(new Set([etag, gzipTag, identityTag]).size).toBe(3);

    const revalidated = await get("/privacidade", { ...compressed, "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.raw.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers["cache-control"]).toBe(sharedCacheControl);

    const other = await get("/privacidade", { ...compressed, "if-none-match": '"something-else"' });
    expect(other.status).toBe(200);
    expect(other.text).toBe(page.text);
  });

  it("carries no nonce: its CSP allows exactly the page's inline scripts by their hashes", async () => {
    await get("/");
    const cached = await get("/");
    expect(cached.headers["x-cache"]).toBe("hit");
    // No nonce value in the page (its nonce attributes are empty, as a browser shows them).
    expect(cached.text).toContain(' nonce=""');
    expect(cached.text).not.toMatch(/\snonce="[^"]/);
    const scriptSrc = scriptSrcOf(cached.headers["content-security-policy"]);
    expect(scriptSrc).not.toContain("nonce-");
    expect(scriptSrc).not.toContain("unsafe-inline");
    const scripts = inlineScripts(cached.text);
    expect(scripts.length).toBeGreaterThan(0);
    const allowed = new Set(scriptSrc.match(/'sha256-[^']+'/g));
    const needed = new Set(
      scripts.map((text) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`),
    );
    expect(allowed).toEqual(needed);

    // The page rendered for one visitor (here: a cookie the cache does not know) is the same
    // page, with a nonce of its own (and its scripts in the page: docs/decisions/033).
    const own = await get("/", { cookie: "preferencia=1" });
    expect(own.headers["x-cache"]).toBeUndefined();
    const nonce = scriptSrcOf(own.headers["content-security-policy"]).match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(withoutScripts(own.text.split(` nonce="${nonce}"`).join(' nonce=""'))).toBe(
      withoutScripts(cached.text),
    );
  });

  it("names one scripts file with the page's data and bootstrap, cached for a year; an unknown name is a 404", async () => {
    await get("/");
    const page = await get("/", compressed);
    expect(page.headers["x-cache"]).toBe("hit");
    // The page carries what is painted; its data comes with its scripts.
    expect(page.text).not.toContain("streamController.enqueue");
    expect(page.text).not.toContain('rel="modulepreload"');
    const url = scriptsFileOf(page.text);

    const file = await get(url, compressed);
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(file.headers["content-encoding"]).toBe("br");
    expect(file.text).toContain("window.__reactRouterContext.streamController.enqueue(");
    expect(file.text).toContain("window.__reactRouterContext.streamController.close();");
    expect(file.text).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\);$/);
    // The page's published text is in its data.
    expect(file.text).toContain(String(sections["hero.home"].defaults.title).slice(0, 20));
    // Every anonymous visitor's page names the same file.
    expect(scriptsFileOf((await get("/")).text)).toBe(url);

    for (const unknown of [
      `/__page-scripts/${"A".repeat(32)}.js`,
      "/__page-scripts/..%2f..%2fpackage.json",
    ]) {
      const answer = await get(unknown);
      expect(answer.status, unknown).toBe(404);
      expect(answer.headers["cache-control"], unknown).toBe("no-store");
    }
  });

  it("serves campaign links from the cache and still records their attribution in the cookie", async () => {
    await get("/");
    const landing = await get("/?utm_source=google&utm_medium=cpc&utm_campaign=franquia", compressed);
    expect(landing.status).toBe(200);
    expect(landing.headers["x-cache"]).toBe("hit");
    const cookie = (landing.headers["set-cookie"] ?? []).find((c) => c.startsWith(`${ATTRIBUTION_COOKIE}=`));
    expect(cookie).toBeDefined();
    const value = cookie?.split(";")[0].slice(ATTRIBUTION_COOKIE.length + 1);
    expect(decodeAttribution(value)).toEqual({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "franquia",
    });
    // The page the campaign link landed on, kept for the lead.
    expect(decodeVisit(value).landingPath).toBe("/");
    // This answer sets this visitor's cookie: no shared cache may keep it.
    expect(landing.headers["cache-control"]).toBe("private, max-age=0");
    // The same page as everyone's.
    expect(landing.text).toBe((await get("/", compressed)).text);

    // A visitor carrying the attribution cookie still gets the cached page.
    const returning = await get("/modelo-basic", { cookie: `${ATTRIBUTION_COOKIE}=${value}` });
    const again = await get("/modelo-basic", { cookie: `${ATTRIBUTION_COOKIE}=${value}` });
    expect([returning.headers["x-cache"], again.headers["x-cache"]]).toEqual(["miss", "hit"]);
    expect(again.headers["set-cookie"]).toBeUndefined();

    // Any other query string gets a page of its own, private.
    const other = await get("/?pagina=2");
    expect(other.status).toBe(200);
    expect(other.headers["x-cache"]).toBeUndefined();
    expect(other.headers["cache-control"]).toBe(privateCacheControl);
  });

  it("gives a signed-in admin their own page (with 'Admin'), never shared with anyone", async () => {
    const anonymous = await get("/solucoes-lucrativas");
    expect(anonymous.text).not.toContain('href="/admin"');

    const adminPage = await asAdmin.get("/solucoes-lucrativas");
    expect(adminPage.status).toBe(200);
    expect(adminPage.text).toContain('href="/admin"');
    expect(adminPage.headers.get("x-cache")).toBeNull();
    expect(adminPage.headers.get("cache-control")).toBe(privateCacheControl);
    expect(adminPage.headers.get("content-security-policy")).toContain("'nonce-");

    const after = await get("/solucoes-lucrativas");
    expect(after.headers["x-cache"]).toBe("hit");
    expect(after.text).not.toContain('href="/admin"');
    expect(after.text).toBe(anonymous.text);

    // The same the other way round: an admin's first visit of a page is not what others get.
    const adminFirst = await asAdmin.get("/modelo-office");
    expect(adminFirst.text).toContain('href="/admin"');
    const visitorNext = await get("/modelo-office");
    expect(visitorNext.headers["x-cache"]).toBe("miss");
    expect(visitorNext.text).not.toContain('href="/admin"');
  });

  it("shows a notice left in a flash cookie to that visitor only, and never caches it", async () => {
    const leaving = new Visitor(server.url);
    expect((await leaving.post("/auth", { intent: "login", ...testAdmin })).location).toBe("/admin");
    const signedOut = await leaving.post("/auth/sair", {});
    expect(signedOut.location).toBe("/");
    expect(leaving.flash()?.title).toBe("Logout realizado");

    const withNotice = await leaving.get("/");
    expect(withNotice.text).toContain("Logout realizado");
    expect(withNotice.headers.get("x-cache")).toBeNull();
    expect(withNotice.headers.get("cache-control")).toBe(privateCacheControl);

    const someoneElse = await get("/");
    expect(someoneElse.text).not.toContain("Logout realizado");
    expect(someoneElse.headers["x-cache"]).toBe("hit");
  });

  it("keeps /admin, /auth, /thank-you and form answers private", async () => {
    for (const path of ["/auth", "/auth?tab=cadastro", "/thank-you", "/admin", "/admin/content"]) {
      const answer = await get(path);
      expect(answer.headers["x-cache"], path).toBeUndefined();
      expect(answer.headers["cache-control"], path).toBe(privateCacheControl);
    }
    const adminScreen = await asAdmin.get("/admin/content");
    expect(adminScreen.status).toBe(200);
    expect(adminScreen.headers.get("cache-control")).toBe(privateCacheControl);

    const visitor = new Visitor(server.url);
    const refused = await visitor.post("/?index", { name: "" });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("cache-control")).toBe(privateCacheControl);
    expect(refused.headers.get("x-cache")).toBeNull();
    const fields = contactLeadFields();
    const sent = await visitor.post("/?index", fields);
    expect(sent.status).toBe(303);
    expect(sent.headers.get("cache-control")).toBe(privateCacheControl);

    // Files with their own rules keep them.
    expect((await get("/robots.txt")).headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("answers a hit with every header a page rendered for one visitor carries, its own CSP aside", async () => {
    await get("/modelo-office");
    const hit = await get("/modelo-office", { ...compressed, "x-request-id": "trace-027" });
    expect(hit.headers["x-cache"]).toBe("hit");
    // A page of its own (another query), rendered through every middleware.
    const own = await get("/modelo-office?pagina=2", compressed);
    expect(own.headers["x-cache"]).toBeUndefined();
    for (const name of [
      "x-content-type-options",
      "referrer-policy",
      "x-frame-options",
      "cross-origin-opener-policy",
      "permissions-policy",
      "content-type",
    ]) {
      expect(hit.headers[name], name).toBeDefined();
      expect(hit.headers[name], name).toBe(own.headers[name]);
    }
    expect(hit.headers["x-request-id"]).toBe("trace-027");
    expect(own.headers["x-request-id"]).toMatch(/^[\w-]{36}$/);
    // The same policy but for inline scripts: hashes on the shared page, a nonce on the other.
    const withoutScripts = (csp: string | string[] | undefined) =>
      String(csp)
        .split(";")
        .filter((directive) => !directive.trim().startsWith("script-src"))
        .join(";");
    expect(withoutScripts(hit.headers["content-security-policy"])).toBe(
      withoutScripts(own.headers["content-security-policy"]),
    );
    expect(scriptSrcOf(hit.headers["content-security-policy"])).toContain("'sha256-");
    expect(scriptSrcOf(hit.headers["content-security-policy"])).not.toContain("'nonce-");
    expect(hit.headers["set-cookie"]).toBeUndefined();
  });

  it("records an outside referrer in the attribution cookie on a hit; a link from the site sets none", async () => {
    await get("/modelo-loja");
    const fromSite = await get("/modelo-loja", { referer: `${server.url}/` });
    expect(fromSite.headers["x-cache"]).toBe("hit");
    expect(fromSite.headers["set-cookie"]).toBeUndefined();
    expect(fromSite.headers["cache-control"]).toBe(sharedCacheControl);

    const fromSearch = await get("/modelo-loja", { ...compressed, referer: "https://www.google.com/" });
    expect(fromSearch.headers["x-cache"]).toBe("hit");
    const cookie = (fromSearch.headers["set-cookie"] ?? []).find((c) =>
      c.startsWith(`${ATTRIBUTION_COOKIE}=`),
    );
    expect(decodeAttribution(cookie?.split(";")[0].slice(ATTRIBUTION_COOKIE.length + 1))).toEqual({
      referrer: "https://www.google.com/",
    });
    expect(decodeVisit(cookie?.split(";")[0].slice(ATTRIBUTION_COOKIE.length + 1)).landingPath).toBe(
      "/modelo-loja",
    );
    expect(fromSearch.headers["cache-control"]).toBe("private, max-age=0");
    expect(fromSearch.text).toBe((await get("/modelo-loja", compressed)).text);
  });

  it("answers HEAD from the cache with the page's headers and no body", async () => {
    const page = await get("/expo-abf-2025", { "accept-encoding": "gzip" });
    const head = await fetch(`${server.url}/expo-abf-2025`, {
      method: "HEAD",
      headers: { "accept-encoding": "gzip" },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-cache")).toBe("hit");
    expect(head.headers.get("etag")).toBe(page.headers.etag);
    expect(head.headers.get("content-length")).toBe(page.headers["content-length"]);
  });

  it("serves a content save from the next request, before the page's 60 s in shared caches", async () => {
    await get("/");
    expect((await get("/")).headers["x-cache"]).toBe("hit");
    const saved = await asAdmin.post(
      "/admin/content/hero.home",
      heroPublish("hero.home", "Título salvo agora pelo admin"),
    );
    expect(saved.location).toBe("/admin/content/hero.home");
    const next = await get("/", compressed);
    expect(next.headers["x-cache"]).toBe("miss");
    expect(next.text).toContain("Título salvo agora pelo admin");

    // Reset to the defaults (the dashboard, with its confirmation): gone at once, too.
    const reset = await asAdmin.post("/admin?index", { intent: "restaurar-padrao", confirmed: "yes" });
    expect(reset.status).toBe(200);
    expect((await get("/", compressed)).text).not.toContain("Título salvo agora pelo admin");
  });

  it("serves a styling save and a contact form save from the next request", async () => {
    await get("/");
    const styled = await asAdmin.post("/admin/styling", {
      intent: "salvar-estilos",
      primary: "#7c3aed",
      background: "#ffffff",
      text: "#1f2937",
      accent: "#f59e0b",
      border: "#d1d5db",
      headingFont: "Inter",
      bodyFont: "Inter",
      baseSize: "16px",
    });
    expect(styled.status).toBe(303);
    expect((await get("/")).text).toContain("#7c3aed");

    const saved = await asAdmin.post(
      "/admin/forms?index",
      contactFormPost({ submitButtonText: "Quero saber mais agora" }),
    );
    expect(saved.status).toBe(303);
    expect((await get("/")).text).toContain("Quero saber mais agora");
  });

  it("renders afresh after any admin action (here: a media item), and not after anyone else's post", async () => {
    await get("/termos");
    expect((await get("/termos")).headers["x-cache"]).toBe("hit");
    const added = await asAdmin.post("/admin/media", {
      intent: "adicionar",
      url: "/media-samples/modelo-home.webp",
      name: "Equipe",
      alt: "A equipe da Cota Fácil",
    });
    expect(added.status).toBe(200);
    expect((await get("/termos")).headers["x-cache"]).toBe("miss");

    // Someone who is not an admin posting to the admin area changes nothing: the cache stays.
    expect((await get("/termos")).headers["x-cache"]).toBe("hit");
    const stranger = await new Visitor(server.url).post(
      "/admin/content/hero.home",
      heroPublish("hero.home", "Não deve salvar"),
    );
    expect(stranger.status).toBe(302);
    expect((await get("/termos")).headers["x-cache"]).toBe("hit");
  });
});

/** The contact form screen's post with its default fields and settings, and `changes`. */
function contactFormPost(changes: Record<string, string>): Record<string, string> {
  const body: Record<string, string> = { intent: "save" };
  for (const field of defaultContactFields) {
    body[`fields.${field.name}.label`] = field.label;
    body[`fields.${field.name}.placeholder`] = field.placeholder ?? "";
    body[`fields.${field.name}.required`] = "on";
  }
  return {
    ...body,
    submitButtonText: defaultContactSettings.submitButtonText,
    successMessage: defaultContactSettings.successMessage,
    redirectUrl: "/thank-you",
    webhookUrl: "",
    ...changes,
  };
}

describe("the page cache with two instances on one PostgreSQL", () => {
  let database: PostgresDatabase;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    database = await createPostgresDatabase();
    for (let i = 0; i < 2; i++) {
      const port = await findFreePort();
      servers.push(
        await startServer({
          port,
          databaseUrl: database.url,
          env: {
            PUBLIC_URL: `http://127.0.0.1:${port}`,
            ADMIN_EMAIL: testAdmin.email,
            ADMIN_PASSWORD: testAdmin.password,
          },
        }),
      );
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });

  it("an admin save on one instance shows on the other's next request", async () => {
    const [first, second] = servers;
    const filesBefore: string[] = [];
    for (const server of servers) {
      await rawGet(`${server.url}/modelo-prime`);
      const hit = await rawGet(`${server.url}/modelo-prime`);
      expect(hit.headers["x-cache"]).toBe("hit");
      filesBefore.push(scriptsFileOf(hit.text));
    }
    const asAdmin = new Visitor(first.url);
    expect((await asAdmin.post("/auth", { intent: "login", ...testAdmin })).location).toBe("/admin");
    const saved = await asAdmin.post(
      "/admin/content/hero.modelo-prime",
      heroPublish("hero.modelo-prime", "Prime salvo numa instância"),
    );
    expect(saved.location).toBe("/admin/content/hero.modelo-prime");
    // And a value the page's data carries (the company's phone, for the footer and the forms).
    const company = { ...sections.company.defaults, phone: "(11) 4000-9876" };
    const companySaved = await asAdmin.post("/admin/content/company", {
      ...Object.fromEntries(
        [...editorFormData(sections.company.fields, company).entries()].map(([name, entry]) => [
          name,
          String(entry),
        ]),
      ),
      intent: "publish",
    });
    expect(companySaved.location).toBe("/admin/content/company");

    const elsewhere = await rawGet(`${second.url}/modelo-prime`, compressed);
    expect(elsewhere.headers["x-cache"]).toBe("miss");
    expect(elsewhere.text).toContain("Prime salvo numa instância");
    // The page's new scripts file, drawn on one instance, is served by the other (from the
    // database). The opening is a static part: its title is in the HTML, not in the page's data.
    expect(scriptsFileOf(elsewhere.text)).not.toBe(filesBefore[1]);
    const file = await rawGet(`${first.url}${scriptsFileOf(elsewhere.text)}`, compressed);
    expect(file.status).toBe(200);
    expect(file.text).toContain("(11) 4000-9876");
    expect((await rawGet(`${first.url}/modelo-prime`)).text).toContain("Prime salvo numa instância");
    expect((await rawGet(`${second.url}/modelo-prime`)).headers["x-cache"]).toBe("hit");
    // A page drawn before the save (as a CDN may still hold it) still finds its scripts file.
    for (const server of servers) {
      const before = await rawGet(`${server.url}${filesBefore[0]}`);
      expect(before.status).toBe(200);
      expect(before.text).not.toContain("Prime salvo numa instância");
    }
  });

  it("shows a save on the other instance's very next request while that one is busy with hits", async () => {
    const [first, second] = servers;
    await rawGet(`${second.url}/modelo-office`);
    expect((await rawGet(`${second.url}/modelo-office`)).headers["x-cache"]).toBe("hit");
    // Visitors keep asking the second instance for the page throughout the save.
    let busy = true;
    const visitors = Array.from({ length: 4 }, async () => {
      while (busy) await rawGet(`${second.url}/modelo-office`, compressed);
    });
    try {
      const asAdmin = new Visitor(first.url);
      expect((await asAdmin.post("/auth", { intent: "login", ...testAdmin })).location).toBe("/admin");
      for (const title of ["Office salvo com visitas", "Office salvo outra vez"]) {
        const saved = await asAdmin.post(
          "/admin/content/hero.modelo-office",
          heroPublish("hero.modelo-office", title),
        );
        expect(saved.location).toBe("/admin/content/hero.modelo-office");
        expect((await rawGet(`${second.url}/modelo-office`, compressed)).text).toContain(title);
      }
    } finally {
      busy = false;
      await Promise.all(visitors);
    }
  });
});
