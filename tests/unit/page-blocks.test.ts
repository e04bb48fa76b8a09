import { describe, expect, it } from "vitest";
import { anchorClashes, linksToMissingAnchors, linksToMissingPages } from "~/content/pages/block-anchors";
import { blockDefinition, blockTypes, isBlockLink, siteValueOfBlock } from "~/content/pages/blocks";
import { pageDocument, pageTemplates } from "~/content/pages/page-document";
import { expoPageDescription } from "~/content/pages/shipped/expo-page";
import { shippedDefaultDocument } from "~/content/pages/shipped-documents";
import { templateDocument } from "~/content/pages/templates";
import { publicPages } from "~/content/registry/pages";
import { sections } from "~/content/registry/sections";
import { searchAndSharingKey } from "~/content/registry/sections/search-and-sharing";
import { answersAt } from "~/forms/redirects";

/**
 * The block registry and the templates "Nova página" starts from: every block a page can hold
 * starts valid, and every template gives a document the store accepts as it is.
 */

describe("the block registry", () => {
  it.each(Object.entries(blockTypes))("%s: its defaults pass its schema", (type, block) => {
    expect(block.type).toBe(type);
    const checked = block.schema.safeParse(block.defaults);
    expect(checked.error?.issues ?? []).toEqual([]);
  });

  it("names every block type of the plan", () => {
    expect(Object.keys(blockTypes).sort()).toEqual(
      [
        "about-video",
        "awards",
        "benefits",
        "call-to-action",
        "contact-form",
        "expo-event",
        "expo-schedule",
        "faq",
        "hero",
        // The solutions page's parts (decision 073).
        "hero-figures",
        // The home page's opening: the shipped home page's first block (decision 070).
        "home-hero",
        "image-text",
        // The text pages' blocks (decision 074).
        "legal-document",
        "model-advantages",
        "model-cards",
        // A model page's opening, investment cards and two-column sections (decision 071).
        "model-feature",
        "model-financial-details",
        "model-hero",
        "model-investment",
        // The not-found page's message (decision 079).
        "not-found",
        "partners",
        "rich-text",
        "roi",
        // A segment page's opening: the shipped segment pages' first block (decision 068).
        "segment",
        "segment-stats",
        "solutions-products",
        "solutions-ticker",
        "solutions-product-cards",
        "solutions-highlights",
        "solutions-models",
        "solutions-testimonials",
        "steps",
        "testimonials",
        "thank-you",
        "video-testimonials",
      ].sort(),
    );
    expect(blockDefinition("no-such-block")).toBeUndefined();
  });

  it("lets only the plain blocks repeat on a page (the others draw an element with a fixed id)", () => {
    const repeatable = Object.values(blockTypes)
      .filter((block) => !("oncePerPage" in block && block.oncePerPage))
      .map((block) => block.type);
    // A model page's two-column sections take their anchor from the block's id (training, integration…).
    expect(repeatable.sort()).toEqual(["call-to-action", "image-text", "model-feature", "rich-text"]);
  });

  it("moves a site-section block's own value with its section's schema version and migrations", () => {
    for (const block of Object.values(blockTypes)) {
      if (!("siteSection" in block) || !block.siteSection) continue;
      const section = sections[block.siteSection] as {
        schema: unknown;
        version?: number;
        migrations?: unknown;
      };
      if (block.schema !== section.schema) continue;
      expect(block.version, block.type).toBe(section.version);
      expect(block.migrations, block.type).toBe(section.migrations);
    }
  });

  it("gives a site-section block the site's value in the shape of its own", () => {
    for (const block of Object.values(blockTypes)) {
      if (!("siteSection" in block) || !block.siteSection) continue;
      const siteValue = siteValueOfBlock(
        block.type as keyof typeof blockTypes,
        sections[block.siteSection].defaults,
      );
      expect(block.schema.safeParse(siteValue).success, block.type).toBe(true);
    }
  });

  it("stores rich text as parts and spans, and refuses links a visitor must not follow", () => {
    const schema = blockTypes["rich-text"].schema;
    const value = {
      parts: [
        { kind: "heading", spans: [{ text: "Por que a Cota Fácil", style: "", href: "" }] },
        {
          kind: "paragraph",
          spans: [
            { text: "Leia ", style: "", href: "" },
            { text: "o nosso guia", style: "bold", href: "/solucoes-lucrativas" },
          ],
        },
        { kind: "bullet", spans: [{ text: "<b>sem HTML</b>", style: "", href: "" }] },
      ],
    };
    expect(schema.parse(value)).toEqual(value);
    const withScript = structuredClone(value);
    withScript.parts[1].spans[1].href = "javascript:alert(1)";
    const refused = schema.safeParse(withScript);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(["parts", 1, "spans", 1, "href"]);
    for (const good of ["#contato", "/segmentos/medicos", "https://exemplo.com.br/a"])
      expect(isBlockLink(good)).toBe(true);
    for (const bad of ["//evil.example", "javascript:alert(1)", "data:text/html,x", "/a b"])
      expect(isBlockLink(bad)).toBe(false);
  });

  it("refuses a button with a label and no address", () => {
    const schema = blockTypes["call-to-action"].schema;
    const value = { ...blockTypes["call-to-action"].defaults, secondary: { label: "Saiba mais", href: "" } };
    const checked = schema.safeParse(value);
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]?.path).toEqual(["secondary", "label"]);
  });
});

