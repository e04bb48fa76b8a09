import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerWithAdmin } from "../support/admin-server";
import type { Visitor } from "../support/auth-client";
import { validContactLead } from "../support/contact-lead";
import { postEndlessBody, send, sendRaw } from "../support/raw-http";
import type { ServerProcess } from "../support/server-process";

/**
 * What the server answers to oversized, mistyped and malformed requests, and the guards around
 * the admin area (docs/decisions/011-http-hardening.md): bodies are read within a limit and
 * refused with 413/415/400, malformed requests get 400/405, an admin write needs a same-origin
 * Origin, admin answers are never cached, and every error is one JSON log line.
 */

let server: ServerProcess;
let asAdmin: Visitor;
let origin: string;
let leadId: string;

beforeAll(async () => {
  ({ server, asAdmin } = await startServerWithAdmin({ LEAD_RATE_LIMIT_PER_HOUR: "1000" }));
  origin = server.url;
  const stored = await send(server.url, {
    method: "POST",
    path: "/api/contato",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams(validContactLead).toString(),
  });
  expect(stored.status).toBe(200);
  const list = await asAdmin.get("/admin/forms/submissions");
  leadId = /\/admin\/forms\/submissions\/([0-9a-f-]{36})/.exec(list.text)?.[1] ?? "";
  expect(leadId).not.toBe("");
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const form = { "content-type": "application/x-www-form-urlencoded" };

describe("posted bodies are read within a limit", () => {
  it("refuses a 50 MB contact post by its declared length with 413", async () => {
    // Only the headers go out: the answer can come from the declared length alone. (Writing the
    // body as well races the server's closing of the connection against the client's writes.)
    const answer = await sendRaw(
      server.port,
      "POST /api/contato HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 50000000\r\n\r\n",
    );
    expect(answer.status).toBe(413);
    expect(Buffer.from(answer.text, "latin1").toString("utf8")).toContain("O envio é grande demais.");
  });

  it.each([
    ["/api/contato", form],
    ["/api/expo", form],
    ["/?index", form],
    ["/auth", form],
  ])("answers a body that keeps coming to %s with 413 before it ends", async (path, headers) => {
    const answer = await postEndlessBody(server.url, path, headers);
    expect(answer.status).toBe(413);
    // Answered after the limit, long before the 50 MB the client would have sent.
    expect(answer.sentBytes).toBeLessThan(10_000_000);
  });

  it("holds an admin form to its larger limit, with the admin's session", async () => {
    const headers = { ...form, origin, cookie: asAdmin.cookieHeader() };
    const big = await postEndlessBody(server.url, "/admin/styling", headers);
    expect(big.status).toBe(413);
    const underLimit = await send(server.url, {
      method: "POST",
      path: "/admin/styling",
      headers,
      body: `intent=outra&filler=${"a".repeat(500_000)}`,
    });
    expect(underLimit.status).toBe(400);
  });

  it.each([
    ["JSON", { "content-type": "application/json" }, '{"name":"x"}', 415],
    ["plain text", { "content-type": "text/plain" }, "name=x", 415],
    ["no Content-Type", {}, "name=x", 415],
    ["broken multipart", { "content-type": "multipart/form-data; boundary=zz" }, "--zz\r\nlixo", 400],
  ])("answers %s sent to the public forms with a 4xx, never a 500", async (_, headers, body, status) => {
    for (const path of [
      "/api/contato",
      "/api/expo",
      "/?index",
      "/expo-abf-2025",
      "/auth",
      "/auth/nova-senha",
    ]) {
      const answer = await send(server.url, { method: "POST", path, headers: { ...headers, origin }, body });
      expect(answer.status, path).toBe(status);
    }
  });

  it("answers JSON sent to an admin form with 415", async () => {
    const answer = await send(server.url, {
      method: "POST",
      path: "/admin/content/logo",
      headers: { "content-type": "application/json", origin, cookie: asAdmin.cookieHeader() },
      body: '{"intent":"publish"}',
    });
    expect(answer.status).toBe(415);
  });

  it("checks Better Auth's posts: JSON only, at most 16 KB, well-formed", async () => {
    const post = (headers: Record<string, string>, body: string) =>
      send(server.url, {
        method: "POST",
        path: "/api/auth/sign-in/email",
        headers: { origin, ...headers },
        body,
      });
    expect((await post({ "content-type": "text/plain" }, "x")).status).toBe(415);
    expect((await post({ "content-type": "application/json" }, "{x")).status).toBe(400);
    const big = JSON.stringify({ email: "a@b.com", password: "x".repeat(20_000) });
    expect((await post({ "content-type": "application/json" }, big)).status).toBe(413);
    const endless = await postEndlessBody(server.url, "/api/auth/sign-in/email", {
      origin,
      "content-type": "application/json",
    });
    expect(endless.status).toBe(413);
    // A normal sign-in still goes through.
    const signIn = await post(
      { "content-type": "application/json" },
      JSON.stringify({ email: "admin@cotafacil.com.br", password: "admin-senha-123" }),
    );
    expect(signIn.status).toBe(200);
  });
});

describe("malformed requests", () => {
  const request = (target: string, host: string | null, method = "GET") =>
    `${method} ${target} HTTP/1.1\r\n${host === null ? "" : `Host: ${host}\r\n`}Connection: close\r\n\r\n`;

  it.each([["a b"], ["["], [""], ["x:99999999999"], ["exemplo.com:0"]])(
    "answers a Host of %j with 400",
    async (host) => {
      expect((await sendRaw(server.port, request("/", host))).status).toBe(400);
    },
  );

  it("answers an absolute-form request target with 400", async () => {
    const answer = await sendRaw(
      server.port,
      request("http://outro.example/admin", `127.0.0.1:${server.port}`),
    );
    expect(answer.status).toBe(400);
  });

  it("answers TRACE and unknown methods with 405 and the methods it serves", async () => {
    for (const method of ["TRACE", "PROPFIND"]) {
      const answer = await send(server.url, { method, path: "/" });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toContain("POST");
    }
  });

  it("says how long an idle connection is kept and refuses headers over 16 KB", async () => {
    const home = await send(server.url, { path: "/healthz", headers: { connection: "keep-alive" } });
    expect(home.headers["keep-alive"]).toBe("timeout=65");
    const within = await send(server.url, { path: "/healthz", headers: { "x-filler": "a".repeat(15_000) } });
    expect(within.status).toBe(200);
    const over = await sendRaw(
      server.port,
      `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ${"a".repeat(17_000)}\r\nConnection: close\r\n\r\n`,
    );
    expect(over.status).toBe(431);
  });
});

describe("the admin area", () => {
  const mediaNames = async () => (await asAdmin.get("/admin/media")).text;

  it("refuses a write without a same-origin Origin or Referer with 403 and changes nothing", async () => {
    const fields = new URLSearchParams({
      intent: "adicionar",
      // An image of the site itself: Media checks that a path answers with an image.
      url: "/images/partners/banco-araucaria.svg",
      name: "Imagem forjada",
      alt: "",
    }).toString();
    const cookie = asAdmin.cookieHeader();
    const refused: Record<string, string>[] = [
      {},
      { origin: "https://outro.example" },
      { origin: "null" },
      { referer: "https://outro.example/pagina" },
    ];
    for (const headers of refused) {
      const answer = await send(server.url, {
        method: "POST",
        path: "/admin/media",
        headers: { ...form, cookie, ...headers },
        body: fields,
      });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await mediaNames()).not.toContain("Imagem forjada");

    const fromOwnPage = await send(server.url, {
      method: "POST",
      path: "/admin/media",
      headers: { ...form, cookie, referer: `${origin}/admin/media` },
      body: fields,
    });
    expect(fromOwnPage.status).toBe(200);
    expect(await mediaNames()).toContain("Imagem forjada");
  });

  it("refuses any post carrying the session cookie without the site's Origin", async () => {
    const signOut = await send(server.url, {
      method: "POST",
      path: "/auth/sair",
      headers: { ...form, cookie: asAdmin.cookieHeader() },
      body: "",
    });
    expect(signOut.status).toBe(403);
    expect((await asAdmin.get("/admin")).status).toBe(200);
  });

  it("answers every admin page, data request and API with Cache-Control: private, no-store", async () => {
    for (const path of [
      "/admin",
      "/admin/forms/submissions",
      `/admin/forms/submissions/${leadId}`,
      "/admin/settings",
      "/admin/content",
      "/admin/forms/submissions.data",
      "/admin/forms/submissions.csv",
    ]) {
      const answer = await asAdmin.get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get("cache-control"), path).toBe("private, no-store");
    }
    const api = await send(server.url, { method: "POST", path: "/api/admin/users", body: "{}" });
    expect(api.status).toBe(401);
    expect(api.headers["cache-control"]).toBe("private, no-store");
  });
});

describe("the log", () => {
  it("holds one JSON object per line, even after all the requests above", async () => {
    const lines = server.output().split("\n").filter(Boolean);
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) {
      expect(() => JSON.parse(line), line.slice(0, 200)).not.toThrow();
    }
  });
});
