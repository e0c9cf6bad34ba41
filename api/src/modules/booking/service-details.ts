import type { ServiceDetail } from 'shared-contracts/catalogue';
import type { Locale } from 'shared-contracts/constants';
import { HttpError } from '../../lib/http-error';
import type { CatalogueService } from '../core/catalogue/catalogue.service';

/**
 * The catalogue detail of each service a cart names, as the site sees it now: null for one the site no longer
 * sells (or that is gone), so a cart or a thanks page can still show the reservation, marked as it should be.
 */
export async function serviceDetailsOf(catalogue: CatalogueService, siteId: number, serviceIds: readonly number[], locale?: Locale) {
  const site = await catalogue.site(siteId, locale);
  const map = new Map<number, ServiceDetail | null>();
  for (const id of new Set(serviceIds)) {
    try {
      map.set(id, await catalogue.detail(site, id));
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 404) throw error;
      map.set(id, null);
    }
  }
  return { site, map };
}
