import { describe, expect, it } from "vitest";
import { previewLinkTarget } from "~/lib/preview-links";

describe("links during an admin's preview of a section", () => {
  const current = new URL("http://site.test/?pre-visualizar=models");
  const models = { section: "models", pages: ["/", "/modelo-home", "/solucoes-lucrativas"] };

  it("keep the preview on a link to another page that shows the section", () => {
    expect(previewLinkTarget("/modelo-home", current, models)).toBe("/modelo-home?pre-visualizar=models");
    expect(previewLinkTarget("http://site.test/solucoes-lucrativas#contato", current, models)).toBe(
      "/solucoes-lucrativas?pre-visualizar=models#contato",
    );
    expect(previewLinkTarget("/modelo-home?utm_source=x", current, models)).toBe(
      "/modelo-home?utm_source=x&pre-visualizar=models",
    );
  });

  it("leave a link alone when its page does not show the section, or it leaves the site", () => {
    expect(previewLinkTarget("/termos", current, models)).toBeNull();
    expect(previewLinkTarget("https://wa.me/5511999991234", current, models)).toBeNull();
    expect(previewLinkTarget("mailto:contato@cotafacil.com.br", current, models)).toBeNull();
    // The page itself (its anchors keep the address's query as it is).
    expect(previewLinkTarget("/#faq", current, models)).toBeNull();
  });

  it("never carry it to the admin area, sign-in or a file, even when previewing every draft", () => {
    const everything = { section: "1", pages: null };
    expect(previewLinkTarget("/termos", current, everything)).toBe("/termos?pre-visualizar=1");
    expect(previewLinkTarget("/admin/content", current, everything)).toBeNull();
    expect(previewLinkTarget("/auth", current, everything)).toBeNull();
    expect(previewLinkTarget("/sitemap.xml", current, everything)).toBeNull();
  });
});
