import { z } from "zod";

/**
 * Text people type into a form is printable text. A NUL byte or another control character has
 * no place in a name or a city, and PostgreSQL refuses NUL in text and jsonb outright, so such
 * input is refused with a field message instead of failing when the lead is stored.
 */

export const invalidCharactersMessage = "Este campo contém caracteres inválidos.";

/** Control characters (C0, DEL, C1) and unpaired UTF-16 surrogates; tab and newlines aside. */
const unprintableInLine = /[\p{Cc}\p{Cs}]/u;
const allowedInText = new Set(["\t", "\n", "\r"]);

/**
 * Whether `text` holds a character no form field takes: a control character other than tab
 * (and, when `multiline`, newline and carriage return), or half of a surrogate pair.
 */
export function hasInvalidCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  for (const character of text.match(new RegExp(unprintableInLine, "gu")) ?? []) {
    if (character === "\t") continue;
    if (options.multiline && allowedInText.has(character)) continue;
    return true;
  }
  return false;
}

/**
 * A text field's zod schema: a trimmed string free of control characters, refused with
 * "Este campo contém caracteres inválidos." Chain the field's own rules after it; `error` is the
 * message when the value is not a string at all (a missing field).
 *
 *   name: plainText({ error: "Informe seu nome" }).min(1, { error: "Informe seu nome" })
 *   message: plainText({ multiline: true }).max(2000)
 */
export function plainText(options: { multiline?: boolean; error?: string } = {}) {
  return z
    .string(options.error ? { error: options.error } : undefined)
    .trim()
    .refine((value) => !hasInvalidCharacters(value, options), {
      error: invalidCharactersMessage,
      abort: true,
    });
}
