import { asc, eq } from 'drizzle-orm';
import { api } from 'shared-contracts/paths';
import { DeletedAnswerSchema, TicketCodeListAnswerSchema, TicketCodesClearedAnswerSchema, TicketCodeUploadAnswerSchema } from 'shared-contracts/tour-manage';
import { ticketCodes } from '../../../db/schema/products';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { answer, caller, type Caller, createTour, failure } from './__tests__/fixtures';
import { parseTicketCodes } from './ticket-codes.csv';

const p = api.tourManage;

/** The upload as the panel sends it: multipart, the file in the `file` field. */
function upload(who: Caller, tour: number, content: BlobPart, { name = 'codes.csv', type = 'text/csv', path = p.uploadTicketCodes.path({ id: tour }) } = {}) {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), name);
  return who.send('POST', path, { body: form });
}

describe('parseTicketCodes', () => {
  test('one code per line: blank lines skipped, rows numbered as the lines of the file', () => {
    expect(parseTicketCodes('\uFEFFA1\r\n\r\n  B2  \nA1\n\n')).toEqual([
      { row: 1, code: 'A1', ok: true },
      { row: 3, code: 'B2', ok: true },
      { row: 4, code: 'A1', ok: false, reason: 'duplicate', message: 'errors.tourManage.codeDuplicate', values: { row: 1 } },
    ]);
  });

  test('a header naming a code column: that column, whatever else the rows hold', () => {
    expect(parseTicketCodes('Note;CODE\nfirst;X-1\nsecond;\n"quoted; note";"X-2"')).toEqual([
      { row: 2, code: 'X-1', ok: true },
      { row: 3, code: '', ok: false, reason: 'empty', message: 'errors.tourManage.codeEmpty' },
      { row: 4, code: 'X-2', ok: true },
    ]);
  });

  test('two codes on a line without a header, a code too long, and control characters are refused', () => {
    expect(parseTicketCodes(`A,B\n${'x'.repeat(65)}\n${'y'.repeat(64)}\nbad\u0007code`).map((row) => (row.ok ? 'ok' : row.reason))).toEqual(['invalid', 'too_long', 'ok', 'invalid']);
  });
});

