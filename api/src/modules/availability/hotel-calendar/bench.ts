import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { GeneralStatus, ServiceTypeId } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import type { DatabaseHandle } from '../../../db/client';
import { ratePlans, roomTypes, services, serviceTranslations } from '../../../db/schema/catalogue';
import { users } from '../../../db/schema/core';
import { timeHttpCases } from '../../../lib/bench-timing';
import { benchPanelClient } from '../../../test/bench-client';

/**
 * The hotel calendar (issue 13 "Bench"): a hotel of supplier@ with 10 room types × 3 rate plans, a year of nights
 * written by the bulk update itself, then the month view and the updates timed in process. Prints figures only;
 * the targets are a month view under 100 ms p95 and a bulk update of 365 days × 30 rate rows under 2 s.
 */
export interface HotelCalendarBenchOptions {
  roomTypes?: number;
  ratePlans?: number;
  iterations?: number;
  bulkIterations?: number;
  log?: (line: string) => void;
}

export async function benchHotelCalendar(
  handle: DatabaseHandle,
  { roomTypes: roomCount = 10, ratePlans: planCount = 3, iterations = 100, bulkIterations = 5, log = console.info }: HotelCalendarBenchOptions = {},
) {
  const { app, headers } = await benchPanelClient(handle);
  const post = (path: string, body: () => unknown) => () => app.request(path, { method: 'POST', headers, body: JSON.stringify(body()) });

  // The hotel, its room types and plans: the catalogue's rows, made directly (the accommodation forms are another call).
  const [owner] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'supplier@wayhub.test'));
  const slug = `bench-hotel-${randomUUID()}`;
  const [hotel] = await handle.db
    .insert(services)
    .values({ serviceType: ServiceTypeId.hotels, supplierUserId: owner!.id, status: GeneralStatus.Active, slug, productCode: slug.slice(0, 20), currency: 'NOK', timeZone: 'Europe/Oslo' })
    .returning({ id: services.id });
  const hotelId = hotel!.id;
  await handle.db.insert(serviceTranslations).values({ serviceId: hotelId, locale: 'en', name: 'Calendar bench hotel' });
  const rooms = await handle.db
    .insert(roomTypes)
    .values(Array.from({ length: roomCount }, (_, i) => ({ serviceId: hotelId, names: { en: `Room ${i + 1}` }, maxAdults: 2, maxOccupancy: 3, position: i })))
    .returning({ id: roomTypes.id });
  const plans = await handle.db
    .insert(ratePlans)
    .values(Array.from({ length: planCount }, (_, i) => ({ serviceId: hotelId, names: { en: `Plan ${i + 1}` }, basePriceMinor: 100_000, position: i })))
    .returning({ id: ratePlans.id });

  const today = DateTime.now().setZone('Europe/Oslo').startOf('day');
  let price = 100_000;
  const bulk = (preview: boolean) =>
    post(api.hotelCalendar.updatePrices.path({ hotelId }), () => ({
      kind: 'bulk',
      start_date: today.toISODate(),
      end_date: today.plus({ days: 364 }).toISODate(),
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      room_type_ids: rooms.map((r) => r.id),
      rate_plan_ids: plans.map((p) => p.id),
      // A new price every call, so every call changes (and, unless a preview, writes) every night.
      changes: { price_minor: (price += 100), allotment: 10, min_stay: 1 },
      preview,
    }));
  const cells = 365 * rooms.length * plans.length;
  const opened = performance.now();
  const first = await bulk(false)();
  if (!first.ok) throw new Error(`bulk update: HTTP ${first.status} ${await first.text()}`);
  log(`hotel calendar bench (${handle.kind}): ${rooms.length} room types × ${plans.length} rate plans, ${cells} nights opened by one bulk update in ${Math.round(performance.now() - opened)} ms`);
  await handle.db.execute(sql`analyze`);

  const month = today.startOf('month');
  const range = { start_date: month.toISODate(), end_date: month.endOf('month').toISODate() };
  await timeHttpCases(
    [
      ['room-rate list', () => app.request(api.hotelCalendar.roomRates.path({ hotelId }, { with_name: 'true' }), { headers })],
      ['month view (10 × 3 rate rows)', post(api.hotelCalendar.calendar.path({ hotelId }), () => range)],
      ['single night update', post(api.hotelCalendar.updatePrices.path({ hotelId }), () => ({ kind: 'single', room_type_id: rooms[0]!.id, rate_plan_id: plans[0]!.id, date: today.plus({ days: 3 }).toISODate(), changes: { price_minor: (price += 100) } }))],
    ],
    { iterations, log },
  );
  await timeHttpCases(
    [
      [`bulk preview, 365 days × ${rooms.length * plans.length} rows`, bulk(true)],
      [`bulk update, 365 days × ${rooms.length * plans.length} rows`, bulk(false)],
    ],
    { iterations: bulkIterations, warmup: 1, log },
  );
}
