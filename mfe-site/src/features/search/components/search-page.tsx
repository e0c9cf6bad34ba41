/**
 * The storefront search page (issue 3 §3; spec 001 §8 "Search behaviour"). The URL is the state; one search is one
 * multi-query request (3 queries, 4 with the map) to the search engine the API names (embedded or Algolia).
 */
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Box, Button, EmptyState, ErrorPanel, Grid, Heading, HStack, Stack, Text } from 'shared-ui';
import { useSearchParams } from 'shared-ui/router';
import { Skeleton } from 'shared-ui/storefront';
import { pushAlert, useT } from 'shared-runtime/session';
import { useLocationNames, useServiceSearch, useServiceTypeCounts } from '../api/search-services';
import { useSearchPageSettings } from '../api/search-page-settings';
import { useStorefront } from '../../../lib/storefront';
import { themedSubtitle, themedTitle } from '../../../lib/theme';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useNarrowScreen } from '../../../lib/use-narrow-screen';
import { viewBounds, type MapView } from '../lib/map-view';
import { changeFilters, EMPTY_SEARCH_STATE, parseSearchState, toSearchParams, type SearchChange, type SearchState } from '../lib/search-state';
import { Pagination } from './pagination';
import { ResultCard } from './result-card';
import { SearchFiltersPanel } from './search-filters-panel';
import { SearchForm } from './search-form';

/** The map is drawn only when the visitor asks for it (issue 16 §5): its code stays off the list's load. */
const ResultsMap = lazy(() => import(/* webpackChunkName: "site-search-map" */ './results-map').then((module) => ({ default: module.ResultsMap })));

/** How long the map must rest before its new bounds are searched. */
const MAP_SEARCH_DELAY_MS = 300;

type ResultsView = 'list' | 'map';

export default function SearchPage() {
  const t = useT();
  const headingId = useId();
  const resultsHeadingId = useId();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearchState(params), [params]);
  const update = (next: SearchState) => setParams(toSearchParams(next));
  const change = (patch: SearchChange) => update(changeFilters(state, patch));

  const [resultsView, setResultsView] = useState<ResultsView>('list');
  const narrow = useNarrowScreen();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const [mapView, setMapView] = useState<MapView | null>(null);
  const stateKey = params.toString();
  // New filters: the map fits the new results again instead of keeping a box they may not be in.
  useEffect(() => setMapView(null), [stateKey]);
  const bounds = useDebouncedValue(mapView ? viewBounds(mapView).join(',') : null, MAP_SEARCH_DELAY_MS);
  const map = useMemo(() => (resultsView === 'map' ? { bounds: bounds ? (bounds.split(',').map(Number) as [number, number, number, number]) : null } : null), [resultsView, bounds]);

  const search = useServiceSearch(state, map);
  const types = useServiceTypeCounts(state.q);

  const facetFailure = types.error as unknown;
  useEffect(() => {
    if (facetFailure) pushAlert({ status: 'error', messageId: 'errors.facetSearchFailed' });
  }, [facetFailure]);

  // The destination filter's names: the facet's values and the chosen ones, read from locations_{locale}.
  const locationCounts = search.data?.locationCounts;
  const locationIds = useMemo(() => [...Object.keys(locationCounts ?? {}), ...state.locations.map(String)], [locationCounts, state.locations]);
  const locationNames = useLocationNames(locationIds);
  // Once per failure (each failed request is a new error); the filter then shows the ids.
  const namesFailure = locationNames.error as unknown;
  useEffect(() => {
    if (namesFailure) pushAlert({ status: 'error', messageId: 'errors.objectIdsFailed' });
  }, [namesFailure]);

  // Moving to another page puts the reader at the top of the new results.
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(state.page);
  useEffect(() => {
    if (shownPage.current !== state.page) resultsHeading.current?.focus();
    shownPage.current = state.page;
  }, [state.page]);

  const data = search.data;
  const hrefForPage = (page: number) => `?${toSearchParams({ ...state, page }).toString()}`;

  return (
    <Box as="section" aria-labelledby={headingId} maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py="8">
      <Stack gap="6">
        <SearchPageHeader headingId={headingId} />
        <SearchForm query={state.q} onSearch={(q) => change({ q })} />
        <Grid templateColumns={{ base: '1fr', md: '16rem 1fr' }} gap="8" alignItems="start">
          <Stack gap="3">
            {narrow ? (
              <Button variant="outline" alignSelf="start" aria-expanded={filtersOpen} aria-controls={filtersId} onClick={() => setFiltersOpen((open) => !open)}>
                {t('site.search.filters.heading')}
              </Button>
            ) : null}
            {/* On a phone the filters sit above the results: folded away, their lists arriving cannot push the results down. */}
            <Box id={filtersId} hidden={narrow && !filtersOpen}>
              <SearchFiltersPanel
                state={state}
                onChange={change}
                onClear={() => update(EMPTY_SEARCH_STATE)}
                typeCounts={types.data ?? null}
                categoryCounts={data?.categoryCounts ?? {}}
                locationCounts={data?.locationCounts ?? {}}
                locationNames={(!locationNames.error && locationNames.data) || {}}
                priceStats={data?.priceStats ?? null}
                ratingCounts={data?.ratingCounts ?? {}}
              />
            </Box>
          </Stack>
          <Stack gap="4" aria-busy={search.isValidating || search.isLoading}>
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Box>
                <Heading as="h2" size="lg" id={resultsHeadingId} ref={resultsHeading} tabIndex={-1} outline="none">
                  {t('site.search.results.heading')}
                </Heading>
                <Text role="status" aria-live="polite" color="fg.muted">
                  {data && !search.error ? t('site.search.results.count', { count: data.nbHits }) : search.isLoading ? t('site.search.results.loading') : ''}
                </Text>
              </Box>
              <HStack role="group" aria-label={t('site.search.view.label')} gap="1">
                {(['list', 'map'] as const).map((view) => (
                  <Button key={view} size="sm" variant={resultsView === view ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={resultsView === view} onClick={() => setResultsView(view)}>
                    {t(`site.search.view.${view}`)}
                  </Button>
                ))}
              </HStack>
            </HStack>
            {search.error ? (
              <ErrorPanel message={t('errors.searchFailed')} onRetry={() => void search.mutate()} />
            ) : search.isLoading || !data ? (
              <ResultsSkeleton />
            ) : data.nbHits === 0 && resultsView === 'list' ? (
              <EmptyState
                title={t('site.search.empty.title')}
                description={t('site.search.empty.description')}
                action={
                  hasAnyFilter(state) ? (
                    <Button variant="outline" onClick={() => update(EMPTY_SEARCH_STATE)}>
                      {t('site.search.filters.clear')}
                    </Button>
                  ) : undefined
                }
              />
            ) : resultsView === 'map' ? (
              <Suspense fallback={<ResultsSkeleton />}>
                <ResultsMap hits={data.mapHits ?? []} view={mapView} onViewChange={setMapView} />
              </Suspense>
            ) : (
              <>
                <Stack as="ul" listStyleType="none" gap="4" p="0" m="0" aria-labelledby={resultsHeadingId}>
                  {data.hits.map((hit) => (
                    <li key={hit.objectID}>
                      <ResultCard hit={hit} />
                    </li>
                  ))}
                </Stack>
                <Pagination page={state.page} pageCount={data.nbPages} hrefFor={hrefForPage} />
              </>
            )}
          </Stack>
        </Grid>
      </Stack>
    </Box>
  );
}

