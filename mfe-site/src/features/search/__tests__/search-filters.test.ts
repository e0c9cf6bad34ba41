// The API's own filter parser and evaluator: the strings built here must be what the embedded engine accepts.
import { compileFilter, recordColumns, parseFilters } from 'api/search-filters';
import { createSearchRecord } from 'shared-contracts/testing';
import type { SearchRecord } from 'shared-contracts/search';
import { buildFilters, buildSearchRequests, buildServiceTypeFacetRequest, buildSiteListingRequest, categoryAttribute, type SearchFilter } from '../lib/search-filters';

/** The objectIDs of `records` that a filter string lets through, evaluated by the API's engine code. */
function matching(filter: string, records: SearchRecord[]): string[] {
  const node = parseFilters(filter);
  if (!node) return records.map((record) => record.objectID);
  const accepts = compileFilter(node, recordColumns(records));
  return records.filter((_, doc) => accepts(doc)).map((record) => record.objectID);
}

const records = [
  createSearchRecord({ objectID: '1', location_id: 3, site_ids: [7], service_type: 'hotels', lowest_price: 900, ratings: 4.5, categories: { lvl0: ['Stay'], lvl1: ['Stay > Hotel'] } }),
  createSearchRecord({ objectID: '2', location_id: 4, site_ids: [7], service_type: 'hotels', lowest_price: 1500, ratings: 3.2, categories: { lvl0: ['Stay'], lvl1: ['Stay > Cabin "Nordic"'] } }),
  createSearchRecord({ objectID: '3', location_id: 12, site_ids: [7, 8], service_type: 'activities', lowest_price: 450, ratings: 4.9, categories: { lvl0: ['Tours'], lvl1: ['Tours > Kayaking'] } }),
  createSearchRecord({ objectID: '4', site_ids: [8], service_type: 'activities', lowest_price: 300, ratings: 5, categories: { lvl0: ['Tours'], lvl1: ['Tours > Kayaking'] } }),
  createSearchRecord({ objectID: '5', location_id: null, site_ids: [7], service_type: 'rentals', lowest_price: 200, ratings: null, categories: { lvl0: ['Bikes'], lvl1: [] } }),
];

describe('buildFilters', () => {
  it('limits every search to the site and to services', () => {
    expect(buildFilters({ siteId: 7 })).toBe('type:service AND site_ids:7');
    expect(matching(buildFilters({ siteId: 7 }), records)).toEqual(['1', '2', '3', '5']);
  });

  it('joins the filters with AND', () => {
    const filter: SearchFilter = { siteId: 7, serviceType: 'hotels', priceRange: [800, 1000], ratings: 4 };
    expect(buildFilters(filter)).toBe('type:service AND site_ids:7 AND service_type:hotels AND lowest_price>=800 AND lowest_price<=1000 AND ratings>=4');
    expect(matching(buildFilters(filter), records)).toEqual(['1']);
  });

  it('ORs the service ids', () => {
    const filters = buildFilters({ siteId: 7, serviceIds: [1, '3', 4] });
    expect(filters).toBe('type:service AND site_ids:7 AND (objectID:"1" OR objectID:"3" OR objectID:"4")');
    expect(matching(filters, records)).toEqual(['1', '3']);
  });

  it('sends the price as a >= and <= pair on lowest_price, either end open', () => {
    expect(buildFilters({ siteId: 7, priceRange: [400, 1000] })).toContain('lowest_price>=400 AND lowest_price<=1000');
    expect(matching(buildFilters({ siteId: 7, priceRange: [400, 1000] }), records)).toEqual(['1', '3']);
    expect(matching(buildFilters({ siteId: 7, priceRange: [undefined, 450] }), records)).toEqual(['3', '5']);
    expect(buildFilters({ siteId: 7, priceRange: [1000, undefined] })).not.toContain('<=');
  });

  it.each(['activities', 'hotels', 'events', 'packages'] as const)('filters %s categories on the lvl1 facet', (serviceType) => {
    expect(categoryAttribute(serviceType)).toBe('categories.lvl1');
    expect(buildFilters({ siteId: 7, serviceType, categories: ['A > B'] })).toContain('categories.lvl1:"A > B"');
  });

  it.each(['rentals', 'restaurants', 'attractions', undefined] as const)('filters %s categories on lvl0, never lvl1', (serviceType) => {
    const filters = buildFilters({ siteId: 7, ...(serviceType ? { serviceType } : {}), categories: ['Bikes'] });
    expect(filters).toContain('categories.lvl0:"Bikes"');
    expect(filters).not.toContain('lvl1');
  });

  it('ORs several categories and quotes values with spaces, ">" and quotes', () => {
    const filters = buildFilters({ siteId: 7, serviceType: 'hotels', categories: ['Stay > Hotel', 'Stay > Cabin "Nordic"'] });
    expect(filters).toContain('(categories.lvl1:"Stay > Hotel" OR categories.lvl1:"Stay > Cabin \\"Nordic\\"")');
    expect(matching(filters, records)).toEqual(['1', '2']);
  });

  it('applies ratings to hotels only', () => {
    expect(buildFilters({ siteId: 7, serviceType: 'hotels', ratings: 4 })).toContain('ratings>=4');
    expect(buildFilters({ siteId: 7, serviceType: 'activities', ratings: 4 })).not.toContain('ratings');
    expect(buildFilters({ siteId: 7, ratings: 4 })).not.toContain('ratings');
  });

  it('leaves out the parts a facet query counts across', () => {
    const filter: SearchFilter = { siteId: 7, serviceType: 'hotels', categories: ['Stay > Hotel'], priceRange: [1, 2], ratings: 3 };
    expect(buildFilters(filter, ['categories'])).not.toContain('categories');
    expect(buildFilters(filter, ['price', 'ratings'])).toBe('type:service AND site_ids:7 AND service_type:hotels AND categories.lvl1:"Stay > Hotel"');
  });

  it('ORs the destinations (location ids), ANDed with the other filters', () => {
    expect(buildFilters({ siteId: 7, locationIds: [3] })).toBe('type:service AND site_ids:7 AND location_id:3');
    const filters = buildFilters({ siteId: 7, locationIds: [3, 12] });
    expect(filters).toBe('type:service AND site_ids:7 AND (location_id:3 OR location_id:12)');
    expect(matching(filters, records)).toEqual(['1', '3']);
    const hotels = buildFilters({ siteId: 7, serviceType: 'hotels', locationIds: [3, 4, 12], priceRange: [1000, undefined] });
    expect(hotels).toBe('type:service AND site_ids:7 AND service_type:hotels AND (location_id:3 OR location_id:4 OR location_id:12) AND lowest_price>=1000');
    expect(matching(hotels, records)).toEqual(['2']);
    expect(buildFilters({ siteId: 7, locationIds: [3, 12] }, ['locations'])).toBe('type:service AND site_ids:7');
  });

  it('adds location and supplier when given', () => {
    expect(buildFilters({ siteId: 7, locationId: 3, supplierId: 9 })).toBe('type:service AND site_ids:7 AND location_id:3 AND supplier_id:9');
  });
});

