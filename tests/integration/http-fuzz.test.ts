import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import { findFreePort } from "../support/free-port";
import { type RawRequest, send } from "../support/raw-http";
import { type ServerProcess, startServer } from "../support/server-process";

/**
 * Random and hostile requests (fast-check, fixed seed, bounded runs) to every public, auth and
 * admin endpoint, the admin ones with an admin session: no answer may be a 5xx, and /healthz must
 * still answer afterwards. About a minute in all. Field values and query strings include NUL and
 * other control characters, and the leads list gets its own filters (search, dates) with
 * impossible values. All of them are the client's doing: none is logged at level error.
 */

const SEED = 20261123;

let server: ServerProcess;
let asAdmin: Visitor;

beforeAll(async () => {
  const port = await findFreePort();
  server = await startServer({
    port,
    // A busy shared machine can take over a minute to start the server.
    timeoutMs: 170_000,
    env: {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: testAdmin.email,
      ADMIN_PASSWORD: testAdmin.password,
      LEAD_RATE_LIMIT_PER_HOUR: "100000",
      AUTH_RATE_LIMIT_MULTIPLIER: "1000",
    },
  });
  asAdmin = new Visitor(server.url);
  const signIn = await asAdmin.post("/auth", { intent: "login", ...testAdmin });
  expect(signIn.location).toBe("/admin");
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

const publicPaths = [
  "/",
  "/?index",
  "/modelo-basic",
  "/segmentos/consorcio",
  "/solucoes-lucrativas",
  "/expo-abf-2025",
  "/thank-you",
  "/privacidade",
  "/nao-existe",
  "/api/contato",
  "/api/expo",
  "/auth",
  "/auth/nova-senha",
  "/sitemap.xml",
  "/robots.txt",
  "/healthz",
  "/api/auth/sign-in/email",
  "/api/auth/sign-up/email",
  "/api/auth/request-password-reset",
  "/api/auth/get-session",
  "/api/admin/users",
];

/** Admin endpoints; sign-out is left out so the session lasts the whole run. */
const adminPaths = [
  "/admin",
  "/admin/site-data",
  "/admin/content",
  "/admin/media",
  "/admin/styling",
  "/admin/forms",
  "/admin/forms/submissions",
  "/admin/forms/submissions/00000000-0000-4000-8000-000000000000",
  "/admin/forms/submissions/nao-e-um-id",
  "/admin/settings",
  "/admin/forms/submissions.csv",
  "/admin/site-data.json",
];

/** The leads list and its export: their own filters, with hostile and impossible values. */
const leadListPaths = new Set(["/admin/forms/submissions", "/admin/forms/submissions.csv"]);

const intents = [
  "save",
  "login",
  "cadastro",
  "recuperar",
  "verificacao",
  "perfil",
  "adicionar",
  "enviar",
  "excluir",
  "reenviar",
  "salvar-dados",
  "importar-json",
  "2fa-ativar",
];

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "'; DROP TABLE leads;--",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "%",
    "%zz",
    "\r\n",
    "promo\u0000",
    "\u0000",
    "a\u0007b\u001b[31m",
    "0000-01-01",
    "9999-12-31",
    "2026-02-30",
  ),
  fc.string({ minLength: 1000, maxLength: 5000 }),
);

const fieldName = fc.oneof(
  fc.constantFrom(
    "intent",
    "name",
    "email",
    "phone",
    "password",
    "url",
    "id",
    "files",
    "redirectTo",
    "consent",
  ),
  fc.string({ maxLength: 12 }),
);
const fields = fc.dictionary(fieldName, hostileText, { maxKeys: 8 });

const queryString = (leadList: boolean) =>
  fc
    .dictionary(
      leadList
        ? fc.constantFrom("q", "de", "ate", "formulario", "status", "pagina", "utm_source")
        : fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom("utm_source", "utm_campaign", "gclid")),
      hostileText,
      { maxKeys: 3 },
    )
    .map((entries) => {
      const text = new URLSearchParams(entries).toString();
      return text ? `?${text}` : "";
    });

const bodyFor = fc.oneof(
  fields.chain((f) => fc.constantFrom<[string, string]>(["urlencoded", new URLSearchParams(f).toString()])),
  fields.map<[string, string]>((f) => ["multipart", multipart(f)]),
  fields.map<[string, string]>((f) => ["json", JSON.stringify(f)]),
  hostileText.map<[string, string]>((text) => ["raw", text]),
  fc.constant<[string, string]>(["none", ""]),
);