const hasAnyFilter = (state: SearchState) => Boolean(state.type || state.q || state.categories.length || state.locations.length || state.priceMin !== undefined || state.priceMax !== undefined || state.rating !== undefined);

function ResultsSkeleton() {
  return (
    <Stack gap="4" aria-hidden>
      {[0, 1, 2].map((row) => (
        <HStack key={row} gap="4" align="stretch">
          <Skeleton w="48" h="32" borderRadius="l2" />
          <Stack flex="1" gap="2">
            <Skeleton h="5" w="60%" />
            <Skeleton h="4" w="40%" />
            <Skeleton h="4" w="30%" />
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

/**
 * The page's title: the site's own (its search page settings, in the page's language) over its cover picture, or the
 * platform's "Search". The cover is decoration: the title says what the page is.
 */
function SearchPageHeader({ headingId }: { headingId: string }) {
  const t = useT();
  const { site, lang } = useStorefront();
  const { data } = useSearchPageSettings(site.id, lang);
  const title = data?.title ?? t('site.search.title');
  const subtitle = data?.subtitle ?? null;
  if (data?.cover_image_url) {
    return (
      <Box
        data-testid="search-cover"
        borderRadius="lg"
        overflow="hidden"
        px={{ base: '5', md: '8' }}
        py={{ base: '10', md: '16' }}
        color="white"
        bgImage={`linear-gradient(rgba(0, 0, 0, 0.45), rgba(0, 0, 0, 0.45)), url("${encodeURI(data.cover_image_url)}")`}
        bgSize="cover"
        bgPos="center"
      >
        <Heading as="h1" id={headingId} size="2xl" color="inherit">
          {title}
        </Heading>
        {subtitle ? <Text mt="2" fontSize="lg">{subtitle}</Text> : null}
      </Box>
    );
  }
  return (
    <Stack gap="1">
      <Heading as="h1" id={headingId} size="2xl" {...themedTitle}>
        {title}
      </Heading>
      {subtitle ? <Text {...themedSubtitle}>{subtitle}</Text> : null}
    </Stack>
  );
}
