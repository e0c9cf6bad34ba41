import { and, asc, desc, eq, exists, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { PaymentStatus } from 'shared-contracts/enums';
import type { PaymentTableQuery } from 'shared-contracts/panel-payments';
import type { Db } from '../../../db/client';
import { cancellations, carts, orders, paymentEvents, payments, reservations } from '../../../db/schema/booking';
import { type Visibility, visible } from '../panel-reservations/panel-reservations.repo';

/**
 * The payments a panel caller sees (ADR 0016 carried over): a payment of a cart holding at least one reservation the
 * caller sees. An administrator sees every payment.
 */
function visiblePayments(db: Db, view: Visibility): SQL | undefined {
  if (view.kind === 'all') return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(reservations)
      .innerJoin(carts, eq(carts.id, reservations.cartId))
      .where(and(eq(reservations.cartId, payments.cartId), visible(view))),
  );
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** The table's filters; dates are UTC days of the payment's creation. */
function conditions(db: Db, view: Visibility, q: PaymentTableQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [visiblePayments(db, view)];
  if (q.status !== undefined) where.push(eq(payments.status, q.status));
  if (q.method !== undefined) where.push(eq(payments.method, q.method));
  if (q.currency !== undefined) where.push(eq(payments.currency, q.currency));
  if (q.date_from) where.push(gte(payments.createdAt, new Date(`${q.date_from}T00:00:00Z`)));
  if (q.date_to) where.push(lt(payments.createdAt, new Date(`${nextDay(q.date_to)}T00:00:00Z`)));
  if (q.search !== '') {
    const like = likeText(q.search);
    where.push(sql`(${payments.uuid}::text ilike ${like} or ${payments.providerRef} ilike ${like}
      or exists (select 1 from ${orders} o where o.payment_id = ${payments.id}
        and (o.email ilike ${like} or (o.first_name || ' ' || o.last_name) ilike ${like} or o.name ilike ${like}))
      or exists (select 1 from ${reservations} r where r.cart_id = ${payments.cartId} and r.booking_number ilike ${like}))`);
  }
  return and(...where);
}

const bookingNumbers = sql<string[] | null>`(select array_agg(r.booking_number order by r.id) from ${reservations} r
  where r.cart_id = ${payments.cartId} and r.booking_number is not null)`;
/** Refunds count only on the payment that took the money (a cart's PAID payment). */
const refundedMinor = sql<string | null>`(case when ${payments.status} = ${PaymentStatus.PAID} then (select coalesce(sum(c.refund_amount_minor), 0)
  from ${cancellations} c join ${reservations} r on r.id = c.reservation_id where r.cart_id = ${payments.cartId} and c.refund_status = 'succeeded') else 0 end)`;

const rowColumns = {
  id: payments.id,
  uuid: payments.uuid,
  cartId: payments.cartId,
  amountMinor: payments.amountMinor,
  currency: payments.currency,
  status: payments.status,
  method: payments.method,
  providerRef: payments.providerRef,
  failureCode: payments.failureCode,
  paidAt: payments.paidAt,
  createdAt: payments.createdAt,
  updatedAt: payments.updatedAt,
  payerFirstName: orders.firstName,
  payerLastName: orders.lastName,
  payerName: orders.name,
  payerEmail: orders.email,
  bookingNumbers,
  refundedMinor,
};
export type PaymentDbRow = NonNullable<Awaited<ReturnType<typeof findOne>>>;

const base = (db: Db) => db.select(rowColumns).from(payments).leftJoin(orders, eq(orders.paymentId, payments.id));

/** One page, newest first, and the count of every matching payment. */
export async function findPage(db: Db, view: Visibility, q: PaymentTableQuery) {
  const where = conditions(db, view, q);
  const [rows, [count]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(payments).where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** One batch of the export, keyset-paged by id, newest first (ADR 0021). */
export async function findExportBatch(db: Db, view: Visibility, q: PaymentTableQuery, after: number | undefined, size: number) {
  return base(db)
    .where(and(conditions(db, view, q), after === undefined ? undefined : lt(payments.id, after)))
    .orderBy(desc(payments.id))
    .limit(size);
}

export async function findOne(db: Db, view: Visibility, uuid: string) {
  const [row] = await base(db)
    .where(and(visiblePayments(db, view), eq(payments.uuid, uuid)))
    .limit(1);
  return row;
}

/** What the details page adds: the provider's events of the intent, the cart's reservations and their refunds. */
export async function findExtras(db: Db, payment: { cartId: number; providerRef: string | null }) {
  const [events, paid] = await Promise.all([
    payment.providerRef === null
      ? Promise.resolve([])
      : db.select().from(paymentEvents).where(eq(paymentEvents.intentId, payment.providerRef)).orderBy(asc(paymentEvents.receivedAt), asc(paymentEvents.eventId)),
    db.select().from(reservations).where(eq(reservations.cartId, payment.cartId)).orderBy(asc(reservations.id)),
  ]);
  const refunds =
    paid.length === 0
      ? []
      : await db
          .select()
          .from(cancellations)
          .where(inArray(cancellations.reservationId, paid.map((r) => r.id)))
          .orderBy(asc(cancellations.createdAt));
  return { events, reservations: paid, refunds };
}