describe("the page templates", () => {
  const start = { title: "Franquia para médicos", path: "/segmentos/medicos" };

  it.each(pageTemplates)(
    "%s: its document passes the page schema and each own block its type's",
    (template) => {
      const document = templateDocument(template, start);
      const page = pageDocument.safeParse(document);
      expect(page.error?.issues ?? []).toEqual([]);
      expect(document.path).toBe(start.path);
      expect(document.title).toBe(start.title);
      const ids = document.blocks.map((block) => block.id);
      expect(new Set(ids).size).toBe(ids.length);
      // Its in-page links lead to blocks it holds, and its links to the site to shipped pages.
      expect(linksToMissingAnchors(document.blocks, blockDefinition)).toEqual([]);
      expect(linksToMissingPages(document.blocks, (path) => answersAt(path))).toEqual([]);
      for (const block of document.blocks) {
        const definition = blockDefinition(block.type);
        expect(definition, block.type).toBeDefined();
        if (block.source === "own") {
          const checked = definition?.schema.safeParse(block.value);
          expect(checked?.error?.issues ?? [], block.id).toEqual([]);
        } else {
          expect(definition?.siteSection, block.id).toBeDefined();
        }
      }
      // No two of its blocks draw the same element id (docs/decisions/077).
      expect(anchorClashes(document.blocks, blockDefinition), template).toEqual([]);
      for (const definition of Object.values(blockTypes)) {
        if (!("oncePerPage" in definition)) continue;
        expect(document.blocks.filter((block) => block.type === definition.type).length).toBeLessThanOrEqual(
          1,
        );
      }
    },
  );

  it("makes a campaign page that hides the header's navigation and ends with the contact form", () => {
    const document = templateDocument("campaign", { title: "Campanha de verão", path: "/campanha-verao" });
    expect(document.hideHeaderNav).toBe(true);
    expect(document.blocks.map((block) => block.type)).toEqual([
      "hero",
      "benefits",
      "call-to-action",
      "contact-form",
    ]);
    expect(templateDocument("segment", start).hideHeaderNav).toBe(false);
    expect(templateDocument("blank", start).blocks).toEqual([]);
  });

  it("starts an event page from the expo as published, with the offer texts as its own", () => {
    const published = structuredClone(sections.expo.defaults);
    published.name = "Expo ABF 2027";
    published.days = [{ date: "2027-06-24", opens: "10:00", closes: "20:00", weekday: "" }];
    const document = templateDocument(
      "event",
      { title: "Expo ABF 2027", path: "/expo-abf-2027" },
      { expo: published },
    );
    const event = document.blocks.find((block) => block.type === "expo-event");
    const value = event?.value as { name: string; days: unknown[]; offers: { benefits: { limit: string } } };
    expect(value.name).toBe("Expo ABF 2027");
    expect(value.days).toHaveLength(1);
    expect(value.offers.benefits.limit).toBe("Limitado aos 50 primeiros inscritos");
    expect(blockTypes["expo-event"].schema.safeParse(value).success).toBe(true);
    expect(document.blocks.map((block) => block.type)).toEqual(["expo-event", "expo-schedule"]);
    // The copy is the page's own: changing it leaves the section's value alone.
    value.days.length = 0;
    expect(published.days).toHaveLength(1);
  });
});

