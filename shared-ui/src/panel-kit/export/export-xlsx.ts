import { XLSX_CONTENT_TYPE } from 'shared-contracts/constants';
import { downloadBlob } from '../lib/download';

export type XlsxCell = string | number | boolean | null | undefined;

export interface XlsxColumn<Row> {
  /** The header text, already in the page's language. */
  header: string;
  value: (row: Row) => XlsxCell;
  /** Width in characters; by default the longest of the header and the first rows' values, within 8..60. */
  width?: number;
}

export interface XlsxOptions {
  /** Default "Export"; Excel allows 31 characters and none of : \ / ? * [ ]. */
  sheetName?: string;
}

/** Brand blue 100 (shared-ui's palette), as Excel's ARGB. */
const HEADER_FILL = 'FFE1EFFE';
const SAMPLE_ROWS = 200;

function sheetName(name: string | undefined): string {
  const clean = (name ?? 'Export').replace(/[:\\/?*[\]]/g, ' ').trim().slice(0, 31);
  return clean || 'Export';
}

function columnWidth<Row>(column: XlsxColumn<Row>, rows: readonly Row[]): number {
  if (column.width !== undefined) return column.width;
  const longest = rows.slice(0, SAMPLE_ROWS).reduce((most, row) => Math.max(most, String(column.value(row) ?? '').length), column.header.length);
  return Math.min(60, Math.max(8, longest + 2));
}

/**
 * The rows as an .xlsx workbook of one sheet: a bold header row on a fill, column widths, and the spec's content type
 * (spec 000 §9). sheetjs-style is loaded here, on first use, so it never joins a page's first load.
 */
export async function buildXlsx<Row>(rows: readonly Row[], columns: readonly XlsxColumn<Row>[], options: XlsxOptions = {}): Promise<Blob> {
  const XLSX = await import('sheetjs-style');
  const table: XlsxCell[][] = [columns.map((column) => column.header), ...rows.map((row) => columns.map((column) => column.value(row) ?? null))];
  const sheet = XLSX.utils.aoa_to_sheet(table);
  columns.forEach((_, index) => {
    const cell = sheet[XLSX.utils.encode_cell({ r: 0, c: index })];
    if (cell) {
      cell.s = {
        font: { bold: true },
        fill: { patternType: 'solid', fgColor: { rgb: HEADER_FILL } },
        border: { bottom: { style: 'thin', color: { rgb: 'FF94A3B8' } } },
      };
    }
  });
  sheet['!cols'] = columns.map((column) => ({ wch: columnWidth(column, rows) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName(options.sheetName));
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new Blob([bytes], { type: XLSX_CONTENT_TYPE });
}

/** Builds the workbook (buildXlsx) and hands it to the browser as `fileName` (".xlsx" added when missing). */
export async function exportXlsx<Row>(rows: readonly Row[], columns: readonly XlsxColumn<Row>[], fileName: string, options: XlsxOptions = {}): Promise<Blob> {
  const blob = await buildXlsx(rows, columns, options);
  downloadBlob(blob, /\.xlsx$/i.test(fileName) ? fileName : `${fileName}.xlsx`);
  return blob;
}
