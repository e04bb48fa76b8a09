import { describe, expect, it } from "vitest";
import { previewPath } from "~/.server/content/section-preview";
import { sections } from "~/content/registry/sections";

/** The "Pré-visualizar" address of every section asks for the preview, anchors included. */
describe("preview addresses", () => {
  it("puts the preview query before the page part's anchor", () => {
    expect(previewPath("/#faq", "faq")).toBe("/?pre-visualizar=faq#faq");
    expect(previewPath("/modelo-basic", "roi")).toBe("/modelo-basic?pre-visualizar=roi");
  });

  it("every section's preview address carries the query to the server", () => {
    for (const [id, section] of Object.entries(sections)) {
      const url = new URL(previewPath(section.shownOn[0], id), "https://example.com");
      expect(url.searchParams.get("pre-visualizar")).toBe(id);
    }
  });
});
