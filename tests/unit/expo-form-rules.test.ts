import { describe, expect, it } from "vitest";
import { expo } from "~/content/registry/sections/expo";
import { expoInvestmentOptions, expoMessages } from "~/forms/expo";
import { dayOptions, openingHours, slotProblem, timeOptions, weekdaysText } from "~/forms/expo-schedule";
import { expoSchema as schemaFor } from "~/forms/expo-schema";

// The shipped event (25–28 June 2025), checked on a day before it opens.
const event = expo.defaults;
const beforeTheFair = "2025-06-20";
const expoSchema = schemaFor(event, beforeTheFair);
const expoDayOptions = dayOptions(event, beforeTheFair);
const expoTimeOptions = timeOptions(event, beforeTheFair);

import { currentMarketValues } from "~/forms/options";

const valid = {
  name: "Beatriz Lima",
  email: "beatriz@example.com.br",
  phone: "(11) 98765-4321",
  city: "Guarulhos",
  currentMarket: "Corretor de imóveis",
  investment: "25k-50k",
  preferred_day: "2025-06-27",
  preferred_time: "19h-21h",
  message: "Quero conhecer o modelo Loja.",
  consent: "on",
};

function errorsOf(input: Record<string, string | undefined>) {
  return errorsWith(expoSchema, input);
}

function errorsWith(schema: ReturnType<typeof schemaFor>, input: Record<string, string | undefined>) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe("expo form rules", () => {
  it("accepts a complete registration", () => {
    expect(expoSchema.safeParse(valid).success).toBe(true);
  });

  it("answers each required field with its own message", () => {
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

  it("offers the event's days, hours and investment ranges, and no others", () => {
    expect(expoDayOptions).toEqual([
      { value: "2025-06-25", label: "Quinta-feira, 25 de junho" },
      { value: "2025-06-26", label: "Sexta-feira, 26 de junho" },
      { value: "2025-06-27", label: "Sábado, 27 de junho" },
      { value: "2025-06-28", label: "Domingo, 28 de junho" },
    ]);
    expect(expoTimeOptions.map((o) => o.value)).toEqual(["13h-15h", "15h-17h", "17h-19h", "19h-21h"]);
    expect(expoInvestmentOptions.map((o) => o.value)).toEqual([
      "ate-25k",
      "25k-50k",
      "50k-100k",
      "acima-100k",
    ]);
    expect(expoInvestmentOptions[0].label).toBe("Até R$ 25 mil");
    expect(errorsOf({ ...valid, preferred_day: "2025-06-29" })).toEqual({
      preferred_day: "Escolha um dos dias do evento",
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

  it("refuses 19h-21h on the last day (the fair closes at 19h that day), every other slot is open", () => {
    expect(errorsOf({ ...valid, preferred_day: "2025-06-28", preferred_time: "19h-21h" })).toEqual({
      preferred_time: "Domingo: atendimento até 19h",
    });
    for (const day of expoDayOptions) {
      for (const time of expoTimeOptions) {
        const open = !(day.value === "2025-06-28" && time.value === "19h-21h");
        expect(
          expoSchema.safeParse({ ...valid, preferred_day: day.value, preferred_time: time.value }).success,
        ).toBe(open);
      }
    }
  });

  it("shows the closing-time message together with the other errors", () => {
    const errors = errorsOf({ preferred_day: "2025-06-28", preferred_time: "19h-21h", consent: "on" });
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

describe("expo form rules follow the event's days (the `expo` section)", () => {
  const future = {
    ...event,
    days: [
      { date: "2031-03-14", opens: "10:00", closes: "18:00" },
      { date: "2031-03-15", opens: "14:00", closes: "20:00" },
    ],
  };

  it("offers only the event's days, from today on, and each day's own hours", () => {
    expect(dayOptions(future, "2031-03-01").map((o) => o.value)).toEqual(["2031-03-14", "2031-03-15"]);
    expect(dayOptions(future, "2031-03-15").map((o) => o.value)).toEqual(["2031-03-15"]);
    expect(timeOptions(future, "2031-03-15").map((o) => o.value)).toEqual(["14h-16h", "16h-18h", "18h-20h"]);
  });

  it("refuses a day outside the event, a day already past and any day once the event has ended", () => {
    const on = (today: string, day: string, time = "16h-18h") =>
      errorsWith(schemaFor(future, today), { ...valid, preferred_day: day, preferred_time: time });
    expect(on("2031-03-01", "2031-03-14")).toEqual({});
    expect(on("2031-03-01", "2031-03-16")).toEqual({ preferred_day: "Escolha um dos dias do evento" });
    expect(on("2031-03-15", "2031-03-14")).toEqual({
      preferred_day: "Esta data já passou: escolha um dos próximos dias do evento",
    });
    expect(on("2031-03-16", "2031-03-15")).toEqual({
      preferred_day: "O evento foi encerrado e não recebe mais agendamentos.",
    });
    expect(on("2031-03-01", "2031-03-15", "10h-12h")).toEqual({
      preferred_time: "Sábado: atendimento a partir das 14h",
    });
  });

  it("says nothing about the hour of a chosen day until an hour is chosen", () => {
    expect(slotProblem(future, "2031-03-15", "")).toBeNull();
    expect(slotProblem(future, "2031-03-15", "10h-12h")).toBe("Sábado: atendimento a partir das 14h");
    // Sent without an hour, the form asks for one, and only that.
    expect(
      errorsWith(schemaFor(future, "2031-03-01"), {
        ...valid,
        preferred_day: "2031-03-15",
        preferred_time: "",
      }),
    ).toEqual({ preferred_time: expoMessages.preferred_time });
  });
});

describe("the event's weekdays as announced", () => {
  it("reads the shipped days as the fair announces them: Thursday to Sunday", () => {
    expect(weekdaysText(event)).toBe("Quinta a domingo");
    expect(openingHours(event)).toEqual([
      { days: "Quinta a sábado", time: "13h às 21h" },
      { days: "Domingo", time: "13h às 19h" },
    ]);
  });

  it("names a day without a weekday by its date, as a value stored before the names existed", () => {
    const stored = {
      ...event,
      days: event.days.map(({ weekday: _name, ...day }) => day),
    };
    const parsed = expo.schema.parse(stored);
    expect(parsed.days.map((day) => day.weekday)).toEqual(["", "", "", ""]);
    expect(weekdaysText(parsed)).toBe("Quarta a sábado");
    expect(dayOptions(parsed, beforeTheFair)[0].label).toBe("Quarta-feira, 25 de junho");
  });

  it("accepts only the listed weekdays", () => {
    const days = [{ ...event.days[0], weekday: "feriado" }];
    const result = expo.schema.safeParse({ ...event, days });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("Escolha um dia da semana da lista");
  });
});
