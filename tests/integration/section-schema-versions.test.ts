import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { checkSections, currentSectionRows } from "~/.server/admin/site-data-schema";
import {
  listSectionVersions,
  publishSection,
  readSectionState,
  readSectionValues,
  restoreSectionVersion,
  saveSectionDraft,
} from "~/.server/content/section-store";
import { contentSections, contentSectionVersions } from "~/.server/db/schema";
import { defineSection } from "~/content/registry/define";
import { BANNER_TEXT_MAX } from "~/content/registry/sections/site-shell";
import type { SectionRegistry } from "~/content/registry/values";
import { startServerWithAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import {
  createPostgresDatabase,
  databaseKinds,
  openTestDatabase,
  type PostgresDatabase,
  type TestDatabase,
} from "../support/databases";
import { fixtureContact, fixtureRegistry } from "../support/section-fixtures";
import type { ServerProcess } from "../support/server-process";

/**
 * Stored content survives the code changing (docs/decisions/050): values written for one
 * version of a section's schema are read, after the section's migrations, by the next; a value
 * that still does not fit is flagged while visitors keep the last published value that fits.
 */

const id = fixtureContact.id;
type V1 = typeof fixtureContact.defaults;
const v1 = (title: string): V1 => ({ ...fixtureContact.defaults, title });

/** Version 2 of the fixture: `title` is now `heading`, and the city became a list of cities. */
const schemaV2 = fixtureContact.schema.omit({ title: true, address: true }).extend({
  heading: fixtureContact.schema.shape.title,
  cities: fixtureContact.schema.shape.address.shape.city.array().min(1),
});
const fixtureContactV2 = defineSection({
  ...fixtureContact,
  exampleValues: undefined,
  version: 2,
  schema: schemaV2,
  defaults: { ...fixtureContact.defaults, heading: "Fale conosco", cities: ["São Paulo"] },
  fields: [
    { name: "heading", label: "Título", kind: "text" },
    ...fixtureContact.fields.filter((field) => !["title", "address"].includes(field.name)),
    { name: "cities", label: "Cidades", kind: "list" },
  ],
  migrations: {
    1: (value) => {
      const { title, address, ...rest } = value as V1;
      return { ...rest, heading: title, cities: [address.city] };
    },
  },
});
const registryV2 = { [id]: fixtureContactV2 } as SectionRegistry;

/** The same schema with the title's limit tightened to 10 characters, and no migration. */
const fixtureContactStricter = defineSection({
  ...fixtureContact,
  schema: fixtureContact.schema.extend({
    title: fixtureContact.schema.shape.title.max(10, "Use no máximo 10."),
  }),
});
const registryStricter = { [id]: fixtureContactStricter } as SectionRegistry;

describe.each(databaseKinds)("section schema versions on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(contentSections);
    await database.db.delete(contentSectionVersions);
  });

  const read = async (registry: SectionRegistry, preview = false) =>
    (await readSectionValues(database.db, [id], { preview }, registry))[id] as Record<string, unknown>;

  it("reads values written for version 1 through the migration: published, draft and every version", async () => {
    await publishSection(database.db, id, v1("Primeira"), null, fixtureRegistry);
    await publishSection(database.db, id, v1("Segunda"), null, fixtureRegistry);
    await saveSectionDraft(database.db, id, v1("Rascunho"), null, fixtureRegistry);

    // The code changes: the section is now at version 2.
    expect(await read(registryV2)).toMatchObject({ heading: "Segunda", cities: ["São Paulo"] });
    expect(await read(registryV2)).not.toHaveProperty("title");
    expect(await read(registryV2, true)).toMatchObject({ heading: "Rascunho" });
    const state = await readSectionState(database.db, id, undefined, registryV2);
    expect(state?.attention).toEqual({ published: null, draft: null });
    const versions = await listSectionVersions(database.db, id, 10, registryV2);
    expect(versions.map((version) => (version.value as { heading: string }).heading)).toEqual([
      "Segunda",
      "Primeira",
    ]);

    // Restoring the first version gives a draft of today's shape, stored as version 2.
    expect(await restoreSectionVersion(database.db, id, versions[1].id, null, registryV2)).toEqual({
      ok: true,
    });
    expect(await read(registryV2, true)).toMatchObject({ heading: "Primeira", cities: ["São Paulo"] });
    const [row] = await database.db.select().from(contentSections).where(eq(contentSections.sectionId, id));
    expect(row.draftSchemaVersion).toBe(2);
    expect(row.publishedSchemaVersion).toBe(1);

    // A publish now is stored as version 2, and its version row says so.
    const next = { ...fixtureContactV2.defaults, heading: "Terceira" };
    expect(await publishSection(database.db, id, next, null, registryV2)).toEqual({ ok: true });
    const [published] = await database.db
      .select()
      .from(contentSections)
      .where(eq(contentSections.sectionId, id));
    expect(published.publishedSchemaVersion).toBe(2);
    expect((await listSectionVersions(database.db, id, 1, registryV2))[0].value).toMatchObject({
      heading: "Terceira",
    });
  });

  it("migrates a snapshot's or an exported file's version-1 values when they are applied", () => {
    const rows = [{ sectionId: id, value: v1("Do arquivo") }];
    expect(currentSectionRows(rows, registryV2)).toEqual([
      { sectionId: id, value: expect.objectContaining({ heading: "Do arquivo" }), schemaVersion: 2 },
    ]);
    const checked = checkSections(rows, registryV2);
    expect(checked.ok && checked.sections?.[0].value).toMatchObject({ heading: "Do arquivo" });
    // A file that says it holds version 2 is read as it is.
    const refused = checkSections([{ sectionId: id, value: v1("Do arquivo"), schemaVersion: 2 }], registryV2);
    expect(refused).toMatchObject({ ok: false, message: expect.stringContaining("heading") });
  });

  it("keeps showing the last valid published value when the published one no longer fits, and flags it", async () => {
    await publishSection(database.db, id, v1("Curto"), null, fixtureRegistry);
    await publishSection(database.db, id, v1("Um título de 20 car"), null, fixtureRegistry);
    const [valid] = await listSectionVersions(database.db, id, 10, fixtureRegistry).then((all) =>
      all.slice(1),
    );

    // The code changes: titles are now at most 10 characters.
    const logger = { warn: vi.fn(), error: vi.fn() };
    const values = await readSectionValues(database.db, [id], { logger }, registryStricter);
    expect((values[id] as V1).title).toBe("Curto");
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(logger.error).not.toHaveBeenCalled();

    const state = await readSectionState(database.db, id, undefined, registryStricter);
    expect((state?.published as V1 | undefined)?.title).toBe("Curto");
    expect(state?.attention.published?.errors).toEqual({ title: ["Use no máximo 10."] });
    expect(state?.attention.published?.value).toMatchObject({ title: "Um título de 20 car" });
    expect(state?.shownInstead?.versionId).toBe(valid.id);

    // Publishing a value that fits clears the flag.
    await publishSection(database.db, id, v1("Novo"), null, registryStricter);
    const fixed = await readSectionState(database.db, id, undefined, registryStricter);
    expect(fixed?.attention.published).toBeNull();
    expect((await read(registryStricter)).title).toBe("Novo");
  });

  it("flags a draft that no longer fits, and previews the published value instead", async () => {
    await publishSection(database.db, id, v1("Curto"), null, fixtureRegistry);
    await saveSectionDraft(database.db, id, v1("Rascunho comprido"), null, fixtureRegistry);
    expect((await read(registryStricter, true)).title).toBe("Curto");
    const state = await readSectionState(database.db, id, undefined, registryStricter);
    expect(state?.attention.draft?.errors).toEqual({ title: ["Use no máximo 10."] });
    expect((state?.draft as V1 | undefined)?.title).toBe("Rascunho comprido");
  });

  it("flags a value stored for a version with no migration, and keeps the last one that fits", async () => {
    await publishSection(database.db, id, v1("Primeira"), null, fixtureRegistry);
    await database.db
      .update(contentSections)
      .set({ published: { anything: true }, publishedSchemaVersion: 7 })
      .where(eq(contentSections.sectionId, id));
    expect((await read(fixtureRegistry)).title).toBe("Primeira");
    const state = await readSectionState(database.db, id, undefined, fixtureRegistry);
    expect(state?.attention.published?.errors[""]?.[0]).toMatch(/versão mais nova/);
  });
});

