import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/.server/db/client";
import { contactLeadFields } from "../support/contact-lead";
import { createPostgresDatabase, type PostgresDatabase } from "../support/databases";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres-cluster";
import { type ServerProcess, startServer } from "../support/server-process";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

/**
 * PostgreSQL may close idle connections (a restart, a failover, an operator ending backends).
 * The app must keep running, say so in its log, and answer the next query on a new connection.
 */
describe("an idle PostgreSQL connection that the server closes", () => {
  let fresh: PostgresDatabase;
  let database: DatabaseHandle;
  const lost: Error[] = [];

  beforeAll(async () => {
    fresh = await createPostgresDatabase();
    database = await openDatabase({
      databaseUrl: fresh.url,
      dataDir: "unused",
      onConnectionLost: (error) => lost.push(error),
    });
  });
  afterAll(async () => {
    await database?.close();
    await fresh?.drop();
  });

  it("is reported, and the next query gets a new connection", async () => {
    await database.ping();
    const other = new pg.Client({ connectionString: fresh.url });
    await other.connect();
    try {
      await other.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
    } finally {
      await other.end();
    }
    await expect.poll(() => lost.length).toBeGreaterThan(0);
    expect(lost[0].message).toMatch(/terminat/);
    await expect(database.ping()).resolves.toBeUndefined();
  });
});

/**
 * PostgreSQL stops in the middle of a burst of leads and starts again. Meanwhile every page and
 * post answers 503 with a short Portuguese page (no error page, no stack trace) and /healthz
 * answers 503; no lead answered with success is lost; once the database is back the same
 * server process serves and delivers again, without a restart.
 */
describe("PostgreSQL stopped mid-burst and started again", () => {
  let cluster: PostgresCluster;
  let receiver: WebhookReceiver;
  let server: ServerProcess;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    receiver = await startWebhookReceiver({ path: "/lead" });
    server = await startServer({
      databaseUrl: cluster.url,
      timeoutMs: 120_000,
      env: {
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_RATE_LIMIT_PER_HOUR: "10000",
        WEBHOOK_RETRY_SCALE: "0.001",
        OUTBOX_POLL_MS: "100",
      },
    });
  }, 200_000);
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
    await cluster?.stop();
  });

  async function post(name: string) {
    const body = new URLSearchParams(contactLeadFields({ name }));
    try {
      const response = await fetch(`${server.url}/api/contato?page=/`, { method: "POST", body });
      return { name, status: response.status, text: await response.text() };
    } catch (error) {
      return { name, status: 0, text: String(error) };
    }
  }

  it("answers 503 while it is down, loses nothing answered with success, and recovers by itself", async () => {
    const answers: { name: string; status: number; text: string }[] = [];
    let stopping = false;
    let sent = 0;
    const burst = async () => {
      while (!stopping) {
        const answer = await post(`Lead Queda ${++sent}`);
        answers.push(answer);
      }
    };
    const senders = [burst(), burst()];
    await expect
      .poll(() => answers.filter((a) => a.status === 200).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(6);
    await cluster.pause();
    const whileDown = answers.length;
    await expect.poll(() => answers.length - whileDown, { timeout: 30_000 }).toBeGreaterThanOrEqual(6);

    const page = await fetch(`${server.url}/`);
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(html).toContain("Voltamos em instantes");
    expect(html).not.toMatch(/\bat .*\.(js|ts):\d+|Error:/);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
    const refused = answers.slice(whileDown + 2);
    expect(refused.every((a) => a.status === 503 && a.text.includes("Voltamos em instantes"))).toBe(true);

    await cluster.resume();
    await expect
      .poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 30_000 })
      .toBe(200);
    const resumedAt = answers.length;
    await expect
      .poll(() => answers.slice(resumedAt).filter((a) => a.status === 200).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(3);
    stopping = true;
    await Promise.all(senders);

    // Only success or "come back soon": never an error page.
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    const succeeded = answers.filter((a) => a.status === 200).map((a) => a.name);
    await expect
      .poll(
        () => new Set(receiver.requests.map((r) => (r.json as { formData: { name: string } }).formData.name)),
        {
          timeout: 30_000,
        },
      )
      .toSatisfy((got: Set<string>) => succeeded.every((name) => got.has(name)));
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  }, 240_000);
});
