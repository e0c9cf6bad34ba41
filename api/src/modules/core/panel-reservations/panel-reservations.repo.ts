import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { services } from '../../../db/schema/catalogue';
import { partnerSites } from '../../../db/schema/core';

/** The ids of the services the owner supplies. */
export async function findOwnedServiceIds(db: Db, ownerUserId: number): Promise<number[]> {
  const rows = await db.select({ id: services.id }).from(services).where(eq(services.supplierUserId, ownerUserId));
  return rows.map((r) => r.id);
}

/** The ids of the partner sites the owner runs. */
export async function findOwnedSiteIds(db: Db, ownerUserId: number): Promise<number[]> {
  const rows = await db.select({ id: partnerSites.id }).from(partnerSites).where(eq(partnerSites.ownerUserId, ownerUserId));
  return rows.map((r) => r.id);
}

export async function findSiteNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: partnerSites.id, name: partnerSites.name }).from(partnerSites).where(inArray(partnerSites.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
