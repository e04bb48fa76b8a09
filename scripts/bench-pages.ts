// npm run bench:pages — what reading a composed page costs the server. A page holding every block
// type once (each with its own value, as tests/support/composed-pages.ts builds it) is published
// on an in-memory PGlite, migrated as the server does, with BENCH_PAGE_VERSIONS earlier publishes
// (default 50). It prints the median of 200 reads of: the check of the document alone
// (`checkPageDocument`: the page schema, each block migrated and validated), the public read
// (`readPublishedPage`), the same read when one block no longer fits (the earlier publishes are
// searched), and the links of the header and footer (`publishedPageLinks`, 100 published pages).
// Figures, not a test: nothing asserts.

import { eq } from "drizzle-orm";
import {
  checkPageDocument,
  createPage,
  publishedPageLinks,
  publishPage,
  readPublishedPage,
  savePageDraft,
} from "~/.server/content/page-store";
import { openDatabase } from "~/.server/db/client";
import { pages } from "~/.server/db/schema";
import type { PageDocument } from "~/content/pages/page-document";
import { templateDocument } from "~/content/pages/templates";
import { everyBlockDocument, everyBlockPath } from "../tests/support/composed-pages";

const versions = Number(process.env.BENCH_PAGE_VERSIONS ?? 50);
const rounds = 200;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function timed(what: string, run: () => unknown): Promise<void> {
  await run();
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  console.log(`${what.padEnd(58)} ${ms(median(times))}`);
}

async function main() {
  const handle = await openDatabase({ dataDir: "memory://" });
  const { db } = handle;
  const document = everyBlockDocument();
  const created = await createPage(db, { document, userId: null });
  if (!created.ok) throw new Error(JSON.stringify(created));
  for (let version = 0; version < versions; version++) {
    await savePageDraft(db, created.id, { ...document, title: `Todos os blocos ${version}` }, null);
    await publishPage(db, created.id, null);
  }
  for (let index = 0; index < 100; index++) {
    const other = await createPage(db, {
      document: {
        ...templateDocument("campaign", { title: `Campanha ${index}`, path: `/campanha-${index}` }),
        nav: ["footer"],
      },
      userId: null,
    });
    if (other.ok) await publishPage(db, other.id, null);
  }
  console.log(
    `A page of ${document.blocks.length} blocks, ${versions} publishes, 100 other published pages (PGlite)`,
  );
  await timed("checkPageDocument (every block migrated and validated)", () => checkPageDocument(document));
  await timed("readPublishedPage", () => readPublishedPage(db, everyBlockPath));
  await timed("publishedPageLinks (100 pages in the footer)", () => publishedPageLinks(db));
  const [row] = await db.select().from(pages).where(eq(pages.id, created.id));
  const broken = structuredClone(row.published) as PageDocument;
  (broken.blocks[0].value as { title: string }).title = "";
  await db.update(pages).set({ published: broken }).where(eq(pages.id, created.id));
  await timed("readPublishedPage, one block not fitting (earlier publishes searched)", () =>
    readPublishedPage(db, everyBlockPath),
  );
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
