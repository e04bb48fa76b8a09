import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readAdTags } from "~/.server/content/ad-tags";
import { saveAdTagsFrom } from "~/.server/content/ad-tags-screen";
import { siteSettings } from "~/.server/db/schema";
import { seedDefaults } from "~/.server/db/seed";
import { adTagMessages } from "~/forms/ad-tags";
import { startServerWithAdmin } from "../support/admin-server";
import type { Visitor } from "../support/auth-client";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import { rawGet } from "../support/http";
import type { ServerProcess } from "../support/server-process";

/**
 * The advertising tags (screen "Tags de anúncio", docs/decisions/056): what the Administrador may
 * enter, saves that never overwrite another's silently, and the pages' CSP, which allows the
 * Google and Meta hosts only while a tag is set.
 */

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe.each(databaseKinds)("saving the advertising tags on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDefaults(database.db);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(siteSettings).where(eq(siteSettings.section, "ad-tags"));
  });

  const save = async (fields: Record<string, string>) => {
    const { revision } = await readAdTags(database.db);
    return saveAdTagsFrom(database.db, form({ editedFrom: String(revision), ...fields }), "admin-1");
  };

  it("stores the ids in the forms Google and Meta give them, a Google id in capitals", async () => {
    const outcome = await save({
      googleTagId: "  aw-123456789 ",
      googleAdsLabel: "AbC-d_12ef",
      metaPixelId: "1234567890123456",
    });
    expect(outcome.ok).toBe(true);
    expect(await readAdTags(database.db)).toMatchObject({
      googleTagId: "AW-123456789",
      googleAdsLabel: "AbC-d_12ef",
      metaPixelId: "1234567890123456",
      revision: 1,
      savedBy: "admin-1",
    });
    expect((await save({ googleTagId: "G-ABC123XYZ9", googleAdsLabel: "", metaPixelId: "" })).ok).toBe(true);
    expect(await readAdTags(database.db)).toMatchObject({ googleTagId: "G-ABC123XYZ9", revision: 2 });
  });

  it.each([
    ["googleTagId", { googleTagId: "UA-12345-1" }, adTagMessages.googleTagId],
    ["googleTagId", { googleTagId: "AW-12ab45678" }, adTagMessages.googleTagId],
    ["googleTagId", { googleTagId: '"><script>alert(1)</script>' }, adTagMessages.googleTagId],
    ["googleTagId", { googleTagId: "G-ABC/../x" }, adTagMessages.googleTagId],
    ["metaPixelId", { metaPixelId: "12345abc" }, adTagMessages.metaPixelId],
    ["metaPixelId", { metaPixelId: "123" }, adTagMessages.metaPixelId],
    [
      "googleAdsLabel",
      { googleTagId: "AW-123456789", googleAdsLabel: "a b'c" },
      adTagMessages.googleAdsLabel,
    ],
    [
      "googleAdsLabel",
      { googleTagId: "G-ABC123XYZ9", googleAdsLabel: "AbCdEf12" },
      adTagMessages.googleAdsLabelWithoutAds,
    ],
  ] as const)("refuses a bad %s (%j) with its message, storing nothing", async (field, fields, message) => {
    await save({ googleTagId: "G-KEEP12345", metaPixelId: "" });
    const outcome = await save({ googleTagId: "", googleAdsLabel: "", metaPixelId: "", ...fields });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.status).toBe(400);
    expect(outcome.errors[field]).toBe(message);
    // What was typed comes back to the form; what was stored stays.
    expect(outcome.values[field]).toBe((fields as Record<string, string>)[field]);
    expect(await readAdTags(database.db)).toMatchObject({ googleTagId: "G-KEEP12345", revision: 1 });
  });

  it("refuses a save made from an older revision and names who saved in between", async () => {
    await database.db.insert(siteSettings).values({
      section: "ad-tags",
      settings: { googleTagId: "G-FIRST1234", googleAdsLabel: "", metaPixelId: "", revision: 3 },
      createdBy: "someone",
    });
    const stale = await saveAdTagsFrom(
      database.db,
      form({ editedFrom: "2", googleTagId: "", googleAdsLabel: "", metaPixelId: "999999999" }),
      "admin-1",
    );
    expect(stale).toMatchObject({ ok: false, status: 409 });
    expect(await readAdTags(database.db)).toMatchObject({
      googleTagId: "G-FIRST1234",
      metaPixelId: "",
      revision: 3,
    });
    // Two saves from the same revision: one wins.
    const both = await Promise.all([
      saveAdTagsFrom(database.db, form({ editedFrom: "3", metaPixelId: "111111111" }), "a"),
      saveAdTagsFrom(database.db, form({ editedFrom: "3", metaPixelId: "222222222" }), "b"),
    ]);
    expect(both.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect((await readAdTags(database.db)).revision).toBe(4);
  });

  it("turns the tags off rather than use a stored value the rules refuse", async () => {
    await database.db.insert(siteSettings).values({
      section: "ad-tags",
      settings: { googleTagId: "javascript:alert(1)", metaPixelId: "1234567890", revision: 1 },
    });
    expect(await readAdTags(database.db)).toMatchObject({ googleTagId: "", metaPixelId: "", revision: 1 });
  });
});

