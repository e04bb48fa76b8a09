import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { readContentVersion } from "~/.server/content/content-version";
import {
  discardSectionDraft,
  listSectionVersions,
  publishSection,
  readSectionState,
  readSectionValues,
  restoreSectionVersion,
  saveSectionDraft,
} from "~/.server/content/section-store";
import { contentSections, contentSectionVersions } from "~/.server/db/schema";
import { sectionDifferences } from "~/content/registry/values";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import { fixtureContact, fixtureRegistry } from "../support/section-fixtures";

/**
 * The content registry's store: draft and published values per section, a version per publish,
 * validation with the section's schema on every write and read.
 */

const id = fixtureContact.id;
const edited = {
  ...fixtureContact.defaults,
  whatsapp: "(21) 98888-7777",
  partners: [{ name: "Rede Nova", logo: "/uploads/rede.webp" }],
};

describe.each(databaseKinds)("content sections on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(contentSections);
    await database.db.delete(contentSectionVersions);
  });

  const published = async () =>
    (await readSectionValues(database.db, [id], {}, fixtureRegistry))[id] as typeof edited;
  const previewed = async () =>
    (await readSectionValues(database.db, [id], { preview: true }, fixtureRegistry))[id] as typeof edited;

  it("answers the defaults before anything is saved", async () => {
    expect(await published()).toEqual(fixtureContact.defaults);
    expect(await previewed()).toEqual(fixtureContact.defaults);
  });

  it("keeps a saved draft out of what visitors see, and shows it in preview", async () => {
    expect(await saveSectionDraft(database.db, id, edited, null, fixtureRegistry)).toEqual({ ok: true });
    expect((await published()).whatsapp).toBe("(11) 99999-1234");
    expect((await previewed()).whatsapp).toBe("(21) 98888-7777");
  });

  it("publishes: visitors see the value, a version is kept and the content version moves", async () => {
    const before = await readContentVersion(database.db);
    await saveSectionDraft(database.db, id, edited, null, fixtureRegistry);
    expect(await publishSection(database.db, id, edited, null, fixtureRegistry)).toEqual({ ok: true });
    expect((await published()).whatsapp).toBe("(21) 98888-7777");
    expect(await readContentVersion(database.db)).toBeGreaterThan(before);
    const state = await readSectionState(database.db, id, undefined, fixtureRegistry);
    expect(state?.draft).toBeNull();
    const versions = await listSectionVersions(database.db, id);
    expect(versions).toHaveLength(1);
    expect(versions[0].value).toEqual(edited);
  });

  it("refuses an invalid value with the section's own messages, field by field", async () => {
    const result = await saveSectionDraft(
      database.db,
      id,
      { ...edited, title: "x".repeat(21), whatsapp: "123", partners: [] },
      null,
      fixtureRegistry,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        title: ["Use no máximo 20 caracteres."],
        whatsapp: ["Informe o WhatsApp como (11) 91234-5678."],
        partners: ["Inclua pelo menos um parceiro."],
      },
    });
    // Rules stated without a message get Portuguese ones.
    const typed = await saveSectionDraft(
      database.db,
      id,
      { ...edited, price: "muito" },
      null,
      fixtureRegistry,
    );
    expect(typed).toEqual({ ok: false, errors: { price: ["Informe um número."] } });
    expect(await database.db.select().from(contentSections)).toEqual([]);
  });

  it("treats a blank optional field as absent", async () => {
    const result = await saveSectionDraft(database.db, id, { ...edited, website: "" }, null, fixtureRegistry);
    expect(result).toEqual({ ok: true });
    expect((await previewed()).website).toBeUndefined();
  });

  it("falls back to the defaults, with a warning, when a stored value is no longer valid", async () => {
    await database.db.insert(contentSections).values({ sectionId: id, published: { whatsapp: 42 } });
    const logger = { warn: vi.fn() };
    const values = await readSectionValues(database.db, [id], { logger }, fixtureRegistry);
    expect(values[id]).toEqual(fixtureContact.defaults);
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it("discards a draft", async () => {
    await saveSectionDraft(database.db, id, edited, null, fixtureRegistry);
    await discardSectionDraft(database.db, id);
    expect(await previewed()).toEqual(fixtureContact.defaults);
  });

  it("lists versions newest first and restores one as the draft", async () => {
    await publishSection(database.db, id, edited, null, fixtureRegistry);
    const second = { ...edited, whatsapp: "(31) 97777-6666" };
    await publishSection(database.db, id, second, null, fixtureRegistry);
    const versions = await listSectionVersions(database.db, id);
    expect(versions.map((version) => (version.value as typeof edited).whatsapp)).toEqual([
      "(31) 97777-6666",
      "(21) 98888-7777",
    ]);
    expect(sectionDifferences(fixtureContact.fields, second, versions[1].value)).toEqual([
      { field: "whatsapp", label: "WhatsApp", before: "(31) 97777-6666", after: "(21) 98888-7777" },
    ]);

    expect(await restoreSectionVersion(database.db, id, versions[1].id, null, fixtureRegistry)).toEqual({
      ok: true,
    });
    // Restored as the draft: visitors keep the published value until it is published.
    expect((await published()).whatsapp).toBe("(31) 97777-6666");
    expect((await previewed()).whatsapp).toBe("(21) 98888-7777");
  });
});
