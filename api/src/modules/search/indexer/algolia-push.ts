import type { LocationRecord, SearchRecord } from 'shared-contracts/search';
import type { Env } from '../../../env';

/**
 * Where the indexer mirrors its writes besides the database. `none` by default; the hosted Algolia when
 * ALGOLIA_APP_ID and ALGOLIA_API_KEY are set (ARCHITECTURE §5).
 */
export interface AlgoliaPush {
  readonly kind: 'none' | 'algolia';
  saveObjects(indexName: string, records: readonly (SearchRecord | LocationRecord)[]): Promise<void>;
  deleteObjects(indexName: string, objectIDs: readonly string[]): Promise<void>;
  /** Swaps the whole index atomically on Algolia's side (a temporary index, then a move). */
  replaceAllObjects(indexName: string, records: readonly (SearchRecord | LocationRecord)[]): Promise<void>;
}

export const noAlgoliaPush: AlgoliaPush = {
  kind: 'none',
  saveObjects: async () => undefined,
  deleteObjects: async () => undefined,
  replaceAllObjects: async () => undefined,
};

/** The part of algoliasearch's v5 client the push uses; tests hand in a recording fake of it. */
export interface AlgoliaWriteClient {
  saveObjects(options: { indexName: string; objects: Array<Record<string, unknown>>; waitForTasks?: boolean }): Promise<unknown>;
  deleteObjects(options: { indexName: string; objectIDs: string[]; waitForTasks?: boolean }): Promise<unknown>;
  replaceAllObjects(options: { indexName: string; objects: Array<Record<string, unknown>> }): Promise<unknown>;
}

/** Pushes through algoliasearch's helpers, which batch (1000 per request) and retry across Algolia's hosts. */
export function createAlgoliaPush(client: AlgoliaWriteClient): AlgoliaPush {
  return {
    kind: 'algolia',
    async saveObjects(indexName, records) {
      if (records.length) await client.saveObjects({ indexName, objects: records.map((record) => ({ ...record })) });
    },
    async deleteObjects(indexName, objectIDs) {
      if (objectIDs.length) await client.deleteObjects({ indexName, objectIDs: [...objectIDs] });
    },
    async replaceAllObjects(indexName, records) {
      await client.replaceAllObjects({ indexName, objects: records.map((record) => ({ ...record })) });
    },
  };
}

/** `none` unless both Algolia settings are present; the client library is loaded only when it is used. */
export async function algoliaPushFromEnv(env: Pick<Env, 'ALGOLIA_APP_ID' | 'ALGOLIA_API_KEY'>): Promise<AlgoliaPush> {
  if (!env.ALGOLIA_APP_ID || !env.ALGOLIA_API_KEY) return noAlgoliaPush;
  const { algoliasearch } = await import('algoliasearch');
  return createAlgoliaPush(algoliasearch(env.ALGOLIA_APP_ID, env.ALGOLIA_API_KEY));
}
