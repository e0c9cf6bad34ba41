import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { Env } from '../../../env';
import { HttpError } from '../../../lib/http-error';
import { requestOrigin } from '../../../lib/security';
import { access } from '../../auth/access/access';
import { NO_CACHE, representation, representationHeaders } from '../static/static-files';
import { hostnameOf, platformHostsOf } from '../static/storefront-status';
import { closedRobots, platformRobots, type SeoLookups, siteRobots, siteSitemap } from './seo';

/**
 * A text the API wrote, compressed as the request allows and revalidated by its ETag: a crawler that asks again gets
 * a 304 until the site's pages, catalogue or languages change the text.
 */
async function sendText(c: Context, text: string, contentType: string) {
  const body = Buffer.from(text);
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  const rep = await representation({ acceptEncoding: c.req.header('accept-encoding'), ifNoneMatch: c.req.header('if-none-match') }, body, contentType, { etag });
  const headers = { 'Content-Type': contentType, 'Cache-Control': NO_CACHE, ...representationHeaders(rep) };
  if (rep.notModified) return c.body(null, 304, headers);
  return c.body(new Uint8Array(rep.body), 200, headers);
}

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
      if (platformHosts.has(hostname)) return sendText(c, platformRobots(), 'text/plain; charset=utf-8');
      const site = await lookups.siteForHost(hostname);
      return sendText(c, site ? siteRobots(originOf(c)) : closedRobots(), 'text/plain; charset=utf-8');
    })
    .get('/sitemap.xml', access.public, async (c) => {
      const hostname = hostnameOf(hostOf(c));
      const site = platformHosts.has(hostname) ? undefined : await lookups.siteForHost(hostname);
      if (!site) throw new HttpError('NOT_FOUND');
      const [slugs, services] = await Promise.all([lookups.publishedSlugs(site.id), lookups.serviceLinks(site.id)]);
      return sendText(c, siteSitemap(originOf(c), site, { slugs, services }, { log }), 'application/xml; charset=utf-8');
    });
}
