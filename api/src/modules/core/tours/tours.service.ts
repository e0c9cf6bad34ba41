import { DateTime } from 'luxon';
import { money } from 'shared-contracts/catalogue';
import type { Issue } from 'shared-contracts/common';
import { INTL_LOCALE, type Locale } from 'shared-contracts/constants';
import { durationMinutes, formatDurationText } from 'shared-contracts/duration';
import { ActivityKind, GeneralStatus, ProductKind, ServiceTypeId, TourEditSection, TourProviderType } from 'shared-contracts/enums';
import { formatMessage, type MessageId } from 'shared-contracts/messages';
import {
  type CreateTourInputSchema,
  type TourFull,
  TourFullSchema,
  type TourListingQuery,
  type TourListItem,
  TourListItemSchema,
  type TourSection,
  type TourSellablePart,
  type TourStatusCounts,
  type Season,
  type Sellable,
  type TourAtGlance,
  type TourState,
} from 'shared-contracts/tours';
import type * as v from 'valibot';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import { messageText } from '../../../lib/messages';
import { scopeOwnerId, type TenantScope } from '../../../lib/tenancy';
import { toDto, validationError } from '../../../lib/validation';
import type { DeparturesService } from '../../availability/departures/departures.service';
import type { SearchReindexer } from '../../search/indexer/search-jobs';
import { findLowestTicketPrices } from '../catalogue/catalogue.repo';
import { readGallery, writeGallery } from '../service-gallery/service-gallery';
import * as repo from './tours.repo';
import { uniqueViolationConstraint } from '../../../lib/db-errors';

export interface ToursService {
  list(scope: TenantScope, input: TourListingQuery, locale: Locale): Promise<{ data: TourListItem[]; total: number; page_number: number; limit: number }>;
  statusCounts(scope: TenantScope, filter: { search: string; service_type?: 'activities' | 'events'; supplier_user_id?: number }): Promise<TourStatusCounts>;
  /** The list row of one activity. */
  summary(scope: TenantScope, id: number, locale: Locale): Promise<TourListItem>;
  full(scope: TenantScope, id: number, locale: Locale): Promise<TourFull>;
  /** A new activity from its vital details, Pending until it is activated. */
  create(scope: TenantScope, input: v.InferOutput<typeof CreateTourInputSchema>, locale: Locale): Promise<TourFull>;
  /** Saves one editing section; an Active activity must stay sellable. */
  updateSection(scope: TenantScope, id: number, section: TourSection, locale: Locale): Promise<TourFull>;
  /** Refused (409) while bookings or packages hold the activity. */
  remove(scope: TenantScope, id: number): Promise<void>;
  seasonal(scope: TenantScope, id: number): Promise<Season[]>;
  /** Active only when sellable; the refusal names what is missing in `locale`. */
  updateStatus(scope: TenantScope, id: number, status: GeneralStatus, locale: Locale): Promise<TourState>;
  updateIsPrivate(scope: TenantScope, id: number, isPrivate: boolean): Promise<TourState>;
  atGlance(scope: TenantScope, id: number, locale: Locale): Promise<TourAtGlance>;
  setNotificationEmails(scope: TenantScope, id: number, emails: string[]): Promise<string[]>;
  taxCategories(): Promise<{ id: number; name: string; rate_basis_points: number }[]>;
  activeCommissionCategories(): Promise<{ id: number; name: string; percent_basis_points: number }[]>;
}

export interface ToursDeps {
  db: Db;
  clock: Clock;
  /** Wakes this process's search worker after a change (the database triggers queue the job either way). */
  reindexer?: Pick<SearchReindexer, 'enqueueServiceReindex'>;
  /** Where an activity's departures are kept (availability), for activation and the at-a-glance figures. */
  departures: Pick<DeparturesService, 'upcoming'>;
}

