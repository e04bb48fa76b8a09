import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { siteStyles } from "~/.server/db/schema";
import { createLogger } from "~/.server/logger";
import { readSiteStyles } from "~/.server/styles/site-styles";
import { saveStyles } from "~/.server/styles/styling-action";
import { readThemeCss } from "~/.server/styles/theme";
import { themeCss } from "~/.server/styles/theme-css";
import { defaultSiteStyles } from "~/content/styles";
import { loader as siteLayoutLoader } from "~/routes/site-layout";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import { testConfig } from "../support/leads";

/**
 * The theme in site_styles: 'Save Styles' adds a colors row
 * and a typography row (history), the newest wins, bad values are refused with a field error
 * and store nothing, and what is read back is checked again before it becomes CSS.
 */

const logger = createLogger("silent");

const validForm = {
  primary: "#7c3aed",
  background: "#ffffff",
  text: "#1f2937",
  accent: "#F59E0B",
  border: "#d1d5db",
  headingFont: "Montserrat",
  bodyFont: "Manrope",
  baseSize: "17px",
};

describe.each(databaseKinds)("site styles on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(siteStyles);
  });

  const save = (values: Record<string, string>, adminId = "admin-1") =>
    saveStyles({ db: database.db, logger }, values, adminId);

  const rows = () => database.db.select().from(siteStyles).orderBy(asc(siteStyles.id));

  /** The public pages' shell loader as the server runs it for a page: the theme it hands to the document. */
  const loadTheme = async () => {
    const answer = await siteLayoutLoader({
      request: new Request("http://127.0.0.1/"),
      params: {},
      context: {
        services: { db: database.db, logger, authSecret: "segredo-de-teste", config: testConfig() },
      },
    } as unknown as Parameters<typeof siteLayoutLoader>[0]);
    return answer.theme;
  };

  it("reads the defaults when nothing was saved, and then adds no theme CSS", async () => {
    expect(await readSiteStyles(database.db)).toEqual(defaultSiteStyles);
    const theme = await loadTheme();
    expect(theme.css).toBe("");
    expect(theme.fontPreloads).toEqual([expect.stringContaining("inter-latin-wght-normal")]);
  });

  it("saves a colors row and a typography row by the admin, with 'Styles saved'", async () => {
    const answer = await save(validForm, "admin-42");
    expect(answer.ok).toBe(true);
    expect(answer.notice).toEqual({ title: "Styles saved", variant: "success" });
    const stored = await rows();
    expect(stored.map((row) => [row.section, row.createdBy])).toEqual([
      ["colors", "admin-42"],
      ["typography", "admin-42"],
    ]);
    expect(stored[0].styles).toEqual({
      primary: "#7c3aed",
      background: "#ffffff",
      text: "#1f2937",
      accent: "#f59e0b",
      border: "#d1d5db",
    });
    expect(stored[1].styles).toEqual({ headingFont: "Montserrat", bodyFont: "Manrope", baseSize: "17px" });
  });

  it("keeps every save as history, and the newest one is the theme of the next request", async () => {
    await save(validForm);
    const first = await loadTheme();
    expect(first.css).toContain("--theme-primary:#7c3aed");

    await save({ ...validForm, primary: "#be123c", bodyFont: "Lora", headingFont: "Inter" });
    expect(await rows()).toHaveLength(4);
    expect(await readSiteStyles(database.db)).toMatchObject({
      colors: { primary: "#be123c" },
      typography: { headingFont: "Inter", bodyFont: "Lora", baseSize: "17px" },
    });

    const second = await loadTheme();
    expect(second.css).toContain("--theme-primary:#be123c");
    expect(second.css).not.toContain("#7c3aed");
    expect(second.css).toContain('--theme-body-font:"Lora Variable", serif');
    expect(second.css).toContain("--theme-base-size:17px");
    // Only the fonts in use: Lora's face (Inter's is in the stylesheet already), no Manrope.
    expect(second.css).toContain('font-family:"Lora Variable"');
    expect(second.css).not.toContain("Manrope");
    expect(second.css).not.toContain("Montserrat");
    expect(second.fontPreloads).toEqual([
      expect.stringContaining("lora-latin-wght-normal"),
      expect.stringContaining("inter-latin-wght-normal"),
    ]);
  });

  it("refuses a bad colour, font or size with a field error, and stores nothing", async () => {
    await save(validForm);
    const answer = await save({
      ...validForm,
      primary: "#12345",
      text: "red",
      bodyFont: "Comic Sans MS",
      baseSize: "99px",
    });
    expect(answer.ok).toBe(false);
    expect(answer.notice).toEqual({
      title: "Error saving styles",
      description: "There was a problem saving your changes.",
      variant: "error",
    });
    expect(!answer.ok && answer.errors).toEqual({
      primary: expect.stringContaining("Cor inválida"),
      text: expect.stringContaining("Cor inválida"),
      bodyFont: expect.any(String),
      baseSize: expect.any(String),
    });
    expect(await rows()).toHaveLength(2);
    expect((await readSiteStyles(database.db)).colors.primary).toBe("#7c3aed");
  });

  it("refuses a form with a field missing", async () => {
    const { border: _left, ...withoutBorder } = validForm;
    const answer = await save(withoutBorder);
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.errors.border).toBeTruthy();
    expect(await rows()).toHaveLength(0);
  });

  it("accepts #rgb and stores it as #rrggbb", async () => {
    expect((await save({ ...validForm, background: "#FFF" })).ok).toBe(true);
    expect((await readSiteStyles(database.db)).colors.background).toBe("#ffffff");
  });

  it("saves a low-contrast theme but says so in the notice", async () => {
    const answer = await save({ ...validForm, text: "#ffffff", background: "#ffffff" });
    expect(answer.ok).toBe(true);
    expect(answer.notice.title).toBe("Styles saved");
    expect(answer.notice.description).toContain("contraste abaixo do mínimo WCAG AA");
    expect(answer.notice.description).toContain("1,00:1");
  });

  it("never writes stored text that is not a checked value into the CSS", async () => {
    await database.db.insert(siteStyles).values([
      {
        section: "colors",
        styles: { primary: "red;}</style><script>alert(1)</script>", text: "#ABCDEF", accent: "#12" },
      },
      {
        section: "typography",
        styles: { headingFont: 'x";}body{display:none', bodyFont: "Roboto Slab", baseSize: "1px" },
      },
    ]);
    const styles = await readSiteStyles(database.db);
    expect(styles.colors).toEqual({ ...defaultSiteStyles.colors, text: "#abcdef" });
    expect(styles.typography).toEqual({ headingFont: "Inter", bodyFont: "Roboto Slab", baseSize: "16px" });
    const theme = await loadTheme();
    expect(theme.css).not.toMatch(/<|script|display:none|1px/);
    expect(theme.css).toContain("--theme-text:#abcdef");
    // A typed object that slipped past the reader is checked again when the CSS is built.
    const forged = themeCss({
      colors: { ...defaultSiteStyles.colors, primary: "blue}" },
      typography: { headingFont: "Evil", bodyFont: "Inter", baseSize: "2000px" },
    });
    expect(forged.css).toBe("");
  });

  it("on a failing database: the save answers 'Error saving styles', pages keep the default theme", async () => {
    const broken = await openTestDatabase(kind);
    await broken.close();
    const answer = await saveStyles({ db: broken.db, logger }, validForm, "admin-1");
    expect(answer.ok).toBe(false);
    expect(answer.notice).toEqual({
      title: "Error saving styles",
      description: "There was a problem saving your changes.",
      variant: "error",
    });
    // Reading fails too: the page is drawn in the default theme instead of failing.
    expect((await readThemeCss(broken.db, logger)).css).toBe("");
  });

  it("reads the newest rows by section", async () => {
    await save(validForm);
    await database.db.insert(siteStyles).values({ section: "colors", styles: { primary: "#000000" } });
    const colors = await database.db.select().from(siteStyles).where(eq(siteStyles.section, "colors"));
    expect(colors).toHaveLength(2);
    const styles = await readSiteStyles(database.db);
    expect(styles.colors.primary).toBe("#000000");
    // The newest colors row alone is the colour scheme: its missing fields are the defaults.
    expect(styles.colors.text).toBe(defaultSiteStyles.colors.text);
    expect(styles.typography.bodyFont).toBe("Manrope");
  });
});
