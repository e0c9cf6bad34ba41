import { and, count, eq, gte, isNotNull, like, max, min, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { ReservationStatus, ServiceTypeId } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { benchPanelClient } from '../../test/bench-client';
import { type TestDatabaseSpec, openFreshPglite, testDatabases } from '../../test/databases';
import type { DatabaseHandle } from '../client';
import { activitySlots, hotelCalendar, packageSlots } from '../schema/availability';
import { orders, reservations } from '../schema/booking';
import { hotelFeatures, locations, ratePlanRoomTypes, ratePlans, roomTypes, serviceTranslations, services } from '../schema/catalogue';
import { cancellationPolicies } from '../schema/products';
import { sitePages } from '../schema/site-content';
import { seedScale } from './scale';
import { seedScaleReservations } from './scale-reservations';
import { defaultSiteLink, seedDemoData } from './seed';

const siteLink = defaultSiteLink({ PUBLIC_BASE_DOMAIN: 'localhost', PORT: 8080 });
/** A fixed seed day, so the test does not depend on when it runs. */
const NOW = new Date('2031-03-14T09:00:00Z');

async function openMigrated(spec: TestDatabaseSpec): Promise<DatabaseHandle> {
  return spec.name === 'pglite' ? openFreshPglite() : spec.open({ seed: false });
}

describe.each(testDatabases())('demo catalogue seed on $name', (spec) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openMigrated(spec);
    await seedDemoData(handle.db, { siteLink, now: NOW });
  });
  afterAll(async () => {
    await handle.close();
  });

  test('services of every type across at least three locations, with en/no/sv texts', async () => {
    const rows = await handle.db.select({ type: services.serviceType, n: count() }).from(services).groupBy(services.serviceType);
    const byType = Object.fromEntries(rows.map((r) => [r.type, r.n]));
    expect(byType[ServiceTypeId.activities]).toBeGreaterThanOrEqual(8);
    expect(byType[ServiceTypeId.events]).toBe(2);
    expect(byType[ServiceTypeId.hotels]).toBe(3);
    expect(byType[ServiceTypeId.packages]).toBe(2);
    for (const type of [ServiceTypeId.rentals, ServiceTypeId.restaurants, ServiceTypeId.attractions]) expect(byType[type]).toBe(1);
    const places = await handle.db.selectDistinct({ id: services.locationId }).from(services);
    expect(places.length).toBeGreaterThanOrEqual(3);
    const [missing] = await handle.db
      .select({ n: count() })
      .from(services)
      .where(sql`(select count(*) from ${serviceTranslations} t where t.service_id = ${services.id} and t.locale in ('en', 'no', 'sv')) < 3`);
    expect(missing?.n).toBe(0);
    expect((await handle.db.select().from(locations).where(isNotNull(locations.parentId))).map((l) => l.timeZone).sort()).toEqual([
      'Europe/Oslo',
      'Europe/Oslo',
      'Europe/Oslo',
      'Europe/Stockholm',
    ]);
  });

  test('90 days of availability from the seed day, with sold-out and nearly sold-out departures', async () => {
    const [range] = await handle.db.select({ first: min(activitySlots.slotDate), last: max(activitySlots.slotDate) }).from(activitySlots);
    const today = DateTime.fromJSDate(NOW, { zone: 'Europe/Oslo' }).toISODate();
    expect(range?.first).toBe(today);
    expect(range?.last).toBe(DateTime.fromJSDate(NOW, { zone: 'Europe/Oslo' }).plus({ days: 89 }).toISODate());
    const [soldOut] = await handle.db.select({ n: count() }).from(activitySlots).where(eq(activitySlots.remaining, 0));
    const [nearly] = await handle.db.select({ n: count() }).from(activitySlots).where(sql`${activitySlots.remaining} between 1 and 2`);
    expect(soldOut?.n).toBeGreaterThan(10);
    expect(nearly?.n).toBeGreaterThan(10);
    const [minStay] = await handle.db.select({ n: count() }).from(hotelCalendar).where(eq(hotelCalendar.minStay, 2));
    const [noCheckIn] = await handle.db.select({ n: count() }).from(hotelCalendar).where(eq(hotelCalendar.noCheckIn, true));
    expect(minStay?.n).toBeGreaterThan(0);
    expect(noCheckIn?.n).toBeGreaterThan(0);
    const [packageSoldOut] = await handle.db.select({ n: count() }).from(packageSlots).where(eq(packageSlots.remaining, 0));
    expect(packageSoldOut?.n).toBeGreaterThanOrEqual(2);
  });

  test('running it again creates nothing; a later day only extends the availability window', async () => {
    const countAll = async () => {
      const [s] = await handle.db.select({ n: count() }).from(services);
      const [a] = await handle.db.select({ n: count() }).from(activitySlots);
      const [h] = await handle.db.select({ n: count() }).from(hotelCalendar);
      const [p] = await handle.db.select({ n: count() }).from(sitePages);
      return { services: s?.n, slots: a?.n, calendar: h?.n, pages: p?.n };
    };
    const before = await countAll();
    const again = await seedDemoData(handle.db, { siteLink, now: NOW });
    expect(again).toEqual({ createdUsers: [], createdSites: [], createdServices: [] });
    expect(await countAll()).toEqual(before);

    const [remainingBefore] = await handle.db.select({ sum: sql<number>`sum(${activitySlots.remaining})::int` }).from(activitySlots);
    await seedDemoData(handle.db, { siteLink, now: new Date(NOW.getTime() + 86_400_000) });
    const after = await countAll();
    expect(after.services).toBe(before.services);
    expect(after.slots).toBeGreaterThan(before.slots ?? 0);
    const lastDay = DateTime.fromJSDate(NOW, { zone: 'Europe/Oslo' }).plus({ days: 90 }).toISODate()!;
    const [newDay] = await handle.db.select({ n: count() }).from(activitySlots).where(gte(activitySlots.slotDate, lastDay));
    expect(newDay?.n).toBe((after.slots ?? 0) - (before.slots ?? 0));
    // Existing departures were left alone.
    const [remainingOld] = await handle.db
      .select({ sum: sql<number>`sum(${activitySlots.remaining})::int` })
      .from(activitySlots)
      .where(sql`${activitySlots.slotDate} < ${lastDay}`);
    expect(remainingOld?.sum).toBe(remainingBefore?.sum);
  });

  test('hotels: every plan sells rooms, has a meal plan and a policy of its supplier; rooms have beds; one plan per hotel is connected', async () => {
    const plans = await handle.db
      .select({ plan: ratePlans, hotelSupplier: services.supplierUserId, policySupplier: cancellationPolicies.supplierUserId })
      .from(ratePlans)
      .innerJoin(services, eq(services.id, ratePlans.serviceId))
      .leftJoin(cancellationPolicies, eq(cancellationPolicies.id, ratePlans.cancellationPolicyId))
      .where(sql`${services.slug} not like 'bench-%'`);
    expect(plans.length).toBeGreaterThanOrEqual(6);
    for (const { plan, hotelSupplier, policySupplier } of plans) {
      expect({ plan: plan.id, policySupplier, breakfast: plan.breakfastIncluded }).toEqual({ plan: plan.id, policySupplier: hotelSupplier, breakfast: plan.mealPlan !== 'room_only' });
    }
    expect(plans.filter(({ plan }) => plan.parentRatePlanId !== null).length).toBe(3);
    const [unsold] = await handle.db
      .select({ n: count() })
      .from(ratePlans)
      .where(sql`not exists (select 1 from ${ratePlanRoomTypes} l where l.rate_plan_id = ${ratePlans.id})`);
    expect(unsold?.n).toBe(0);
    const [bedless] = await handle.db.select({ n: count() }).from(roomTypes).where(sql`jsonb_array_length(${roomTypes.beds}) = 0`);
    expect(bedless?.n).toBe(0);
    const scopes = await handle.db.select({ scope: hotelFeatures.scope, n: count() }).from(hotelFeatures).groupBy(hotelFeatures.scope);
    expect(Object.fromEntries(scopes.map((row) => [row.scope, row.n]))).toEqual({ hotel: 30, room: 16 });
  });

  test('--scale N generates N benchmark services with availability, once', async () => {
    const first = await seedScale(handle.db, 40, { now: NOW });
    expect(first).toEqual({ created: 40, total: 40 });
    const again = await seedScale(handle.db, 40, { now: NOW });
    expect(again).toEqual({ created: 0, total: 40 });
    const [slots] = await handle.db
      .select({ n: count() })
      .from(activitySlots)
      .innerJoin(services, eq(services.id, activitySlots.serviceId))
      .where(like(services.slug, 'bench-%'));
    expect(slots?.n).toBeGreaterThan(0);
    const [texts] = await handle.db
      .select({ n: count() })
      .from(serviceTranslations)
      .innerJoin(services, and(eq(services.id, serviceTranslations.serviceId), like(services.slug, 'bench-%')));
    expect(texts?.n).toBe(120);
  });

  test('--reservations N makes N paid bookings that the supplier\'s and the partner\'s tables show', async () => {
    const first = await seedScaleReservations(handle.db, 120, { now: NOW });
    expect(first).toEqual({ created: 120, total: 120 });
    const byStatus = await handle.db
      .select({ status: reservations.status, n: count() })
      .from(reservations)
      .where(like(reservations.bookingNumber, 'WH-S%'))
      .groupBy(reservations.status);
    const statuses = Object.fromEntries(byStatus.map((row) => [row.status, row.n]));
    expect(Object.values(statuses).reduce((a, b) => a + b, 0)).toBe(120);
    expect(statuses[ReservationStatus.CONFIRM]).toBeGreaterThan(90);
    expect(statuses[ReservationStatus.CANCEL]).toBeGreaterThan(0);
    const [paid] = await handle.db.select({ n: count() }).from(orders).innerJoin(reservations, eq(reservations.cartId, orders.cartId)).where(like(reservations.bookingNumber, 'WH-S%'));
    expect(paid?.n).toBe(120);

    const table = api.panelReservations.dataTable.path();
    for (const email of ['supplier@wayhub.test', 'partner@wayhub.test']) {
      const answer = await (await benchPanelClient(handle, email)).call('POST', table, { search: 'WH-S', limit: 5 })();
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as { data: { total: number; data: { booking_number: string }[] } };
      expect(body.data.total).toBe(120);
      expect(body.data.data[0]?.booking_number).toMatch(/^WH-S\d{9}$/);
    }
    const again = await seedScaleReservations(handle.db, 10, { now: NOW });
    expect(again).toEqual({ created: 10, total: 130 });
  });
});