describe("a published value needing attention, through the real server", () => {
  let database: PostgresDatabase;
  let server: ServerProcess;
  let asAdmin: Visitor;
  let sql: pg.Client;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    ({ server, asAdmin } = await startServerWithAdmin({
      DATABASE_URL: database.url,
      AUTH_SECRET: "schema-versions-test-secret-0123456789abcdef",
    }));
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await server?.stop();
    await database?.drop();
  });

  it("visitors keep the last valid banner; Content Management and the editor say what to fix", async () => {
    // The banner shows until its deadline.
    const deadline = "2099-12-31T23:59";
    const published = await asAdmin.post("/admin/content/promo-banner", {
      intent: "publish",
      text: "Promoção válida de novembro",
      deadline,
    });
    expect(published.location).toBe("/admin/content/promo-banner");
    // A value the banner's rules refuse (as a rule tightened by a later release would), stored
    // as a publish; the content version moves, as it would with any publish.
    const tooLong = `Promoção comprida ${"x".repeat(BANNER_TEXT_MAX)}`;
    await sql.query("update content_sections set published = $1 where section_id = 'promo-banner'", [
      JSON.stringify({ text: tooLong, deadline }),
    ]);
    await sql.query("update content_version set version = version + 1");

    const home = (await new Visitor(server.url).get("/")).text;
    expect(home.includes("Promoção válida de novembro"), "the last valid banner is shown").toBe(true);
    expect(home.includes("Promoção comprida"), "the value needing attention is not").toBe(false);

    const list = await asAdmin.get("/admin/content");
    expect(list.text).toContain("1 seção precisa de atenção");
    expect(list.text).toMatch(/Banner promocional\s*<span[^>]*>Precisa de atenção/);

    const editor = await asAdmin.get("/admin/content/promo-banner");
    expect(editor.text).toContain("Esta seção precisa de atenção");
    expect(editor.text).toContain("O valor publicado não cabe mais nas regras desta seção.");
    expect(editor.text).toContain("a última válida");
    // The form holds the stored text, with the rule's message under it, to be corrected.
    expect(editor.text).toContain(tooLong);
    expect(editor.text).toContain(`no máximo ${BANNER_TEXT_MAX} caracteres`);

    // Publishing a corrected value clears the flag.
    await asAdmin.post("/admin/content/promo-banner", { intent: "publish", text: "Corrigida", deadline });
    expect((await asAdmin.get("/admin/content")).text).not.toContain("Precisa de atenção");
    expect((await new Visitor(server.url).get("/")).text.includes("Corrigida")).toBe(true);
  });
});
