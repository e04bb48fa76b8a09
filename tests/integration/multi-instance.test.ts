import crypto from "node:crypto";
import { count, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/.server/db/client";
import { formSubmissions, mediaFiles, outbox, outboxAttempts } from "~/.server/db/schema";
import { sections } from "~/content/registry/sections";
import { testAdmin } from "../support/admin-server";
import { type Answer, Visitor } from "../support/auth-client";
import { contactFormScreenPost } from "../support/contact-form-screen";
import { contactLeadFields } from "../support/contact-lead";
import { createPostgresDatabase, type PostgresDatabase } from "../support/databases";
import { findFreePort } from "../support/free-port";
import { type LoadBalancer, startLoadBalancer } from "../support/nginx";
import { type ServerProcess, startServer } from "../support/server-process";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

/**
 * The site as several stateless instances (README "Running several instances"):
 * two instances of the production build on one PostgreSQL, each with its own empty DATA_DIR,
 * behind nginx as a round-robin load balancer — exactly the README's setup. Through the
 * balancer: sign-in and the session hold whichever instance answers; a lead is stored once and
 * delivered once although both delivery workers run; the lead form's per-address limit counts
 * across both; an admin save shows on the next page from both; an upload made through one
 * instance is served by the other.
 *
 * A Vitest integration file rather than a Playwright spec: everything here is HTTP seen from
 * outside (headers, status codes, bytes, which upstream answered), and this project already
 * provides the throwaway PostgreSQL cluster and the production build copy the instances need.
 */

const leadLimitPerHour = 3;
const pollMs = 100;

/** A page hero published from its section editor, with its shipped values for what is not given. */
const heroPublish = (sectionId: "hero.home" | "hero.modelo-prime" | "hero.modelo-office", title: string) => ({
  intent: "publish",
  ...(sections[sectionId].defaults as Record<string, string>),
  title,
});

const leadFields = (overrides: Record<string, string> = {}) => contactLeadFields(overrides);

const upstreamOf = (answer: Answer | Response) => answer.headers.get("x-upstream") ?? "";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("two instances on one PostgreSQL behind nginx", () => {
  let database: PostgresDatabase;
  let db: DatabaseHandle | undefined;
  let receiver: WebhookReceiver;
  let instances: ServerProcess[] = [];
  let balancer: LoadBalancer | undefined;
  /** "127.0.0.1:port" of each instance, as nginx reports it in X-Upstream. */
  let upstreams: string[];
  let asAdmin: Visitor;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    receiver = await startWebhookReceiver();
    const balancerPort = await findFreePort();
    // What every instance gets (README "Running several instances").
    const env = {
      PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
      AUTH_SECRET: crypto.randomBytes(32).toString("base64"),
      WEBHOOK_SIGNING_SECRET: `whsec_${crypto.randomBytes(24).toString("base64")}`,
      TRUST_PROXY: "1",
      LEAD_WEBHOOK_URL: receiver.url,
      ADMIN_EMAIL: testAdmin.email,
      ADMIN_PASSWORD: testAdmin.password,
      LEAD_RATE_LIMIT_PER_HOUR: String(leadLimitPerHour),
      // Both workers look for deliveries often: any double delivery would show.
      OUTBOX_POLL_MS: String(pollMs),
    };
    // Started together, as an orchestrator does: migrations and the admin account are made once.
    instances = await Promise.all([
      startServer({ databaseUrl: database.url, env, timeoutMs: 120_000 }),
      startServer({ databaseUrl: database.url, env, timeoutMs: 120_000 }),
    ]);
    upstreams = instances.map((instance) => `127.0.0.1:${instance.port}`);
    balancer = await startLoadBalancer({ port: balancerPort, upstreams });
    db = await openDatabase({ databaseUrl: database.url, dataDir: "unused" });
    asAdmin = new Visitor(balancer.url);
  }, 180_000);

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await db?.close();
    await receiver?.close();
    await database?.drop();
  });

  const viaBalancer = (path: string) => `${balancer!.url}${path}`;

  it("sends requests to both instances in turn", async () => {
    const answered = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const health = await fetch(viaBalancer("/healthz"));
      expect(await health.json()).toEqual({ status: "ok", database: "postgres" });
      answered.add(upstreamOf(health));
    }
    expect([...answered].sort()).toEqual([...upstreams].sort());
  });

  it("keeps the admin signed in whichever instance answers, and signs out everywhere", async () => {
    const signIn = await asAdmin.post("/auth", { intent: "login", ...testAdmin });
    expect(signIn.status).toBe(303);
    expect(signIn.location).toBe("/admin");
    expect(asAdmin.signedIn()).toBe(true);

    const answered = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const dashboard = await asAdmin.get("/admin");
      expect(dashboard.status, `from ${upstreamOf(dashboard)}`).toBe(200);
      expect(dashboard.text).toContain("Dashboard");
      answered.add(upstreamOf(dashboard));
    }
    expect([...answered].sort()).toEqual([...upstreams].sort());

    // A session signed out on one instance is over on the other too: its cookie, replayed on
    // each, gets the sign-in page.
    const leaving = new Visitor(balancer!.url);
    expect((await leaving.post("/auth", { intent: "login", ...testAdmin })).location).toBe("/admin");
    const replay = new Visitor(balancer!.url);
    for (const [name, value] of leaving.cookies) replay.cookies.set(name, value);
    expect((await leaving.post("/auth/sair", {})).location).toBe("/");
    for (const instance of instances) {
      const refused = await new Visitor(instance.url).get("/admin", { cookie: replay.cookieHeader() });
      expect(refused.status, instance.url).toBeGreaterThanOrEqual(300);
      expect(refused.status, instance.url).toBeLessThan(400);
      expect(refused.location, instance.url).toMatch(/^\/auth(\?|$)/);
    }
  });

  it("stores each lead once and delivers it once, although both delivery workers run", async () => {
    const names = ["Ana Lima", "Bruno Reis", "Carla Dias", "Davi Melo"];
    // Sent at once, each from an address of its own (the per-address limit stays out of the way).
    const sent = await Promise.all(
      names.map((name, index) =>
        new Visitor(balancer!.url, { localAddress: `127.0.0.${20 + index}` }).post(
          "/?index",
          leadFields({ name, email: `lead${index}@example.com.br` }),
        ),
      ),
    );
    for (const answer of sent) expect(answer.status, answer.text.slice(0, 300)).toBe(303);
    expect([...new Set(sent.map(upstreamOf))].sort()).toEqual([...upstreams].sort());

    // Stored once each.
    const stored = (
      await db!.db.select({ id: formSubmissions.id, data: formSubmissions.data }).from(formSubmissions)
    ).filter((row) => names.includes(row.data.name));
    expect(stored.map((row) => row.data.name).sort()).toEqual([...names].sort());
    const ids = stored.map((row) => row.id).sort();

    // Every webhook delivered, then give both workers many more polls to repeat one.
    await waitFor(async () => {
      const rows = await db!.db
        .select({ status: outbox.status })
        .from(outbox)
        .where(inArray(outbox.submissionId, ids));
      return rows.length === names.length && rows.every((row) => row.status === "delivered");
    });
    await sleep(pollMs * 20);
    const received = receiver.requests
      .map((request) => String(request.headers["webhook-id"]))
      .filter((id) => ids.includes(id))
      .sort();
    expect(received).toEqual(ids);
    for (const request of receiver.requests) expect(request.headers["webhook-signature"]).toMatch(/^v1,/);
    const [{ attempts }] = await db!.db
      .select({ attempts: count() })
      .from(outboxAttempts)
      .innerJoin(outbox, eq(outbox.id, outboxAttempts.outboxId))
      .where(inArray(outbox.submissionId, ids));
    expect(attempts).toBe(names.length);
    // And from the senders' side: one attempt per lead in the two instances' logs together.
    const logged = instances
      .flatMap((instance) => instance.output().split("\n"))
      .filter((line) => line.includes('"msg":"webhook delivery attempt"'))
      .map((line) => (JSON.parse(line) as { submissionId: string }).submissionId)
      .filter((id) => ids.includes(id))
      .sort();
    expect(logged).toEqual(ids);
  });

  it("counts the lead form's per-address limit across both instances", async () => {
    const visitor = new Visitor(balancer!.url, { localAddress: "127.0.0.2" });
    const answered = new Set<string>();
    for (let i = 0; i < leadLimitPerHour; i++) {
      const sent = await visitor.post("/?index", leadFields({ email: `limite${i}@example.com.br` }));
      expect(sent.status).toBe(303);
      answered.add(upstreamOf(sent));
    }
    // The accepted leads were shared between the instances: neither alone saw the limit.
    expect([...answered].sort()).toEqual([...upstreams].sort());

    const refused = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const over = await visitor.post("/?index", leadFields({ email: `excesso${i}@example.com.br` }));
      expect(over.status, `from ${upstreamOf(over)}`).toBe(429);
      refused.add(upstreamOf(over));
    }
    expect(refused.size).toBe(2);
    // A made-up X-Forwarded-For does not help: nginx sends the address it saw.
    const spoofed = await visitor.post("/?index", leadFields({ email: "disfarce@example.com.br" }), {
      "x-forwarded-for": "198.51.100.9",
    });
    expect(spoofed.status).toBe(429);
    expect(instances.map((instance) => instance.output()).join("\n")).toMatch(
      /"ip":"127\.0\.0\.2".*lead form rate limit reached/,
    );

    // Another visitor is not affected.
    const other = new Visitor(balancer!.url, { localAddress: "127.0.0.3" });
    expect((await other.post("/?index", leadFields({ email: "outra@example.com.br" }))).status).toBe(303);
  });

  it("shows an admin save on the very next page from both instances", async () => {
    // Both instances hold the home page in their page cache.
    const warmed = new Map<string, string>();
    for (let i = 0; i < 4; i++) {
      const page = await fetch(viaBalancer("/"));
      warmed.set(upstreamOf(page), page.headers.get("x-cache") ?? "");
    }
    expect(Object.fromEntries(warmed)).toEqual(Object.fromEntries(upstreams.map((u) => [u, "hit"])));

    const title = "Franquia nova, vista por todas as instâncias";
    const saved = await asAdmin.post("/admin/content/hero.home", heroPublish("hero.home", title));
    expect(saved.location).toBe("/admin/content/hero.home");

    const next = [await fetch(viaBalancer("/")), await fetch(viaBalancer("/"))];
    expect(next.map(upstreamOf).sort()).toEqual([...upstreams].sort());
    for (const page of next) {
      expect(await page.text(), `from ${upstreamOf(page)}`).toContain(title);
    }
    // Asked directly, too.
    for (const instance of instances) {
      expect(await (await fetch(`${instance.url}/`)).text(), instance.url).toContain(title);
    }
  });

  it("checks the very next lead against the contact form the admin just saved, on both instances", async () => {
    // Each lead from an address of its own: the per-address limit stays out of the way.
    const postWithoutCity = (index: number) =>
      new Visitor(balancer!.url, { localAddress: `127.0.0.${40 + index}` }).post(
        "/?index",
        leadFields({ city: "", email: `sem-cidade${index}@example.com.br` }),
      );
    // Both instances have checked a lead against the form as shipped: the city is required.
    const before = [await postWithoutCity(0), await postWithoutCity(1)];
    expect(before.map(upstreamOf).sort()).toEqual([...upstreams].sort());
    for (const answer of before) expect(answer.status, `from ${upstreamOf(answer)}`).toBe(400);

    const saved = await asAdmin.post("/admin/forms?index", contactFormScreenPost({}, ["city"]));
    expect(saved.location).toBe("/admin/forms");

    const after = [await postWithoutCity(2), await postWithoutCity(3)];
    expect(after.map(upstreamOf).sort()).toEqual([...upstreams].sort());
    for (const answer of after) {
      expect(answer.status, `from ${upstreamOf(answer)}`).toBe(303);
      expect(answer.location).toBe("/thank-you");
    }
  });

  it("serves an upload made through one instance from the other", async () => {
    const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#16a34a" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("intent", "enviar");
    form.append("files", new Blob([new Uint8Array(image)], { type: "image/png" }), "loja-centro.png");
    const upload = await fetch(viaBalancer("/admin/media"), {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { cookie: asAdmin.cookieHeader(), origin: balancer!.url },
    });
    const text = await upload.text();
    expect(upload.status).toBe(200);
    expect(text).toContain("Media added");
    const uploadedBy = upstreamOf(upload);
    const other = instances.find((instance) => `127.0.0.1:${instance.port}` !== uploadedBy);
    expect(other, `uploaded through ${uploadedBy}`).toBeDefined();

    const urls = [...new Set(text.match(/\/uploads\/[a-f0-9]{32}(-w\d+)?\.(webp|png)/g))];
    expect(urls.length).toBeGreaterThanOrEqual(2);
    const copy = urls.find((url) => url.endsWith("-w480.webp"));
    expect(copy, urls.join(", ")).toBeDefined();

    const fromOther = await fetch(`${other!.url}${copy}`);
    expect(fromOther.status).toBe(200);
    expect(fromOther.headers.get("content-type")).toBe("image/webp");
    expect(fromOther.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(fromOther.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await fromOther.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 480, height: 360 });
    const etag = fromOther.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);

    // The same bytes and tag from each instance directly and through the balancer; 304 anywhere.
    for (const base of [...instances.map((instance) => instance.url), balancer!.url, balancer!.url]) {
      const served = await fetch(`${base}${copy}`);
      expect(served.status, base).toBe(200);
      expect(served.headers.get("etag"), base).toBe(etag);
      expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), bytes), base).toBe(0);
      const revalidated = await fetch(`${base}${copy}`, { headers: { "if-none-match": etag } });
      expect(revalidated.status, base).toBe(304);
    }
    const original = urls.find((url) => url.endsWith(".png"));
    const originalFromOther = await fetch(`${other!.url}${original}`);
    expect(originalFromOther.headers.get("content-type")).toBe("image/png");
    expect((await sharp(Buffer.from(await originalFromOther.arrayBuffer())).metadata()).width).toBe(800);

    // Nothing was written to either instance's disk: the bytes are in PostgreSQL.
    const [{ files }] = await db!.db
      .select({ files: count() })
      .from(mediaFiles)
      .where(
        inArray(
          mediaFiles.key,
          urls.map((url) => url.replace("/uploads/", "")),
        ),
      );
    expect(files).toBe(urls.length);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await sleep(100);
  }
}

describe("the dev mailbox behind a proxy on the same machine", () => {
  let server: ServerProcess | undefined;
  afterAll(() => server?.stop());

  it("answers only when the client, not just the proxy's socket, is this machine", async () => {
    server = await startServer({ env: { DEV_MAILBOX_ENDPOINT: "1", TRUST_PROXY: "1" } });
    // What a proxy on this machine sends for a visitor from elsewhere: its socket is loopback.
    const remote = await fetch(`${server.url}/__dev/mailbox`, {
      headers: { "x-forwarded-for": "203.0.113.5" },
    });
    expect(remote.status).toBe(404);
    const local = await fetch(`${server.url}/__dev/mailbox`, { headers: { "x-forwarded-for": "127.0.0.1" } });
    expect(local.status).toBe(200);
    expect(await local.json()).toEqual([]);
  });
});
