import { RESERVATION_COUNT_CAP, ReservationTableAnswerSchema } from 'shared-contracts/panel-reservations';
import { api } from 'shared-contracts/paths';
import { seedScaleReservations } from '../../../db/seed/scale-reservations';
import { oneTestDatabase } from '../../../test/databases';
import { DEMO, useTestDatabase } from '../../../test/harness';
import { answer, caller } from '../tour-manage/__tests__/fixtures';

const p = api.panelReservations;

/** Past RESERVATION_COUNT_CAP matching rows the table stops counting: a page stays cheap at a million bookings. */
describe.each(oneTestDatabase())('the reservations table at scale on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  test('past the cap the total says "at least", under it the count is exact, and paging still reaches the rows', async () => {
    const t = ctx.app();
    await seedScaleReservations(t.handle.db, RESERVATION_COUNT_CAP + 30, { now: t.clock.now() });
    const supplier = await caller(t, DEMO.supplier);
    const table = async (body: object) => (await answer(ReservationTableAnswerSchema, await supplier.post(p.dataTable.path(), body))).data;

    const first = await table({ search: 'WH-S', limit: 20 });
    expect(first).toMatchObject({ total: RESERVATION_COUNT_CAP, total_capped: true });
    expect(first.data).toHaveLength(20);

    // A page beyond the cap is served all the same.
    const deep = await table({ search: 'WH-S', limit: 100, page_number: Math.ceil(RESERVATION_COUNT_CAP / 100) + 1 });
    expect(deep.data).toHaveLength(30);

    // A filter that leaves fewer rows gets its exact count back.
    const cancelled = await table({ search: 'WH-S', filters: { status: [5] }, limit: 5 });
    expect(cancelled.total_capped).toBe(false);
    expect(cancelled.total).toBeGreaterThan(500);
    expect(cancelled.total).toBeLessThan(RESERVATION_COUNT_CAP);
  });
});
