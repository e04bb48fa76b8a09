import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerWithAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import type { ServerProcess } from "../support/server-process";

/**
 * Previewing drafts on the public pages (decision 018): ?pre-visualizar=… shows the banner (and
 * the drafts) to a signed-in admin only, never through the shared page cache; anyone else gets
 * the published page.
 */

const BANNER = "Pré-visualização — não publicado";

describe("preview of drafts on the public site", () => {
  let server: ServerProcess;
  let asAdmin: Visitor;
  beforeAll(async () => {
    ({ server, asAdmin } = await startServerWithAdmin());
  }, 120_000);
  afterAll(() => server?.stop());

  it("shows the banner to an admin, rendered for them alone and never stored", async () => {
    const answer = await asAdmin.get("/?pre-visualizar=1");
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(BANNER);
    expect(answer.text).toContain('href="/admin/content"');
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.get("x-cache")).toBeNull();
  });

  it("gives anyone else the published page", async () => {
    const visitor = new Visitor(server.url);
    const answer = await visitor.get("/?pre-visualizar=1");
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain(BANNER);
    // And the admin's preview did not end up in what visitors get from the cache.
    const cached = await visitor.get("/");
    expect(cached.text).not.toContain(BANNER);
  });

  it("has no banner for the admin without the query", async () => {
    expect((await asAdmin.get("/")).text).not.toContain(BANNER);
  });
});
