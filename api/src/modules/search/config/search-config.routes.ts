import { Hono } from 'hono';
import { api } from 'shared-contracts/paths';
import { SearchConfigAnswerSchema, type SearchConfig } from 'shared-contracts/search';
import type { Env } from '../../../env';
import { toDto } from '../../../lib/validation';
import { access } from '../../auth/access/access';

/** The embedded engine's stand-in credentials: the engine accepts and ignores them (search.routes.ts). */
export const EMBEDDED_SEARCH_CONFIG: SearchConfig = { app_id: 'WAYHUB', search_api_key: 'embedded', host: null, provider: 'embedded' };

/**
 * Where the storefront's algoliasearch client sends its queries. Only the search-only key ever leaves the
 * server; ALGOLIA_API_KEY (write rights, used by the indexer) is never part of this answer. env.ts refuses to
 * boot with ALGOLIA_APP_ID but no ALGOLIA_SEARCH_API_KEY, so the Algolia branch always has both.
 */
export function searchConfigFor(env: Pick<Env, 'ALGOLIA_APP_ID' | 'ALGOLIA_SEARCH_API_KEY'>): SearchConfig {
  if (!env.ALGOLIA_APP_ID || !env.ALGOLIA_SEARCH_API_KEY) return EMBEDDED_SEARCH_CONFIG;
  return { app_id: env.ALGOLIA_APP_ID, search_api_key: env.ALGOLIA_SEARCH_API_KEY, host: null, provider: 'algolia' };
}

/** GET /core/public/search-config (also under /gateway). The same for every caller, so it may be cached briefly. */
export function searchConfigRoutes({ env }: { env: Pick<Env, 'ALGOLIA_APP_ID' | 'ALGOLIA_SEARCH_API_KEY'> }) {
  const answer = toDto(SearchConfigAnswerSchema, { data: searchConfigFor(env) });
  return new Hono().get(api.search.config.pattern, access.public, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(answer);
  });
}
