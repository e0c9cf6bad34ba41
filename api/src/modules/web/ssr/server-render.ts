/**
 * Server rendering of partner-site pages (ADR 0034). The renderer is the shell's (dist/web/shell-server/render.js,
 * built by the shell's webpack config); it loads mfe-site's server build at run time through Module Federation, by the
 * URL the environment's remotes manifest names at the time of the request. The API only decides which pages are
 * drawn on the server, hands the renderer its own in-process fetch, and puts the result into the shell's page.
 *
 * Never worse than the client render: a missing renderer, a missing or broken remote server build, a component that
 * throws or a render slower than the time limit all give `undefined` (the caller sends the client-rendered page),
 * and each fallback is logged with its reason.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SERVER_RENDER, isLocale } from 'shared-contracts/constants';
import { storefrontRouteKind } from 'shared-contracts/paths';

/** What the shell's renderer answers (shell/src/server/render-page.tsx); the API does not import frontend code. */
export interface RenderedPage {
  html: string;
  styles: string;
  state: { locale: string; swr: Record<string, unknown> };
  remoteEntry: string;
}
interface PageRenderer {
  render(request: { hostname: string; path: string; remotes: Record<string, string>; signal?: AbortSignal }): Promise<RenderedPage>;
}
interface RendererModule {
  createPageRenderer(options: { fetch: typeof globalThis.fetch; origin: string; remotesOrigin: string; serviceOrigin: string; platformHosts: readonly string[] }): Promise<PageRenderer>;
}

export const SHELL_SERVER_FILE = path.join('shell-server', 'render.js');
/** The origin the renderer's API calls are made on; they never leave the process (see `fetchInProcess`). */
export const INTERNAL_ORIGIN = 'http://wayhub.internal';
/** The shell's platform hosts when the page names none (shell/src/features/mode/detect-mode.ts). */
const SHELL_PLATFORM_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
export const SERVER_RENDER_TIMEOUT_MS = 4000;

/** The storefront pages mfe-site draws: home, page/{slug}, search, products, the legal pages. */
export function isServerRenderedPath(pathname: string): boolean {
  const [lang, ...rest] = pathname.split('/').filter(Boolean);
  if (!isLocale(lang)) return false;
  const route = storefrontRouteKind(rest.join('/'));
  switch (route.kind) {
    case 'home':
    case 'page':
    case 'product':
      return true;
    case 'site-page':
      return route.page !== 'widget';
    default:
      return false;
  }
}

export interface ServerRenderOptions {
  webRoot: string;
  /** deploy/remotes/<WAYHUB_ENV>.json, read at every render so a version switch applies at once. */
  remotesManifestPath: string;
  /** The API itself, in process: the renderer's API calls never touch the network. */
  handle: (request: Request) => Response | Promise<Response>;
  /** Where the remote builds are fetched from (the runtime uses Node's fetch): the API's own address by default. */
  remotesOrigin: string;
  /** The API's own address, for the calls a page makes with its own client (the embedded search engine). */
  serviceOrigin: string;
  timeoutMs?: number;
  log?: (line: string) => void;
}

/** A drawn page, and the mfe-site browser manifest (of the environment's manifest) it was drawn with. */
export type ServerRender = (request: { hostname: string; path: string }) => Promise<(RenderedPage & { siteManifest: string }) | undefined>;

export function createServerRender(options: ServerRenderOptions): ServerRender {
  const log = options.log ?? ((line: string) => console.warn(line));
  const file = path.join(options.webRoot, SHELL_SERVER_FILE);
  let renderer: Promise<PageRenderer> | null = null;

  const fetchInProcess: typeof globalThis.fetch = async (input, init) => options.handle(new Request(input, init));

  async function load(): Promise<PageRenderer> {
    if (!existsSync(file)) throw new Error(`no shell server build at ${file}`);
    const loaded = createRequire(file)(file) as RendererModule | Promise<RendererModule>;
    const module = await loaded;
    return module.createPageRenderer({ fetch: fetchInProcess, origin: INTERNAL_ORIGIN, remotesOrigin: options.remotesOrigin, serviceOrigin: options.serviceOrigin, platformHosts: SHELL_PLATFORM_HOSTS });
  }

  return async ({ hostname, path: pagePath }) => {
    const started = Date.now();
    try {
      const remotes = JSON.parse(await readFile(options.remotesManifestPath, 'utf8')) as Record<string, string>;
      const loading = (renderer ??= load().catch((error: unknown) => {
        // Tried again at the next request (the build may land later).
        renderer = null;
        throw error;
      }));
      const page = await (await loading).render({ hostname, path: pagePath, remotes, signal: AbortSignal.timeout(options.timeoutMs ?? SERVER_RENDER_TIMEOUT_MS) });
      return { ...page, siteManifest: remotes.mfe_site ?? '' };
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      log(`[ssr] ${hostname}${pagePath}: client render instead (${reason}; ${Date.now() - started} ms)`);
      return undefined;
    }
  };
}

/**
 * The mfe-site version the environment's remotes manifest names now: part of a cached page's address, so a version
 * switch is drawn at the next request, cache or not (issue 16 §2).
 */
export async function siteRemoteIn(remotesManifestPath: string): Promise<string> {
  try {
    return (JSON.parse(await readFile(remotesManifestPath, 'utf8')) as Record<string, string>).mfe_site ?? '';
  } catch {
    return '';
  }
}

/** JSON safe inside <script>: no `</script>`, no `<!--`, no line separators that end a JS string. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The shell's page with the rendered markup in #root, its styles before it and its state after it. */
export function withRenderedPage(index: string, page: RenderedPage): string {
  const root = '<div id="root"></div>';
  if (!index.includes(root)) return index;
  const state = `<script id="${SERVER_RENDER.stateId}" type="application/json">${scriptJson(page.state)}</script>`;
  return index.replace(root, () => `${page.styles}<div id="root" ${SERVER_RENDER.rootAttribute}="">${page.html}</div>${state}`);
}
