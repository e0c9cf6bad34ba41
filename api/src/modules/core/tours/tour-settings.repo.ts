import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { activityDetails, categories, services, serviceTranslations, tags } from '../../../db/schema/catalogue';
import { customSections, productFeatures, serviceFeatures, serviceRecommendations } from '../../../db/schema/products';
import { ownedBy, type TenantScope } from '../../../lib/tenancy';
import { TOUR_TYPE_IDS } from './tours.repo';

export type FeatureRow = typeof productFeatures.$inferSelect;
export type CustomSectionRow = typeof customSections.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/* ------------------------------------------------------------------ product features */

export async function insertFeature(db: Db, values: typeof productFeatures.$inferInsert): Promise<FeatureRow> {
  const [row] = await db.insert(productFeatures).values(values).returning();
  if (!row) throw new Error('insert into product_features returned nothing');
  return row;
}

export async function findFeature(db: Db, scope: TenantScope, id: number): Promise<FeatureRow | undefined> {
  const [row] = await db
    .select()
    .from(productFeatures)
    .where(and(eq(productFeatures.id, id), ownedBy(scope, productFeatures.supplierUserId)));
  return row;
}

export async function findFeatures(db: Db, scope: TenantScope, supplierUserId?: number): Promise<FeatureRow[]> {
  return db
    .select()
    .from(productFeatures)
    .where(and(ownedBy(scope, productFeatures.supplierUserId), supplierUserId === undefined ? undefined : eq(productFeatures.supplierUserId, supplierUserId)))
    .orderBy(asc(productFeatures.id));
}

export async function updateFeature(db: Db, id: number, values: Pick<FeatureRow, 'names' | 'icon'>): Promise<FeatureRow | undefined> {
  const [row] = await db.update(productFeatures).set(values).where(eq(productFeatures.id, id)).returning();
  return row;
}

export async function deleteFeature(db: Db, id: number): Promise<void> {
  await db.delete(productFeatures).where(eq(productFeatures.id, id));
}

/** The features among `ids` that belong to `supplierUserId`. */
export async function findSupplierFeatureIds(db: Db, supplierUserId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: productFeatures.id })
    .from(productFeatures)
    .where(and(inArray(productFeatures.id, ids), eq(productFeatures.supplierUserId, supplierUserId)));
  return new Set(rows.map((r) => r.id));
}

export async function replaceServiceFeatures(db: Db, serviceId: number, featureIds: number[]): Promise<void> {
  await db.delete(serviceFeatures).where(eq(serviceFeatures.serviceId, serviceId));
  if (featureIds.length) await db.insert(serviceFeatures).values(featureIds.map((featureId) => ({ serviceId, featureId })));
}

/* ------------------------------------------------------------------ custom sections */

/** A custom section of an activity inside the caller's scope (through its service's supplier). */
export async function findCustomSection(db: Db, scope: TenantScope, id: number): Promise<CustomSectionRow | undefined> {
  const [row] = await db
    .select({ section: customSections })
    .from(customSections)
    .innerJoin(services, eq(services.id, customSections.serviceId))
    .where(and(eq(customSections.id, id), inArray(services.serviceType, TOUR_TYPE_IDS), ownedBy(scope, services.supplierUserId)));
  return row?.section;
}

export async function findCustomSections(db: Db, serviceId: number): Promise<CustomSectionRow[]> {
  return db.select().from(customSections).where(eq(customSections.serviceId, serviceId)).orderBy(asc(customSections.position), asc(customSections.id));
}

export async function nextSectionPosition(db: Db, serviceId: number): Promise<number> {
  const [row] = await db.select({ position: max(customSections.position) }).from(customSections).where(eq(customSections.serviceId, serviceId));
  return row?.position === null || row?.position === undefined ? 0 : row.position + 1;
}

export async function insertCustomSection(db: Db, values: typeof customSections.$inferInsert): Promise<CustomSectionRow> {
  const [row] = await db.insert(customSections).values(values).returning();
  if (!row) throw new Error('insert into custom_sections returned nothing');
  return row;
}

export async function updateCustomSection(db: Db, id: number, values: Partial<Pick<CustomSectionRow, 'titles' | 'bodies' | 'position'>>): Promise<CustomSectionRow | undefined> {
  const [row] = await db.update(customSections).set(values).where(eq(customSections.id, id)).returning();
  return row;
}

export async function deleteCustomSection(db: Db, id: number): Promise<void> {
  await db.delete(customSections).where(eq(customSections.id, id));
}

/* ------------------------------------------------------------------ recommendations */

export interface ServiceNameRow {
  id: number;
  serviceType: number;
  status: number;
  imageUrl: string | null;
  name: string | null;
}

