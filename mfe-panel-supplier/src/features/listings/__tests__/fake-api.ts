/**
 * The rentals, restaurants and attractions calls as the API answers them (api/src/modules/core/listings), over a
 * real HTTP server: bodies are checked with the contract's input schemas and every answer is parsed with its answer
 * schema, so the pages and this fake cannot drift from the contract unnoticed.
 */
import { GeneralStatus, ServiceListFilter } from 'shared-contracts/enums';
import { issuesFromValibot } from 'shared-contracts/errors';
import {
  CreateListingInputSchema,
  LISTING_CALLS,
  LISTING_SECTION_SCHEMAS,
  LISTING_TYPE_ID,
  LISTING_TYPES,
  ListingDeletedAnswerSchema,
  type ListingFull,
  ListingFullAnswerSchema,
  ListingListAnswerSchema,
  ListingListInputSchema,
  type ListingReadyPart,
  ListingStateAnswerSchema,
  ListingStatusCountsAnswerSchema,
  type ListingServiceType as ListingType,
  LocationChoicesAnswerSchema,
} from 'shared-contracts/listings';
import { formatMessage, isMessageId, type MessageId, type MessageValues } from 'shared-contracts/messages';
import { api } from 'shared-contracts/paths';
import { money } from 'shared-contracts/site-content';
import { type ApiServer, type FakeAnswer, type RecordedRequest, startApiServer } from 'shared-contracts/testing/api-server';
import { CategorySelectAnswerSchema, TagSelectAnswerSchema } from 'shared-contracts/tours';
import * as v from 'shared-contracts/valibot';

export const SUPPLIER_ID = 7;
const AT = '2026-11-20T10:00:00.000Z';
export const OSLO = { id: 3, name: 'Oslo', country: 'NO', parent_id: 1, position: { lat: 59.91, lng: 10.75 } };

/** A stored listing: its full answer, without what is derived (readiness, money). */
export type Stored = Omit<ListingFull, 'readiness'>;

const localeOf = (request: RecordedRequest) => String(request.headers['app-locale'] ?? 'en');
const text = (request: RecordedRequest, id: MessageId, values?: MessageValues) => formatMessage(localeOf(request), id, values);

function parseBody<S extends v.GenericSchema>(schema: S, request: RecordedRequest): { ok: true; value: v.InferOutput<S> } | { ok: false; answer: FakeAnswer } {
  const parsed = v.safeParse(schema, request.body);
  if (parsed.success) return { ok: true, value: parsed.output };
  const issues = issuesFromValibot(parsed.issues, (id) => text(request, id as MessageId), isMessageId);
  return { ok: false, answer: { status: 400, body: { message: text(request, 'errors.badRequest'), code: 'VALIDATION_FAILED', issues } } };
}

function readiness(listing: Stored): { ready: boolean; missing: ListingReadyPart[] } {
  const missing: ListingReadyPart[] = [];
  if (listing.location.location_id === null) missing.push('location');
  if (!listing.gallery.media.some((m) => m.source_type !== 2)) missing.push('image');
  if (!listing.rental && !listing.restaurant && !listing.attraction) missing.push('typeDetails');
  return { ready: missing.length === 0, missing };
}

/** A listing of `type` as the API would have it after create (and `overrides`). */
export function storedListing(type: ListingType, id: number, overrides: Partial<Stored> = {}): Stored {
  return {
    id,
    service_type: type,
    service_type_id: LISTING_TYPE_ID[type],
    status: GeneralStatus.Pending,
    slug: `listing-${id}`,
    product_code: `WH-${type.slice(0, 3).toUpperCase()}-${String(id).padStart(6, '0')}`,
    currency: 'NOK',
    time_zone: 'UTC',
    supplier_id: SUPPLIER_ID,
    created_at: AT,
    updated_at: AT,
    locale: 'en',
    text_locale: 'en',
    locales: ['en'],
    basic_details: { name: `Listing ${id}`, short_description: '', long_description: '', highlights: [] },
    location: { location_id: null, location_name: null, position: null, meeting_point: null },
    gallery: { media: [] },
    tags_and_categories: { tag_ids: [], category_ids: [] },
    rental: null,
    restaurant: null,
    attraction: null,
    hotel: null,
    ...overrides,
  };
}

