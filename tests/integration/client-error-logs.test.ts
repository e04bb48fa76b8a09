import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findFreePort } from "../support/free-port";
import { type RawRequest, send, sendRaw } from "../support/raw-http";
import { type ServerProcess, startServer } from "../support/server-process";

/**
 * What scanners send all day — methods a route does not take, malformed addresses and bodies, a
 * request to open a tunnel — is answered with a 4xx and logged as the client's doing: one line
 * at info (pino level 30), no stack. Level error (50) is kept for server faults, which someone
 * has to look at. The real server process, its stdout read back line by line.
 */

type LogLine = { level: number; msg: string; status?: number; method?: string; [key: string]: unknown };

describe("client errors in the server's log", () => {
  let server: ServerProcess;
  let origin: Record<string, string>;

  beforeAll(async () => {
    const port = await findFreePort();
    server = await startServer({
      port,
      timeoutMs: 170_000,
      env: { PUBLIC_URL: `http://127.0.0.1:${port}`, AUTH_RATE_LIMIT_MULTIPLIER: "1000" },
    });
    origin = { origin: server.url };
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
  });

  /** The server's JSON log lines written from `offset` (a length of its stdout) on. */
  const logSince = (offset: number): LogLine[] =>
    server
      .stdout()
      .slice(offset)
      .split("\n")
      .filter((line) => line.startsWith("{") && line.endsWith("}"))
      .map((line) => JSON.parse(line) as LogLine);

  /** The log lines since `offset`, once the line of a request to /healthz sent after them is in. */
  async function logAfterHealthCheck(offset: number): Promise<LogLine[]> {
    expect((await send(server.url, { path: "/healthz" })).status).toBe(200);
    await expect.poll(() => logSince(offset).some((line) => line.path === "/healthz")).toBe(true);
    return logSince(offset);
  }

  it("answers CONNECT with 405 instead of closing the connection, and logs it at info", async () => {
    const offset = server.stdout().length;
    const answer = await sendRaw(
      server.port,
      "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n",
    );
    expect(answer.status).toBe(405);
    const connects = (await logAfterHealthCheck(offset)).filter((line) => line.method === "CONNECT");
    expect(connects.map(({ level, status }) => ({ level, status }))).toEqual([{ level: 30, status: 405 }]);
  });

  it("logs hostile requests at info, one line each, without a stack", async () => {
    const offset = server.stdout().length;
    const json = { ...origin, "content-type": "application/json" };
    const requests: RawRequest[] = [
      // Methods the routes do not take.
      { method: "PUT", path: "/" },
      { method: "POST", path: "/", headers: origin, body: "a=b" },
      { method: "POST", path: "/privacidade", headers: origin, body: "a=b" },
      { method: "OPTIONS", path: "/" },
      { method: "DELETE", path: "/auth", headers: origin },
      { method: "POST", path: "/nao-existe.data", headers: origin, body: "a" },
      // Writes from another site, or from no site at all.
      { method: "POST", path: "/api/contato", headers: { origin: "https://outro.example" }, body: "a=b" },
      { method: "PUT", path: "/auth", headers: { origin: "null" } },
      // Addresses that do not decode.
      { path: "/%zz" },
      { path: "/uploads/%E0%A4%A" },
      // Bodies that do not parse.
      { method: "POST", path: "/api/auth/sign-in/email", headers: json, body: "{not json" },
      { method: "POST", path: "/api/contato", headers: json, body: "{not json" },
      {
        method: "POST",
        path: "/auth",
        headers: { ...origin, "content-type": "multipart/form-data; boundary=zz" },
        body: "--zz\r\nlixo",
      },
    ];
    for (const request of requests) {
      const answer = await send(server.url, request);
      expect(answer.status, `${request.method ?? "GET"} ${request.path}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${request.method ?? "GET"} ${request.path}`).toBeLessThan(500);
    }
    const lines = await logAfterHealthCheck(offset);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.filter((line) => JSON.stringify(line).includes('"stack"'))).toEqual([]);
    // Each is still there, as one line saying what was refused.
    const refusals = lines.filter((line) => line.msg === "request refused");
    expect(refusals.every((line) => line.level === 30)).toBe(true);
    expect(refusals.map((line) => `${line.method} ${line.status}`)).toEqual(
      expect.arrayContaining(["PUT 405", "POST 405", "OPTIONS 405", "GET 400", "POST 400", "PUT 400"]),
    );
  });
});
