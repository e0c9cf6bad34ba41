import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ReservationStatus } from 'shared-contracts/enums';
import type { Db } from '../client';
import { activitySlots } from '../schema/availability';
import { carts } from '../schema/booking';
import { services } from '../schema/catalogue';
import { partnerSites } from '../schema/core';

/** Rows per statement: one set-based insert of carts, reservations, items, payments and orders per batch. */
const BATCH = 50_000;
/** The cruise's departures the bookings spread over (the seed's 90 days of them), so a day holds about 1 % of them. */
const DEPARTURES = 600;
/** Bookings fall in the year before `now`, a few minutes apart. */
const MINUTES_IN_YEAR = 525_600;

export interface ScaleReservationsResult {
  created: number;
  /** Bookings of this seed in the database now (earlier runs included). */
  total: number;
}

/**
 * `db:seed --reservations N`: N paid cruise bookings of supplier@ on the demo sites (two thirds on demo, one third
 * on demo-paylater), each with its cart, tour item, payment and order, spread over a year of booking dates and the
 * cruise's departures; one in ten cancelled and one in fifty whose cancellation failed. Set-based, in batches, so a million
 * rows take minutes on PostgreSQL rather than hours. Booking numbers are `WH-S` and the cart id; a second run adds
 * more rather than repeating.
 */
export async function seedScaleReservations(db: Db, count: number, { now }: { now: Date }): Promise<ScaleReservationsResult> {
  const sites = await db.select({ id: partnerSites.id, subDomain: partnerSites.subDomain }).from(partnerSites).where(inArray(partnerSites.subDomain, ['demo', 'demo-paylater']));
  const demo = sites.find((site) => site.subDomain === 'demo');
  const payLater = sites.find((site) => site.subDomain === 'demo-paylater');
  const [cruise] = await db.select({ id: services.id, currency: services.currency }).from(services).where(eq(services.slug, 'oslo-fjord-sightseeing-cruise'));
  if (!demo || !payLater || !cruise) throw new Error('Seed: run the demo seed before --reservations');
  const slots = await db
    .select({ id: activitySlots.id, optionId: activitySlots.optionId, slotDate: activitySlots.slotDate, startTime: activitySlots.startTime })
    .from(activitySlots)
    .where(and(eq(activitySlots.serviceId, cruise.id)))
    .orderBy(asc(activitySlots.slotDate), asc(activitySlots.startTime))
    .limit(DEPARTURES);
  if (slots.length === 0) throw new Error('Seed: the demo cruise has no departures');
  const departures = sql.join(
    slots.map((slot, k) => sql`(${k}::int, ${slot.id}::int, ${slot.optionId}::int, ${slot.slotDate}::date, ${slot.startTime}::time)`),
    sql`, `,
  );
  const at = now.toISOString();

  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    await db.execute(sql`
      with made_carts as (
        insert into carts (ref, site_id, currency, cart_type, confirmed_at, created_at, updated_at)
        select gen_random_uuid(), case when i % 3 = 0 then ${payLater.id}::int else ${demo.id}::int end, ${cruise.currency}, 'scale', ts, ts, ts
        from (select i, ${at}::timestamptz - (((i::bigint * 7919) % ${MINUTES_IN_YEAR}) || ' minutes')::interval as ts from generate_series(${from}::int, ${to}::int) as i) as g
        returning id, site_id, created_at
      ),
      made as (
        insert into reservations (ref, cart_id, service_id, service_type, status, price_minor, currency, booking_number, created_at, updated_at)
        select gen_random_uuid(), c.id, ${cruise.id}::int, 1,
          (case when c.id % 50 = 7 then ${ReservationStatus.CANCELLATION_FAILED} when c.id % 10 = 0 then ${ReservationStatus.CANCEL} else ${ReservationStatus.CONFIRM} end)::smallint,
          40000 + (c.id % 9) * 5000, ${cruise.currency}, 'WH-S' || lpad(c.id::text, 9, '0'), c.created_at, c.created_at
        from made_carts c
        returning id, cart_id, price_minor
      ),
      items as (
        insert into reservation_tour_items (reservation_id, option_id, slot_id, slot_date, start_time, persons, tickets)
        select r.id, d.option_id, d.slot_id, d.slot_date, d.start_time, 2,
          jsonb_build_array(jsonb_build_object('ticket_id', 1, 'pricing_type', 'Adult', 'count', 2, 'persons', 2, 'total_minor', r.price_minor))
        from made r join (values ${departures}) as d(k, slot_id, option_id, slot_date, start_time) on d.k = r.id % ${slots.length}::int
      ),
      paid as (
        insert into payments (uuid, cart_id, amount_minor, currency, status, method, paid_at, created_at, updated_at)
        select gen_random_uuid(), r.cart_id, r.price_minor, ${cruise.currency}, 2,
          case when c.site_id = ${payLater.id}::int then 'NOPAY' else 'STRIPE' end, c.created_at, c.created_at, c.created_at
        from made r join made_carts c on c.id = r.cart_id
        returning id, cart_id, created_at
      )
      insert into orders (payment_id, cart_id, first_name, last_name, email, country, area_code, phone, locale, created_at)
      select p.id, p.cart_id, 'Guest', 'Number ' || p.cart_id, 'guest' || p.cart_id || '@example.test', 'NO', '+47', '41234567', 'en', p.created_at
      from paid p
    `);
  }
  await db.execute(sql`analyze`);
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(carts).where(eq(carts.cartType, 'scale'));
  return { created: count, total: Number(row?.total ?? 0) };
}
