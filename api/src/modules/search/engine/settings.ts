/** What Algolia keeps as index settings; the embedded engine has one fixed set for the service indexes. */
export interface IndexSettings {
  /** In order of importance: a match in an earlier attribute ranks higher. Dotted paths reach nested values. */
  searchableAttributes: readonly string[];
  /** What `facets: ['*']` expands to. Any attribute can be faceted or filtered on, unlike on Algolia. */
  attributesForFaceting: readonly string[];
  /** Tie-break after the textual criteria; records without the attribute come last. */
  customRanking: ReadonlyArray<{ attribute: string; order: 'asc' | 'desc' }>;
}

export const SERVICE_INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: ['name', 'location_name', 'categories.lvl0', 'categories.lvl1', 'description'],
  attributesForFaceting: [
    'type',
    'service_type',
    'categories.lvl0',
    'categories.lvl1',
    'location_id',
    'site_ids',
    'supplier_id',
    'ratings',
    'lowest_price',
    'currency',
    '_tags',
  ],
  customRanking: [
    { attribute: 'ratings', order: 'desc' },
    { attribute: 'lowest_price', order: 'asc' },
  ],
};
