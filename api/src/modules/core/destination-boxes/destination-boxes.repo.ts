import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { destinationBoxes, destinationBoxServices, type LocalizedText, serviceTranslations, services } from '../../../db/schema/catalogue';
import { users } from '../../../db/schema/core';
import { ownedBy, type TenantScope } from '../../../lib/tenancy';
import { containsPattern } from '../cancellation-policies/cancellation-policies.repo';

export type BoxRow = typeof destinationBoxes.$inferSelect & { serviceCount: number };
export type BoxValues = Pick<typeof destinationBoxes.$inferInsert, 'names' | 'descriptions' | 'imageUrl' | 'status' | 'position'>;

const serviceCount = sql<number>`(select count(*)::int from ${destinationBoxServices} where ${destinationBoxServices.boxId} = ${destinationBoxes.id})`;
const boxOrder = [asc(destinationBoxes.position), asc(destinationBoxes.id)];

export async function listBoxes(db: Db, filter: { status?: number; search?: string }): Promise<BoxRow[]> {
  const conditions: SQL[] = [];
  if (filter.status !== undefined) conditions.push(eq(destinationBoxes.status, filter.status));
  // A name in any language matches.
  if (filter.search)
    conditions.push(sql`exists (select 1 from jsonb_each_text(${destinationBoxes.names}) as n where n.value ilike ${containsPattern(filter.search)})`);
  return db
    .select({ ...destinationBoxColumns(), serviceCount })
    .from(destinationBoxes)
    .where(and(...conditions))
    .orderBy(...boxOrder);
}

function destinationBoxColumns() {
  const { id, names, descriptions, imageUrl, status, position, createdAt, updatedAt } = destinationBoxes;
  return { id, names, descriptions, imageUrl, status, position, createdAt, updatedAt };
}

export async function findBox(db: Db, id: number): Promise<BoxRow | undefined> {
  const [row] = await db.select({ ...destinationBoxColumns(), serviceCount }).from(destinationBoxes).where(eq(destinationBoxes.id, id));
  return row;
}

export async function insertBox(db: Db, values: BoxValues): Promise<number> {
  const [row] = await db.insert(destinationBoxes).values(values).returning({ id: destinationBoxes.id });
  return row!.id;
}

/** False when no such box. */
export async function updateBox(db: Db, id: number, values: BoxValues): Promise<boolean> {
  const rows = await db
    .update(destinationBoxes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(destinationBoxes.id, id))
    .returning({ id: destinationBoxes.id });
  return rows.length > 0;
}

/** False when no such box; its links go with it (the foreign key cascades). */
export async function deleteBox(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(destinationBoxes).where(eq(destinationBoxes.id, id)).returning({ id: destinationBoxes.id });
  return rows.length > 0;
}

export interface BoxServiceRow {
  id: number;
  serviceType: number;
  status: number;
  supplierUserId: number;
  supplierName: string;
}

/** The services in a box, by id. */
export async function boxServices(db: Db, boxId: number): Promise<BoxServiceRow[]> {
  return db
    .select({ id: services.id, serviceType: services.serviceType, status: services.status, supplierUserId: services.supplierUserId, supplierName: users.name })
    .from(destinationBoxServices)
    .innerJoin(services, eq(services.id, destinationBoxServices.serviceId))
    .innerJoin(users, eq(users.id, services.supplierUserId))
    .where(eq(destinationBoxServices.boxId, boxId))
    .orderBy(asc(services.id));
}

/** Every translation of the services' names: serviceId → locale → name. */
export async function serviceNames(db: Db, serviceIds: number[]): Promise<Map<number, LocalizedText>> {
  const names = new Map<number, LocalizedText>();
  if (serviceIds.length === 0) return names;
  const rows = await db
    .select({ serviceId: serviceTranslations.serviceId, locale: serviceTranslations.locale, name: serviceTranslations.name })
    .from(serviceTranslations)
    .where(inArray(serviceTranslations.serviceId, serviceIds));
  for (const row of rows) names.set(row.serviceId, { ...names.get(row.serviceId), [row.locale]: row.name });
  return names;
}

/**
 * The service when it lies inside the scope and is one of `types`; `lock` holds it (FOR UPDATE) until the transaction
 * ends, so two saves of one service's boxes run one after the other.
 */
export async function findService(db: Db, scope: TenantScope, id: number, types: readonly number[], options: { lock?: boolean } = {}) {
  const query = db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.id, id), inArray(services.serviceType, [...types]), ownedBy(scope, services.supplierUserId)));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

/** The boxes a supplier may choose from for the service: every active one, and the inactive ones it sits in. */
export async function boxChoices(db: Db, serviceId: number) {
  const linked = sql<boolean>`exists (select 1 from ${destinationBoxServices} where ${destinationBoxServices.boxId} = ${destinationBoxes.id} and ${destinationBoxServices.serviceId} = ${serviceId})`;
  return db
    .select({ id: destinationBoxes.id, names: destinationBoxes.names, descriptions: destinationBoxes.descriptions, status: destinationBoxes.status, linked })
    .from(destinationBoxes)
    .where(sql`${destinationBoxes.status} = 1 or ${linked}`)
    .orderBy(...boxOrder);
}

/** The boxes among `ids` with their status, held (FOR SHARE) so that none is deleted before the links are written. */
export async function boxStatuses(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: destinationBoxes.id, status: destinationBoxes.status })
    .from(destinationBoxes)
    .where(inArray(destinationBoxes.id, ids))
    .for('share');
  return new Map(rows.map((row) => [row.id, row.status]));
}

export async function linkedBoxIds(db: Db, serviceId: number): Promise<Set<number>> {
  const rows = await db.select({ boxId: destinationBoxServices.boxId }).from(destinationBoxServices).where(eq(destinationBoxServices.serviceId, serviceId));
  return new Set(rows.map((row) => row.boxId));
}

/** The service sits in exactly these boxes afterwards. */
export async function replaceLinks(db: Db, serviceId: number, boxIds: number[]): Promise<void> {
  await db.delete(destinationBoxServices).where(eq(destinationBoxServices.serviceId, serviceId));
  if (boxIds.length > 0) await db.insert(destinationBoxServices).values(boxIds.map((boxId) => ({ boxId, serviceId })));
}
