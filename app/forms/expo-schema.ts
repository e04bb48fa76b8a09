import { z } from "zod";
import { expoInvestmentOptions, expoMaxLength, expoMessages as m } from "./expo";
import { dayProblem, type ExpoCalendar, slotProblem, slotsOf } from "./expo-schedule";
import { currentMarketValues } from "./options";
import { plainText } from "./plain-text";

/**
 * The expo form's rules, enforced by the server. The browser
 * checks the same through HTML constraints with these messages (no validation library ships to
 * the visitor, see docs/decisions/002). The day and hour must be one of the event's (the `expo`
 * section) and not in the past: `today` is Brasília's date.
 */

const required = (message: string) => plainText({ error: message }).min(1, { error: message });

const oneOf = (values: readonly string[], message: string) =>
  required(message).refine((v) => values.includes(v), { error: message });

const valuesOf = (options: readonly { value: string }[]) => options.map((option) => option.value);

/** Absent or empty means "not given"; anything else must be one of the options. */
const optionalOneOf = (values: readonly string[], message: string) =>
  plainText()
    .optional()
    .transform((v) => v ?? "")
    .refine((v) => v === "" || values.includes(v), { error: message });

export function expoSchema(calendar: ExpoCalendar, today: string) {
  const anySlot = new Set(calendar.days.flatMap((day) => slotsOf(day).map((slot) => slot.value)));
  return z
    .object({
      name: required(m.name).pipe(z.string().max(expoMaxLength.name, { error: "Nome muito longo" })),
      email: required(m.email).pipe(z.email({ error: m.emailFormat }).max(expoMaxLength.email)),
      phone: required(m.phone).refine((v) => /^\d{10,11}$/.test(v.replace(/\D/g, "")), {
        error: m.phoneFormat,
      }),
      city: required(m.city).pipe(z.string().max(expoMaxLength.city, { error: "Cidade muito longa" })),
      currentMarket: oneOf(currentMarketValues, m.currentMarket),
      investment: optionalOneOf(valuesOf(expoInvestmentOptions), m.investment),
      preferred_day: required(m.preferred_day).superRefine((day, ctx) => {
        const problem = dayProblem(calendar, day, today);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
      preferred_time: oneOf([...anySlot], m.preferred_time),
      message: plainText({ multiline: true })
        .max(expoMaxLength.message, { error: "Mensagem muito longa (até 2000 caracteres)" })
        .optional()
        .transform((v) => v ?? ""),
      consent: z.literal("on", { error: m.consent }),
    })
    .superRefine(
      (v, ctx) => {
        // The hour must be one of that day's ("Sábado: atendimento até 19h").
        // An hour that is no slot of the event already has its own message.
        if (!anySlot.has(v.preferred_time)) return;
        const problem = slotProblem(calendar, v.preferred_day, v.preferred_time);
        if (problem) ctx.addIssue({ code: "custom", path: ["preferred_time"], message: problem });
      },
      {
        // Checked even when other fields are wrong, so every message shows at once.
        when: ({ value }) => {
          const v = value as { preferred_day?: unknown; preferred_time?: unknown };
          return typeof v.preferred_day === "string" && typeof v.preferred_time === "string";
        },
      },
    );
}

export type ExpoRegistration = z.infer<ReturnType<typeof expoSchema>>;
