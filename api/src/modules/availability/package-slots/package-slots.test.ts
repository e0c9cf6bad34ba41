import { eq } from 'drizzle-orm';
import {
  AvailabilitySearchAnswerSchema,
  PackageFullAnswerSchema,
  PackageSlotAvailabilityAnswerSchema,
  PackageSlotsAnswerSchema,
} from 'shared-contracts/catalogue';
import { api } from 'shared-contracts/paths';
import * as v from 'valibot';
import { packageSlots } from '../../../db/schema/availability';
import { atSeedDay, serviceId, siteId } from '../../../test/catalogue-fixtures';
import { testDatabases } from '../../../test/databases';
import { type TestApp, useTestDatabase } from '../../../test/harness';

const PACKAGE = 'fjords-and-mountains-3-days';

describe.each(testDatabases())('package availability on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  async function slotsOf(t: TestApp) {
    const site = await siteId(t, 'demo');
    const id = await serviceId(t, PACKAGE);
    const response = await t.post(api.availability.packageSlots.path({ id }), { site_id: site });
    expect(response.status).toBe(200);
    return { site, id, data: v.parse(PackageSlotsAnswerSchema, await response.json()).data };
  }

  test('the package and its services, by day', async () => {
    const t = ctx.app();
    const site = await siteId(t, 'demo');
    const id = await serviceId(t, PACKAGE);
    const response = await t.request(api.catalogue.package.path({ id }, { site_id: site }));
    const pkg = v.parse(PackageFullAnswerSchema, await response.json()).data;
    expect(pkg.package?.duration_days).toBe(3);
    expect(pkg.package?.services.map((s) => [s.day_offset, s.service_type])).toEqual([
      [0, 'hotels'],
      [0, 'activities'],
      [1, 'activities'],
      [2, 'events'],
    ]);
    expect(pkg.tickets.map((tk) => tk.pricing_type)).toEqual(['Adult', 'Child']);
    expect(pkg.lowest_price).toEqual({ currency: 'NOK', minor: 489_000, amount: 4890 });
    const paylater = await siteId(t, 'demo-paylater');
    expect((await t.request(api.catalogue.package.path({ id }, { site_id: paylater }))).status).toBe(404);
  });

  test('departures: start and end dates, the first one sold out and the second nearly', async () => {
    const t = ctx.app();
    await atSeedDay(t, -1);
    const { data } = await slotsOf(t);
    expect(data.slots.length).toBeGreaterThan(20);
    const [first, second] = data.slots;
    expect(first).toMatchObject({ remaining: 0, sold_out: true });
    expect(second?.remaining).toBeGreaterThanOrEqual(1);
    expect(second?.remaining).toBeLessThanOrEqual(2);
    expect(Date.parse(first!.end_date) - Date.parse(first!.start_date)).toBe(2 * 86_400_000);
  });

  test('slot availability: sold out, not enough seats, or available with the computed total', async () => {
    const t = ctx.app();
    await atSeedDay(t, -1);
    const { site, id, data } = await slotsOf(t);
    const check = async (slotId: number, adults: number, children = 0) => {
      const response = await t.post(api.availability.packageSlotAvailability.path(), { site_id: site, package_id: id, slot_id: slotId, adults, children });
      expect(response.status).toBe(200);
      return v.parse(PackageSlotAvailabilityAnswerSchema, await response.json()).data;
    };
    expect(await check(data.slots[0]!.id, 1)).toMatchObject({ available: false, reason: 'sold_out' });
    expect(await check(data.slots[1]!.id, 3)).toMatchObject({ available: false, reason: 'not_enough_seats' });
    const roomy = data.slots.find((s) => s.remaining >= 3)!;
    const ok = await check(roomy.id, 2, 1);
    expect(ok).toMatchObject({ available: true, reason: null, persons: 3 });
    expect(ok.total).toEqual({ currency: 'NOK', minor: 2 * 489_000 + 229_000, amount: 12_070 });

    const otherPackage = await serviceId(t, 'arctic-weekend-tromso');
    const foreign = await t.post(api.availability.packageSlotAvailability.path(), { site_id: site, package_id: otherPackage, slot_id: roomy.id, adults: 1 });
    expect(foreign.status).toBe(400);
  });

  test('a departure that has started is not available', async () => {
    const t = ctx.app();
    await atSeedDay(t, -1);
    const { site, id, data } = await slotsOf(t);
    const roomy = data.slots.find((s) => s.remaining >= 3)!;
    t.clock.set(new Date(`${roomy.start_date}T12:00:00Z`));
    const response = await t.post(api.availability.packageSlotAvailability.path(), { site_id: site, package_id: id, slot_id: roomy.id, adults: 1 });
    expect(v.parse(PackageSlotAvailabilityAnswerSchema, await response.json()).data).toMatchObject({ available: false, reason: 'started' });
  });

  test('the database refuses a negative remaining', async () => {
    const t = ctx.app();
    const [slot] = await t.handle.db.select().from(packageSlots).limit(1);
    await expect(t.handle.db.update(packageSlots).set({ remaining: -1 }).where(eq(packageSlots.id, slot!.id))).rejects.toThrow();
  });

  test('packaging availability search: packages departing on the date with seats for the guests', async () => {
    const t = ctx.app();
    await atSeedDay(t, -1);
    const { site, data } = await slotsOf(t);
    const roomy = data.slots.find((s) => s.remaining >= 2)!;
    const hits = v.parse(
      AvailabilitySearchAnswerSchema,
      await (await t.post(api.availability.packagesSearch.path(), { site_id: site, date: roomy.start_date, adults: 2 })).json(),
    ).data;
    expect(hits.find((h) => h.service.slug === PACKAGE)).toMatchObject({ price: { minor: 978_000 }, seats_left: roomy.remaining });
    const soldOut = data.slots[0]!;
    const none = v.parse(AvailabilitySearchAnswerSchema, await (await t.post(api.availability.packagesSearch.path(), { site_id: site, date: soldOut.start_date, adults: 1 })).json()).data;
    expect(none.map((h) => h.service.slug)).not.toContain(PACKAGE);
  });
});
