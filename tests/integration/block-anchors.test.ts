import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db/client";
import { pages } from "~/.server/db/schema";
import { anchorCovers, blockAnchors } from "~/content/pages/block-anchors";
import { type BlockType, blockDefinition, blockTypes } from "~/content/pages/blocks";
import type { PageBlock, PageDocument } from "~/content/pages/page-document";
import { everyBlockDocument, everyBlockDocuments, publishTestPage } from "../support/composed-pages";
import { type ServerProcess, startServer } from "../support/server-process";

/**
 * The element ids blocks draw (docs/decisions/077), as a visitor's browser gets them: each block
 * type draws no id it does not declare (so the store's rule, which reads the declarations, sees
 * every id a page would repeat); the pages that hold every block type draw no id twice and one
 * h1 each; and a page published before the rule, with two openings, still answers.
 */

const idsOf = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id);
const repeated = (ids: string[]) => ids.filter((id, index) => ids.indexOf(id) !== index);
const oneBlockPath = (name: string) => `/ancoras/${name}`;
const types = Object.keys(blockTypes) as BlockType[];
const blockOf = (type: BlockType): PageBlock =>
  everyBlockDocuments()
    .flatMap((document) => document.blocks)
    .find((block) => block.type === type) as PageBlock;
/** Each type alone on a page; the legal document once per document it can show. */
const oneBlockPages: { name: string; block: PageBlock }[] = [
  ...types.map((type) => ({ name: type, block: blockOf(type) })),
  {
    name: "legal-document-privacidade",
    block: {
      ...blockOf("legal-document"),
      value: { ...blockTypes["legal-document"].defaults, document: "privacidade" },
    },
  },
];
const legacyPath = "/ancoras/publicada-antes";

describe("the element ids blocks draw", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cota-block-anchors-"));
    const handle = await openDatabase({ dataDir });
    try {
      const base: PageDocument = { ...everyBlockDocument(), blocks: [] };
      await publishTestPage(handle.db, { ...base, path: oneBlockPath("vazia") });
      for (const { name, block } of oneBlockPages)
        await publishTestPage(handle.db, { ...base, path: oneBlockPath(name), blocks: [block] });
      for (const document of everyBlockDocuments()) await publishTestPage(handle.db, document);
      // Published before the rule: a hero and a segment opening, stored as they were then.
      const id = await publishTestPage(handle.db, { ...base, path: legacyPath, blocks: [blockOf("hero")] });
      await handle.db
        .update(pages)
        .set({ published: { ...base, path: legacyPath, blocks: [blockOf("hero"), blockOf("segment")] } })
        .where(eq(pages.id, id));
    } finally {
      await handle.close();
    }
    server = await startServer({ dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  const get = async (pagePath: string) => {
    const answer = await fetch(`${server.url}${pagePath}`);
    expect(answer.status, pagePath).toBe(200);
    return answer.text();
  };

  it("a block type draws only the ids it declares", async () => {
    const shell = new Set(idsOf(await get(oneBlockPath("vazia"))));
    for (const { name, block } of oneBlockPages) {
      const declared = blockAnchors(block, blockDefinition(block.type));
      const drawn = idsOf(await get(oneBlockPath(name))).filter((id) => !shell.has(id));
      const undeclared = drawn.filter((id) => !declared.some((anchor) => anchorCovers(anchor, id)));
      expect(undeclared, `${name}: ids to add to its type's "anchors"`).toEqual([]);
    }
  });

  it("the pages holding every block type draw no id twice, and one h1 each", async () => {
    const documents = everyBlockDocuments();
    // Two openings never share a page: the five openings are on five pages.
    expect(documents.length).toBeGreaterThanOrEqual(5);
    const drawnTypes = new Set(documents.flatMap((document) => document.blocks.map((block) => block.type)));
    expect([...drawnTypes].sort()).toEqual([...types].sort());
    for (const document of documents) {
      const html = await get(document.path);
      expect(repeated(idsOf(html)), document.path).toEqual([]);
      expect([...html.matchAll(/<h1[ >]/g)].length, document.path).toBe(1);
    }
  });

  it("a page published before the rule, with two openings, is still shown as it was published", async () => {
    const html = await get(legacyPath);
    // Both openings are drawn (nothing the team published disappears); the first holds the h1.
    expect(html).toContain('<h1 id="inicio-titulo"');
    expect(html).toContain('<h2 id="inicio-titulo"');
    expect([...html.matchAll(/<h1[ >]/g)].length).toBe(1);
  });
});
