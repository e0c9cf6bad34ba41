import Papa from 'papaparse';
import { TOUR_MANAGE_LIMITS, type TicketCodeRowReason } from 'shared-contracts/tour-manage';
import type { MessageId } from 'shared-contracts/messages';

/** A row of the file: a code to store, or why it is not one. `row` is the record's number in the file (1 = first). */
export type CodeRow =
  | { row: number; code: string; ok: true }
  | { row: number; code: string; ok: false; reason: TicketCodeRowReason; message: MessageId; values?: Record<string, number> };

// Control characters cannot be typed on a voucher and are what a binary or mis-encoded file leaves behind.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Reads voucher codes from CSV text: one code per line, or, when the first record names a `code` column (any case),
 * that column of every later record. Blank lines are skipped; every other record is one row of the answer. Codes
 * are trimmed and compared exactly (case matters); the first of two equal codes is kept, the later one is a `duplicate`.
 */
export function parseTicketCodes(text: string): CodeRow[] {
  // Line endings are made one kind first (papaparse takes the first line's for all), and blank lines are dropped
  // after numbering, so a row number is the line a spreadsheet shows.
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'), { skipEmptyLines: false, newline: '\n' });
  const records = parsed.data.map((cells, index) => ({ row: index + 1, cells })).filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  const header = records[0]?.cells.findIndex((cell) => cell.trim().toLowerCase() === 'code') ?? -1;
  const body = header >= 0 ? records.slice(1) : records;
  const firstRow = new Map<string, number>();
  return body.map(({ row, cells }): CodeRow => {
    const filled = cells.filter((cell) => cell.trim() !== '');
    if (header < 0 && filled.length > 1) return { row, code: cells.join(','), ok: false, reason: 'invalid', message: 'errors.tourManage.codeOnePerLine' };
    const code = (header >= 0 ? (cells[header] ?? '') : (filled[0] ?? '')).trim();
    if (code === '') return { row, code, ok: false, reason: 'empty', message: 'errors.tourManage.codeEmpty' };
    if (code.length > TOUR_MANAGE_LIMITS.ticketCodeMax) return { row, code, ok: false, reason: 'too_long', message: 'errors.tourManage.codeTooLong' };
    if (CONTROL.test(code)) return { row, code, ok: false, reason: 'invalid', message: 'errors.tourManage.codeInvalid' };
    const first = firstRow.get(code);
    if (first !== undefined) return { row, code, ok: false, reason: 'duplicate', message: 'errors.tourManage.codeDuplicate', values: { row: first } };
    firstRow.set(code, row);
    return { row, code, ok: true };
  });
}
