import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isLocale, LIMITS } from 'shared-contracts/constants';
import { HttpError } from './http-error';
import { exceedsJsonDepth } from './validation';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/;

/** A route pattern (`/a/:siteId/b`, `/1/*`) as a regular expression over a path; `:name` captures one segment. */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return `(?<${segment.slice(1)}>[^/]+)`;
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** `Host` (or an Origin's host) without port, lower-cased, without a trailing dot; '' when it is no host. */
function hostnameOf(host: string): string {
  try {
    return new URL(`http://${host}`).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return '';
  }
}

/** An IP address or a one-label name (a container's): how the platform is reached without its domain. */
const isMachineName = (hostname: string) => !hostname.includes('.') || /^\d+\.\d+\.\d+\.\d+$/.test(hostname) || hostname.startsWith('[');

const mediaTypeOf = (c: Context) => (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

export interface CrossSiteOptions {
  /** e.g. "localhost": the platform host; partner sub-domains live under it. */
  baseDomain: string;
  /** The Confirmed partner site a host name belongs to (its sub-domain or its own domain), if any. */
  siteIdForHost(hostname: string): Promise<number | undefined>;
  /** Route patterns whose `:siteId` names the site a call acts on (`/core/public/partner-sites/:siteId/services`). */
  sitePathPatterns?: readonly string[];
  /** Paths whose POSTs change nothing and need no cookie, so any origin may send them (search queries). */
  isExempt?(pathname: string): boolean;
}

/**
 * Refuses state-changing requests a browser sends on behalf of a page that may not make them (CSRF), on top of
 * SameSite=Lax cookies, which every sub-domain of the base domain shares as one "site". A page may make them when
 * it is the platform's (the base domain; or, to its own host, a page on an IP address or a one-label name), or a
 * Confirmed partner site's, for that site's calls only: sent to the site's own host (where its guests'
 * cookies live) and naming no other site in the path (`:siteId`), the query or the JSON body (`site_id`). Unknown
 * sub-domains, sites that are not Confirmed and foreign origins are refused. Requests without an Origin (curl, a
 * server such as Stripe's webhook) are not sent by a browser page and pass; browsers send one with every POST.
 */
export function refuseCrossSite({ baseDomain, siteIdForHost, sitePathPatterns = [], isExempt }: CrossSiteOptions): MiddlewareHandler {
  const refuse = () => new HttpError('CROSS_SITE_REQUEST');
  const sitePaths = sitePathPatterns.map(patternRegExp);

  /** Every site id the call names: `:siteId` in its path, `site_id` in its query or at the top of its JSON body. */
  async function namedSites(c: Context): Promise<string[]> {
    const named = [...(c.req.queries('site_id') ?? [])];
    for (const path of sitePaths) {
      const siteId = path.exec(c.req.path)?.groups?.siteId;
      if (siteId !== undefined) named.push(decodeURIComponent(siteId));
    }
    if (JSON_MEDIA_TYPE.test(mediaTypeOf(c))) {
      try {
        const body: unknown = JSON.parse(await c.req.text());
        if (typeof body === 'object' && body !== null && 'site_id' in body) named.push(String(body.site_id));
      } catch {
        // Not JSON: the route's validator answers that.
      }
    }
    return named;
  }

  return createMiddleware(async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method) || isExempt?.(c.req.path)) return next();
    if (c.req.header('sec-fetch-site')?.toLowerCase() === 'cross-site') throw refuse();
    const originHeader = c.req.header('origin');
    if (originHeader === undefined) return next();
    let origin: URL;
    try {
      origin = new URL(originHeader);
    } catch {
      // Includes "null", the opaque origin of sandboxed frames and file: pages.
      throw refuse();
    }
    if (origin.protocol !== 'http:' && origin.protocol !== 'https:') throw refuse();
    const from = hostnameOf(origin.host);
    const to = hostnameOf(c.req.header('host') ?? new URL(c.req.url).host);
    if (from === baseDomain) return next();
    const site = await siteIdForHost(from);
    if (site === undefined) {
      if (from === to && isMachineName(from)) return next();
      throw refuse();
    }
    if (from !== to && (await siteIdForHost(to)) !== site) throw refuse();
    for (const named of await namedSites(c)) if (Number(named) !== site) throw refuse();
    return next();
  });
}

