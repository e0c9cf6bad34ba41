import type { Locale } from 'shared-contracts/constants';
import { SiteWidgetSchema, type SiteWidget } from 'shared-contracts/sites';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { toDto } from '../../../lib/validation';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { findWidget } from './site-widgets.repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SiteWidgetsService {
  /** 404 for an unknown uuid, or a widget of a site that is not public. */
  byUuid(uuid: string, requested?: Locale): Promise<SiteWidget>;
  /** Whether `/{uuid}/gotohubwidget` leads anywhere (the page fallback's 404). */
  exists(uuid: string): Promise<boolean>;
}

export function createSiteWidgetsService(db: Db, catalogue: CatalogueService): SiteWidgetsService {
  return {
    async byUuid(uuid, requested) {
      // A malformed uuid cannot name a widget; asking the database would only raise a cast error.
      const row = UUID.test(uuid) ? await findWidget(db, uuid.toLowerCase()) : undefined;
      if (!row) throw new HttpError('NOT_FOUND');
      const site = await catalogue.site(row.siteId, requested);
      return toDto(SiteWidgetSchema, {
        uuid: row.uuid,
        site_id: row.siteId,
        name: row.name,
        kind: row.kind as SiteWidget['kind'],
        settings: row.settings,
        // Only what the site still sells, in the widget's order.
        services: row.serviceIds.length ? await catalogue.cards(site, row.serviceIds) : [],
      });
    },

    async exists(uuid) {
      return UUID.test(uuid) && (await findWidget(db, uuid.toLowerCase())) !== undefined;
    },
  };
}
