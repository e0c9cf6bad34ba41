import type { PageStatus } from './storefront-status';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Context, Hono } from 'hono';
import type { Env } from '../../../env';
import { HttpError } from '../../../lib/http-error';
import { NO_CACHE, cacheControlFor, etagOf, readStaticFile, representation, representationHeaders, resolveInside } from './static-files';
import { access } from '../../auth/access/access';
import type { PageCache } from '../ssr/page-cache';
import { remotePreloads } from '../ssr/preloads';
import { isServerRenderedPath, withRenderedPage, type ServerRender } from '../ssr/server-render';

/** The still-encoded path, so that resolveInside decodes each segment exactly once. */
const rawPath = (c: Context) => new URL(c.req.url).pathname;

async function sendFile(c: Context, filePath: string | undefined, cacheControl?: string, status: 200 | 404 = 200) {
  const file = filePath ? await readStaticFile(filePath) : undefined;
  if (!file) return undefined;
  const rep = await representation(
    // A 304 would turn a not-found page into a cached success; only a 200 is revalidated.
    { acceptEncoding: c.req.header('accept-encoding'), ifNoneMatch: status === 200 ? c.req.header('if-none-match') : undefined },
    file.body,
    file.contentType,
    { filePath, etag: file.etag },
  );
  const headers = {
    'Content-Type': file.contentType,
    'Cache-Control': cacheControl ?? cacheControlFor(path.basename(filePath!)),
    ...representationHeaders(rep),
  };
  if (rep.notModified) return c.body(null, 304, headers);
  return c.body(new Uint8Array(rep.body), status, headers);
}

/** A text answer made by the API itself, compressed as the request allows. */
async function sendText(c: Context, text: string, contentType: string, status: 200 | 503 = 200) {
  const rep = await representation({ acceptEncoding: c.req.header('accept-encoding') }, Buffer.from(text), contentType);
  return c.body(new Uint8Array(rep.body), status, { 'Content-Type': contentType, 'Cache-Control': NO_CACHE, ...representationHeaders(rep) });
}

