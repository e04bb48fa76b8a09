import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import fc from "fast-check";
import { type BlockType, blockTypes } from "~/content/pages/blocks";
import { PAGE_TITLE_MAX, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "~/content/pages/page-document";
import type { SectionDefinition } from "~/content/registry/define";
import { publicPages } from "~/content/registry/pages";
import { sections } from "~/content/registry/sections";
import { startServerWithAdmin } from "../support/admin-server";
import type { Visitor } from "../support/auth-client";
import { everyBlockDocuments } from "../support/composed-pages";
import { editorFormData } from "../support/editor-form";
import { type Limit, longText, valueAtLimit } from "../support/limit-values";
import type { ServerProcess } from "../support/server-process";
import { expect, settleAnimations, test } from "./support/fixtures";

/**
 * Every value the marketing team can publish renders (the property the partners carousel broke:
 * 1 to 6 partners took the home page down on a desktop). For every section of the content
 * registry a value at its schema's limits (tests/support/limit-values.ts: fewest and most list
 * items, shortest and longest texts, empty optional fields) is published through the section
 * editor's own form, and every public page is loaded in Chromium at 375 and 1440 px and scrolled
 * to its end with JavaScript on: no error page, no console error, no horizontal overflow, no
 * section taller than its estimated height (decision 036), and axe finds nothing. Composed pages
 * holding every block type of "Páginas" once between them, each with its own value at a limit,
 * are published through the page editor's form in each run and loaded with the others, checked
 * for all of that.
 *
 * Runs: every section at its longest, every section at its shortest, then mixes drawn by
 * fast-check from a fixed seed (PUBLISHED_LIMITS_RUNS sets how many, 1 by default, so the test
 * stays within a few minutes; PUBLISHED_LIMITS_SEED another seed).
 */

const widths = [375, 1440] as const;
const sectionIds = Object.keys(sections);
const registry = sections as unknown as Record<string, SectionDefinition>;
const mixedRuns = Number(process.env.PUBLISHED_LIMITS_RUNS ?? 1);
const seed = Number(process.env.PUBLISHED_LIMITS_SEED ?? 20261127);

/**
 * The composed pages holding every block type between them, published at the run's limits: the
 * block types spread as the every-block test pages spread them (two openings never share a page,
 * docs/decisions/077), the first page opening with the hero.
 */
const blocksPages = everyBlockDocuments().map((document, index) => ({
  path: index === 0 ? "/teste/blocos-no-limite" : `/teste/blocos-no-limite-${index + 1}`,
  types: document.blocks.map((block) => block.type as BlockType),
}));
const blocksPagePaths = blocksPages.map((page) => page.path);

/** Every public page, the composed pages of every block, and the not-found page. */
const everyPage = [
  ...publicPages.map((page) => page.path),
  ...blocksPagePaths,
  "/pagina-que-nao-existe",
].filter((path) => !process.env.PUBLISHED_LIMITS_PAGE || path === process.env.PUBLISHED_LIMITS_PAGE);
/**
 * One page of each route module (one model page, one segment page…) and the not-found page: the
 * pages a module draws differ only in which values they read, and every section is published at
 * the same limit on all of them. The run with every section at its longest loads every page.
 */
const onePagePerModule = [
  ...new Map(publicPages.map((page) => [page.module, page.path])).values(),
  ...blocksPagePaths,
  "/pagina-que-nao-existe",
];

type Limits = Limit[];

/** A 1×1 PNG. */
const thumbnail = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function publishAll(asAdmin: Visitor, limits: Limits): Promise<string[]> {
  const problems: string[] = [];
  for (const [index, id] of sectionIds.entries()) {
    const definition = registry[id];
    const { value } = valueAtLimit(definition, limits[index]);
    const fields = Object.fromEntries(
      [...editorFormData(definition.fields, value).entries()].map(([name, entry]) => [name, String(entry)]),
    );
    const answer = await asAdmin.post(`/admin/content/${encodeURIComponent(id)}`, {
      ...fields,
      intent: "publish",
    });
    if (answer.status !== 303 && answer.status !== 302) {
      problems.push(`${id} (${limits[index]}): publishing answered ${answer.status}`);
    }
  }
  return problems;
}

/** Creates a composed page of blocks (a blank page on "Páginas"); its editor's address. */
async function createBlocksPage(asAdmin: Visitor, path: string): Promise<string> {
  const answer = await asAdmin.post("/admin/paginas", {
    intent: "create",
    title: "Blocos no limite",
    path,
    template: "blank",
  });
  const editor = answer.location ? new URL(answer.location, "http://site").pathname : "";
  if (!/^\/admin\/paginas\/\d+$/.test(editor)) throw new Error(`creating the page answered ${answer.status}`);
  return editor;
}

/**
 * Publishes the composed pages of blocks through their editor's form: each block type once with
 * its own value at a limit (the n-th block type over the pages takes the limit `limits[n]` would
 * give a section, so a mixed run mixes blocks too), their titles and search fields at theirs.
 */
async function publishBlocksPages(asAdmin: Visitor, editors: string[], limits: Limits): Promise<string[]> {
  const problems: string[] = [];
  let first = 0;
  for (const [at, page] of blocksPages.entries()) {
    problems.push(...(await publishBlocksPage(asAdmin, editors[at], page.path, page.types, first, limits)));
    first += page.types.length;
  }
  return problems;
}

async function publishBlocksPage(
  asAdmin: Visitor,
  editor: string,
  path: string,
  types: BlockType[],
  first: number,
  limits: Limits,
): Promise<string[]> {
  const limitOf = (index: number) => limits[index % limits.length];
  const longest = limitOf(0) === "longest";
  const fields: Record<string, string> = {
    intent: "publish",
    title: longest ? longText(PAGE_TITLE_MAX, false) : "Blocos",
    path,
    "seo.title": longest ? longText(SEO_TITLE_MAX, false) : "",
    "seo.description": longest ? longText(SEO_DESCRIPTION_MAX, false) : "Blocos.",
    "seo.image": "",
  };
  for (const [index, type] of types.entries()) {
    const definition = blockTypes[type] as unknown as SectionDefinition;
    const { value } = valueAtLimit(definition, limitOf(first + index));
    const prefix = `blocks[${index}].`;
    Object.assign(fields, {
      [`${prefix}id`]: `bloco-${index}`,
      [`${prefix}type`]: type,
      [`${prefix}source`]: "own",
      [`${prefix}schemaVersion`]: String(definition.version ?? 1),
    });
    for (const [name, entry] of editorFormData(definition.fields, value).entries()) {
      fields[`${prefix}value.${name}`] = String(entry);
    }
  }
  const answer = await asAdmin.post(editor, fields);
  return answer.status === 303 || answer.status === 302
    ? []
    : [`${path}: publishing answered ${answer.status}`];
}

/**
 * Scrolls to the end 1.4 screens at a time, letting the parts near the screen hydrate on the way:
 * the islands start within 300 px of the screen and the seal and carousels within 200 px, so a
 * step of 1.4 screens (1,120 px at 375 px, 1,260 px at 1440 px) still brings every part near it.
 */
async function scrollToEnd(page: Page): Promise<void> {
  for (let step = 0; step < 80; step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 1.4));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    // Two frames: the parts that came near the screen start loading their code.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    if (atEnd) break;
  }
  await page.waitForLoadState("networkidle");
  // A carousel starts its autoplay after its script has come: give it a beat to fail.
  await page.waitForTimeout(400);
}

