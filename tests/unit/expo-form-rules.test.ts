import { describe, expect, it } from "vitest";
import {
  expoDayOptions,
  expoInvestmentOptions,
  expoMessages,
  expoTimeOptions,
  isSlotOpen,
} from "~/forms/expo";
import { expoSchema } from "~/forms/expo-schema";
import { currentMarketValues } from "~/forms/options";

const valid = {
  name: "Beatriz Lima",
  email: "beatriz@example.com.br",
  phone: "(11) 98765-4321",
  city: "Guarulhos",
  currentMarket: "Corretor de imóveis",
  investment: "25k-50k",
  preferred_day: "sabado-27",
  preferred_time: "19h-21h",
  message: "Quero conhecer o modelo Loja.",
  consent: "on",
};

function errorsOf(input: Record<string, string | undefined>) {
  const result = expoSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe("expo form rules", () => {
  it("accepts a complete registration", () => {
    expect(expoSchema.safeParse(valid).success).toBe(true);
  });

  it("answers each required field with the spec's message", () => {
    expect(errorsOf({ consent: "on" })).toEqual({
      name: "Nome é obrigatório",
      email: "E-mail é obrigatório",
      phone: "Telefone é obrigatório",
      city: "Cidade é obrigatória",
      currentMarket: "Selecione seu mercado",
      preferred_day: "Selecione um dia",
      preferred_time: "Selecione um horário",
    });
  });

  it("treats blank text as missing", () => {
    expect(errorsOf({ ...valid, name: "   ", city: " " })).toEqual({
      name: "Nome é obrigatório",
      city: "Cidade é obrigatória",
    });
  });

  it("leaves investment and message optional, stored as empty text", () => {
    const result = expoSchema.parse({ ...valid, investment: undefined, message: undefined });
    expect(result.investment).toBe("");
    expect(result.message).toBe("");
    expect(expoSchema.parse({ ...valid, investment: "", message: "" }).investment).toBe("");
  });

  it("offers the spec's options and no others", () => {
    expect(expoDayOptions.map((o) => o.value)).toEqual(["quinta-25", "sexta-26", "sabado-27", "domingo-28"]);
    expect(expoTimeOptions.map((o) => o.value)).toEqual(["13h-15h", "15h-17h", "17h-19h", "19h-21h"]);
    expect(expoInvestmentOptions.map((o) => o.value)).toEqual([
      "ate-25k",
      "25k-50k",
      "50k-100k",
      "acima-100k",
    ]);
    expect(expoInvestmentOptions[0].label).toBe("Até R$ 25 mil");
    expect(errorsOf({ ...valid, preferred_day: "segunda-29" })).toEqual({
      preferred_day: "Selecione um dia",
    });
    expect(errorsOf({ ...valid, preferred_time: "21h-23h" })).toEqual({
      preferred_time: "Selecione um horário",
    });
    expect(errorsOf({ ...valid, investment: "1-milhao" })).toEqual({ investment: expoMessages.investment });
    expect(errorsOf({ ...valid, currentMarket: "Astronauta" })).toEqual({
      currentMarket: "Selecione seu mercado",
    });
  });

  it("takes every current-market choice of the contact form", () => {
    for (const market of currentMarketValues) {
      expect(expoSchema.safeParse({ ...valid, currentMarket: market }).success).toBe(true);
    }
  });

  it("refuses Sunday 19h-21h (the fair closes at 19h that day), every other slot is open", () => {
    expect(errorsOf({ ...valid, preferred_day: "domingo-28", preferred_time: "19h-21h" })).toEqual({
      preferred_time: "Domingo: atendimento até 19h",
    });
    for (const day of expoDayOptions) {
      for (const time of expoTimeOptions) {
        const open = !(day.value === "domingo-28" && time.value === "19h-21h");
        expect(isSlotOpen(day.value, time.value)).toBe(open);
        expect(
          expoSchema.safeParse({ ...valid, preferred_day: day.value, preferred_time: time.value }).success,
        ).toBe(open);
      }
    }
  });

  it("shows the Sunday message together with the other errors", () => {
    const errors = errorsOf({ preferred_day: "domingo-28", preferred_time: "19h-21h", consent: "on" });
    expect(errors.preferred_time).toBe("Domingo: atendimento até 19h");
    expect(errors.name).toBe("Nome é obrigatório");
  });

  it("checks the e-mail and phone formats and asks for consent", () => {
    expect(errorsOf({ ...valid, email: "beatriz@" })).toEqual({ email: "Informe um e-mail válido" });
    expect(errorsOf({ ...valid, phone: "1234" })).toEqual({ phone: "Informe um telefone com DDD" });
    expect(errorsOf({ ...valid, consent: undefined })).toEqual({
      consent: "Para agendar, aceite a Política de Privacidade",
    });
  });

  it("bounds the free text", () => {
    expect(errorsOf({ ...valid, message: "a".repeat(2001) })).toHaveProperty("message");
    expect(errorsOf({ ...valid, name: "a".repeat(121) })).toHaveProperty("name");
  });
});
