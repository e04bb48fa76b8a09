import { describe, expect, it } from "vitest";
import { pagePreviewPath, previewedPageId } from "~/.server/content/section-preview";
import {
  applyPageIntent,
  type BlockTypes,
  formToPageInput,
  type PageInput,
  pageDifferences,
  publishChanges,
} from "~/forms/page-form";

/**
 * The page editor's form: what a post of "Páginas" › a page becomes (the page's fields, its
 * blocks in the order sent, each block's own value read with its type's fields), and the buttons
 * that change the form without saving (blocks added, moved, removed, switched between the
 * site's value and their own, and the lists inside a block).
 */

const types: BlockTypes = {
  "call-to-action": {
    type: "call-to-action",
    label: "Chamada para ação",
    description: "Um título e um botão",
    fields: [
      { name: "title", label: "Título", kind: "text" },
      { name: "amount", label: "Valor", kind: "money" },
      {
        name: "items",
        label: "Itens",
        kind: "list",
        itemLabel: "Item",
        fields: [{ name: "text", label: "Texto", kind: "text" }],
      },
    ],
    defaults: { title: "Fale conosco", amount: 1, items: [] },
  },
  faq: {
    type: "faq",
    label: "Perguntas frequentes",
    description: "As perguntas e respostas",
    fields: [{ name: "heading", label: "Título", kind: "text" }],
    siteSection: "faq",
    defaults: { heading: "Dúvidas" },
  },
  "contact-form": {
    type: "contact-form",
    label: "Formulário de contato",
    description: "O formulário",
    fields: [],
    oncePerPage: true,
    version: 3,
    defaults: {},
  },
  hero: {
    type: "hero",
    label: "Topo da página (hero)",
    description: "O título grande",
    fields: [],
    oncePerPage: true,
    anchors: ["inicio", "inicio-titulo"],
    defaults: {},
  },
  segment: {
    type: "segment",
    label: "Segmento: topo, números e benefícios",
    description: "O topo de um segmento e os seus benefícios",
    fields: [],
    oncePerPage: true,
    anchors: ["inicio", "inicio-titulo", "beneficios", "beneficios-titulo"],
    defaults: {},
  },
};

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const basePage: PageInput = {
  title: "Médicos",
  path: "/segmentos/medicos",
  seo: { title: "", description: "Para médicos", image: "", noindex: false },
  nav: ["segments"],
  hideHeaderNav: false,
  blocks: [
    {
      id: "b-1",
      type: "call-to-action",
      source: "own",
      value: { title: "A", amount: 2, items: [] },
      schemaVersion: 1,
    },
    { id: "b-2", type: "faq", source: "site", value: { heading: "Próprio" }, schemaVersion: 1 },
  ],
};

