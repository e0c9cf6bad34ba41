import { and, asc, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { RESERVATION_COUNT_CAP, type ReservationTableFilters, type ReservationTableQuery } from 'shared-contracts/panel-reservations';
import { PaymentMethod, ServiceTypeId } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import {
  cancellations,
  capacityHolds,
  carts,
  earningsLines,
  orders,
  paymentEvents,
  payments,
  reservationHotelItems,
  reservationPackageItems,
  reservations,
  reservationTourItems,
} from '../../../db/schema/booking';
import { isDecisivePayment } from '../reservations/reservations.repo';

/**
 * Which reservations a panel caller sees (ADR 0016), as its owner gave it: every one, or those of the listed services,
 * plus those made on the listed sites (in `siteStatuses` only, when given).
 */
export type Visibility =
  | { kind: 'all' }
  | { kind: 'some'; serviceIds: readonly number[]; siteIds: readonly number[]; siteStatuses: readonly number[] | null };

const hotelStart = sql<string | null>`(select min(h.check_in)::text from ${reservationHotelItems} h where h.reservation_id = ${reservations.id})`;
const hotelEnd = sql<string | null>`(select max(h.check_out)::text from ${reservationHotelItems} h where h.reservation_id = ${reservations.id})`;
const startDate = sql<string | null>`coalesce(${reservationTourItems.slotDate}::text, ${reservationPackageItems.startDate}::text, ${hotelStart})`;
const hotelGuests = sql<string | null>`(select coalesce(sum(h.adults), 0)::int || ',' || coalesce(sum(h.children), 0)::int from ${reservationHotelItems} h where h.reservation_id = ${reservations.id})`;
const cancelled = sql<boolean>`(${reservations.status} in (5, 6) or exists (select 1 from ${cancellations} c where c.reservation_id = ${reservations.id}))`;

const TYPE_IDS: Record<string, number[]> = {
  activities: [ServiceTypeId.activities],
  events: [ServiceTypeId.events],
  hotels: [ServiceTypeId.hotels],
  packages: [ServiceTypeId.packages],
};

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

export function visible(view: Visibility): SQL | undefined {
  if (view.kind === 'all') return undefined;
  const parts: SQL[] = [];
  if (view.serviceIds.length > 0) parts.push(inArray(reservations.serviceId, [...view.serviceIds]));
  if (view.siteIds.length > 0) {
    const onSite = inArray(carts.siteId, [...view.siteIds]);
    parts.push(view.siteStatuses === null ? onSite : and(onSite, inArray(reservations.status, [...view.siteStatuses]))!);
  }
  return parts.length === 0 ? sql`false` : or(...parts);
}

/** The table's filters and search as conditions. Booking dates are UTC days of `created_at` (ADR 0016). */
function conditions(filters: ReservationTableFilters, search: string, typeIds: number[] | undefined): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [];
  if (filters.booking_date_from) where.push(gte(reservations.createdAt, new Date(`${filters.booking_date_from}T00:00:00Z`)));
  if (filters.booking_date_to) where.push(lt(reservations.createdAt, new Date(`${nextDay(filters.booking_date_to)}T00:00:00Z`)));
  if (filters.service_date_from || filters.service_date_to) where.push(startingBetween(filters.service_date_from, filters.service_date_to));
  if (filters.status && filters.status.length > 0) where.push(inArray(reservations.status, filters.status));
  if (filters.service_id !== undefined) where.push(eq(reservations.serviceId, filters.service_id));
  if (filters.site_id !== undefined) where.push(eq(carts.siteId, filters.site_id));
  if (filters.sales_channel === 'terminal') where.push(eq(payments.method, PaymentMethod.STRIPE_TERMINAL));
  if (filters.sales_channel === 'online') where.push(sql`${payments.method} is distinct from ${PaymentMethod.STRIPE_TERMINAL}`);
  if (filters.payment_method !== undefined) where.push(eq(payments.method, filters.payment_method));
  if (filters.currency !== undefined) where.push(eq(reservations.currency, filters.currency));
  // The wrappers' types (tours, hotels) and the filter's both hold: hotels asked of the tours table is no row.
  if (typeIds !== undefined) where.push(inArray(reservations.serviceType, typeIds));
  if (filters.service_type !== undefined) where.push(inArray(reservations.serviceType, TYPE_IDS[filters.service_type]!));
  if (search !== '') where.push(searchHits(search));
  return where;
}

/**
 * The reservations whose service starts in the range, as ids from each item table's own date index (migration 0023):
 * a departure's date, a package's start, a stay's first check-in (one of its rooms checks in within the range and
 * none before it). The start date as one coalesce over the joins would read every visible row.
 */
