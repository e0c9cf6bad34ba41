import { performance } from 'node:perf_hooks';
import { desc, eq, like } from 'drizzle-orm';
import { ReservationStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import type { DatabaseHandle } from '../../../db/client';
import { orders, reservationTourItems, reservations as reservationsTable } from '../../../db/schema/booking';
import { seedScaleReservations } from '../../../db/seed/scale-reservations';
import { timeHttpCases } from '../../../lib/bench-timing';
import { benchPanelClient } from '../../../test/bench-client';

/**
 * The reservations data table (issue 14 §1 "Bench"): `reservations` paid cruise bookings of supplier@ on the demo
 * sites, made as `db:seed --reservations` makes them (each with its cart, item, payment and order); then pages of the table, a search,
 * filters, an administrator's page and one booking's details, timed in process. Prints figures only.
 */
export async function benchReservations(handle: DatabaseHandle, { reservations = 20_000, iterations = 100, log = console.info } = {}) {
  const db = handle.db;
  const seeded = performance.now();
  await seedScaleReservations(db, reservations, { now: new Date() });
  const [one] = await db
    .select({ id: reservationsTable.id, email: orders.email })
    .from(reservationsTable)
    .innerJoin(orders, eq(orders.cartId, reservationsTable.cartId))
    .where(like(reservationsTable.bookingNumber, 'WH-S%'))
    .orderBy(desc(reservationsTable.id))
    .limit(1);
  const [slot] = await db
    .select({ slotDate: reservationTourItems.slotDate })
    .from(reservationTourItems)
    .where(eq(reservationTourItems.reservationId, one!.id));
  log(`reservations bench (${handle.kind}): ${reservations} bookings made in ${Math.round(performance.now() - seeded)} ms (db:seed --reservations)`);

  const supplier = (await benchPanelClient(handle)).call;
  const admin = (await benchPanelClient(handle, 'admin@wayhub.test')).call;
  const table = api.panelReservations.dataTable.path();
  const cases: [string, () => Response | Promise<Response>][] = [
    ['supplier: first page of 20, newest first', supplier('POST', table, { page_number: 1, limit: 20 })],
    ['supplier: page 50 of 100 rows', supplier('POST', table, { page_number: 50, limit: 100 })],
    ['supplier: search by e-mail', supplier('POST', table, { search: one!.email })],
    ['supplier: status + service date filters', supplier('POST', table, { filters: { status: [ReservationStatus.CANCEL], service_date_from: slot!.slotDate, service_date_to: slot!.slotDate } })],
    ['administrator: first page of 20', admin('POST', table, { page_number: 1, limit: 20 })],
    ['supplier: one booking’s details', supplier('GET', api.panelReservations.details.path({ id: one!.id }))],
  ];
  await timeHttpCases(cases, { iterations, log });
}
