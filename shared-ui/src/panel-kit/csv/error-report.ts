import type { CsvRowError } from './run-csv-import';

/** A cell that a spreadsheet would run as a formula (CSV injection): the file's own headers and cells come back here. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The error report as CSV (RFC 4180, CRLF line ends), headed with the given column titles. It starts with a byte
 * order mark so that Excel reads it as UTF-8 (æ, ø, å).
 */
export function errorReportCsv(errors: readonly CsvRowError[], titles: { row: string; field: string; message: string }): string {
  const lines = [[titles.row, titles.field, titles.message], ...errors.map((error) => [error.row, error.field, error.message])];
  return `\uFEFF${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
