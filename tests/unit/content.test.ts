import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { verifiedSealId, verifiedSealIndex } from "~/content/awards";
import { hero } from "~/content/home";
import { franchiseModelsFrom, investmentChoicesFrom } from "~/content/models";
import { awardsSection } from "~/content/registry/sections/awards";
import { benefitsSection } from "~/content/registry/sections/benefits";
import { faq } from "~/content/registry/sections/faq";
import { modelsSection } from "~/content/registry/sections/models";
import { partnersSection } from "~/content/registry/sections/partners";
import { stepsSection } from "~/content/registry/sections/steps";
import { testimonialsSection } from "~/content/registry/sections/testimonials";
import { videos } from "~/content/registry/sections/videos";
import { investmentAmounts, shippedInvestmentChoices } from "~/forms/options";
import { videoEmbedUrl } from "~/lib/youtube";

// The shipped values of the editable sections (app/content/registry/sections/).
const benefits = benefitsSection.defaults.items;
const steps = stepsSection.defaults.items;
const testimonials = testimonialsSection.defaults.items;
const partners = partnersSection.defaults.items;
const awardSeals = awardsSection.defaults.items;
const franchiseModels = franchiseModelsFrom(modelsSection.defaults);
const faqItems = faq.defaults.items;
const videoTestimonials = videos.defaults.testimonials;
const aboutVideo = videos.defaults.about;