const SERVICE_TYPE_OF_KIND: Record<ProductKind, number> = { [ProductKind.Tour]: ServiceTypeId.activities, [ProductKind.Event]: ServiceTypeId.events };
const TYPE_NAME: Record<number, 'activities' | 'events'> = { [ServiceTypeId.activities]: 'activities', [ServiceTypeId.events]: 'events' };
const PART_MESSAGE: Record<TourSellablePart, MessageId> = {
  vitalDetails: 'errors.tourMissing.vitalDetails',
  image: 'errors.tourMissing.image',
  pricedOption: 'errors.tourMissing.pricedOption',
  futureDeparture: 'errors.tourMissing.futureDeparture',
};
/** Where an activity without a location yet keeps its calendar; the location's zone replaces it. */
const DEFAULT_TIME_ZONE = 'UTC';
const SEATS_WINDOW_DAYS = 30;

const issue = (path: string, code: MessageId): Issue => ({ path, message: messageText(code), code });
const invalid = (issues: Issue[]) => validationError(issues);
const enumValue = <T extends Record<string, number>>(values: T, value: number, fallback: T[keyof T]): T[keyof T] =>
  (Object.values(values) as number[]).includes(value) ? (value as T[keyof T]) : fallback;

/** The activity's calendar day now: departures and price validity are dates in its own zone. */
function todayIn(zone: string, clock: Clock): DateTime {
  const local = DateTime.fromJSDate(clock.now(), { zone });
  return (local.isValid ? local : DateTime.fromJSDate(clock.now(), { zone: 'UTC' })).startOf('day');
}

/** A URL slug from a name: ASCII letters and digits joined by dashes ("Fjord & Fjell" → "fjord-fjell"). */
export function slugify(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[æ]/g, 'ae')
    .replace(/[ø]/g, 'o')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return slug || 'activity';
}

