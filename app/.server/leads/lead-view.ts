import type { outboxAttempts } from "~/.server/db/schema";
import { CONTACT_FORM_ID, contactFieldNames, defaultContactFields } from "~/forms/contact";
import { EXPO_FORM_ID, expoFieldNames, expoInvestmentOptions, expoLabels } from "~/forms/expo";
import { dayLabel, slotLabel } from "~/forms/expo-schedule";
import type { OutboxStatus } from "~/lib/delivery-status";

/**
 * How a lead reads in the admin: the form's name, each field under the label the visitor saw,
 * dates in São Paulo time. Done on the server so the page only draws text.
 */

const formNames: Record<string, string> = {
  [CONTACT_FORM_ID]: "Contato",
  [EXPO_FORM_ID]: "Expo ABF 2025",
};

export function formName(formId: string): string {
  return formNames[formId] ?? formId;
}

const contactLabels: Record<string, string> = Object.fromEntries(
  defaultContactFields.map((field) => [field.name, field.label]),
);

/**
 * The expo form stores option values (the day as 2025-06-25, the hours as 13h-15h, the range's
 * key); the admin reads their labels. Registrations from before the event's days were editable
 * stored the day as "quinta-25".
 */
const legacyExpoDays: Record<string, string> = {
  "quinta-25": "Quinta-feira, 25 de junho",
  "sexta-26": "Sexta-feira, 26 de junho",
  "sabado-27": "Sábado, 27 de junho",
  "domingo-28": "Domingo, 28 de junho",
};

function expoValueLabel(name: string, value: string): string {
  if (name === "investment") return expoInvestmentOptions.find((o) => o.value === value)?.label ?? value;
  if (name === "preferred_day") {
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayLabel(value) : (legacyExpoDays[value] ?? value);
  }
  if (name === "preferred_time" && /^\d{1,2}h\d{0,2}-\d{1,2}h\d{0,2}$/.test(value)) return slotLabel(value);
  return value;
}

function fieldOrder(formId: string): readonly string[] {
  return formId === EXPO_FORM_ID ? expoFieldNames : contactFieldNames;
}

export function fieldLabel(formId: string, name: string): string {
  const labels: Record<string, string> = formId === EXPO_FORM_ID ? expoLabels : contactLabels;
  return labels[name] ?? name;
}

function fieldValue(formId: string, name: string, value: string): string {
  if (formId !== EXPO_FORM_ID) return value;
  return expoValueLabel(name, value);
}

export type LabelledField = { name: string; label: string; value: string };

/** Every stored field of a lead: the form's own in form order, then any other key. */
export function labelledFields(formId: string, data: Record<string, string>): LabelledField[] {
  const known = fieldOrder(formId);
  const names = [
    ...known.filter((name) => name in data),
    ...Object.keys(data).filter((n) => !known.includes(n)),
  ];
  return names.map((name) => ({
    name,
    label: fieldLabel(formId, name),
    value: fieldValue(formId, name, String(data[name] ?? "")),
  }));
}

/** Date and time to the second, on the São Paulo (Brasília) clock; the locale orders them. */
const saoPauloClock = {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
} as const;

const dateTime = new Intl.DateTimeFormat("pt-BR", saoPauloClock);

/** "22/11/2026, 04:48:33" (São Paulo time). */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateTime.format(date);
}

const isoParts = new Intl.DateTimeFormat("en-CA", {
  ...saoPauloClock,
  hourCycle: "h23",
  timeZoneName: "longOffset",
});

/**
 * "2026-11-23 14:05:00 -03:00": the same São Paulo (Brasília) time the screens show, in an
 * order spreadsheets sort and read as a date, with the offset so the moment is unambiguous.
 */
