import { randomInt } from 'node:crypto';
import type { ServiceCard } from 'shared-contracts/catalogue';
import { ServiceTypeId, type ServiceTypeName } from 'shared-contracts/enums';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { PublicSite } from '../catalogue/public-site';

export interface CustomizeSiteFilter {
  serviceType?: ServiceTypeName | number;
  /** The white-label supplier whose services are shown. */
  supplierId?: number;
  locationId?: number;
  categoryId?: number;
  count: number;
  random: boolean;
}

export interface WhiteLabelService {
  /** Cards of the services the site sells that pass the filter: the first `count` in the site's order, or a random sample. */
  customizeSite(site: PublicSite, filter: CustomizeSiteFilter): Promise<ServiceCard[]>;
}

/** A uniform sample of `count` items (partial Fisher–Yates), in random order. */
export function sample<T>(items: readonly T[], count: number, pick: (max: number) => number = randomInt): T[] {
  const pool = [...items];
  const size = Math.min(count, pool.length);
  for (let i = 0; i < size; i++) {
    const j = i + pick(pool.length - i);
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, size);
}

export function createWhiteLabelService(catalogue: CatalogueService): WhiteLabelService {
  return {
    async customizeSite(site, filter) {
      const typeId = filter.serviceType === undefined ? undefined : typeof filter.serviceType === 'number' ? filter.serviceType : ServiceTypeId[filter.serviceType];
      const ids = await catalogue.siteServiceIds(site, {
        ...(typeId === undefined ? {} : { serviceTypes: [typeId] }),
        ...(filter.supplierId === undefined ? {} : { supplierUserId: filter.supplierId }),
        ...(filter.locationId === undefined ? {} : { locationId: filter.locationId }),
        ...(filter.categoryId === undefined ? {} : { categoryId: filter.categoryId }),
      });
      const chosen = filter.random ? sample(ids, filter.count) : ids.slice(0, filter.count);
      return catalogue.cards(site, chosen);
    },
  };
}
