import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, like, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MediaSourceType, MediaState, Role, ServiceListFilter, ServiceTypeId } from 'shared-contracts/enums';
import type { Season } from 'shared-contracts/tours';
import type { Db } from '../../../db/client';
import {
  activityDetails,
  activityOptions,
  categories,
  commissionCategories,
  locations,
  serviceCategories,
  serviceMedia,
  services,
  serviceTags,
  serviceTranslations,
  tags,
  taxCategories,
  ticketPrices,
  tickets,
} from '../../../db/schema/catalogue';
import { userRoles, users } from '../../../db/schema/core';
import { serviceFeatures } from '../../../db/schema/products';
import { ownedBy, type TenantScope } from '../../../lib/tenancy';

export type TourRow = typeof services.$inferSelect;
export type TourDetailsRow = typeof activityDetails.$inferSelect;
export type TranslationRow = typeof serviceTranslations.$inferSelect;
export type LocationRow = typeof locations.$inferSelect;

/** Activities and events: the service types an activity (tour) is. */
export const TOUR_TYPE_IDS: number[] = [ServiceTypeId.activities, ServiceTypeId.events];

const inScope = (scope: TenantScope, id: number) =>
  and(eq(services.id, id), inArray(services.serviceType, TOUR_TYPE_IDS), ownedBy(scope, services.supplierUserId));

/** The activity with `id` inside the caller's scope; `lock` holds its row until the transaction ends. */
export async function findTour(db: Db, scope: TenantScope, id: number, { lock = false } = {}): Promise<TourRow | undefined> {
  const query = db.select().from(services).where(inScope(scope, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findTourDetails(db: Db, serviceId: number): Promise<TourDetailsRow | undefined> {
  const [row] = await db.select().from(activityDetails).where(eq(activityDetails.serviceId, serviceId));
  return row;
}

export async function findTranslations(db: Db, serviceId: number): Promise<TranslationRow[]> {
  return db.select().from(serviceTranslations).where(eq(serviceTranslations.serviceId, serviceId)).orderBy(asc(serviceTranslations.locale));
}

export async function findLinks(db: Db, serviceId: number) {
  const [tagRows, categoryRows, featureRows] = await Promise.all([
    db.select({ id: serviceTags.tagId }).from(serviceTags).where(eq(serviceTags.serviceId, serviceId)).orderBy(asc(serviceTags.tagId)),
    db.select({ id: serviceCategories.categoryId }).from(serviceCategories).where(eq(serviceCategories.serviceId, serviceId)).orderBy(asc(serviceCategories.categoryId)),
    db.select({ id: serviceFeatures.featureId }).from(serviceFeatures).where(eq(serviceFeatures.serviceId, serviceId)).orderBy(asc(serviceFeatures.featureId)),
  ]);
  return { tagIds: tagRows.map((r) => r.id), categoryIds: categoryRows.map((r) => r.id), featureIds: featureRows.map((r) => r.id) };
}

export async function findLocation(db: Db, id: number): Promise<LocationRow | undefined> {
  const [row] = await db.select().from(locations).where(eq(locations.id, id));
  return row;
}

/** Whether the user exists and holds the Supplier role: who an administrator may create an activity for. */
export async function isSupplier(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.id, userId), eq(userRoles.roleId, Role.Supplier)));
  return row !== undefined;
}

export async function findUserCurrency(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ currency: users.userCurrencyType }).from(users).where(eq(users.id, userId));
  return row?.currency;
}

/** Slugs taken by `base` or `base-<anything>`: the candidates a new slug must avoid. */
export async function findSlugsLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: services.slug })
    .from(services)
    .where(or(eq(services.slug, base), like(services.slug, `${base}-%`)));
  return new Set(rows.map((r) => r.slug));
}

export async function insertTour(db: Db, values: typeof services.$inferInsert): Promise<TourRow> {
  const [row] = await db.insert(services).values(values).returning();
  if (!row) throw new Error('insert into services returned nothing');
  return row;
}

export async function updateTour(db: Db, id: number, values: Partial<typeof services.$inferInsert>): Promise<void> {
  await db.update(services).set({ ...values, updatedAt: sql`now()` }).where(eq(services.id, id));
}

