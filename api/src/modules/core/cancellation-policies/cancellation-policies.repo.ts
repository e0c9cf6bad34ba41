import { and, asc, count, desc, eq, exists, gt, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Role } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import { cancellationTiers, serviceTranslations, services } from '../../../db/schema/catalogue';
import { userRoles } from '../../../db/schema/core';
import { cancellationPolicies, cancellationPolicyTiers, serviceCancellationPolicies } from '../../../db/schema/products';
import { ownedBy, type TenantScope } from '../../../lib/tenancy';

export type PolicyRow = typeof cancellationPolicies.$inferSelect;
export interface TierRow {
  hours: number;
  refundPercentage: number;
}
export interface ServiceRow {
  id: number;
  serviceType: number;
  supplierUserId: number;
}

/** A LIKE pattern that matches `text` anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A page of rows in id order after `afterId`; `limit` null is every row. */
export interface PageWindow {
  afterId: number;
  limit: number | null;
}

/* ------------------------------------------------------------------ policies */

function policyConditions(filter: { ownerUserId?: number; search?: string }): SQL[] {
  const conditions: SQL[] = [];
  if (filter.ownerUserId !== undefined) conditions.push(eq(cancellationPolicies.supplierUserId, filter.ownerUserId));
  if (filter.search) conditions.push(ilike(cancellationPolicies.name, containsPattern(filter.search)));
  return conditions;
}

export async function listPolicies(db: Db, filter: { ownerUserId?: number; search?: string }, page: PageWindow): Promise<PolicyRow[]> {
  const query = db
    .select()
    .from(cancellationPolicies)
    .where(and(gt(cancellationPolicies.id, page.afterId), ...policyConditions(filter)))
    .orderBy(asc(cancellationPolicies.id));
  return page.limit === null ? query : query.limit(page.limit);
}

export async function countPolicies(db: Db, filter: { ownerUserId?: number; search?: string }): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(cancellationPolicies)
    .where(and(...policyConditions(filter)));
  return row?.total ?? 0;
}

