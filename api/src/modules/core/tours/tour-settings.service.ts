import type { Issue } from 'shared-contracts/common';
import type { Locale } from 'shared-contracts/constants';
import { GeneralStatus, ServiceTypeId, type ServiceTypeName } from 'shared-contracts/enums';
import type { MessageId } from 'shared-contracts/messages';
import type {
  CustomBookingOption,
  CustomSection,
  ProductFeature,
  RecommendedItem,
} from 'shared-contracts/tours';
import type { Db } from '../../../db/client';
import type { LocalizedText } from '../../../db/schema/catalogue';
import { HttpError } from '../../../lib/http-error';
import { pickText } from '../../../lib/locale';
import { messageText } from '../../../lib/messages';
import { scopeOwnerId, type TenantScope } from '../../../lib/tenancy';
import { validationError } from '../../../lib/validation';
import * as settings from './tour-settings.repo';
import * as tours from './tours.repo';

const TYPE_NAME = Object.fromEntries(Object.entries(ServiceTypeId).map(([name, id]) => [id, name])) as Record<number, ServiceTypeName>;
const RECOMMEND_CANDIDATES = 100;

const issue = (path: string, code: MessageId): Issue => ({ path, message: messageText(code), code });
/** Texts without the empty ones: a cleared translation is no translation. */
const filled = (texts: Partial<Record<string, string>>): LocalizedText =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => Boolean(text))) as LocalizedText;
const chainOf = (locale: Locale): Locale[] => (locale === 'en' ? ['en'] : [locale, 'en']);

export interface TourSettingsService {
  createFeature(scope: TenantScope, input: { names: LocalizedText; icon: string; supplier_user_id?: number }, locale: Locale): Promise<ProductFeature>;
  feature(scope: TenantScope, id: number, locale: Locale): Promise<ProductFeature>;
  updateFeature(scope: TenantScope, id: number, input: { names: LocalizedText; icon: string }, locale: Locale): Promise<ProductFeature>;
  deleteFeature(scope: TenantScope, id: number): Promise<void>;
  /** The caller's features; an administrator's view is everyone's, or one supplier's. */
  features(scope: TenantScope, supplierUserId: number | undefined, locale: Locale): Promise<ProductFeature[]>;
  setTourFeatures(scope: TenantScope, tourId: number, featureIds: number[]): Promise<number[]>;

  createCustomSection(scope: TenantScope, input: { service_id: number; titles: LocalizedText; bodies: LocalizedText; position?: number }, locale: Locale): Promise<CustomSection>;
  updateCustomSection(scope: TenantScope, id: number, input: { titles: LocalizedText; bodies: LocalizedText; position?: number }, locale: Locale): Promise<CustomSection>;
  deleteCustomSection(scope: TenantScope, id: number): Promise<void>;
  customSections(scope: TenantScope, tourId: number, locale: Locale): Promise<CustomSection[]>;
  customSection(scope: TenantScope, id: number, locale: Locale): Promise<CustomSection>;

  recommendCandidates(scope: TenantScope, tourId: number, search: string, locale: Locale): Promise<RecommendedItem[]>;
  setRecommendations(scope: TenantScope, tourId: number, recommendedIds: number[], locale: Locale): Promise<RecommendedItem[]>;
  recommendations(scope: TenantScope, tourId: number, locale: Locale): Promise<RecommendedItem[]>;

  bookingOption(scope: TenantScope, tourId: number): Promise<CustomBookingOption>;
  setBookingOption(scope: TenantScope, tourId: number, option: CustomBookingOption): Promise<CustomBookingOption>;
  specialInstructions(scope: TenantScope, tourId: number, locale: Locale): Promise<{ locale: Locale; text: string; translations: LocalizedText }>;
  setSpecialInstructions(scope: TenantScope, tourId: number, text: string, locale: Locale): Promise<{ locale: Locale; text: string; translations: LocalizedText }>;

  tags(input: { limit: number; page_number: number; search: string }): Promise<{ data: { id: number; name: string; slug: string }[]; total: number }>;
  serviceCategories(): Promise<{ id: number; name: ServiceTypeName }[]>;
  categories(
    serviceType: ServiceTypeName | number,
    level: 'parents' | 'children',
    input: { parentId?: number; locale: Locale },
  ): Promise<{ id: number; name: string; slug: string; parent_id: number | null; service_type: ServiceTypeName }[]>;
}

