import { DateTime } from 'luxon';
import * as XLSX from 'sheetjs-style';
import type { Locale } from 'shared-contracts/constants';
import type { MessageId } from 'shared-contracts/messages';
import { pickText, readerChain } from '../../../lib/locale';
import { exportText } from '../../../lib/xlsx/xlsx-texts';
import type { ReportRow } from './reports.repo';

const HEADER_STYLE = { font: { bold: true }, fill: { patternType: 'solid', fgColor: { rgb: 'FFE2E8F0' } } };
const HEADERS: MessageId[] = [
  'export.col.reservationId',
  'export.col.bookedAtUtc',
  'export.col.siteId',
  'export.col.serviceId',
  'export.col.sales',
  'export.col.refunded',
  'export.col.cancelled',
  'export.col.commissionAmount',
  'export.col.currency',
  'export.col.site',
  'export.col.service',
];

/** One currency's rows as a sheet: one row per booking with its figures, amounts in major units, then a totals row. */
/** The names of the rows' sites and services; a row whose names are missing shows its ids only. */
export interface RowNames {
  sites: ReadonlyMap<number, string>;
  services: ReadonlyMap<number, Partial<Record<string, string>>>;
}
const NO_NAMES: RowNames = { sites: new Map(), services: new Map() };

function salesSheet(rows: ReportRow[], currency: string, locale: Locale | undefined, names: RowNames): XLSX.WorkSheet {
  const headers = HEADERS.map((id) => exportText(locale, id));
  // Two decimals, as money() answers amounts everywhere else.
  const major = (minor: number) => Number((minor / 100).toFixed(2));
  const table: (string | number)[][] = [headers];
  const totals = { sales: 0, refunded: 0, cancelled: 0, commission: 0 };
  for (const r of rows) {
    const refunded = r.priceMinor - r.keptMinor;
    totals.sales += r.priceMinor;
    totals.refunded += refunded;
    totals.cancelled += r.cancelled ? 1 : 0;
    totals.commission += r.earnedMinor;
    table.push([
      r.reservationId,
      DateTime.fromJSDate(r.createdAt, { zone: 'utc' }).toFormat('yyyy-MM-dd HH:mm'),
      r.siteId,
      r.serviceId,
      major(r.priceMinor),
      major(refunded),
      r.cancelled ? 1 : 0,
      major(r.earnedMinor),
      currency,
      names.sites.get(r.siteId) ?? '',
      pickText(names.services.get(r.serviceId) ?? {}, readerChain(locale)).text,
    ]);
  }
  table.push([exportText(locale, 'export.report.total', { count: rows.length }), '', '', '', major(totals.sales), major(totals.refunded), totals.cancelled, major(totals.commission), currency, '', '']);
  const sheet = XLSX.utils.aoa_to_sheet(table);
  headers.forEach((_, c) => {
    const cell = sheet[XLSX.utils.encode_cell({ r: 0, c })];
    if (cell) cell.s = HEADER_STYLE;
  });
  sheet['!cols'] = headers.map((h) => ({ wch: Math.max(12, h.length + 2) }));
  return sheet;
}

function workbook(sheets: { name: string; sheet: XLSX.WorkSheet }[]): Uint8Array {
  const book = XLSX.utils.book_new();
  for (const { name, sheet } of sheets) XLSX.utils.book_append_sheet(book, sheet, name);
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

/**
 * The sales report's workbook (ADR 0024): one sheet of the period's bookings and a totals row. Built in memory: the
 * period is capped (SALES_REPORT_MAX_DAYS), so the rows are bounded.
 */
export function salesReportXlsx(rows: ReportRow[], currency: string, locale?: Locale, names: RowNames = NO_NAMES): Uint8Array {
  return workbook([{ name: exportText(locale, 'export.report.sheet'), sheet: salesSheet(rows, currency, locale, names) }]);
}

/**
 * The monthly report's workbook (spec 002 §7.15, ADR 0024): the same sheet as the sales report, one per currency the
 * month has bookings in (named by the currency), each with its totals row; a month without bookings gives one empty
 * sheet with a zero totals row. Built in memory: one payee's month.
 */
export function monthlyReportXlsx(sections: { currency: string; rows: ReportRow[] }[], locale?: Locale, names: RowNames = NO_NAMES): Uint8Array {
  const filled = sections.filter((section) => section.rows.length > 0);
  if (filled.length === 0) return workbook([{ name: exportText(locale, 'export.report.sheet'), sheet: salesSheet([], '', locale, names) }]);
  return workbook(filled.map(({ currency, rows }) => ({ name: currency, sheet: salesSheet(rows, currency, locale, names) })));
}
