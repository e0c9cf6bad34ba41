import { Hono } from 'hono';
import { IdParamSchema } from 'shared-contracts/common';
import { Role } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { SiteExportSchema, SiteImportAnswerSchema, SiteImportQuerySchema } from 'shared-contracts/site-export';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import type { SiteExportService } from './site-export.service';

/** An export file may carry inline pictures (up to 100 kB each): the app gives its import a body limit above the usual 1 MB. */
export const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

const importPattern = new RegExp(`^${api.partnerSites.importSite.pattern.replace(':id', '[^/]+')}$`);
/** The import call, whose body limit is IMPORT_BODY_LIMIT. */
export const isImportPath = (pathname: string) => importPattern.test(pathname);

/**
 * A site's export file and its import into another site of the same partner (issue 15 §1, ADR 0032). The site's
 * owner, its operators and administrators; a site outside the caller's tenant answers 404.
 */
export function siteExportRoutes({ exports }: { exports: SiteExportService }) {
  const p = api.partnerSites;
  const id = validate('param', IdParamSchema);
  const roles = access.panel({ roles: [Role.Partner, Role.Operator, Role.Admin] });
  return new Hono<AuthedEnv>()
    .get(p.exportSite.pattern, roles, id, async (c) => {
      const file = await exports.exportSite(c.get('tenant'), c.req.valid('param').id);
      c.header('Content-Disposition', `attachment; filename="site-${file.source.site_id}-export.json"`);
      return c.json(file);
    })
    .post(
      p.importSite.pattern,
      roles,
      id,
      validate('query', SiteImportQuerySchema),
      validate('json', SiteExportSchema),
      async (c) => {
        const summary = await exports.importSite(c.get('tenant'), c.req.valid('param').id, c.req.valid('json'), { dryRun: c.req.valid('query').dry_run });
        return c.json(toDto(SiteImportAnswerSchema, { data: summary }));
      },
    );
}