export async function upsertTourDetails(db: Db, values: typeof activityDetails.$inferInsert): Promise<void> {
  const { serviceId: _serviceId, ...changes } = values;
  await db.insert(activityDetails).values(values).onConflictDoUpdate({ target: activityDetails.serviceId, set: changes });
}

/**
 * Writes the texts of one locale. A locale without a row yet gets one named like the activity's other rows
 * (a translation needs a name), so saving the description in Norwegian first does not lose the name.
 */
export async function upsertTranslation(
  db: Db,
  serviceId: number,
  locale: string,
  changes: Partial<Omit<typeof serviceTranslations.$inferInsert, 'serviceId' | 'locale'>>,
): Promise<void> {
  const fallbackName = sql<string>`coalesce((select t.name from ${serviceTranslations} t where t.service_id = ${serviceId} order by t.locale = 'en' desc, t.locale limit 1), '')`;
  await db
    .insert(serviceTranslations)
    .values({ serviceId, locale, name: changes.name ?? fallbackName, ...changes })
    .onConflictDoUpdate({ target: [serviceTranslations.serviceId, serviceTranslations.locale], set: changes });
}

export async function findTagIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set((await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids))).map((r) => r.id));
}

export async function findCategoriesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: categories.id, parentId: categories.parentId, serviceType: categories.serviceType }).from(categories).where(inArray(categories.id, ids));
}

export async function replaceTagsAndCategories(db: Db, serviceId: number, tagIds: number[], categoryIds: number[]): Promise<void> {
  await db.delete(serviceTags).where(eq(serviceTags.serviceId, serviceId));
  await db.delete(serviceCategories).where(eq(serviceCategories.serviceId, serviceId));
  if (tagIds.length) await db.insert(serviceTags).values(tagIds.map((tagId) => ({ serviceId, tagId })));
  if (categoryIds.length) await db.insert(serviceCategories).values(categoryIds.map((categoryId) => ({ serviceId, categoryId })));
}

/** Drops the service's categories of other service types (after a Tour became an Event, or back). */
export async function dropCategoriesNotOfType(db: Db, serviceId: number, serviceType: number): Promise<void> {
  const foreign = db.select({ id: categories.id }).from(categories).where(ne(categories.serviceType, serviceType));
  await db.delete(serviceCategories).where(and(eq(serviceCategories.serviceId, serviceId), inArray(serviceCategories.categoryId, foreign)));
}

export async function findTaxCategory(db: Db, id: number) {
  const [row] = await db.select().from(taxCategories).where(eq(taxCategories.id, id));
  return row;
}

export async function findCommissionCategory(db: Db, id: number) {
  const [row] = await db.select().from(commissionCategories).where(eq(commissionCategories.id, id));
  return row;
}

export async function findTaxCategories(db: Db) {
  return db.select().from(taxCategories).orderBy(asc(taxCategories.name), asc(taxCategories.id));
}

export async function findActiveCommissionCategories(db: Db) {
  return db.select().from(commissionCategories).where(eq(commissionCategories.active, true)).orderBy(asc(commissionCategories.name), asc(commissionCategories.id));
}

export async function updateSeasons(db: Db, serviceId: number, seasons: Season[]): Promise<void> {
  await db.update(activityDetails).set({ seasons }).where(eq(activityDetails.serviceId, serviceId));
}

/* ------------------------------------------------------------------ what activation needs */

export interface SellableFacts {
  image: boolean;
  pricedOption: boolean;
}

/**
 * Whether the activity has an image (a file or existing file not hidden or deleted), an option with a priced ticket
 * (a price for that option, or one for every option, still valid on `today`). `today` is the activity's own calendar
 * day (YYYY-MM-DD). Its departures are the availability module's (DeparturesService.upcoming).
 */