const contentTypes: Record<string, fc.Arbitrary<string | undefined>> = {
  urlencoded: fc.constantFrom(
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded; charset=latin1",
  ),
  multipart: fc.constantFrom(
    `multipart/form-data; boundary=${BOUNDARY()}`,
    "multipart/form-data; boundary=outra",
    "multipart/form-data",
  ),
  json: fc.constantFrom("application/json", "application/x-www-form-urlencoded", undefined),
  raw: fc.constantFrom(
    "text/plain",
    "application/xml",
    "multipart/form-data; boundary=x",
    "application/json",
    undefined,
    "ü/ü",
  ),
  none: fc.constantFrom(undefined, "application/x-www-form-urlencoded", "application/json"),
};

const extraHeaders = fc.dictionary(
  fc.constantFrom(
    "accept",
    "accept-language",
    "user-agent",
    "x-forwarded-for",
    "x-request-id",
    "referer",
    "cookie",
    "range",
    "if-none-match",
  ),
  fc.stringMatching(/^[\x20-\x7e]{0,60}$/),
  { maxKeys: 3 },
);

type Plan = { request: RawRequest; withSession: boolean };

function requestTo(paths: string[], withSession: boolean): fc.Arbitrary<Plan> {
  return fc
    .record({
      path: fc.constantFrom(...paths),
      method: fc.constantFrom("GET", "POST", "POST", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"),
      body: bodyFor,
      headers: extraHeaders,
      origin: fc.constantFrom("own", "own", "none", "foreign"),
      intent: fc.option(fc.constantFrom(...intents), { nil: undefined }),
    })
    .chain((plan) =>
      fc
        .record({
          contentType: contentTypes[plan.body[0]],
          query: queryString(leadListPaths.has(plan.path)),
        })
        .map(({ contentType, query }) => {
          const headers: Record<string, string> = { ...plan.headers };
          if (plan.origin === "own") headers.origin = server.url;
          if (plan.origin === "foreign") headers.origin = "https://outro.example";
          if (contentType) headers["content-type"] = contentType;
          let body = plan.body[1];
          if (plan.intent && plan.body[0] === "urlencoded") body = `intent=${plan.intent}&${body}`;
          const sendsBody = !["GET", "HEAD"].includes(plan.method);
          return {
            withSession,
            request: {
              method: plan.method,
              path: `${plan.path}${plan.path.includes("?") ? query.replace("?", "&") : query}`,
              headers,
              body: sendsBody ? body : undefined,
            },
          };
        }),
    );
}

function BOUNDARY() {
  return "----fuzz0123";
}

function multipart(entries: Record<string, string>): string {
  const parts = Object.entries(entries).map(
    ([name, value]) =>
      `--${BOUNDARY()}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join("")}--${BOUNDARY()}--\r\n`;
}

async function runPlan(plan: Plan) {
  const headers = { ...plan.request.headers };
  if (plan.withSession) headers.cookie = asAdmin.cookieHeader();
  const answer = await send(server.url, { ...plan.request, headers });
  expect(answer.status, `${plan.request.method} ${plan.request.path}`).toBeLessThan(500);
}

describe("hostile requests", () => {
  it("never get a 5xx from the public and auth endpoints", async () => {
    await fc.assert(fc.asyncProperty(requestTo(publicPaths, false), runPlan), {
      seed: SEED,
      numRuns: 400,
      endOnFailure: true,
    });
  }, 120_000);

  it("never get a 5xx from the admin endpoints with an admin session", async () => {
    await fc.assert(fc.asyncProperty(requestTo(adminPaths, true), runPlan), {
      seed: SEED + 1,
      numRuns: 300,
      endOnFailure: true,
    });
    // The session lasted the whole run: the admin requests really reached the actions.
    expect((await asAdmin.get("/admin")).status).toBe(200);
  }, 120_000);

  it("leave the server answering /healthz", async () => {
    const health = await send(server.url, { path: "/healthz" });
    expect(health.status).toBe(200);
  });

  it("leave no line at level error, and no stack, in the server's log: all were the client's doing", async () => {
    const faults = server
      .stdout()
      .split("\n")
      .filter((line) => /"level":(50|60)\b/.test(line) || line.includes('"stack"'));
    expect(faults.slice(0, 5)).toEqual([]);
  });
});
