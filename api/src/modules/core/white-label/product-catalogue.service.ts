import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import type {
  CatalogueService as CatalogueServiceDto,
  CategoryChoice,
  FilterChoice,
  HavingServicesQuery,
  LinkedServicesAnswer,
  MarketplaceFilter,
  MyServicesAnswer,
  MyServicesFilter,
  RemovedServicesAnswer,
} from 'shared-contracts/white-label';
import type { Db } from '../../../db/client';
import type { TenantScope } from '../../../lib/tenancy';
import type { BucketsService } from '../site-content/buckets.service';
import type { PartnerSitesService } from '../partner-sites/partner-sites.service';
import * as repo from './product-catalogue.repo';

/**
 * The partner's product catalogue (spec 002 §7.6; ADR 0028). Reads are here; every write goes through the buckets'
 * service, the one writer of bucket membership, so "on sale through a site ⇔ in one of its buckets" has one keeper.
 */
export interface ProductCatalogueService {
  marketplace(scope: TenantScope, siteId: number, filter: MarketplaceFilter, locale: string): Promise<{ data: CatalogueServiceDto[]; page: number; item_per_page: number }>;
  marketplaceTotal(scope: TenantScope, siteId: number, filter: MarketplaceFilter): Promise<number>;
  myServices(scope: TenantScope, siteId: number, filter: MyServicesFilter, locale: string): Promise<MyServicesAnswer['data']>;
  /** The services on sale through each site, in its first bucket (400 for a site with none); sites are checked first. */
  link(scope: TenantScope, siteIds: number[], serviceIds: number[]): Promise<LinkedServicesAnswer['data']>;
  unlink(scope: TenantScope, siteIds: number[], serviceIds: number[]): Promise<RemovedServicesAnswer['data']>;
  categoriesHaving(query: HavingServicesQuery, locale: string): Promise<CategoryChoice[]>;
  locationsHaving(query: HavingServicesQuery): Promise<FilterChoice[]>;
}

export interface ProductCatalogueDeps {
  db: Db;
  sites: Pick<PartnerSitesService, 'requireInScope'>;
  buckets: Pick<BucketsService, 'store' | 'takeOff'>;
}

type Row = Awaited<ReturnType<typeof repo.findMarketplacePage>>[number];

const toDto = (row: Row): CatalogueServiceDto => ({
  id: row.id,
  name: row.name,
  service_type: row.serviceType,
  product_code: row.productCode,
  location_name: row.locationName,
  image_url: row.imageUrl,
  bucket_id: row.bucketId,
});

function filterOf(input: Pick<MarketplaceFilter, 'service_type' | 'query' | 'location_id' | 'category_id'>): repo.CatalogueFilter {
  return {
    ...(input.service_type === undefined ? {} : { serviceType: input.service_type }),
    ...(input.query ? { query: input.query } : {}),
    ...(input.location_id === undefined ? {} : { locationId: input.location_id }),
    ...(input.category_id === undefined ? {} : { categoryId: input.category_id }),
  };
}

const pageOf = (input: { page: number; item_per_page: number }) => ({ offset: (input.page - 1) * input.item_per_page, limit: input.item_per_page });

/** Counts per choice, a parent holding its children's services (each service counted once). */
function countWithParents(pairs: { key: number; serviceId: number }[], parentOf: (key: number) => number | null | undefined): Map<number, number> {
  const members = new Map<number, Set<number>>();
  const add = (key: number, serviceId: number) => members.set(key, (members.get(key) ?? new Set()).add(serviceId));
  for (const { key, serviceId } of pairs) {
    add(key, serviceId);
    const parent = parentOf(key);
    if (parent !== null && parent !== undefined) add(parent, serviceId);
  }
  return new Map([...members].map(([key, ids]) => [key, ids.size]));
}