/**
 * For a GET that changes something (spec 002 §7.5's deauthorize-stripe): refuses what refuseCrossSite lets through
 * because it is a read. SameSite=Lax cookies ride along on a link or redirect from another site (a top-level
 * navigation) and on a sub-domain's requests, which a browser marks Sec-Fetch-Mode navigate or Sec-Fetch-Site other
 * than same-origin; the panel calls from its own origin. Callers that send neither header (curl, a server) pass.
 */
export const refuseUnlessSameOrigin: MiddlewareHandler = createMiddleware(async (c, next) => {
  const site = c.req.header('sec-fetch-site')?.toLowerCase();
  if ((site !== undefined && site !== 'same-origin') || c.req.header('sec-fetch-mode')?.toLowerCase() === 'navigate') {
    throw new HttpError('CROSS_SITE_REQUEST');
  }
  await next();
});

export interface BodyTypeDeclaration {
  /** Route pattern, as in the routes (`/upload/:id`, `/1/*`). */
  pattern: string;
  /** Media types the route accepts besides JSON. */
  types: readonly string[];
  /** The body is JSON text whatever its type says (Algolia's browser client posts text/plain), so its depth is checked. */
  jsonText?: boolean;
}

export interface JsonBodyOptions {
  /** Routes that take a body of another type (the file upload: multipart/form-data). */
  otherTypes?: readonly BodyTypeDeclaration[];
  maxDepth?: number;
}

/**
 * State-changing calls with a body send JSON (`application/json`, or `application/<x>+json`); anything else is 415
 * before a route runs. A form post or a text/plain fetch is what another site can send without a CORS preflight, and
 * Hono's JSON validator would quietly read such a body as `{}`. A route that takes another type declares it in
 * `otherTypes`. JSON nested deeper than `maxDepth` is refused as well, before anything parses it.
 */
export function requireJsonBodies({ otherTypes = [], maxDepth = LIMITS.maxJsonDepth }: JsonBodyOptions = {}): MiddlewareHandler {
  const declared = otherTypes.map((declaration) => ({ ...declaration, path: patternRegExp(declaration.pattern) }));
  return createMiddleware(async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    const length = c.req.header('content-length');
    const hasBody = c.req.header('content-type') !== undefined || (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
    if (!hasBody) return next();
    const mediaType = mediaTypeOf(c);
    const route = declared.find((declaration) => declaration.path.test(c.req.path));
    const json = JSON_MEDIA_TYPE.test(mediaType);
    if (!json && !route?.types.includes(mediaType)) throw new HttpError('UNSUPPORTED_MEDIA_TYPE');
    if ((json || route?.jsonText) && exceedsJsonDepth(await c.req.text(), maxDepth)) {
      throw new HttpError('BAD_REQUEST', { message: 'errors.bodyTooDeep' });
    }
    return next();
  });
}

export interface SecurityHeadersOptions {
  /** Proxy hops whose X-Forwarded-Proto is believed (TRUST_PROXY). */
  trustedProxyHops: number;
  /** A real Stripe key is configured: its scripts, frames and API are allowed on pages. */
  stripe: boolean;
  /** Hosted Algolia's application: the storefront queries its hosts directly. */
  algoliaAppId?: string | undefined;
  /** Whether the partner site on this host runs scripts of its own (script_settings): its storefront pages allow them. */
  runsPartnerScripts?(hostname: string): Promise<boolean>;
}

const segments = (pathname: string) => pathname.split('/').filter(Boolean);

/** `/{lang}/widget` and `/{widgetUuid}/gotohubwidget` (spec 000 §2.2): the pages partners embed on other sites. */
export function isWidgetPage(pathname: string): boolean {
  const [first, second, ...rest] = segments(pathname);
  if (rest.length > 0 || first === undefined) return false;
  return (isLocale(first) && second === 'widget') || (!isLocale(first) && second === 'gotohubwidget');
}

