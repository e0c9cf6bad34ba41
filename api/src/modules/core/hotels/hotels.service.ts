import { money } from 'shared-contracts/catalogue';
import type { Issue } from 'shared-contracts/common';
import type { Locale } from 'shared-contracts/constants';
import { ServiceTypeId } from 'shared-contracts/enums';
import {
  type HotelFeatureItem,
  type HotelFeatureLink,
  type HotelFeatureScope,
  type HotelListItem,
  connectedPrice,
  HotelListItemSchema,
  type MealPlan,
  type RatePlan,
  RatePlanSchema,
  type RatePlanValues,
  type RoomType,
  RoomTypeSchema,
  type RoomTypeValues,
} from 'shared-contracts/hotels';
import type { ListingListQuery } from 'shared-contracts/listings';
import type { MessageId } from 'shared-contracts/messages';
import type { Db } from '../../../db/client';
import type { LocalizedText } from '../../../db/schema/catalogue';
import { HttpError } from '../../../lib/http-error';
import { messageText } from '../../../lib/messages';
import type { TenantScope } from '../../../lib/tenancy';
import { toDto, validationError } from '../../../lib/validation';
import type { SearchReindexer } from '../../search/indexer/search-jobs';
import * as policies from '../cancellation-policies/cancellation-policies.repo';
import { findListing, type ServiceRow } from '../listings/listings.repo';
import { foreignKeyConstraint, type ListingsService } from '../listings/listings.service';
import * as repo from './hotels.repo';

export interface HotelsService {
  /** The caller's hotels (an administrator's: everyone's), with stars, rooms and plans. */
  list(scope: TenantScope, input: ListingListQuery, locale: Locale): Promise<{ data: HotelListItem[]; total: number; page_number: number; limit: number }>;
  featureCatalogue(filter: { limit: number | null; scope?: HotelFeatureScope }, locale: Locale): Promise<HotelFeatureItem[]>;
  features(scope: TenantScope, hotelId: number, mostPopularOnly: boolean, locale: Locale): Promise<HotelFeatureLink[]>;
  /** Replaces the hotel's features (hotel-scope ones only) and their "most popular" flags. */
  saveFeatures(scope: TenantScope, hotelId: number, features: { feature_id: number; most_popular: boolean }[], locale: Locale): Promise<HotelFeatureLink[]>;
  roomTypes(scope: TenantScope, hotelId: number, locale: Locale): Promise<RoomType[]>;
  createRoomType(scope: TenantScope, hotelId: number, input: RoomTypeValues, locale: Locale): Promise<RoomType>;
  updateRoomType(scope: TenantScope, hotelId: number, roomTypeId: number, input: RoomTypeValues, locale: Locale): Promise<RoomType>;
  /** Refused (409) while bookings hold it, or while a plan sells nothing else. */
  removeRoomType(scope: TenantScope, hotelId: number, roomTypeId: number, locale: Locale): Promise<void>;
  ratePlans(scope: TenantScope, hotelId: number, locale: Locale): Promise<RatePlan[]>;
  createRatePlan(scope: TenantScope, hotelId: number, input: RatePlanValues, locale: Locale): Promise<RatePlan>;
  updateRatePlan(scope: TenantScope, hotelId: number, ratePlanId: number, input: RatePlanValues, locale: Locale): Promise<RatePlan>;
  /** Refused (409) while bookings hold it or connected plans follow it. */
  removeRatePlan(scope: TenantScope, hotelId: number, ratePlanId: number, locale: Locale): Promise<void>;
}

export interface HotelsDeps {
  db: Db;
  listings: ListingsService;
  reindexer?: Pick<SearchReindexer, 'enqueueServiceReindex'>;
}

const issue = (path: string, code: MessageId): Issue => ({ path, message: messageText(code), code });

/** A label in `locale`, else English, else any. */
export function nameIn(names: LocalizedText, locale: Locale): string {
  return names[locale] ?? names.en ?? Object.values(names).find((each) => each !== undefined) ?? '';
}

const breakfastWith = (mealPlan: MealPlan) => mealPlan !== 'room_only';