export function createProductCatalogueService({ db, sites, buckets }: ProductCatalogueDeps): ProductCatalogueService {
  /** Every site named must be the caller's before any is written: a link is all or nothing. */
  const requireSites = async (scope: TenantScope, siteIds: number[]) => {
    for (const siteId of siteIds) await sites.requireInScope(scope, siteId);
  };

  return {
    async marketplace(scope, siteId, filter, locale) {
      await sites.requireInScope(scope, siteId);
      const rows = await repo.findMarketplacePage(db, siteId, filterOf(filter), pageOf(filter), locale);
      return { data: rows.map(toDto), page: filter.page, item_per_page: filter.item_per_page };
    },

    async marketplaceTotal(scope, siteId, filter) {
      await sites.requireInScope(scope, siteId);
      return repo.countMarketplace(db, filterOf(filter));
    },

    async myServices(scope, siteId, filter, locale) {
      await sites.requireInScope(scope, siteId);
      const { rows, total } = await repo.findSiteServicesPage(
        db,
        siteId,
        { ...filterOf(filter), ...(filter.bucket_id === undefined ? {} : { bucketId: filter.bucket_id }) },
        pageOf(filter),
        locale,
      );
      return { data: rows.map(toDto), total, page: filter.page, item_per_page: filter.item_per_page };
    },

    async link(scope, siteIds, serviceIds) {
      await requireSites(scope, siteIds);
      const answers: LinkedServicesAnswer['data'] = [];
      // One site after another: each is its own locked transaction, as a store on that site alone would be. The
      // checks above and the sellability check of the first store make a partial link unlikely, not impossible.
      for (const siteId of siteIds) {
        const stored = await buckets.store(scope, siteId, serviceIds);
        answers.push({ site_id: siteId, ...stored });
      }
      return answers;
    },

    async unlink(scope, siteIds, serviceIds) {
      await requireSites(scope, siteIds);
      const answers: RemovedServicesAnswer['data'] = [];
      for (const siteId of siteIds) answers.push({ site_id: siteId, service_ids: await buckets.takeOff(scope, siteId, serviceIds) });
      return answers;
    },

    async categoriesHaving({ site_id: siteId, type }, locale) {
      const pairs = await repo.findCategoryMembers(db, siteId, type);
      const all = await repo.findCategories(db, [...new Set(pairs.map((pair) => pair.categoryId))]);
      const parents = new Map(all.map((category) => [category.id, category.parentId]));
      // A child's parent may hold no service of its own: it still shows, holding its children's.
      const missing = [...new Set(all.flatMap((category) => (category.parentId !== null && !parents.has(category.parentId) ? [category.parentId] : [])))];
      const withParents = [...all, ...(await repo.findCategories(db, missing))];
      const counts = countWithParents(
        pairs.map((pair) => ({ key: pair.categoryId, serviceId: pair.serviceId })),
        (id) => parents.get(id),
      );
      return withParents
        .map((category) => ({
          id: category.id,
          name: category.names[locale] ?? category.names[DEFAULT_LOCALE] ?? category.name,
          parent_id: category.parentId,
          service_type: category.serviceType,
          count: counts.get(category.id) ?? 0,
        }))
        .sort((a, b) => a.service_type - b.service_type || a.name.localeCompare(b.name, locale) || a.id - b.id);
    },

    async locationsHaving({ site_id: siteId, type }) {
      const pairs = await repo.findLocationMembers(db, siteId, type);
      const direct = await repo.findLocations(db, [...new Set(pairs.map((pair) => pair.locationId))]);
      const parents = new Map(direct.map((location) => [location.id, location.parentId]));
      const missing = [...new Set(direct.flatMap((location) => (location.parentId !== null && !parents.has(location.parentId) ? [location.parentId] : [])))];
      const all = [...direct, ...(await repo.findLocations(db, missing))];
      const counts = countWithParents(
        pairs.map((pair) => ({ key: pair.locationId, serviceId: pair.serviceId })),
        (id) => parents.get(id),
      );
      return all
        .map((location) => ({ id: location.id, name: location.name, parent_id: location.parentId, count: counts.get(location.id) ?? 0 }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    },
  };
}
