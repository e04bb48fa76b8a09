import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  findRedirect,
  listRedirects,
  mostRequestedNotFound,
  removeRedirect,
  saveRedirect,
} from "~/.server/content/redirects";
import { notFoundAddresses, redirects } from "~/.server/db/schema";
import { seedDefaults } from "~/.server/db/seed";
import { startAddressLog } from "~/.server/http/address-log";
import { createLogger } from "~/.server/logger";
import { testAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import { findFreePort } from "../support/free-port";
import { type ServerProcess, startServer } from "../support/server-process";

/**
 * Redirects and the addresses that answered 404 (docs/decisions/052): what the screen accepts
 * and refuses, the counts written in batches with their bounds — on both databases — then the
 * 301s, the 404 list and the screen through the real server.
 */

const publicUrl = "https://www.cotafacil.example";
const logger = createLogger("silent");

describe.each(databaseKinds)("redirects on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDefaults(database.db);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(redirects);
    await database.db.delete(notFoundAddresses);
  });

  const save = (from: string, to: string, id?: number) =>
    saveRedirect(database.db, { id, values: { from, to }, publicUrl, by: "test" });
  const refusal = async (from: string, to: string, id?: number) => {
    const outcome = await save(from, to, id);
    if (outcome.ok) throw new Error(`${from} → ${to} was accepted`);
    return outcome.errors;
  };

  it("keeps an old address that leads to a page or to another site, and changes or removes it", async () => {
    expect(await save("/expo-abf-2024/", "/expo-abf-2025")).toEqual({
      ok: true,
      notice: "/expo-abf-2024 passa a levar a /expo-abf-2025.",
    });
    // A full address of the site is its path; a destination may carry its own query and fragment.
    expect((await save(`${publicUrl}/campanha-verao`, "/?utm_source=qr#contato")).ok).toBe(true);
    expect((await save("/parceiro", "https://parceiro.example.com.br/cota")).ok).toBe(true);
    const saved = await listRedirects(database.db);
    expect(saved.map(({ fromPath, toUrl }) => [fromPath, toUrl])).toEqual([
      ["/campanha-verao", "/?utm_source=qr#contato"],
      ["/expo-abf-2024", "/expo-abf-2025"],
      ["/parceiro", "https://parceiro.example.com.br/cota"],
    ]);
    expect(await findRedirect(database.db, "/expo-abf-2024")).toMatchObject({ toUrl: "/expo-abf-2025" });

    const expo = saved[1];
    expect((await save("", "/modelo-prime", expo.id)).ok).toBe(true);
    expect(await findRedirect(database.db, "/expo-abf-2024")).toMatchObject({ toUrl: "/modelo-prime" });
    expect(await removeRedirect(database.db, expo.id)).toBe("/expo-abf-2024 não redireciona mais.");
    expect(await findRedirect(database.db, "/expo-abf-2024")).toBeNull();
    expect(await removeRedirect(database.db, expo.id)).toBe("Este redirecionamento já tinha sido removido.");
    expect(await refusal("", "/", expo.id)).toEqual({
      form: "Este redirecionamento foi removido enquanto você editava.",
    });
  });

  it("refuses what would hide a page, loop, chain or leave the site's pages", async () => {
    expect(await refusal("/modelo-prime", "/")).toEqual({
      from: "/modelo-prime é o endereço de uma página do site: ela seria escondida.",
    });
    expect((await refusal("/", "/modelo-prime")).from).toBe("A página inicial não pode ser redirecionada.");
    expect((await refusal("/admin/velho", "/")).from).toBe(
      "Este endereço é do próprio sistema e não pode ser redirecionado.",
    );
    expect((await refusal("/velho?x=1", "/")).from).toBe("O endereço antigo vai sem ? e sem #.");
    expect((await refusal("velho", "/")).from).toBe("Comece com / (por exemplo /expo-abf-2024).");
    expect((await refusal("https://outro.example.com/velho", "/")).from).toBe(
      "Informe um endereço deste site.",
    );
    expect(await refusal("", "")).toEqual({ from: "Informe o endereço antigo.", to: "Informe o destino." });
    expect((await refusal("/velho", "/pagina-que-nao-existe")).to).toBe(
      "/pagina-que-nao-existe não é uma página do site.",
    );
    expect((await refusal("/velho", "http://outro.example.com")).to).toBe(
      "Comece com / (uma página do site) ou https:// (outro site).",
    );
    // A loop (to itself) and a chain (to another redirect) both lead to an address that is not a page.
    expect((await refusal("/velho", "/velho")).to).toBe("/velho não é uma página do site.");
    expect((await save("/antigo", "/modelo-home")).ok).toBe(true);
    expect((await refusal("/velho", "/antigo")).to).toBe("/antigo não é uma página do site.");
    expect((await refusal("/antigo", "/modelo-loja")).from).toBe(
      "/antigo já tem um redirecionamento: mude o destino dele na lista.",
    );
    expect(await listRedirects(database.db)).toHaveLength(1);
  });

  it("counts 404s and redirects followed in batches, most requested first, within a daily bound", async () => {
    let clock = new Date("2026-11-27T15:00:00Z");
    const log = startAddressLog({
      db: database.db,
      logger,
      flushEveryMs: 3_600_000,
      newPathsPerDay: 3,
      now: () => clock,
    });
    try {
      expect((await save("/antigo", "/modelo-home")).ok).toBe(true);
      const [antigo] = await listRedirects(database.db);
      for (const path of ["/a", "/a", "/a", "/b", "/antigo"]) log.notFound(path);
      log.redirected(antigo.id);
      log.redirected(antigo.id);
      // Nothing is written per request.
      expect(await database.db.select().from(notFoundAddresses)).toEqual([]);
      await log.flush();
      // An address since redirected leaves the list.
      expect(
        (await mostRequestedNotFound(database.db, "2026-11-27")).map(({ path, hits }) => [path, hits]),
      ).toEqual([
        ["/a", 3],
        ["/b", 1],
      ]);
      expect((await listRedirects(database.db))[0]).toMatchObject({ hits: 2, lastHitAt: clock });

      // Three new addresses a day at most (here): those already counted keep counting.
      for (const path of ["/c", "/d", "/d", "/a"]) log.notFound(path);
      await log.flush();
      const today = await mostRequestedNotFound(database.db, "2026-11-27");
      expect(today.map(({ path, hits }) => [path, hits])).toEqual([
        ["/a", 4],
        ["/b", 1],
      ]);
      expect((await database.db.select().from(notFoundAddresses)).map((row) => row.path).sort()).toEqual([
        "/a",
        "/antigo",
        "/b",
      ]);

      // A day is a new bound, and the list sums the last 30 days; 90-day-old rows are deleted.
      clock = new Date("2026-11-28T15:00:00Z");
      log.notFound("/d");
      log.notFound("/b");
      log.notFound("/b");
      await log.flush();
      expect(
        (await mostRequestedNotFound(database.db, "2026-11-28")).map(({ path, hits }) => [path, hits]),
      ).toEqual([
        ["/a", 4],
        ["/b", 3],
        ["/d", 1],
      ]);
      clock = new Date("2027-02-27T15:00:00Z");
      await log.flush();
      expect(await database.db.select().from(notFoundAddresses)).toEqual([]);
    } finally {
      await log.stop();
    }
  });
});

