import { sql } from "drizzle-orm";

/**
 * The expressions the leads' search matches, written once for the indexes (schema.ts) and the
 * queries (admin-leads.ts): PostgreSQL uses an expression index only for a query that repeats
 * the expression exactly, so both take it from here, as literal SQL (a bound parameter inside
 * it would not be the same expression).
 *
 * Accent- and case-insensitive without the unaccent extension: the text is lower-cased and its
 * Portuguese accents mapped to plain letters. The upper-case accented letters are mapped too,
 * because lower() leaves them alone under the C collation.
 */
const accented = "áàâãäåéèêëíìîïóòôõöúùûüçñ";
export const ACCENTED_LETTERS = accented + accented.toUpperCase();
export const PLAIN_LETTERS = (accented + accented).normalize("NFD").replace(/\p{M}/gu, "");

const field = (name: string) => `coalesce(("data" ->> '${name}'), '')`;

/**
 * Name, e-mail, phone and city of a lead, folded, one per line: a search (which can hold no
 * line break) matches within one of them, as it did field by field.
 */
export const leadSearchText = sql.raw(
  `translate(lower(${["name", "email", "phone", "city"].map(field).join(" || chr(10) || ")}), '${ACCENTED_LETTERS}', '${PLAIN_LETTERS}')`,
);

/** The phone's digits ("(11) 98765-4321" → "11987654321"), for a search typed as a number. */
export const leadPhoneDigits = sql.raw(`regexp_replace(${field("phone")}, '\\D', '', 'g')`);

/** The state's code ("SP"), as stored. */
export const leadState = sql.raw(`("data" ->> 'state')`);

/** The amount (or model) chosen in the contact form ("R$ 14.997"), as stored. */
export const leadAmount = sql.raw(`("data" ->> 'investmentAmount')`);