export async function findSellableFacts(db: Db, serviceId: number, today: string): Promise<SellableFacts> {
  const image = db
    .select({ one: sql`1` })
    .from(serviceMedia)
    .where(
      and(
        eq(serviceMedia.serviceId, serviceId),
        inArray(serviceMedia.sourceType, [MediaSourceType.file, MediaSourceType.existingFile]),
        inArray(serviceMedia.state, [MediaState.Approved, MediaState.Processing]),
      ),
    );
  const priced = db
    .select({ one: sql`1` })
    .from(activityOptions)
    .innerJoin(ticketPrices, or(eq(ticketPrices.optionId, activityOptions.id), isNull(ticketPrices.optionId)))
    .innerJoin(tickets, eq(tickets.id, ticketPrices.ticketId))
    .where(
      and(
        eq(activityOptions.serviceId, serviceId),
        eq(tickets.serviceId, serviceId),
        or(isNull(ticketPrices.validTo), sql`${ticketPrices.validTo} >= ${today}`),
      ),
    );
  const [row] = await db
    .select({ image: exists(image), pricedOption: exists(priced) })
    .from(services)
    .where(eq(services.id, serviceId));
  return { image: Boolean(row?.image), pricedOption: Boolean(row?.pricedOption) };
}

export interface GlanceCounts {
  media: number;
  options: number;
  tickets: number;
  pricedTickets: number;
}

/** The at-a-glance figures of the catalogue's own tables (departures are the availability module's). */
export async function findGlanceCounts(db: Db, serviceId: number): Promise<GlanceCounts> {
  const [[media], [options], [ticketCount], [priced]] = await Promise.all([
    db.select({ n: count() }).from(serviceMedia).where(eq(serviceMedia.serviceId, serviceId)),
    db.select({ n: count() }).from(activityOptions).where(eq(activityOptions.serviceId, serviceId)),
    db.select({ n: count() }).from(tickets).where(eq(tickets.serviceId, serviceId)),
    db
      .select({ n: sql<number>`count(distinct ${ticketPrices.ticketId})::int` })
      .from(ticketPrices)
      .innerJoin(tickets, eq(tickets.id, ticketPrices.ticketId))
      .where(eq(tickets.serviceId, serviceId)),
  ]);
  return {
    media: media?.n ?? 0,
    options: options?.n ?? 0,
    tickets: ticketCount?.n ?? 0,
    pricedTickets: Number(priced?.n ?? 0),
  };
}

/* ------------------------------------------------------------------ the list */

export interface ListFilter {
  scope: TenantScope;
  locale: string;
  search: string;
  status?: number;
  serviceTypes: number[];
  supplierUserId?: number;
  /** One activity only (its list row). */
  serviceId?: number;
}

export interface ListPage {
  sortBy: 'created_at' | 'updated_at' | 'name' | 'status' | 'id';
  sortOrder: 'asc' | 'desc';
  /** null: every row. */
  limit: number | null;
  offset: number;
}