export function createTourSettingsService({ db }: { db: Db }): TourSettingsService {
  /** The activity inside the caller's scope; inside a transaction its row stays locked until the end. */
  async function ownedTour(scope: TenantScope, id: number, tx?: Db): Promise<tours.TourRow> {
    const row = await tours.findTour(tx ?? db, scope, id, { lock: tx !== undefined });
    if (!row) throw new HttpError('NOT_FOUND');
    return row;
  }

  const featureDto = (row: settings.FeatureRow, locale: Locale): ProductFeature => ({
    id: row.id,
    supplier_id: row.supplierUserId,
    name: pickText(row.names, chainOf(locale)).text,
    names: row.names,
    icon: row.icon,
  });

  const sectionDto = (row: settings.CustomSectionRow, locale: Locale): CustomSection => ({
    id: row.id,
    service_id: row.serviceId,
    title: pickText(row.titles, chainOf(locale)).text,
    body: pickText(row.bodies, chainOf(locale)).text,
    titles: row.titles,
    bodies: row.bodies,
    position: row.position,
  });

  const recommendedDto = (row: settings.ServiceNameRow): RecommendedItem => ({
    id: row.id,
    name: row.name ?? '',
    service_type: TYPE_NAME[row.serviceType] ?? 'activities',
    service_type_id: row.serviceType,
    status: (Object.values(GeneralStatus) as number[]).includes(row.status) ? (row.status as GeneralStatus) : GeneralStatus.Pending,
    image: row.imageUrl,
  });

  async function ownedFeature(scope: TenantScope, id: number): Promise<settings.FeatureRow> {
    const row = await settings.findFeature(db, scope, id);
    if (!row) throw new HttpError('NOT_FOUND');
    return row;
  }

  async function ownedSection(scope: TenantScope, id: number): Promise<settings.CustomSectionRow> {
    const row = await settings.findCustomSection(db, scope, id);
    if (!row) throw new HttpError('NOT_FOUND');
    return row;
  }

  async function specialInstructionsOf(tourId: number, locale: Locale) {
    const rows = await settings.findSpecialInstructions(db, tourId);
    return {
      locale,
      text: rows.find((r) => r.locale === locale)?.text ?? '',
      translations: filled(Object.fromEntries(rows.map((r) => [r.locale, r.text]))),
    };
  }

  return {
    async createFeature(scope, input, locale) {
      const own = scopeOwnerId(scope);
      if (own !== undefined && input.supplier_user_id !== undefined && input.supplier_user_id !== own) throw new HttpError('NOT_FOUND');
      const owner = own ?? input.supplier_user_id;
      if (owner === undefined) throw validationError([issue('supplier_user_id', 'errors.supplierRequired')]);
      if (own === undefined && !(await tours.isSupplier(db, owner))) throw validationError([issue('supplier_user_id', 'errors.referenceNotFound')]);
      return featureDto(await settings.insertFeature(db, { supplierUserId: owner, names: filled(input.names), icon: input.icon }), locale);
    },

    async feature(scope, id, locale) {
      return featureDto(await ownedFeature(scope, id), locale);
    },

    async updateFeature(scope, id, input, locale) {
      await ownedFeature(scope, id);
      const row = await settings.updateFeature(db, id, { names: filled(input.names), icon: input.icon });
      if (!row) throw new HttpError('NOT_FOUND');
      return featureDto(row, locale);
    },

    async deleteFeature(scope, id) {
      await ownedFeature(scope, id);
      // Its links to activities go with it (service_features cascades).
      await settings.deleteFeature(db, id);
    },

    async features(scope, supplierUserId, locale) {
      return (await settings.findFeatures(db, scope, supplierUserId)).map((row) => featureDto(row, locale));
    },

    async setTourFeatures(scope, tourId, featureIds) {
      return db.transaction(async (tx) => {
        const tour = await ownedTour(scope, tourId, tx);
        const theirs = await settings.findSupplierFeatureIds(tx, tour.supplierUserId, featureIds);
        const foreign = featureIds.flatMap((id, index) => (theirs.has(id) ? [] : [issue(`feature_ids.${index}`, 'errors.referenceNotFound')]));
        if (foreign.length) throw validationError(foreign);
        await settings.replaceServiceFeatures(tx, tour.id, featureIds);
        return featureIds;
      });
    },

    async createCustomSection(scope, input, locale) {
      const row = await db.transaction(async (tx) => {
        const tour = await ownedTour(scope, input.service_id, tx);
        const position = input.position ?? (await settings.nextSectionPosition(tx, tour.id));
        return settings.insertCustomSection(tx, { serviceId: tour.id, titles: filled(input.titles), bodies: filled(input.bodies), position });
      });
      return sectionDto(row, locale);
    },

    async updateCustomSection(scope, id, input, locale) {
      await ownedSection(scope, id);
      const row = await settings.updateCustomSection(db, id, {
        titles: filled(input.titles),
        bodies: filled(input.bodies),
        ...(input.position === undefined ? {} : { position: input.position }),
      });
      if (!row) throw new HttpError('NOT_FOUND');
      return sectionDto(row, locale);
    },

    async deleteCustomSection(scope, id) {
      await ownedSection(scope, id);
      await settings.deleteCustomSection(db, id);
    },

    async customSections(scope, tourId, locale) {
      const tour = await ownedTour(scope, tourId);
      return (await settings.findCustomSections(db, tour.id)).map((row) => sectionDto(row, locale));
    },

    async customSection(scope, id, locale) {
      return sectionDto(await ownedSection(scope, id), locale);
    },

    async recommendCandidates(scope, tourId, search, locale) {
      const tour = await ownedTour(scope, tourId);
      const rows = await settings.findRecommendCandidates(db, {
        serviceId: tour.id,
        supplierUserId: tour.supplierUserId,
        search,
        locale,
        limit: RECOMMEND_CANDIDATES,
      });
      return rows.map(recommendedDto);
    },

    async setRecommendations(scope, tourId, recommendedIds, locale) {
      await db.transaction(async (tx) => {
        const tour = await ownedTour(scope, tourId, tx);
        // Only the supplier's own other services: a recommendation is shown on this activity's page.
        const theirs = await settings.findSupplierServiceIds(tx, tour.supplierUserId, recommendedIds);
        const problems = recommendedIds.flatMap((id, index) =>
          id !== tour.id && theirs.has(id) ? [] : [issue(`recommended_ids.${index}`, 'errors.referenceNotFound')],
        );
        if (problems.length) throw validationError(problems);
        await settings.replaceRecommendations(tx, tour.id, recommendedIds);
      });
      return (await settings.findRecommendations(db, tourId, locale)).map(recommendedDto);
    },

    async recommendations(scope, tourId, locale) {
      const tour = await ownedTour(scope, tourId);
      return (await settings.findRecommendations(db, tour.id, locale)).map(recommendedDto);
    },

    async bookingOption(scope, tourId) {
      const tour = await ownedTour(scope, tourId);
      const stored = (await settings.findBookingOption(db, tour.id)) as Partial<CustomBookingOption>;
      return { questions: Array.isArray(stored.questions) ? stored.questions : [] };
    },

    async setBookingOption(scope, tourId, option) {
      await db.transaction(async (tx) => {
        const tour = await ownedTour(scope, tourId, tx);
        await settings.saveBookingOption(tx, tour.id, option);
      });
      return option;
    },

    async specialInstructions(scope, tourId, locale) {
      const tour = await ownedTour(scope, tourId);
      return specialInstructionsOf(tour.id, locale);
    },

    async setSpecialInstructions(scope, tourId, text, locale) {
      await db.transaction(async (tx) => {
        const tour = await ownedTour(scope, tourId, tx);
        await tours.upsertTranslation(tx, tour.id, locale, { specialInstructions: text });
      });
      return specialInstructionsOf(tourId, locale);
    },

    async tags({ limit, page_number: pageNumber, search }) {
      const size = limit === -1 ? null : limit;
      const page = size === null || pageNumber === -1 ? 1 : pageNumber;
      const { rows, total } = await settings.findTagsPage(db, { search, limit: size, offset: size === null ? 0 : (page - 1) * size });
      return { data: rows.map((row) => ({ id: row.id, name: row.name, slug: row.slug })), total };
    },

    async serviceCategories() {
      return (await settings.findCategoryServiceTypes(db)).flatMap((id) => (TYPE_NAME[id] ? [{ id, name: TYPE_NAME[id] }] : []));
    },

    async categories(serviceType, level, { parentId, locale }) {
      const typeId = typeof serviceType === 'number' ? serviceType : ServiceTypeId[serviceType];
      const rows = await settings.findCategoryLevel(db, typeId, level, parentId);
      return rows.map((row) => ({
        id: row.id,
        name: pickText({ ...row.names, en: row.names.en ?? row.name }, chainOf(locale)).text || row.name,
        slug: row.slug,
        parent_id: row.parentId,
        service_type: TYPE_NAME[row.serviceType] ?? 'activities',
      }));
    },
  };
}