/** The FK refusal of a delete, by the constraint that refused it (node-postgres and PGlite both name it). */
function foreignKeyConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 10; current = (current as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23503') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

export function createToursService({ db, clock, reindexer, departures }: ToursDeps): ToursService {
  const today = (row: repo.TourRow) => todayIn(row.timeZone, clock);

  async function owned(scope: TenantScope, id: number, tx: Db = db, lock = false): Promise<repo.TourRow> {
    const row = await repo.findTour(tx, scope, id, { lock });
    if (!row) throw new HttpError('NOT_FOUND');
    return row;
  }

  async function sellableOf(tx: Db, row: repo.TourRow): Promise<Sellable> {
    // One query at a time: inside a transaction these share one connection.
    const details = await repo.findTourDetails(tx, row.id);
    const translations = await repo.findTranslations(tx, row.id);
    const day = today(row).toISODate() ?? '';
    const facts = await repo.findSellableFacts(tx, row.id, day);
    const upcoming = await departures.upcoming({ serviceId: row.id, today: day, until: day }, tx);
    const vital =
      details !== undefined && translations.some((t) => t.name.trim() !== '') && row.locationId !== null && (durationMinutes(details.duration) ?? 0) > 0;
    const missing: TourSellablePart[] = [];
    if (!vital) missing.push('vitalDetails');
    if (!facts.image) missing.push('image');
    if (!facts.pricedOption) missing.push('pricedOption');
    if (upcoming.count === 0) missing.push('futureDeparture');
    return { ready: missing.length === 0, missing };
  }

  /** 400 naming each missing part: in the message (the caller's language) and as one issue per part. */
  function notSellable(missing: TourSellablePart[], locale: Locale): HttpError {
    const names = missing.map((part) => formatMessage(locale, PART_MESSAGE[part]));
    return new HttpError('VALIDATION_FAILED', {
      message: 'errors.tourNotSellable',
      values: { missing: new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' }).format(names) },
      issues: missing.map((part) => issue(part, PART_MESSAGE[part])),
    });
  }

  async function fullOf(row: repo.TourRow, locale: Locale): Promise<TourFull> {
    const [details, translations, media, links, location, sellable] = await Promise.all([
      repo.findTourDetails(db, row.id),
      repo.findTranslations(db, row.id),
      readGallery(db, row.id),
      repo.findLinks(db, row.id),
      row.locationId === null ? undefined : repo.findLocation(db, row.locationId),
      sellableOf(db, row),
    ]);
    const text = translations.find((t) => t.locale === locale) ?? translations.find((t) => t.locale === 'en') ?? translations[0];
    const position = (lat: number | null | undefined, lng: number | null | undefined) => (lat == null || lng == null ? null : { lat, lng });
    return toDto(TourFullSchema, {
      id: row.id,
      service_type: TYPE_NAME[row.serviceType] ?? 'activities',
      service_type_id: row.serviceType,
      status: enumValue(GeneralStatus, row.status, GeneralStatus.Pending),
      is_private: row.isPrivate,
      sync_failed: row.syncFailed,
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
      vital_details: {
        name: text?.name ?? '',
        kind: row.serviceType === ServiceTypeId.events ? ProductKind.Event : ProductKind.Tour,
        activity_kind: enumValue(ActivityKind, details?.activityKind ?? 1, ActivityKind.normal),
        provider_type: enumValue(TourProviderType, details?.providerType ?? 1, TourProviderType.NORMAL_TOUR),
        location_id: row.locationId,
        location_name: location?.name ?? null,
        position: position(row.lat, row.lng),
        duration: (durationMinutes(details?.duration) ?? 0) > 0 ? formatDurationText(details?.duration) : '',
        duration_stored: details?.duration ?? '0:00',
        channel_product_code: details?.channelProductCode ?? null,
      },
      basic_details: {
        short_description: text?.shortDescription ?? '',
        long_description: text?.longDescription ?? '',
        highlights: text?.highlights ?? [],
        inclusions: text?.inclusions ?? [],
        exclusions: text?.exclusions ?? [],
        meeting_point: text?.meetingPoint ?? null,
        meeting_position: position(details?.meetingLat, details?.meetingLng),
      },
      gallery_and_widget: { media },
      tags_and_categories: { tag_ids: links.tagIds, category_ids: links.categoryIds },
      taxation: { tax_category_id: row.taxCategoryId, commission_category_id: row.commissionCategoryId },
      seasonal: { seasons: details?.seasons ?? [] },
      feature_ids: links.featureIds,
      notification_emails: details?.notificationEmails ?? [],
      sellable,
    });
  }

  async function itemsOf(rows: repo.ListRow[]): Promise<TourListItem[]> {
    const prices = await findLowestTicketPrices(db, rows.map((r) => r.service.id));
    return rows.map(({ service: row, name, nameLocale, locationName, duration }) =>
      toDto(TourListItemSchema, {
        id: row.id,
        name: name ?? '',
        locale: (nameLocale as Locale | null) ?? null,
        slug: row.slug,
        product_code: row.productCode,
        service_type: TYPE_NAME[row.serviceType] ?? 'activities',
        service_type_id: row.serviceType,
        status: enumValue(GeneralStatus, row.status, GeneralStatus.Pending),
        is_private: row.isPrivate,
        sync_failed: row.syncFailed,
        image: row.imageUrl,
        location: row.locationId === null ? null : { id: row.locationId, name: locationName ?? '' },
        duration: (durationMinutes(duration) ?? 0) > 0 ? formatDurationText(duration) : '',
        lowest_price: prices.has(row.id) ? money(prices.get(row.id) ?? 0, row.currency) : null,
        supplier_id: row.supplierUserId,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      }),
    );
  }

  /** Runs a write in one transaction, keeping an Active activity sellable, and wakes the search worker. */
  async function write<T>(scope: TenantScope, id: number, locale: Locale, work: (tx: Db, row: repo.TourRow) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const row = await owned(scope, id, tx, true);
      const result = await work(tx, row);
      const after = await repo.findTour(tx, scope, id);
      if (after?.status === GeneralStatus.Active) {
        const sellable = await sellableOf(tx, after);
        if (!sellable.ready) throw notSellable(sellable.missing, locale);
      }
      await reindexer?.enqueueServiceReindex(id, { tx });
      return result;
    });
  }

  async function locationOf(tx: Db, locationId: number | null): Promise<repo.LocationRow | null> {
    if (locationId === null) return null;
    const location = await repo.findLocation(tx, locationId);
    if (!location) throw invalid([issue('location_id', 'errors.referenceNotFound')]);
    return location;
  }

  type VitalInput = Extract<TourSection, { section: 'vital_details' }>;

  async function writeVitalDetails(tx: Db, row: repo.TourRow, input: Omit<VitalInput, 'section'>, locale: Locale) {
    const location = await locationOf(tx, input.location_id);
    const serviceType = SERVICE_TYPE_OF_KIND[input.kind];
    await repo.updateTour(tx, row.id, {
      serviceType,
      locationId: location?.id ?? null,
      lat: input.position?.lat ?? location?.lat ?? null,
      lng: input.position?.lng ?? location?.lng ?? null,
      timeZone: location?.timeZone ?? row.timeZone,
    });
    await repo.upsertTourDetails(tx, {
      serviceId: row.id,
      duration: input.duration ?? '0:00',
      activityKind: input.activity_kind,
      providerType: input.provider_type,
      channelProductCode: input.channel_product_code || null,
    });
    await repo.upsertTranslation(tx, row.id, locale, { name: input.name });
    if (serviceType !== row.serviceType) await repo.dropCategoriesNotOfType(tx, row.id, serviceType);
  }

  async function writeTagsAndCategories(tx: Db, row: repo.TourRow, tagIds: number[], categoryIds: number[]) {
    const knownTags = await repo.findTagIds(tx, tagIds);
    const foundCategories = await repo.findCategoriesByIds(tx, categoryIds);
    const categories = new Map(foundCategories.map((c) => [c.id, c]));
    const problems = [
      ...tagIds.flatMap((tagId, index) => (knownTags.has(tagId) ? [] : [issue(`tag_ids.${index}`, 'errors.referenceNotFound')])),
      ...categoryIds.flatMap((categoryId, index) =>
        categories.get(categoryId)?.serviceType === row.serviceType ? [] : [issue(`category_ids.${index}`, 'errors.referenceNotFound')],
      ),
    ];
    if (problems.length) throw invalid(problems);
    // Search facets read lvl0 from the parent link: a sub-category brings its parent along.
    const withParents = [...new Set([...categoryIds, ...foundCategories.flatMap((c) => (c.parentId === null ? [] : [c.parentId]))])];
    await repo.replaceTagsAndCategories(tx, row.id, tagIds, withParents);
    await repo.updateTour(tx, row.id, {});
  }

  async function writeTaxation(tx: Db, row: repo.TourRow, taxId: number | null, commissionId: number | null) {
    const tax = taxId === null ? null : await repo.findTaxCategory(tx, taxId);
    const commission = commissionId === null ? null : await repo.findCommissionCategory(tx, commissionId);
    const problems: Issue[] = [];
    if (taxId !== null && !tax) problems.push(issue('tax_category_id', 'errors.referenceNotFound'));
    // A category retired since it was chosen may stay; it cannot be newly chosen.
    if (commissionId !== null && (!commission || (!commission.active && commissionId !== row.commissionCategoryId))) {
      problems.push(issue('commission_category_id', 'errors.referenceNotFound'));
    }
    if (problems.length) throw invalid(problems);
    await repo.updateTour(tx, row.id, { taxCategoryId: taxId, commissionCategoryId: commissionId });
  }

  async function writeSection(tx: Db, row: repo.TourRow, section: TourSection, locale: Locale): Promise<void> {
    switch (section.section) {
      case TourEditSection.vitalDetails:
        return writeVitalDetails(tx, row, section, locale);
      case TourEditSection.basicDetails:
        await repo.upsertTranslation(tx, row.id, locale, {
          shortDescription: section.short_description,
          longDescription: section.long_description,
          highlights: section.highlights,
          inclusions: section.inclusions,
          exclusions: section.exclusions,
          meetingPoint: section.meeting_point || null,
        });
        await repo.upsertTourDetails(tx, { serviceId: row.id, meetingLat: section.meeting_position?.lat ?? null, meetingLng: section.meeting_position?.lng ?? null });
        return repo.updateTour(tx, row.id, {});
      case TourEditSection.galleryAndWidget:
        return writeGallery(tx, row, section.media);
      case TourEditSection.tagsAndCategories:
        return writeTagsAndCategories(tx, row, section.tag_ids, section.category_ids);
      case TourEditSection.taxation:
        return writeTaxation(tx, row, section.tax_category_id, section.commission_category_id);
      case TourEditSection.seasonal:
        await repo.upsertTourDetails(tx, { serviceId: row.id, seasons: section.seasons });
        return repo.updateTour(tx, row.id, {});
    }
  }

  /** The supplier a new activity (or feature) belongs to: the caller's own, or the one an administrator names. */
  async function ownerFor(scope: TenantScope, requested: number | undefined): Promise<number> {
    const own = scopeOwnerId(scope);
    if (own !== undefined) {
      // Someone else's id from a supplier names nothing it may see.
      if (requested !== undefined && requested !== own) throw new HttpError('NOT_FOUND');
      return own;
    }
    if (requested === undefined) throw invalid([issue('supplier_user_id', 'errors.supplierRequired')]);
    if (!(await repo.isSupplier(db, requested))) throw invalid([issue('supplier_user_id', 'errors.referenceNotFound')]);
    return requested;
  }

  async function freeSlug(tx: Db, name: string): Promise<string> {
    const base = slugify(name);
    const taken = await repo.findSlugsLike(tx, base);
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  const state = (row: repo.TourRow): TourState => ({
    id: row.id,
    status: enumValue(GeneralStatus, row.status, GeneralStatus.Pending),
    is_private: row.isPrivate,
  });

  return {
    async list(scope, input, locale) {
      const limit = input.limit === -1 ? null : input.limit;
      const pageNumber = limit === null || input.page_number === -1 ? 1 : input.page_number;
      const { rows, total } = await repo.listTours(
        db,
        {
          scope,
          locale,
          search: input.search,
          ...(input.status === undefined ? {} : { status: input.status }),
          serviceTypes: input.service_type ? [ServiceTypeId[input.service_type]] : repo.TOUR_TYPE_IDS,
          ...(input.supplier_user_id === undefined ? {} : { supplierUserId: input.supplier_user_id }),
        },
        { sortBy: input.sort_by, sortOrder: input.sort_order, limit, offset: limit === null ? 0 : (pageNumber - 1) * limit },
      );
      return { data: await itemsOf(rows), total, page_number: input.page_number, limit: input.limit };
    },

    async statusCounts(scope, filter) {
      const { byStatus, syncFailed } = await repo.countByStatus(db, {
        scope,
        locale: 'en',
        search: filter.search,
        serviceTypes: filter.service_type ? [ServiceTypeId[filter.service_type]] : repo.TOUR_TYPE_IDS,
        ...(filter.supplier_user_id === undefined ? {} : { supplierUserId: filter.supplier_user_id }),
      });
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

    async summary(scope, id, locale) {
      const { rows } = await repo.listTours(
        db,
        { scope, locale, search: '', serviceTypes: repo.TOUR_TYPE_IDS, serviceId: id },
        { sortBy: 'id', sortOrder: 'asc', limit: 1, offset: 0 },
      );
      const [item] = await itemsOf(rows);
      if (!item) throw new HttpError('NOT_FOUND');
      return item;
    },

    async full(scope, id, locale) {
      return fullOf(await owned(scope, id), locale);
    },

    async create(scope, input, locale) {
      const owner = await ownerFor(scope, input.supplier_user_id);
      const currency = input.currency ?? (await repo.findUserCurrency(db, owner)) ?? 'NOK';
      for (let attempt = 1; ; attempt++) {
        try {
          const row = await db.transaction(async (tx) => {
            const location = await locationOf(tx, input.location_id);
            const serviceType = SERVICE_TYPE_OF_KIND[input.kind];
            const created = await repo.insertTour(tx, {
              serviceType,
              supplierUserId: owner,
              // A new activity is a draft: Pending until its supplier activates it (and it is sellable).
              status: GeneralStatus.Pending,
              slug: await freeSlug(tx, input.name),
              // Replaced below, once the id it is made from exists.
              productCode: 'WH-NEW',
              currency,
              locationId: location?.id ?? null,
              lat: input.position?.lat ?? location?.lat ?? null,
              lng: input.position?.lng ?? location?.lng ?? null,
              timeZone: location?.timeZone ?? DEFAULT_TIME_ZONE,
            });
            const productCode = `WH-${serviceType === ServiceTypeId.events ? 'EVT' : 'ACT'}-${String(created.id).padStart(6, '0')}`;
            await repo.updateTour(tx, created.id, { productCode });
            await repo.upsertTourDetails(tx, {
              serviceId: created.id,
              duration: input.duration ?? '0:00',
              activityKind: input.activity_kind,
              providerType: input.provider_type,
              channelProductCode: input.channel_product_code || null,
            });
            await repo.upsertTranslation(tx, created.id, locale, { name: input.name });
            return { ...created, productCode };
          });
          return await fullOf(row, locale);
        } catch (error) {
          // Two activities of the same name at the same moment: the later one takes the next free slug.
          if (attempt < 3 && uniqueViolationConstraint(error) === 'services_slug_unique') continue;
          throw error;
        }
      }
    },

    async updateSection(scope, id, section, locale) {
      await write(scope, id, locale, (tx, row) => writeSection(tx, row, section, locale));
      return fullOf(await owned(scope, id), locale);
    },

    async remove(scope, id) {
      const row = await owned(scope, id);
      try {
        await repo.deleteTour(db, row.id);
      } catch (error) {
        const constraint = foreignKeyConstraint(error);
        if (constraint === undefined) throw error;
        // Bookings keep their service for the record (reservations, their departures and holds); so do packages.
        if (constraint.startsWith('package_services')) throw new HttpError('CONFLICT', { message: 'errors.tourInPackage' });
        if (/^(reservation|capacity_holds)/.test(constraint)) throw new HttpError('CONFLICT', { message: 'errors.tourHasBookings' });
        throw new HttpError('CONFLICT', { cause: error });
      }
    },

    async seasonal(scope, id) {
      const row = await owned(scope, id);
      return (await repo.findTourDetails(db, row.id))?.seasons ?? [];
    },

    async updateStatus(scope, id, status, locale) {
      return db.transaction(async (tx) => {
        const row = await owned(scope, id, tx, true);
        if (status === GeneralStatus.Active) {
          const sellable = await sellableOf(tx, row);
          if (!sellable.ready) throw notSellable(sellable.missing, locale);
        }
        await repo.updateTour(tx, row.id, { status });
        await reindexer?.enqueueServiceReindex(row.id, { tx });
        return state({ ...row, status });
      });
    },

    async updateIsPrivate(scope, id, isPrivate) {
      return db.transaction(async (tx) => {
        const row = await owned(scope, id, tx, true);
        await repo.updateTour(tx, row.id, { isPrivate });
        await reindexer?.enqueueServiceReindex(row.id, { tx });
        return state({ ...row, isPrivate });
      });
    },

    async atGlance(scope, id, locale) {
      const row = await owned(scope, id);
      const day = today(row);
      const [counts, upcoming, sellable, translations, prices] = await Promise.all([
        repo.findGlanceCounts(db, row.id),
        departures.upcoming({ serviceId: row.id, today: day.toISODate() ?? '', until: day.plus({ days: SEATS_WINDOW_DAYS }).toISODate() ?? '' }),
        sellableOf(db, row),
        repo.findTranslations(db, row.id),
        findLowestTicketPrices(db, [row.id]),
      ]);
      const text = translations.find((t) => t.locale === locale) ?? translations.find((t) => t.locale === 'en') ?? translations[0];
      const lowest = prices.get(row.id);
      return {
        id: row.id,
        name: text?.name ?? '',
        status: enumValue(GeneralStatus, row.status, GeneralStatus.Pending),
        is_private: row.isPrivate,
        media: counts.media,
        options: counts.options,
        tickets: counts.tickets,
        priced_tickets: counts.pricedTickets,
        upcoming_departures: upcoming.count,
        next_departure: upcoming.next ? { date: upcoming.next.date, start_time: upcoming.next.startTime } : null,
        seats_left_30_days: upcoming.seatsUntil,
        lowest_price: lowest === undefined ? null : money(lowest, row.currency),
        sellable,
      };
    },

    async setNotificationEmails(scope, id, emails) {
      await db.transaction(async (tx) => {
        const row = await owned(scope, id, tx, true);
        await repo.upsertTourDetails(tx, { serviceId: row.id, notificationEmails: emails });
      });
      return emails;
    },

    async taxCategories() {
      return (await repo.findTaxCategories(db)).map((row) => ({ id: row.id, name: row.name, rate_basis_points: row.rateBasisPoints }));
    },

    async activeCommissionCategories() {
      return (await repo.findActiveCommissionCategories(db)).map((row) => ({ id: row.id, name: row.name, percent_basis_points: row.percentBasisPoints }));
    },
  };
}

