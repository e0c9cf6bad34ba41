import {
  money,
  ServiceCardSchema,
  ServiceDetailSchema,
  type ServiceCard,
  type ServiceDetail,
  type Ticket,
  type TourOption,
} from 'shared-contracts/catalogue';
import type { Locale } from 'shared-contracts/constants';
import { durationMinutes } from 'shared-contracts/duration';
import {
  ActivityKind,
  GeneralStatus,
  MediaSourceType,
  MediaState,
  PricingBasis,
  PricingType,
  ServiceTypeId,
  TourProviderType,
  type ServiceTypeName,
} from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { pickText } from '../../../lib/locale';
import { toDto } from '../../../lib/validation';
import type { LocationRecordInput } from 'shared-contracts/search';
import * as booked from './booked-services.repo';
import * as repo from './catalogue.repo';
import { loadPublicSite, type PublicSite } from './public-site';

/** Texts by locale (names of services, rooms and rate plans). */
export type LocalizedText = Partial<Record<string, string>>;

/** Another module's transaction to read in: a read outside it would wait on it (PGlite runs one connection). */
export interface InTransaction {
  tx?: Db;
}

/** What a booking shows, prices and mails of a service it sold, from the catalogue as it is now. */
export interface BookedService {
  id: number;
  serviceType: number;
  /** The IANA zone the service's dates and times are local to. */
  timeZone: string;
  imageUrl: string | null;
  /** The catalogue's location (locationName translates a country's name). */
  location: { name: string; country: string; topLevel: boolean } | null;
  /** The service's name per locale, and its meeting point where it has one. */
  names: LocalizedText;
  meetingPoints: LocalizedText;
  /** Activities and events: "H:MM". */
  duration: string | null;
  hotel: { checkInTime: string; checkOutTime: string } | null;
  packageDays: number | null;
  /** Cancellation tiers, the longest notice first. */
  tiers: { hours: number; refund_percentage: number }[];
  supplierUserId: number;
  /** The supplier's account, when it still exists. */
  supplier: { name: string; email: string } | null;
  /** A package's services, in the package's order (each is in the answer too). */
  parts: { serviceId: number; serviceType: number; dayOffset: number }[];
}

const TYPE_NAME = Object.fromEntries(Object.entries(ServiceTypeId).map(([name, id]) => [id, name])) as Record<number, ServiceTypeName>;
export const serviceTypeName = (id: number): ServiceTypeName => {
  const name = TYPE_NAME[id];
  if (!name) throw new Error(`Unknown service type ${id}`);
  return name;
};

const enumValue = <T extends Record<string, string | number>>(values: T, value: unknown, fallback: T[keyof T]): T[keyof T] =>
  (Object.values(values) as unknown[]).includes(value) ? (value as T[keyof T]) : fallback;

const hhmm = (time: string) => time.slice(0, 5);

/**
 * A location's name in `locale`. The catalogue keeps one name per location (no translations), so the only
 * translated names are those of countries: a top-level location named as its ISO country is in English
 * ("Norway") gets the locale's name of that country ("Norge"). Everything else keeps the catalogue's name, the
 * fallback services use too when a locale has no text.
 */
export function locationName(name: string, country: string, topLevel: boolean, locale: Locale): string {
  if (!topLevel || !/^[A-Z]{2}$/.test(country)) return name;
  try {
    if (new Intl.DisplayNames(['en'], { type: 'region' }).of(country) !== name) return name;
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(country) || name;
  } catch {
    return name;
  }
}

/** A record for the search indexer (issue 3 §3): one per service and locale. Prices in major units. */
export interface SearchRecord {
  objectID: string;
  id: number;
  type: 'service';
  service_type: ServiceTypeName;
  service_type_id: number;
  locale: Locale;
  name: string;
  description: string;
  slug: string;
  image: string | null;
  currency: string;
  lowest_price: number | null;
  ratings: number | null;
  categories: { lvl0: string[]; lvl1: string[] };
  location_id: number | null;
  location_name: string | null;
  _geoloc: { lat: number; lng: number } | null;
  site_ids: number[];
  supplier_id: number;
}

/** What the availability module needs of a service it prices. */
export interface BookableService {
  site: PublicSite;
  service: repo.ServiceRow;
}

export interface RoomsAndPlans {
  rooms: (repo.RoomTypeRow & { name: string; description: string })[];
  /** `roomTypeIds`: the room types the plan sells; it is offered for those only. */
  plans: (repo.RatePlanRow & { name: string; roomTypeIds: number[] })[];
}

