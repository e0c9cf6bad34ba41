import { and, asc, eq, ilike, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { locations, services, serviceTranslations } from '../../../db/schema/catalogue';
import { siteBucketServices, siteBuckets } from '../../../db/schema/site-content';

/** The site's buckets' writes beside site-content.repo's reads; every write runs inside a caller's locking transaction. */

export async function insertBucket(tx: Db, siteId: number, name: string) {
  const [last] = await tx.select({ position: max(siteBuckets.position) }).from(siteBuckets).where(eq(siteBuckets.siteId, siteId));
  const [row] = await tx
    .insert(siteBuckets)
    .values({ siteId, name, position: (last?.position ?? -1) + 1 })
    .returning();
  return row!;
}

export async function renameBucket(tx: Db, bucketId: number, name: string) {
  const [row] = await tx.update(siteBuckets).set({ name }).where(eq(siteBuckets.id, bucketId)).returning();
  return row!;
}

export async function setBucketPosition(tx: Db, bucketId: number, position: number, name?: string) {
  await tx
    .update(siteBuckets)
    .set({ position, ...(name === undefined ? {} : { name }) })
    .where(eq(siteBuckets.id, bucketId));
}

export async function deleteBucket(tx: Db, bucketId: number) {
  await tx.delete(siteBuckets).where(eq(siteBuckets.id, bucketId));
}

/** Where each service of the site sits: service id → bucket id. */
export async function findSiteMembership(tx: Db, bucketIds: number[]): Promise<Map<number, number>> {
  if (bucketIds.length === 0) return new Map();
  const rows = await tx
    .select({ bucketId: siteBucketServices.bucketId, serviceId: siteBucketServices.serviceId })
    .from(siteBucketServices)
    .where(inArray(siteBucketServices.bucketId, bucketIds));
  return new Map(rows.map((row) => [row.serviceId, row.bucketId]));
}

/**
 * Writes a bucket's members exactly as `serviceIds`, in that order. Rows that stay are updated in place, so a
 * reorder queues no search work for them beyond the statement trigger's.
 */
export async function writeBucketMembers(tx: Db, bucketId: number, serviceIds: number[]) {
  const current = await tx.select({ serviceId: siteBucketServices.serviceId }).from(siteBucketServices).where(eq(siteBucketServices.bucketId, bucketId));
  const wanted = new Set(serviceIds);
  const leaving = current.map((row) => row.serviceId).filter((id) => !wanted.has(id));
  if (leaving.length > 0) await tx.delete(siteBucketServices).where(and(eq(siteBucketServices.bucketId, bucketId), inArray(siteBucketServices.serviceId, leaving)));
  const staying = new Set(current.map((row) => row.serviceId));
  const joining = serviceIds.flatMap((serviceId, position) => (staying.has(serviceId) ? [] : [{ bucketId, serviceId, position }]));
  if (joining.length > 0) await tx.insert(siteBucketServices).values(joining);
  for (const [position, serviceId] of serviceIds.entries()) {
    if (staying.has(serviceId)) {
      await tx
        .update(siteBucketServices)
        .set({ position })
        .where(and(eq(siteBucketServices.bucketId, bucketId), eq(siteBucketServices.serviceId, serviceId)));
    }
  }
}

/** `%` and `_` are literal in a partner's search text. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Services matching a search text: a name in any language, or the product code. */
export function matchesText(text: string): SQL {
  const pattern = likePattern(text);
  const named = sql`exists (select 1 from ${serviceTranslations} st where st.service_id = ${services.id} and st.name ilike ${pattern})`;
  return or(named, ilike(services.productCode, pattern)) as SQL;
}

/** A service's name in `locale`, else English, else any: one SQL expression, so lists can sort by it. */
export function nameIn(locale: string): SQL<string> {
  return sql<string>`coalesce(
    (select st.name from ${serviceTranslations} st where st.service_id = ${services.id} and st.locale = ${locale}),
    (select st.name from ${serviceTranslations} st where st.service_id = ${services.id} and st.locale = 'en'),
    (select min(st.name) from ${serviceTranslations} st where st.service_id = ${services.id}),
    ${services.slug}
  )`;
}

/** The members of the buckets with what the catalogue pages show, in bucket then member order. */
export async function findBucketServices(db: Db, bucketIds: number[], filter: { serviceType?: number; query?: string }, locale: string) {
  if (bucketIds.length === 0) return [];
  const conditions: SQL[] = [inArray(siteBucketServices.bucketId, bucketIds)];
  if (filter.serviceType !== undefined) conditions.push(eq(services.serviceType, filter.serviceType));
  if (filter.query) conditions.push(matchesText(filter.query));
  return db
    .select({
      bucketId: siteBucketServices.bucketId,
      id: services.id,
      name: nameIn(locale),
      serviceType: services.serviceType,
      status: services.status,
      productCode: services.productCode,
      locationName: locations.name,
      imageUrl: services.imageUrl,
    })
    .from(siteBucketServices)
    .innerJoin(services, eq(services.id, siteBucketServices.serviceId))
    .leftJoin(locations, eq(locations.id, services.locationId))
    .where(and(...conditions))
    .orderBy(asc(siteBucketServices.position), asc(siteBucketServices.serviceId));
}