describe("the advertising tags on the site's pages", () => {
  let server: ServerProcess;
  let asAdmin: Visitor;
  beforeAll(async () => {
    ({ server, asAdmin } = await startServerWithAdmin());
  });
  afterAll(() => server?.stop());

  const get = (path: string) => rawGet(`${server.url}${path}`);
  const directive = (csp: string | string[] | undefined, name: string) =>
    String(csp ?? "")
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `)) ?? "";
  const thirdPartyHost = /google|doubleclick|facebook/;

  async function saveTags(fields: Record<string, string>) {
    const screen = await asAdmin.get("/admin/tags");
    expect(screen.status).toBe(200);
    const revision = screen.text.match(/name="editedFrom" value="(\d+)"/)?.[1];
    const answer = await asAdmin.post("/admin/tags", {
      editedFrom: revision ?? "",
      googleTagId: "",
      googleAdsLabel: "",
      metaPixelId: "",
      ...fields,
    });
    expect(answer.status).toBe(303);
  }

  it("with no tag set, no page's policy names a Google or Meta host, and no page offers cookie preferences", async () => {
    for (const path of ["/", "/modelo-prime", "/thank-you", "/privacidade"]) {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(String(page.headers["content-security-policy"]), path).not.toMatch(thirdPartyHost);
      expect(page.text, path).not.toContain("Preferências de cookies");
    }
    expect((await get("/privacidade")).text).toContain("nenhuma ferramenta de publicidade");
  });

  it("with a Google Ads tag and a Meta Pixel set, allows exactly their hosts on the public pages, cached or not", async () => {
    await saveTags({
      googleTagId: "AW-123456789",
      googleAdsLabel: "AbCdEf12",
      metaPixelId: "1234567890123456",
    });
    for (const path of ["/", "/", "/segmentos/advogados", "/thank-you"]) {
      const page = await get(path);
      const csp = page.headers["content-security-policy"];
      expect(directive(csp, "script-src"), path).toContain("https://www.googletagmanager.com");
      expect(directive(csp, "script-src"), path).toContain("https://connect.facebook.net");
      expect(directive(csp, "script-src"), path).toContain("https://www.googleadservices.com");
      expect(directive(csp, "connect-src"), path).toContain("https://www.google-analytics.com");
      expect(directive(csp, "connect-src"), path).toContain("https://www.facebook.com");
      expect(directive(csp, "frame-src"), path).toContain("https://td.doubleclick.net");
      // The rest of the policy is unchanged: no inline script without its hash or nonce.
      expect(directive(csp, "script-src"), path).not.toContain("unsafe-inline");
      expect(directive(csp, "default-src")).toBe("default-src 'self'");
      expect(page.text, path).toContain("Preferências de cookies");
    }
    expect((await get("/")).headers["x-cache"]).toBe("hit");
    // The page's own HTML names no tag script: the banner's code adds them after "Aceitar".
    expect((await get("/")).text).not.toContain("googletagmanager.com/gtag");
    // The admin's screens are not the visitors': their policy allows no tag.
    const admin = await asAdmin.get("/admin/tags");
    expect(String(admin.headers.get("content-security-policy"))).not.toMatch(thirdPartyHost);
    // The privacy policy names the tools in use.
    const privacy = (await get("/privacidade")).text;
    expect(privacy).toContain("Google");
    expect(privacy).toContain("Meta Pixel");
  });

  it("with a Google Analytics id alone, allows Google's measurement hosts and no Ads or Meta host", async () => {
    await saveTags({ googleTagId: "G-ABC123XYZ9" });
    const csp = (await get("/")).headers["content-security-policy"];
    expect(directive(csp, "script-src")).toContain("https://www.googletagmanager.com");
    expect(directive(csp, "connect-src")).toContain("https://*.google-analytics.com");
    expect(String(csp)).not.toMatch(/facebook|doubleclick|googleadservices/);
  });

  it("once the tags are cleared, the policy is back to the site's own hosts", async () => {
    await saveTags({});
    for (const path of ["/", "/thank-you"]) {
      const page = await get(path);
      expect(String(page.headers["content-security-policy"]), path).not.toMatch(thirdPartyHost);
      expect(page.text, path).not.toContain("Preferências de cookies");
    }
  });

  it("answers a refused id with the field's message and keeps what was stored", async () => {
    await saveTags({ metaPixelId: "1234567890" });
    const screen = await asAdmin.get("/admin/tags");
    const revision = screen.text.match(/name="editedFrom" value="(\d+)"/)?.[1] ?? "";
    const answer = await asAdmin.post("/admin/tags", {
      editedFrom: revision,
      googleTagId: "UA-1234-5",
      googleAdsLabel: "",
      metaPixelId: "",
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(adTagMessages.googleTagId.replaceAll('"', "&quot;").slice(0, 40));
    expect(answer.text).toContain('value="UA-1234-5"');
    expect(directive((await get("/")).headers["content-security-policy"], "script-src")).toContain(
      "https://connect.facebook.net",
    );
    await saveTags({});
  });
});