/** The shell's index.html with a page's head in place of its <title>, and the page's language on <html>. */
export function withHead(index: string, head: string, pathname: string): string {
  const lang = pathname.split('/').filter(Boolean)[0];
  const withLang = lang && /^[a-z]{2}(-[a-z]{2})?$/i.test(lang) ? index.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`) : index;
  return /<title>[^<]*<\/title>/.test(withLang) ? withLang.replace(/<title>[^<]*<\/title>/, () => head) : withLang.replace('</head>', () => `${head}</head>`);
}

/** A text made for this request (a page, a sitemap): compressed as the request allows, revalidated by its ETag. */
export async function sendMadeText(c: Context, text: string, contentType: string, extraHeaders: Record<string, string> = {}) {
  const body = Buffer.from(text);
  const rep = await representation({ acceptEncoding: c.req.header('accept-encoding'), ifNoneMatch: c.req.header('if-none-match') }, body, contentType, { etag: etagOf(body) });
  const headers = { 'Content-Type': contentType, 'Cache-Control': NO_CACHE, ...extraHeaders, ...representationHeaders(rep) };
  if (rep.notModified) return c.body(null, 304, headers);
  return c.body(new Uint8Array(rep.body), 200, headers);
}

const notBuiltPage = (webRoot: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Wayhub: frontend not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The frontend is not built yet</h1>
<p>The API is running, but there is no shell build in <code>${webRoot.replace(/[<>&]/g, '')}/shell</code>.</p>
<p>Build it with <code>npm run build</code> (or start everything with <code>npm start</code>, which builds what is missing), then reload this page.</p>
</body></html>`;

/**
 * The built frontends, served by the API process so one port serves everything:
 * /remotes/** and /_shell/** from WEB_ROOT, /remotes.json from deploy/remotes/<WAYHUB_ENV>.json (read on every
 * request, so ops switch a remote's version by editing that file), and the SPA fallback for page navigations.
 */
export function staticRoutes({ env }: { env: Env }) {
  const remotesRoot = path.join(env.WEB_ROOT, 'remotes');
  const shellRoot = path.join(env.WEB_ROOT, 'shell');
  const manifestPath = path.join(env.REMOTES_DIR, `${env.WAYHUB_ENV}.json`);

  return new Hono()
    .get('/remotes.json', access.public, async (c) => {
      let text: string;
      try {
        text = await readFile(manifestPath, 'utf8');
      } catch {
        throw new HttpError('INTERNAL', {
          message: `The remotes manifest ${manifestPath} for WAYHUB_ENV=${env.WAYHUB_ENV} is missing. Create it, or set WAYHUB_ENV to an environment that has one.`,
        });
      }
      try {
        JSON.parse(text);
      } catch (error) {
        throw new HttpError('INTERNAL', {
          message: `The remotes manifest ${manifestPath} is not valid JSON: ${(error as Error).message}`,
        });
      }
      return sendText(c, text, 'application/json; charset=utf-8');
    })
    .get('/remotes/*', access.public, async (c) => {
      const answer = await sendFile(c, await resolveInside(remotesRoot, rawPath(c).slice('/remotes/'.length)));
      if (!answer) throw new HttpError('NOT_FOUND');
      return answer;
    })
    .get('/_shell/*', access.public, async (c) => {
      const answer = await sendFile(c, await resolveInside(shellRoot, rawPath(c).slice('/_shell/'.length)));
      if (!answer) throw new HttpError('NOT_FOUND');
      return answer;
    });
}

/**
 * Page navigations that no route claimed get the shell's index.html; the shell's router takes it from there.
 * `pageStatus` (storefront-status.ts) says whether the page exists: a 404 still carries index.html.
 */
export function spaFallback({
  env,
  pageStatus,
  pageHead,
  serverRender,
  pageCache,
  pageAddress,
}: {
  env: Env;
  pageStatus?: (host: string, pathname: string, search: string) => Promise<PageStatus>;
  /** The head of a page that exists (seo/page-head.ts), in place of the shell's <title>; undefined keeps the shell's. */
  pageHead?: (c: Context) => Promise<string | undefined>;
  /** Draws a partner-site page on the server (ssr/server-render.ts); undefined leaves it to the browser. */
  serverRender?: ServerRender;
  /** Keeps drawn pages (ssr/page-cache.ts), under the address `pageAddress` gives (origin, path and query). */
  pageCache?: PageCache;
  pageAddress?: (c: Context) => string | Promise<string>;
}) {
  const indexPath = path.join(env.WEB_ROOT, 'shell', 'index.html');
  return async (c: Context): Promise<Response | undefined> => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return undefined;
    if (!(c.req.header('accept') ?? '').includes('text/html')) return undefined;
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    const status = pageStatus ? await pageStatus(host, rawPath(c), new URL(c.req.url).search) : 200;
    if (typeof status === 'object') return c.redirect(status.redirect, 302);
    const url = new URL(c.req.url);
    const index = async () => {
      const file = await readStaticFile(indexPath);
      return file ? Buffer.from(file.body).toString('utf8') : undefined;
    };
    if (status === 200 && pageHead && serverRender && isServerRenderedPath(url.pathname)) {
      // A partner site's page that mfe-site draws: drawn here, and kept (ssr/page-cache.ts) until it goes stale or
      // a back-office change invalidates it.
      const draw = async () => {
        const [head, shell] = await Promise.all([pageHead(c), index()]);
        if (head === undefined || shell === undefined) return undefined;
        const rendered = await serverRender({ hostname: host.replace(/:\d+$/, '').toLowerCase(), path: `${url.pathname}${url.search}` });
        if (!rendered) return undefined;
        // The files the page loads next, announced at once rather than found one after another.
        const preloads = await remotePreloads({ webRoot: env.WEB_ROOT, manifestUrl: rendered.siteManifest, pathname: url.pathname });
        return withRenderedPage(withHead(shell, `${head}${preloads}`, rawPath(c)), rendered);
      };
      const drawn = pageCache && pageAddress ? await pageCache.page(await pageAddress(c), draw) : await draw().then((body) => body && { body, cache: 'miss' as const });
      if (drawn) return sendMadeText(c, drawn.body, 'text/html; charset=UTF-8', { 'X-Page-Cache': drawn.cache });
    }
    const head = status === 200 && pageHead ? await pageHead(c) : undefined;
    if (head !== undefined) {
      const shell = await index();
      if (shell !== undefined) return sendMadeText(c, withHead(shell, head, rawPath(c)), 'text/html; charset=UTF-8');
    }
    const answer = await sendFile(c, indexPath, NO_CACHE, status);
    if (answer) return answer;
    return sendText(c, notBuiltPage(env.WEB_ROOT), 'text/html; charset=UTF-8', 503);
  };
}