/** `/{lang}/login`, `/{lang}/npanel/…`, `/{lang}/admin/…`: the panel, which never runs a partner's scripts. */
export function isPanelPage(pathname: string): boolean {
  const [first, second] = segments(pathname);
  return isLocale(first) && (second === 'login' || second === 'npanel' || second === 'admin');
}

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'usb=()',
  // Stripe.js's frames use the Payment Request API (wallets).
  'payment=(self "https://js.stripe.com")',
].join(', ');

/**
 * The Content-Security-Policy of a page. Scripts come from this origin only (the shell, and the remotes under
 * /remotes), plus Stripe.js when Stripe is configured. style-src allows inline styles: emotion (Chakra) writes
 * <style> elements at run time; a nonce would have to reach emotion's cache on every server answer, and inline CSS
 * cannot run script. Images may come from any https host (partners' photos). A partner's own scripts (head and
 * footer snippets, often loading further scripts and talking to their own hosts) are allowed, from https only, on
 * the storefront pages of a site that has them.
 */
export function pagePolicy(options: Pick<SecurityHeadersOptions, 'stripe' | 'algoliaAppId'>, page: { framable: boolean; partnerScripts: boolean }): string {
  const stripeScripts = options.stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [];
  const stripeFrames = options.stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'] : [];
  // Stripe Terminal's JavaScript SDK talks to a smart reader on the local network under this domain.
  const stripeApi = options.stripe ? ['https://api.stripe.com', 'https://*.stripe-terminal-local-reader.net:*'] : [];
  const app = options.algoliaAppId;
  const algolia = app ? [`https://${app}-dsn.algolia.net`, `https://${app}.algolia.net`, ...[1, 2, 3].map((n) => `https://${app}-${n}.algolianet.com`)] : [];
  const partner = page.partnerScripts ? ['https:'] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...stripeScripts, ...(page.partnerScripts ? ["'unsafe-inline'", 'https:'] : [])],
    'style-src': ["'self'", "'unsafe-inline'", ...partner],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', 'https:'],
    'connect-src': ["'self'", ...stripeApi, ...algolia, ...partner],
    'frame-src': ["'self'", ...stripeFrames, ...partner],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': page.framable ? ['*'] : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Whether the request reached us over https: itself, or per X-Forwarded-Proto from a trusted proxy. */
export function overHttps(c: Context, trustedHops: number): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (trustedHops <= 0) return false;
  const chain = (c.req.header('x-forwarded-proto') ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  // Each proxy that appends adds its own; the entry `hops` from the end is what the outermost trusted one saw.
  return chain[Math.max(0, chain.length - trustedHops)] === 'https';
}

/** The scheme and host the visitor used: `https://demo.example.com`, per X-Forwarded-Proto from a trusted proxy. */
export function requestOrigin(c: Context, trustedHops: number): string {
  const host = (c.req.header('host') ?? new URL(c.req.url).host).trim().toLowerCase();
  return `${overHttps(c, trustedHops) ? 'https' : 'http'}://${host}`;
}

/**
 * Headers every answer carries, and those of pages (HTML): a CSP, framing forbidden except for the widget pages
 * partners embed, a Permissions-Policy. HSTS on every answer that came over https.
 */
export const securityHeaders = (options: SecurityHeadersOptions): MiddlewareHandler =>
  createMiddleware(async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (overHttps(c, options.trustedProxyHops)) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (!(c.res.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html')) return;
    const framable = isWidgetPage(c.req.path);
    const host = hostnameOf(c.req.header('host') ?? new URL(c.req.url).host);
    const partnerScripts = !isPanelPage(c.req.path) && (await options.runsPartnerScripts?.(host)) === true;
    c.header('Content-Security-Policy', pagePolicy(options, { framable, partnerScripts }));
    c.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (!framable) c.header('X-Frame-Options', 'DENY');
  });