export interface CatalogueService {
  site(siteId: number, requested?: Locale): Promise<PublicSite>;
  /** Cards of the services among `ids` that the site sells, in the order of `ids`. */
  cards(site: PublicSite, ids: number[]): Promise<ServiceCard[]>;
  siteServiceIds(site: PublicSite, filter?: Parameters<typeof repo.findSiteServiceIds>[2]): Promise<number[]>;
  /** Every service the site sells, with what its product page's path needs (the sitemap). */
  siteServiceLinks(site: PublicSite): Promise<{ id: number; slug: string; service_type: ServiceTypeName }[]>;
  bucketCards(site: PublicSite, bucketId: number): Promise<ServiceCard[]>;
  categories(input: { siteId?: number; serviceType?: ServiceTypeName; requested?: Locale }): Promise<
    { id: number; name: string; slug: string; service_type: ServiceTypeName; parent_id: number | null; level: 0 | 1; count: number }[]
  >;
  /** A service the site sells, of one of `types` when given; 404 otherwise. */
  detail(site: PublicSite, serviceId: number, types?: ServiceTypeName[]): Promise<ServiceDetail>;
  /** The id of the service a slug names, when the site sells it; 404 otherwise (product URLs may carry slugs). */
  serviceIdBySlug(site: PublicSite, slug: string): Promise<number>;
  options(site: PublicSite, serviceId: number): Promise<TourOption[]>;
  tickets(site: PublicSite, serviceId: number): Promise<Ticket[]>;
  rooms(site: PublicSite, serviceId: number): Promise<RoomsAndPlans>;
  features(limit: number | null, chain: Locale[]): Promise<{ id: number; name: string; icon: string; most_popular: boolean }[]>;
  hotelFeatures(site: PublicSite, serviceId: number, mostPopularOnly: boolean): Promise<{ id: number; name: string; icon: string; most_popular: boolean }[]>;
  bookable(siteId: number, serviceId: number, types: ServiceTypeName[], requested?: Locale): Promise<BookableService>;
  searchRecord(serviceId: number, locale: Locale): Promise<SearchRecord | null>;
  /** searchRecord for many services (the inactive and unknown ones are left out), in the order of `serviceIds`. */
  searchRecords(serviceIds: number[], locale: Locale): Promise<SearchRecord[]>;
  /** Every active service some site sells: what a full reindex covers. */
  soldServiceIds(): Promise<number[]>;
  /** The destinations of the sold services (see repo.findSoldLocations) as `locations_{locale}` records. */
  locationRecords(locale: Locale): Promise<LocationRecordInput[]>;
  /**
   * The services bookings sold, by id, with the services their packages are built from; an unknown id is left out.
   * One call per list of bookings: a query per table, whatever the number of services.
   */
  bookedServices(serviceIds: number[], options?: InTransaction): Promise<Map<number, BookedService>>;
  /** The supplier (user id) of each service; an unknown id is left out. */
  serviceSuppliers(serviceIds: number[], options?: InTransaction): Promise<Map<number, number>>;
  /** The platform's commission of each service in basis points (its commission category), null without one. */
  serviceCommissions(serviceIds: number[], options?: InTransaction): Promise<Map<number, number | null>>;
  /**
   * The services among `serviceIds` that a site may put on sale (into a bucket): those that exist, are Active and are
   * not private. The others are left out, whatever the reason, so a caller learns nothing of services it cannot sell.
   */
  sellableServiceIds(serviceIds: number[], options?: InTransaction): Promise<Set<number>>;
  /** The names of room types and rate plans, per locale. */
  roomNames(roomTypeIds: number[], ratePlanIds: number[]): Promise<{ rooms: Map<number, LocalizedText>; plans: Map<number, LocalizedText> }>;
}

