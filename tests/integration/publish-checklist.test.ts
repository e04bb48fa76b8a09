import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readExampleValues } from "~/.server/content/example-values";
import {
  deletedImageMessage,
  deletedUploadErrors,
  REPLACED_IMAGE,
  releaseImage,
} from "~/.server/content/image-uses";
import { readSectionEditor } from "~/.server/content/section-admin";
import { listSectionVersions, publishSection, restoreSectionVersion } from "~/.server/content/section-store";
import { contentSections } from "~/.server/db/schema";
import { seedDefaults } from "~/.server/db/seed";
import { createLogger } from "~/.server/logger";
import { runMediaIntent } from "~/.server/media/actions";
import { prepareImage } from "~/.server/media/images";
import { addMediaByUrl, addUploadedImage, deleteMedia } from "~/.server/media/library";
import { mediaStorage } from "~/.server/media/storage";
import { sections } from "~/content/registry/sections";
import { company } from "~/content/registry/sections/company";
import { openTestDatabase, type TestDatabase } from "../support/databases";
import { testConfig } from "../support/leads";

/**
 * The dashboard's "Antes de publicar o site": the company's shipped address and e-mails are
 * listed until replaced, and so is every published image a deletion left as the placeholder or
 * as an address the library no longer serves.
 */

describe("Antes de publicar o site", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    await seedDefaults(database.db);
  });
  afterAll(() => database.close());

  const listed = async (section: string) =>
    (await readExampleValues(database.db)).filter((item) => item.section === section);

  it("lists the shipped address and e-mails of the company until they are replaced", async () => {
    const shipped = await listed(company.label);
    expect(shipped).toEqual(
      expect.arrayContaining([
        { section: company.label, label: "E-mail", href: "/admin/content/company#campo-email" },
        {
          section: company.label,
          label: "E-mail de privacidade",
          href: "/admin/content/company#campo-privacyEmail",
        },
        { section: company.label, label: "Endereço", href: "/admin/content/company#campo-address-street" },
      ]),
    );
    const own = {
      ...company.defaults,
      email: "contato@redeexemplo.com.br",
      privacyEmail: "lgpd@redeexemplo.com.br",
      address: {
        street: "Rua XV de Novembro, 50 – Centro",
        city: "Curitiba",
        region: "PR",
        postalCode: "80020-310",
      },
    };
    expect(await publishSection(database.db, "company", own, null)).toEqual({ ok: true });
    const labels = (await listed(company.label)).map((item) => item.label);
    expect(labels).not.toContain("E-mail");
    expect(labels).not.toContain("E-mail de privacidade");
    expect(labels).not.toContain("Endereço");
  });

  it("lists an image a deletion replaced with the placeholder, and an uploaded one the library lost", async () => {
    const partners = sections.partners;
    const logo = await addMediaByUrl(database.db, {
      url: "https://cdn.example.com/banco.png",
      name: "Banco",
    });
    const items = structuredClone(partners.defaults.items);
    items[0].image = logo.url;
    items[1].image = "/uploads/sumiu.png";
    expect(await publishSection(database.db, "partners", { items }, null)).toEqual({ ok: true });
    const before = (await listed(partners.label)).map((item) => item.label);
    expect(before).toContain("Parceiros › Parceiro 2 › Logotipo: imagem excluída da biblioteca");
    expect(before.some((label) => label.includes("Parceiro 1 "))).toBe(false);

    // The media screen's delete: every use replaced, then the item removed.
    await releaseImage(database.db, [logo.url], { userId: null, imageName: logo.name });
    await deleteMedia(database.db, mediaStorage(database.db), logo.id);
    const after = await listed(partners.label);
    expect(after).toContainEqual({
      section: partners.label,
      label: "Parceiros › Parceiro 1 › Logotipo: imagem provisória (a anterior foi excluída)",
      href: "/admin/content/partners#campo-items-0-image",
    });
  });
});

describe("deleting an image in use", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    await seedDefaults(database.db);
  });
  afterAll(() => database.close());

  it("a publish that names an upload deleted while the editor was open is refused at that field", async () => {
    const bytes = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#0a6" } })
      .png()
      .toBuffer();
    const image = await prepareImage("fachada.png", bytes, 5 * 1024 * 1024);
    const upload = await addUploadedImage(database.db, mediaStorage(database.db), { name: "fachada", image });
    const items = structuredClone(sections.partners.defaults.items);
    items[3].image = upload.url;
    expect(await deletedUploadErrors(database.db, sections.partners, { items })).toBeNull();

    await deleteMedia(database.db, mediaStorage(database.db), upload.id);
    expect(await deletedUploadErrors(database.db, sections.partners, { items })).toEqual({
      "items[3].image": [deletedImageMessage],
    });
  });

  it("keeps the replacement as a version of each section it changed, by the admin who deleted, with the reason", async () => {
    const partners = sections.partners;
    const logo = await addMediaByUrl(database.db, {
      url: "https://cdn.example.com/cooperativa.png",
      name: "Cooperativa",
    });
    const items = structuredClone(partners.defaults.items);
    items[2].image = logo.url;
    expect(await publishSection(database.db, "partners", { items }, "admin-1")).toEqual({ ok: true });
    const form = new FormData();
    form.set("intent", "excluir");
    form.set("id", logo.id);
    form.set("confirmed", "yes");
    const services = { db: database.db, config: testConfig(), logger: createLogger("silent") };
    const outcome = await runMediaIntent(services, form, {
      actorId: "admin-2",
      actorName: "Admin",
      ip: "127.0.0.1",
    });
    expect(outcome.status).toBe(200);

    const [latest, before] = await listSectionVersions(database.db, "partners");
    expect(latest).toMatchObject({ publishedBy: "admin-2", reason: "Imagem excluída: Cooperativa" });
    expect((latest.value as typeof partners.defaults).items[2].image).toBe(REPLACED_IMAGE);
    expect(before).toMatchObject({ publishedBy: "admin-1", reason: null });
    expect((before.value as typeof partners.defaults).items[2].image).toBe(logo.url);
    // Sections that did not use the image get no version.
    expect(await listSectionVersions(database.db, "awards")).toEqual([]);
  });

  it("restoring a version whose image was deleted since says what stands in for it, and restores no broken image", async () => {
    const partners = sections.partners;
    const versions = await listSectionVersions(database.db, "partners");
    const old = versions.find((version) => version.reason === null);
    expect(old).toBeTruthy();
    const deletedUrl = (old!.value as typeof partners.defaults).items[2].image;

    const editor = await readSectionEditor(
      { db: database.db, logger: createLogger("silent") },
      "partners",
      old!.id,
    );
    expect(editor?.comparison?.missingImages).toEqual([
      {
        field: "items[2].image",
        label: "Parceiros › Parceiro 3 › Logotipo",
        url: deletedUrl,
        replacement: REPLACED_IMAGE,
        standIn: "a imagem provisória do site",
      },
    ]);

    expect(await restoreSectionVersion(database.db, "partners", old!.id, "admin-1")).toEqual({ ok: true });
    const [row] = await database.db
      .select()
      .from(contentSections)
      .where(eq(contentSections.sectionId, "partners"));
    const draft = row.draft as typeof partners.defaults;
    expect(draft.items[2].image).toBe(REPLACED_IMAGE);
    expect(JSON.stringify(draft)).not.toContain(deletedUrl);
  });
});