describe("the shipped segment pages' documents (decision 068)", () => {
  const values = {
    segments: structuredClone(sections.segments.defaults),
    "search-and-sharing": structuredClone(sections["search-and-sharing"].defaults),
  };

  it("gives a segment block with the site's value the segment its page's address names", () => {
    values.segments.bancarios.stats.partners = "+301";
    const shown = siteValueOfBlock("segment", values.segments, "/segmentos/bancarios") as {
      name: string;
      stats: { partners: string };
    };
    expect(shown.name).toBe("Bancários");
    expect(shown.stats.partners).toBe("+301");
    // Any other address: the first segment.
    expect(siteValueOfBlock("segment", values.segments, "/campanha")).toMatchObject({ name: "Advogados" });
  });

  it("draws no element id twice on any page the site ships (their default documents)", () => {
    const every = Object.fromEntries(
      Object.entries(sections).map(([id, section]) => [id, structuredClone(section.defaults)]),
    ) as unknown as typeof values;
    const documents = publicPages
      .map((page) => shippedDefaultDocument(page.path, every))
      .filter((document) => document !== null);
    expect(documents.length).toBe(17);
    for (const document of documents) {
      expect(anchorClashes(document.blocks, blockDefinition), document.path).toEqual([]);
      expect(linksToMissingAnchors(document.blocks, blockDefinition), document.path).toEqual([]);
      expect(
        linksToMissingPages(document.blocks, (path) => answersAt(path)),
        document.path,
      ).toEqual([]);
    }
  });

  it("builds each segment page's default document: today's blocks, the registry's title and links", () => {
    for (const slug of ["advogados", "bancarios", "contadores", "imobiliarias", "eletro"]) {
      const document = shippedDefaultDocument(`/segmentos/${slug}`, values);
      expect(pageDocument.safeParse(document).success, slug).toBe(true);
      expect(document?.blocks.map((block) => `${block.type}:${block.source}`)).toEqual([
        "segment:site",
        "model-cards:site",
        "steps:site",
        "testimonials:site",
        "awards:site",
        "contact-form:own",
      ]);
      expect(document?.nav).toEqual(["segments"]);
    }
    expect(shippedDefaultDocument("/campanha", values)).toBeNull();
  });

  it("takes the search fields the team wrote in 'Buscadores e compartilhamento'", () => {
    const key = Object.keys(values["search-and-sharing"]).find((name) => name.includes("eletro"));
    expect(key).toBeDefined();
    const search = values["search-and-sharing"] as Record<string, { title: string; robots: string }>;
    search[key as string] = {
      ...search[key as string],
      title: "Lojas de eletro na Cota Fácil",
      robots: "noindex",
    };
    const document = shippedDefaultDocument("/segmentos/eletro", values);
    expect(document?.seo).toMatchObject({ title: "Lojas de eletro na Cota Fácil", noindex: true });
    expect(document?.seo.description).toContain("parceiros");
  });
});

