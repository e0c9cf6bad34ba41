import { and, asc, count, desc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import { SiteStatus } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import { partnerSiteChanges, partnerSiteSettings, partnerSites } from '../../../db/schema/core';
import { ownedBy, type TenantScope } from '../../../lib/tenancy';

export type PartnerSiteRow = typeof partnerSites.$inferSelect;
export interface SettingRow {
  siteId: number;
  setting: string;
  value: string | null;
}

export async function listSites(
  db: Db,
  options: { ownerUserId?: number; afterId: number; limit: number | null },
): Promise<PartnerSiteRow[]> {
  const conditions: SQL[] = [gt(partnerSites.id, options.afterId)];
  if (options.ownerUserId !== undefined) conditions.push(eq(partnerSites.ownerUserId, options.ownerUserId));
  const query = db
    .select()
    .from(partnerSites)
    .where(and(...conditions))
    .orderBy(asc(partnerSites.id));
  return options.limit === null ? query : query.limit(options.limit);
}

export async function countSites(db: Db, ownerUserId?: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(partnerSites)
    .where(ownerUserId === undefined ? undefined : eq(partnerSites.ownerUserId, ownerUserId));
  return row?.total ?? 0;
}

export async function findSiteById(db: Db, id: number): Promise<PartnerSiteRow | undefined> {
  const [row] = await db.select().from(partnerSites).where(eq(partnerSites.id, id));
  return row;
}

/** The site when it lies inside the scope; a site of another tenant is not found, just as a missing one. */
export async function findSiteInScope(db: Db, scope: TenantScope, id: number): Promise<PartnerSiteRow | undefined> {
  const [row] = await db
    .select()
    .from(partnerSites)
    .where(and(eq(partnerSites.id, id), ownedBy(scope, partnerSites.ownerUserId)));
  return row;
}

export async function findConfirmedSiteBySubDomain(db: Db, subDomain: string): Promise<PartnerSiteRow | undefined> {
  const [row] = await db
    .select()
    .from(partnerSites)
    .where(and(eq(partnerSites.subDomain, subDomain), eq(partnerSites.status, SiteStatus.Confirmed)));
  return row;
}

export async function findConfirmedSiteByDomain(db: Db, domain: string): Promise<PartnerSiteRow | undefined> {
  const [row] = await db
    .select()
    .from(partnerSites)
    .where(and(eq(partnerSites.domain, domain), eq(partnerSites.status, SiteStatus.Confirmed)));
  return row;
}

/** The Deactivated site on a sub-domain or a custom domain, if any (its redirection address outlives it). */
export async function findDeactivatedSiteByAddress(db: Db, address: { subDomain?: string; domain: string }): Promise<PartnerSiteRow | undefined> {
  const byAddress = address.subDomain === undefined ? eq(partnerSites.domain, address.domain) : or(eq(partnerSites.subDomain, address.subDomain), eq(partnerSites.domain, address.domain));
  const [row] = await db
    .select()
    .from(partnerSites)
    .where(and(byAddress, eq(partnerSites.status, SiteStatus.Deactivated)));
  return row;
}

export async function findSettings(db: Db, siteIds: number[], only?: string[]): Promise<SettingRow[]> {
  if (siteIds.length === 0) return [];
  const conditions: SQL[] = [inArray(partnerSiteSettings.siteId, siteIds)];
  if (only) conditions.push(inArray(partnerSiteSettings.setting, only));
  return db
    .select({ siteId: partnerSiteSettings.siteId, setting: partnerSiteSettings.setting, value: partnerSiteSettings.value })
    .from(partnerSiteSettings)
    .where(and(...conditions))
    .orderBy(asc(partnerSiteSettings.siteId), asc(partnerSiteSettings.setting));
}

/** Administrators' list: every site, optionally of one status, keyset paged by id. */
export async function listSitesByStatus(db: Db, options: { status?: number; afterId: number; limit: number | null }): Promise<PartnerSiteRow[]> {
  const query = db
    .select()
    .from(partnerSites)
    .where(and(gt(partnerSites.id, options.afterId), options.status === undefined ? undefined : eq(partnerSites.status, options.status)))
    .orderBy(asc(partnerSites.id));
  return options.limit === null ? query : query.limit(options.limit);
}

export async function countSitesByStatus(db: Db, status?: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(partnerSites)
    .where(status === undefined ? undefined : eq(partnerSites.status, status));
  return row?.total ?? 0;
}

export type SiteChangeRow = typeof partnerSiteChanges.$inferSelect & { siteName: string };

const changeColumns = { change: partnerSiteChanges, siteName: partnerSites.name };

/** The site's latest address-change request, whatever its status. */
export async function findLatestChange(db: Db, siteId: number): Promise<SiteChangeRow | undefined> {
  const [row] = await db
    .select(changeColumns)
    .from(partnerSiteChanges)
    .innerJoin(partnerSites, eq(partnerSites.id, partnerSiteChanges.siteId))
    .where(eq(partnerSiteChanges.siteId, siteId))
    .orderBy(desc(partnerSiteChanges.id))
    .limit(1);
  return row ? { ...row.change, siteName: row.siteName } : undefined;
}

/** Requests waiting for a decision, oldest first, keyset paged by id. */
export async function listOpenChanges(db: Db, options: { afterId: number; limit: number | null }): Promise<SiteChangeRow[]> {
  const query = db
    .select(changeColumns)
    .from(partnerSiteChanges)
    .innerJoin(partnerSites, eq(partnerSites.id, partnerSiteChanges.siteId))
    .where(and(eq(partnerSiteChanges.status, 1), gt(partnerSiteChanges.id, options.afterId)))
    .orderBy(asc(partnerSiteChanges.id));
  const rows = await (options.limit === null ? query : query.limit(options.limit));
  return rows.map((row) => ({ ...row.change, siteName: row.siteName }));
}

export async function countOpenChanges(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(partnerSiteChanges).where(eq(partnerSiteChanges.status, 1));
  return row?.total ?? 0;
}
