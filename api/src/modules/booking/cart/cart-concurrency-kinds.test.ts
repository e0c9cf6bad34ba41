import { and, eq, isNull } from 'drizzle-orm';
import { HoldAnswerSchema } from 'shared-contracts/booking';
import { ReservationStatus } from 'shared-contracts/enums';
import { capacityHolds } from '../../../db/schema/booking';
import { postgresTestDatabase, testDatabases } from '../../../test/databases';
import { useTestDatabase } from '../../../test/harness';
import { cartsOf, hold, hotelNight, json, packageSlot } from '../testing/fixtures';

/**
 * The 200-cart race of cart-concurrency.test.ts on a hotel night and a package departure, on PostgreSQL, the database
 * with real concurrent connections, when a server is there (PGlite otherwise): PGlite runs one statement at a time,
 * so its run of these repeats what the slot case already proves there, at two minutes of CI time. A file of its own,
 * so the two files run side by side.
 */

const serverOrEmbedded = postgresTestDatabase() ?? testDatabases()[0]!;

describe(`200 concurrent holds on other kinds of capacity, on ${serverOrEmbedded.name}`, () => {
  const ctx = useTestDatabase(serverOrEmbedded);

  test('200 concurrent holds on a hotel night with 10 rooms: exactly 10 hold, none oversold', async () => {
    const t = ctx.app();
    const { site, item, allotment } = await hotelNight(t, 20, 10);
    const refs = await cartsOf(t, site, item);
    const answers = await Promise.all(refs.map(async (ref) => json(HoldAnswerSchema, await hold(t, site, ref))));
    expect(answers.filter((a) => a.data.reservation_status === ReservationStatus.HOLD)).toHaveLength(10);
    const refused = answers.filter((a) => a.data.reservation_status === ReservationStatus.HOLD_FAILED);
    expect(refused).toHaveLength(190);
    expect(refused.every((a) => a.data.failed_reservation_info?.[0]?.reason === 'sold_out')).toBe(true);
    expect(await allotment()).toBe(0);
  }, 120_000);

  test('200 concurrent holds on a package departure with 10 seats: exactly 10 hold, 190 are refused, none oversold', async () => {
    const t = ctx.app();
    const { site, item, slotId, remaining } = await packageSlot(t, 40, 10);
    const refs = await cartsOf(t, site, item);
    const answers = await Promise.all(refs.map(async (ref) => json(HoldAnswerSchema, await hold(t, site, ref))));
    const held = answers.filter((a) => a.data.reservation_status === ReservationStatus.HOLD);
    const refused = answers.filter((a) => a.data.reservation_status === ReservationStatus.HOLD_FAILED);
    expect(held).toHaveLength(10);
    expect(refused).toHaveLength(190);
    expect(refused.every((a) => a.data.failed_reservation_info?.length === 1 && a.data.failed_reservation_info[0]!.reason === 'sold_out')).toBe(true);
    expect(await remaining()).toBe(0);
    // The ten seats are the ten winners' holds, one each: nothing was taken twice or taken by a refused cart.
    const open = await t.handle.db.select().from(capacityHolds).where(and(eq(capacityHolds.packageSlotId, slotId), isNull(capacityHolds.releasedAt)));
    expect(open.map((h) => h.quantity)).toEqual(Array(10).fill(1));
    expect(new Set(open.map((h) => h.reservationId)).size).toBe(10);
  }, 120_000);
});