describe("the shipped expo page's document (decision 072)", () => {
  const values = {
    expo: structuredClone(sections.expo.defaults),
    "search-and-sharing": structuredClone(sections["search-and-sharing"].defaults),
  };

  it("builds the expo page's default document: the event's opening with the site's event, then the form", () => {
    const document = shippedDefaultDocument("/expo-abf-2025", values);
    expect(pageDocument.safeParse(document).success).toBe(true);
    expect(document?.blocks.map((block) => `${block.type}:${block.source}`)).toEqual([
      "expo-event:site",
      "expo-schedule:own",
    ]);
    expect(document?.nav).toEqual(["footer"]);
    // The search title is left to the page (it follows the event); the description invites.
    expect(document?.seo.title).toBe("");
    expect(document?.seo.description).toBe(expoPageDescription(values.expo, false));
    expect(document?.seo.description).toContain("Expo ABF 2025, de 25 a 28 de junho de 2025, em São Paulo");
  });

  it("takes the search fields the team wrote in 'Buscadores e compartilhamento'", () => {
    const search = values["search-and-sharing"] as Record<string, { title: string; description: string }>;
    const key = Object.keys(search).find((name) => name.includes("expo"));
    expect(key).toBeDefined();
    search[key as string] = { ...search[key as string], title: "Feira 2025", description: "Venha à feira." };
    const document = shippedDefaultDocument("/expo-abf-2025", values);
    expect(document?.seo).toMatchObject({ title: "Feira 2025", description: "Venha à feira." });
  });
});

describe("the shipped solutions page's document (decision 073)", () => {
  const values = { "search-and-sharing": structuredClone(sections["search-and-sharing"].defaults) };

  it("builds the default document: today's parts in today's order, the hero's texts its own", () => {
    const document = shippedDefaultDocument("/solucoes-lucrativas", values);
    expect(pageDocument.safeParse(document).success).toBe(true);
    expect(document?.blocks.map((block) => `${block.type}:${block.source}`)).toEqual([
      "solutions-ticker:site",
      "hero-figures:own",
      "solutions-product-cards:site",
      "solutions-models:site",
      "solutions-testimonials:site",
      "solutions-highlights:site",
      "contact-form:own",
    ]);
    expect(document?.blocks[1]?.value).toMatchObject({
      title: "Um portfólio completo de soluções financeiras para você lucrar",
      secondary: { label: "Ver soluções", href: "#produtos" },
      figures: [{ value: "280" }, { value: "Até 300%" }, { value: "+1000" }],
    });
    expect(document?.seo.title).toBe("Soluções lucrativas: mais de 280 produtos financeiros | Cota Fácil");
    expect(document?.title).toBe("Soluções lucrativas");
  });

  it("shows one list of the solutions section in each of its parts", () => {
    const solutions = structuredClone(sections.solutions.defaults);
    solutions.ticker = ["Só este"];
    expect(siteValueOfBlock("solutions-ticker", solutions)).toEqual({ ticker: ["Só este"] });
    expect(siteValueOfBlock("solutions-highlights", solutions)).toEqual({
      highlights: solutions.highlights,
    });
  });

  it("refuses a fourth key figure", () => {
    const hero = blockTypes["hero-figures"];
    const figures = [...hero.defaults.figures, { value: "24h", label: "de suporte" }];
    expect(hero.schema.safeParse({ ...hero.defaults, figures }).success).toBe(false);
  });
});

describe("the shipped home page's document (decision 070)", () => {
  const values = {
    "search-and-sharing": structuredClone(sections["search-and-sharing"].defaults),
  };

  it("builds the home page's default document: today's blocks in order, each with its section's value", () => {
    const document = shippedDefaultDocument("/", values);
    expect(pageDocument.safeParse(document).error?.issues ?? []).toEqual([]);
    expect(document?.blocks.map((block) => `${block.id}:${block.type}:${block.source}`)).toEqual([
      "inicio:home-hero:site",
      "franquias:model-cards:site",
      "beneficios:benefits:site",
      "como-funciona:steps:site",
      "depoimentos:testimonials:site",
      "depoimentos-video:video-testimonials:site",
      "faq:faq:site",
      "contato:contact-form:own",
      "sobre:about-video:site",
      "parceiros:partners:site",
      "premiacoes:awards:site",
    ]);
    // The contact form keeps the heading it had as code.
    expect(document?.blocks[7]?.value).toEqual({
      eyebrow: "Fale conosco",
      title: "Dê o primeiro passo para ter sua franquia",
      lead: "Preencha o formulário e um consultor de expansão apresenta o modelo ideal para o seu perfil, sem compromisso.",
    });
    expect(document).toMatchObject({
      path: "/",
      title: "Home",
      nav: ["header"],
      hideHeaderNav: false,
      seo: {
        title: "Cota Fácil | Franquia de soluções financeiras",
        description: expect.stringContaining("mais de 280 produtos financeiros"),
        image: "",
        noindex: false,
      },
    });
  });

  it("shows the home hero section's value in the home page's opening, and its search fields the team's", () => {
    const hero = { ...sections["hero.home"].defaults, title: "Uma franquia que cabe no seu bolso" };
    const shown = siteValueOfBlock("home-hero", hero, "/");
    expect(blockTypes["home-hero"].schema.parse(shown)).toMatchObject({
      title: "Uma franquia que cabe no seu bolso",
    });
    const search = values["search-and-sharing"] as Record<string, { title: string; robots: string }>;
    const key = searchAndSharingKey("/");
    search[key] = { ...search[key], title: "Cota Fácil: a franquia financeira", robots: "noindex" };
    const document = shippedDefaultDocument("/", values);
    expect(document?.seo).toMatchObject({ title: "Cota Fácil: a franquia financeira", noindex: true });
    expect(document?.seo.description).toContain("mais de 280 produtos financeiros");
  });
});

