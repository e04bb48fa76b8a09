/** The Campanhas report's ready periods, in days up to today, and the rows a table shows. */
export const PERIOD_DAYS = [7, 30, 90] as const;
/** Rows a table shows: the rest are few visits each, and the CSV has them all. */
export const ROWS_SHOWN = 100;
