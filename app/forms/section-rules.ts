import { z } from "zod";
import { cnpjMessage, formatCnpj, isValidCnpj } from "~/lib/cnpj";
import { formatBrazilianPhone, isBrazilianMobile, isBrazilianPhone } from "~/lib/phone";
import { youtubeVideoId, youtubeVideoMessage } from "~/lib/youtube";
import { plainText } from "./plain-text";
import { isLoadableImageUrl } from "./web-addresses";

/**
 * Field rules the editable sections share (app/content/registry/sections/*), with the messages
 * the marketing team reads on Content Management and in a refused site-data import.
 */

/** A one-line text the visitor reads: required, trimmed, printable, at most `max` characters. */
export function requiredText(what: string, max: number) {
  return plainText({ error: `Informe ${what}` })
    .min(1, { error: `Informe ${what}` })
    .max(max, { error: `Use no máximo ${max} caracteres` });
}

/** A text that may stay empty (the page then leaves it out). */
export function optionalText(max: number, options: { multiline?: boolean } = {}) {
  return plainText(options).max(max, { error: `Use no máximo ${max} caracteres` });
}

/** A paragraph: required, line breaks allowed. */
export function requiredParagraph(what: string, max: number) {
  return plainText({ multiline: true, error: `Informe ${what}` })
    .min(1, { error: `Informe ${what}` })
    .max(max, { error: `Use no máximo ${max} caracteres` });
}

export const emailMessage = "Informe um e-mail válido";

export function emailAddress() {
  return plainText({ error: emailMessage }).pipe(
    z.email({ error: emailMessage }).max(200, { error: emailMessage }),
  );
}

export const phoneMessage = "Informe um telefone brasileiro com DDD, por exemplo (11) 4000-1234";
export const whatsappMessage =
  "Informe um celular brasileiro com DDD (11 dígitos), por exemplo (11) 99999-1234";

/** A Brazilian phone (landline, mobile or 0800), stored as it is shown: "(11) 4000-1234". */
export function brazilianPhone() {
  return plainText({ error: phoneMessage })
    .refine(isBrazilianPhone, { error: phoneMessage })
    .transform(formatBrazilianPhone);
}

/** A Brazilian mobile that has WhatsApp, stored as it is shown: "(11) 99999-1234". */
export function whatsappNumber() {
  return plainText({ error: whatsappMessage })
    .refine(isBrazilianMobile, { error: whatsappMessage })
    .transform(formatBrazilianPhone);
}

/**
 * A CNPJ with right check digits, stored as 00.000.000/0000-00. `alsoAccept` is the example
 * number the product ships with (its check digits are not right, on purpose: it is no real
 * company's), so the shipped defaults stay valid until the team types the real one.
 */
export function cnpj(alsoAccept?: string) {
  return plainText({ error: cnpjMessage })
    .refine((value) => value === alsoAccept || isValidCnpj(value), { error: cnpjMessage })
    .transform(formatCnpj);
}

/** A calendar date as the date field sends it: YYYY-MM-DD, a day that exists. */
export const dateMessage = "Informe uma data válida (dd/mm/aaaa)";
export function calendarDate() {
  return z.string({ error: dateMessage }).refine(
    (value) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const date = new Date(`${value}T12:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    },
    { error: dateMessage },
  );
}

/** A time of day as the time field sends it: HH:MM (24 h). */
export const timeMessage = "Informe um horário válido (hh:mm)";
export function timeOfDay() {
  return z.string({ error: timeMessage }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: timeMessage });
}

/** An image address from the media library or the site's own files, or empty for none. */
export const imageMessage = "Escolha uma imagem da biblioteca de mídia (endereço /… ou https://…)";
export function optionalImage() {
  return plainText({ error: imageMessage })
    .max(500, { error: imageMessage })
    .refine((value) => value === "" || isLoadableImageUrl(value), { error: imageMessage });
}

/** A YouTube video: its address (watch, youtu.be, embed, shorts) or its 11-character id; stores the id. */
export function youtubeVideo() {
  return z.string({ error: youtubeVideoMessage }).transform((value, ctx) => {
    const id = youtubeVideoId(value);
    if (id) return id;
    ctx.issues.push({ code: "custom", message: youtubeVideoMessage, input: value });
    return z.NEVER;
  });
}

/**
 * A list's check that no two items share `key` (two FAQ entries with one question, one video
 * twice in the carousel): each repeat is refused on its own field, with `message`.
 */
export function noRepeats<Key extends string>(key: Key, message: string) {
  return (items: readonly Record<Key, unknown>[], ctx: z.RefinementCtx) => {
    items.forEach((item, index) => {
      if (items.findIndex((other) => other[key] === item[key]) !== index) {
        ctx.addIssue({ code: "custom", path: [index, key], message });
      }
    });
  };
}
