import { and, asc, count, eq, gt, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { services } from '../../../db/schema/catalogue';
import { users } from '../../../db/schema/core';
import { supplierConsents, supplierConsentServices } from '../../../db/schema/products';
import { ownedBy, type TenantScope } from '../../../lib/tenancy';
import { containsPattern, type PageWindow } from '../cancellation-policies/cancellation-policies.repo';

const supplier = alias(users, 'supplier');
const partner = alias(users, 'partner');

const consentColumns = {
  id: supplierConsents.id,
  supplierUserId: supplierConsents.supplierUserId,
  partnerUserId: supplierConsents.partnerUserId,
  status: supplierConsents.status,
  note: supplierConsents.note,
  createdAt: supplierConsents.createdAt,
  updatedAt: supplierConsents.updatedAt,
  supplierName: supplier.name,
  partnerName: partner.name,
  partnerEmail: partner.email,
};

/** A consent with the names of its two parties. */
export interface ConsentRow {
  id: number;
  supplierUserId: number;
  partnerUserId: number;
  status: number;
  note: string;
  createdAt: Date;
  updatedAt: Date;
  supplierName: string;
  partnerName: string;
  partnerEmail: string;
}

export interface ConsentFilter {
  ownerUserId?: number;
  status?: number;
  search?: string;
}

function consentConditions(filter: ConsentFilter): (SQL | undefined)[] {
  return [
    filter.ownerUserId === undefined ? undefined : eq(supplierConsents.supplierUserId, filter.ownerUserId),
    filter.status === undefined ? undefined : eq(supplierConsents.status, filter.status),
    filter.search ? or(ilike(partner.name, containsPattern(filter.search)), ilike(partner.email, containsPattern(filter.search))) : undefined,
  ];
}

const consentsWithParties = (db: Db) =>
  db
    .select(consentColumns)
    .from(supplierConsents)
    .innerJoin(supplier, eq(supplier.id, supplierConsents.supplierUserId))
    .innerJoin(partner, eq(partner.id, supplierConsents.partnerUserId));

export async function listConsents(db: Db, filter: ConsentFilter, page: PageWindow): Promise<ConsentRow[]> {
  const query = consentsWithParties(db)
    .where(and(gt(supplierConsents.id, page.afterId), ...consentConditions(filter)))
    .orderBy(asc(supplierConsents.id));
  return page.limit === null ? query : query.limit(page.limit);
}

export async function countConsents(db: Db, filter: ConsentFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(supplierConsents)
    .innerJoin(partner, eq(partner.id, supplierConsents.partnerUserId))
    .where(and(...consentConditions(filter)));
  return row?.total ?? 0;
}

/** The consent when it lies inside the scope. */
export async function findConsent(db: Db, scope: TenantScope, id: number): Promise<ConsentRow | undefined> {
  const [row] = await consentsWithParties(db).where(and(eq(supplierConsents.id, id), ownedBy(scope, supplierConsents.supplierUserId)));
  return row;
}

/** Undefined when the supplier already has a consent for the partner (one per pair). */
export async function insertConsent(
  db: Db,
  values: { supplierUserId: number; partnerUserId: number; status: number; note: string; at: Date },
): Promise<number | undefined> {
  const [row] = await db
    .insert(supplierConsents)
    .values({ supplierUserId: values.supplierUserId, partnerUserId: values.partnerUserId, status: values.status, note: values.note, createdAt: values.at, updatedAt: values.at })
    .onConflictDoNothing({ target: [supplierConsents.supplierUserId, supplierConsents.partnerUserId] })
    .returning({ id: supplierConsents.id });
  return row?.id;
}

export async function updateConsent(db: Db, id: number, values: { partnerUserId: number; status: number; note: string; at: Date }): Promise<void> {
  await db
    .update(supplierConsents)
    .set({ partnerUserId: values.partnerUserId, status: values.status, note: values.note, updatedAt: values.at })
    .where(eq(supplierConsents.id, id));
}

/** Another consent of the supplier for the partner, if any. */
export async function findConsentFor(db: Db, supplierUserId: number, partnerUserId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: supplierConsents.id })
    .from(supplierConsents)
    .where(and(eq(supplierConsents.supplierUserId, supplierUserId), eq(supplierConsents.partnerUserId, partnerUserId)));
  return row?.id;
}

export async function deleteConsent(db: Db, id: number): Promise<void> {
  await db.delete(supplierConsents).where(eq(supplierConsents.id, id));
}

/* ------------------------------------------------------------------ the services a consent covers */

export interface ConsentServiceRow {
  id: number;
  consentId: number;
  serviceId: number;
  serviceType: number;
  commissionBasisPoints: number;
}

const consentServiceColumns = {
  id: supplierConsentServices.id,
  consentId: supplierConsentServices.consentId,
  serviceId: supplierConsentServices.serviceId,
  serviceType: services.serviceType,
  commissionBasisPoints: supplierConsentServices.commissionBasisPoints,
};

export async function countConsentServices(db: Db, consentIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(consentIds.map((id) => [id, 0]));
  if (consentIds.length === 0) return counts;
  const rows = await db
    .select({ consentId: supplierConsentServices.consentId, total: count() })
    .from(supplierConsentServices)
    .where(inArray(supplierConsentServices.consentId, consentIds))
    .groupBy(supplierConsentServices.consentId);
  for (const row of rows) counts.set(row.consentId, row.total);
  return counts;
}

export async function listConsentServices(db: Db, consentId: number, page: PageWindow): Promise<ConsentServiceRow[]> {
  const query = db
    .select(consentServiceColumns)
    .from(supplierConsentServices)
    .innerJoin(services, eq(services.id, supplierConsentServices.serviceId))
    .where(and(eq(supplierConsentServices.consentId, consentId), gt(supplierConsentServices.id, page.afterId)))
    .orderBy(asc(supplierConsentServices.id));
  return page.limit === null ? query : query.limit(page.limit);
}

/** The mapping when its consent lies inside the scope. */
export async function findConsentService(db: Db, scope: TenantScope, id: number): Promise<ConsentServiceRow | undefined> {
  const [row] = await db
    .select(consentServiceColumns)
    .from(supplierConsentServices)
    .innerJoin(supplierConsents, eq(supplierConsents.id, supplierConsentServices.consentId))
    .innerJoin(services, eq(services.id, supplierConsentServices.serviceId))
    .where(and(eq(supplierConsentServices.id, id), ownedBy(scope, supplierConsents.supplierUserId)));
  return row;
}

/** Undefined when the service is already under the consent. */
export async function insertConsentService(db: Db, values: { consentId: number; serviceId: number; commissionBasisPoints: number }): Promise<number | undefined> {
  const [row] = await db
    .insert(supplierConsentServices)
    .values(values)
    .onConflictDoNothing({ target: [supplierConsentServices.consentId, supplierConsentServices.serviceId] })
    .returning({ id: supplierConsentServices.id });
  return row?.id;
}

export async function updateConsentService(db: Db, id: number, commissionBasisPoints: number): Promise<void> {
  await db.update(supplierConsentServices).set({ commissionBasisPoints }).where(eq(supplierConsentServices.id, id));
}

export async function deleteConsentService(db: Db, id: number): Promise<void> {
  await db.delete(supplierConsentServices).where(eq(supplierConsentServices.id, id));
}