describe("reading the page editor's post", () => {
  it("reads the page's fields, its places and its blocks in the order sent", () => {
    const page = formToPageInput(
      form([
        ["title", "Médicos"],
        ["path", "/segmentos/medicos"],
        ["seo.title", "Franquia para médicos"],
        ["seo.description", "Renda extra"],
        ["seo.image", "/uploads/a.png"],
        ["seo.noindex", "on"],
        ["nav", "segments"],
        ["nav", "footer"],
        ["nav", "nowhere"],
        ["blocks[4].id", "b-2"],
        ["blocks[4].type", "faq"],
        ["blocks[4].source", "site"],
        ["blocks[4].schemaVersion", "1"],
        ["blocks[4].kept", JSON.stringify({ heading: "Próprio" })],
        ["blocks[1].id", "b-1"],
        ["blocks[1].type", "call-to-action"],
        ["blocks[1].source", "own"],
        ["blocks[1].value.title", "Seja franqueado"],
        ["blocks[1].value.amount", "8.997,50"],
        ["blocks[1].value.items[0].text", "Primeiro"],
        ["blocks[1].value.items[1].text", "Segundo"],
      ]),
      types,
    );
    expect(page).toEqual({
      title: "Médicos",
      path: "/segmentos/medicos",
      seo: {
        title: "Franquia para médicos",
        description: "Renda extra",
        image: "/uploads/a.png",
        noindex: true,
      },
      nav: ["segments", "footer"],
      hideHeaderNav: false,
      blocks: [
        { id: "b-2", type: "faq", source: "site", value: { heading: "Próprio" }, schemaVersion: 1 },
        {
          id: "b-1",
          type: "call-to-action",
          source: "own",
          value: {
            title: "Seja franqueado",
            amount: 8997.5,
            items: [{ text: "Primeiro" }, { text: "Segundo" }],
          },
          schemaVersion: 1,
        },
      ],
    });
  });

  it("takes a block's own value as the current version of its type, and refuses the site's value where its type has none", () => {
    const page = formToPageInput(
      form([
        ["blocks[0].id", "b-9"],
        ["blocks[0].type", "contact-form"],
        ["blocks[0].source", "site"],
        ["blocks[0].schemaVersion", "1"],
      ]),
      types,
    );
    expect(page.blocks[0]).toMatchObject({ source: "own", value: {}, schemaVersion: 3 });
    const drawn = formToPageInput(
      form([
        ["blocks[0].id", "b-9"],
        ["blocks[0].type", "contact-form"],
        ["blocks[0].source", "own"],
        ["blocks[0].schemaVersion", "1"],
        ["blocks[0].value.x", "y"],
      ]),
      types,
    );
    expect(drawn.blocks[0]).toMatchObject({ source: "own", value: {}, schemaVersion: 3 });
  });

  it("keeps a block of a type the site no longer has as it was sent, and ignores a broken kept value", () => {
    const page = formToPageInput(
      form([
        ["blocks[0].id", "b-7"],
        ["blocks[0].type", "old-type"],
        ["blocks[0].source", "own"],
        ["blocks[0].schemaVersion", "2"],
        ["blocks[0].kept", '{"a":1}'],
        ["blocks[1].id", "b-8"],
        ["blocks[1].type", "faq"],
        ["blocks[1].source", "site"],
        ["blocks[1].kept", "{not json"],
      ]),
      types,
    );
    expect(page.blocks).toEqual([
      { id: "b-7", type: "old-type", source: "own", value: { a: 1 }, schemaVersion: 2 },
      { id: "b-8", type: "faq", source: "site", value: undefined, schemaVersion: 1 },
    ]);
  });
});

describe("the buttons that change the form without saving", () => {
  it("adds a block of the chosen type at the end: the site's value where the type has one", () => {
    const added = applyPageIntent(basePage, "block-add", types, form([["newBlockType", "faq"]]));
    expect(added?.ok).toBe(true);
    if (!added?.ok) return;
    const block = added.page.blocks[2];
    expect(block).toMatchObject({ type: "faq", source: "site", value: { heading: "Dúvidas" } });
    expect(block.id).toMatch(/^[a-z0-9-]{1,40}$/);
    expect(new Set(added.page.blocks.map((each) => each.id)).size).toBe(3);
    expect(added.focus).toBe(`bloco-${block.id}`);
  });

  it("refuses a second block that may appear once, and an unknown type", () => {
    const once = applyPageIntent(basePage, "block-add", types, form([["newBlockType", "contact-form"]]));
    expect(once?.ok).toBe(true);
    if (!once?.ok) return;
    const again = applyPageIntent(once.page, "block-add", types, form([["newBlockType", "contact-form"]]));
    expect(again).toEqual({
      ok: false,
      message: "A página já tem um bloco “Formulário de contato”: ele só pode aparecer uma vez.",
    });
    expect(applyPageIntent(basePage, "block-add", types, form([["newBlockType", "toString"]]))).toMatchObject(
      {
        ok: false,
      },
    );
  });

  it("refuses a block type that would draw an element id a block of the page draws: a second opening", () => {
    const withHero = applyPageIntent(basePage, "block-add", types, form([["newBlockType", "hero"]]));
    expect(withHero?.ok).toBe(true);
    if (!withHero?.ok) return;
    expect(applyPageIntent(withHero.page, "block-add", types, form([["newBlockType", "segment"]]))).toEqual({
      ok: false,
      message:
        "O bloco “Segmento: topo, números e benefícios” usa o endereço #inicio, que o bloco “Topo da página (hero)” já usa nesta página: use só um dos dois.",
    });
    // A block whose own id is an anchor the new type draws counts too.
    const named = { ...basePage, blocks: [{ ...basePage.blocks[0], id: "beneficios" }] };
    types["call-to-action"].anchors = ["{id}", "{id}-titulo"];
    try {
      expect(applyPageIntent(named, "block-add", types, form([["newBlockType", "segment"]]))).toMatchObject({
        ok: false,
        message: expect.stringContaining("#beneficios"),
      });
    } finally {
      delete types["call-to-action"].anchors;
    }
  });

  it("moves a block up and down, and removes one", () => {
    const down = applyPageIntent(basePage, "block-down:0", types);
    expect(down?.ok && down.page.blocks.map((block) => block.id)).toEqual(["b-2", "b-1"]);
    const up = applyPageIntent(basePage, "block-up:1", types);
    expect(up?.ok && up.page.blocks.map((block) => block.id)).toEqual(["b-2", "b-1"]);
    const top = applyPageIntent(basePage, "block-up:0", types);
    expect(top?.ok && top.page.blocks.map((block) => block.id)).toEqual(["b-1", "b-2"]);
    const removed = applyPageIntent(basePage, "block-remove:0", types);
    expect(removed?.ok && removed.page.blocks.map((block) => block.id)).toEqual(["b-2"]);
    expect(removed?.ok && removed.focus).toBe("bloco-b-2");
    expect(applyPageIntent(basePage, "block-remove:5", types)).toBeNull();
  });

  it("switches a block between the site's value and its own, keeping its own value", () => {
    const own = applyPageIntent(basePage, "block-source:1:own", types);
    expect(own?.ok && own.page.blocks[1]).toMatchObject({ source: "own", value: { heading: "Próprio" } });
    // A block without a site section has only its own value.
    expect(applyPageIntent(basePage, "block-source:0:site", types)).toBeNull();
  });

  it("adds, moves and removes items of a list inside a block", () => {
    const added = applyPageIntent(basePage, "list-add:blocks[0].value.items", types);
    expect(added?.ok && added.page.blocks[0].value).toEqual({ title: "A", amount: 2, items: [{ text: "" }] });
    expect(added?.ok && added.focus).toBe("blocks[0].value.items[0]");
    // Not a list of that block: nothing changes.
    expect(applyPageIntent(basePage, "list-add:blocks[1].value.items", types)).toBeNull();
  });
});

