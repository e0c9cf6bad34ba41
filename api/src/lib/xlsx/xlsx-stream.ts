import { Readable } from 'node:stream';
import type { CellObject, ParsingOptions } from 'sheetjs-style';
import { XLSX_CONTENT_TYPE } from 'shared-contracts/constants';
import { ZipFile } from 'yazl';

/** A cell: text, a number (stays a number in Excel), a yes/no, a moment (an Excel date, UTC), or empty. */
export type XlsxValue = string | number | boolean | Date | null | undefined;

export interface XlsxColumn<Row> {
  /** The header text, already in the caller's language. */
  header: string;
  value: (row: Row) => XlsxValue;
  /** Width in characters; by default the header's length plus a margin, within 10..40. */
  width?: number;
}

export interface XlsxStreamOptions {
  /** Default "Export"; Excel allows 31 characters and none of : \ / ? * [ ]. */
  sheetName?: string;
}

/**
 * Rows per database read of an export. Small on purpose: a batch's rows are what is alive when V8 sweeps its young
 * generation, so they are what it promotes to the old one, where garbage waits for a full collection. At 1,000 rows a
 * 100,000-row reservations export promoted about 200 MB before its first full collection (peak RSS near 400 MB); at 200,
 * about 40 MB (about 240 MB), for some 1.5 s more (`npm run bench -- exports`, ADR 0021).
 */
export const XLSX_EXPORT_BATCH = 200;

/** Brand blue 100 (shared-ui's palette), as Excel's ARGB: the same header as the browser's exportXlsx. */
const HEADER_STYLE = {
  font: { bold: true },
  fill: { patternType: 'solid', fgColor: { rgb: 'FFE1EFFE' } },
  border: { bottom: { style: 'thin', color: { rgb: 'FF94A3B8' } } },
};
const DATE_FORMAT = 'yyyy-mm-dd hh:mm';
const SHEET_PATH = 'xl/worksheets/sheet1.xml';
const MS_PER_DAY = 86_400_000;
/** Excel's serial day of 1970-01-01. */
const EPOCH_SERIAL = 25_569;

function sheetName(name: string | undefined): string {
  const clean = (name ?? 'Export').replace(/[:\\/?*[\]]/g, ' ').trim().slice(0, 31);
  return clean || 'Export';
}

interface Template {
  /** Every part of the workbook except the sheet, as sheetjs-style wrote it. */
  parts: { path: string; text: string }[];
  headerStyle: string;
  dateStyle: string;
}

/**
 * The workbook's fixed parts (content types, workbook, styles with the header's and the dates' cell formats),
 * written by sheetjs-style from a one-row template; only the sheet's rows are ours to write. sheetjs-style loads on
 * the first export rather than with the API: most processes (and test files) never write a workbook.
 */
