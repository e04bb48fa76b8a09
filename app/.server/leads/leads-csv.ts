import Papa from "papaparse";
import type { formSubmissions } from "~/.server/db/schema";
import { contactFieldNames } from "~/forms/contact";
import { expoFieldNames } from "~/forms/expo";
import { attributionKeys } from "./attribution";
import { formName, labelledFields, saoPauloDate } from "./lead-view";

/**
 * The leads as a spreadsheet (Forms → Submissions → 'Exportar CSV').
 *
 * - UTF-8 with a byte-order mark: without it Excel reads the file as Windows-1252 and breaks
 *   every accent ("São Paulo" → "SÃ£o Paulo").
 * - Separator ";": Excel in pt-BR uses the comma as its decimal mark and so expects ";" between
 *   columns; a comma-separated file opens there as one column. LibreOffice, Google Sheets and
 *   CSV libraries detect ";" as well. (No "sep=;" line: with it Excel ignores the BOM.)
 * - CRLF line ends, as RFC 4180 and Excel expect.
 * - A cell starting with = + - @ (or a tab or carriage return) gets a leading apostrophe, so a
 *   spreadsheet shows it as text instead of running it as a formula (CSV injection). papaparse's
 *   escapeFormulae does this, given our own pattern: its default one (/^[=+\-@\t\r].*$/) misses
 *   any value that holds a line break, as a message can.
 */

type LeadRow = typeof formSubmissions.$inferSelect;

const BOM = "\uFEFF";
const formulaStart = /^[=+\-@\t\r]/;

/** Every data key of the rows: the contact form's in form order, the expo form's, then the rest. */
function dataColumns(rows: LeadRow[]): string[] {
  const keys = new Set(rows.flatMap((row) => Object.keys(row.data ?? {})));
  const known = [...new Set<string>([...contactFieldNames, ...expoFieldNames])];
  const extra = [...keys].filter((key) => !known.includes(key)).sort();
  return [...known.filter((key) => keys.has(key)), ...extra];
}

export function leadsCsv(rows: LeadRow[]): string {
  const data = dataColumns(rows);
  const fields = [
    "id",
    "created_at",
    "form",
    ...data,
    ...attributionKeys,
    "page_path",
    "consent_version",
    "consent_accepted_at",
  ];
  const records = rows.map((row) => {
    const values = Object.fromEntries(
      labelledFields(row.formId, row.data ?? {}).map((field) => [field.name, field.value]),
    );
    return [
      row.id,
      row.createdAt.toISOString(),
      formName(row.formId),
      ...data.map((key) => values[key] ?? ""),
      ...attributionKeys.map((key) => row.attribution?.[key] ?? ""),
      row.pagePath ?? "",
      row.consent?.version ?? "",
      row.consent?.acceptedAt ?? "",
    ];
  });
  const body = Papa.unparse(
    { fields, data: records },
    { delimiter: ";", newline: "\r\n", escapeFormulae: formulaStart },
  );
  return `${BOM}${body}\r\n`;
}

/** "leads-2026-11-22.csv": the day of the export, in São Paulo. */
export function leadsCsvFileName(now = new Date()): string {
  return `leads-${saoPauloDate(now)}.csv`;
}
