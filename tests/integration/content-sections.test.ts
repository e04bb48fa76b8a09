import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { applySiteData, readSiteData } from "~/.server/admin/site-data";
import { checkSections } from "~/.server/admin/site-data-schema";
import { readContentVersion } from "~/.server/content/content-version";
import { readExampleValues } from "~/.server/content/example-values";
import { findImageUses, REPLACED_IMAGE, releaseImage } from "~/.server/content/image-uses";
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
import { addMediaByUrl } from "~/.server/media/library";
import { sections } from "~/content/registry/sections";
import { sectionDifferences, validateSectionInput } from "~/content/registry/values";
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

  it("falls back to the defaults, with an error in the log, when no published value was ever valid", async () => {
    await database.db.insert(contentSections).values({ sectionId: id, published: { whatsapp: 42 } });
    const logger = { warn: vi.fn(), error: vi.fn() };
    const values = await readSectionValues(database.db, [id], { logger }, fixtureRegistry);
    expect(values[id]).toEqual(fixtureContact.defaults);
    expect(logger.error).toHaveBeenCalledOnce();
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

describe("site data import of sections", () => {
  it("refuses a too-long value with the message the section's screen gives", () => {
    const screen = validateSectionInput(fixtureContact, { ...edited, title: "x".repeat(21) });
    expect(screen).toEqual({ ok: false, errors: { title: ["Use no máximo 20 caracteres."] } });
    const imported = checkSections(
      [{ sectionId: id, value: { ...edited, title: "x".repeat(21) } }],
      fixtureRegistry,
    );
    expect(imported).toEqual({
      ok: false,
      message:
        "O arquivo não tem o formato dos dados do site (sections.fixture-contact.title: Use no máximo 20 caracteres.). Nada foi alterado.",
    });
  });

  it("refuses a section the site does not have", () => {
    const imported = checkSections([{ sectionId: "scripts", value: {} }], fixtureRegistry);
    expect(imported.ok).toBe(false);
    if (!imported.ok) expect(imported.message).toMatch(/seção desconhecida/);
  });

  it("accepts a valid value", () => {
    expect(checkSections([{ sectionId: id, value: edited }], fixtureRegistry)).toEqual({
      ok: true,
      sections: [{ sectionId: id, value: edited }],
    });
  });
});

describe.each(databaseKinds)("site data snapshots with sections on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it("exports the published values and an import or restore puts them back, keeping a version", async () => {
    await publishSection(database.db, id, edited, null, fixtureRegistry);
    const exported = await readSiteData(database.db);
    expect(exported.sections).toEqual([{ sectionId: id, value: edited }]);

    const later = { ...edited, whatsapp: "(31) 97777-6666" };
    await publishSection(database.db, id, later, null, fixtureRegistry);
    await applySiteData(database.db, exported, null, "before-import");
    const values = await readSectionValues(database.db, [id], {}, fixtureRegistry);
    expect((values[id] as typeof edited).whatsapp).toBe("(21) 98888-7777");
    expect(await listSectionVersions(database.db, id)).toHaveLength(3);

    // Data without the section: back to the defaults.
    await applySiteData(database.db, { ...exported, sections: [] }, null, "before-reset");
    expect((await readSectionValues(database.db, [id], {}, fixtureRegistry))[id]).toEqual(
      fixtureContact.defaults,
    );
  });
});

describe.each(databaseKinds)("images in use and example values on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(contentSections);
  });

  // The fixture section and a page hero: a section's own image field, not inside a list.
  const prime = sections["hero.modelo-prime"];
  const withHero = { ...fixtureRegistry, [prime.id]: prime };
  const primeHero = { ...prime.defaults, imageSrc: "/uploads/rede.webp" };

  it("names every place an image is used, with a link to its field", async () => {
    await publishSection(database.db, id, edited, null, fixtureRegistry);
    await saveSectionDraft(database.db, id, edited, null, fixtureRegistry);
    await publishSection(database.db, prime.id, primeHero, null, withHero);
    const uses = await findImageUses(database.db, withHero);
    expect(uses.get("/uploads/rede.webp")).toEqual([
      {
        label: "Contato de teste › Parceiros › Parceiro 1 › Logo",
        href: "/admin/content/fixture-contact#campo-partners-0-logo",
      },
      {
        label: "Contato de teste › Parceiros › Parceiro 1 › Logo (rascunho)",
        href: "/admin/content/fixture-contact#campo-partners-0-logo",
      },
      { label: "Hero – Prime › Hero Image URL", href: "/admin/content/hero.modelo-prime#campo-imageSrc" },
    ]);
  });

  it("a confirmed delete replaces the image wherever it is used, so no page shows it broken", async () => {
    await publishSection(database.db, id, edited, null, fixtureRegistry);
    await publishSection(database.db, prime.id, primeHero, null, withHero);
    await releaseImage(
      database.db,
      ["/uploads/rede.webp"],
      { userId: null, imageName: "rede.webp" },
      withHero,
    );
    const values = await readSectionValues(database.db, [id, prime.id], {}, withHero);
    // In a list: the placeholder. The hero's own image: its default, the page's illustration.
    expect((values[id] as typeof edited).partners[0]).toEqual({ name: "Rede Nova", logo: REPLACED_IMAGE });
    expect(values[prime.id]).toEqual(prime.defaults);
    expect((await findImageUses(database.db, withHero)).has("/uploads/rede.webp")).toBe(false);
  });

  it("lists the example values still published, with a link to the field, and nothing once changed", async () => {
    expect(await readExampleValues(database.db, fixtureRegistry)).toEqual([
      {
        section: "Contato de teste",
        label: "WhatsApp de exemplo",
        href: "/admin/content/fixture-contact#campo-whatsapp",
      },
    ]);
    // A draft is not what visitors see: the example is still listed.
    await saveSectionDraft(database.db, id, edited, null, fixtureRegistry);
    expect(await readExampleValues(database.db, fixtureRegistry)).toHaveLength(1);
    // The edited value's logo is an upload: in the library, it is no image to replace.
    await addMediaByUrl(database.db, { url: "/uploads/rede.webp", name: "Rede Nova" });
    await publishSection(database.db, id, edited, null, fixtureRegistry);
    expect(await readExampleValues(database.db, fixtureRegistry)).toEqual([]);
  });
});
