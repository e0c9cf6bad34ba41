import { and, asc, count, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { GeneralStatus } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import { categories, locations, serviceCategories, services } from '../../../db/schema/catalogue';
import { siteBucketServices, siteBuckets } from '../../../db/schema/site-content';
import { matchesText, nameIn } from '../site-content/buckets.repo';

/** What the marketplace offers: what any site may put on sale (the buckets' own rule, ADR 0011). */
const offered = () => and(eq(services.status, GeneralStatus.Active), eq(services.isPrivate, false)) as SQL;

export interface CatalogueFilter {
  serviceType?: number;
  query?: string;
  locationId?: number;
  categoryId?: number;
}

function filterConditions(db: Db, filter: CatalogueFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.serviceType !== undefined) conditions.push(eq(services.serviceType, filter.serviceType));
  if (filter.query) conditions.push(matchesText(filter.query));
  if (filter.locationId !== undefined) {
    // A country holds its cities.
    const cities = db.select({ id: locations.id }).from(locations).where(eq(locations.parentId, filter.locationId));
    conditions.push(or(eq(services.locationId, filter.locationId), inArray(services.locationId, cities)) as SQL);
  }
  if (filter.categoryId !== undefined) {
    // A top-level category holds its children's services.
    const family = db.select({ id: categories.id }).from(categories).where(or(eq(categories.id, filter.categoryId), eq(categories.parentId, filter.categoryId)));
    const inFamily = db.select({ id: serviceCategories.serviceId }).from(serviceCategories).where(inArray(serviceCategories.categoryId, family));
    conditions.push(inArray(services.id, inFamily));
  }
  return conditions;
}

/** The bucket of the site holding each service (a service sits in one bucket of a site at most). */
function siteBucketOf(db: Db, siteId: number) {
  return db
    .select({ serviceId: siteBucketServices.serviceId, bucketId: siteBucketServices.bucketId })
    .from(siteBucketServices)
    .innerJoin(siteBuckets, eq(siteBuckets.id, siteBucketServices.bucketId))
    .where(eq(siteBuckets.siteId, siteId))
    .as('site_bucket_of');
}

/** A page of the marketplace, by name in `locale` then id, each with the site's bucket holding it. */
export async function findMarketplacePage(db: Db, siteId: number, filter: CatalogueFilter, page: { offset: number; limit: number }, locale: string) {
  const held = siteBucketOf(db, siteId);
  const name = nameIn(locale);
  return db
    .select({
      id: services.id,
      name,
      serviceType: services.serviceType,
      productCode: services.productCode,
      locationName: locations.name,
      imageUrl: services.imageUrl,
      bucketId: held.bucketId,
    })
    .from(services)
    .leftJoin(locations, eq(locations.id, services.locationId))
    .leftJoin(held, eq(held.serviceId, services.id))
    .where(and(offered(), ...filterConditions(db, filter)))
    .orderBy(asc(name), asc(services.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countMarketplace(db: Db, filter: CatalogueFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(services)
    .where(and(offered(), ...filterConditions(db, filter)));
  return row?.n ?? 0;
}

/** The site's own services (any status: a partner must see one its supplier paused, to take it off), in the site's order. */
export async function findSiteServicesPage(
  db: Db,
  siteId: number,
  filter: CatalogueFilter & { bucketId?: number },
  page: { offset: number; limit: number },
  locale: string,
) {
  const conditions = [eq(siteBuckets.siteId, siteId), ...filterConditions(db, filter)];
  if (filter.bucketId !== undefined) conditions.push(eq(siteBuckets.id, filter.bucketId));
  const base = db
    .select({
      id: services.id,
      name: nameIn(locale),
      serviceType: services.serviceType,
      productCode: services.productCode,
      locationName: locations.name,
      imageUrl: services.imageUrl,
      bucketId: siteBuckets.id,
    })
    .from(siteBucketServices)
    .innerJoin(siteBuckets, eq(siteBuckets.id, siteBucketServices.bucketId))
    .innerJoin(services, eq(services.id, siteBucketServices.serviceId))
    .leftJoin(locations, eq(locations.id, services.locationId))
    .where(and(...conditions));
  const [rows, [total]] = await Promise.all([
    base.orderBy(asc(siteBuckets.position), asc(siteBuckets.id), asc(siteBucketServices.position), asc(services.id)).offset(page.offset).limit(page.limit),
    db
      .select({ n: count() })
      .from(siteBucketServices)
      .innerJoin(siteBuckets, eq(siteBuckets.id, siteBucketServices.bucketId))
      .innerJoin(services, eq(services.id, siteBucketServices.serviceId))
      .where(and(...conditions)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The services a filter choice counts: the Active ones a site sells, or the marketplace's. */
function countedServices(db: Db, siteId: number | undefined, serviceType: number | undefined) {
  const conditions: SQL[] = [eq(services.status, GeneralStatus.Active)];
  if (serviceType !== undefined) conditions.push(eq(services.serviceType, serviceType));
  if (siteId === undefined) conditions.push(eq(services.isPrivate, false));
  else {
    const sold = db
      .select({ id: siteBucketServices.serviceId })
      .from(siteBucketServices)
      .innerJoin(siteBuckets, eq(siteBuckets.id, siteBucketServices.bucketId))
      .where(eq(siteBuckets.siteId, siteId));
    conditions.push(inArray(services.id, sold));
  }
  return and(...conditions) as SQL;
}

/** The (category, service) pairs of the services counted. */
export async function findCategoryMembers(db: Db, siteId: number | undefined, serviceType: number | undefined) {
  return db
    .select({ categoryId: serviceCategories.categoryId, serviceId: services.id })
    .from(serviceCategories)
    .innerJoin(services, eq(services.id, serviceCategories.serviceId))
    .where(countedServices(db, siteId, serviceType));
}

export async function findCategories(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(categories).where(inArray(categories.id, ids)).orderBy(asc(categories.serviceType), asc(categories.id));
}

/** The location of each service counted. */
export async function findLocationMembers(db: Db, siteId: number | undefined, serviceType: number | undefined) {
  const rows = await db
    .select({ locationId: services.locationId, serviceId: services.id })
    .from(services)
    .where(and(countedServices(db, siteId, serviceType), isNotNull(services.locationId)));
  return rows as { locationId: number; serviceId: number }[];
}

export async function findLocations(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(locations).where(inArray(locations.id, ids)).orderBy(asc(locations.name), asc(locations.id));
}
