import { describe, expect, it } from "vitest";
import {
  anchorClashes,
  blockAnchors,
  linksOf,
  linksToMissingAnchors,
  linksToMissingPages,
  sharedAnchor,
  sitePathOf,
} from "~/content/pages/block-anchors";
import { blockDefinition } from "~/content/pages/blocks";

/**
 * The element ids a page's blocks draw (docs/decisions/077): a block's own id where its type
 * draws it, prefixes for ids made from one, and which later block repeats an earlier one's.
 */
describe("the anchors of a page's blocks", () => {
  it("reads a type's anchors with the block's own id in place of {id}", () => {
    expect(
      blockAnchors({ id: "treinamento", type: "model-feature" }, blockDefinition("model-feature")),
    ).toEqual(["treinamento", "treinamento-titulo"]);
    expect(blockAnchors({ id: "x", type: "unknown" }, undefined)).toEqual([]);
  });

  it("finds an id two lists share, a prefix covering an exact id", () => {
    expect(sharedAnchor(["inicio", "inicio-titulo"], ["beneficios", "inicio"])).toBe("inicio");
    expect(sharedAnchor(["contato-*"], ["contato-email"])).toBe("contato-email");
    expect(sharedAnchor(["contato"], ["contato-*"])).toBeUndefined();
    expect(sharedAnchor(["faq"], ["faq-titulo"])).toBeUndefined();
  });

  it("reports each later block that repeats an earlier block's id, once, with the first block it repeats", () => {
    const blocks = [
      { id: "topo", type: "hero" },
      { id: "texto", type: "rich-text" },
      { id: "segmento", type: "segment" },
      { id: "vantagens", type: "benefits" },
      { id: "modelo", type: "model-hero" },
      { id: "inicio", type: "rich-text" },
    ];
    expect(anchorClashes(blocks, blockDefinition)).toEqual([
      { index: 2, anchor: "inicio", earlier: 0 },
      { index: 3, anchor: "beneficios", earlier: 2 },
      { index: 4, anchor: "inicio", earlier: 0 },
      { index: 5, anchor: "inicio", earlier: 0 },
    ]);
    // The event's opening and the hero draw different ids: both may open a page.
    expect(anchorClashes([blocks[0], { id: "evento", type: "expo-event" }], blockDefinition)).toEqual([]);
  });

  it("finds the in-page links of blocks' own values that lead to no anchor of the page", () => {
    const text = (href: string) => ({
      parts: [{ kind: "paragraph", spans: [{ text: "Fale conosco", style: "", href }] }],
    });
    const blocks = [
      { id: "abertura", type: "rich-text", source: "own", value: text("#contato") },
      { id: "chamada", type: "call-to-action", source: "own", value: { title: "x", href: "#abertura" } },
      { id: "outro", type: "rich-text", source: "own", value: text("#nao-existe") },
      { id: "fora", type: "rich-text", source: "own", value: text("/segmentos/advogados#contato") },
      { id: "topo", type: "rich-text", source: "own", value: text("#conteudo") },
      { id: "site", type: "hero", source: "site" },
    ];
    // No contact form on the page: #contato leads nowhere; #abertura is a block's own id, #conteudo the frame's.
    expect(linksToMissingAnchors(blocks, blockDefinition)).toEqual([
      { index: 0, href: "#contato" },
      { index: 2, href: "#nao-existe" },
    ]);
    const withForm = [...blocks, { id: "contato", type: "contact-form", source: "site" }];
    expect(linksToMissingAnchors(withForm, blockDefinition)).toEqual([{ index: 2, href: "#nao-existe" }]);
  });

  it("reads every link a value holds, however deep, and none from other fields", () => {
    expect(
      linksOf({ primary: { label: "A", href: "#a" }, items: [{ href: "/b" }, { href: "" }], title: "#c" }),
    ).toEqual(["#a", "/b"]);
    expect(linksOf(null)).toEqual([]);
  });

  it("reads the page path of a link to this site, and nothing of files, anchors or other sites", () => {
    expect(sitePathOf("/segmentos/medicos")).toBe("/segmentos/medicos");
    expect(sitePathOf("/segmentos/medicos/?utm_source=x#contato")).toBe("/segmentos/medicos");
    expect(sitePathOf("/#contato")).toBe("/");
    expect(sitePathOf("/images/modelo.webp")).toBeNull();
    expect(sitePathOf("#contato")).toBeNull();
    expect(sitePathOf("//outro.site/x")).toBeNull();
    expect(sitePathOf("https://outro.site/x")).toBeNull();
  });

  it("lists the links to site paths nothing answers at, from the blocks' own values only", () => {
    const answers = (path: string) => ["/", "/segmentos/saude"].includes(path);
    const blocks = [
      { source: "own", value: { primary: { href: "/segmentos/medicos" }, secondary: { href: "/#contato" } } },
      { source: "own", value: { items: [{ href: "/segmentos/saude?x=1" }, { href: "/docs/guia.pdf" }] } },
      { source: "site", value: { primary: { href: "/nao-existe" } } },
      { source: "own", value: { primary: { href: "https://outro.site/nao-existe" } } },
    ];
    expect(linksToMissingPages(blocks, answers)).toEqual([{ index: 0, href: "/segmentos/medicos" }]);
  });
});