describe.each(testDatabases())('tour manage: voucher codes on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  async function setup(t: TestApp) {
    return { supplier: await caller(t, DEMO.supplier), tour: await createTour(t, DEMO.supplier) };
  }

  const stored = (t: TestApp, tour: number) =>
    t.handle.db.select({ code: ticketCodes.code }).from(ticketCodes).where(eq(ticketCodes.serviceId, tour)).orderBy(asc(ticketCodes.id));

  test('a CSV of mixed rows stores the valid new codes once and reports every other row with its reason', async () => {
    const t = ctx.app();
    const { supplier, tour } = await setup(t);
    await answer(TicketCodeUploadAnswerSchema, await upload(supplier, tour, 'OLD-1\n'));

    const csv = ['code,holder', 'NEW-1,a', ',b', `${'L'.repeat(65)},c`, 'NEW-2,d', 'NEW-1,e', 'OLD-1,f', '', 'NEW-3,g'].join('\n');
    const result = await answer(TicketCodeUploadAnswerSchema, await upload(supplier, tour, csv));
    expect(result.data).toEqual({
      rows: 7,
      created: 3,
      failed: 4,
      counts: { empty: 1, too_long: 1, invalid: 0, duplicate: 1, exists: 1 },
      errors: [
        { row: 3, code: '', reason: 'empty', message: 'The code is empty.' },
        { row: 4, code: 'L'.repeat(65), reason: 'too_long', message: 'A code can be at most 64 characters long.' },
        { row: 6, code: 'NEW-1', reason: 'duplicate', message: 'The same code is on row 2.' },
        { row: 7, code: 'OLD-1', reason: 'exists', message: 'This activity already has this code.' },
      ],
      errors_truncated: false,
    });
    expect((await stored(t, tour)).map((r) => r.code)).toEqual(['OLD-1', 'NEW-1', 'NEW-2', 'NEW-3']);

    // The same file again stores nothing; the messages come in the caller's language.
    const again = await answer(TicketCodeUploadAnswerSchema, await supplier.send('POST', p.uploadTicketCodes.path({ id: tour }), { body: formOf(csv), headers: { 'APP-LOCALE': 'no' } }));
    expect(again.data).toMatchObject({ rows: 7, created: 0, counts: { exists: 4 } });
    expect(again.data.errors.find((e) => e.reason === 'exists')?.message).toBe('Aktiviteten har allerede denne koden.');
    // Under /gateway too.
    const gateway = await answer(TicketCodeUploadAnswerSchema, await upload(supplier, tour, 'GW-1', { path: `/gateway${p.uploadTicketCodes.path({ id: tour })}` }));
    expect(gateway.data.created).toBe(1);
  });

  test('a list of more failed rows than are shown says so, and still counts them all', async () => {
    const t = ctx.app();
    const { supplier, tour } = await setup(t);
    const result = await answer(TicketCodeUploadAnswerSchema, await upload(supplier, tour, `${Array.from({ length: 700 }, () => 'SAME').join('\n')}\n`));
    expect(result.data).toMatchObject({ rows: 700, created: 1, failed: 699, counts: { duplicate: 699 }, errors_truncated: true });
    expect(result.data.errors).toHaveLength(500);
  });

  test('a file that is missing, empty, not UTF-8 text, not multipart, or over 1 MB is refused', async () => {
    const t = ctx.app();
    const { supplier, tour } = await setup(t);
    const noFile = new FormData();
    noFile.append('other', 'x');
    expect(await failure(await supplier.send('POST', p.uploadTicketCodes.path({ id: tour }), { body: noFile }))).toMatchObject({ status: 400, paths: ['file'], issues: [{ message: 'Choose a CSV file to upload.' }] });
    expect(await failure(await upload(supplier, tour, '\n\n'))).toMatchObject({ status: 400, message: 'The file holds no codes.' });
    expect(await failure(await upload(supplier, tour, 'code\n'))).toMatchObject({ status: 400, message: 'The file holds no codes.' });
    expect(await failure(await upload(supplier, tour, new Uint8Array([0x41, 0xff, 0xfe, 0x42]), { type: 'application/octet-stream' }))).toMatchObject({ status: 400, message: 'The file must be a CSV text file in UTF-8.' });
    expect(await failure(await upload(supplier, tour, 'A\u0000B'))).toMatchObject({ status: 400, message: 'The file must be a CSV text file in UTF-8.' });
    expect(await failure(await supplier.send('POST', p.uploadTicketCodes.path({ id: tour }), { body: 'A1\nA2', headers: { 'content-type': 'text/csv' } }))).toMatchObject({ status: 415 });
    expect(await failure(await supplier.post(p.uploadTicketCodes.path({ id: tour }), { file: 'A1' }))).toMatchObject({ status: 400, paths: ['file'] });
    expect(await failure(await upload(supplier, tour, 'A'.repeat(1024 * 1024 + 10)))).toMatchObject({ status: 413 });
    expect(await stored(t, tour)).toEqual([]);
  });

  test('listing pages through the codes, finds by part of a code, filters used ones', async () => {
    const t = ctx.app();
    const { supplier, tour } = await setup(t);
    await answer(TicketCodeUploadAnswerSchema, await upload(supplier, tour, Array.from({ length: 25 }, (_, i) => `VC-${String(i + 1).padStart(3, '0')}`).join('\n')));
    await t.handle.db.update(ticketCodes).set({ usedAt: new Date('2030-01-01T00:00:00Z') }).where(eq(ticketCodes.code, 'VC-002'));
    const list = async (body: object) => (await answer(TicketCodeListAnswerSchema, await supplier.post(p.ticketCodes.path({ id: tour }), body))).data;

    const first = await list({});
    expect(first).toMatchObject({ total: 25, unused: 24, page: 1, limit: 20 });
    expect(first.data.map((c) => c.code)).toEqual(Array.from({ length: 20 }, (_, i) => `VC-${String(i + 1).padStart(3, '0')}`));
    expect((await list({ page: 2, limit: 20 })).data.map((c) => c.code)).toEqual(['VC-021', 'VC-022', 'VC-023', 'VC-024', 'VC-025']);
    expect((await list({ search: '01' })).data.map((c) => c.code)).toEqual(['VC-001', 'VC-010', 'VC-011', 'VC-012', 'VC-013', 'VC-014', 'VC-015', 'VC-016', 'VC-017', 'VC-018', 'VC-019']);
    expect(await list({ used: true })).toMatchObject({ total: 1, data: [{ code: 'VC-002', used_at: '2030-01-01T00:00:00.000Z' }] });
    expect((await list({ used: false })).total).toBe(24);
    for (const [body, field] of [
      [{ page: 0 }, 'page'],
      [{ limit: 101 }, 'limit'],
      [{ search: 'x'.repeat(65) }, 'search'],
      [{ used: 'yes' }, 'used'],
    ] as const) {
      expect(await failure(await supplier.post(p.ticketCodes.path({ id: tour }), body))).toMatchObject({ status: 400, paths: [field] });
    }
  });

  test('clearing removes the free codes and keeps those handed out; one code is deleted unless handed out', async () => {
    const t = ctx.app();
    const { supplier, tour } = await setup(t);
    await answer(TicketCodeUploadAnswerSchema, await upload(supplier, tour, 'A\nB\nC\nD'));
    await t.handle.db.update(ticketCodes).set({ usedAt: new Date() }).where(eq(ticketCodes.code, 'B'));
    const ids = new Map((await t.handle.db.select().from(ticketCodes).where(eq(ticketCodes.serviceId, tour))).map((r) => [r.code, r.id]));

    await answer(DeletedAnswerSchema, await supplier.del(p.deleteTicketCode.path({ id: tour }), { id: ids.get('A') }));
    expect(await failure(await supplier.del(p.deleteTicketCode.path({ id: tour }), { id: ids.get('B') }))).toMatchObject({
      status: 409,
      message: 'This code has already been given to a guest and cannot be deleted.',
    });
    expect(await failure(await supplier.del(p.deleteTicketCode.path({ id: tour }), { id: ids.get('A') }))).toMatchObject({ status: 404 });
    expect(await failure(await supplier.del(p.deleteTicketCode.path({ id: tour }), { id: 'A' }))).toMatchObject({ status: 400, paths: ['id'] });

    const cleared = await answer(TicketCodesClearedAnswerSchema, await supplier.del(p.clearTicketCodes.path({ id: tour })));
    expect(cleared.data).toEqual({ deleted: 2, kept_used: 1 });
    expect((await stored(t, tour)).map((r) => r.code)).toEqual(['B']);
  });

  test("another supplier's activity and codes answer 404 and stay as they are", async () => {
    const t = ctx.app();
    const { supplier, tour } = await setup(t);
    await answer(TicketCodeUploadAnswerSchema, await upload(supplier, tour, 'MINE-1\nMINE-2'));
    const [mine] = await t.handle.db.select().from(ticketCodes).where(eq(ticketCodes.serviceId, tour));
    const duo = await caller(t, DEMO.duo);
    const duoTour = await createTour(t, DEMO.duo);
    for (const response of [
      await upload(duo, tour, 'HIJACK'),
      await duo.post(p.ticketCodes.path({ id: tour }), {}),
      await duo.del(p.clearTicketCodes.path({ id: tour })),
      await duo.del(p.deleteTicketCode.path({ id: tour }), { id: mine!.id }),
      // A's code id under duo's own activity.
      await duo.del(p.deleteTicketCode.path({ id: duoTour }), { id: mine!.id }),
    ]) {
      expect(await failure(response)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    expect((await stored(t, tour)).map((r) => r.code)).toEqual(['MINE-1', 'MINE-2']);
    const admin = await caller(t, DEMO.admin);
    expect((await answer(TicketCodeListAnswerSchema, await admin.post(p.ticketCodes.path({ id: tour }), {}))).data.total).toBe(2);
  });
});

function formOf(csv: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'codes.csv');
  return form;
}
