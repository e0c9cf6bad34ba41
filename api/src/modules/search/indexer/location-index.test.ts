import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { algoliasearch } from 'algoliasearch';
import { and, eq, inArray } from 'drizzle-orm';
import { LOCALES } from 'shared-contracts/constants';
import { createSearchRecord } from 'shared-contracts/testing';
import { locations, services } from '../../../db/schema/catalogue';
import { jobs } from '../../../db/schema/jobs';
import { serviceId } from '../../../test/catalogue-fixtures';
import { oneTestDatabase } from '../../../test/databases';
import { useTestDatabase } from '../../../test/harness';
import { findVersions } from '../search.repo';
import { createCatalogueService } from '../../core/catalogue/catalogue.service';
import { createSearchIndexer, InvalidSearchRecordError } from './indexer.service';
import { createSearchJobHandlers, LOCATION_INDEXES, SEARCH_JOBS } from './search-jobs';

/**
 * `locations_{locale}`: the destinations the storefront names its location_id facet values from, read with
 * algoliasearch's getObjects (spec 001 §8 "Failed to fetch locations from object ids!").
 */
const REINDEX_ALL_JOB = { id: 0, kind: SEARCH_JOBS.reindexAll, attempt: 1, maxAttempts: 5 };

describe.each(oneTestDatabase())('the locations indexes on $name', (spec) => {
  const database = useTestDatabase(spec);
  let server: ServerType | undefined;
  let port = 0;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    const { db } = database.handle;
    for (const row of await db.select({ id: locations.id, slug: locations.slug }).from(locations)) ids.set(row.slug, row.id);
    // A service placed on a country itself, and Stockholm without any active service.
    await db.update(services).set({ locationId: ids.get('norway') }).where(eq(services.id, await serviceId(database.app(), 'tromso-northern-lights-chase')));
    await db.update(services).set({ status: 2 }).where(eq(services.locationId, ids.get('stockholm') as number));
    await createSearchJobHandlers({ catalogue: createCatalogueService(db), indexer: createSearchIndexer(db) })[SEARCH_JOBS.reindexAll]?.({}, REINDEX_ALL_JOB);
    await db.delete(jobs); // whatever the catalogue writes above queued

    const { app } = database.app();
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        port = info.port;
        resolve();
      });
    });
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  const id = (slug: string) => String(ids.get(slug));
  const client = () => algoliasearch('WAYHUB', 'search-only-key', { hosts: [{ url: `127.0.0.1:${port}`, accept: 'readWrite', protocol: 'http' }] });

  it('reindex-all builds locations_{locale} for every locale', async () => {
    const versions = await findVersions(database.handle.db, LOCATION_INDEXES.map((index) => index.indexName));
    expect([...versions.keys()].sort()).toEqual(LOCALES.map((locale) => `locations_${locale}`).sort());
  });

  it('getObjects returns the destinations by id with translated names, null for unknown ids', async () => {
    const { results } = await client().getObjects({
      requests: [
        { indexName: 'locations_en', objectID: id('oslo') },
        { indexName: 'locations_en', objectID: id('norway') },
        { indexName: 'locations_no', objectID: id('oslo') },
        { indexName: 'locations_no', objectID: id('norway') },
        { indexName: 'locations_de', objectID: id('tromso'), attributesToRetrieve: ['name', 'parent_name'] },
        { indexName: 'locations_no', objectID: '999999' },
      ],
    });
    expect(results).toEqual([
      { objectID: id('oslo'), name: 'Oslo', parent_id: ids.get('norway'), parent_name: 'Norway', _geoloc: { lat: 59.9139, lng: 10.7522 } },
      { objectID: id('norway'), name: 'Norway', parent_id: null, parent_name: null, _geoloc: { lat: 64.5, lng: 11.5 } },
      { objectID: id('oslo'), name: 'Oslo', parent_id: ids.get('norway'), parent_name: 'Norge', _geoloc: { lat: 59.9139, lng: 10.7522 } },
      { objectID: id('norway'), name: 'Norge', parent_id: null, parent_name: null, _geoloc: { lat: 64.5, lng: 11.5 } },
      { objectID: id('tromso'), name: 'Tromsø', parent_name: 'Norwegen' },
      null,
    ]);
  });

  it('holds only the destinations of active services some site sells', async () => {
    const { results } = await client().getObjects({
      requests: ['stockholm', 'sweden', 'bergen'].map((slug) => ({ indexName: 'locations_no', objectID: id(slug), attributesToRetrieve: ['name'] })),
    });
    expect(results).toEqual([null, null, { objectID: id('bergen'), name: 'Bergen' }]);
    // The facet values of services_no are all named by locations_no.
    const facets = await client().searchSingleIndex({ indexName: 'services_no', searchParams: { facets: ['location_id'], hitsPerPage: 0 } });
    const values = Object.keys(facets.facets?.location_id ?? {});
    expect(values.sort()).toEqual([id('bergen'), id('norway'), id('oslo'), id('tromso')].sort());
    const named = await client().getObjects({ requests: values.map((objectID) => ({ indexName: 'locations_no', objectID })) });
    expect(named.results.every((record) => record !== null)).toBe(true);
  });

  it('rejects records that break the location contract, and service records in a locations index', async () => {
    const indexer = createSearchIndexer(database.handle.db);
    await expect(indexer.replaceIndex('locations_en', [{ objectID: 'oslo', name: 'Oslo', parent_id: null, parent_name: null }])).rejects.toBeInstanceOf(InvalidSearchRecordError);
    await expect(indexer.replaceIndex('locations_en', [{ objectID: '1', name: '', parent_id: null, parent_name: null }])).rejects.toBeInstanceOf(InvalidSearchRecordError);
    await expect(indexer.upsertRecords('locations_en', [createSearchRecord({ objectID: 'x' })])).rejects.toBeInstanceOf(InvalidSearchRecordError);
    // Nothing was written: the index is still the reindex's.
    const [oslo] = (await client().getObjects({ requests: [{ indexName: 'locations_en', objectID: id('oslo'), attributesToRetrieve: ['name'] }] })).results;
    expect(oslo).toEqual({ objectID: id('oslo'), name: 'Oslo' });
  });

  it('a reindex drops a destination whose last service leaves the sites', async () => {
    const { db } = database.handle;
    const bergen = ids.get('bergen') as number;
    const before = await db.select({ id: services.id }).from(services).where(and(eq(services.locationId, bergen), eq(services.status, 1)));
    await db.update(services).set({ status: 2 }).where(inArray(services.id, before.map((row) => row.id)));
    await createSearchJobHandlers({ catalogue: createCatalogueService(db), indexer: createSearchIndexer(db) })[SEARCH_JOBS.reindexAll]?.({}, REINDEX_ALL_JOB);
    await db.delete(jobs);
    const { results } = await client().getObjects({ requests: [{ indexName: 'locations_en', objectID: id('bergen') }] });
    expect(results).toEqual([null]);
  });
});
