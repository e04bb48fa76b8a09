import { describe, expect, it } from "vitest";
import { anchorClashes, blockAnchors, sharedAnchor } from "~/content/pages/block-anchors";
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
});
