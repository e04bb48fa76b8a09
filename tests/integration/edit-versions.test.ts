import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clockTime } from "~/.server/admin/edit-conflicts";
import {
  formDifferences,
  listFormVersions,
  readFormVersion,
  versionAsInput,
} from "~/.server/content/form-versions";
import { readContactForm, writeContactForm } from "~/.server/content/forms";
import { forms, formVersions, siteStyles, users } from "~/.server/db/schema";
import { createLogger } from "~/.server/logger";
import { readSiteStyles, readStylesStamp } from "~/.server/styles/site-styles";
import {
  flatStyles,
  listStyleVersions,
  readStyleVersion,
  styleDifferences,
} from "~/.server/styles/style-versions";
import { restoreStyles, saveStyles } from "~/.server/styles/styling-action";
import { defaultContactFields, defaultContactSettings } from "~/forms/contact";
import type { ContactFormSettingsInput } from "~/forms/contact-schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";

/**
 * Styling and the contact form keep versions, compared and restored like the sections' (each
 * save is one, by name), and a Styling save over someone else's newer one is refused with who and
 * when, what differs, and the form back as their theme with this person's change on top.
 */

const logger = createLogger("silent");

const theme = {
  primary: "#7c3aed",
  background: "#ffffff",
  text: "#1f2937",
  accent: "#f59e0b",
  border: "#d1d5db",
  headingFont: "Montserrat",
  bodyFont: "Manrope",
  baseSize: "17px",
};

function formInput(
  changes: Partial<Omit<ContactFormSettingsInput, "fields">> = {},
): ContactFormSettingsInput {
  const fields = Object.fromEntries(
    defaultContactFields.map((f) => [
      f.name,
      { label: f.label, placeholder: f.placeholder ?? "", required: f.required },
    ]),
  ) as ContactFormSettingsInput["fields"];
  return {
    fields,
    submitButtonText: defaultContactSettings.submitButtonText,
    successMessage: defaultContactSettings.successMessage,
    redirectUrl: "",
    webhookUrl: "",
    ...changes,
  };
}