export interface FakeApi {
  server: ApiServer;
  listings: Map<number, Stored>;
  /** The requests made to one call ("METHOD /path"), in order. */
  calls: (route: string) => RecordedRequest[];
  /** Answers the next request to `route` with `answer` (a refusal to show), then behaves again. */
  failOnce: (route: string, answer: FakeAnswer) => void;
  reset: (seed?: Stored[]) => void;
  close: () => Promise<void>;
}

export async function startFakeApi(): Promise<FakeApi> {
  const server = await startApiServer();
  const listings = new Map<number, Stored>();
  const failures = new Map<string, FakeAnswer>();
  let nextId = 100;

  const on = (route: string, handler: (request: RecordedRequest) => FakeAnswer) =>
    server.on(route, (request) => {
      const failure = failures.get(route);
      if (failure) {
        failures.delete(route);
        return failure;
      }
      return handler(request);
    });
  const full = (listing: Stored) => v.parse(ListingFullAnswerSchema, { data: { ...listing, readiness: readiness(listing) } });
  const notFound = (request: RecordedRequest): FakeAnswer => ({ status: 404, body: { message: text(request, 'errors.notFound'), code: 'NOT_FOUND' } });
  const ofType = (type: ListingType) => [...listings.values()].filter((listing) => listing.service_type === type);

  function listingRoutes(type: ListingType, id: number) {
    const c = LISTING_CALLS[type];
    const find = () => {
      const listing = listings.get(id);
      return listing?.service_type === type ? listing : undefined;
    };
    on(`GET ${c.full.path({ id })}`, (request) => {
      const listing = find();
      return listing ? { body: full(listing) } : notFound(request);
    });
    on(`PUT ${c.update.path({ id })}`, (request) => {
      const listing = find();
      if (!listing) return notFound(request);
      const input = parseBody(LISTING_SECTION_SCHEMAS[type], request);
      if (!input.ok) return input.answer;
      const { section, ...values } = input.value as { section: string } & Record<string, unknown>;
      if (section === 'basic_details') Object.assign(listing.basic_details, values);
      if (section === 'location') {
        const location = values.location_id === OSLO.id ? OSLO : null;
        listing.location = { location_id: location?.id ?? null, location_name: location?.name ?? null, position: (values.position as Stored['location']['position']) ?? location?.position ?? null, meeting_point: (values.meeting_point as string | null) || null };
      }
      if (section === 'type_details') {
        if (type === 'rentals') {
          const rental = values as { vehicle_type: string; seats: number; price_per_day_minor: number; pickup_point: string };
          listing.rental = { ...rental, price_per_day: money(rental.price_per_day_minor, listing.currency) };
        }
        if (type === 'restaurants') listing.restaurant = values as NonNullable<Stored['restaurant']>;
        if (type === 'attractions') {
          const attraction = values as { admission_minor: number | null; opening_hours: NonNullable<Stored['attraction']>['opening_hours'] };
          listing.attraction = { ...attraction, admission: attraction.admission_minor === null ? null : money(attraction.admission_minor, listing.currency) };
        }
      }
      return { body: full(listing) };
    });
    on(`DELETE ${c.remove.path({ id })}`, (request) => {
      if (!find()) return notFound(request);
      listings.delete(id);
      return { body: v.parse(ListingDeletedAnswerSchema, { data: { id, deleted: true } }) };
    });
    on(`PUT ${c.updateStatus.path({ id })}`, (request) => {
      const listing = find();
      if (!listing) return notFound(request);
      const status = Number(new URLSearchParams(request.path.split('?')[1] ?? '').get('status')) as GeneralStatus;
      const { ready, missing } = readiness(listing);
      if (status === GeneralStatus.Active && !ready) {
        const names = missing.map((part) => text(request, part === 'typeDetails' ? 'errors.listings.missing.rentalDetails' : `errors.listings.missing.${part}`));
        return { status: 400, body: { message: text(request, 'errors.listings.notReady', { missing: names.join(', ') }), code: 'VALIDATION_FAILED' } };
      }
      listing.status = status;
      return { body: v.parse(ListingStateAnswerSchema, { data: { id, status } }) };
    });
  }

  const add = (listing: Stored) => {
    listings.set(listing.id, listing);
    listingRoutes(listing.service_type, listing.id);
  };

  for (const type of LISTING_TYPES) {
    const c = LISTING_CALLS[type];
    on(`POST ${c.listing.pattern}`, (request) => {
      const input = parseBody(ListingListInputSchema, request);
      if (!input.ok) return input.answer;
      const { search, status, page_number, limit } = input.value;
      const rows = ofType(type).filter(
        (listing) =>
          (!search || listing.basic_details.name.toLowerCase().includes(search.toLowerCase())) &&
          (status === undefined || (status !== ServiceListFilter.SYNC_FAILED && listing.status === status)),
      );
      const size = limit === -1 ? rows.length : limit;
      const page = rows.slice((Math.max(page_number, 1) - 1) * size, Math.max(page_number, 1) * size);
      const data = page.map((listing) => ({
        id: listing.id,
        name: listing.basic_details.name,
        locale: 'en',
        slug: listing.slug,
        product_code: listing.product_code,
        service_type: type,
        status: listing.status,
        image: null,
        location: listing.location.location_id === null ? null : { id: listing.location.location_id, name: listing.location.location_name ?? '' },
        price: listing.rental?.price_per_day ?? listing.attraction?.admission ?? null,
        supplier_id: listing.supplier_id,
        created_at: listing.created_at,
        updated_at: listing.updated_at,
      }));
      return { body: v.parse(ListingListAnswerSchema, { data: { data, total: rows.length, page_number, limit } }) };
    });
    on(`GET ${c.statusCounts.pattern}`, () => {
      const rows = ofType(type);
      const count = (status: GeneralStatus) => rows.filter((row) => row.status === status).length;
      const counts = { all: rows.length, active: count(1), inactive: count(2), pending: count(3), hide: count(4), sync_failed: 0 };
      return { body: v.parse(ListingStatusCountsAnswerSchema, { data: counts }) };
    });
    on(`POST ${c.create.pattern}`, (request) => {
      const input = parseBody(CreateListingInputSchema, request);
      if (!input.ok) return input.answer;
      const id = (nextId += 1);
      const location = input.value.location_id === OSLO.id ? OSLO : null;
      add(
        storedListing(type, id, {
          basic_details: { name: input.value.name, short_description: '', long_description: '', highlights: [] },
          location: { location_id: location?.id ?? null, location_name: location?.name ?? null, position: location?.position ?? null, meeting_point: null },
        }),
      );
      return { status: 201, body: full(listings.get(id)!) };
    });
  }
  on(`GET ${api.listings.locationChoices.pattern}`, () => ({ body: v.parse(LocationChoicesAnswerSchema, { data: [OSLO] }) }));
  on(`POST ${api.tours.selectTags.pattern}`, () => ({ body: v.parse(TagSelectAnswerSchema, { data: { data: [], total: 0 } }) }));
  for (const type of LISTING_TYPES) {
    for (const call of [api.tours.selectCategoryParents, api.tours.selectCategoryChildren]) {
      on(`GET ${call.path({ serviceType: type })}`, () => ({ body: v.parse(CategorySelectAnswerSchema, { data: [] }) }));
    }
  }

  return {
    server,
    listings,
    calls: (route) => server.requests.filter((request) => `${request.method} ${request.path.split('?')[0]}` === route),
    failOnce: (route, answer) => void failures.set(route, answer),
    reset(seed = []) {
      server.requests.length = 0;
      failures.clear();
      listings.clear();
      for (const listing of seed) add(listing);
    },
    close: () => server.close(),
  };
}
