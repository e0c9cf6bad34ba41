import { and, asc, desc, eq, gte, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { CancellationOrigin, ReservationStatus, ServiceTypeId } from 'shared-contracts/enums';
import type { CancellationState, CancellationTableQuery, CancellationView, CancellationOriginName } from 'shared-contracts/panel-cancellations';
import type { Db } from '../../../db/client';
import { bulkCancellationItems, cancellationActions, cancellations, carts, orders, payments, reservations } from '../../../db/schema/booking';
import { isDecisivePayment } from '../reservations/reservations.repo';
import { visible } from '../panel-reservations/panel-reservations.repo';
import type { Visibility } from '../panel-reservations/panel-reservations.service';

/**
 * The back office's cancellations (ADR 0022), read inside a Visibility the core module worked out (ADR 0016), with
 * the reservations table's own condition (`visible`): the service is the caller's, or it was booked on its site.
 */

const inBulk = sql<boolean>`exists (select 1 from ${bulkCancellationItems} b where b.reservation_id = ${reservations.id})`;

/** How the cancellation stands (ADR 0022): kept is a failed cancellation an administrator undid (the booking stands). */
const state = sql<CancellationState>`case
  when ${cancellations.refundStatus} = 'pending' then 'pending'
  when ${reservations.status} = ${ReservationStatus.CANCELLATION_FAILED} then 'failed'
  when ${reservations.status} = ${ReservationStatus.CANCEL} then 'cancelled'
  else 'kept' end`;

const UNSETTLED: CancellationState[] = ['pending', 'failed'];
const SETTLED: CancellationState[] = ['cancelled', 'kept'];

function originIs(origin: CancellationOriginName): SQL {
  switch (origin) {
    case 'guest':
      return eq(cancellations.origin, CancellationOrigin.CLIENT);
    case 'system':
      return eq(cancellations.origin, CancellationOrigin.SYSTEM);
    case 'bulk':
      return and(eq(cancellations.origin, CancellationOrigin.SUPPLIER), inBulk)!;
    case 'supplier':
      return and(eq(cancellations.origin, CancellationOrigin.SUPPLIER), sql`not ${inBulk}`)!;
  }
}

const isHotel = eq(reservations.serviceType, ServiceTypeId.hotels);
const notHotel = ne(reservations.serviceType, ServiceTypeId.hotels);

function viewCondition(view: CancellationView): SQL {
  switch (view) {
    case 'new':
      return and(sql`${state} in ${UNSETTLED}`, notHotel)!;
    case 'new_hotels':
      return and(sql`${state} in ${UNSETTLED}`, isHotel)!;
    case 'old':
      return sql`${state} in ${SETTLED}`;
    case 'system':
      return eq(cancellations.origin, CancellationOrigin.SYSTEM);
  }
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

function conditions(query: CancellationTableQuery): (SQL | undefined)[] {
  const f = query.filters;
  const where: (SQL | undefined)[] = [];
  if (query.view) where.push(viewCondition(query.view));
  if (f.state?.length) where.push(sql`${state} in ${f.state}`);
  if (f.refund_status?.length) where.push(inArray(cancellations.refundStatus, f.refund_status));
  if (f.origin?.length) where.push(or(...f.origin.map(originIs)));
  if (f.service_type === 'hotels') where.push(isHotel);
  if (f.service_type === 'activities') where.push(notHotel);
  if (f.date_from) where.push(gte(cancellations.createdAt, new Date(`${f.date_from}T00:00:00Z`)));
  if (f.date_to) where.push(lt(cancellations.createdAt, new Date(`${nextDay(f.date_to)}T00:00:00Z`)));
  const search = query.search.trim();
  if (search !== '') {
    const like = likeText(search);
    where.push(or(sql`${reservations.bookingNumber} ilike ${like}`, sql`${orders.email} ilike ${like}`, sql`(${orders.firstName} || ' ' || ${orders.lastName}) ilike ${like}`, sql`${orders.name} ilike ${like}`));
  }
  return where;
}

const columns = {
  cancellation: cancellations,
  reservationId: reservations.id,
  reservationRef: reservations.ref,
  bookingNumber: reservations.bookingNumber,
  reservationStatus: reservations.status,
  serviceId: reservations.serviceId,
  serviceType: reservations.serviceType,
  priceMinor: reservations.priceMinor,
  currency: reservations.currency,
  orderFirstName: orders.firstName,
  orderLastName: orders.lastName,
  orderName: orders.name,
  orderEmail: orders.email,
  inBulk,
  state,
};

function base(db: Db) {
  return db
    .select(columns)
    .from(cancellations)
    .innerJoin(reservations, eq(reservations.id, cancellations.reservationId))
    .innerJoin(carts, eq(carts.id, reservations.cartId))
    .leftJoin(payments, and(eq(payments.cartId, reservations.cartId), isDecisivePayment))
    .leftJoin(orders, eq(orders.paymentId, payments.id));
}

export type PanelCancellationRow = Awaited<ReturnType<typeof findCancellationPage>>['rows'][number];

const SORTS = {
  cancelled_at: cancellations.createdAt,
  booking_number: reservations.bookingNumber,
  refund_amount: cancellations.refundAmountMinor,
} as const;

export async function findCancellationPage(db: Db, view: Visibility, query: CancellationTableQuery) {
  const where = and(visible(view), ...conditions(query));
  const order = query.sort_order === 'asc' ? asc : desc;
  const rows = await base(db)
    .where(where)
    .orderBy(order(SORTS[query.sort_by]), order(cancellations.id))
    .limit(query.limit)
    .offset((query.page_number - 1) * query.limit);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cancellations)
    .innerJoin(reservations, eq(reservations.id, cancellations.reservationId))
    .innerJoin(carts, eq(carts.id, reservations.cartId))
    .leftJoin(payments, and(eq(payments.cartId, reservations.cartId), isDecisivePayment))
    .leftJoin(orders, eq(orders.paymentId, payments.id))
    .where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

/** One cancellation inside the view; undefined when it is missing or someone else's. */
export async function findVisibleCancellation(db: Db, view: Visibility, id: number): Promise<PanelCancellationRow | undefined> {
  const [row] = await base(db).where(and(visible(view), eq(cancellations.id, id)));
  return row;
}

export type CancellationAction = typeof cancellationActions.$inferSelect;

/** Records an administrator's action on a cancellation (in the caller's transaction when it has one). */
export async function insertCancellationAction(db: Db, action: Omit<typeof cancellationActions.$inferInsert, 'id'>): Promise<void> {
  await db.insert(cancellationActions).values(action);
}

/** The administrators' actions on one cancellation, oldest first. */
export async function findCancellationActions(db: Db, cancellationId: number): Promise<CancellationAction[]> {
  return db.select().from(cancellationActions).where(eq(cancellationActions.cancellationId, cancellationId)).orderBy(asc(cancellationActions.createdAt), asc(cancellationActions.id));
}
