/**
 * The shell's server renderer (ADR 0034), built for Node into dist/web/shell-server/render.js and loaded by the API.
 * The async boundary, as in the browser's entry: the shared singletons are negotiated before the renderer runs.
 */
import type { PageRenderer, RendererOptions } from './render-page';

export type { PageRenderer, RenderedPage, RendererOptions, RenderRequest, ServerState } from './render-page';

export async function createPageRenderer(options: RendererOptions): Promise<PageRenderer> {
  const module = await import('./render-page');
  return module.createPageRenderer(options);
}