describe("comparing two versions of a page", () => {
  it("names the page's fields and each block's fields that differ", () => {
    const after: PageInput = {
      ...basePage,
      path: "/segmentos/saude",
      nav: ["segments", "footer"],
      blocks: [
        { ...basePage.blocks[0], value: { title: "B", amount: 2, items: [] } },
        { ...basePage.blocks[1], source: "own" },
      ],
    };
    expect(pageDifferences(basePage, after, types)).toEqual([
      { field: "path", label: "Endereço", before: "/segmentos/medicos", after: "/segmentos/saude" },
      { field: "nav", label: "Links para a página", before: "Por segmento", after: "Por segmento, Rodapé" },
      {
        field: "blocks[0].value.title",
        label: "Bloco 1 (Chamada para ação) › Título",
        before: "A",
        after: "B",
      },
      {
        field: "blocks[1].source",
        label: "Bloco 2 (Perguntas frequentes) › Conteúdo",
        before: "Valor do site",
        after: "Conteúdo próprio",
      },
    ]);
  });
});

describe("what publishing the draft changes", () => {
  it("a first publish: the address, the places it appears in, the sitemap", () => {
    expect(publishChanges(null, { ...basePage, nav: ["segments", "footer"] })).toEqual([
      "A página passa a responder em /segmentos/medicos.",
      "Aparece em: Por segmento, Rodapé.",
      "Entra no sitemap.",
    ]);
  });

  it("a new address gets the old one's redirect; links follow the title; places left are named", () => {
    const published = { ...basePage, nav: ["segments", "footer"] as PageInput["nav"] };
    const draft: PageInput = { ...published, title: "Saúde", path: "/segmentos/saude", nav: ["segments"] };
    expect(publishChanges(published, draft)).toEqual([
      "Sai de: Rodapé.",
      "O link em Por segmento passa de “Médicos” para “Saúde”.",
      "O endereço antigo /segmentos/medicos passará a redirecionar para /segmentos/saude.",
    ]);
    expect(publishChanges(published, published)).toEqual([]);
    expect(publishChanges(published, { ...published, seo: { ...published.seo, noindex: true } })).toEqual([
      "Sai dos buscadores e do sitemap.",
    ]);
  });
});

describe("previewing a page's draft", () => {
  it("leads to the draft's address asking for that page, which the page's route reads back", () => {
    const path = pagePreviewPath("/segmentos/medicos", 12);
    expect(path).toBe("/segmentos/medicos?pre-visualizar=pagina%3A12");
    expect(previewedPageId(new Request(`https://example.com${path}`))).toBe(12);
    expect(previewedPageId(new Request("https://example.com/?pre-visualizar=company"))).toBeNull();
    expect(previewedPageId(new Request("https://example.com/?pre-visualizar=pagina:x"))).toBeNull();
  });
});
