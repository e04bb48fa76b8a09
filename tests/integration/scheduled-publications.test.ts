import crypto from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readContentVersion } from "~/.server/content/content-version";
import {
  brasiliaInstant,
  cancelScheduled,
  listScheduled,
  runDuePublications,
  scheduleBannerEnd,
  scheduleDraft,
  scheduleVersion,
} from "~/.server/content/scheduled-publications";
import {
  listSectionVersions,
  publishSection,
  readSectionState,
  readSectionValues,
  saveSectionDraft,
} from "~/.server/content/section-store";
import { contentSections, contentSectionVersions, scheduledPublications } from "~/.server/db/schema";
import { sections } from "~/content/registry/sections";
import { testAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import {
  createPostgresDatabase,
  databaseKinds,
  openTestDatabase,
  type PostgresDatabase,
  type TestDatabase,
} from "../support/databases";
import { findFreePort } from "../support/free-port";
import { fixtureContact, fixtureRegistry } from "../support/section-fixtures";
import { type ServerProcess, startServer } from "../support/server-process";

/**
 * Scheduled publishing (docs/decisions/051): a section's saved draft or one of its versions,
 * or the promo banner's end, set for a date and time in Brasília, happens when due on
 * whichever instance's worker claims it, with nobody signed in, and every instance's page
 * cache follows.
 */

const id = fixtureContact.id;
const quiet = { info: () => {}, warn: () => {} };
const at = (iso: string) => new Date(iso);
const title = (value: unknown) => (value as { title: string }).title;

/** A date and time as the admin types it in Brasília (datetime-local, with seconds). */
function brasiliaLocal(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/Sao_Paulo",
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

describe("Brasília times", () => {
  it("reads a datetime-local value as Brasília's time and refuses dates that do not exist", () => {
    expect(brasiliaInstant("2026-12-01T09:00")?.toISOString()).toBe("2026-12-01T12:00:00.000Z");
    expect(brasiliaInstant("2027-06-24T18:30:15")?.toISOString()).toBe("2027-06-24T21:30:15.000Z");
    expect(brasiliaInstant("2026-02-31T09:00")).toBeNull();
    expect(brasiliaInstant("amanhã")).toBeNull();
  });
});

describe.each(databaseKinds)("scheduled publications on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(contentSections);
    await database.db.delete(contentSectionVersions);
    await database.db.delete(scheduledPublications);
  });

  const now = at("2026-11-30T12:00:00Z");
  const published = async () => title((await readSectionValues(database.db, [id], {}, fixtureRegistry))[id]);
  const run = (when: Date) => runDuePublications(database.db, quiet, fixtureRegistry, when);

  it("publishes the saved draft at its time, as a version of its own, and moves the content version", async () => {
    await saveSectionDraft(
      database.db,
      id,
      { ...fixtureContact.defaults, title: "Segunda às 9h" },
      null,
      fixtureRegistry,
    );
    const scheduled = await scheduleDraft(database.db, id, "2026-11-30T09:30", null, fixtureRegistry, now);
    expect(scheduled).toEqual({ ok: true, publishAt: at("2026-11-30T12:30:00Z") });
    expect((await listScheduled(database.db, id, fixtureRegistry)).map((item) => item.publishAt)).toEqual([
      "30/11/2026, 09:30",
    ]);

    expect(await run(at("2026-11-30T12:29:59Z"))).toBe(0);
    expect(await published()).toBe("Fale conosco");
    const before = await readContentVersion(database.db);
    expect(await run(at("2026-11-30T12:30:00Z"))).toBe(1);
    expect(await published()).toBe("Segunda às 9h");
    expect(await readContentVersion(database.db)).toBeGreaterThan(before);
    const [version] = await listSectionVersions(database.db, id, 1, fixtureRegistry);
    expect(version.reason).toBe("Publicação agendada");
    // The draft was the value published: it is gone; nothing is left waiting.
    expect((await readSectionState(database.db, id, undefined, fixtureRegistry))?.draft).toBeNull();
    expect(await listScheduled(database.db, id, fixtureRegistry)).toEqual([]);
    expect(await run(at("2026-11-30T13:00:00Z"))).toBe(0);
  });

  it("publishes the draft as it was when scheduled, and keeps a draft edited since", async () => {
    await saveSectionDraft(
      database.db,
      id,
      { ...fixtureContact.defaults, title: "Agendado" },
      null,
      fixtureRegistry,
    );
    await scheduleDraft(database.db, id, "2026-11-30T10:00", null, fixtureRegistry, now);
    await saveSectionDraft(
      database.db,
      id,
      { ...fixtureContact.defaults, title: "Editado depois" },
      null,
      fixtureRegistry,
    );
    await run(at("2026-11-30T13:00:00Z"));
    expect(await published()).toBe("Agendado");
    expect(title((await readSectionState(database.db, id, undefined, fixtureRegistry))?.draft)).toBe(
      "Editado depois",
    );
  });

  it("refuses a time in the past, a time that is no date, and a section without a draft", async () => {
    expect(await scheduleDraft(database.db, id, "2026-11-30T10:00", null, fixtureRegistry, now)).toEqual({
      ok: false,
      errors: { publishAt: ["Não há rascunho salvo para agendar: salve um rascunho primeiro."] },
    });
    await saveSectionDraft(database.db, id, fixtureContact.defaults, null, fixtureRegistry);
    expect(await scheduleDraft(database.db, id, "2026-11-30T08:59", null, fixtureRegistry, now)).toEqual({
      ok: false,
      errors: { publishAt: ["Escolha uma data e hora no futuro."] },
    });
    expect(await scheduleDraft(database.db, id, "", null, fixtureRegistry, now)).toEqual({
      ok: false,
      errors: { publishAt: ["Informe a data e a hora (horário de Brasília)."] },
    });
    expect(await database.db.select().from(scheduledPublications)).toEqual([]);
  });

  it("publishes a chosen version again at its time; a cancelled one never happens", async () => {
    await publishSection(
      database.db,
      id,
      { ...fixtureContact.defaults, title: "Natal" },
      null,
      fixtureRegistry,
    );
    await publishSection(
      database.db,
      id,
      { ...fixtureContact.defaults, title: "Janeiro" },
      null,
      fixtureRegistry,
    );
    const [, christmas] = await listSectionVersions(database.db, id, 10, fixtureRegistry);
    await scheduleVersion(database.db, id, christmas.id, "2026-12-24T00:00", null, fixtureRegistry, now);
    await saveSectionDraft(
      database.db,
      id,
      { ...fixtureContact.defaults, title: "Cancelado" },
      null,
      fixtureRegistry,
    );
    await scheduleDraft(database.db, id, "2026-12-20T00:00", null, fixtureRegistry, now);
    const [cancelled] = await listScheduled(database.db, id, fixtureRegistry);
    expect(cancelled.description).toMatch(/^Publicar o rascunho salvo em /);
    expect(await cancelScheduled(database.db, id, cancelled.id)).toBe(true);
    expect(await cancelScheduled(database.db, id, cancelled.id)).toBe(false);

    await run(at("2026-12-24T03:00:00Z"));
    expect(await published()).toBe("Natal");
  });

  it("publishes each due row once, however many workers poll at the same moment", async () => {
    await saveSectionDraft(
      database.db,
      id,
      { ...fixtureContact.defaults, title: "Uma vez" },
      null,
      fixtureRegistry,
    );
    await scheduleDraft(database.db, id, "2026-11-30T09:10", null, fixtureRegistry, now);
    const worked = await Promise.all([1, 2, 3].map(() => run(at("2026-11-30T12:10:00Z"))));
    expect(worked.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await listSectionVersions(database.db, id, 10, fixtureRegistry)).toHaveLength(1);
  });

  it("takes the promo banner off at its scheduled end, with the text it has then", async () => {
    const banner = { text: "Black Friday", deadline: "2026-12-31T23:59" };
    await publishSection(database.db, "promo-banner", banner, null);
    expect(await scheduleBannerEnd(database.db, id, "2026-12-01T00:00", null, now)).toMatchObject({
      ok: false,
    });
    expect(await scheduleBannerEnd(database.db, "promo-banner", "2026-12-01T00:00", null, now)).toMatchObject(
      {
        ok: true,
      },
    );
    await publishSection(database.db, "promo-banner", { ...banner, text: "Black Friday estendida" }, null);
    await runDuePublications(database.db, quiet, undefined, at("2026-12-01T03:00:00Z"));
    const values = await readSectionValues(database.db, ["promo-banner"]);
    expect(values["promo-banner"]).toEqual({ text: "Black Friday estendida", deadline: "" });
    const [row] = await database.db.select().from(scheduledPublications);
    expect(row.status).toBe("done");
  });
});