export function formatDateTimeWithOffset(value: Date | string | null | undefined): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return String(value);
  if (time < fastFrom || time >= fastUntil) return formatWithIntl(date);
  // Intl's formatToParts costs tens of microseconds, a million leads' export seconds: the
  // offset is looked up once per hour of time and the clock worked out from it.
  const offset = saoPauloOffset(date);
  const local = new Date(time + offset.minutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())} ${offset.text}`;
}

function formatWithIntl(date: Date): string {
  const part = Object.fromEntries(isoParts.formatToParts(date).map((p) => [p.type, p.value]));
  // longOffset reads "GMT-03:00" ("GMT" alone at UTC, which São Paulo is never in).
  const offset = part.timeZoneName === "GMT" ? "+00:00" : part.timeZoneName.replace("GMT", "");
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second} ${offset}`;
}

/**
 * Where the per-hour lookup is exact: São Paulo's offset changes since 1970 (daylight saving,
 * until 2019) all fell on a whole UTC hour; before, local mean time did not.
 */
const fastFrom = Date.UTC(1970, 0, 1);
const fastUntil = Date.UTC(2100, 0, 1);
const hourMs = 3_600_000;
const offsetByHour = new Map<number, { minutes: number; text: string }>();

function saoPauloOffset(date: Date): { minutes: number; text: string } {
  const hour = Math.floor(date.getTime() / hourMs);
  let offset = offsetByHour.get(hour);
  if (!offset) {
    const text = formatWithIntl(new Date(hour * hourMs)).slice(-6);
    const sign = text.startsWith("-") ? -1 : 1;
    const [hours, minutes] = text.slice(1).split(":").map(Number);
    offset = { minutes: sign * (hours * 60 + minutes), text };
    // A long-running server exports many hours: the table stays small.
    if (offsetByHour.size >= 100_000) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/** The São Paulo calendar day of `date`, as YYYY-MM-DD. */
export function saoPauloDate(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(date);
}

export const deliveryStatusLabels: Record<OutboxStatus, string> = {
  pending: "Pendente",
  delivered: "Entregue",
  failed: "Falhou",
  skipped: "Não enviada",
};

type AttemptRow = typeof outboxAttempts.$inferSelect;

/** One attempt as the lead screen lists it. */
export type AttemptView = {
  id: number;
  /** 1 for the delivery's first attempt. */
  number: number;
  at: string;
  /** "HTTP 200", "timeout", "Em andamento", "Interrompida"… */
  result: string;
  error: string;
  ok: boolean;
  duration: string;
};

const isSuccess = (attempt: AttemptRow) =>
  attempt.finishedAt !== null &&
  attempt.statusCode !== null &&
  attempt.statusCode >= 200 &&
  attempt.statusCode < 300;

/**
 * A delivery's attempts, oldest first. An attempt is logged before it is sent; one that never
 * finished is "Em andamento" while its delivery is being sent, else "Interrompida" (the server
 * stopped mid-send: the receiver may or may not have got it).
 */
export function attemptViews(log: AttemptRow[], underWay: boolean): AttemptView[] {
  return log.map((attempt, index) => {
    const unfinished = attempt.finishedAt === null;
    const running = unfinished && underWay && index === log.length - 1;
    return {
      id: attempt.id,
      number: index + 1,
      at: formatDateTime(attempt.attemptedAt),
      result: unfinished
        ? running
          ? "Em andamento"
          : "Interrompida"
        : attempt.statusCode !== null
          ? `HTTP ${attempt.statusCode}`
          : (attempt.error ?? "Erro"),
      error: !unfinished && attempt.statusCode !== null ? (attempt.error ?? "") : "",
      ok: isSuccess(attempt),
      duration: attempt.durationMs === null ? "—" : `${attempt.durationMs} ms`,
    };
  });
}

/** "Recebido pelo CRM na tentativa 2" for a delivered webhook; empty otherwise. */
export function receivedNote(kind: string, status: OutboxStatus, log: AttemptRow[]): string {
  if (status !== "delivered") return "";
  const index = log.findIndex(isSuccess);
  if (index === -1) return "";
  return kind === "email"
    ? `Enviado na tentativa ${index + 1}`
    : `Recebido pelo CRM na tentativa ${index + 1}`;
}
