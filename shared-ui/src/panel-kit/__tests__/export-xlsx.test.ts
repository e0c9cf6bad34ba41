import fs from 'node:fs';
import * as XLSX from 'sheetjs-style';
import { XLSX_CONTENT_TYPE } from 'shared-contracts/constants';
import { buildXlsx, exportXlsx, type XlsxColumn } from '../export/export-xlsx';

interface Ticket {
  name: string;
  priceMinor: number;
  active: boolean;
  note: string | null;
}

const rows: Ticket[] = [
  { name: 'Adult', priceMinor: 45000, active: true, note: 'Includes coffee on board the boat' },
  { name: 'Child', priceMinor: 22500, active: false, note: null },
];
const columns: XlsxColumn<Ticket>[] = [
  { header: 'Ticket', value: (row) => row.name },
  { header: 'Price (øre)', value: (row) => row.priceMinor, width: 14 },
  { header: 'Active', value: (row) => row.active },
  { header: 'Note', value: (row) => row.note },
];

function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

/** The workbook read back, with its raw parts (styles.xml), as Excel would open it. */
async function readBack(blob: Blob) {
  const book = XLSX.read(await readBytes(blob), { type: 'array', cellStyles: true, bookFiles: true } as XLSX.ParsingOptions);
  const files = (book as unknown as { files: Record<string, { asText?: () => string; _data?: string }> }).files;
  const part = (name: string) => {
    const file = files[name];
    return file?.asText ? file.asText() : String(file?._data ?? '');
  };
  return { book, part };
}

describe('exportXlsx', () => {
  it('writes the rows under a bold, filled header row, with column widths and the spec’s content type', async () => {
    const blob = await buildXlsx(rows, columns, { sheetName: 'Tickets: 2026/27' });
    expect(blob.type).toBe(XLSX_CONTENT_TYPE);
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    const { book, part } = await readBack(blob);
    expect(book.SheetNames).toEqual(['Tickets  2026 27']);
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1 })).toEqual([
      ['Ticket', 'Price (øre)', 'Active', 'Note'],
      ['Adult', 45000, true, 'Includes coffee on board the boat'],
      ['Child', 22500, false],
    ]);
    // Numbers stay numbers: a sum in Excel works on them.
    expect(sheet.B2?.t).toBe('n');

    expect((sheet['!cols'] ?? []).map((column) => column.wch)).toEqual([8, 14, 8, 35]);

    // The header's cells point at a style with a bold font and a solid fill; the body's do not.
    const styles = new DOMParser().parseFromString(part('xl/styles.xml'), 'application/xml');
    const sheetXml = new DOMParser().parseFromString(part('xl/worksheets/sheet1.xml'), 'application/xml');
    const styleOf = (ref: string) => {
      const index = Number(sheetXml.querySelector(`c[r="${ref}"]`)?.getAttribute('s') ?? 0);
      const xf = styles.querySelectorAll('cellXfs > xf')[index]!;
      const font = styles.querySelectorAll('fonts > font')[Number(xf.getAttribute('fontId'))]!;
      const fill = styles.querySelectorAll('fills > fill')[Number(xf.getAttribute('fillId'))]!;
      return { bold: font.querySelector('b') !== null, fill: fill.querySelector('patternFill')?.getAttribute('patternType'), color: fill.querySelector('fgColor')?.getAttribute('rgb') };
    };
    for (const ref of ['A1', 'B1', 'C1', 'D1']) expect(styleOf(ref)).toEqual({ bold: true, fill: 'solid', color: 'FFE1EFFE' });
    expect(styleOf('A2').bold).toBe(false);
    expect(styleOf('A2').fill).not.toBe('solid');
  });

  it('hands the file to the browser under its name, with .xlsx added', async () => {
    const downloads: { name: string; href: string }[] = [];
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof HTMLAnchorElement)) return;
      event.preventDefault();
      downloads.push({ name: event.target.download, href: event.target.href });
    };
    URL.createObjectURL = jest.fn(() => 'blob:workbook');
    URL.revokeObjectURL = jest.fn();
    document.addEventListener('click', onClick);
    try {
      const blob = await exportXlsx(rows, columns, 'tickets-2026');
      expect(downloads).toEqual([{ name: 'tickets-2026.xlsx', href: 'blob:workbook' }]);
      expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
      await exportXlsx(rows, columns, 'report.XLSX');
      expect(downloads[1]?.name).toBe('report.XLSX');
    } finally {
      document.removeEventListener('click', onClick);
    }
  });

  it('loads sheetjs-style only when asked for a workbook', () => {
    const source = fs.readFileSync(require.resolve('../export/export-xlsx.ts'), 'utf8');
    expect(source).not.toMatch(/^import .*sheetjs-style/m);
    expect(source).toMatch(/await import\('sheetjs-style'\)/);
  });
});