/** Waits until `check` holds (a publication goes live within a poll of its time). */
async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`still not true after ${timeoutMs} ms: ${what}`);
}

const heroTitle = "Agendado para daqui a pouco";
const heroDefaults = sections["hero.home"].defaults as Record<string, string>;

describe.each(databaseKinds)(
  "a publication scheduled a moment ahead, through the real server on %s",
  (kind) => {
    let database: PostgresDatabase | undefined;
    let instances: ServerProcess[] = [];

    beforeAll(async () => {
      const env = {
        AUTH_SECRET: crypto.randomBytes(32).toString("base64"),
        ADMIN_EMAIL: testAdmin.email,
        ADMIN_PASSWORD: testAdmin.password,
        SCHEDULE_POLL_MS: "200",
      };
      if (kind === "postgres") {
        // Two instances on one PostgreSQL: the other one's page cache must follow.
        database = await createPostgresDatabase();
        instances = await Promise.all(
          [0, 1].map(async () => {
            const port = await findFreePort();
            return startServer({
              port,
              databaseUrl: database?.url,
              env: { ...env, PUBLIC_URL: `http://127.0.0.1:${port}` },
              timeoutMs: 120_000,
            });
          }),
        );
      } else {
        const port = await findFreePort();
        instances = [await startServer({ port, env: { ...env, PUBLIC_URL: `http://127.0.0.1:${port}` } })];
      }
    }, 180_000);
    afterAll(async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
      await database?.drop();
    });

    it("goes live on every instance with nobody signed in, and Content Management shows it until then", async () => {
      const [first] = instances;
      const last = instances[instances.length - 1];
      const asAdmin = new Visitor(first.url);
      expect((await asAdmin.post("/auth", { intent: "login", ...testAdmin })).location).toBe("/admin");
      // Every instance has the home page in its cache before.
      for (const instance of instances) {
        expect((await new Visitor(instance.url).get("/")).text.includes(heroTitle)).toBe(false);
      }

      const saved = await asAdmin.post("/admin/content/hero.home", {
        intent: "save-draft",
        ...heroDefaults,
        title: heroTitle,
      });
      expect(saved.status).toBe(303);
      const scheduled = await asAdmin.post("/admin/content/hero.home", {
        intent: "schedule-draft",
        publishAt: brasiliaLocal(new Date(Date.now() + 4_000)),
      });
      expect(scheduled.location).toBe("/admin/content/hero.home");
      expect(asAdmin.flash()?.title).toBe("Publicação agendada");
      const list = await asAdmin.get("/admin/content");
      expect(list.text).toContain("Publicações agendadas");
      expect(list.text).toMatch(/Hero – Principal<\/a>: (<!-- -->)?Publicar o rascunho salvo em/);
      expect((await asAdmin.get("/admin/content/hero.home")).text).toContain("Publicar o rascunho salvo em");

      // Signed out: nobody is there when it happens.
      await asAdmin.post("/auth/logout", {});
      await eventually(
        async () => (await new Visitor(last.url).get("/")).text.includes(heroTitle),
        "the other instance's home page shows the scheduled title",
      );
      expect((await new Visitor(first.url).get("/")).text.includes(heroTitle)).toBe(true);
    });

    it("refuses a time in the past with a message under the field, and schedules nothing", async () => {
      const asAdmin = new Visitor(instances[0].url);
      await asAdmin.post("/auth", { intent: "login", ...testAdmin });
      await asAdmin.post("/admin/content/hero.home", {
        intent: "save-draft",
        ...heroDefaults,
        title: "Outro",
      });
      const refused = await asAdmin.post("/admin/content/hero.home", {
        intent: "schedule-draft",
        publishAt: "2020-01-01T09:00",
      });
      expect(refused.status).toBe(400);
      expect(refused.text).toContain("Escolha uma data e hora no futuro.");
      expect((await asAdmin.get("/admin/content")).text).not.toContain("Publicações agendadas");
    });
  },
);
