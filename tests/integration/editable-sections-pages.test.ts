import { createElement } from "react";
import { renderToString } from "react-dom/server";
import {
  type AppLoadContext,
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  UNSAFE_withComponentProps,
} from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSections } from "~/.server/content/sections";
import { formSubmissions } from "~/.server/db/schema";
import { seedDefaults } from "~/.server/db/seed";
import { createLogger } from "~/.server/logger";
import { partsReady } from "~/components/islands";
import { franchiseModelsFrom, modelCardsFrom, modelSlugs } from "~/content/models";
import { segmentSlugs } from "~/content/segments";
import { contactMessages } from "~/forms/contact";
import type { ContactFormResult } from "~/forms/form-result";
import * as homeRoute from "~/routes/home";
import * as modelRoute from "~/routes/model";
import * as segmentRoute from "~/routes/segment";
import * as solutionsRoute from "~/routes/solutions";
import { contactFormData } from "../support/contact-lead";
import { openTestDatabase, type TestDatabase } from "../support/databases";
import { startTestWorker, testConfig } from "../support/leads";

/**
 * The public pages draw the editable sections (partners, awards, testimonials, benefits, steps,
 * models, ROI, segments, solutions) as `readSections` answers them: each page is rendered here as
 * the server renders it (its loader on a real database, then its component to HTML), and every
 * value of the sections it shows must be in the HTML. Nothing below names a text: the expected
 * values are whatever the sections hold.
 */

type RouteModule = {
  loader: (args: never) => Promise<unknown>;
  default: (props: never) => unknown;
};

let database: TestDatabase;
let context: AppLoadContext;
let worker: ReturnType<typeof startTestWorker>;

beforeAll(async () => {
  database = await openTestDatabase("pglite");
  await seedDefaults(database.db);
  worker = startTestWorker(database.db);
  context = {
    nonce: "",
    clientIp: "203.0.113.9",
    services: {
      db: database.db,
      config: testConfig(),
      logger: createLogger("silent"),
      outboxWorker: worker,
      // The team's lead mails are not what this file checks (lead-notifications.test.ts does).
      leadNotifier: { wake() {}, stop: async () => {} },
    },
  } as unknown as AppLoadContext;
});
afterAll(async () => {
  await worker.stop();
  await database.close();
});

/** Runs the route's loader and renders its component, as the server does for `path`. */
async function renderPage(route: RouteModule, routePath: string, path: string) {
  const routes = [
    {
      id: "page",
      path: routePath,
      loader: route.loader as never,
      Component: UNSAFE_withComponentProps(route.default as never),
    },
  ];
  const handler = createStaticHandler(routes);
  const routerContext = await handler.query(new Request(`http://127.0.0.1${path}`), {
    requestContext: context as never,
  });
  if (routerContext instanceof Response) throw new Error(`${path} answered ${routerContext.status}`);
  await partsReady();
  const router = createStaticRouter(handler.dataRoutes, routerContext);
  const rendered = renderToString(createElement(StaticRouterProvider, { router, context: routerContext }));
  // The markup only: not the data the browser gets to hydrate (which holds the same values), nor
  // the separators React puts between adjacent texts.
  const html = rendered
    .replace(/<script>window\.__staticRouterHydrationData[\s\S]*?<\/script>/, "")
    .replaceAll("<!-- -->", "")
    // Amounts are kept on one line ("R$\u00a015.000"): compared as the section writes them.
    .replace(/\u00a0/g, " ");
  return { html, loaderData: routerContext.loaderData.page as Record<string, unknown> };
}

const request = (path: string) => new Request(`http://127.0.0.1${path}`);

