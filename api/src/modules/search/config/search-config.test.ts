import { api } from 'shared-contracts/paths';
import { SearchConfigAnswerSchema } from 'shared-contracts/search';
import * as v from 'valibot';
import { testDatabases } from '../../../test/databases';
import { useTestDatabase } from '../../../test/harness';

describe.each(testDatabases())('GET /core/public/search-config on $name', (spec) => {
  const ctx = useTestDatabase(spec, { seed: false });

  test('without Algolia: the embedded engine on the page origin', async () => {
    const t = ctx.app();
    for (const path of [api.search.config.path(), `/gateway${api.search.config.path()}`]) {
      const response = await t.request(path);
      expect(response.status).toBe(200);
      expect(v.parse(SearchConfigAnswerSchema, await response.json()).data).toEqual({
        app_id: 'WAYHUB',
        search_api_key: 'embedded',
        host: null,
        provider: 'embedded',
      });
    }
  });

  test('with Algolia: the app id and the search-only key, never the write key', async () => {
    const writeKey = 'write-key-'.padEnd(32, 'w');
    const searchKey = 'search-only-'.padEnd(32, 's');
    const t = ctx.app({ ALGOLIA_APP_ID: 'LATENCY42', ALGOLIA_API_KEY: writeKey, ALGOLIA_SEARCH_API_KEY: searchKey });
    const response = await t.request(api.search.config.path());
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(writeKey);
    expect(v.parse(SearchConfigAnswerSchema, JSON.parse(text)).data).toEqual({
      app_id: 'LATENCY42',
      search_api_key: searchKey,
      host: null,
      provider: 'algolia',
    });
  });
});
