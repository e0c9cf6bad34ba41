import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { performance } from 'node:perf_hooks';
import {
  GetObjectsInputSchema,
  GetObjectsResponseSchema,
  MultipleQueriesInputSchema,
  MultipleQueriesResponseSchema,
  SearchForFacetValuesResponseSchema,
  SearchResponseSchema,
  type SearchError,
} from 'shared-contracts/search';
import * as v from 'valibot';
import { ApiError } from 'shared-contracts/errors';
import { withoutQueryParameters } from '../../db/client';
import { toDto } from '../../lib/validation';
import { access } from '../auth/access/access';
import { describeIssues, SearchRequestError } from './engine/params';
import { FilterSyntaxError } from './filters/ast';
import { IndexNotFoundError, type SearchService } from './search.service';

/** The Algolia REST paths the embedded engine answers (v1). `*` is literal in Algolia's multi-index paths. */
export const SEARCH_PATHS = {
  prefix: '/1',
  queries: '/1/indexes/*/queries',
  query: '/1/indexes/:indexName/query',
  objects: '/1/indexes/*/objects',
  facetValues: '/1/indexes/:indexName/facets/:facetName/query',
} as const;

export interface SearchRoutesOptions {
  search: SearchService;
  /** Whether a browser origin may read the answers (CORS): our platform host, sub-domains and site domains. */
  isAllowedOrigin(origin: URL): Promise<boolean>;
}

class AlgoliaHttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
  ) {
    super(message);
  }
}

/** Algolia's clients read `{ message, status }`, not the API's `{ message, code }` envelope. */
function toAlgoliaError(error: unknown): AlgoliaHttpError {
  if (error instanceof AlgoliaHttpError) return error;
  if (error instanceof FilterSyntaxError || error instanceof SearchRequestError) return new AlgoliaHttpError(400, error.message);
  if (error instanceof IndexNotFoundError) return new AlgoliaHttpError(404, error.message);
  if (error instanceof ApiError && error.status === 413) return new AlgoliaHttpError(413, 'Request too large');
  console.error('[search] query failed:', withoutQueryParameters(error));
  return new AlgoliaHttpError(500, 'Internal error');
}

/**
 * Bodies come as `text/plain` (the browser client avoids a CORS preflight that way), so the body is read as text
 * and parsed here rather than by the JSON validator, which insists on application/json.
 */
async function readBody<T extends v.GenericSchema>(c: Context, schema: T): Promise<v.InferOutput<T>> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new AlgoliaHttpError(400, 'Invalid JSON in request body');
  }
  const result = v.safeParse(schema, body);
  if (!result.success) throw new AlgoliaHttpError(400, describeIssues(result.issues));
  return result.output;
}

const serverTiming = (c: Context, startedAt: number) => c.header('Server-Timing', `search;dur=${(performance.now() - startedAt).toFixed(3)}`);

/**
 * The embedded engine behind Algolia's REST protocol, so the storefront's real `algoliasearch` client talks to
 * it (ARCHITECTURE §5). Credentials (`x-algolia-api-key` and `x-algolia-application-id`, in the query string or
 * headers) are accepted and ignored: every index is public catalogue data, read-only here, and the same for
 * every caller. Writes go through the indexer service, never through these routes.
 */
export function searchRoutes({ search, isAllowedOrigin }: SearchRoutesOptions) {
  const app = new Hono();
  app.onError((error, c) => {
    const { status, message } = toAlgoliaError(error);
    return c.json({ message, status } satisfies SearchError, status);
  });
  app.use(
    `${SEARCH_PATHS.prefix}/*`,
    cors({
      origin: async (origin) => {
        if (!origin) return null;
        try {
          return (await isAllowedOrigin(new URL(origin))) ? origin : null;
        } catch {
          return null;
        }
      },
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      // No allowHeaders: the preflight echoes the requested ones (the Node client and some browsers send the
      // credentials as headers).
      exposeHeaders: ['Server-Timing'],
      maxAge: 86400,
    }),
  );
  app.use(`${SEARCH_PATHS.prefix}/*`, async (c, next) => {
    await next();
    // Answers follow the index's current version; a cached one could be stale after the next write.
    c.header('Cache-Control', 'no-store');
  });

  app.post(SEARCH_PATHS.queries, access.public, async (c) => {
    const startedAt = performance.now();
    const answer = await search.multipleQueries(await readBody(c, MultipleQueriesInputSchema));
    serverTiming(c, startedAt);
    return c.json(toDto(MultipleQueriesResponseSchema, answer));
  });
  app.post(SEARCH_PATHS.objects, access.public, async (c) => {
    const startedAt = performance.now();
    const answer = await search.getObjects(await readBody(c, GetObjectsInputSchema));
    serverTiming(c, startedAt);
    return c.json(toDto(GetObjectsResponseSchema, answer));
  });
  app.post(SEARCH_PATHS.query, access.public, async (c) => {
    const startedAt = performance.now();
    const params = await readBody(c, v.record(v.string(), v.unknown()));
    const answer = await search.searchSingleIndex(c.req.param('indexName'), params);
    serverTiming(c, startedAt);
    return c.json(toDto(SearchResponseSchema, answer));
  });
  app.post(SEARCH_PATHS.facetValues, access.public, async (c) => {
    const startedAt = performance.now();
    const params = await readBody(c, v.record(v.string(), v.unknown()));
    const answer = await search.searchForFacetValues(c.req.param('indexName'), c.req.param('facetName'), params);
    serverTiming(c, startedAt);
    return c.json(toDto(SearchForFacetValuesResponseSchema, answer));
  });
  app.all(`${SEARCH_PATHS.prefix}/*`, access.public, () => {
    throw new AlgoliaHttpError(404, 'Not found: the embedded engine serves search queries, facet-value searches and getObjects only');
  });
  return app;
}
