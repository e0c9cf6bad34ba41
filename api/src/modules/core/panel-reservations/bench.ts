import { performance } from 'node:perf_hooks';
import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import { ReservationStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import type { DatabaseHandle } from '../../../db/client';
import { activitySlots } from '../../../db/schema/availability';
import { orders, reservations as reservationsTable } from '../../../db/schema/booking';
import { services } from '../../../db/schema/catalogue';
import { partnerSites } from '../../../db/schema/core';
import { timeHttpCases } from '../../../lib/bench-timing';
import { benchPanelClient } from '../../../test/bench-client';

/**
 * The reservations data table (issue 14 §1 "Bench"): `reservations` confirmed cruise bookings of supplier@ on the
 * demo site (each with its cart, paid payment and order), on top of the demo data; then pages of the table, a search,
 * filters, an administrator's page and one booking's details, timed in process. Prints figures only.
 */
export async function benchReservations(handle: DatabaseHandle, { reservations = 20_000, iterations = 100, log = console.info } = {}) {
  const db = handle.db;
  const [site] = await db.select({ id: partnerSites.id }).from(partnerSites).where(eq(partnerSites.subDomain, 'demo'));
  const [cruise] = await db.select({ id: services.id }).from(services).where(eq(services.slug, 'oslo-fjord-sightseeing-cruise'));
  const [slot] = await db.select().from(activitySlots).where(and(eq(activitySlots.serviceId, cruise!.id))).orderBy(asc(activitySlots.slotDate)).limit(1);
  if (!site || !cruise || !slot) throw new Error('reservations bench: the demo site, cruise or a departure is missing');

  const seeded = performance.now();
  await db.execute(sql`insert into carts (ref, site_id, currency, cart_type, confirmed_at, created_at, updated_at)
    select gen_random_uuid(), ${site.id}::int, 'NOK', 'bench', now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval, now()
    from generate_series(1, ${reservations}) as i`);
  await db.execute(sql`insert into reservations (ref, cart_id, service_id, service_type, status, price_minor, currency, booking_number, created_at, updated_at)
    select gen_random_uuid(), c.id, ${cruise.id}::int, 1, (case when c.id % 10 = 0 then ${ReservationStatus.CANCEL} else ${ReservationStatus.CONFIRM} end)::smallint, 50000 + (c.id % 7) * 1000, 'NOK',
      'WH-BENCH-' || lpad(c.id::text, 8, '0'), c.created_at, c.created_at
    from carts c where c.cart_type = 'bench'`);
  await db.execute(sql`insert into reservation_tour_items (reservation_id, option_id, slot_id, slot_date, start_time, persons, tickets)
    select r.id, ${slot.optionId}::int, ${slot.id}::int, ${slot.slotDate}::date, ${slot.startTime}::time, 2,
      '[{"ticket_id":1,"pricing_type":"Adult","count":2,"persons":2,"total_minor":50000}]'::jsonb
    from reservations r join carts c on c.id = r.cart_id where c.cart_type = 'bench'`);
  await db.execute(sql`insert into payments (uuid, cart_id, amount_minor, currency, status, method, paid_at, created_at, updated_at)
    select gen_random_uuid(), c.id, 50000, 'NOK', 2, 'NOPAY', c.created_at, c.created_at, c.created_at from carts c where c.cart_type = 'bench'`);
  await db.execute(sql`insert into orders (payment_id, cart_id, first_name, last_name, email, country, area_code, phone, locale, created_at)
    select p.id, p.cart_id, 'Guest', 'Number ' || p.cart_id, 'guest' || p.cart_id || '@example.test', 'NO', '+47', '41234567', 'en', p.created_at
    from payments p join carts c on c.id = p.cart_id where c.cart_type = 'bench'`);
  await db.execute(sql`analyze`);
  const [one] = await db
    .select({ id: reservationsTable.id, email: orders.email })
    .from(reservationsTable)
    .innerJoin(orders, eq(orders.cartId, reservationsTable.cartId))
    .where(like(reservationsTable.bookingNumber, 'WH-BENCH-%'))
    .orderBy(desc(reservationsTable.id))
    .limit(1);
  log(`reservations bench (${handle.kind}): ${reservations} bookings made in ${Math.round(performance.now() - seeded)} ms`);

  const supplier = (await benchPanelClient(handle)).call;
  const admin = (await benchPanelClient(handle, 'admin@wayhub.test')).call;
  const table = api.panelReservations.dataTable.path();
  const cases: [string, () => Response | Promise<Response>][] = [
    ['supplier: first page of 20, newest first', supplier('POST', table, { page_number: 1, limit: 20 })],
    ['supplier: page 50 of 100 rows', supplier('POST', table, { page_number: 50, limit: 100 })],
    ['supplier: search by e-mail', supplier('POST', table, { search: one!.email })],
    ['supplier: status + service date filters', supplier('POST', table, { filters: { status: [ReservationStatus.CANCEL], service_date_from: slot.slotDate, service_date_to: slot.slotDate } })],
    ['administrator: first page of 20', admin('POST', table, { page_number: 1, limit: 20 })],
    ['supplier: one booking’s details', supplier('GET', api.panelReservations.details.path({ id: one!.id }))],
  ];
  await timeHttpCases(cases, { iterations, log });
}
