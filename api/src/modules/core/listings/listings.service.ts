import { money } from 'shared-contracts/catalogue';
import type { Issue } from 'shared-contracts/common';
import { INTL_LOCALE, type Locale } from 'shared-contracts/constants';
import { GeneralStatus } from 'shared-contracts/enums';
import {
  type CreateListingInputSchema,
  LISTING_TYPE_ID,
  ListingEditSection,
  type ListingFull,
  ListingFullSchema,
  type ListingListItem,
  ListingListItemSchema,
  type ListingListQuery,
  type ListingReadiness,
  type ListingReadyPart,
  type ListingSection,
  type ListingState,
  type ListingServiceType as ListingType,
  type LocationChoice,
} from 'shared-contracts/listings';
import { formatMessage, type MessageId } from 'shared-contracts/messages';
import type { TourStatusCounts } from 'shared-contracts/tours';
import type * as v from 'valibot';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { messageText } from '../../../lib/messages';
import { scopeOwnerId, type TenantScope } from '../../../lib/tenancy';
import { toDto, validationError } from '../../../lib/validation';
import type { SearchReindexer } from '../../search/indexer/search-jobs';
import { findAdmissionPrices, findRentalPrices } from '../catalogue/catalogue.repo';
import { galleryHasImage, readGallery, writeGallery } from '../service-gallery/service-gallery';
// The catalogue's generic service reads and writes (texts, links, slugs, the paged list) are the activities' repo's.
import * as services from '../tours/tours.repo';
import { slugify } from '../tours/tours.service';
import * as repo from './listings.repo';
import { uniqueViolationConstraint } from '../../../lib/db-errors';

export interface ListingsService {
  list(scope: TenantScope, type: ListingType, input: ListingListQuery, locale: Locale): Promise<{ data: ListingListItem[]; total: number; page_number: number; limit: number }>;
  statusCounts(scope: TenantScope, type: ListingType, filter: { search: string; supplier_user_id?: number }): Promise<TourStatusCounts>;
  full(scope: TenantScope, type: ListingType, id: number, locale: Locale): Promise<ListingFull>;
  /** A new listing from its name, Pending until it is activated. */
  create(scope: TenantScope, type: ListingType, input: v.InferOutput<typeof CreateListingInputSchema>, locale: Locale): Promise<ListingFull>;
  /** Saves one editing section; an Active listing must stay ready. */
  updateSection(scope: TenantScope, type: ListingType, id: number, section: ListingSection, locale: Locale): Promise<ListingFull>;
  /** Refused (409) while bookings or packages hold the listing. */
  remove(scope: TenantScope, type: ListingType, id: number): Promise<void>;
  /** What activation still needs; a hotel's room type and rate plan calls keep an Active hotel ready with it. */
  readiness(tx: Db, type: ListingType, id: number): Promise<ListingReadiness>;
  /** The 400 naming what an Active listing would lose, in `locale`. */
  notReadyError(type: ListingType, missing: ListingReadyPart[], locale: Locale): HttpError;
  /** Active only when ready; the refusal names what is missing in `locale`. */
  updateStatus(scope: TenantScope, type: ListingType, id: number, status: GeneralStatus, locale: Locale): Promise<ListingState>;
  locationChoices(): Promise<LocationChoice[]>;
}

export interface ListingsDeps {
  db: Db;
  /** Wakes this process's search worker after a change (the database triggers queue the job either way). */
  reindexer?: Pick<SearchReindexer, 'enqueueServiceReindex'>;
}

/** Where a listing without a location keeps its clock; the location's zone replaces it. */
const DEFAULT_TIME_ZONE = 'UTC';
const CODE: Record<ListingType, string> = { rentals: 'REN', restaurants: 'RES', attractions: 'ATT', hotels: 'HOT' };
const DETAILS_MESSAGE: Record<ListingType, MessageId> = {
  rentals: 'errors.listings.missing.rentalDetails',
  restaurants: 'errors.listings.missing.restaurantDetails',
  attractions: 'errors.listings.missing.attractionDetails',
  hotels: 'errors.listings.missing.hotelDetails',
};
const PART_MESSAGE: Record<Exclude<ListingReadyPart, 'typeDetails'>, MessageId> = {
  location: 'errors.listings.missing.location',
  image: 'errors.listings.missing.image',
  roomType: 'errors.listings.missing.roomType',
  ratePlan: 'errors.listings.missing.ratePlan',
};
const partMessage = (type: ListingType, part: ListingReadyPart): MessageId => (part === 'typeDetails' ? DETAILS_MESSAGE[type] : PART_MESSAGE[part]);

