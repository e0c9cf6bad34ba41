import { changeFilters, parseSearchState, toSearchFilter, toSearchParams } from '../lib/search-state';

const parse = (query: string) => parseSearchState(new URLSearchParams(query));

describe('search URL state', () => {
  it('reads every parameter and writes it back unchanged', () => {
    const query = 'type=hotels&q=fjord&category=Stay+%3E+Hotel&category=Stay+%3E+Cabin&location=3&location=12&price_min=100&price_max=900&rating=4&page=3';
    const state = parse(query);
    expect(state).toEqual({ type: 'hotels', q: 'fjord', categories: ['Stay > Hotel', 'Stay > Cabin'], locations: [3, 12], priceMin: 100, priceMax: 900, rating: 4, page: 3 });
    expect(toSearchParams(state).toString()).toBe(query);
  });

  it('falls back to defaults on missing or invalid values', () => {
    expect(parse('page=0&rating=9&price_min=-5&type=spaceships')).toEqual({ q: '', categories: [], locations: [], page: 1 });
    // Location ids are whole numbers; repeats collapse.
    expect(parse('location=abc&location=&location=-1&location=4&location=4&location=1.5').locations).toEqual([4]);
    expect(parse('page=abc').page).toBe(1);
    expect(toSearchParams(parse('')).toString()).toBe('');
  });

  it('accepts the singular service type a redirect may carry', () => {
    expect(parse('type=hotel').type).toBe('hotels');
    expect(parse('type=Activity').type).toBe('activities');
  });

  it('swaps a reversed price range', () => {
    expect(parse('price_min=900&price_max=100')).toMatchObject({ priceMin: 100, priceMax: 900 });
  });

  it('resets the page to 1 when a filter changes, and drops categories and rating with a new type', () => {
    const state = parse('type=hotels&category=Stay+%3E+Hotel&location=4&rating=4&page=3&price_max=500');
    expect(changeFilters(state, { q: 'x' })).toMatchObject({ page: 1, q: 'x', rating: 4, categories: ['Stay > Hotel'] });
    const activities = changeFilters(state, { type: 'activities' });
    expect(activities).toEqual({ type: 'activities', q: '', categories: [], locations: [4], priceMax: 500, page: 1 });
    expect(changeFilters(state, { locations: [4, 9] })).toMatchObject({ page: 1, locations: [4, 9] });
    expect(toSearchParams(changeFilters(state, { priceMax: undefined })).has('price_max')).toBe(false);
  });

  it('maps to the search filter of the site', () => {
    expect(toSearchFilter(parse('type=hotels&price_max=500&rating=3'), 7)).toEqual({ siteId: 7, serviceType: 'hotels', priceRange: [undefined, 500], ratings: 3 });
    expect(toSearchFilter(parse('location=4&location=9'), 7)).toEqual({ siteId: 7, locationIds: [4, 9] });
  });
});
