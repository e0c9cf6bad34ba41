import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { api } from 'shared-contracts/paths';
import type { DatabaseHandle } from '../../../db/client';
import { timeHttpCases } from '../../../lib/bench-timing';
import { benchPanelClient } from '../../../test/bench-client';

/**
 * The earnings data table (issue 14 "Bench"): `reservations` confirmed bookings of one demo activity on the demo site,
 * each with its three sale lines, made in SQL on top of the demo catalogue; then supplier@'s and admin@'s calls,
 * timed in process. Prints figures only; the target is a data-table page in under 100 ms p95.
 */
export async function benchEarnings(handle: DatabaseHandle, { reservations = 100_000, iterations = 50, log = console.info } = {}) {
  const started = performance.now();
  await handle.db.execute(sql`
    with site as (select id from partner_sites where sub_domain = 'demo'),
         service as (select id, supplier_user_id, currency from services where service_type = 1 order by id limit 1),
         cart as (
           insert into carts (ref, site_id, currency, confirmed_at)
           select gen_random_uuid(), site.id, service.currency, now() from site, service returning id, currency
         ),
         made as (
           insert into reservations (ref, cart_id, service_id, service_type, status, price_minor, currency, booking_number, created_at)
           select gen_random_uuid(), cart.id, service.id, 1, 4, 10000 + (n % 9000), cart.currency, 'BENCH-' || n, now() - (n || ' minutes')::interval
           from cart, service, generate_series(1, ${reservations}) as n
           returning id, price_minor, currency, created_at
         )
    insert into earnings_lines (party, party_user_id, reservation_id, kind, amount_minor, currency, source, created_at)
    select p.party, case p.party when 'supplier' then (select supplier_user_id from service) when 'partner' then (select owner_user_id from partner_sites where sub_domain = 'demo') end,
           made.id, 'sale',
           case p.party when 'supplier' then made.price_minor - made.price_minor / 10 - made.price_minor * 15 / 100 when 'partner' then made.price_minor / 10 else made.price_minor * 15 / 100 end,
           made.currency, 'confirm', made.created_at
    from made cross join (values ('supplier'), ('partner'), ('platform')) as p(party)
  `);
  await handle.db.execute(sql`analyze`);
  log(`earnings bench (${handle.kind}): ${reservations} bookings, ${reservations * 3} lines, made in ${Math.round(performance.now() - started)} ms`);

  const supplier = await benchPanelClient(handle);
  const admin = await benchPanelClient(handle, 'admin@wayhub.test');
  const e = api.earnings;
  const today = DateTime.utc();
  const lastMonth = { from: today.minus({ days: 30 }).toISODate(), to: today.toISODate() };
  const cases: [string, () => Response | Promise<Response>][] = [
    ['supplier data table, first page', supplier.call('POST', e.supplierList.path(), {})],
    ['supplier data table, page 200', supplier.call('POST', e.supplierList.path(), { page_number: 200 })],
    ['supplier data table, unpaid, last 30 days', supplier.call('POST', e.supplierList.path(), { status: 'unpaid', ...lastMonth })],
    ['admin partner data table, first page', admin.call('POST', e.partnerList.path(), {})],
  ];
  await timeHttpCases(cases, { iterations, log });
}
