import { type Context, Hono } from 'hono';
import { IdParamSchema } from 'shared-contracts/common';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/constants';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { api } from 'shared-contracts/paths';
import {
  CategorySelectAnswerSchema,
  CategorySelectParamSchema,
  CategorySelectQuerySchema,
  CommissionCategoriesAnswerSchema,
  CreateTourInputSchema,
  CustomBookingOptionAnswerSchema,
  CustomBookingOptionInputSchema,
  CustomSectionAnswerSchema,
  CustomSectionInputSchema,
  CustomSectionsAnswerSchema,
  CustomSectionUpdateSchema,
  NotificationEmailsAnswerSchema,
  NotificationEmailsInputSchema,
  ProductFeatureAnswerSchema,
  ProductFeatureInputSchema,
  ProductFeaturesAnswerSchema,
  ProductFeaturesQuerySchema,
  RecommendCandidatesQuerySchema,
  RecommendedItemsAnswerSchema,
  ServiceCategoriesAnswerSchema,
  SpecialInstructionAnswerSchema,
  SpecialInstructionInputSchema,
  TagSelectAnswerSchema,
  TagSelectInputSchema,
  TaxCategoriesAnswerSchema,
  TourAtGlanceAnswerSchema,
  TourDeletedAnswerSchema,
  TourFeaturesAnswerSchema,
  TourFeaturesInputSchema,
  TourFullAnswerSchema,
  TourListingAnswerSchema,
  TourListingInputSchema,
  TourLocaleQuerySchema,
  TourRecommendInputSchema,
  TourSeasonalAnswerSchema,
  TourSectionInputSchema,
  TourStateAnswerSchema,
  TourStatusCountsAnswerSchema,
  TourStatusCountsQuerySchema,
  TourSummaryAnswerSchema,
  UpdateIsPrivateQuerySchema,
  UpdateStatusQuerySchema,
} from 'shared-contracts/tours';
import { requestedLocale } from '../../../lib/locale';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import type { TourSettingsService } from './tour-settings.service';
import type { ToursService } from './tours.service';

interface Deps {
  tours: ToursService;
  settings: TourSettingsService;
}

/** Exactly what the supplier area's pages ask (shared-contracts manifests), so the API and the shell's guard agree. */
const requirementsOf = (key: keyof typeof SUPPLIER_MANIFEST.pages) => {
  const { roles, policies } = SUPPLIER_MANIFEST.pages[key].access as { roles: readonly number[]; policies?: readonly string[] };
  return access.panel({ roles: [...roles], ...(policies ? { policies: [...policies] } : {}) } as Parameters<typeof access.panel>[0]);
};
/** Activity pages: tour list, edit, manage and settings (suppliers and administrators, ACTIVITY_MODULE). */
const activity = requirementsOf('supplier.tour.list');
/** Product features and the reads every product form needs (suppliers and administrators). */
const supplier = requirementsOf('supplier.productFeature.list');

const localeOf = (c: Context, explicit?: string): Locale => requestedLocale(c, explicit) ?? DEFAULT_LOCALE;

/**
 * Activities in the panel (spec 002 §7.8, issue 12 §3): a supplier's own, an administrator's everyone's; a foreign
 * id answers 404. Texts are read and written in the `locale` query's language, else APP-LOCALE's.
 */