describe("redirects through the server", () => {
  let server: ServerProcess;
  let port: number;
  // Kept across the restart below (a directory the helper made would go with the first server).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cota-redirects-"));
  const env = () => ({
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: testAdmin.email,
    ADMIN_PASSWORD: testAdmin.password,
  });
  const signedIn = async () => {
    const admin = new Visitor(server.url);
    expect((await admin.post("/auth", { intent: "login", ...testAdmin })).location).toBe("/admin");
    return admin;
  };

  beforeAll(async () => {
    port = await findFreePort();
    server = await startServer({ port, dataDir, env: env() });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 301 with the visitor's parameters, lists the 404s after a restart, and refuses bad input on the screen", async () => {
    const admin = await signedIn();
    const added = await admin.post("/admin/redirecionamentos", {
      intent: "add",
      from: "/expo-abf-2024",
      to: "/expo-abf-2025",
    });
    expect(added.status).toBe(303);
    expect(added.location).toBe("/admin/redirecionamentos");
    expect(admin.flash()?.title).toBe("/expo-abf-2024 passa a levar a /expo-abf-2025.");

    const visitor = new Visitor(server.url);
    const moved = await visitor.get("/expo-abf-2024/?utm_source=google&gclid=abc");
    expect(moved.status).toBe(301);
    expect(moved.location).toBe("/expo-abf-2025?utm_source=google&gclid=abc");
    expect((await visitor.get(moved.location ?? "")).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await visitor.get("/franquia-antiga")).status).toBe(404);
    expect((await visitor.get("/outra-perdida")).status).toBe(404);

    const refused = await admin.post("/admin/redirecionamentos", {
      intent: "add",
      from: "/modelo-prime",
      to: "/",
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("/modelo-prime é o endereço de uma página do site: ela seria escondida.");
    // What was typed stays in the form.
    expect(refused.text).toMatch(
      /name="from"[^>]*value="\/modelo-prime"|value="\/modelo-prime"[^>]*name="from"/,
    );

    // The counts are written when the server stops (and every few seconds while it runs).
    await server.stop();
    server = await startServer({ port, dataDir, env: env() });
    const screen = await (await signedIn()).get("/admin/redirecionamentos");
    expect(screen.status).toBe(200);
    const notFoundList = screen.text.slice(screen.text.indexOf("Endereços não encontrados"));
    expect(notFoundList.indexOf("/franquia-antiga")).toBeGreaterThan(0);
    expect(notFoundList.indexOf("/franquia-antiga")).toBeLessThan(notFoundList.indexOf("/outra-perdida"));
    expect(notFoundList).toContain("3 acessos");
    expect(notFoundList).toContain(`?de=${encodeURIComponent("/franquia-antiga")}#novo-redirecionamento`);
    expect(screen.text).toContain("1 acesso · último em");
  });
});
