import type { Readable } from 'node:stream';
import * as XLSX from 'sheetjs-style';
import { keysetBatches, streamXlsx, type XlsxColumn } from './xlsx-stream';
import { openXlsx } from './xlsx-testing';

interface Line {
  ref: string;
  amount: number;
  paid: boolean;
  at: Date | null;
}

const columns: XlsxColumn<Line>[] = [
  { header: 'Booking <no.>', value: (line) => line.ref },
  { header: 'Amount', value: (line) => line.amount },
  { header: 'Paid', value: (line) => line.paid },
  { header: 'Paid at', value: (line) => line.at },
];

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function* batchesOf<T>(...batches: T[][]) {
  for (const batch of batches) yield batch;
}

const open = openXlsx;

describe('streamXlsx', () => {
  it('writes the batches under a bold, filled header, numbers as numbers and moments as dates', async () => {
    const at = new Date('2026-11-28T14:30:00Z');
    const stream = await streamXlsx(
      batchesOf<Line>([{ ref: 'WH-1 & "co"', amount: 450.5, paid: true, at }], [], [{ ref: 'WH-2', amount: 0, paid: false, at: null }]),
      columns,
      { sheetName: 'Reservations: 2026/11' },
    );
    const { book, sheet, styleOf } = open(await bytesOf(stream));

    expect(book.SheetNames).toEqual(['Reservations  2026 11']);
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true })).toEqual([
      ['Booking <no.>', 'Amount', 'Paid', 'Paid at'],
      ['WH-1 & "co"', 450.5, true, at],
      ['WH-2', 0, false],
    ]);
    expect(sheet.B2?.t).toBe('n');
    expect(sheet.D2?.t).toBe('d');
    for (const ref of ['A1', 'B1', 'C1', 'D1']) expect(styleOf(ref)).toEqual({ bold: true, fill: 'solid', color: 'FFE1EFFE' });
    expect(styleOf('A2').bold).toBe(false);
    expect(styleOf('A2').fill).not.toBe('solid');
  });

  it('reads the next batch only when the zip has taken the last one', async () => {
    const asked: number[] = [];
    async function* counted() {
      for (let n = 0; n < 30; n += 1) {
        asked.push(n);
        yield Array.from({ length: 1_000 }, (_, i) => ({ ref: `WH-${n}-${i}`, amount: i, paid: i % 2 === 0, at: null }));
      }
    }
    const stream = await streamXlsx(counted(), columns);
    // Back-pressure: while nobody reads the download, the writer stops asking for rows long before the last batch.
    // Counted in event-loop turns, not time: the first batch is asked for, then the writer gets many more turns.
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    for (let tick = 0; tick < 10_000 && asked.length === 0; tick += 1) await turn();
    expect(asked.length).toBeGreaterThan(0);
    for (let tick = 0; tick < 50; tick += 1) await turn();
    expect(asked.length).toBeLessThan(30);
    const { sheet } = open(await bytesOf(stream));
    expect(asked).toHaveLength(30);
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1 })).toHaveLength(1 + 30 * 1_000);
  });

  it('ends the download with an error when a batch fails, rather than a truncated file', async () => {
    async function* failing() {
      yield [{ ref: 'WH-1', amount: 1, paid: true, at: null }];
      throw new Error('connection lost');
    }
    await expect(bytesOf(await streamXlsx(failing(), columns))).rejects.toThrow('connection lost');
  });
});

describe('keysetBatches', () => {
  it('pages by the last row’s key until a short page', async () => {
    const ids = Array.from({ length: 7 }, (_, i) => i + 1);
    const calls: (number | undefined)[] = [];
    const batches: number[][] = [];
    for await (const batch of keysetBatches<number, number>(3, async (after) => {
      calls.push(after);
      return ids.filter((id) => id > (after ?? 0)).slice(0, 3);
    }, (id) => id)) batches.push(batch);
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(calls).toEqual([undefined, 3, 6]);
  });
});