const issue = (path: string, code: MessageId): Issue => ({ path, message: messageText(code), code });
const statusOf = (value: number): GeneralStatus => ((Object.values(GeneralStatus) as number[]).includes(value) ? (value as GeneralStatus) : GeneralStatus.Pending);
const position = (lat: number | null | undefined, lng: number | null | undefined) => (lat == null || lng == null ? null : { lat, lng });

/** The FK refusal of a delete, by the constraint that refused it (node-postgres and PGlite both name it). */
export function foreignKeyConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 10; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23503') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

type TypeDetails = Pick<ListingFull, 'rental' | 'restaurant' | 'attraction' | 'hotel'>;

/**
 * Rentals, restaurants and attractions in the panel (spec 002 §7.11, issue 12 §4): a supplier's own, an
 * administrator's everyone's; a foreign id, or an id of another type, answers 404 as an unknown one does.
 */
export function createListingsService({ db, reindexer }: ListingsDeps): ListingsService {
  async function owned(scope: TenantScope, type: ListingType, id: number, tx: Db = db, lock = false): Promise<repo.ServiceRow> {
    const row = await repo.findListing(tx, scope, LISTING_TYPE_ID[type], id, { lock });
    if (!row) throw new HttpError('NOT_FOUND');
    return row;
  }

  async function detailsOf(tx: Db, type: ListingType, row: repo.ServiceRow): Promise<TypeDetails> {
    const none: TypeDetails = { rental: null, restaurant: null, attraction: null, hotel: null };
    if (type === 'hotels') {
      const found = await repo.findHotelDetails(tx, row.id);
      // time columns read back as HH:MM:SS; the panel edits HH:MM.
      return found
        ? { ...none, hotel: { stars: found.stars, check_in_time: found.checkInTime.slice(0, 5), check_out_time: found.checkOutTime.slice(0, 5) } }
        : none;
    }
    if (type === 'rentals') {
      const found = await repo.findRentalDetails(tx, row.id);
      return found
        ? {
            ...none,
            rental: {
              vehicle_type: found.vehicleType,
              seats: found.seats,
              price_per_day_minor: found.pricePerDayMinor,
              price_per_day: money(found.pricePerDayMinor, row.currency),
              pickup_point: found.pickupPoint,
            },
          }
        : none;
    }
    if (type === 'restaurants') {
      const found = await repo.findRestaurantDetails(tx, row.id);
      return found ? { ...none, restaurant: { cuisine: found.cuisine, price_level: found.priceLevel, opening_hours: found.openingHours } } : none;
    }
    const found = await repo.findAttractionDetails(tx, row.id);
    return found
      ? {
          ...none,
          attraction: {
            admission_minor: found.admissionMinor,
            admission: found.admissionMinor === null ? null : money(found.admissionMinor, row.currency),
            opening_hours: found.openingHours,
          },
        }
      : none;
  }

  /** What activation still needs; one query at a time, since inside a transaction they share one connection. */
  async function readinessOf(tx: Db, type: ListingType, row: repo.ServiceRow): Promise<ListingReadiness> {
    const details = await detailsOf(tx, type, row);
    const image = await galleryHasImage(tx, row.id);
    const missing: ListingReadyPart[] = [];
    if (row.locationId === null) missing.push('location');
    if (!image) missing.push('image');
    if (!details.rental && !details.restaurant && !details.attraction && !details.hotel) missing.push('typeDetails');
    if (type === 'hotels') {
      // A hotel sells rooms through plans: without both, a guest could find it but never book it.
      const { roomTypes, ratePlans } = await repo.countRoomsAndPlans(tx, row.id);
      if (roomTypes === 0) missing.push('roomType');
      if (ratePlans === 0) missing.push('ratePlan');
    }
    return { ready: missing.length === 0, missing };
  }

  /** 400 naming each missing part: in the message (the caller's language) and as one issue per part. */
  function notReady(type: ListingType, missing: ListingReadyPart[], locale: Locale): HttpError {
    const names = missing.map((part) => formatMessage(locale, partMessage(type, part)));
    return new HttpError('VALIDATION_FAILED', {
      message: 'errors.listings.notReady',
      values: { missing: new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' }).format(names) },
      issues: missing.map((part) => issue(part, partMessage(type, part))),
    });
  }

  async function fullOf(type: ListingType, row: repo.ServiceRow, locale: Locale): Promise<ListingFull> {
    const translations = await services.findTranslations(db, row.id);
    const media = await readGallery(db, row.id);
    const links = await services.findLinks(db, row.id);
    const location = row.locationId === null ? undefined : await services.findLocation(db, row.locationId);
    const details = await detailsOf(db, type, row);
    const readiness = await readinessOf(db, type, row);
    const text = translations.find((t) => t.locale === locale) ?? translations.find((t) => t.locale === 'en') ?? translations[0];
    return toDto(ListingFullSchema, {
      id: row.id,
      service_type: type,
      service_type_id: row.serviceType,
      status: statusOf(row.status),
      slug: row.slug,
      product_code: row.productCode,
      currency: row.currency,
      time_zone: row.timeZone,
      supplier_id: row.supplierUserId,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      locale,
      text_locale: (text?.locale as Locale | undefined) ?? null,
      locales: translations.map((t) => t.locale as Locale),
      basic_details: {
        name: text?.name ?? '',
        short_description: text?.shortDescription ?? '',
        long_description: text?.longDescription ?? '',
        highlights: text?.highlights ?? [],
      },
      location: {
        location_id: row.locationId,
        location_name: location?.name ?? null,
        position: position(row.lat, row.lng),
        meeting_point: text?.meetingPoint ?? null,
      },
      gallery: { media },
      tags_and_categories: { tag_ids: links.tagIds, category_ids: links.categoryIds },
      ...details,
      readiness,
    });
  }

  /** Runs a write in one transaction, keeping an Active listing ready, and wakes the search worker. */
  async function write(scope: TenantScope, type: ListingType, id: number, locale: Locale, work: (tx: Db, row: repo.ServiceRow) => Promise<void>): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await owned(scope, type, id, tx, true);
      await work(tx, row);
      const after = await owned(scope, type, id, tx);
      if (after.status === GeneralStatus.Active) {
        const readiness = await readinessOf(tx, type, after);
        if (!readiness.ready) throw notReady(type, readiness.missing, locale);
      }
      await reindexer?.enqueueServiceReindex(id, { tx });
    });
  }

  async function locationOf(tx: Db, locationId: number | null, path: string) {
    if (locationId === null) return null;
    const location = await services.findLocation(tx, locationId);
    if (!location) throw validationError([issue(path, 'errors.referenceNotFound')]);
    return location;
  }

  async function writeTagsAndCategories(tx: Db, row: repo.ServiceRow, tagIds: number[], categoryIds: number[]) {
    const knownTags = await services.findTagIds(tx, tagIds);
    const found = await services.findCategoriesByIds(tx, categoryIds);
    const categories = new Map(found.map((c) => [c.id, c]));
    const problems = [
      ...tagIds.flatMap((tagId, index) => (knownTags.has(tagId) ? [] : [issue(`tag_ids.${index}`, 'errors.referenceNotFound')])),
      ...categoryIds.flatMap((categoryId, index) =>
        categories.get(categoryId)?.serviceType === row.serviceType ? [] : [issue(`category_ids.${index}`, 'errors.referenceNotFound')],
      ),
    ];
    if (problems.length) throw validationError(problems);
    // Search facets read lvl0 from the parent link: a sub-category brings its parent along.
    const withParents = [...new Set([...categoryIds, ...found.flatMap((c) => (c.parentId === null ? [] : [c.parentId]))])];
    await services.replaceTagsAndCategories(tx, row.id, tagIds, withParents);
  }

  async function writeTypeDetails(tx: Db, type: ListingType, row: repo.ServiceRow, section: Extract<ListingSection, { section: 'type_details' }>) {
    const serviceId = row.id;
    if (type === 'rentals' && 'vehicle_type' in section) {
      await repo.upsertRentalDetails(tx, {
        serviceId,
        vehicleType: section.vehicle_type,
        seats: section.seats,
        pricePerDayMinor: section.price_per_day_minor,
        pickupPoint: section.pickup_point,
      });
    } else if (type === 'restaurants' && 'cuisine' in section) {
      await repo.upsertRestaurantDetails(tx, { serviceId, cuisine: section.cuisine, priceLevel: section.price_level, openingHours: section.opening_hours });
    } else if (type === 'attractions' && 'admission_minor' in section) {
      await repo.upsertAttractionDetails(tx, { serviceId, admissionMinor: section.admission_minor, openingHours: section.opening_hours });
    } else if (type === 'hotels' && 'stars' in section) {
      await repo.upsertHotelDetails(tx, { serviceId, stars: section.stars, checkInTime: section.check_in_time, checkOutTime: section.check_out_time });
    } else {
      // The route validates with the type's own schema; anything else is our bug.
      throw new Error(`type details of another type for a listing of ${type}`);
    }
  }

  async function writeSection(tx: Db, type: ListingType, row: repo.ServiceRow, section: ListingSection, locale: Locale): Promise<void> {
    switch (section.section) {
      case ListingEditSection.basicDetails:
        await services.upsertTranslation(tx, row.id, locale, {
          name: section.name,
          shortDescription: section.short_description,
          longDescription: section.long_description,
          highlights: section.highlights,
        });
        return repo.updateService(tx, row.id, {});
      case ListingEditSection.typeDetails:
        await writeTypeDetails(tx, type, row, section);
        return repo.updateService(tx, row.id, {});
      case ListingEditSection.gallery:
        return writeGallery(tx, row, section.media);
      case ListingEditSection.location: {
        const location = await locationOf(tx, section.location_id, 'location_id');
        await repo.updateService(tx, row.id, {
          locationId: location?.id ?? null,
          lat: section.position?.lat ?? location?.lat ?? null,
          lng: section.position?.lng ?? location?.lng ?? null,
          timeZone: location?.timeZone ?? row.timeZone,
        });
        return services.upsertTranslation(tx, row.id, locale, { meetingPoint: section.meeting_point || null });
      }
      case ListingEditSection.tagsAndCategories:
        await writeTagsAndCategories(tx, row, section.tag_ids, section.category_ids);
        return repo.updateService(tx, row.id, {});
    }
  }

  /** The supplier a new listing belongs to: the caller's own, or the one an administrator names. */
  async function ownerFor(scope: TenantScope, requested: number | undefined): Promise<number> {
    const own = scopeOwnerId(scope);
    if (own !== undefined) {
      // Someone else's id from a supplier names nothing it may see.
      if (requested !== undefined && requested !== own) throw new HttpError('NOT_FOUND');
      return own;
    }
    if (requested === undefined) throw validationError([issue('supplier_user_id', 'errors.supplierRequired')]);
    if (!(await services.isSupplier(db, requested))) throw validationError([issue('supplier_user_id', 'errors.referenceNotFound')]);
    return requested;
  }

  async function freeSlug(tx: Db, name: string): Promise<string> {
    const base = slugify(name);
    const taken = await services.findSlugsLike(tx, base);
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  const filterOf = (scope: TenantScope, type: ListingType, locale: string, search: string, supplierUserId: number | undefined): services.ListFilter => ({
    scope,
    locale,
    search,
    serviceTypes: [LISTING_TYPE_ID[type]],
    ...(supplierUserId === undefined ? {} : { supplierUserId }),
  });

  return {
    async list(scope, type, input, locale) {
      const limit = input.limit === -1 ? null : input.limit;
      const pageNumber = limit === null || input.page_number === -1 ? 1 : input.page_number;
      const { rows, total } = await services.listTours(
        db,
        { ...filterOf(scope, type, locale, input.search, input.supplier_user_id), ...(input.status === undefined ? {} : { status: input.status }) },
        { sortBy: input.sort_by, sortOrder: input.sort_order, limit, offset: limit === null ? 0 : (pageNumber - 1) * limit },
      );
      const ids = rows.map((r) => r.service.id);
      const prices = type === 'rentals' ? await findRentalPrices(db, ids) : type === 'attractions' ? await findAdmissionPrices(db, ids) : new Map<number, number>();
      const data = rows.map(({ service: row, name, nameLocale, locationName }) =>
        toDto(ListingListItemSchema, {
          id: row.id,
          name: name ?? '',
          locale: (nameLocale as Locale | null) ?? null,
          slug: row.slug,
          product_code: row.productCode,
          service_type: type,
          status: statusOf(row.status),
          image: row.imageUrl,
          location: row.locationId === null ? null : { id: row.locationId, name: locationName ?? '' },
          price: prices.has(row.id) ? money(prices.get(row.id) ?? 0, row.currency) : null,
          supplier_id: row.supplierUserId,
          created_at: row.createdAt.toISOString(),
          updated_at: row.updatedAt.toISOString(),
        }),
      );
      return { data, total, page_number: input.page_number, limit: input.limit };
    },

    async statusCounts(scope, type, filter) {
      const { byStatus, syncFailed } = await services.countByStatus(db, filterOf(scope, type, 'en', filter.search, filter.supplier_user_id));
      const of = (status: number) => byStatus.get(status) ?? 0;
      return {
        all: [...byStatus.values()].reduce((sum, n) => sum + n, 0),
        active: of(GeneralStatus.Active),
        inactive: of(GeneralStatus.Inactive),
        pending: of(GeneralStatus.Pending),
        hide: of(GeneralStatus.Hide),
        sync_failed: syncFailed,
      };
    },

    async full(scope, type, id, locale) {
      return fullOf(type, await owned(scope, type, id), locale);
    },

    async create(scope, type, input, locale) {
      const owner = await ownerFor(scope, input.supplier_user_id);
      const currency = input.currency ?? (await services.findUserCurrency(db, owner)) ?? 'NOK';
      for (let attempt = 1; ; attempt++) {
        try {
          const row = await db.transaction(async (tx) => {
            const location = await locationOf(tx, input.location_id, 'location_id');
            const created = await repo.insertService(tx, {
              serviceType: LISTING_TYPE_ID[type],
              supplierUserId: owner,
              // A new listing is a draft: Pending until its supplier activates it (and it is ready).
              status: GeneralStatus.Pending,
              slug: await freeSlug(tx, input.name),
              // Replaced below, once the id it is made from exists.
              productCode: 'WH-NEW',
              currency,
              locationId: location?.id ?? null,
              lat: location?.lat ?? null,
              lng: location?.lng ?? null,
              timeZone: location?.timeZone ?? DEFAULT_TIME_ZONE,
            });
            const productCode = `WH-${CODE[type]}-${String(created.id).padStart(6, '0')}`;
            await repo.updateService(tx, created.id, { productCode });
            await services.upsertTranslation(tx, created.id, locale, { name: input.name });
            return { ...created, productCode };
          });
          return await fullOf(type, row, locale);
        } catch (error) {
          // Two listings of the same name at the same moment: the later one takes the next free slug.
          if (attempt < 3 && uniqueViolationConstraint(error) === 'services_slug_unique') continue;
          throw error;
        }
      }
    },

    async updateSection(scope, type, id, section, locale) {
      await write(scope, type, id, locale, (tx, row) => writeSection(tx, type, row, section, locale));
      return fullOf(type, await owned(scope, type, id), locale);
    },

    async remove(scope, type, id) {
      const row = await owned(scope, type, id);
      try {
        await repo.deleteService(db, row.id);
      } catch (error) {
        const constraint = foreignKeyConstraint(error);
        if (constraint === undefined) throw error;
        // Bookings keep their service for the record; so do packages built from it.
        if (constraint.startsWith('package_services')) throw new HttpError('CONFLICT', { message: 'errors.listings.inPackage' });
        if (/^(reservation|capacity_holds)/.test(constraint)) throw new HttpError('CONFLICT', { message: 'errors.listings.hasBookings' });
        throw new HttpError('CONFLICT', { cause: error });
      }
    },

    async updateStatus(scope, type, id, status, locale) {
      return db.transaction(async (tx) => {
        const row = await owned(scope, type, id, tx, true);
        if (status === GeneralStatus.Active) {
          const readiness = await readinessOf(tx, type, row);
          if (!readiness.ready) throw notReady(type, readiness.missing, locale);
        }
        await repo.updateService(tx, row.id, { status });
        await reindexer?.enqueueServiceReindex(row.id, { tx });
        return { id: row.id, status };
      });
    },

    async readiness(tx, type, id) {
      const row = await repo.findListing(tx, { kind: 'all' }, LISTING_TYPE_ID[type], id);
      if (!row) throw new HttpError('NOT_FOUND');
      return readinessOf(tx, type, row);
    },

    notReadyError: notReady,

    async locationChoices() {
      return (await repo.findLocations(db)).map((row) => ({
        id: row.id,
        name: row.name,
        country: row.country,
        parent_id: row.parentId,
        position: { lat: row.lat, lng: row.lng },
      }));
    },
  };
}
