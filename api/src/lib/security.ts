import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HttpError } from './http-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CrossSiteOptions {
  /** e.g. "localhost": the platform host and every partner sub-domain live under it. */
  baseDomain: string;
  /** A Confirmed partner site's own domain is a legitimate origin for its storefront's calls. */
  isSiteDomain(hostname: string): Promise<boolean>;
  /** Paths whose POSTs change nothing and need no cookie, so any origin may send them (search queries). */
  isExempt?(pathname: string): boolean;
}

/**
 * Refuses state-changing requests a browser sends on behalf of another site (CSRF), on top of SameSite=Lax
 * cookies. Browsers mark such requests with `Sec-Fetch-Site: cross-site` and/or a foreign `Origin`. Requests
 * with neither header (curl, server-to-server) are not browser-driven and pass.
 */
export function refuseCrossSite({ baseDomain, isSiteDomain, isExempt }: CrossSiteOptions): MiddlewareHandler {
  const refuse = () => new HttpError('CROSS_SITE_REQUEST');
  return createMiddleware(async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method) || isExempt?.(c.req.path)) return next();
    if (c.req.header('sec-fetch-site')?.toLowerCase() === 'cross-site') throw refuse();
    const origin = c.req.header('origin');
    if (origin === undefined) return next();
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      // Includes "null", the opaque origin of sandboxed frames and file: pages.
      throw refuse();
    }
    const requestHost = c.req.header('host') ?? new URL(c.req.url).host;
    const hostname = url.hostname.toLowerCase();
    const allowed =
      url.host.toLowerCase() === requestHost.toLowerCase() ||
      hostname === baseDomain ||
      hostname.endsWith(`.${baseDomain}`) ||
      (await isSiteDomain(hostname));
    if (!allowed) throw refuse();
    return next();
  });
}

/** Headers every answer carries. No frame restriction: partner widgets are meant to be embedded. */
export const securityHeaders = (): MiddlewareHandler =>
  createMiddleware(async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
  });