describe("the shipped text pages' documents (decision 074)", () => {
  const values = { "search-and-sharing": structuredClone(sections["search-and-sharing"].defaults) };

  it("builds /termos, /privacidade and /thank-you as one block using the company's value", () => {
    const expected = {
      "/termos": { block: "legal-document:site", title: "Termos de Uso", noindex: false },
      "/privacidade": { block: "legal-document:site", title: "Política de Privacidade", noindex: false },
      "/thank-you": { block: "thank-you:site", title: "Obrigado", noindex: true },
    };
    for (const [path, { block, title, noindex }] of Object.entries(expected)) {
      const document = shippedDefaultDocument(path, values);
      expect(pageDocument.safeParse(document).success, path).toBe(true);
      expect(document?.blocks.map((part) => `${part.type}:${part.source}`)).toEqual([block]);
      expect(document?.title).toBe(title);
      expect(document?.seo.noindex).toBe(noindex);
      // Their links are the footer's legal line, which a page document does not name.
      expect(document?.nav).toEqual([]);
    }
    expect(shippedDefaultDocument("/termos", values)?.seo.title).toBe("Termos de Uso | Cota Fácil");
  });

  it("builds /404 as one not-found block of its own value, never listed, with the 404's texts", () => {
    const document = shippedDefaultDocument("/404", values);
    expect(pageDocument.safeParse(document).success).toBe(true);
    expect(document?.blocks.map((part) => `${part.type}:${part.source}`)).toEqual(["not-found:own"]);
    expect(document?.blocks[0]?.value).toEqual({
      title: "Página não encontrada",
      text: "A página que você está tentando acessar não existe ou foi movida.",
      primary: { label: "Voltar para o início", href: "/" },
      secondary: { label: "Ir para o login", href: "/auth" },
    });
    expect(document?.title).toBe("Página não encontrada");
    expect(document?.seo).toMatchObject({
      title: "Página não encontrada | Cota Fácil",
      description: "A página que você está tentando acessar não existe ou foi movida.",
      noindex: true,
    });
    expect(document?.nav).toEqual([]);
  });

  it("lets the not-found block's buttons lead only to the site or to http(s), the second one optional", () => {
    const { schema, defaults } = blockTypes["not-found"];
    const withLinks = (primary: string, secondary: { label: string; href: string }) =>
      schema.safeParse({ ...defaults, primary: { label: "Ir", href: primary }, secondary }).success;
    expect(withLinks("/solucoes-lucrativas", { label: "Ajuda", href: "https://ajuda.example.com" })).toBe(
      true,
    );
    expect(withLinks("/", { label: "", href: "" })).toBe(true);
    expect(withLinks("javascript:alert(1)", { label: "", href: "" })).toBe(false);
    expect(withLinks("//outro.example.com", { label: "", href: "" })).toBe(false);
    expect(withLinks("/", { label: "Login", href: "data:text/html,oi" })).toBe(false);
    expect(withLinks("/", { label: "Login", href: "" })).toBe(false);
    expect(schema.safeParse({ ...defaults, title: "" }).success).toBe(false);
  });

  it("gives a legal document with the site's value the company's details and the document its address names", () => {
    const company = { ...structuredClone(sections.company.defaults), legalName: "Outra Razão Social Ltda." };
    expect(siteValueOfBlock("legal-document", company, "/privacidade")).toEqual({
      ...company,
      document: "privacidade",
    });
    expect(siteValueOfBlock("legal-document", company, "/termos")).toMatchObject({ document: "termos" });
    expect(siteValueOfBlock("legal-document", company, "/campanha")).toMatchObject({ document: "termos" });
    expect(blockTypes["legal-document"].schema.safeParse({ ...company, document: "cookies" }).success).toBe(
      false,
    );
    expect(siteValueOfBlock("thank-you", company, "/thank-you")).toEqual(company);
  });

  it("takes the search fields the team wrote for the legal pages", () => {
    const key = Object.keys(values["search-and-sharing"]).find((name) => name.includes("termos"));
    expect(key).toBeDefined();
    const search = values["search-and-sharing"] as Record<string, { description: string; robots: string }>;
    search[key as string] = {
      ...search[key as string],
      description: "As regras do site.",
      robots: "noindex",
    };
    const document = shippedDefaultDocument("/termos", values);
    expect(document?.seo).toMatchObject({ description: "As regras do site.", noindex: true });
  });
});

