import type { SearchRecord } from 'shared-contracts/search';
import { createSearchRecord } from 'shared-contracts/testing';
import { testDatabases } from '../../../test/databases';
import { useTestDatabase } from '../../../test/harness';
import { createSearchService } from '../search.service';
import { type AlgoliaPush, type AlgoliaWriteClient, algoliaPushFromEnv, createAlgoliaPush, noAlgoliaPush } from './algolia-push';
import { createSearchIndexer, InvalidSearchRecordError } from './indexer.service';

type Call = [method: string, indexName: string, payload: unknown];

/** A recording fake of the push interface: what the indexer hands to Algolia, in order. */
function recordingPush(options: { failOn?: string } = {}): AlgoliaPush & { calls: Call[] } {
  const calls: Call[] = [];
  const record = (method: string) => async (indexName: string, payload: unknown) => {
    calls.push([method, indexName, payload]);
    if (options.failOn === method) throw new Error('Algolia is unreachable');
  };
  return { kind: 'algolia', calls, saveObjects: record('saveObjects'), deleteObjects: record('deleteObjects'), replaceAllObjects: record('replaceAllObjects') };
}

describe.each(testDatabases())('search indexer on $name', (spec) => {
  const database = useTestDatabase(spec, { seed: false });
  const ids = async (indexName: string) => {
    const answer = await createSearchService(database.handle.db).searchSingleIndex(indexName, { hitsPerPage: 1000 });
    return answer.hits.map((hit) => hit.objectID).sort();
  };

  it('writes the database first, then pushes the same records, deletions and replacements', async () => {
    const push = recordingPush();
    const indexer = createSearchIndexer(database.handle.db, push);
    const [a, b, c] = ['a', 'b', 'c'].map((objectID) => createSearchRecord({ objectID })) as [SearchRecord, SearchRecord, SearchRecord];

    await indexer.upsertRecords('push_en', [a, b]);
    expect(await ids('push_en')).toEqual(['a', 'b']);
    await indexer.deleteRecords('push_en', ['a']);
    expect(await ids('push_en')).toEqual(['b']);
    await indexer.replaceIndex('push_en', [c]);
    expect(await ids('push_en')).toEqual(['c']);

    expect(push.calls).toEqual([
      ['saveObjects', 'push_en', [a, b]],
      ['deleteObjects', 'push_en', ['a']],
      ['replaceAllObjects', 'push_en', [c]],
    ]);
  });

  it('keeps the database write when the push fails, and lets the caller retry', async () => {
    const indexer = createSearchIndexer(database.handle.db, recordingPush({ failOn: 'saveObjects' }));
    await expect(indexer.upsertRecords('failing_en', [createSearchRecord({ objectID: 'x' })])).rejects.toThrow('Algolia is unreachable');
    expect(await ids('failing_en')).toEqual(['x']);
  });

  it('refuses records that break the contract, writing and pushing nothing', async () => {
    const push = recordingPush();
    const indexer = createSearchIndexer(database.handle.db, push);
    const bad = { ...createSearchRecord({ objectID: 'bad' }), service_type: 'spaceships' } as unknown as SearchRecord;
    await expect(indexer.upsertRecords('invalid_en', [bad])).rejects.toThrow(InvalidSearchRecordError);
    const twice = createSearchRecord({ objectID: 'dup' });
    await expect(indexer.replaceIndex('invalid_en', [twice, twice])).rejects.toThrow('duplicate objectID dup');
    await expect(createSearchService(database.handle.db).searchSingleIndex('invalid_en', {})).rejects.toThrow('does not exist');
    expect(push.calls).toEqual([]);
  });
});

describe('createAlgoliaPush', () => {
  it("maps onto algoliasearch's saveObjects, deleteObjects and replaceAllObjects, skipping empty batches", async () => {
    const calls: Array<[string, unknown]> = [];
    const client: AlgoliaWriteClient = {
      saveObjects: async (options) => calls.push(['saveObjects', options]),
      deleteObjects: async (options) => calls.push(['deleteObjects', options]),
      replaceAllObjects: async (options) => calls.push(['replaceAllObjects', options]),
    };
    const push = createAlgoliaPush(client);
    const record = createSearchRecord({ objectID: 'r1' });
    await push.saveObjects('services_no', [record]);
    await push.saveObjects('services_no', []);
    await push.deleteObjects('services_no', ['r1']);
    await push.deleteObjects('services_no', []);
    await push.replaceAllObjects('services_no', []);
    expect(calls).toEqual([
      ['saveObjects', { indexName: 'services_no', objects: [record] }],
      ['deleteObjects', { indexName: 'services_no', objectIDs: ['r1'] }],
      ['replaceAllObjects', { indexName: 'services_no', objects: [] }],
    ]);
  });

  it('is used only when both Algolia settings are present', async () => {
    expect(await algoliaPushFromEnv({ ALGOLIA_APP_ID: undefined, ALGOLIA_API_KEY: undefined })).toBe(noAlgoliaPush);
    expect((await algoliaPushFromEnv({ ALGOLIA_APP_ID: 'APPID', ALGOLIA_API_KEY: 'k'.repeat(32) })).kind).toBe('algolia');
  });
});