/**
 * A hotel's features, room types and rate plans in the panel (issue 13 §2). The hotel itself (details, gallery,
 * location, status) is a listing (listings.service); a foreign hotel, room type or plan answers 404.
 */
export function createHotelsService({ db, listings, reindexer }: HotelsDeps): HotelsService {
  async function owned(scope: TenantScope, hotelId: number, tx: Db = db, lock = false): Promise<ServiceRow> {
    const row = await findListing(tx, scope, ServiceTypeId.hotels, hotelId, { lock });
    if (!row) throw new HttpError('NOT_FOUND');
    return row;
  }

  /** Runs a change in one transaction with the hotel locked; an Active hotel must stay ready (a room type and a plan). */
  async function change<T>(scope: TenantScope, hotelId: number, locale: Locale, work: (tx: Db, hotel: ServiceRow) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const hotel = await owned(scope, hotelId, tx, true);
      const result = await work(tx, hotel);
      if (hotel.status === 1) {
        const readiness = await listings.readiness(tx, 'hotels', hotel.id);
        if (!readiness.ready) throw listings.notReadyError('hotels', readiness.missing, locale);
      }
      await reindexer?.enqueueServiceReindex(hotel.id, { tx });
      return result;
    });
  }

  const featureItem = (row: repo.FeatureRow, locale: Locale): HotelFeatureItem => ({
    id: row.id,
    slug: row.slug,
    name: nameIn(row.names, locale) || row.slug,
    icon: row.icon,
    scope: row.scope === 'room' ? 'room' : 'hotel',
    group: row.featureGroup,
  });

  async function featureLinks(tx: Db, hotelId: number, mostPopularOnly: boolean, locale: Locale): Promise<HotelFeatureLink[]> {
    return (await repo.findHotelFeatureLinks(tx, hotelId, mostPopularOnly)).map((row) => ({ ...featureItem(row, locale), most_popular: row.mostPopular }));
  }

  /** Every id known and of the scope; the issues name the index of each one that is not. */
  async function checkFeatures(tx: Db, ids: number[], scope: HotelFeatureScope, path: (index: number) => string): Promise<void> {
    const found = await repo.findFeaturesByIds(tx, ids);
    const problems = ids.flatMap((id, index) => {
      const feature = found.get(id);
      if (!feature) return [issue(path(index), 'errors.referenceNotFound')];
      return feature.scope === scope ? [] : [issue(path(index), 'errors.hotels.featureWrongScope')];
    });
    if (problems.length) throw validationError(problems);
  }

  async function roomTypesOf(tx: Db, hotelId: number, locale: Locale, only?: number): Promise<RoomType[]> {
    const rows = (await repo.findRoomTypes(tx, hotelId)).filter((row) => only === undefined || row.id === only);
    const ids = rows.map((row) => row.id);
    const features = await repo.findRoomFeatureIds(tx, ids);
    const plans = await repo.findRoomPlanIds(tx, ids);
    return rows.map((row) =>
      toDto(RoomTypeSchema, {
        id: row.id,
        hotel_id: hotelId,
        name: nameIn(row.names, locale),
        description: nameIn(row.descriptions, locale),
        max_adults: row.maxAdults,
        max_children: row.maxChildren,
        max_occupancy: row.maxOccupancy,
        beds: row.beds,
        size_sqm: row.sizeSqm,
        image: row.imageUrl,
        feature_ids: features.get(row.id) ?? [],
        rate_plan_ids: plans.get(row.id) ?? [],
      }),
    );
  }

  async function ratePlansOf(tx: Db, hotel: ServiceRow, locale: Locale, only?: number): Promise<RatePlan[]> {
    const all = await repo.findRatePlans(tx, hotel.id);
    const byId = new Map(all.map((row) => [row.id, row]));
    const rows = all.filter((row) => only === undefined || row.id === only);
    const rooms = await repo.findPlanRoomTypeIds(tx, rows.map((row) => row.id));
    const policyIds = [...new Set(rows.flatMap((row) => (row.cancellationPolicyId === null ? [] : [row.cancellationPolicyId])))];
    const policyRows = await Promise.all(policyIds.map((id) => policies.findPolicy(tx, { kind: 'all' }, id)));
    const policyNames = new Map(policyRows.flatMap((row) => (row ? [[row.id, row.name] as const] : [])));
    return rows.map((row) => {
      const parent = row.parentRatePlanId === null ? undefined : byId.get(row.parentRatePlanId);
      return toDto(RatePlanSchema, {
        id: row.id,
        hotel_id: hotel.id,
        name: nameIn(row.names, locale),
        meal_plan: row.mealPlan as MealPlan,
        breakfast_included: row.breakfastIncluded,
        refundable: row.refundable,
        cancellation_policy: row.cancellationPolicyId === null ? null : { id: row.cancellationPolicyId, name: policyNames.get(row.cancellationPolicyId) ?? '' },
        room_type_ids: rooms.get(row.id) ?? [],
        base_price_minor: row.basePriceMinor,
        base_price: money(row.basePriceMinor, hotel.currency),
        connected:
          parent && row.derivationKind && row.derivationValue !== null
            ? { parent_rate_plan_id: parent.id, parent_name: nameIn(parent.names, locale), kind: row.derivationKind as 'percent' | 'amount', value: row.derivationValue }
            : null,
      });
    });
  }

  function roomValues(input: RoomTypeValues, locale: Locale, before?: repo.RoomTypeRow): repo.RoomTypeValues {
    return {
      names: { ...(before?.names ?? {}), [locale]: input.name },
      descriptions: { ...(before?.descriptions ?? {}), [locale]: input.description },
      maxAdults: input.max_adults,
      maxChildren: input.max_children,
      maxOccupancy: input.max_occupancy,
      beds: input.beds,
      sizeSqm: input.size_sqm,
      imageUrl: input.image,
    };
  }

  /**
   * Checks a plan against the rules of issue 13 §2 and gives the values to store: room types of this hotel (a
   * connected plan's a subset of its parent's), a policy of the hotel's supplier, a parent that is a plan of this
   * hotel and not connected itself, and not this plan.
   */
  async function planValues(tx: Db, hotel: ServiceRow, input: RatePlanValues, locale: Locale, before?: repo.RatePlanRow): Promise<repo.RatePlanValues> {
    const rooms = new Set((await repo.findRoomTypes(tx, hotel.id)).map((row) => row.id));
    const problems: Issue[] = input.room_type_ids.flatMap((id, index) => (rooms.has(id) ? [] : [issue(`room_type_ids.${index}`, 'errors.referenceNotFound')]));
    if (new Set(input.room_type_ids).size !== input.room_type_ids.length) problems.push(issue('room_type_ids', 'validation.invalid'));

    let refundable = true;
    if (input.cancellation_policy_id !== null) {
      const policy = await policies.findPolicy(tx, { kind: 'owner', ownerUserId: hotel.supplierUserId }, input.cancellation_policy_id);
      if (!policy) problems.push(issue('cancellation_policy_id', 'errors.referenceNotFound'));
      else refundable = ((await policies.findPolicyTiers(tx, [policy.id])).get(policy.id) ?? []).some((tier) => tier.refundPercentage > 0);
    }

    let basePriceMinor = input.base_price_minor ?? before?.basePriceMinor ?? 0;
    let parentId: number | null = null;
    const connection = input.connected;
    if (connection) {
      const parent = await repo.findRatePlan(tx, hotel.id, connection.parent_rate_plan_id);
      const path = 'connected.parent_rate_plan_id';
      if (!parent) problems.push(issue(path, 'errors.referenceNotFound'));
      else if (before && parent.id === before.id) problems.push(issue(path, 'errors.hotels.parentSelf'));
      else if (parent.parentRatePlanId !== null) problems.push(issue(path, 'errors.hotels.parentConnected'));
      else {
        parentId = parent.id;
        basePriceMinor = connectedPrice(parent.basePriceMinor, connection.kind, connection.value);
        const parentRooms = new Set((await repo.findPlanRoomTypeIds(tx, [parent.id])).get(parent.id) ?? []);
        input.room_type_ids.forEach((id, index) => {
          if (rooms.has(id) && !parentRooms.has(id)) problems.push(issue(`room_type_ids.${index}`, 'errors.hotels.roomTypeNotInParent'));
        });
      }
      // A plan that others follow cannot start following one itself: there are no chains.
      if (before && (await repo.findConnectedPlans(tx, before.id)).length > 0) problems.push(issue(path, 'errors.hotels.ratePlanHasConnected'));
    } else if (input.base_price_minor === null && !before) {
      problems.push(issue('base_price_minor', 'errors.hotels.basePriceRequired'));
    }
    if (before && !connection) {
      // The plans that follow this one must keep selling only what it sells.
      const children = await repo.findConnectedPlans(tx, before.id);
      const childRooms = await repo.findPlanRoomTypeIds(tx, children.map((child) => child.id));
      const kept = new Set(input.room_type_ids);
      if ([...childRooms.values()].some((ids) => ids.some((id) => !kept.has(id)))) problems.push(issue('room_type_ids', 'errors.hotels.roomTypeSoldByConnected'));
    }
    if (problems.length) throw validationError(problems);
    return {
      names: { ...(before?.names ?? {}), [locale]: input.name },
      mealPlan: input.meal_plan,
      breakfastIncluded: breakfastWith(input.meal_plan),
      cancellationPolicyId: input.cancellation_policy_id,
      refundable,
      basePriceMinor,
      parentRatePlanId: parentId,
      derivationKind: connection ? connection.kind : null,
      derivationValue: connection ? connection.value : null,
    };
  }

  /** A parent's new "from" price moves its connected plans' with it. */
  async function rederiveChildren(tx: Db, parent: repo.RatePlanRow): Promise<void> {
    for (const child of await repo.findConnectedPlans(tx, parent.id)) {
      if (!child.derivationKind || child.derivationValue === null) continue;
      await repo.updateRatePlan(tx, child.id, { basePriceMinor: connectedPrice(parent.basePriceMinor, child.derivationKind as 'percent' | 'amount', child.derivationValue) });
    }
  }

  async function refuseInUse(work: () => Promise<void>, bookings: MessageId): Promise<void> {
    try {
      await work();
    } catch (error) {
      const constraint = foreignKeyConstraint(error);
      if (constraint === undefined) throw error;
      if (/^(reservation|capacity_holds)/.test(constraint)) throw new HttpError('CONFLICT', { message: bookings });
      throw new HttpError('CONFLICT', { cause: error });
    }
  }

  return {
    async list(scope, input, locale) {
      const page = await listings.list(scope, 'hotels', input, locale);
      const facts = await repo.findListFacts(db, page.data.map((item) => item.id));
      const data = page.data.map((item) =>
        toDto(HotelListItemSchema, {
          id: item.id,
          name: item.name,
          locale: item.locale,
          slug: item.slug,
          product_code: item.product_code,
          status: item.status,
          image: item.image,
          location: item.location,
          stars: facts.get(item.id)?.stars ?? null,
          room_type_count: facts.get(item.id)?.rooms ?? 0,
          rate_plan_count: facts.get(item.id)?.plans ?? 0,
          currency: facts.get(item.id)?.currency ?? '',
          time_zone: facts.get(item.id)?.timeZone ?? 'UTC',
          supplier_id: item.supplier_id,
          created_at: item.created_at,
          updated_at: item.updated_at,
        }),
      );
      return { ...page, data };
    },

    async featureCatalogue(filter, locale) {
      return (await repo.findFeatureCatalogue(db, filter)).map((row) => featureItem(row, locale));
    },

    async features(scope, hotelId, mostPopularOnly, locale) {
      await owned(scope, hotelId);
      return featureLinks(db, hotelId, mostPopularOnly, locale);
    },

    async saveFeatures(scope, hotelId, features, locale) {
      return change(scope, hotelId, locale, async (tx, hotel) => {
        await checkFeatures(
          tx,
          features.map((row) => row.feature_id),
          'hotel',
          (index) => `features.${index}.feature_id`,
        );
        await repo.replaceHotelFeatures(tx, hotel.id, features.map((row) => ({ featureId: row.feature_id, mostPopular: row.most_popular })));
        return featureLinks(tx, hotel.id, false, locale);
      });
    },

    async roomTypes(scope, hotelId, locale) {
      await owned(scope, hotelId);
      return roomTypesOf(db, hotelId, locale);
    },

    async createRoomType(scope, hotelId, input, locale) {
      return change(scope, hotelId, locale, async (tx, hotel) => {
        await checkFeatures(tx, input.feature_ids, 'room', (index) => `feature_ids.${index}`);
        const row = await repo.insertRoomType(tx, hotel.id, { ...roomValues(input, locale), position: await repo.countOf(tx, 'rooms', hotel.id) });
        await repo.replaceRoomFeatures(tx, row.id, [...new Set(input.feature_ids)]);
        const [created] = await roomTypesOf(tx, hotel.id, locale, row.id);
        return created!;
      });
    },

    async updateRoomType(scope, hotelId, roomTypeId, input, locale) {
      return change(scope, hotelId, locale, async (tx, hotel) => {
        const before = await repo.findRoomType(tx, hotel.id, roomTypeId);
        if (!before) throw new HttpError('NOT_FOUND');
        await checkFeatures(tx, input.feature_ids, 'room', (index) => `feature_ids.${index}`);
        await repo.updateRoomType(tx, before.id, roomValues(input, locale, before));
        await repo.replaceRoomFeatures(tx, before.id, [...new Set(input.feature_ids)]);
        const [updated] = await roomTypesOf(tx, hotel.id, locale, before.id);
        return updated!;
      });
    },

    async removeRoomType(scope, hotelId, roomTypeId, locale) {
      await refuseInUse(
        () =>
          change(scope, hotelId, locale, async (tx, hotel) => {
            const row = await repo.findRoomType(tx, hotel.id, roomTypeId);
            if (!row) throw new HttpError('NOT_FOUND');
            const planIds = (await repo.findRoomPlanIds(tx, [row.id])).get(row.id) ?? [];
            const sold = await repo.findPlanRoomTypeIds(tx, planIds);
            // A plan must sell something: the supplier moves it first.
            if ([...sold.values()].some((ids) => ids.length === 1)) throw new HttpError('CONFLICT', { message: 'errors.hotels.roomTypeLastOfPlan' });
            await repo.deleteRoomType(tx, row.id);
          }),
        'errors.hotels.roomTypeHasBookings',
      );
    },

    async ratePlans(scope, hotelId, locale) {
      const hotel = await owned(scope, hotelId);
      return ratePlansOf(db, hotel, locale);
    },

    async createRatePlan(scope, hotelId, input, locale) {
      return change(scope, hotelId, locale, async (tx, hotel) => {
        const values = await planValues(tx, hotel, input, locale);
        const row = await repo.insertRatePlan(tx, hotel.id, { ...values, position: await repo.countOf(tx, 'plans', hotel.id) });
        await repo.replacePlanRoomTypes(tx, row.id, input.room_type_ids);
        const [created] = await ratePlansOf(tx, hotel, locale, row.id);
        return created!;
      });
    },

    async updateRatePlan(scope, hotelId, ratePlanId, input, locale) {
      return change(scope, hotelId, locale, async (tx, hotel) => {
        const before = await repo.findRatePlan(tx, hotel.id, ratePlanId);
        if (!before) throw new HttpError('NOT_FOUND');
        const values = await planValues(tx, hotel, input, locale, before);
        await repo.updateRatePlan(tx, before.id, values);
        await repo.replacePlanRoomTypes(tx, before.id, input.room_type_ids);
        await rederiveChildren(tx, { ...before, ...values } as repo.RatePlanRow);
        const [updated] = await ratePlansOf(tx, hotel, locale, before.id);
        return updated!;
      });
    },

    async removeRatePlan(scope, hotelId, ratePlanId, locale) {
      await refuseInUse(
        () =>
          change(scope, hotelId, locale, async (tx, hotel) => {
            const row = await repo.findRatePlan(tx, hotel.id, ratePlanId);
            if (!row) throw new HttpError('NOT_FOUND');
            // Refused rather than cascaded: a supplier deleting "Standard" should not lose "Non-refundable" unseen.
            if ((await repo.findConnectedPlans(tx, row.id)).length > 0) throw new HttpError('CONFLICT', { message: 'errors.hotels.ratePlanHasConnected' });
            await repo.deleteRatePlan(tx, row.id);
          }),
        'errors.hotels.ratePlanHasBookings',
      );
    },
  };
}