describe("the shipped model pages' documents (decision 071)", () => {
  const values = () => ({
    models: structuredClone(sections.models.defaults),
    "search-and-sharing": structuredClone(sections["search-and-sharing"].defaults),
  });
  const blocksOf = (path: string, given = values()) =>
    (shippedDefaultDocument(path, given)?.blocks ?? []).map((block) => `${block.type}:${block.id}`);

  it("builds each model page's default document from today's layout, every own value valid", () => {
    expect(blocksOf("/modelo-basic")).toEqual([
      "model-hero:inicio",
      "model-investment:investimento",
      "model-advantages:vantagens",
      "model-feature:treinamento",
      "roi:analise-roi",
      "contact-form:contato",
    ]);
    expect(blocksOf("/modelo-home")).not.toContain("roi:analise-roi");
    expect(blocksOf("/modelo-office")).toEqual([
      "model-hero:inicio",
      "model-advantages:vantagens",
      "model-financial-details:detalhes-financeiros",
      "model-feature:integracao",
      "model-feature:treinamento",
      "contact-form:contato",
    ]);
    expect(blocksOf("/modelo-loja")).toContain("model-feature:estrutura-da-loja");
    expect(blocksOf("/modelo-prime")).toContain("model-feature:call-center");
    for (const slug of ["basic", "home", "office", "loja", "prime"]) {
      const document = shippedDefaultDocument(`/modelo-${slug}`, values());
      expect(pageDocument.safeParse(document).success, slug).toBe(true);
      for (const block of document?.blocks ?? []) {
        if (block.source !== "own") continue;
        const checked = blockDefinition(block.type)?.schema.safeParse(block.value);
        expect(checked?.error?.issues ?? [], `${slug} ${block.id}`).toEqual([]);
      }
    }
  });

  it("writes the copy around the models section's figures, and takes the page's hero section", () => {
    const given = {
      ...values(),
      "hero.modelo-loja": { ...sections["hero.modelo-loja"].defaults, title: "Uma loja na sua cidade" },
    };
    given.models.loja.price = 123456;
    const document = shippedDefaultDocument("/modelo-loja", given);
    const blockValue = (type: string) => document?.blocks.find((block) => block.type === type)?.value;
    expect(blockValue("model-hero")).toMatchObject({
      title: "Uma loja na sua cidade",
      eyebrow: "Franquia Loja",
    });
    expect(JSON.stringify(blockValue("model-hero"))).toContain("123.456");
    expect(blockValue("model-financial-details")).toMatchObject({ name: "Loja" });
    expect(JSON.stringify(blockValue("model-financial-details"))).toContain("123.456");
    expect(document?.seo.title).toBe("Franquia Loja: presença física e credibilidade local | Cota Fácil");
  });
});