function startingBetween(from: string | undefined, to: string | undefined): SQL {
  const within = (column: SQL) => and(from ? sql`${column} >= ${from}` : undefined, to ? sql`${column} <= ${to}` : undefined)!;
  const firstNight = from ? sql` and not exists (select 1 from ${reservationHotelItems} e where e.reservation_id = h.reservation_id and e.check_in < ${from})` : sql``;
  return sql`${reservations.id} in (
    select t.reservation_id from ${reservationTourItems} t where ${within(sql`t.slot_date`)}
    union all select p.reservation_id from ${reservationPackageItems} p where ${within(sql`p.start_date`)}
    union all select h.reservation_id from ${reservationHotelItems} h where ${within(sql`h.check_in`)}${firstNight})`;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The search as the ids it hits: part of the booking number, or of an order's e-mail or name, any case, each read
 * through its own trigram index (migration 0022), or the whole reservation uuid. One OR across the joined tables
 * would scan every visible row; the union lets PostgreSQL start from the few matches.
 */
function searchHits(search: string): SQL {
  // A whole e-mail address, as a guest gives it, is one lookup in the lower(email) index: no booking number or name
  // holds an @, and a trigram scan of "example.com"-like text reads most rows.
  if (EMAIL.test(search.trim())) {
    return sql`${reservations.id} in (
      select r.id from ${orders} o join ${payments} p on p.id = o.payment_id join ${reservations} r on r.cart_id = p.cart_id
      where lower(o.email) = ${search.trim().toLowerCase()})`;
  }
  const like = likeText(search);
  const byRef = UUID.test(search.trim()) ? sql` union select r.id from ${reservations} r where r.ref = ${search.trim().toLowerCase()}::uuid` : sql``;
  return sql`${reservations.id} in (
    select r.id from ${reservations} r where r.booking_number ilike ${like}
    union
    select r.id from ${orders} o join ${payments} p on p.id = o.payment_id join ${reservations} r on r.cart_id = p.cart_id
    where o.email ilike ${like} or (o.first_name || ' ' || o.last_name) ilike ${like} or o.name ilike ${like}${byRef})`;
}

const rowColumns = {
  id: reservations.id,
  ref: reservations.ref,
  bookingNumber: reservations.bookingNumber,
  serviceId: reservations.serviceId,
  serviceType: reservations.serviceType,
  status: reservations.status,
  priceMinor: reservations.priceMinor,
  currency: reservations.currency,
  comments: reservations.comments,
  createdAt: reservations.createdAt,
  siteId: carts.siteId,
  cartCreatedAt: carts.createdAt,
  cartConfirmedAt: carts.confirmedAt,
  startDate,
  endDate: sql<string | null>`coalesce(${reservationTourItems.slotDate}::text, ${hotelEnd})`,
  startTime: reservationTourItems.startTime,
  tickets: reservationTourItems.tickets,
  tourPersons: reservationTourItems.persons,
  pkgAdults: reservationPackageItems.adults,
  pkgChildren: reservationPackageItems.children,
  hotelGuests,
  paymentId: payments.id,
  paymentMethod: payments.method,
  paidAt: payments.paidAt,
  orderFirstName: orders.firstName,
  orderLastName: orders.lastName,
  orderName: orders.name,
  orderEmail: orders.email,
  cancelled,
};

function base(db: Db, columns: typeof rowColumns) {
  return db
    .select(columns)
    .from(reservations)
    .innerJoin(carts, eq(carts.id, reservations.cartId))
    .leftJoin(reservationTourItems, eq(reservationTourItems.reservationId, reservations.id))
    .leftJoin(reservationPackageItems, eq(reservationPackageItems.reservationId, reservations.id))
    .leftJoin(payments, and(eq(payments.cartId, reservations.cartId), isDecisivePayment))
    .leftJoin(orders, eq(orders.paymentId, payments.id));
}

export type PanelRow = NonNullable<Awaited<ReturnType<typeof findOne>>>;

const SORTS = {
  booking_date: reservations.createdAt,
  service_date: startDate,
  booking_number: reservations.bookingNumber,
  price: reservations.priceMinor,
  status: reservations.status,
} as const;

/**
 * The reservations table with only the joins the query reads: the item joins for a service-date filter or sort,
 * the payment and order joins for a channel or payment-method filter (each row has at most one of each). The page's
 * ids and the count are read through it; the full rows are read for the page's ids only.
 */
function narrowed(db: Db, query: ReservationTableQuery) {
  const f = query.filters;
  const needsPayment = f.sales_channel !== undefined || f.payment_method !== undefined;
  const needsItems = query.sort_by === 'service_date';
  let q = db.select({ id: reservations.id }).from(reservations).innerJoin(carts, eq(carts.id, reservations.cartId)).$dynamic();
  if (needsItems) {
    q = q
      .leftJoin(reservationTourItems, eq(reservationTourItems.reservationId, reservations.id))
      .leftJoin(reservationPackageItems, eq(reservationPackageItems.reservationId, reservations.id));
  }
  if (needsPayment) q = q.leftJoin(payments, and(eq(payments.cartId, reservations.cartId), isDecisivePayment)).leftJoin(orders, eq(orders.paymentId, payments.id));
  return q;
}

/**
 * The rows' count, up to RESERVATION_COUNT_CAP + 1: past the cap the table says "10,000+" rather than scan a million
 * rows on every page.
 */
function countOf(db: Db, where: SQL | undefined, query: ReservationTableQuery) {
  const matching = narrowed(db, query)
    .where(where)
    .limit(RESERVATION_COUNT_CAP + 1)
    .as('matching');
  return db.select({ total: sql<number>`count(*)::int` }).from(matching);
}

/**
 * One page: its ids first, through the narrow query (a deep page skips thousands of rows without joining each one's
 * payment, order and items), then the full rows of those ids in the same order.
 */
export async function findPage(db: Db, view: Visibility, query: ReservationTableQuery, typeIds: number[] | undefined) {
  const where = and(visible(view), ...conditions(query.filters, query.search, typeIds));
  const order = query.sort_order === 'asc' ? asc : desc;
  const ordering = [order(SORTS[query.sort_by]), order(reservations.id)];
  const [ids, [count]] = await Promise.all([
    narrowed(db, query)
      .where(where)
      .orderBy(...ordering)
      .limit(query.limit)
      .offset((query.page_number - 1) * query.limit),
    countOf(db, where, query),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await base(db, rowColumns)
          .where(inArray(reservations.id, ids.map((row) => row.id)))
          .orderBy(...ordering);
  const total = Number(count?.total ?? 0);
  return { rows, total: Math.min(total, RESERVATION_COUNT_CAP), capped: total > RESERVATION_COUNT_CAP };
}

/** The sales channels of the visible reservations: terminal when the decisive payment was a terminal's. */
export async function findChannels(db: Db, view: Visibility): Promise<{ terminal: boolean }[]> {
  return db
    .selectDistinct({ terminal: sql<boolean>`coalesce(${payments.method} = ${PaymentMethod.STRIPE_TERMINAL}, false)` })
    .from(reservations)
    .innerJoin(carts, eq(carts.id, reservations.cartId))
    .leftJoin(payments, and(eq(payments.cartId, reservations.cartId), isDecisivePayment))
    .where(visible(view));
}

/** How a panel page names one reservation: its id, its uuid, or a package by the payment that paid it. */
export type ReservationKey = { id: number } | { ref: string } | { paymentRef: string; packageId: number };

function keyCondition(key: ReservationKey): SQL {
  if ('id' in key) return eq(reservations.id, key.id);
  if ('ref' in key) return eq(reservations.ref, key.ref);
  return and(eq(payments.uuid, key.paymentRef), eq(reservations.serviceId, key.packageId), eq(reservations.serviceType, ServiceTypeId.packages))!;
}

export async function findOne(db: Db, view: Visibility, key: ReservationKey) {
  const [row] = await base(db, rowColumns).where(and(visible(view), keyCondition(key))).limit(1);
  return row;
}

/** Everything else the details page shows of one reservation. */
export async function findExtras(db: Db, reservationId: number, paymentId: number | null) {
  const [tour] = await db.select().from(reservationTourItems).where(eq(reservationTourItems.reservationId, reservationId));
  const [hotel, holds, cancellation, earned, payment, order] = await Promise.all([
    db.select().from(reservationHotelItems).where(eq(reservationHotelItems.reservationId, reservationId)).orderBy(asc(reservationHotelItems.id)),
    db
      .select({ takenAt: sql<Date | null>`min(${capacityHolds.takenAt})`, releasedAt: sql<Date | null>`max(${capacityHolds.releasedAt})` })
      .from(capacityHolds)
      .where(eq(capacityHolds.reservationId, reservationId)),
    db.select().from(cancellations).where(eq(cancellations.reservationId, reservationId)),
    db.select().from(earningsLines).where(eq(earningsLines.reservationId, reservationId)),
    paymentId === null ? Promise.resolve([]) : db.select().from(payments).where(eq(payments.id, paymentId)),
    paymentId === null ? Promise.resolve([]) : db.select().from(orders).where(eq(orders.paymentId, paymentId)),
  ]);
  const providerRef = payment[0]?.providerRef ?? null;
  const events =
    providerRef === null ? [] : await db.select().from(paymentEvents).where(eq(paymentEvents.intentId, providerRef)).orderBy(asc(paymentEvents.receivedAt));
  const held = holds[0];
  return {
    tour: tour ?? null,
    hotel,
    heldAt: held?.takenAt ? new Date(held.takenAt) : null,
    releasedAt: held?.releasedAt ? new Date(held.releasedAt) : null,
    cancellation: cancellation[0] ?? null,
    earnings: earned,
    payment: payment[0] ?? null,
    order: order[0] ?? null,
    events,
  };
}

/** What a by-date view counts: the caller's bookings in these statuses, starting in the range. */
export interface ByDateQuery {
  from: string;
  to: string;
  statuses: readonly number[];
  serviceId?: number | undefined;
  siteId?: number | undefined;
}

function byDateWhere(view: Visibility, q: ByDateQuery, typeIds?: readonly number[]) {
  return and(
    visible(view),
    startingBetween(q.from, q.to),
    inArray(reservations.status, [...q.statuses]),
    q.serviceId !== undefined ? eq(reservations.serviceId, q.serviceId) : undefined,
    q.siteId !== undefined ? eq(carts.siteId, q.siteId) : undefined,
    typeIds ? inArray(reservations.serviceType, [...typeIds]) : undefined,
  );
}

/** Persons a booking brings: a departure's tickets, a package's travellers, the guests of every room of a stay. */
const guestsOf = sql<number>`coalesce(${reservationTourItems.persons}, ${reservationPackageItems.adults} + ${reservationPackageItems.children},
  (select sum(h.adults + h.children) from ${reservationHotelItems} h where h.reservation_id = ${reservations.id}), 0)`;

/** Bookings, guests and takings per service date and currency. */
export async function findByServiceDate(db: Db, view: Visibility, q: ByDateQuery) {
  const each = db
    .select({ date: sql<string>`${startDate}`.as('date'), currency: reservations.currency, guests: sql<number>`${guestsOf}`.as('guests'), minor: reservations.priceMinor })
    .from(reservations)
    .innerJoin(carts, eq(carts.id, reservations.cartId))
    .leftJoin(reservationTourItems, eq(reservationTourItems.reservationId, reservations.id))
    .leftJoin(reservationPackageItems, eq(reservationPackageItems.reservationId, reservations.id))
    .where(byDateWhere(view, q))
    .as('each');
  return db
    .select({
      date: each.date,
      currency: each.currency,
      bookings: sql<number>`count(*)::int`,
      guests: sql<number>`coalesce(sum(${each.guests}), 0)::int`,
      minor: sql<string>`coalesce(sum(${each.minor}), 0)::bigint`,
    })
    .from(each)
    .groupBy(each.date, each.currency)
    .orderBy(asc(each.date), asc(each.currency));
}

/** Activities and events: bookings and guests per departure (date, service, start time). */
export async function findDeparturesByDate(db: Db, view: Visibility, q: ByDateQuery, typeIds: readonly number[]) {
  return db
    .select({
      date: reservationTourItems.slotDate,
      serviceId: reservations.serviceId,
      startTime: reservationTourItems.startTime,
      bookings: sql<number>`count(*)::int`,
      guests: sql<number>`coalesce(sum(${reservationTourItems.persons}), 0)::int`,
    })
    .from(reservations)
    .innerJoin(carts, eq(carts.id, reservations.cartId))
    .innerJoin(reservationTourItems, eq(reservationTourItems.reservationId, reservations.id))
    .leftJoin(reservationPackageItems, eq(reservationPackageItems.reservationId, reservations.id))
    .where(byDateWhere(view, q, typeIds))
    .groupBy(reservationTourItems.slotDate, reservations.serviceId, reservationTourItems.startTime)
    .orderBy(asc(reservationTourItems.slotDate), asc(reservationTourItems.startTime), asc(reservations.serviceId));
}

/**
 * One batch of the export (data-table-excel, ADR 0021): the table's filters and visibility, keyset-paged by id in the
 * table's direction (no offset to skip, no count), so 100,000 rows read as a hundred short index range scans.
 */
export async function findExportBatch(db: Db, view: Visibility, query: ReservationTableQuery, typeIds: number[] | undefined, after: number | undefined, size: number) {
  const descending = query.sort_order !== 'asc';
  const from = after === undefined ? undefined : descending ? lt(reservations.id, after) : gt(reservations.id, after);
  return base(db, rowColumns)
    .where(and(visible(view), ...conditions(query.filters, query.search, typeIds), from))
    .orderBy(descending ? desc(reservations.id) : asc(reservations.id))
    .limit(size);
}
