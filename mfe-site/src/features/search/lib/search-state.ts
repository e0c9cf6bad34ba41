/**
 * The search page's state lives in its URL, so a search can be shared, reloaded and walked back with the browser:
 * `?type=<service type>&q=&category=&location=&price_min=&price_max=&rating=&page=` (page 1-based; `category` and
 * `location` may repeat). The `type` may come from
 * the site's redirect service (redirection_settings.redirect_to_service), which may name the kind in the singular.
 */
import { SEARCH_SERVICE_TYPES, type SearchServiceType } from 'shared-contracts/search';
import { RATED_TYPE, type SearchFilter } from './search-filters';

export interface SearchState {
  type?: SearchServiceType;
  q: string;
  categories: string[];
  /** Destination location ids; ORed. */
  locations: number[];
  priceMin?: number;
  priceMax?: number;
  /** Minimum rating, 1 to 5. */
  rating?: number;
  /** 1-based. */
  page: number;
}

export const EMPTY_SEARCH_STATE: SearchState = { q: '', categories: [], locations: [], page: 1 };

/** Spellings the redirect service and older links use for a service type. */
const TYPE_ALIASES: Record<string, SearchServiceType> = {
  activity: 'activities',
  tour: 'activities',
  tours: 'activities',
  event: 'events',
  hotel: 'hotels',
  attraction: 'attractions',
  restaurant: 'restaurants',
  rental: 'rentals',
  package: 'packages',
};

export function parseServiceType(value: string | null | undefined): SearchServiceType | undefined {
  if (!value) return undefined;
  const key = value.trim().toLowerCase();
  if ((SEARCH_SERVICE_TYPES as readonly string[]).includes(key)) return key as SearchServiceType;
  return TYPE_ALIASES[key];
}

function nonNegative(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

export function parseSearchState(params: URLSearchParams): SearchState {
  const page = Number(params.get('page'));
  const rating = Number(params.get('rating'));
  let priceMin = nonNegative(params.get('price_min'));
  let priceMax = nonNegative(params.get('price_max'));
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const type = parseServiceType(params.get('type'));
  return {
    ...(type ? { type } : {}),
    q: (params.get('q') ?? '').trim(),
    categories: [...new Set(params.getAll('category').filter((value) => value !== ''))],
    locations: [...new Set(params.getAll('location').filter((value) => /^\d{1,9}$/.test(value)).map(Number))],
    ...(priceMin !== undefined ? { priceMin } : {}),
    ...(priceMax !== undefined ? { priceMax } : {}),
    ...(Number.isInteger(rating) && rating >= 1 && rating <= 5 ? { rating } : {}),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a state; defaults (page 1, empty text) are left out. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.type) params.set('type', state.type);
  if (state.q) params.set('q', state.q);
  for (const category of state.categories) params.append('category', category);
  for (const location of state.locations) params.append('location', String(location));
  if (state.priceMin !== undefined) params.set('price_min', String(state.priceMin));
  if (state.priceMax !== undefined) params.set('price_max', String(state.priceMax));
  if (state.rating !== undefined) params.set('rating', String(state.rating));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export type SearchChange = Partial<Omit<SearchState, 'page'>>;

/**
 * A filter change: back to page 1. A new service type also drops the categories (they belong to a type's own
 * category tree) and, away from hotels, the rating.
 */
export function changeFilters(state: SearchState, change: SearchChange): SearchState {
  const next: SearchState = { ...state, ...change, page: 1 };
  if ('type' in change && change.type !== state.type) {
    next.categories = [];
    if (change.type !== RATED_TYPE) delete next.rating;
  }
  for (const key of ['type', 'priceMin', 'priceMax', 'rating'] as const) {
    if (key in change && change[key] === undefined) delete next[key];
  }
  return next;
}

export function hasFilters(state: SearchState): boolean {
  return Boolean(state.q || state.categories.length || state.locations.length || state.priceMin !== undefined || state.priceMax !== undefined || state.rating !== undefined);
}

export function toSearchFilter(state: SearchState, siteId: number): SearchFilter {
  return {
    siteId,
    ...(state.type ? { serviceType: state.type } : {}),
    ...(state.categories.length ? { categories: state.categories } : {}),
    ...(state.locations.length ? { locationIds: state.locations } : {}),
    ...(state.priceMin !== undefined || state.priceMax !== undefined ? { priceRange: [state.priceMin, state.priceMax] as const } : {}),
    ...(state.rating !== undefined ? { ratings: state.rating } : {}),
  };
}