describe.each(databaseKinds)("versions and stale saves of Styling and Forms on %s", (kind) => {
  let database: TestDatabase;
  const services = () => ({ db: database.db, logger });
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(users).values([
      { id: "ana", name: "Ana Lima", email: "ana@example.com.br", role: "admin" },
      { id: "maria", name: "Maria Souza", email: "maria@example.com.br", role: "editor" },
    ]);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(siteStyles);
    await database.db.delete(forms);
    await database.db.delete(formVersions);
  });

  it("lists each Styling save as a version by name, compares one with the theme in use and restores it", async () => {
    expect((await saveStyles(services(), theme, "ana")).ok).toBe(true);
    expect(
      (await saveStyles(services(), { ...theme, primary: "#0f766e", bodyFont: "Inter" }, "maria")).ok,
    ).toBe(true);
    const versions = await listStyleVersions(database.db);
    expect(versions.map((version) => version.savedByName)).toEqual(["Maria Souza", "Ana Lima"]);

    const first = await readStyleVersion(database.db, versions[1].id);
    expect(flatStyles(first!.styles)).toEqual(theme);
    const differences = styleDifferences(await readSiteStyles(database.db), flatStyles(first!.styles));
    expect(differences.map(({ label, before, after }) => [label, before, after])).toEqual([
      ["Primary", "#0f766e", "#7c3aed"],
      ["Body Font", "Inter", "Manrope"],
    ]);

    expect((await restoreStyles(services(), versions[1].id, "maria")).ok).toBe(true);
    expect(flatStyles(await readSiteStyles(database.db))).toEqual(theme);
    // The restore is a save of its own: the theme it replaced can be restored in turn.
    const after = await listStyleVersions(database.db);
    expect(after).toHaveLength(3);
    expect(after[0].savedByName).toBe("Maria Souza");
    expect(flatStyles((await readStyleVersion(database.db, after[1].id))!.styles).primary).toBe("#0f766e");
    expect(await restoreStyles(services(), 999_999, "ana")).toEqual({ ok: false, missing: true });
  });

  it("refuses a Styling save over someone else's newer one, keeps the typing and re-applies it on top", async () => {
    await saveStyles(services(), theme, "ana");
    const opened = await readStylesStamp(database.db);
    // Maria, who opened the screen at the same time, changes the accent and saves first.
    const maria = await saveStyles(services(), { ...theme, accent: "#dc2626" }, "maria", {
      stamp: opened.stamp,
      values: theme,
    });
    expect(maria.ok).toBe(true);
    const mariaSavedAt = (await readStylesStamp(database.db)).savedAt!;

    // Ana changed only the primary colour, on the page opened before Maria's save.
    const typed = { ...theme, primary: "#1d4ed8" };
    const refused = await saveStyles(services(), typed, "ana", { stamp: opened.stamp, values: theme });
    expect(refused.ok).toBe(false);
    if (refused.ok || !refused.conflict) throw new Error("expected a conflict");
    expect(refused.conflict.message).toBe(`Maria Souza salvou o estilo às ${clockTime(mariaSavedAt)}.`);
    expect(refused.notice.title).toBe("Estilo alterado por outra pessoa");
    expect(refused.conflict.differences.map(({ label, before, after }) => [label, before, after])).toEqual([
      ["Primary", "#7c3aed", "#1d4ed8"],
      ["Accent", "#dc2626", "#f59e0b"],
    ]);
    // Nothing was stored, and the form comes back as Maria's theme with Ana's change on top.
    expect((await readSiteStyles(database.db)).colors.primary).toBe("#7c3aed");
    expect(refused.values).toEqual({ ...theme, accent: "#dc2626", primary: "#1d4ed8" });

    const again = await saveStyles(services(), refused.values!, "ana", {
      stamp: refused.conflict.stamp,
      values: refused.conflict.base,
    });
    expect(again.ok).toBe(true);
    const colors = (await readSiteStyles(database.db)).colors;
    expect([colors.primary, colors.accent]).toEqual(["#1d4ed8", "#dc2626"]);
  });

  it("takes one's own newer Styling save (another tab) without refusing", async () => {
    await saveStyles(services(), theme, "ana");
    const opened = await readStylesStamp(database.db);
    await saveStyles(services(), { ...theme, border: "#000000" }, "ana", {
      stamp: opened.stamp,
      values: theme,
    });
    const second = await saveStyles(services(), { ...theme, text: "#111111" }, "ana", {
      stamp: opened.stamp,
      values: theme,
    });
    expect(second.ok).toBe(true);
  });

  it("keeps each contact form save as a version by name, compares it and restores it", async () => {
    await writeContactForm(database.db, formInput({ submitButtonText: "Quero saber mais" }), "ana");
    await writeContactForm(
      database.db,
      formInput({ submitButtonText: "Enviar", webhookUrl: "https://crm.example.com.br/leads" }),
      "maria",
    );
    const versions = await listFormVersions(database.db);
    expect(versions.map((version) => version.savedByName)).toEqual(["Maria Souza", "Ana Lima"]);

    const first = (await readFormVersion(database.db, versions[1].id))!;
    const current = await readContactForm(database.db);
    expect(
      formDifferences(current, first, true).map(({ label, before, after }) => [label, before, after]),
    ).toEqual([
      ["Submit Button Text", "Enviar", "Quero saber mais"],
      ["Webhook URL", "https://crm.example.com.br/leads", "—"],
    ]);
    // An Editor's comparison leaves the webhook address out, and their restore keeps it.
    expect(formDifferences(current, first, false).map((difference) => difference.label)).toEqual([
      "Submit Button Text",
    ]);
    await writeContactForm(database.db, versionAsInput(first, current, true), "maria");
    const restored = await readContactForm(database.db);
    expect(restored.settings.submitButtonText).toBe("Quero saber mais");
    expect(restored.settings.webhookUrl).toBe("https://crm.example.com.br/leads");
    expect(await listFormVersions(database.db)).toHaveLength(3);
  });

  it("refuses a contact form save over someone else's newer one, inside the write", async () => {
    await writeContactForm(database.db, formInput(), "ana");
    const [row] = await database.db.select().from(forms);
    const opened = String(row.updatedAt.getTime());
    expect(
      (await writeContactForm(database.db, formInput({ successMessage: "Da Maria" }), "maria", opened)).ok,
    ).toBe(true);
    const refused = await writeContactForm(
      database.db,
      formInput({ successMessage: "Da Ana" }),
      "ana",
      opened,
    );
    expect(refused.ok).toBe(false);
    if (refused.ok) throw new Error("expected a conflict");
    expect(refused.conflict.updatedBy).toBe("maria");
    expect((await readContactForm(database.db)).settings.successMessage).toBe("Da Maria");
    expect(await listFormVersions(database.db)).toHaveLength(2);
  });
});
