import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forms } from "~/.server/db/schema";
import { seedDefaults } from "~/.server/db/seed";
import { defaultContactFields, defaultContactSettings } from "~/forms/contact";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";

/**
 * A database seeded by an earlier release holds the contact form's old default wording ('Nome');
 * start-up (seedDefaults) gives it the current one ('Nome completo'), and leaves a label an admin
 * wrote alone.
 */

const oldFields = () =>
  defaultContactFields.map((field) => (field.id === "name" ? { ...field, label: "Nome" } : field));

describe.each(databaseKinds)("default texts of an existing database on %s", (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(() => database.close());

  async function storedLabels() {
    const [row] = await database.db.select().from(forms).where(eq(forms.formId, "contact"));
    return Object.fromEntries(row.fields.map((field) => [field.id, field.label]));
  }

  it("updates the old default label of the name field", async () => {
    await database.db.insert(forms).values({
      formId: "contact",
      fields: oldFields(),
      settings: defaultContactSettings,
    });
    await seedDefaults(database.db);
    const labels = await storedLabels();
    expect(labels.name).toBe("Nome completo");
    expect(labels.email).toBe("E-mail");
  });

  it("keeps a label the admin changed", async () => {
    const edited = oldFields().map((field) =>
      field.id === "name" ? { ...field, label: "Como podemos te chamar?" } : field,
    );
    await database.db
      .insert(forms)
      .values({ formId: "contact", fields: edited, settings: defaultContactSettings });
    await seedDefaults(database.db);
    expect((await storedLabels()).name).toBe("Como podemos te chamar?");
  });
});
