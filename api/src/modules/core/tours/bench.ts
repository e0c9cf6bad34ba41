import { performance } from 'node:perf_hooks';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { ServiceListFilter, ServiceTypeId } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import type { DatabaseHandle } from '../../../db/client';
import { services } from '../../../db/schema/catalogue';
import { users } from '../../../db/schema/core';
import { seedScale } from '../../../db/seed/scale';
import { timeHttpCases } from '../../../lib/bench-timing';
import { benchPanelClient } from '../../../test/bench-client';

/**
 * The supplier's activity list at scale (issue 12 "Bench"): `db:seed --scale` services (mostly activities and
 * events, all supplier@'s), then the panel's list calls, timed in process. Prints figures only; the issue's target
 * is a page in under 50 ms p95 at 10,000 activities.
 */
export interface TourListingBenchOptions {
  /** Scale services to seed; about 65 % of them are activities or events. */
  services?: number;
  iterations?: number;
  log?: (line: string) => void;
}


export async function benchTourListing(handle: DatabaseHandle, { services: scale = 15_500, iterations = 100, log = console.info }: TourListingBenchOptions = {}) {
  const seeded = performance.now();
  await seedScale(handle.db, scale, { now: new Date() });
  // A server's autovacuum would have gathered statistics after a bulk load by now; PGlite runs none.
  await handle.db.execute(sql`analyze`);
  const [supplier] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'supplier@wayhub.test'));
  const [activities] = await handle.db
    .select({ n: count() })
    .from(services)
    .where(and(eq(services.supplierUserId, supplier!.id), inArray(services.serviceType, [ServiceTypeId.activities, ServiceTypeId.events])));
  log(`tour list bench (${handle.kind}): ${activities?.n ?? 0} activities and events of one supplier, seeded in ${Math.round(performance.now() - seeded)} ms`);

  const { call } = await benchPanelClient(handle);
  const listing = (body: Record<string, unknown>) => call('POST', api.tours.listing.path(), body);

  const cases: [string, () => Response | Promise<Response>][] = [
    ['first page (20, newest first)', listing({})],
    ['page 200 of 20', listing({ page_number: 200 })],
    ['sorted by name, page 50', listing({ sort_by: 'name', sort_order: 'asc', page_number: 50 })],
    ['ACTIVE tab', listing({ status: ServiceListFilter.ACTIVE })],
    ['search "fjord"', listing({ search: 'fjord' })],
    ['status-wise counts', call('GET', api.tours.statusCounts.path())],
  ];
  await timeHttpCases(cases, { iterations, labelWidth: 32, log });
}