export function toursRoutes({ tours, settings }: Deps) {
  const idParam = validate('param', IdParamSchema);
  const localeQuery = validate('query', TourLocaleQuerySchema);
  return (
    new Hono<AuthedEnv>()
      // Reads the tour form needs.
      .get(api.tours.commissionCategories.pattern, supplier, async (c) => c.json(toDto(CommissionCategoriesAnswerSchema, { data: await tours.activeCommissionCategories() })))
      .get(api.tours.taxCategories.pattern, supplier, async (c) => c.json(toDto(TaxCategoriesAnswerSchema, { data: await tours.taxCategories() })))
      .post(api.tours.selectTags.pattern, supplier, validate('json', TagSelectInputSchema), async (c) =>
        c.json(toDto(TagSelectAnswerSchema, { data: await settings.tags(c.req.valid('json')) })),
      )
      .get(api.tours.selectServiceCategories.pattern, supplier, async (c) => c.json(toDto(ServiceCategoriesAnswerSchema, { data: await settings.serviceCategories() })))
      .get(api.tours.selectCategoryParents.pattern, supplier, validate('param', CategorySelectParamSchema), validate('query', CategorySelectQuerySchema), async (c) => {
        const query = c.req.valid('query');
        const data = await settings.categories(c.req.valid('param').serviceType, 'parents', { locale: localeOf(c, query.locale) });
        return c.json(toDto(CategorySelectAnswerSchema, { data }));
      })
      .get(api.tours.selectCategoryChildren.pattern, supplier, validate('param', CategorySelectParamSchema), validate('query', CategorySelectQuerySchema), async (c) => {
        const query = c.req.valid('query');
        const data = await settings.categories(c.req.valid('param').serviceType, 'children', {
          locale: localeOf(c, query.locale),
          ...(query.parent_id === undefined ? {} : { parentId: query.parent_id }),
        });
        return c.json(toDto(CategorySelectAnswerSchema, { data }));
      })

      // The list.
      .post(api.tours.listing.pattern, activity, validate('json', TourListingInputSchema), async (c) => {
        const data = await tours.list(c.get('tenant'), c.req.valid('json'), localeOf(c));
        return c.json(toDto(TourListingAnswerSchema, { data }));
      })
      .get(api.tours.statusCounts.pattern, activity, validate('query', TourStatusCountsQuerySchema), async (c) => {
        const query = c.req.valid('query');
        const data = await tours.statusCounts(c.get('tenant'), {
          search: query.search,
          ...(query.service_type ? { service_type: query.service_type } : {}),
          ...(query.supplier_user_id === undefined ? {} : { supplier_user_id: query.supplier_user_id }),
        });
        return c.json(toDto(TourStatusCountsAnswerSchema, { data }));
      })

      // One activity.
      .post(api.tours.create.pattern, activity, localeQuery, validate('json', CreateTourInputSchema), async (c) => {
        const data = await tours.create(c.get('tenant'), c.req.valid('json'), localeOf(c, c.req.valid('query').locale));
        return c.json(toDto(TourFullAnswerSchema, { data }), 201);
      })
      .get(api.tours.full.pattern, activity, idParam, localeQuery, async (c) => {
        const data = await tours.full(c.get('tenant'), c.req.valid('param').id, localeOf(c, c.req.valid('query').locale));
        return c.json(toDto(TourFullAnswerSchema, { data }));
      })
      .put(api.tours.update.pattern, activity, idParam, localeQuery, validate('json', TourSectionInputSchema), async (c) => {
        const data = await tours.updateSection(c.get('tenant'), c.req.valid('param').id, c.req.valid('json'), localeOf(c, c.req.valid('query').locale));
        return c.json(toDto(TourFullAnswerSchema, { data }));
      })
      .delete(api.tours.remove.pattern, activity, idParam, async (c) => {
        const { id } = c.req.valid('param');
        await tours.remove(c.get('tenant'), id);
        return c.json(toDto(TourDeletedAnswerSchema, { data: { id, deleted: true } }));
      })
      .get(api.tours.seasonal.pattern, activity, idParam, async (c) => {
        const { id } = c.req.valid('param');
        return c.json(toDto(TourSeasonalAnswerSchema, { data: { service_id: id, seasons: await tours.seasonal(c.get('tenant'), id) } }));
      })
      .get(api.tours.summary.pattern, activity, idParam, localeQuery, async (c) => {
        const data = await tours.summary(c.get('tenant'), c.req.valid('param').id, localeOf(c, c.req.valid('query').locale));
        return c.json(toDto(TourSummaryAnswerSchema, { data }));
      })
      .put(api.tours.updateStatus.pattern, activity, idParam, validate('query', UpdateStatusQuerySchema), async (c) => {
        const data = await tours.updateStatus(c.get('tenant'), c.req.valid('param').id, c.req.valid('query').status, localeOf(c));
        return c.json(toDto(TourStateAnswerSchema, { data }));
      })
      .put(api.tours.updateIsPrivate.pattern, activity, idParam, validate('query', UpdateIsPrivateQuerySchema), async (c) => {
        const data = await tours.updateIsPrivate(c.get('tenant'), c.req.valid('param').id, c.req.valid('query').is_private);
        return c.json(toDto(TourStateAnswerSchema, { data }));
      })
      .get(api.tours.atGlance.pattern, activity, idParam, localeQuery, async (c) => {
        const data = await tours.atGlance(c.get('tenant'), c.req.valid('param').id, localeOf(c, c.req.valid('query').locale));
        return c.json(toDto(TourAtGlanceAnswerSchema, { data }));
      })
      .post(api.tours.notificationEmails.pattern, activity, idParam, validate('json', NotificationEmailsInputSchema), async (c) => {
        const { id } = c.req.valid('param');
        const emails = await tours.setNotificationEmails(c.get('tenant'), id, c.req.valid('json').emails);
        return c.json(toDto(NotificationEmailsAnswerSchema, { data: { service_id: id, emails } }));
      })

      // Product features.
      .post(api.tours.createFeature.pattern, supplier, localeQuery, validate('json', ProductFeatureInputSchema), async (c) => {
        const data = await settings.createFeature(c.get('tenant'), c.req.valid('json'), localeOf(c, c.req.valid('query').locale));
        return c.json(toDto(ProductFeatureAnswerSchema, { data }), 201);
      })
      .get(api.tours.feature.pattern, supplier, idParam, localeQuery, async (c) => {
        const data = await settings.feature(c.get('tenant'), c.req.valid('param').id, localeOf(c, c.req.valid('query').locale));
        return c.json(toDto(ProductFeatureAnswerSchema, { data }));
      })
      .put(api.tours.updateFeature.pattern, supplier, idParam, localeQuery, validate('json', ProductFeatureInputSchema), async (c) => {
        const data = await settings.updateFeature(c.get('tenant'), c.req.valid('param').id, c.req.valid('json'), localeOf(c, c.req.valid('query').locale));
        return c.json(toDto(ProductFeatureAnswerSchema, { data }));
      })
      .delete(api.tours.deleteFeature.pattern, supplier, idParam, async (c) => {
        const { id } = c.req.valid('param');
        await settings.deleteFeature(c.get('tenant'), id);
        return c.json(toDto(TourDeletedAnswerSchema, { data: { id, deleted: true } }));
      })
      .get(api.tours.features.pattern, supplier, validate('query', ProductFeaturesQuerySchema), async (c) => {
        const data = await settings.features(c.get('tenant'), c.req.valid('query').supplier_user_id, localeOf(c));
        return c.json(toDto(ProductFeaturesAnswerSchema, { data }));
      })
      .put(api.tours.setTourFeatures.pattern, activity, idParam, validate('json', TourFeaturesInputSchema), async (c) => {
        const { id } = c.req.valid('param');
        const featureIds = await settings.setTourFeatures(c.get('tenant'), id, c.req.valid('json').feature_ids);
        return c.json(toDto(TourFeaturesAnswerSchema, { data: { service_id: id, feature_ids: featureIds } }));
      })

      // Custom sections.
      .post(api.tours.createCustomSection.pattern, activity, localeQuery, validate('json', CustomSectionInputSchema), async (c) => {
        const data = await settings.createCustomSection(c.get('tenant'), c.req.valid('json'), localeOf(c, c.req.valid('query').locale));
        return c.json(toDto(CustomSectionAnswerSchema, { data }), 201);
      })
      .put(api.tours.updateCustomSection.pattern, activity, idParam, localeQuery, validate('json', CustomSectionUpdateSchema), async (c) => {
        const data = await settings.updateCustomSection(c.get('tenant'), c.req.valid('param').id, c.req.valid('json'), localeOf(c, c.req.valid('query').locale));
        return c.json(toDto(CustomSectionAnswerSchema, { data }));
      })
      .delete(api.tours.deleteCustomSection.pattern, activity, idParam, async (c) => {
        const { id } = c.req.valid('param');
        await settings.deleteCustomSection(c.get('tenant'), id);
        return c.json(toDto(TourDeletedAnswerSchema, { data: { id, deleted: true } }));
      })
      .get(api.tours.customSections.pattern, activity, idParam, localeQuery, async (c) => {
        const data = await settings.customSections(c.get('tenant'), c.req.valid('param').id, localeOf(c, c.req.valid('query').locale));
        return c.json(toDto(CustomSectionsAnswerSchema, { data }));
      })
      .get(api.tours.customSection.pattern, activity, idParam, localeQuery, async (c) => {
        const data = await settings.customSection(c.get('tenant'), c.req.valid('param').id, localeOf(c, c.req.valid('query').locale));
        return c.json(toDto(CustomSectionAnswerSchema, { data }));
      })

      // Recommended items.
      .get(api.tours.recommendCandidates.pattern, activity, idParam, validate('query', RecommendCandidatesQuerySchema), async (c) => {
        const data = await settings.recommendCandidates(c.get('tenant'), c.req.valid('param').id, c.req.valid('query').search, localeOf(c));
        return c.json(toDto(RecommendedItemsAnswerSchema, { data }));
      })
      .post(api.tours.setRecommendations.pattern, activity, validate('json', TourRecommendInputSchema), async (c) => {
        const input = c.req.valid('json');
        const data = await settings.setRecommendations(c.get('tenant'), input.service_id, input.recommended_ids, localeOf(c));
        return c.json(toDto(RecommendedItemsAnswerSchema, { data }));
      })
      .get(api.tours.recommendations.pattern, activity, idParam, async (c) => {
        const data = await settings.recommendations(c.get('tenant'), c.req.valid('param').id, localeOf(c));
        return c.json(toDto(RecommendedItemsAnswerSchema, { data }));
      })

      // Booking option and special-instruction mail.
      .put(api.tours.updateBookingOption.pattern, activity, idParam, validate('json', CustomBookingOptionInputSchema), async (c) => {
        const { id } = c.req.valid('param');
        const option = await settings.setBookingOption(c.get('tenant'), id, c.req.valid('json'));
        return c.json(toDto(CustomBookingOptionAnswerSchema, { data: { service_id: id, ...option } }));
      })
      .get(api.tours.bookingOption.pattern, activity, idParam, async (c) => {
        const { id } = c.req.valid('param');
        const option = await settings.bookingOption(c.get('tenant'), id);
        return c.json(toDto(CustomBookingOptionAnswerSchema, { data: { service_id: id, ...option } }));
      })
      .get(api.tours.specialInstructionMail.pattern, activity, idParam, localeQuery, async (c) => {
        const { id } = c.req.valid('param');
        const mail = await settings.specialInstructions(c.get('tenant'), id, localeOf(c, c.req.valid('query').locale));
        return c.json(toDto(SpecialInstructionAnswerSchema, { data: { service_id: id, ...mail } }));
      })
      .put(api.tours.updateSpecialInstructionMail.pattern, activity, idParam, localeQuery, validate('json', SpecialInstructionInputSchema), async (c) => {
        const { id } = c.req.valid('param');
        const mail = await settings.setSpecialInstructions(c.get('tenant'), id, c.req.valid('json').text, localeOf(c, c.req.valid('query').locale));
        return c.json(toDto(SpecialInstructionAnswerSchema, { data: { service_id: id, ...mail } }));
      })
  );
}
