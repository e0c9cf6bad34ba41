import { Hono, type MiddlewareHandler } from 'hono';
import { IdParamSchema, ListQuerySchema } from 'shared-contracts/common';
import { api } from 'shared-contracts/paths';
import {
  PartnerSiteAnswerSchema,
  PartnerSiteListAnswerSchema,
  SiteByHostQuerySchema,
  SiteSettingsAnswerSchema,
  SiteSettingsQuerySchema,
} from 'shared-contracts/sites';
import { publicPath } from '../../../lib/paths';
import { toDto, validate } from '../../../lib/validation';
import type { AuthedEnv } from '../../auth/session/require-user';
import type { PartnerSitesService } from './partner-sites.service';

export function partnerSitesRoutes({
  sites,
  requireUser,
}: {
  sites: PartnerSitesService;
  requireUser: MiddlewareHandler<AuthedEnv>;
}) {
  const byHost = validate('query', SiteByHostQuerySchema);
  return (
    new Hono<AuthedEnv>()
      .get(api.partnerSites.list.pattern, requireUser, validate('query', ListQuerySchema), async (c) => {
        const page = await sites.list(c.get('auth').userId, c.req.valid('query'));
        return c.json(toDto(PartnerSiteListAnswerSchema, { data: page }));
      })
      .get(api.partnerSites.byId.pattern, requireUser, validate('param', IdParamSchema), async (c) => {
        const site = await sites.byId(c.get('auth').userId, c.req.valid('param').id);
        return c.json(toDto(PartnerSiteAnswerSchema, { data: site }));
      })
      .get(
        api.partnerSites.settings.pattern,
        requireUser,
        validate('param', IdParamSchema),
        validate('query', SiteSettingsQuerySchema),
        async (c) => {
          const only = c.req
            .valid('query')
            .setting?.split(',')
            .map((key) => key.trim())
            .filter(Boolean);
          const settings = await sites.settings(c.get('auth').userId, c.req.valid('param').id, only?.length ? only : undefined);
          return c.json(toDto(SiteSettingsAnswerSchema, { data: settings }));
        },
      )
      // Public start-up call of partner sites; registered at its core path, the app also mounts it under /gateway.
      .get(publicPath(api.partnerSites.byHost.pattern), byHost, async (c) => {
        const site = await sites.byHost(c.req.valid('query').url);
        return c.json(toDto(PartnerSiteAnswerSchema, { data: site }));
      })
  );
}
