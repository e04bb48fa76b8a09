import { type SQL, sql } from "drizzle-orm";

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
const searchedFields = ["name", "email", "phone", "city"].map(field).join(" || chr(10) || ");

export const leadSearchText = sql.raw(
  `translate(lower(${searchedFields}), '${ACCENTED_LETTERS}', '${PLAIN_LETTERS}')`,
);

/**
 * The same four fields, one per line, lower-cased but with their accents: what
 * `leadTextMayMatch` reads. translate() over the accented letters costs about 20 µs a lead, ten
 * times the rest of the search text; a regular expression over the lower-cased text about 2 µs.
 * lower() stays the database's own: PGlite's lowers more than ASCII, PostgreSQL's C collation
 * only ASCII, and the test must agree with the folded text on both.
 */
const leadLowerText = sql.raw(`lower(${searchedFields})`);

/** The characters translate() turns into `letter`: itself unless it maps it, and those it maps to it. */
function foldingTo(letter: string): string[] {
  const sources = ACCENTED_LETTERS.includes(letter) ? [] : [letter];
  for (let index = 0; index < ACCENTED_LETTERS.length; index++) {
    if (PLAIN_LETTERS[index] === letter) sources.push(ACCENTED_LETTERS[index]);
  }
  return sources;
}

/** A character matched literally by a regular expression (POSIX ARE): ASCII punctuation escaped. */
function literal(character: string): string {
  const ascii = (character.codePointAt(0) ?? 0) < 0x80;
  return ascii && !/^[a-zA-Z0-9]$/.test(character) ? `\\${character}` : character;
}

/**
 * A regular expression over the lower-cased text (leadLowerText) that matches the leads
 * whose folded text (leadSearchText) holds `folded`: translate() maps one character to one, so
 * each character of the search becomes the class of the characters translate() turns into it
 * ("ao" → "[aáàâãäåÁÀÂÃÄÅ][oóòôõöÓÒÔÕÖ]"). `wordStart` asks for it at the start of the text,
 * of a line (a field) or after a space, as the short searches do.
 */
export function lowerTextPattern(folded: string, wordStart: boolean): string {
  const classes = [...folded].map((character) => {
    const sources = foldingTo(character);
    // Nothing turns into a letter translate() maps away (a search never holds one: foldText
    // takes its accents off); the letter itself lets through a superset, decided by the search.
    if (sources.length === 0) return literal(character);
    return sources.length === 1 ? literal(sources[0]) : `[${sources.join("")}]`;
  });
  // A group that captures nothing: PostgreSQL matches it faster (leads-csv-sql.ts, isoTime).
  return `${wordStart ? "(?:^|[ \n])" : ""}${classes.join("")}`;
}

/**
 * A cheap test that exactly the leads whose folded text holds `folded` pass, put before the
 * search's own condition on leadSearchText: a plan that reads the newest leads one by one (a
 * common search) folds only the leads that pass it, instead of every lead read. The search's
 * condition stays as it was (the trigram index serves it), so the results are its own.
 *
 * coalesce(…, false) hides the expression from the planner's estimate of how rare a match is:
 * a bare `~` with a long pattern is taken for a rare match, which multiplied with the search's
 * own estimate turned common searches to reading every candidate of the trigram index (1.8 s
 * instead of 40 ms at a million leads). Behind coalesce it counts as one lead in two.
 */
export function leadTextMayMatch(folded: string, wordStart: boolean): SQL {
  return sql`coalesce(${leadLowerText} ~ ${lowerTextPattern(folded, wordStart)}, false)`;
}

/** The phone's digits ("(11) 98765-4321" → "11987654321"), for a search typed as a number. */
export const leadPhoneDigits = sql.raw(`regexp_replace(${field("phone")}, '\\D', '', 'g')`);

/** The state's code ("SP"), as stored. */
export const leadState = sql.raw(`("data" ->> 'state')`);

/** The amount (or model) chosen in the contact form ("R$ 14.997"), as stored. */
export const leadAmount = sql.raw(`("data" ->> 'investmentAmount')`);