/** What is wrong with the page as it stands (an empty list when nothing is). */
async function pageProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    if (document.body.innerText.includes("Algo deu errado")) problems.push("shows the error page");
    // Every section laid out, as an in-page link does: measuring an element of a section the
    // browser skips would lay that section out again for each element.
    document.documentElement.classList.add("every-section-laid-out");
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) {
      const wide = [...document.querySelectorAll<HTMLElement>("body *")]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 3)
        .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`);
      problems.push(`overflows by ${overflow} px: ${wide.join(", ")}`);
    }
    for (const section of document.querySelectorAll<HTMLElement>(".below-first-screen")) {
      const estimate = Number.parseFloat(
        getComputedStyle(section).containIntrinsicHeight.replace("auto ", ""),
      );
      const height = section.getBoundingClientRect().height;
      if (height > estimate) {
        problems.push(
          `#${section.id || section.tagName.toLowerCase()} is ${Math.round(height)} px, estimated ${estimate}`,
        );
      }
    }
    document.documentElement.classList.remove("every-section-laid-out");
    return problems;
  });
}

async function axeProblems(page: Page): Promise<string[]> {
  // Cards fading in as they were scrolled to are checked as they end up, not halfway.
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return violations.map(
    (violation) => `axe ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

/**
 * Loads the pages at both widths, the two widths side by side in two browser windows: each
 * window's page is drawn by its own renderer process, so the two use both cores.
 */
async function checkPages(browser: Browser, baseUrl: string, pagePaths: string[]): Promise<string[]> {
  const found = await Promise.all(widths.map((width) => checkPagesAt(browser, baseUrl, pagePaths, width)));
  return found.flat();
}

async function checkPagesAt(
  browser: Browser,
  baseUrl: string,
  pagePaths: string[],
  width: (typeof widths)[number],
): Promise<string[]> {
  const problems: string[] = [];
  const context = await browser.newContext({
    viewport: { width, height: width < 1024 ? 800 : 900 },
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
  });
  // A video left without a thumbnail of its own shows YouTube's: this machine has no way out,
  // so YouTube's images are answered here with a small image, as the internet would.
  await context.route(
    (url) => url.hostname === "i.ytimg.com",
    (route) => route.fulfill({ status: 200, contentType: "image/png", body: thumbnail }),
  );
  const errors: string[] = [];
  context.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  context.on("weberror", (error) => errors.push(`page error: ${error.error().message}`));
  const page = await context.newPage();
  for (const path of pagePaths) {
    errors.length = 0;
    const started = Date.now();
    await page.goto(`${baseUrl}${path}`);
    const trace = (step: string) =>
      process.env.PUBLISHED_LIMITS_TRACE &&
      console.log(`${width} ${path} ${step} ${Date.now() - started} ms`);
    trace("loaded");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    trace("hydrated");
    await scrollToEnd(page);
    trace("scrolled");
    const found = [...(await pageProblems(page)), ...(await axeProblems(page))];
    trace("checked");
    // The not-found page answers 404: that line is the browser's, not the page's.
    const notFound = path.startsWith("/pagina-que") || path === "/404";
    const pageErrors = errors.filter((text) => !(notFound && /404/.test(text)));
    for (const text of [...found, ...pageErrors.map((text) => `console: ${text}`)]) {
      problems.push(`${path} at ${width} px: ${text}`);
    }
  }
  await context.close();
  return problems;
}

test.describe("every value the admin can publish renders", () => {
  let server: ServerProcess;
  let asAdmin: Visitor;
  const blocksPageEditors: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // The expo's shipped days are ahead for this server, so its booking form is on the page.
    ({ server, asAdmin } = await startServerWithAdmin({ EXPO_TODAY: "2025-06-20", LOG_LEVEL: "error" }));
    for (const { path } of blocksPages) blocksPageEditors.push(await createBlocksPage(asAdmin, path));
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("values at the schemas' limits, on every page at 375 and 1440 px", async ({ browser }) => {
    test.setTimeout((3 + mixedRuns) * 300_000);
    const everySection = (limit: Limit): [Limits] => [sectionIds.map(() => limit)];
    const limitsOfEverySection = fc.tuple(
      ...sectionIds.map(() => fc.constantFrom<Limit>("longest", "shortest")),
    ) as fc.Arbitrary<Limits>;
    await fc.assert(
      fc.asyncProperty(limitsOfEverySection, async (limits) => {
        const problems = [
          ...(await publishAll(asAdmin, limits)),
          ...(await publishBlocksPages(asAdmin, blocksPageEditors, limits)),
          ...(await checkPages(
            browser,
            server.url,
            limits.every((limit) => limit === "longest") ? everyPage : onePagePerModule,
          )),
        ];
        const published = sectionIds.map((id, index) => `${id}: ${limits[index]}`).join(", ");
        expect(problems, `with ${published}:\n${problems.join("\n")}`).toEqual([]);
      }),
      {
        seed,
        // fast-check counts the examples among its runs.
        numRuns: 2 + mixedRuns,
        examples: [everySection("longest"), everySection("shortest")],
        // A failing run is reported as it is: shrinking would publish and load every page again.
        endOnFailure: true,
      },
    );
  });
});
