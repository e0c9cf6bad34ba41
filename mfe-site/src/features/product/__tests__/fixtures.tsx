/** Answers of the public API for the product page tests, shaped by the contract schemas (checked by the client). */
import { DateTime } from 'luxon';
import { SWRConfig } from 'swr';
import { money, type ServiceDetail } from 'shared-contracts/catalogue';
import { MediaSourceType, MediaState } from 'shared-contracts/enums';
import { createPartnerSite } from 'shared-contracts/testing';
import { Route, Routes, useLocation } from 'shared-ui/router';
import { renderStorefront } from '../../../testing/render-storefront';
import ProductPage, { type ProductRouteKind } from '../components/product-page';

const KINDS: ProductRouteKind[] = ['activity', 'adventure', 'event', 'hotel', 'package', 'rental', 'restaurant', 'attraction'];

export const site = createPartnerSite({ id: 7 });

/** Next month: every date in it is in the future, whatever day the tests run. */
export const nextMonth = DateTime.utc().plus({ months: 1 }).startOf('month');
export const dayOf = (day: number) => nextMonth.set({ day }).toISODate() ?? '';

export function createServiceDetail(overrides: Partial<ServiceDetail> = {}): ServiceDetail {
  return {
    id: 11,
    service_type: 'activities',
    service_type_id: 1,
    slug: 'oslo-fjord-cruise',
    locale: 'en',
    name: 'Oslo Fjord Cruise',
    short_description: 'Glide past islands on a wooden ship.',
    image: 'https://img.example/cover.jpg',
    location: { id: 1, name: 'Oslo' },
    lat: 59.9,
    lng: 10.7,
    rating: 4.7,
    currency: 'NOK',
    lowest_price: money(49_900, 'NOK'),
    categories: { lvl0: ['Tours'], lvl1: ['Boat tours'] },
    duration: '02:30',
    long_description: 'Board a traditional wooden sailing ship at Aker Brygge.',
    meeting_point: 'Pier 3, Aker Brygge',
    highlights: ['Views of the Opera House'],
    time_zone: 'UTC',
    supplier_id: 3,
    product_code: 'P-11',
    gallery: [
      { id: 1, url: 'https://img.example/1.jpg', alt: 'The ship at the pier', source_type: MediaSourceType.file, state: MediaState.Approved, position: 1 },
      { id: 2, url: 'https://img.example/2.jpg', alt: 'The Opera House from the fjord', source_type: MediaSourceType.file, state: MediaState.Approved, position: 2 },
    ],
    tags: [{ id: 1, name: 'Family friendly', slug: 'family-friendly' }],
    cancellation_policy: [
      { hours: 96, refund_percentage: 100 },
      { hours: 24, refund_percentage: 50 },
      { hours: 0, refund_percentage: 0 },
    ],
    activity: { duration: '26:30', duration_minutes: 1590, activity_kind: 1, provider_type: 1 },
    hotel: null,
    package: null,
    rental: null,
    restaurant: null,
    attraction: null,
    ...overrides,
  };
}

/** Renders the product routes as the storefront mounts them (one per kind), a fresh SWR cache and a URL probe. */
export function renderProduct(route: string, locale: 'en' | 'no' | 'sv' = 'en') {
  return renderStorefront(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Routes>
        {KINDS.map((kind) => (
          <Route key={kind} path={`${kind}/:id?`} element={<ProductPage kind={kind} />} />
        ))}
      </Routes>
      <LocationProbe />
    </SWRConfig>,
    { site, route, path: '/:lang/*', locale },
  );
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