const publicFile = (url: string) => path.resolve("public", url.replace(/^\//, ""));
const brl = (value: number) => `R$ ${value.toLocaleString("pt-BR")}`;

describe("home page content: counts of each list", () => {
  it("has the hero stats worded as one phrase each", () => {
    expect(hero.stats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
      "+10 Premiações",
      "+1000 Franqueados",
      "R$ 1,5 milhão Vendas/mês",
    ]);
    expect(hero.primaryCta.href).toBe("#contato");
    expect(hero.secondaryCta.href).toBe("#franquias");
  });

  it("has 8 benefits, 4 steps, 3 testimonials, 3 videos and 6 FAQ items", () => {
    expect(benefits).toHaveLength(8);
    expect(steps.map((step) => step.title)).toEqual([
      "Assinatura do contrato",
      "Treinamento inicial",
      "Início das operações",
      "Sucesso e crescimento",
    ]);
    expect(testimonials).toHaveLength(3);
    expect(videoTestimonials).toHaveLength(3);
    expect(faqItems).toHaveLength(6);
  });

  it("states the published claims in benefits and FAQ", () => {
    const benefitText = benefits.map((benefit) => `${benefit.title} ${benefit.text}`).join(" ");
    for (const claim of [
      "R$ 25.000",
      "300%",
      "280",
      "Suporte diário",
      "Marketing pronto",
      "SUSEP",
      "7 anos",
    ]) {
      expect(benefitText).toContain(claim);
    }
    expect(benefitText).toContain("1000 franquias");
    expect(benefitText).toContain("R$ 500 milhões");
    const faqText = faqItems.map((item) => item.answer).join(" ");
    for (const claim of [
      "R$ 25.000 e R$ 50.000",
      "R$ 20.000 a R$ 100.000",
      "6 a 12 meses",
      "20.000 imóveis",
      "7 anos",
    ]) {
      expect(faqText).toContain(claim);
    }
  });

  it("gives every video an id, a local thumbnail and a privacy-enhanced player address", () => {
    for (const video of [...videoTestimonials, aboutVideo]) {
      expect(video.video).toMatch(/^[\w-]{11}$/);
      expect(existsSync(publicFile(video.poster))).toBe(true);
      expect(videoEmbedUrl(video.video)).toBe(
        `https://www.youtube-nocookie.com/embed/${video.video}?autoplay=1`,
      );
    }
    for (const video of videoTestimonials) {
      expect(video.franchisee && video.location && video.model && video.description).toBeTruthy();
    }
  });
});

describe("franchise models", () => {
  it("lists the five models with their shipped investments", () => {
    expect(franchiseModels.map((model) => [model.name, model.investment, model.investmentLabel])).toEqual([
      ["Basic", 8997, "R$ 8.997"],
      ["Home", 14997, "R$ 14.997"],
      ["Office", 19997, "R$ 19.997"],
      ["Loja", 44997, "R$ 44.997"],
      ["Prime", 99997, "R$ 99.997"],
    ]);
    for (const model of franchiseModels) {
      expect(model.investmentLabel).toBe(brl(model.investment));
      expect(model.path).toBe(`/modelo-${model.slug}`);
    }
  });

  it("offers the lead form one amount per model, Home's preselected and Basic's paid in cash", () => {
    const choices = investmentChoicesFrom(modelsSection.defaults);
    expect(choices).toEqual({
      amounts: franchiseModels.map((model) => model.investmentLabel),
      defaultAmount: "R$ 14.997",
      cashOnlyAmount: "R$ 8.997",
    });
    // The dashboard's breakdown and the rules' fallback use the shipped amounts: the same.
    expect(choices.amounts).toEqual([...investmentAmounts]);
    expect(choices).toEqual(shippedInvestmentChoices);
  });

  it("highlights only Loja, as 'Mais procurado'", () => {
    const highlighted = franchiseModels.filter((model) => model.highlighted);
    expect(highlighted.map((model) => [model.slug, model.badge])).toEqual([["loja", "Mais procurado"]]);
  });

  it("carries the published figures of each model", () => {
    const [basic, home, office, loja, prime] = franchiseModels;
    expect(basic.figures.monthlyRevenue).toMatchObject({ min: 15000, max: 25000 });
    expect(basic.figures.firstResultsDays).toMatchObject({ min: 30, max: 60 });
    expect(basic.figures.commissionPercent).toMatchObject({ min: 80, max: 300 });
    expect(home.figures).toMatchObject({
      revenuePotential: { value: 1_000_000 },
      paybackMonths: { min: 6, max: 12 },
      noAdvertisingFee: true,
      noRoyalties: true,
      installments: true,
    });
    expect(office.figures).toMatchObject({
      revenue: { min: 500_000, max: 1_000_000 },
      paybackMonths: { min: 8, max: 14 },
    });
    expect(loja.figures).toMatchObject({
      revenue: { min: 30_000, max: 60_000 },
      paybackMonths: { min: 12, max: 18 },
    });
    expect(prime.figures).toMatchObject({
      revenue: { min: 60_000, max: 120_000 },
      paybackMonths: { min: 18, max: 24 },
      storePlusCallCenter: true,
    });
    for (const model of franchiseModels) {
      for (const range of [
        model.figures.monthlyRevenue,
        model.figures.revenue,
        model.figures.averageMonthlyBilling,
      ]) {
        if (range) expect(range.label).toBe(`${brl(range.min)} a ${brl(range.max)}`);
      }
    }
  });
});

describe("partners and award seals", () => {
  it("has 28 partners with unique ids and existing logo files", () => {
    expect(partners).toHaveLength(28);
    expect(new Set(partners.map((partner) => partner.image)).size).toBe(28);
    expect(new Set(partners.map((partner) => partner.name)).size).toBe(28);
    for (const partner of partners) {
      expect(existsSync(publicFile(partner.image)), partner.image).toBe(true);
    }
  });

  it("has 8 seals, the first being the verified-company placeholder", () => {
    expect(awardSeals).toHaveLength(8);
    expect(verifiedSealIndex(awardSeals)).toBe(0);
    expect(verifiedSealId).toBe("ra-verified-seal");
    expect(awardSeals.filter((seal) => seal.image === "")).toHaveLength(1);
    for (const seal of awardSeals) {
      if (seal.image) expect(existsSync(publicFile(seal.image)), seal.image).toBe(true);
    }
  });
});