export interface ListRow {
  service: TourRow;
  name: string | null;
  nameLocale: string | null;
  locationName: string | null;
  duration: string | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The conditions of a list or count: scope, type, supplier and search (the status filter is the caller's). */
function listConditions(db: Db, filter: ListFilter): SQL[] {
  const conditions: SQL[] = [inArray(services.serviceType, filter.serviceTypes)];
  const scoped = ownedBy(filter.scope, services.supplierUserId);
  if (scoped) conditions.push(scoped);
  if (filter.supplierUserId !== undefined) conditions.push(eq(services.supplierUserId, filter.supplierUserId));
  if (filter.serviceId !== undefined) conditions.push(eq(services.id, filter.serviceId));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    const named = db
      .select({ one: sql`1` })
      .from(serviceTranslations)
      .where(and(eq(serviceTranslations.serviceId, services.id), ilike(serviceTranslations.name, pattern)));
    const matches: SQL[] = [exists(named), ilike(services.productCode, pattern)];
    if (/^\d{1,9}$/.test(filter.search)) matches.push(eq(services.id, Number(filter.search)));
    conditions.push(or(...matches) as SQL);
  }
  return conditions;
}

function statusCondition(status: number | undefined): SQL | undefined {
  if (status === undefined) return undefined;
  if (status === ServiceListFilter.SYNC_FAILED) return eq(services.syncFailed, true);
  return eq(services.status, status);
}

/**
 * One page of activities, with the name in `locale` (→ English → the first translation), and the total under the
 * same filter. Two steps, so only the page's rows are ever joined to their texts: the page's ids with the total
 * (one scan of the supplier's services; a sort by name reads the two candidate texts of each), then the page.
 */
export async function listTours(db: Db, filter: ListFilter, page: ListPage): Promise<{ rows: ListRow[]; total: number }> {
  const where = and(...listConditions(db, filter), statusCondition(filter.status));
  const direction = page.sortOrder === 'asc' ? asc : desc;
  let ids;
  if (page.sortBy === 'name') {
    const requested = alias(serviceTranslations, 'tr_requested');
    const english = alias(serviceTranslations, 'tr_english');
    const first = sql`(select t.name from ${serviceTranslations} t where t.service_id = ${services.id} order by t.locale limit 1)`;
    let query = db
      .select({ id: services.id, total: sql<number>`(count(*) over ())::int` })
      .from(services)
      .leftJoin(english, and(eq(english.serviceId, services.id), eq(english.locale, 'en')))
      .$dynamic();
    // In English the requested text is the English one: one join of the translations, not two.
    const name = filter.locale === 'en' ? sql`coalesce(${english.name}, ${first})` : sql`coalesce(${requested.name}, ${english.name}, ${first})`;
    if (filter.locale !== 'en') query = query.leftJoin(requested, and(eq(requested.serviceId, services.id), eq(requested.locale, filter.locale)));
    query = query.where(where).orderBy(direction(sql`lower(${name})`), direction(services.id)).offset(page.offset);
    ids = await (page.limit === null ? query : query.limit(page.limit));
  } else {
    const column = { created_at: services.createdAt, updated_at: services.updatedAt, status: services.status, id: services.id }[page.sortBy];
    const query = db
      .select({ id: services.id, total: sql<number>`(count(*) over ())::int` })
      .from(services)
      .where(where)
      .orderBy(direction(column), direction(services.id))
      .offset(page.offset);
    ids = await (page.limit === null ? query : query.limit(page.limit));
  }
  // A page past the end carries no row to read the total from.
  const total = ids[0]?.total ?? (page.offset > 0 ? ((await db.select({ n: count() }).from(services).where(where))[0]?.n ?? 0) : 0);
  if (ids.length === 0) return { rows: [], total };

  const pageIds = ids.map((r) => r.id);
  const [rows, texts] = await Promise.all([
    db
      .select({ service: services, locationName: locations.name, duration: activityDetails.duration })
      .from(services)
      .leftJoin(locations, eq(locations.id, services.locationId))
      .leftJoin(activityDetails, eq(activityDetails.serviceId, services.id))
      .where(inArray(services.id, pageIds)),
    db
      .select({ serviceId: serviceTranslations.serviceId, locale: serviceTranslations.locale, name: serviceTranslations.name })
      .from(serviceTranslations)
      .where(inArray(serviceTranslations.serviceId, pageIds))
      .orderBy(asc(serviceTranslations.locale)),
  ]);
  const byId = new Map(rows.map((row) => [row.service.id, row]));
  return {
    total,
    rows: pageIds.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const own = texts.filter((t) => t.serviceId === id);
      const text = own.find((t) => t.locale === filter.locale) ?? own.find((t) => t.locale === 'en') ?? own[0];
      return [{ ...row, name: text?.name ?? null, nameLocale: text?.locale ?? null }];
    }),
  };
}

/** Rows per general status, and those whose channel sync failed, under the list's filter without its status. */
export async function countByStatus(db: Db, filter: ListFilter): Promise<{ byStatus: Map<number, number>; syncFailed: number }> {
  const rows = await db
    .select({ status: services.status, n: count(), syncFailed: sql<number>`(count(*) filter (where ${services.syncFailed}))::int` })
    .from(services)
    .where(and(...listConditions(db, filter)))
    .groupBy(services.status);
  return {
    byStatus: new Map(rows.map((r) => [r.status, r.n])),
    syncFailed: rows.reduce((sum, r) => sum + Number(r.syncFailed), 0),
  };
}

export async function deleteTour(db: Db, id: number): Promise<void> {
  await db.delete(services).where(eq(services.id, id));
}
