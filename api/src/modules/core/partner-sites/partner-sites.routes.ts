import { Hono } from 'hono';
import { IdParamSchema, ListQuerySchema } from 'shared-contracts/common';
import { Role } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import {
  PartnerSiteAnswerSchema,
  PartnerSiteListAnswerSchema,
  SiteByHostQuerySchema,
  SiteSettingsAnswerSchema,
  SiteSettingsQuerySchema,
  TlsCheckQuerySchema,
} from 'shared-contracts/sites';
import { publicPath } from '../../../lib/paths';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import type { PartnerSitesService } from './partner-sites.service';

/**
 * Partners manage their sites (spec 000 §6); an operator works on its parent partner's sites, an administrator on
 * every site. Reads are scoped to the caller's tenant: another partner's site answers 404, as a missing one does.
 */
export function partnerSitesRoutes({ sites }: { sites: PartnerSitesService }) {
  const byHost = validate('query', SiteByHostQuerySchema);
  const managesSites = access.panel({ roles: [Role.Partner, Role.Operator, Role.Admin] });
  return (
    new Hono<AuthedEnv>()
      .get(api.partnerSites.list.pattern, managesSites, validate('query', ListQuerySchema), async (c) => {
        const page = await sites.list(c.get('tenant'), c.req.valid('query'));
        return c.json(toDto(PartnerSiteListAnswerSchema, { data: page }));
      })
      .get(api.partnerSites.byId.pattern, managesSites, validate('param', IdParamSchema), async (c) => {
        const site = await sites.byId(c.get('tenant'), c.req.valid('param').id);
        return c.json(toDto(PartnerSiteAnswerSchema, { data: site }));
      })
      .get(
        api.partnerSites.settings.pattern,
        managesSites,
        validate('param', IdParamSchema),
        validate('query', SiteSettingsQuerySchema),
        async (c) => {
          const only = c.req
            .valid('query')
            .setting?.split(',')
            .map((key) => key.trim())
            .filter(Boolean);
          const settings = await sites.settings(c.get('tenant'), c.req.valid('param').id, only?.length ? only : undefined);
          return c.json(toDto(SiteSettingsAnswerSchema, { data: settings }));
        },
      )
      // Public start-up call of partner sites; registered at its core path, the app also mounts it under /gateway.
      .get(publicPath(api.partnerSites.byHost.pattern), access.public, byHost, async (c) => {
        const site = await sites.byHost(c.req.valid('query').url);
        return c.json(toDto(PartnerSiteAnswerSchema, { data: site }));
      })
      // A reverse proxy asks this before it gets a certificate for a host, so nobody can make it request certificates
      // for names no live site has (ADR 0026).
      .get(api.partnerSites.tlsCheck.pattern, access.public, validate('query', TlsCheckQuerySchema), async (c) => {
        await sites.byHost(c.req.valid('query').domain);
        return c.body(null, 204);
      })
  );
}