export function createCatalogueService(db: Db): CatalogueService {
  async function buildCards(ids: number[], chain: Locale[]): Promise<ServiceCard[]> {
    const [rows, translations, categories, durations] = await Promise.all([
      repo.findServices(db, ids),
      repo.findTranslations(db, ids),
      repo.findServiceCategories(db, ids),
      repo.findDurations(db, ids),
    ]);
    const ofType = (...types: ServiceTypeName[]) => rows.filter((r) => types.includes(serviceTypeName(r.serviceType))).map((r) => r.id);
    const [ticketPrices, ratePrices, rentalPrices, admissions] = await Promise.all([
      repo.findLowestTicketPrices(db, ofType('activities', 'events', 'packages')),
      repo.findLowestRatePrices(db, ofType('hotels')),
      repo.findRentalPrices(db, ofType('rentals')),
      repo.findAdmissionPrices(db, ofType('attractions')),
    ]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const texts = translations.filter((t) => t.serviceId === id);
      const chosen = chainPick(texts, chain);
      const cats = categories.filter((c) => c.serviceId === id).map((c) => c.category);
      const lowest = ticketPrices.get(id) ?? ratePrices.get(id) ?? rentalPrices.get(id) ?? admissions.get(id);
      return [
        toDto(ServiceCardSchema, {
          id: row.id,
          service_type: serviceTypeName(row.serviceType),
          service_type_id: row.serviceType,
          slug: row.slug,
          locale: chosen.locale,
          name: chosen.row?.name ?? row.slug,
          short_description: chosen.row?.shortDescription ?? '',
          image: row.imageUrl,
          location: row.locationId === null ? null : { id: row.locationId, name: row.locationName ?? '' },
          lat: row.lat,
          lng: row.lng,
          rating: row.rating,
          currency: row.currency,
          lowest_price: lowest === undefined ? null : money(lowest, row.currency),
          categories: {
            lvl0: cats.filter((c) => c.parentId === null).map((c) => pickText({ ...c.names, en: c.names.en ?? c.name }, chain).text),
            lvl1: cats.filter((c) => c.parentId !== null).map((c) => pickText({ ...c.names, en: c.names.en ?? c.name }, chain).text),
          },
          duration: durations.find((d) => d.serviceId === id)?.duration ?? null,
        }),
      ];
    });
  }

  async function ensureSold(site: PublicSite, serviceId: number, types?: ServiceTypeName[]): Promise<repo.ServiceRow> {
    const [sold] = await repo.findSiteServiceIds(db, site.id, {
      serviceIds: [serviceId],
      ...(types ? { serviceTypes: types.map((t) => ServiceTypeId[t]) } : {}),
    });
    const [row] = sold === undefined ? [] : await repo.findServices(db, [sold]);
    if (!row) throw new HttpError('NOT_FOUND');
    return row;
  }

  const label = (texts: Partial<Record<string, string>>, chain: Locale[], fallback = '') => pickText(texts, chain).text || fallback;

  async function ticketsOf(serviceId: number, chain: Locale[], currency: string): Promise<Ticket[]> {
    const { tickets, prices } = await repo.findTickets(db, serviceId);
    return tickets.map((t) => ({
      id: t.id,
      name: label(t.names, chain, t.pricingType),
      pricing_type: enumValue(PricingType, t.pricingType, PricingType.Adult),
      pricing_basis: enumValue(PricingBasis, t.pricingBasis, PricingBasis.perPerson),
      member_count: t.memberCount,
      prices: prices
        .filter((p) => p.ticketId === t.id)
        .map((p) => ({ option_id: p.optionId, valid_from: p.validFrom, valid_to: p.validTo, price: money(p.priceMinor, currency) })),
    }));
  }

  async function featuresOf(serviceId: number, chain: Locale[], mostPopularOnly = false) {
    return (await repo.findHotelFeatures(db, serviceId, mostPopularOnly)).map((f) => ({
      id: f.id,
      name: label(f.names, chain, f.slug),
      icon: f.icon,
      most_popular: f.mostPopular,
    }));
  }

  async function detailOf(row: repo.ServiceRow, chain: Locale[]): Promise<ServiceDetail> {
    const [card] = await buildCards([row.id], chain);
    if (!card) throw new HttpError('NOT_FOUND');
    const type = serviceTypeName(row.serviceType);
    const [translations, media, tags, tiers] = await Promise.all([
      repo.findTranslations(db, [row.id]),
      repo.findMedia(db, row.id),
      repo.findTags(db, row.id),
      repo.findCancellationTiers(db, row.id),
    ]);
    const text = chainPick(translations, chain).row;
    const detail: ServiceDetail = {
      ...card,
      long_description: text?.longDescription ?? '',
      meeting_point: text?.meetingPoint ?? null,
      highlights: text?.highlights ?? [],
      time_zone: row.timeZone,
      supplier_id: row.supplierUserId,
      product_code: row.productCode,
      gallery: media.map((m) => ({
        id: m.id,
        url: m.url,
        alt: m.alt,
        source_type: enumValue(MediaSourceType, m.sourceType, MediaSourceType.file),
        state: enumValue(MediaState, m.state, MediaState.Approved),
        position: m.position,
      })),
      tags,
      cancellation_policy: tiers.map((t) => ({ hours: t.hours, refund_percentage: t.refundPercentage })),
      activity: null,
      hotel: null,
      package: null,
      rental: null,
      restaurant: null,
      attraction: null,
    };
    if (type === 'activities' || type === 'events') {
      const activity = await repo.findActivityDetail(db, row.id);
      if (activity) {
        detail.activity = {
          duration: activity.duration,
          duration_minutes: durationMinutes(activity.duration) ?? 0,
          activity_kind: enumValue(ActivityKind, activity.activityKind, ActivityKind.normal),
          provider_type: enumValue(TourProviderType, activity.providerType, TourProviderType.NORMAL_TOUR),
        };
      }
    } else if (type === 'hotels') {
      const hotel = await repo.findHotelDetail(db, row.id);
      if (hotel) {
        detail.hotel = {
          stars: hotel.stars,
          check_in_time: hhmm(hotel.checkInTime),
          check_out_time: hhmm(hotel.checkOutTime),
          review_score: hotel.reviewScore,
          review_count: hotel.reviewCount,
          features: await featuresOf(row.id, chain),
        };
      }
    } else if (type === 'packages') {
      const found = await repo.findPackageDetail(db, row.id);
      if (found) {
        const parts = found.parts.map((p) => p.serviceId);
        const partCards = new Map((await buildCards(parts, chain)).map((c) => [c.id, c]));
        detail.package = {
          duration_days: found.detail.durationDays,
          services: found.parts.flatMap((p) => {
            const part = partCards.get(p.serviceId);
            return part
              ? [{ day_offset: p.dayOffset, position: p.position, service_id: p.serviceId, service_type: part.service_type, name: part.name, image: part.image }]
              : [];
          }),
        };
      }
    } else if (type === 'rentals') {
      const rental = await repo.findRentalDetail(db, row.id);
      if (rental) {
        detail.rental = { vehicle_type: rental.vehicleType, seats: rental.seats, price_per_day: money(rental.pricePerDayMinor, row.currency), pickup_point: rental.pickupPoint };
      }
    } else if (type === 'restaurants') {
      const restaurant = await repo.findRestaurantDetail(db, row.id);
      if (restaurant) detail.restaurant = { cuisine: restaurant.cuisine, price_level: restaurant.priceLevel, opening_hours: restaurant.openingHours };
    } else if (type === 'attractions') {
      const attraction = await repo.findAttractionDetail(db, row.id);
      if (attraction) {
        detail.attraction = {
          admission: attraction.admissionMinor === null ? null : money(attraction.admissionMinor, row.currency),
          opening_hours: attraction.openingHours,
        };
      }
    }
    return toDto(ServiceDetailSchema, detail);
  }

  /**
   * Records of the active services among `serviceIds`, in that order (issue 3 §3). A private service (update-is-private)
   * has none: it is sold by direct link and in packages, never found by search.
   */
  async function searchRecordsOf(serviceIds: number[], locale: Locale): Promise<SearchRecord[]> {
    const rows = await repo.findServices(db, serviceIds);
    const active = new Map(rows.filter((r) => r.status === GeneralStatus.Active && !r.isPrivate).map((r) => [r.id, r]));
    const ids = serviceIds.filter((id, index) => active.has(id) && serviceIds.indexOf(id) === index);
    const chain: Locale[] = locale === 'en' ? ['en'] : [locale, 'en'];
    const [cards, categories, sellers] = await Promise.all([
      buildCards(ids, chain),
      repo.findServiceCategories(db, ids),
      repo.findSitesSellingMany(db, ids),
    ]);
    const categoryName = (c: repo.CategoryRow) => label({ ...c.names, en: c.names.en ?? c.name }, chain);
    const parentName = new Map(categories.filter((c) => c.category.parentId === null).map((c) => [c.category.id, categoryName(c.category)]));
    return cards.flatMap((card) => {
      const row = active.get(card.id);
      if (!row) return [];
      return [
        {
          objectID: String(card.id),
          id: card.id,
          type: 'service' as const,
          service_type: card.service_type,
          service_type_id: card.service_type_id,
          locale: card.locale,
          name: card.name,
          description: card.short_description,
          slug: card.slug,
          image: card.image,
          currency: card.currency,
          lowest_price: card.lowest_price?.amount ?? null,
          ratings: card.rating,
          // Algolia's hierarchical facet convention: lvl1 values carry their parent, "Parent > Child".
          categories: {
            lvl0: card.categories.lvl0,
            lvl1: categories
              .filter((c) => c.serviceId === card.id && c.category.parentId !== null)
              .map((c) => `${parentName.get(c.category.parentId ?? -1) ?? ''} > ${categoryName(c.category)}`),
          },
          location_id: row.locationId,
          location_name: row.locationName,
          _geoloc: row.lat === null || row.lng === null ? null : { lat: row.lat, lng: row.lng },
          site_ids: sellers.get(card.id) ?? [],
          supplier_id: row.supplierUserId,
        },
      ];
    });
  }

  return {
    site: (siteId, requested) => loadPublicSite(db, siteId, requested),

    async cards(site, ids) {
      const sold = new Set(await repo.findSiteServiceIds(db, site.id, { serviceIds: ids }));
      return buildCards(
        ids.filter((id, index) => sold.has(id) && ids.indexOf(id) === index),
        site.chain,
      );
    },

    siteServiceIds: (site, filter) => repo.findSiteServiceIds(db, site.id, filter),
    async siteServiceLinks(site) {
      const links = await repo.findServiceLinks(db, await repo.findSiteServiceIds(db, site.id));
      return links.map((l) => ({ id: l.id, slug: l.slug, service_type: serviceTypeName(l.serviceType) }));
    },

    async bucketCards(site, bucketId) {
      return buildCards(await repo.findBucketServiceIds(db, bucketId), site.chain);
    },

    async categories({ siteId, serviceType, requested }) {
      let chain: Locale[] = requested ? [requested, 'en'] : ['en'];
      let scope: number[] | undefined;
      if (siteId !== undefined) {
        const site = await loadPublicSite(db, siteId, requested);
        chain = site.chain;
        scope = await repo.findSiteServiceIds(db, site.id);
      }
      const [rows, counts] = await Promise.all([
        repo.findCategories(db, serviceType === undefined ? undefined : ServiceTypeId[serviceType]),
        repo.countServicesPerCategory(db, scope),
      ]);
      return rows
        .map((c) => ({
          id: c.id,
          name: label({ ...c.names, en: c.names.en ?? c.name }, chain, c.name),
          slug: c.slug,
          service_type: serviceTypeName(c.serviceType),
          parent_id: c.parentId,
          level: (c.parentId === null ? 0 : 1) as 0 | 1,
          count: counts.get(c.id) ?? 0,
        }))
        .filter((c) => siteId === undefined || c.count > 0);
    },

    async detail(site, serviceId, types) {
      return detailOf(await ensureSold(site, serviceId, types), site.chain);
    },

    async serviceIdBySlug(site, slug) {
      const id = await repo.findServiceIdBySlug(db, slug);
      const [sold] = id === undefined ? [] : await repo.findSiteServiceIds(db, site.id, { serviceIds: [id] });
      if (sold === undefined) throw new HttpError('NOT_FOUND');
      return sold;
    },

    async options(site, serviceId) {
      await ensureSold(site, serviceId, ['activities', 'events']);
      return (await repo.findOptions(db, serviceId)).map((o) => ({
        id: o.id,
        name: label(o.names, site.chain),
        description: label(o.descriptions, site.chain),
        position: o.position,
      }));
    },

    async tickets(site, serviceId) {
      const row = await ensureSold(site, serviceId, ['activities', 'events', 'packages']);
      return ticketsOf(serviceId, site.chain, row.currency);
    },

    async rooms(site, serviceId) {
      await ensureSold(site, serviceId, ['hotels']);
      const [rooms, plans] = await Promise.all([repo.findRoomTypes(db, serviceId), repo.findRatePlans(db, serviceId)]);
      const sold = await repo.findPlanRoomTypeIds(db, plans.map((p) => p.id));
      return {
        rooms: rooms.map((r) => ({ ...r, name: label(r.names, site.chain), description: label(r.descriptions, site.chain) })),
        plans: plans.map((p) => ({ ...p, name: label(p.names, site.chain), roomTypeIds: sold.get(p.id) ?? [] })),
      };
    },

    async features(limit, chain) {
      return (await repo.findAllFeatures(db, limit)).map((f) => ({ id: f.id, name: label(f.names, chain, f.slug), icon: f.icon, most_popular: false }));
    },

    async hotelFeatures(site, serviceId, mostPopularOnly) {
      await ensureSold(site, serviceId, ['hotels']);
      return featuresOf(serviceId, site.chain, mostPopularOnly);
    },

    async bookable(siteId, serviceId, types, requested) {
      const site = await loadPublicSite(db, siteId, requested);
      return { site, service: await ensureSold(site, serviceId, types) };
    },

    async searchRecord(serviceId, locale) {
      return (await searchRecordsOf([serviceId], locale))[0] ?? null;
    },

    searchRecords: searchRecordsOf,

    soldServiceIds: () => repo.findSoldServiceIds(db),

    async locationRecords(locale) {
      const rows = await repo.findSoldLocations(db);
      return rows.map((row) => ({
        objectID: String(row.id),
        name: locationName(row.name, row.country, row.parentId === null, locale),
        parent_id: row.parentId,
        parent_name: row.parentName === null ? null : locationName(row.parentName, row.parentCountry ?? '', true, locale),
        _geoloc: { lat: row.lat, lng: row.lng },
      }));
    },

    async bookedServices(serviceIds, { tx = db } = {}) {
      const found = new Map<number, BookedService>();
      const requested = [...new Set(serviceIds)];
      if (requested.length === 0) return found;
      const parts = await booked.findPackageParts(tx, requested);
      const ids = [...new Set([...requested, ...parts.map((p) => p.serviceId)])];
      const { rows, translations, activities, hotels, packages, tiers } = await booked.findBookedServiceRows(tx, ids);
      for (const { service, locationName: name, locationCountry, locationParent, supplierName, supplierEmail } of rows) {
        const names: LocalizedText = {};
        const meetingPoints: LocalizedText = {};
        for (const t of translations) {
          if (t.serviceId !== service.id) continue;
          names[t.locale] = t.name;
          if (t.meetingPoint !== null) meetingPoints[t.locale] = t.meetingPoint;
        }
        const hotel = hotels.find((h) => h.serviceId === service.id);
        found.set(service.id, {
          id: service.id,
          serviceType: service.serviceType,
          timeZone: service.timeZone,
          imageUrl: service.imageUrl,
          location: name === null ? null : { name, country: locationCountry ?? '', topLevel: locationParent === null },
          names,
          meetingPoints,
          duration: activities.find((a) => a.serviceId === service.id)?.duration ?? null,
          hotel: hotel ? { checkInTime: hotel.checkInTime, checkOutTime: hotel.checkOutTime } : null,
          packageDays: packages.find((p) => p.serviceId === service.id)?.durationDays ?? null,
          tiers: tiers.filter((t) => t.serviceId === service.id).map((t) => ({ hours: t.hours, refund_percentage: t.refundPercentage })),
          supplierUserId: service.supplierUserId,
          supplier: supplierName === null || supplierEmail === null ? null : { name: supplierName, email: supplierEmail },
          parts: parts.filter((p) => p.packageId === service.id).map((p) => ({ serviceId: p.serviceId, serviceType: p.serviceType, dayOffset: p.dayOffset })),
        });
      }
      return found;
    },

    async serviceSuppliers(serviceIds, { tx = db } = {}) {
      const ids = [...new Set(serviceIds)];
      return ids.length ? booked.findServiceSuppliers(tx, ids) : new Map();
    },

    async serviceCommissions(serviceIds, { tx = db } = {}) {
      const ids = [...new Set(serviceIds)];
      return ids.length ? booked.findServiceCommissions(tx, ids) : new Map();
    },

    async sellableServiceIds(serviceIds, { tx = db } = {}) {
      return new Set(await repo.findSellableServiceIds(tx, [...new Set(serviceIds)]));
    },

    roomNames: (roomTypeIds, ratePlanIds) => booked.findRoomNames(db, [...new Set(roomTypeIds)], [...new Set(ratePlanIds)]),
  };
}

/** The translation row along the fallback chain: requested → site primary → en → any. */
function chainPick(rows: repo.TranslationRow[], chain: Locale[]): { row: repo.TranslationRow | undefined; locale: Locale } {
  for (const locale of chain) {
    const row = rows.find((r) => r.locale === locale);
    if (row) return { row, locale };
  }
  const row = rows[0];
  return { row, locale: (row?.locale as Locale | undefined) ?? chain[0] ?? 'en' };
}
