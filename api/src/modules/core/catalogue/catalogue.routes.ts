import { Hono } from 'hono';
import {
  CatalogAnswerSchema,
  CatalogInputSchema,
  CategoriesAnswerSchema,
  CategoriesInputSchema,
  FeatureQuerySchema,
  HotelFeatureQuerySchema,
  HotelFeaturesAnswerSchema,
  HotelListingAnswerSchema,
  PackageFullAnswerSchema,
  ServiceCardsAnswerSchema,
  ServiceDetailAnswerSchema,
  SiteQuerySchema,
  TicketsAnswerSchema,
  TourFullAnswerSchema,
  TourOptionsAnswerSchema,
} from 'shared-contracts/catalogue';
import { IdParamSchema, IdTextSchema } from 'shared-contracts/common';
import { PAGE_SIZES } from 'shared-contracts/constants';
import { ServiceTypeId, type ServiceTypeName } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import * as v from 'valibot';
import { localeChain, requestedLocale } from '../../../lib/locale';
import { toDto, validate } from '../../../lib/validation';
import type { CatalogueService } from './catalogue.service';
import { access } from '../../auth/access/access';

/** Public catalogue reads of partner sites (spec 002 §7.7–§7.9, §7.12). */
export function catalogueRoutes({ catalogue }: { catalogue: CatalogueService }) {
  const idParam = validate('param', IdParamSchema);
  const siteQuery = validate('query', SiteQuerySchema);
  return new Hono()
    .post(api.catalogue.catalog.pattern, access.public, validate('json', CatalogInputSchema), async (c) => {
      const input = c.req.valid('json');
      const site = await catalogue.site(input.site_id, requestedLocale(c, input.locale));
      const ids = await catalogue.siteServiceIds(site, {
        ...(input.service_type ? { serviceTypes: [serviceTypeIdOf(input.service_type)] } : {}),
        ...(input.location_id === undefined ? {} : { locationId: input.location_id }),
        ...(input.category_id === undefined ? {} : { categoryId: input.category_id }),
      });
      const size = input.item_per_page === -1 ? PAGE_SIZES.mapAndListing : input.item_per_page;
      const page = ids.slice((input.page - 1) * size, input.page * size);
      const cards = await catalogue.cards(site, page);
      return c.json(toDto(CatalogAnswerSchema, { data: { data: cards, total: ids.length, page: input.page, item_per_page: input.item_per_page } }));
    })
    .get(api.catalogue.catalogAll.pattern, access.public, siteQuery, async (c) => {
      const query = c.req.valid('query');
      const site = await catalogue.site(query.site_id, requestedLocale(c, query.locale));
      const ids = await catalogue.siteServiceIds(site, query.service_type ? { serviceTypes: [serviceTypeIdOf(query.service_type)] } : {});
      return c.json(toDto(ServiceCardsAnswerSchema, { data: await catalogue.cards(site, ids.slice(0, PAGE_SIZES.mapAndListing)) }));
    })
    .post(api.catalogue.categories.pattern, access.public, validate('json', CategoriesInputSchema), async (c) => {
      const input = c.req.valid('json');
      const rows = await catalogue.categories({
        ...(input.site_id === undefined ? {} : { siteId: input.site_id }),
        ...(input.service_type ? { serviceType: input.service_type } : {}),
        ...optionalLocale(requestedLocale(c, input.locale)),
      });
      return c.json(toDto(CategoriesAnswerSchema, { data: rows }));
    })
    .get(api.catalogue.service.pattern, access.public, validate('param', IdOrSlugParamSchema), siteQuery, async (c) => {
      const query = c.req.valid('query');
      const site = await catalogue.site(query.site_id, requestedLocale(c, query.locale));
      const { id } = c.req.valid('param');
      const serviceId = typeof id === 'number' ? id : await catalogue.serviceIdBySlug(site, id);
      const detail = await catalogue.detail(site, serviceId, query.service_type ? [query.service_type] : undefined);
      return c.json(toDto(ServiceDetailAnswerSchema, { data: detail }));
    })
    .get(api.catalogue.tourFull.pattern, access.public, idParam, siteQuery, async (c) => {
      const query = c.req.valid('query');
      const site = await catalogue.site(query.site_id, requestedLocale(c, query.locale));
      const id = c.req.valid('param').id;
      const detail = await catalogue.detail(site, id, ['activities', 'events']);
      const [options, tickets] = await Promise.all([catalogue.options(site, id), catalogue.tickets(site, id)]);
      return c.json(toDto(TourFullAnswerSchema, { data: { ...detail, options, tickets } }));
    })
    .get(api.catalogue.tourOptions.pattern, access.public, idParam, siteQuery, async (c) => {
      const query = c.req.valid('query');
      const site = await catalogue.site(query.site_id, requestedLocale(c, query.locale));
      return c.json(toDto(TourOptionsAnswerSchema, { data: await catalogue.options(site, c.req.valid('param').id) }));
    })
    .get(api.catalogue.tourTickets.pattern, access.public, idParam, siteQuery, async (c) => {
      const query = c.req.valid('query');
      const site = await catalogue.site(query.site_id, requestedLocale(c, query.locale));
      const id = c.req.valid('param').id;
      await catalogue.detail(site, id, ['activities', 'events']);
      return c.json(toDto(TicketsAnswerSchema, { data: await catalogue.tickets(site, id) }));
    })
    .get(api.catalogue.hotelListing.pattern, access.public, idParam, siteQuery, async (c) => {
      const query = c.req.valid('query');
      const site = await catalogue.site(query.site_id, requestedLocale(c, query.locale));
      const id = c.req.valid('param').id;
      const detail = await catalogue.detail(site, id, ['hotels']);
      const { rooms, plans } = await catalogue.rooms(site, id);
      const room_types = rooms.map((room) => ({
        id: room.id,
        name: room.name,
        description: room.description,
        max_adults: room.maxAdults,
        max_children: room.maxChildren,
        max_occupancy: room.maxOccupancy,
        image: room.imageUrl,
        // A plan is offered only for the room types it sells.
        rate_plans: plans.filter((plan) => plan.roomTypeIds.includes(room.id)).map((plan) => ({
          id: plan.id,
          name: plan.name,
          refundable: plan.refundable,
          breakfast_included: plan.breakfastIncluded,
          parent_rate_plan_id: plan.parentRatePlanId,
          derivation: derivationOf(plan.derivationKind, plan.derivationValue),
        })),
      }));
      return c.json(toDto(HotelListingAnswerSchema, { data: { ...detail, room_types } }));
    })
    .get(api.catalogue.features.pattern, access.public, validate('query', FeatureQuerySchema), async (c) => {
      const limit = c.req.valid('query').item_per_page;
      const requested = requestedLocale(c, c.req.query('locale'));
      const chain = localeChain(requested, { enabled: requested ? [requested] : [], primary: 'en' });
      return c.json(toDto(HotelFeaturesAnswerSchema, { data: await catalogue.features(limit === -1 ? null : limit, chain) }));
    })
    .get(api.catalogue.hotelFeatures.pattern, access.public, idParam, validate('query', HotelFeatureQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const site = await catalogue.site(query.site_id, requestedLocale(c, c.req.query('locale')));
      const features = await catalogue.hotelFeatures(site, c.req.valid('param').id, query.most_popular === 'true');
      return c.json(toDto(HotelFeaturesAnswerSchema, { data: features }));
    })
    .get(api.catalogue.package.pattern, access.public, idParam, siteQuery, async (c) => {
      const query = c.req.valid('query');
      const site = await catalogue.site(query.site_id, requestedLocale(c, query.locale));
      const id = c.req.valid('param').id;
      const detail = await catalogue.detail(site, id, ['packages']);
      return c.json(toDto(PackageFullAnswerSchema, { data: { ...detail, tickets: await catalogue.tickets(site, id) } }));
    });
}

/** A numeric id, or a service slug (the storefront's product URLs may carry either). */
const IdOrSlugParamSchema = v.object({
  id: v.pipe(
    v.string(),
    v.maxLength(200),
    v.regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/),
    // Digits are an id, bounded like every id; anything else is a slug.
    v.check((text) => !/^\d+$/.test(text) || v.is(IdTextSchema, text), 'validation.idInvalid'),
    v.transform((text) => (/^\d+$/.test(text) ? Number(text) : text)),
  ),
});

const derivationOf = (kind: string | null, value: number | null) =>
  kind === 'percent' || kind === 'amount' ? { kind: kind as 'percent' | 'amount', value: value ?? 0 } : null;
const optionalLocale = <T>(locale: T | undefined) => (locale === undefined ? {} : { requested: locale });
const serviceTypeIdOf = (name: ServiceTypeName): number => ServiceTypeId[name];