/** React escapes text in HTML; the texts below are compared the same way. */
function escaped(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function expectAllShown(html: string, texts: string[]) {
  const missing = texts.filter((text) => !html.includes(escaped(text)));
  expect(missing).toEqual([]);
}

describe("the home page draws its editable sections", () => {
  it("passes the values readSections answers to the page, and the page shows each of them", async () => {
    const { html, loaderData } = await renderPage(homeRoute, "/", "/");
    const values = await readSections(request("/"), context, [
      "partners",
      "awards",
      "testimonials",
      "benefits",
      "steps",
      "models",
    ]);
    // The page is drawn from its blocks, each showing its section's value (docs/decisions/070):
    // those a visitor works travel with its data; the others' values are in its HTML (below).
    const blocks = loaderData.blocks as { type: string; value?: unknown }[];
    const blockValueOf = (type: string) => blocks.find((block) => block.type === type)?.value;
    expect(blockValueOf("partners")).toMatchObject({ items: values.partners.items });
    expect(blockValueOf("awards")).toMatchObject({ items: values.awards.items });
    expect(blocks.map((block) => block.type)).toEqual(
      expect.arrayContaining(["testimonials", "benefits", "steps", "model-cards"]),
    );
    for (const card of modelCardsFrom(values.models)) expectAllShown(html, [card.name]);

    for (const partner of values.partners.items) {
      expect(html.includes(`src="${partner.image}" alt="${escaped(partner.name)}"`), partner.name).toBe(true);
    }
    for (const seal of values.awards.items) {
      expectAllShown(html, [seal.name]);
      if (seal.image) expect(html.includes(`src="${seal.image}"`), seal.image).toBe(true);
    }
    expect(html).toContain('id="ra-verified-seal"');
    expectAllShown(
      html,
      values.testimonials.items.flatMap((item) => [item.quote, item.name, item.location]),
    );
    expectAllShown(
      html,
      values.benefits.items.flatMap((item) => [item.title, item.text]),
    );
    expectAllShown(
      html,
      values.steps.items.flatMap((item) => [item.title, item.text]),
    );
    for (const model of franchiseModelsFrom(values.models)) {
      expectAllShown(html, [model.name, model.investmentLabel, model.tagline, ...model.highlights]);
    }
  });

  it("the lead form offers one amount per published model, Home's preselected", async () => {
    const { html } = await renderPage(homeRoute, "/", "/");
    const { models } = await readSections(request("/"), context, ["models"]);
    const select = /<select[^>]*name="investmentAmount"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? "";
    const options = [...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((match) => match[1]);
    expect(options).toEqual(franchiseModelsFrom(models).map((model) => model.investmentLabel));
    expect(select).toContain(`selected="">${franchiseModelsFrom(models)[1].investmentLabel}<`);
  });
});

describe("the five model pages draw the models and ROI sections", () => {
  it.each(modelSlugs)(
    "/modelo-%s shows its name, price and figures, and preselects its price",
    async (slug) => {
      const path = `/modelo-${slug}`;
      const { html, loaderData } = await renderPage(modelRoute, path, path);
      const { models, roi } = await readSections(request(path), context, ["models", "roi"]);
      const model = franchiseModelsFrom(models).find((candidate) => candidate.slug === slug);
      if (!model) throw new Error(slug);
      // The contact form's amount, preselected (docs/decisions/071).
      expect((loaderData.page as { investmentAmount?: string }).investmentAmount).toBe(model.investmentLabel);
      expectAllShown(html, [model.investmentLabel, `Franquia ${model.name}`]);
      const ranges = [
        model.figures.monthlyRevenue,
        model.figures.revenue,
        model.figures.paybackMonths,
        model.figures.firstResultsDays,
        model.figures.commissionPercent,
        model.figures.revenuePotential,
      ];
      for (const figure of ranges) if (figure) expectAllShown(html, [figure.label]);
      // The head's description quotes the same price.
      const head = loaderData.head as { name?: string; content?: string }[];
      expect(head.find((tag) => tag.name === "description")?.content).toContain(model.investmentLabel);

      // Basic's page shows the ROI section; the others have no ROI block.
      const types = (loaderData.blocks as { type: string }[]).map((block) => block.type);
      if (slug === "basic") {
        expect(types).toContain("roi");
        expectAllShown(
          html,
          roi.products.map((product) => product.name),
        );
      } else {
        expect(types).not.toContain("roi");
      }
    },
  );
});

describe("the five segment pages draw the segments section", () => {
  it.each(segmentSlugs)("/segmentos/%s shows its statistics and benefit cards", async (slug) => {
    const path = `/segmentos/${slug}`;
    const { html } = await renderPage(segmentRoute, "/segmentos/:segment", path);
    const { segments, steps, testimonials } = await readSections(request(path), context, [
      "segments",
      "steps",
      "testimonials",
    ]);
    const { stats, benefits } = segments[slug];
    expectAllShown(html, [
      stats.partners,
      stats.partnersLabel,
      stats.satisfaction,
      stats.averageRevenue,
      stats.returnTime,
    ]);
    expectAllShown(
      html,
      benefits.flatMap((card) => [card.title, card.text]),
    );
    expectAllShown(html, [steps.items[0].title, testimonials.items[0].quote]);
  });
});

describe("the solutions page draws the solutions and regional testimonials sections", () => {
  it("shows the ticker, the products, the highlights and the testimonials by region", async () => {
    const path = "/solucoes-lucrativas";
    const { html } = await renderPage(solutionsRoute, path, path);
    const values = await readSections(request(path), context, [
      "solutions",
      "testimonials.solutions",
      "models",
    ]);
    expectAllShown(html, values.solutions.ticker);
    expectAllShown(
      html,
      [...values.solutions.products, ...values.solutions.highlights].flatMap((card) => [
        card.title,
        card.text,
      ]),
    );
    expectAllShown(
      html,
      values["testimonials.solutions"].items.flatMap((item) => [
        item.quote,
        item.name,
        `Região ${item.region}`,
        item.monthlyCommission,
      ]),
    );
    for (const model of franchiseModelsFrom(values.models)) expectAllShown(html, [model.investmentLabel]);
  });
});

describe("a lead names one of the published models", () => {
  /** Posts the home page's form without JavaScript, as a browser would. */
  async function postLead(investmentAmount: string, paymentMethod = "Parcelamento Cartão") {
    const fields = new URLSearchParams();
    for (const [name, value] of contactFormData({ investmentAmount, paymentMethod })) {
      fields.set(name, String(value));
    }
    const response = await homeRoute.action({
      request: new Request("http://127.0.0.1/?index", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: fields,
      }),
      context,
      params: {},
    } as unknown as Parameters<typeof homeRoute.action>[0]);
    return response as unknown as { init: ResponseInit | null; data: ContactFormResult };
  }

  it("refuses an amount no model has, with the field's message, and stores nothing", async () => {
    const before = await database.db.select().from(formSubmissions);
    const answer = await postLead("R$ 10.000");
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      status: "error",
      fieldErrors: { investmentAmount: contactMessages.investmentAmount },
    });
    expect(await database.db.select().from(formSubmissions)).toHaveLength(before.length);
  });

  it("accepts each published model's price", async () => {
    const { models } = await readSections(request("/"), context, ["models"]);
    for (const model of franchiseModelsFrom(models)) {
      const cashOnly = model.slug === "basic";
      const answer = await postLead(
        model.investmentLabel,
        cashOnly ? "À vista" : "Parcelamento Cartão",
      ).catch((thrown: unknown) => thrown);
      // A stored lead goes on to the thank-you page (303), as without JavaScript.
      expect(answer instanceof Response ? answer.status : answer, model.name).toBe(303);
    }
    const stored = await database.db.select().from(formSubmissions);
    expect(stored.map((lead) => lead.data.investmentAmount)).toEqual(
      expect.arrayContaining(franchiseModelsFrom(models).map((model) => model.investmentLabel)),
    );
  });
});
