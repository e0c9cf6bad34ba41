import { Hono } from 'hono';
import { ServiceCardsAnswerSchema } from 'shared-contracts/catalogue';
import { api } from 'shared-contracts/paths';
import { CustomizeSiteQuerySchema } from 'shared-contracts/sites';
import { IdTextSchema } from 'shared-contracts/common';
import * as v from 'valibot';
import { requestedLocale } from '../../../lib/locale';
import { toDto, validate } from '../../../lib/validation';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { WhiteLabelService } from './white-label.service';
import { access } from '../../auth/access/access';

const SiteParamSchema = v.object({ siteId: IdTextSchema });

/** GET /core/public/partner-sites/{siteId}/white-label/customize-site (spec 002 §7.2). */
export function whiteLabelRoutes({ catalogue, whiteLabel }: { catalogue: CatalogueService; whiteLabel: WhiteLabelService }) {
  return new Hono().get(api.siteContent.customizeSite.pattern, access.public, validate('param', SiteParamSchema), validate('query', CustomizeSiteQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const site = await catalogue.site(c.req.valid('param').siteId, requestedLocale(c, query.locale));
    const cards = await whiteLabel.customizeSite(site, {
      ...(query.service_type === undefined ? {} : { serviceType: query.service_type }),
      ...(query.white_label_id === undefined ? {} : { supplierId: query.white_label_id }),
      ...(query.location_id === undefined ? {} : { locationId: query.location_id }),
      ...(query.category_id === undefined ? {} : { categoryId: query.category_id }),
      count: query.count,
      random: query.is_random,
    });
    return c.json(toDto(ServiceCardsAnswerSchema, { data: cards }));
  });
}
