import { type Context, Hono } from 'hono';
import type { Env } from '../../../env';
import { HttpError } from '../../../lib/http-error';
import { requestOrigin } from '../../../lib/security';
import { access } from '../../auth/access/access';
import { sendMadeText } from '../static/static.routes';
import { hostnameOf, platformHostsOf } from '../static/storefront-status';
import { closedRobots, platformRobots, type SeoLookups, siteRobots, siteSitemap } from './seo';

/**
 * GET /robots.txt and GET /sitemap.xml (issue 16 §6), answered per host: a live partner site lists its pages and
 * products in every language it offers; the platform host keeps crawlers out of its panels; any other host (a site
 * pending or deactivated, an unknown name) asks not to be indexed and has no sitemap.
 */
export function seoRoutes({ env, lookups, log = (message) => console.warn(message) }: { env: Env; lookups: SeoLookups; log?: (message: string) => void }) {
  const platformHosts = platformHostsOf(env.PUBLIC_BASE_DOMAIN);
  const hostOf = (c: Context) => c.req.header('host') ?? new URL(c.req.url).host;
  const originOf = (c: Context) => requestOrigin(c, env.TRUST_PROXY);

  return new Hono()
    .get('/robots.txt', access.public, async (c) => {
      const hostname = hostnameOf(hostOf(c));
      if (platformHosts.has(hostname)) return sendMadeText(c, platformRobots(), 'text/plain; charset=utf-8');
      const site = await lookups.siteForHost(hostname);
      return sendMadeText(c, site ? siteRobots(originOf(c)) : closedRobots(), 'text/plain; charset=utf-8');
    })
    .get('/sitemap.xml', access.public, async (c) => {
      const hostname = hostnameOf(hostOf(c));
      const site = platformHosts.has(hostname) ? undefined : await lookups.siteForHost(hostname);
      if (!site) throw new HttpError('NOT_FOUND');
      const [slugs, services] = await Promise.all([lookups.publishedSlugs(site.id), lookups.serviceLinks(site.id)]);
      return sendMadeText(c, siteSitemap(originOf(c), site, { slugs, services }, { log }), 'application/xml; charset=utf-8');
    });
}
