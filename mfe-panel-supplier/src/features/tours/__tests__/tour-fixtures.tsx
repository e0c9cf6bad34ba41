/**
 * What the activity tests share: answers shaped (and checked) by the contract, the fake API server, and the Area
 * rendered at a path with a fresh swr cache. Fixtures are parsed with the contract's schemas, so one that drifts
 * from the API's answers fails here, not in the page.
 */
import type { ReactElement, ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ActivityKind, GeneralStatus, ProductKind, TourProviderType } from 'shared-contracts/enums';
import { TourFullSchema, TourListItemSchema, type TourFull, type TourListItem } from 'shared-contracts/tours';
import type { ApiServer, RecordedRequest } from 'shared-contracts/testing/api-server';
import * as v from 'shared-contracts/valibot';
import { renderWithProviders } from 'shared-ui/testing';
import Area from '../../../expose/area';

// jsdom has no PointerEvent; Chakra's focus tracking creates one when a checkbox or switch takes focus.
if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? (T[K] extends unknown[] ? T[K] : DeepPartial<T[K]>) : T[K] };

/** A list row as POST /tour-listing answers it. */
export function createListItem(overrides: Partial<TourListItem> & { id: number; name: string }): TourListItem {
  return v.parse(TourListItemSchema, {
    locale: 'en',
    slug: overrides.name.toLowerCase().replace(/\W+/g, '-'),
    product_code: `WH-ACT-${String(overrides.id).padStart(6, '0')}`,
    service_type: 'activities',
    service_type_id: 1,
    status: GeneralStatus.Active,
    is_private: false,
    sync_failed: false,
    image: null,
    location: { id: 5, name: 'Oslo' },
    duration: '2h 30m',
    lowest_price: null,
    supplier_id: 7,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    ...overrides,
  });
}

/** A whole activity as GET /tours/{id}/full answers it: a Pending draft unless told otherwise. */
export function createTourFull(overrides: DeepPartial<TourFull> & { id: number }): TourFull {
  const base: TourFull = {
    id: overrides.id,
    service_type: 'activities',
    service_type_id: 1,
    status: GeneralStatus.Pending,
    is_private: false,
    sync_failed: false,
    slug: 'fjord-kayak',
    product_code: `WH-ACT-${String(overrides.id).padStart(6, '0')}`,
    currency: 'NOK',
    time_zone: 'Europe/Oslo',
    supplier_id: 7,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    locale: 'en',
    text_locale: 'en',
    locales: ['en'],
    vital_details: {
      name: 'Fjord Kayak',
      kind: ProductKind.Tour,
      activity_kind: ActivityKind.normal,
      provider_type: TourProviderType.NORMAL_TOUR,
      location_id: 5,
      location_name: 'Oslo',
      position: { lat: 59.9139, lng: 10.7522 },
      duration: '2h 30m',
      duration_stored: '2:30',
      channel_product_code: null,
    },
    basic_details: { short_description: '', long_description: '', highlights: [], inclusions: [], exclusions: [], meeting_point: null, meeting_position: null },
    gallery_and_widget: { media: [] },
    tags_and_categories: { tag_ids: [], category_ids: [] },
    taxation: { tax_category_id: null, commission_category_id: null },
    seasonal: { seasons: [] },
    feature_ids: [],
    notification_emails: [],
    sellable: { ready: false, missing: ['image', 'pricedOption', 'futureDeparture'] },
  };
  const merged = { ...base, ...overrides } as Record<string, unknown>;
  for (const key of ['vital_details', 'basic_details', 'gallery_and_widget', 'tags_and_categories', 'taxation', 'seasonal', 'sellable'] as const) {
    merged[key] = { ...base[key], ...(overrides[key] ?? {}) };
  }
  return v.parse(TourFullSchema, merged);
}

/** The at-a-glance answer of an activity that has nothing but its details. */
export function emptyGlance(tour: TourFull) {
  return {
    data: {
      id: tour.id,
      name: tour.vital_details.name,
      status: tour.status,
      is_private: tour.is_private,
      media: tour.gallery_and_widget.media.length,
      options: 0,
      tickets: 0,
      priced_tickets: 0,
      upcoming_departures: 0,
      next_departure: null,
      seats_left_30_days: 0,
      lowest_price: null,
      sellable: tour.sellable,
    },
  };
}

/** The requests made to "METHOD /path" (the query left out of the match, kept in `path`). */
export function requestsTo(server: ApiServer, method: string, path: string): RecordedRequest[] {
  return server.requests.filter((request) => request.method === method && request.path.split('?')[0] === path);
}

export function renderArea(route: string, wrap: (ui: ReactNode) => ReactElement = (ui) => <>{ui}</>) {
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{wrap(<Area />)}</SWRConfig>,
    { route, path: '/:lang/*' },
  );
}