/** The policy when it lies inside the scope; `lock` holds it (FOR UPDATE) until the transaction ends. */
export async function findPolicy(db: Db, scope: TenantScope, id: number, options: { lock?: boolean } = {}): Promise<PolicyRow | undefined> {
  const query = db
    .select()
    .from(cancellationPolicies)
    .where(and(eq(cancellationPolicies.id, id), ownedBy(scope, cancellationPolicies.supplierUserId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insertPolicy(db: Db, values: { supplierUserId: number; name: string; at: Date }): Promise<PolicyRow> {
  const [row] = await db
    .insert(cancellationPolicies)
    .values({ supplierUserId: values.supplierUserId, name: values.name, createdAt: values.at, updatedAt: values.at })
    .returning();
  return row!;
}

export async function updatePolicy(db: Db, id: number, values: { name: string; at: Date }): Promise<PolicyRow> {
  const [row] = await db.update(cancellationPolicies).set({ name: values.name, updatedAt: values.at }).where(eq(cancellationPolicies.id, id)).returning();
  return row!;
}

export async function deletePolicy(db: Db, id: number): Promise<void> {
  await db.delete(cancellationPolicies).where(eq(cancellationPolicies.id, id));
}

/** The tiers of each policy, longest notice first. */
export async function findPolicyTiers(db: Db, policyIds: number[]): Promise<Map<number, TierRow[]>> {
  const byPolicy = new Map<number, TierRow[]>(policyIds.map((id) => [id, []]));
  if (policyIds.length === 0) return byPolicy;
  const rows = await db
    .select({ policyId: cancellationPolicyTiers.policyId, hours: cancellationPolicyTiers.hours, refundPercentage: cancellationPolicyTiers.refundPercentage })
    .from(cancellationPolicyTiers)
    .where(inArray(cancellationPolicyTiers.policyId, policyIds))
    .orderBy(desc(cancellationPolicyTiers.hours));
  for (const row of rows) byPolicy.get(row.policyId)?.push({ hours: row.hours, refundPercentage: row.refundPercentage });
  return byPolicy;
}

export async function replacePolicyTiers(db: Db, policyId: number, tiers: TierRow[]): Promise<void> {
  await db.delete(cancellationPolicyTiers).where(eq(cancellationPolicyTiers.policyId, policyId));
  await db.insert(cancellationPolicyTiers).values(tiers.map((tier) => ({ policyId, ...tier })));
}

/** How many services follow each policy. */
export async function countMappedServices(db: Db, policyIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(policyIds.map((id) => [id, 0]));
  if (policyIds.length === 0) return counts;
  const rows = await db
    .select({ policyId: serviceCancellationPolicies.policyId, total: count() })
    .from(serviceCancellationPolicies)
    .where(inArray(serviceCancellationPolicies.policyId, policyIds))
    .groupBy(serviceCancellationPolicies.policyId);
  for (const row of rows) counts.set(row.policyId, row.total);
  return counts;
}

/** The services that follow the policy, in id order. */
export async function findMappedServices(db: Db, policyId: number): Promise<ServiceRow[]> {
  return db
    .select({ id: services.id, serviceType: services.serviceType, supplierUserId: services.supplierUserId })
    .from(serviceCancellationPolicies)
    .innerJoin(services, eq(services.id, serviceCancellationPolicies.serviceId))
    .where(eq(serviceCancellationPolicies.policyId, policyId))
    .orderBy(asc(services.id));
}

/**
 * The ids of the services following the policy, their mapping rows held (FOR UPDATE): a concurrent re-mapping of one
 * of them waits, or has already moved it to another policy and is then not returned.
 */
export async function lockMappedServiceIds(db: Db, policyId: number): Promise<number[]> {
  const rows = await db
    .select({ serviceId: serviceCancellationPolicies.serviceId })
    .from(serviceCancellationPolicies)
    .where(eq(serviceCancellationPolicies.policyId, policyId))
    .orderBy(asc(serviceCancellationPolicies.serviceId))
    .for('update');
  return rows.map((row) => row.serviceId);
}

/* ------------------------------------------------------------------ services and their mapping */

/** The service of that id and type inside the scope. */
export async function findServiceInScope(db: Db, scope: TenantScope, id: number, serviceType: number): Promise<ServiceRow | undefined> {
  const [row] = await db
    .select({ id: services.id, serviceType: services.serviceType, supplierUserId: services.supplierUserId })
    .from(services)
    .where(and(eq(services.id, id), eq(services.serviceType, serviceType), ownedBy(scope, services.supplierUserId)));
  return row;
}

/** Points the service at the policy; the mapping row stays held until the transaction ends. */
export async function upsertMapping(db: Db, serviceId: number, policyId: number): Promise<void> {
  await db
    .insert(serviceCancellationPolicies)
    .values({ serviceId, policyId })
    .onConflictDoUpdate({ target: serviceCancellationPolicies.serviceId, set: { policyId } });
}

export async function deleteMapping(db: Db, serviceId: number): Promise<void> {
  await db.delete(serviceCancellationPolicies).where(eq(serviceCancellationPolicies.serviceId, serviceId));
}

/** The policy each service follows (id and name); services without one are absent. */
export async function findPoliciesOfServices(db: Db, serviceIds: number[]): Promise<Map<number, { id: number; name: string }>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db
    .select({ serviceId: serviceCancellationPolicies.serviceId, id: cancellationPolicies.id, name: cancellationPolicies.name })
    .from(serviceCancellationPolicies)
    .innerJoin(cancellationPolicies, eq(cancellationPolicies.id, serviceCancellationPolicies.policyId))
    .where(inArray(serviceCancellationPolicies.serviceId, serviceIds));
  return new Map(rows.map((row) => [row.serviceId, { id: row.id, name: row.name }]));
}

/** The tiers each service offers its guests (cancellation_tiers, which bookings read), longest notice first. */
export async function findServiceTiers(db: Db, serviceIds: number[]): Promise<Map<number, TierRow[]>> {
  const byService = new Map<number, TierRow[]>(serviceIds.map((id) => [id, []]));
  if (serviceIds.length === 0) return byService;
  const rows = await db
    .select({ serviceId: cancellationTiers.serviceId, hours: cancellationTiers.hours, refundPercentage: cancellationTiers.refundPercentage })
    .from(cancellationTiers)
    .where(inArray(cancellationTiers.serviceId, serviceIds))
    .orderBy(desc(cancellationTiers.hours));
  for (const row of rows) byService.get(row.serviceId)?.push({ hours: row.hours, refundPercentage: row.refundPercentage });
  return byService;
}

/** Gives each service exactly these tiers (the caller's transaction holds the services' mapping rows). */
export async function replaceServiceTiers(db: Db, serviceIds: number[], tiers: TierRow[]): Promise<void> {
  if (serviceIds.length === 0) return;
  await db.delete(cancellationTiers).where(inArray(cancellationTiers.serviceId, serviceIds));
  if (tiers.length === 0) return;
  await db.insert(cancellationTiers).values(serviceIds.flatMap((serviceId) => tiers.map((tier) => ({ serviceId, ...tier }))));
}

/** Every translation of each service's name: locale → name. */
export async function findServiceNames(db: Db, serviceIds: number[]): Promise<Map<number, Partial<Record<string, string>>>> {
  const names = new Map<number, Partial<Record<string, string>>>(serviceIds.map((id) => [id, {}]));
  if (serviceIds.length === 0) return names;
  const rows = await db
    .select({ serviceId: serviceTranslations.serviceId, locale: serviceTranslations.locale, name: serviceTranslations.name })
    .from(serviceTranslations)
    .where(inArray(serviceTranslations.serviceId, serviceIds));
  for (const row of rows) names.get(row.serviceId)![row.locale] = row.name;
  return names;
}

export interface ServiceFilter {
  ownerUserId?: number;
  serviceType?: number;
  policyId?: number;
  search?: string;
}

function serviceConditions(db: Db, filter: ServiceFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.ownerUserId !== undefined) conditions.push(eq(services.supplierUserId, filter.ownerUserId));
  if (filter.serviceType !== undefined) conditions.push(eq(services.serviceType, filter.serviceType));
  if (filter.policyId !== undefined) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(serviceCancellationPolicies)
          .where(and(eq(serviceCancellationPolicies.serviceId, services.id), eq(serviceCancellationPolicies.policyId, filter.policyId))),
      ),
    );
  }
  if (filter.search) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(serviceTranslations)
          .where(and(eq(serviceTranslations.serviceId, services.id), ilike(serviceTranslations.name, containsPattern(filter.search)))),
      ),
    );
  }
  return conditions;
}

export async function listServices(db: Db, filter: ServiceFilter, page: PageWindow): Promise<ServiceRow[]> {
  const query = db
    .select({ id: services.id, serviceType: services.serviceType, supplierUserId: services.supplierUserId })
    .from(services)
    .where(and(gt(services.id, page.afterId), ...serviceConditions(db, filter)))
    .orderBy(asc(services.id));
  return page.limit === null ? query : query.limit(page.limit);
}

export async function countServices(db: Db, filter: ServiceFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(services)
    .where(and(...serviceConditions(db, filter)));
  return row?.total ?? 0;
}

/* ------------------------------------------------------------------ users */

/** Whether the user holds the role (a supplier a policy may belong to). */
export async function userHasRole(db: Db, userId: number, role: Role): Promise<boolean> {
  const [row] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, role)));
  return row !== undefined;
}
