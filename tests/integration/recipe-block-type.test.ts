import { createElement } from "react";
import { renderToString } from "react-dom/server";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readComposedPage } from "~/.server/content/composed-page";
import { checkPageDocument } from "~/.server/content/page-store";
import { seedDefaults } from "~/.server/db/seed";
import { createLogger } from "~/.server/logger";
import { partsReady } from "~/components/islands";
import { BlockList } from "~/components/site/blocks/block-list";
import { blockTypeList } from "~/content/pages/blocks";
import { everyBlockDocument, publishTestPage } from "../support/composed-pages";
import { openTestDatabase, type TestDatabase } from "../support/databases";
import { testConfig } from "../support/leads";
import { scratchBlock } from "../support/recipe-block";

/**
 * docs/recipes.md "Adding a block type", followed: a throwaway block type is declared (step 1)
 * and drawn by its component (step 2) as tests/support/recipe-block.tsx does, with its one line
 * in the block registry and in the parts table (below); then each place the recipe promises
 * follows: "Páginas" offers it, the store checks its value, the every-block test page holds it,
 * and the composed page's route draws it. A recipe that no longer holds fails here.
 */

// Step 1: one entry in blockTypes (the registry's helpers read that object).
vi.mock("~/content/pages/blocks", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/content/pages/blocks")>();
  const { scratchBlock } = await import("../support/recipe-block");
  Object.assign(original.blockTypes, { [scratchBlock.type]: scratchBlock });
  return { ...original, blockTypeList: Object.values(original.blockTypes) };
});

// Step 3: its line in staticBlocks, the static blocks' one module (text only).
vi.mock("~/components/site/blocks/static-blocks", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/components/site/blocks/static-blocks")>();
  const { ScratchQuoteBlock } = await import("../support/recipe-block");
  Object.assign(original.staticBlocks, { "recipe-quote": ScratchQuoteBlock });
  return original;
});

describe("the recipe 'Adding a block type', followed", () => {
  let database: TestDatabase;
  let context: AppLoadContext;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    await seedDefaults(database.db);
    context = {
      nonce: "",
      clientIp: "203.0.113.9",
      services: {
        db: database.db,
        config: testConfig(),
        logger: createLogger("silent"),
        authSecret: "recipe-test-secret-0123456789abcdef",
      },
    } as unknown as AppLoadContext;
  });
  afterAll(() => database.close());

  it("is offered on Páginas with its label and fields, and its value is checked by the store", () => {
    expect(blockTypeList.find((type) => type.type === "recipe-quote")).toMatchObject({
      label: "Citação da receita",
      fields: scratchBlock.fields,
    });
    const document = everyBlockDocument();
    const quote = document.blocks.find((block) => block.type === "recipe-quote");
    expect(quote).toMatchObject({ source: "own", value: scratchBlock.defaults });
    if (quote) quote.value = { text: "", author: "" };
    const refused = checkPageDocument(document);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      const index = document.blocks.indexOf(quote as (typeof document.blocks)[number]);
      expect(refused.errors[`blocks[${index}].value.text`]).toEqual(["Informe a frase."]);
    }
  });

  it("is drawn on a published page by its component, as server HTML", async () => {
    const document = everyBlockDocument({ path: "/receita/bloco" });
    for (const block of document.blocks) {
      if (block.type === "recipe-quote") block.value = { text: "A frase da receita.", author: "Equipe" };
    }
    await publishTestPage(database.db, document);
    const page = await readComposedPage(new Request("http://test/receita/bloco"), context, "/receita/bloco");
    expect(page?.blocks.find((block) => block.type === "recipe-quote")).toMatchObject({
      id: "bloco-recipe-quote",
    });
    await partsReady();
    const html = renderToString(
      createElement(BlockList, {
        blocks: (page?.blocks ?? []).filter((block) => block.type === "recipe-quote"),
        page: page?.page ?? { path: "", title: "", tradingName: "" },
      }),
    );
    expect(html).toContain('<section id="bloco-recipe-quote"');
    expect(html).toContain("<blockquote>A frase da receita.</blockquote><p>Equipe</p>");
  });
});
