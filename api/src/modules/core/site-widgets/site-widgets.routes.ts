import { Hono } from 'hono';
import { LocaleQuerySchema } from 'shared-contracts/catalogue';
import { api } from 'shared-contracts/paths';
import { SiteWidgetAnswerSchema } from 'shared-contracts/sites';
import * as v from 'valibot';
import { requestedLocale } from '../../../lib/locale';
import { toDto, validate } from '../../../lib/validation';
import type { SiteWidgetsService } from './site-widgets.service';
import { access } from '../../auth/access/access';

const UuidParamSchema = v.object({ uuid: v.pipe(v.string(), v.maxLength(64)) });

/** GET /core/public/partner-sites/widget/{uuid} (spec 002 §7.2), for the `/{uuid}/gotohubwidget` page. */
export function siteWidgetsRoutes({ widgets }: { widgets: SiteWidgetsService }) {
  return new Hono().get(api.partnerSites.widget.pattern, access.public, validate('param', UuidParamSchema), validate('query', LocaleQuerySchema), async (c) => {
    const widget = await widgets.byUuid(c.req.valid('param').uuid, requestedLocale(c, c.req.valid('query').locale));
    return c.json(toDto(SiteWidgetAnswerSchema, { data: widget }));
  });
}
