import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { sections } from "~/content/registry/sections";
import { company, defaultWhatsappMessage } from "~/content/registry/sections/company";
import { expo } from "~/content/registry/sections/expo";
import { faq } from "~/content/registry/sections/faq";
import { videos } from "~/content/registry/sections/videos";
import { companyContact } from "~/lib/company";

/** The first message zod gives for a value, with the path it is about. */
function refusal(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const [issue] = result.error.issues;
  return { path: issue.path.join("."), message: issue.message };
}

describe("the company, expo, FAQ and video sections", () => {
  it("are in the registry under their ids, and their defaults pass their own schema unchanged", () => {
    for (const section of [company, expo, faq, videos]) {
      expect(sections[section.id as keyof typeof sections]).toBe(section);
      expect(section.schema.parse(section.defaults)).toEqual(section.defaults);
      expect(section.fields.length).toBeGreaterThan(0);
      expect(section.shownOn.length).toBeGreaterThan(0);
    }
  });

  it("declare a labelled field for every key of their value", () => {
    for (const section of [company, expo, faq, videos]) {
      expect(section.fields.map((field) => field.name).sort()).toEqual(Object.keys(section.defaults).sort());
    }
  });

  it("company: checks the CNPJ's digits and the phones, in Portuguese, and stores them as shown", () => {
    const { defaults, schema } = company;
    expect(refusal(schema, { ...defaults, cnpj: "11.222.333/0001-82" })).toEqual({
      path: "cnpj",
      message: "Informe um CNPJ válido (00.000.000/0000-00): os dígitos verificadores não conferem",
    });
    expect(refusal(schema, { ...defaults, whatsapp: "(11) 4000-1234" })).toEqual({
      path: "whatsapp",
      message: "Informe um celular brasileiro com DDD (11 dígitos), por exemplo (11) 99999-1234",
    });
    expect(refusal(schema, { ...defaults, phone: "123" })?.message).toBe(
      "Informe um telefone brasileiro com DDD, por exemplo (11) 4000-1234",
    );
    expect(refusal(schema, { ...defaults, email: "contato@" })?.message).toBe("Informe um e-mail válido");
    expect(refusal(schema, { ...defaults, legalName: " " })?.message).toBe("Informe a razão social");
    const real = schema.parse({ ...defaults, cnpj: "11222333000181", whatsapp: "+55 21 98765-4321" });
    expect(real).toMatchObject({ cnpj: "11.222.333/0001-81", whatsapp: "(21) 98765-4321" });
  });

  it("company: a value stored before the WhatsApp message existed still reads, with the shipped message", () => {
    const { whatsappMessage: _, ...storedBefore } = company.defaults;
    const read = company.schema.parse(storedBefore);
    expect(read.whatsappMessage).toBe(defaultWhatsappMessage);
    expect(company.schema.parse({ ...company.defaults, whatsappMessage: "" }).whatsappMessage).toBe("");
    expect(refusal(company.schema, { ...company.defaults, whatsappMessage: "x".repeat(301) })?.path).toBe(
      "whatsappMessage",
    );
    expect(company.fields.map((field) => field.name)).toContain("whatsappMessage");
  });

  it("company: every WhatsApp link opens the chat with the message naming the page it is on", () => {
    const chat = (path: string, value = company.defaults) =>
      new URL(companyContact(value, path).whatsappHref).searchParams.get("text");
    expect(chat("/modelo-prime")).toBe("Olá! Vim pela página “Franquia Prime” do site da Cota Fácil.");
    expect(chat("/")).toContain("“Início”");
    expect(chat("/modelo-basic")).toContain("“Franquia Basic”");
    expect(chat("/segmentos/eletro")).toContain("“Lojas de eletro”");
    expect(chat("/thank-you")).toContain("“Obrigado”");
    expect(chat("/pagina-que-nao-existe")).toContain("“/pagina-que-nao-existe”");
    const edited = {
      ...company.defaults,
      tradingName: "Rede $& Cia",
      whatsappMessage: "Oi, {empresa}! Estou em {página} & quero 100% de info?",
    };
    expect(chat("/termos", edited)).toBe("Oi, Rede $& Cia! Estou em Termos de Uso & quero 100% de info?");
    expect(companyContact(edited, "/termos").whatsappHref).toBe(
      `https://wa.me/5511999991234?text=${encodeURIComponent("Oi, Rede $& Cia! Estou em Termos de Uso & quero 100% de info?")}`,
    );
    // An empty message: the chat opens with nothing written.
    expect(companyContact({ ...company.defaults, whatsappMessage: "" }, "/").whatsappHref).toBe(
      "https://wa.me/5511999991234",
    );
  });

  it("company: lists the shipped phone, WhatsApp, CNPJ, e-mails and address as example values until they are replaced", () => {
    expect(company.exampleValues?.(company.defaults).map((item) => item.field)).toEqual([
      "phone",
      "whatsapp",
      "cnpj",
      "email",
      "privacyEmail",
      "address.street",
    ]);
    const replaced = company.schema.parse({
      ...company.defaults,
      phone: "(48) 3222-1000",
      whatsapp: "(48) 99123-4567",
      cnpj: "11.222.333/0001-81",
      email: "contato@redeexemplo.com.br",
      privacyEmail: "privacidade@redeexemplo.com.br",
      address: {
        street: "Rua Felipe Schmidt, 500 – Centro",
        city: "Florianópolis",
        region: "SC",
        postalCode: "88010-001",
      },
    });
    expect(company.exampleValues?.(replaced)).toEqual([]);
  });

  it("expo: days in order with closing after opening, a YouTube video, in Portuguese", () => {
    const { defaults, schema } = expo;
    const [first, second] = defaults.days;
    expect(refusal(schema, { ...defaults, days: [second, first] })).toEqual({
      path: "days.1.date",
      message: "Liste os dias em ordem, sem repetir datas",
    });
    expect(refusal(schema, { ...defaults, days: [{ ...first, closes: "12:00" }] })).toEqual({
      path: "days.0.closes",
      message: "O fechamento deve ser depois da abertura",
    });
    expect(refusal(schema, { ...defaults, days: [{ ...first, date: "2025-02-30" }] })?.message).toBe(
      "Informe uma data válida (dd/mm/aaaa)",
    );
    expect(refusal(schema, { ...defaults, days: [] })?.message).toBe("Informe ao menos um dia do evento");
    expect(refusal(schema, { ...defaults, video: { ...defaults.video, video: "vimeo.com/1" } })?.path).toBe(
      "video.video",
    );
    expect(
      schema.parse({ ...defaults, video: { ...defaults.video, video: "https://youtu.be/dQw4w9WgXcQ" } }).video
        .video,
    ).toBe("dQw4w9WgXcQ");
    expect(expo.exampleValues?.(defaults)).toEqual([{ field: "video.video", label: expect.any(String) }]);
  });

  it("faq: at least one question, each with its answer, no question twice", () => {
    const { defaults, schema } = faq;
    expect(refusal(schema, { items: [] })?.message).toBe("Mantenha ao menos uma pergunta");
    expect(refusal(schema, { items: [{ question: "Pergunta?", answer: "" }] })).toEqual({
      path: "items.0.answer",
      message: "Informe a resposta",
    });
    expect(refusal(schema, { items: [defaults.items[0], defaults.items[0]] })?.message).toBe(
      "Esta pergunta já está na lista",
    );
    expect(schema.parse({ items: [...defaults.items].reverse() }).items[0]).toEqual(defaults.items[5]);
  });

  it("videos: a YouTube address or id per video, stored as the id; the carousel needs one; example ids listed", () => {
    const { defaults, schema } = videos;
    const [first] = defaults.testimonials;
    expect(refusal(schema, { ...defaults, testimonials: [] })?.message).toBe(
      "O carrossel precisa de ao menos um vídeo",
    );
    expect(refusal(schema, { ...defaults, testimonials: [{ ...first, video: "não é vídeo" }] })?.path).toBe(
      "testimonials.0.video",
    );
    expect(
      refusal(schema, { ...defaults, testimonials: [{ ...first, poster: "javascript:alert(1)" }] })?.path,
    ).toBe("testimonials.0.poster");
    const edited = schema.parse({
      ...defaults,
      testimonials: [{ ...first, video: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", poster: "" }],
    });
    expect(edited.testimonials[0]).toMatchObject({ video: "dQw4w9WgXcQ", poster: "" });
    expect(videos.exampleValues?.(defaults).map((item) => item.field)).toEqual([
      "testimonials.0.video",
      "testimonials.1.video",
      "testimonials.2.video",
      "about.video",
    ]);
    expect(videos.exampleValues?.(edited).map((item) => item.field)).toEqual(["about.video"]);
  });
});
