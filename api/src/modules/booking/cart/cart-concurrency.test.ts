import { HoldAnswerSchema } from 'shared-contracts/booking';
import { ReservationStatus } from 'shared-contracts/enums';
import { testDatabases } from '../../../test/databases';
import { useTestDatabase } from '../../../test/harness';
import { cartsOf, cruiseSlot, hold, json } from '../testing/fixtures';

/**
 * 200 carts race for 10 places (issue 4), on every database: the activity slot here, the hotel night and the package
 * departure in cart-concurrency-kinds.test.ts.
 */

describe.each(testDatabases())('200 concurrent holds on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  test('200 concurrent holds on a 10-seat departure: exactly 10 hold, 190 are refused, none oversold', async () => {
    const t = ctx.app();
    const { site, item, remaining } = await cruiseSlot(t, 6, 10);
    const refs = await cartsOf(t, site, item);
    const answers = await Promise.all(refs.map(async (ref) => json(HoldAnswerSchema, await hold(t, site, ref))));
    const held = answers.filter((a) => a.data.reservation_status === ReservationStatus.HOLD);
    const refused = answers.filter((a) => a.data.reservation_status === ReservationStatus.HOLD_FAILED);
    expect(held).toHaveLength(10);
    expect(refused).toHaveLength(190);
    expect(refused.every((a) => a.data.failed_reservation_info?.length === 1 && a.data.failed_reservation_info[0]!.reason === 'sold_out')).toBe(true);
    expect(await remaining()).toBe(0);
  }, 120_000);
});
