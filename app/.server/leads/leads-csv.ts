import Papa from "papaparse";
import type { formSubmissions } from "~/.server/db/schema";
import { CONTACT_FORM_ID, contactFieldNames } from "~/forms/contact";
import { EXPO_FORM_ID, expoFieldNames } from "~/forms/expo";
import { attributionKeys } from "./attribution";
import { fieldLabel, formatDateTimeWithOffset, formName, labelledFields, saoPauloDate } from "./lead-view";

/**
 * The leads as a spreadsheet (Forms → Submissions → 'Exportar CSV').
 *
 * - UTF-8 with a byte-order mark: without it Excel reads the file as Windows-1252 and breaks
 *   every accent ("São Paulo" → "SÃ£o Paulo").
 * - Separator ";": Excel in pt-BR uses the comma as its decimal mark and so expects ";" between
 *   columns; a comma-separated file opens there as one column. LibreOffice, Google Sheets and
 *   CSV libraries detect ";" as well. (No "sep=;" line: with it Excel ignores the BOM.)
 * - CRLF line ends, as RFC 4180 and Excel expect.
 * - Headings are the labels the admin reads on the lead's screen ("Nome", "Cidade", "Recebido
 *   em"; the campaign parameters keep their names, utm_source…, as the screen shows them), one
 *   column per stored field. Dates are São Paulo (Brasília) time like the screens, written
 *   "2026-11-23 14:05:00 -03:00" so they sort and carry their offset.
 * - A cell starting with = + - @ (or a tab or carriage return) gets a leading apostrophe, so a
 *   spreadsheet shows it as text instead of running it as a formula (CSV injection). papaparse's
 *   escapeFormulae does this, given our own pattern: its default one (/^[=+\-@\t\r].*$/) misses
 *   any value that holds a line break, as a message can.
 */

export type LeadRow = typeof formSubmissions.$inferSelect;

export const BOM = "\uFEFF";
export const CSV_NEWLINE = "\r\n";
const formulaStart = /^[=+\-@\t\r]/;
export const csvOptions = { delimiter: ";", newline: CSV_NEWLINE, escapeFormulae: formulaStart };

/** Every data key of the rows: the contact form's in form order, the expo form's, then the rest. */
function dataColumns(rows: LeadRow[]): string[] {
  return orderedDataColumns(new Set(rows.flatMap((row) => Object.keys(row.data ?? {}))));
}

/** The data keys as columns: the contact form's in form order, the expo form's, then the rest. */
function orderedDataColumns(keys: Set<string>): string[] {
  const known = [...new Set<string>([...contactFieldNames, ...expoFieldNames])];
  const extra = [...keys].filter((key) => !known.includes(key)).sort();
  return [...known.filter((key) => keys.has(key)), ...extra];
}

/**
 * A field's heading: its label in the first exported form that has the field (contact before
 * expo), so an export of expo leads alone reads the expo form's labels.
 */
function dataHeading(key: string, formIds: string[]): string {
  const formId = [CONTACT_FORM_ID, EXPO_FORM_ID].find(
    (id) => formIds.includes(id) && fieldLabel(id, key) !== key,
  );
  return formId ? fieldLabel(formId, key) : key;
}

/** Two fields with the same label stay two named columns: the later one adds its key. */
function uniqueHeadings(headings: string[], keys: string[]): string[] {
  const seen = new Set<string>();
  return headings.map((heading, index) => {
    const unique = seen.has(heading) ? `${heading} (${keys[index]})` : heading;
    seen.add(unique);
    return unique;
  });
}

export function leadsCsv(rows: LeadRow[]): string {
  const data = dataColumns(rows);
  const formIds = [...new Set(rows.map((row) => row.formId))];
  const body = Papa.unparse(
    { fields: csvHeadings(data, formIds), data: rows.map((row) => csvRecord(row, data)) },
    csvOptions,
  );
  return `${BOM}${body}${CSV_NEWLINE}`;
}

/**
 * The CSV's layout when the rows are not all at hand (the streamed export): the data columns
 * from every data key and form of the exported leads, and the heading line they give.
 */
export type CsvLayout = { dataColumns: string[]; headingLine: string };

export function csvLayout(dataKeys: Iterable<string>, formIds: string[]): CsvLayout {
  const dataColumns = orderedDataColumns(new Set(dataKeys));
  const headingLine = Papa.unparse([csvHeadings(dataColumns, formIds)], csvOptions);
  return { dataColumns, headingLine };
}

/**
 * What follows the heading line when no lead is exported: leadsCsv's bytes, an empty record
 * (papaparse writes one for an empty data list) and the final line end.
 */
export const NO_ROWS_TAIL = CSV_NEWLINE + CSV_NEWLINE;

/** Some of the exported rows as CSV lines (no line end after the last), in the layout's columns. */
export function csvLines(rows: LeadRow[], layout: CsvLayout): string {
  return Papa.unparse(
    rows.map((row) => csvRecord(row, layout.dataColumns)),
    csvOptions,
  );
}

function csvHeadings(data: string[], formIds: string[]): string[] {
  const headings = [
    "ID",
    "Recebido em",
    "Formulário",
    ...data.map((key) => dataHeading(key, formIds)),
    ...attributionKeys,
    "Página",
    "Versão do consentimento",
    "Consentimento aceito em",
    "Página de entrada",
    "Site de origem",
  ];
  const keys = [
    "id",
    "created_at",
    "form",
    ...data,
    ...attributionKeys,
    "page",
    "version",
    "accepted",
    "landing",
    "referrer_host",
  ];
  return uniqueHeadings(headings, keys);
}

function csvRecord(row: LeadRow, data: string[]): string[] {
  const values = Object.fromEntries(
    labelledFields(row.formId, row.data ?? {}).map((field) => [field.name, field.value]),
  );
  return [
    row.id,
    formatDateTimeWithOffset(row.createdAt),
    formName(row.formId),
    ...data.map((key) => values[key] ?? ""),
    ...attributionKeys.map((key) => row.attribution?.[key] ?? ""),
    row.pagePath ?? "",
    row.consent?.version ?? "",
    formatDateTimeWithOffset(row.consent?.acceptedAt),
    row.landingPath ?? "",
    row.referrerHost ?? "",
  ];
}

/** "leads-2026-11-22.csv": the day of the export, in São Paulo. */
export function leadsCsvFileName(now = new Date()): string {
  return `leads-${saoPauloDate(now)}.csv`;
}