describe('buildSearchRequests', () => {
  const filter: SearchFilter = { siteId: 7, serviceType: 'hotels', categories: ['Stay > Hotel'], priceRange: [100, 900], ratings: 4 };

  it('builds the 3 queries of one search on services_{locale}, page 1 being index page 0, 5 hits a page', () => {
    const requests = buildSearchRequests({ locale: 'no', query: 'fjord', filter, page: 1 });
    expect(requests).toHaveLength(3);
    expect(requests.every((request) => request.indexName === 'services_no' && request.query === 'fjord')).toBe(true);
    expect(requests[0]).toEqual({
      indexName: 'services_no',
      query: 'fjord',
      attributesToHighlight: [],
      filters: buildFilters(filter),
      facets: ['service_type', 'categories.lvl1', 'lowest_price', 'ratings'],
      hitsPerPage: 5,
      page: 0,
    });
    expect(requests[1]).toMatchObject({ facets: ['categories.lvl1', 'location_id'], hitsPerPage: 0, filters: buildFilters(filter, ['categories', 'locations']) });
    expect(requests[2]).toMatchObject({ facets: ['lowest_price', 'ratings', 'categories.lvl1'], hitsPerPage: 0, filters: buildFilters(filter, ['price', 'ratings']) });
    for (const request of requests) expect(() => parseFilters(request.filters)).not.toThrow();
  });

  it('counts destinations in query 2, without the destination filter that the other queries apply', () => {
    const withPlaces: SearchFilter = { ...filter, locationIds: [3, 4] };
    const requests = buildSearchRequests({ locale: 'en', query: '', filter: withPlaces, page: 1 });
    expect(requests).toHaveLength(3);
    expect(requests[0]?.filters).toContain('(location_id:3 OR location_id:4)');
    expect(requests[1]).toMatchObject({ facets: ['categories.lvl1', 'location_id'], filters: 'type:service AND site_ids:7 AND service_type:hotels AND lowest_price>=100 AND lowest_price<=900 AND ratings>=4' });
    expect(requests[2]?.filters).toContain('(location_id:3 OR location_id:4)');
    for (const request of requests) expect(matching(request.filters, records)).toEqual(['1']);
    expect(matching(buildFilters({ ...withPlaces, locationIds: [12] }), records)).toEqual([]);
  });

  it('converts the 1-based page to the 0-based index page', () => {
    expect(buildSearchRequests({ locale: 'en', query: '', filter, page: 3 })[0]?.page).toBe(2);
    expect(buildSearchRequests({ locale: 'en', query: '', filter, page: 3, hitsPerPage: 10 })[0]).toMatchObject({ page: 2, hitsPerPage: 10 });
  });

  it('adds a 4th map query of up to 1000 hits with only marker attributes, inside the bounds when there are some', () => {
    const unbounded = buildSearchRequests({ locale: 'en', query: '', filter, page: 2, map: { bounds: null } });
    expect(unbounded).toHaveLength(4);
    expect(unbounded[3]).toEqual({
      indexName: 'services_en',
      query: '',
      attributesToHighlight: [],
      filters: buildFilters(filter),
      hitsPerPage: 1000,
      page: 0,
      attributesToRetrieve: ['name', 'service_type', '_geoloc', 'lowest_price', 'currency', 'location_name'],
    });
    const bounded = buildSearchRequests({ locale: 'en', query: '', filter, page: 1, map: { bounds: [63, 5, 59, 11] } });
    expect(bounded[3]?.insideBoundingBox).toEqual([[63, 5, 59, 11]]);
  });

  it('builds the service-type facet search and the site listing', () => {
    expect(buildServiceTypeFacetRequest({ locale: 'sv', query: 'kajak', siteId: 7 })).toEqual({
      indexName: 'services_sv',
      query: 'kajak',
      attributesToHighlight: [],
      filters: 'type:service AND site_ids:7',
      facets: ['service_type'],
      hitsPerPage: 0,
    });
    expect(buildSiteListingRequest({ locale: 'en', siteId: 7 })).toEqual({ indexName: 'services_en', query: '', attributesToHighlight: [], filters: 'type:service AND site_ids:7', hitsPerPage: 1000, page: 0 });
  });
});
