/** Algolia's `filters` syntax as the embedded engine reads it, published as `api/search-filters` (mfe-site's tests check the filters its search page writes against it). */
export { compileFilter, recordColumns } from './compile-filter';
export { parseFilters } from './parse-filters';