/** A service's name in `locale`, else English, else its first translation. */
const nameIn = (locale: string) =>
  sql<string | null>`(select t.name from ${serviceTranslations} t where t.service_id = ${services.id} order by t.locale = ${locale} desc, t.locale = 'en' desc, t.locale limit 1)`;

/** What an activity may recommend: its supplier's other services, optionally by part of a name; at most `limit`. */
export async function findRecommendCandidates(
  db: Db,
  input: { serviceId: number; supplierUserId: number; search: string; locale: string; limit: number },
): Promise<ServiceNameRow[]> {
  const pattern = `%${escapeLike(input.search)}%`;
  const named = db
    .select({ id: serviceTranslations.serviceId })
    .from(serviceTranslations)
    .where(ilike(serviceTranslations.name, pattern));
  return db
    .select({ id: services.id, serviceType: services.serviceType, status: services.status, imageUrl: services.imageUrl, name: nameIn(input.locale) })
    .from(services)
    .where(
      and(
        eq(services.supplierUserId, input.supplierUserId),
        ne(services.id, input.serviceId),
        input.search ? inArray(services.id, named) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${nameIn(input.locale)})`), asc(services.id))
    .limit(input.limit);
}

export async function findRecommendations(db: Db, serviceId: number, locale: string): Promise<ServiceNameRow[]> {
  return db
    .select({ id: services.id, serviceType: services.serviceType, status: services.status, imageUrl: services.imageUrl, name: nameIn(locale) })
    .from(serviceRecommendations)
    .innerJoin(services, eq(services.id, serviceRecommendations.recommendedServiceId))
    .where(eq(serviceRecommendations.serviceId, serviceId))
    .orderBy(asc(serviceRecommendations.position), asc(services.id));
}

/** The services among `ids` that belong to `supplierUserId`. */
export async function findSupplierServiceIds(db: Db, supplierUserId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: services.id }).from(services).where(and(inArray(services.id, ids), eq(services.supplierUserId, supplierUserId)));
  return new Set(rows.map((r) => r.id));
}

export async function replaceRecommendations(db: Db, serviceId: number, recommendedIds: number[]): Promise<void> {
  await db.delete(serviceRecommendations).where(eq(serviceRecommendations.serviceId, serviceId));
  if (recommendedIds.length) {
    await db.insert(serviceRecommendations).values(recommendedIds.map((recommendedServiceId, position) => ({ serviceId, recommendedServiceId, position })));
  }
}

/* ------------------------------------------------------------------ booking option, special instructions */

export async function findBookingOption(db: Db, serviceId: number): Promise<Record<string, unknown>> {
  const [row] = await db.select({ option: activityDetails.customBookingOption }).from(activityDetails).where(eq(activityDetails.serviceId, serviceId));
  return row?.option ?? {};
}

export async function saveBookingOption(db: Db, serviceId: number, option: Record<string, unknown>): Promise<void> {
  await db
    .insert(activityDetails)
    .values({ serviceId, customBookingOption: option })
    .onConflictDoUpdate({ target: activityDetails.serviceId, set: { customBookingOption: option } });
}

export async function findSpecialInstructions(db: Db, serviceId: number): Promise<{ locale: string; text: string }[]> {
  return db
    .select({ locale: serviceTranslations.locale, text: serviceTranslations.specialInstructions })
    .from(serviceTranslations)
    .where(eq(serviceTranslations.serviceId, serviceId))
    .orderBy(asc(serviceTranslations.locale));
}

/* ------------------------------------------------------------------ selects (spec 002 §7.10) */

export async function findTagsPage(db: Db, input: { search: string; limit: number | null; offset: number }) {
  const where = input.search ? ilike(tags.name, `%${escapeLike(input.search)}%`) : undefined;
  const query = db.select().from(tags).where(where).orderBy(asc(sql`lower(${tags.name})`), asc(tags.id)).offset(input.offset);
  const [rows, [total]] = await Promise.all([input.limit === null ? query : query.limit(input.limit), db.select({ n: count() }).from(tags).where(where)]);
  return { rows, total: total?.n ?? 0 };
}

export async function findCategoryServiceTypes(db: Db): Promise<number[]> {
  const rows = await db.selectDistinct({ serviceType: categories.serviceType }).from(categories).orderBy(asc(categories.serviceType));
  return rows.map((r) => r.serviceType);
}

/** Top-level (`parents`) or sub-categories (`children`, of one parent when given) of a service type. */
export async function findCategoryLevel(db: Db, serviceType: number, level: 'parents' | 'children', parentId?: number): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.serviceType, serviceType),
        level === 'parents' ? isNull(categories.parentId) : parentId === undefined ? isNotNull(categories.parentId) : eq(categories.parentId, parentId),
      ),
    )
    .orderBy(asc(categories.name), asc(categories.id));
}