async function templateOf(name: string): Promise<Template> {
  const XLSX = await import('sheetjs-style');
  const sheet = XLSX.utils.aoa_to_sheet([['header'], [0]]);
  sheet.A1!.s = HEADER_STYLE;
  sheet.A2 = { t: 'n', v: 0, z: DATE_FORMAT, s: { numFmt: DATE_FORMAT } } as CellObject;
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, name);
  const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  const read = XLSX.read(bytes, { type: 'buffer', bookFiles: true } as ParsingOptions) as unknown as {
    files: Record<string, { dir?: boolean; asText: () => string }>;
  };
  const parts = Object.entries(read.files)
    .filter(([, file]) => !file.dir)
    .map(([path, file]) => ({ path, text: file.asText() }));
  const sheetXml = parts.find((part) => part.path === SHEET_PATH)?.text ?? '';
  const styleOf = (ref: string) => new RegExp(`<c r="${ref}" s="(\\d+)"`).exec(sheetXml)?.[1];
  const headerStyle = styleOf('A1');
  const dateStyle = styleOf('A2');
  if (!headerStyle || !dateStyle) throw new Error('xlsx template: sheetjs-style wrote no cell styles');
  return { parts: parts.filter((part) => part.path !== SHEET_PATH), headerStyle, dateStyle };
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
// Characters XML 1.0 cannot hold (control characters other than tab, line feed, carriage return).
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const escapeXml = (text: string) => text.replace(NOT_XML, '').replace(/[&<>"]/g, (c) => XML_ESCAPES[c]!);

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(ref: string, value: XlsxValue, dateStyle: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? '' : `<c r="${ref}" s="${dateStyle}"><v>${time / MS_PER_DAY + EPOCH_SERIAL}</v></c>`;
  }
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
}

/** The sheet's XML, a batch of rows at a time: the next batch is read only when the zip asks for more. */
async function* sheetXml<Row>(batches: AsyncIterable<readonly Row[]>, columns: readonly XlsxColumn<Row>[], template: Template): AsyncGenerator<string> {
  const names = columns.map((_, index) => columnName(index));
  const widths = columns.map((column) => column.width ?? Math.min(40, Math.max(10, column.header.length + 2)));
  yield '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<cols>${widths.map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`).join('')}</cols>` +
    '<sheetData>' +
    `<row r="1">${columns.map((column, index) => `<c r="${names[index]}1" s="${template.headerStyle}" t="inlineStr"><is><t>${escapeXml(column.header)}</t></is></c>`).join('')}</row>`;
  let r = 1;
  for await (const batch of batches) {
    let chunk = '';
    for (const row of batch) {
      r += 1;
      chunk += `<row r="${r}">${columns.map((column, index) => cellXml(`${names[index]}${r}`, column.value(row), template.dateStyle)).join('')}</row>`;
    }
    if (chunk) yield chunk;
  }
  yield '</sheetData></worksheet>';
}

/**
 * An .xlsx of one sheet, streamed: a bold, filled header row, then the rows as `batches` yields them (a keyset-paged
 * read of the database, say). Only one batch's XML is held at a time, so the memory does not grow with the rows
 * (ADR 0021). The workbook's fixed parts come from sheetjs-style; the sheet is written here, as inline strings.
 */
export async function streamXlsx<Row>(batches: AsyncIterable<readonly Row[]>, columns: readonly XlsxColumn<Row>[], options: XlsxStreamOptions = {}): Promise<Readable> {
  const template = await templateOf(sheetName(options.sheetName));
  const zip = new ZipFile();
  const mtime = new Date();
  for (const part of template.parts) zip.addBuffer(Buffer.from(part.text, 'utf8'), part.path, { mtime });
  const sheet = Readable.from(sheetXml(batches, columns, template), { objectMode: false });
  const output = zip.outputStream as Readable;
  // A failed read (the database gone mid-export) ends the download with an error rather than a truncated file.
  sheet.on('error', (error) => output.destroy(error));
  zip.addReadStream(sheet, SHEET_PATH, { mtime, compress: true });
  zip.end();
  return output;
}

/** Reads pages through `next(after)` until it answers fewer than `size` rows: the batches streamXlsx takes. */
export async function* keysetBatches<Row, Key>(size: number, next: (after: Key | undefined, size: number) => Promise<Row[]>, keyOf: (row: Row) => Key): AsyncGenerator<Row[]> {
  let after: Key | undefined;
  for (;;) {
    const rows = await next(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

/** `name` with the date, as a file name the browser saves: "reservations-2026-11-28.xlsx". */
export function xlsxFileName(name: string, at: Date): string {
  return `${name}-${at.toISOString().slice(0, 10)}.xlsx`;
}

/**
 * The Node stream as a web stream that reads a chunk only when the response asks for one. Node 20's Readable.toWeb
 * queues up to highWaterMark *chunks* (16,384 of them) ahead of the reader, which let a fast database outrun a slow
 * download by hundreds of megabytes.
 */
function pullStream(stream: Readable): ReadableStream<Uint8Array> {
  const chunks = stream[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(new Uint8Array(next.value as Buffer));
        } catch (error) {
          controller.error(error);
        }
      },
      cancel(reason) {
        stream.destroy(reason instanceof Error ? reason : undefined);
      },
    },
    { highWaterMark: 0 },
  );
}

/** The streamed workbook as an HTTP answer: the spec's content type (spec 000 §9) and a file name to save it under. */
export function xlsxResponse(stream: Readable, fileName: string): Response {
  return new Response(pullStream(stream), {
    headers: {
      'Content-Type': XLSX_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${fileName.replace(/["\\\r\n]/g, '')}"`,
      'Cache-Control': 'no-store',
    },
  });
}
