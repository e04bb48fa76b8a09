import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sections } from "~/content/registry/sections";
import { company } from "~/content/registry/sections/company";
import { modelsSection } from "~/content/registry/sections/models";
import { startServerWithAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import { contactFormData } from "../support/contact-lead";
import { editorFormData } from "../support/editor-form";
import type { ServerProcess } from "../support/server-process";

/**
 * Texts made from other published values follow them: after the admin publishes new model
 * figures, a new Basic price and a new trading name, the home page says the new values
 * everywhere (head, sharing tags, consent line, card highlights, the cash-only refusal) and the
 * old ones nowhere.
 */

/** Every text of a value (its string leaves). */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(textsOf);
  return [];
}

/** HTML as the server escapes text in it (and JSON-LD leaves it). */
const escaped = (text: string) => [
  text,
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;"),
];

const asFields = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));

describe("derived texts follow the published values", () => {
  let server: ServerProcess;
  let asAdmin: Visitor;

  beforeAll(async () => {
    ({ server, asAdmin } = await startServerWithAdmin());
  });
  afterAll(() => server?.stop());

  async function publish(id: string, fields: Parameters<typeof editorFormData>[0], value: unknown) {
    const answer = await asAdmin.post(`/admin/content/${id}`, {
      ...asFields(editorFormData(fields, value)),
      intent: "publish",
    });
    expect(answer.status, answer.text.slice(0, 300)).toBe(303);
  }

  it("the home page shows the new trading name, figures and Basic price, and none of the old", async () => {
    const models = structuredClone(modelsSection.defaults);
    models.loja.figures.revenue = { min: 35_000, max: 70_000 };
    models.loja.figures.paybackMonths = { min: 10, max: 16 };
    models.basic.price = 9_500;
    await publish("models", modelsSection.fields, models);
    await publish("company", company.fields, {
      ...company.defaults,
      tradingName: "Cota Certa",
      legalName: "Cota Certa Franquias Ltda.",
    });
    await publish("logo", sections.logo.fields, { ...sections.logo.defaults, text: "Cota Certa" });

    const home = await new Visitor(server.url).get("/");
    expect(home.status).toBe(200);
    const html = home.text;
    expect(html).toContain("<title>Cota Certa | Franquia de soluções financeiras</title>");
    expect(html).toContain('<meta property="og:site_name" content="Cota Certa"');
    expect(html).toContain(
      '<meta property="og:title" content="Cota Certa | Franquia de soluções financeiras"',
    );
    expect(html).toContain(
      '<meta name="twitter:title" content="Cota Certa | Franquia de soluções financeiras"',
    );
    expect(html).toContain("autorizo a Cota Certa a entrar em contato");
    expect(html).toContain("Faturamento de R$ 35.000 a R$ 70.000");
    expect(html).toContain("Payback de 10 a 16 meses");
    expect(html).toContain("R$ 9.500");
    // The texts the team writes in other sections (the hero, the FAQ, the videos' titles) are
    // theirs to edit; every other mention of the name follows the company section.
    const written = ["hero.home", "faq", "videos"].flatMap((id) =>
      textsOf(sections[id as "faq"].defaults).filter((text) => text.includes("Cota Fácil")),
    );
    expect(written.length).toBeGreaterThan(0);
    let rest = html;
    for (const text of written.flatMap(escaped)) rest = rest.split(text).join("");
    const left = [...rest.matchAll(/.{0,60}Cota Fácil.{0,30}/g)].map((m) => m[0]);
    expect(left).toEqual([]);
    expect(html).not.toContain("R$ 30.000 a R$ 60.000");
    expect(html).not.toContain("12 a 18 meses");
    expect(html).not.toContain("8.997");

    // The cash-only rule names the new entry price.
    const refused = await new Visitor(server.url, { localAddress: "127.0.6.1" }).post(
      "/?index",
      asFields(contactFormData({ investmentAmount: "R$ 9.500", paymentMethod: "Parcelamento Cartão" })),
    );
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Para o investimento de R$ 9.500 o pagamento é somente à vista");
    expect(refused.text).not.toContain("8.997");
  });

  it("the dashboard's leads by amount are grouped by the prices the form offers now", async () => {
    const page = await asAdmin.get("/admin");
    expect(page.status).toBe(200);
    expect(page.text).toContain("R$ 9.500");
    expect(page.text).not.toContain("R$ 8.997");
  });
});
