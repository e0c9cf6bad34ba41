import { type Context, Hono } from 'hono';
import { IdParamSchema } from 'shared-contracts/common';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/constants';
import {
  HotelFeatureCatalogueAnswerSchema,
  HotelFeatureCatalogueQuerySchema,
  HotelFeatureLinksAnswerSchema,
  HotelFeaturesInputSchema,
  HotelFeaturesQuerySchema,
  HotelListAnswerSchema,
  HotelListInputSchema,
  HotelPartDeletedAnswerSchema,
  HotelRatePlanParamSchema,
  HotelRoomTypeParamSchema,
  RatePlanAnswerSchema,
  RatePlanInputSchema,
  RatePlansAnswerSchema,
  RoomTypeAnswerSchema,
  RoomTypeInputSchema,
  RoomTypesAnswerSchema,
} from 'shared-contracts/hotels';
import { ListingLocaleQuerySchema } from 'shared-contracts/listings';
import { api } from 'shared-contracts/paths';
import { requestedLocale } from '../../../lib/locale';
import { toDto, validate } from '../../../lib/validation';
import type { AuthedEnv } from '../../auth/session/require-user';
import { listingAccess } from '../listings/listings.routes';
import type { HotelsService } from './hotels.service';

const localeOf = (c: Context, explicit?: string): Locale => requestedLocale(c, explicit) ?? DEFAULT_LOCALE;

/**
 * A supplier's hotels in the panel (spec 002 §7.9, issue 13 §2): the list, the feature catalogue and the hotel's
 * features, room types and rate plans (ADR 0014). The hotel's own sections are the listing calls' (listings.routes).
 * Every call asks what the Accommodations pages ask; texts are written in the `locale` query's language.
 */
export function hotelsRoutes({ hotels }: { hotels: HotelsService }) {
  const allowed = listingAccess('hotels');
  const p = api.hotels;
  const idParam = validate('param', IdParamSchema);
  const roomParam = validate('param', HotelRoomTypeParamSchema);
  const planParam = validate('param', HotelRatePlanParamSchema);
  const localeQuery = validate('query', ListingLocaleQuerySchema);
  return new Hono<AuthedEnv>()
    .post(p.list.pattern, allowed, validate('json', HotelListInputSchema), async (c) => {
      const data = await hotels.list(c.get('tenant'), c.req.valid('json'), localeOf(c));
      return c.json(toDto(HotelListAnswerSchema, { data }));
    })
    .get(p.featureCatalogue.pattern, allowed, validate('query', HotelFeatureCatalogueQuerySchema), async (c) => {
      const { item_per_page: limit, scope } = c.req.valid('query');
      const data = await hotels.featureCatalogue({ limit: limit === -1 ? null : limit, ...(scope ? { scope } : {}) }, localeOf(c));
      return c.json(toDto(HotelFeatureCatalogueAnswerSchema, { data }));
    })
    .get(p.features.pattern, allowed, idParam, validate('query', HotelFeaturesQuerySchema), async (c) => {
      const data = await hotels.features(c.get('tenant'), c.req.valid('param').id, c.req.valid('query').most_popular === 'true', localeOf(c));
      return c.json(toDto(HotelFeatureLinksAnswerSchema, { data }));
    })
    .put(p.saveFeatures.pattern, allowed, idParam, validate('json', HotelFeaturesInputSchema), async (c) => {
      const data = await hotels.saveFeatures(c.get('tenant'), c.req.valid('param').id, c.req.valid('json').features, localeOf(c));
      return c.json(toDto(HotelFeatureLinksAnswerSchema, { data }));
    })
    .get(p.roomTypes.pattern, allowed, idParam, localeQuery, async (c) => {
      const data = await hotels.roomTypes(c.get('tenant'), c.req.valid('param').id, localeOf(c, c.req.valid('query').locale));
      return c.json(toDto(RoomTypesAnswerSchema, { data }));
    })
    .post(p.createRoomType.pattern, allowed, idParam, localeQuery, validate('json', RoomTypeInputSchema), async (c) => {
      const data = await hotels.createRoomType(c.get('tenant'), c.req.valid('param').id, c.req.valid('json'), localeOf(c, c.req.valid('query').locale));
      return c.json(toDto(RoomTypeAnswerSchema, { data }), 201);
    })
    .put(p.updateRoomType.pattern, allowed, roomParam, localeQuery, validate('json', RoomTypeInputSchema), async (c) => {
      const { id, roomTypeId } = c.req.valid('param');
      const data = await hotels.updateRoomType(c.get('tenant'), id, roomTypeId, c.req.valid('json'), localeOf(c, c.req.valid('query').locale));
      return c.json(toDto(RoomTypeAnswerSchema, { data }));
    })
    .delete(p.removeRoomType.pattern, allowed, roomParam, async (c) => {
      const { id, roomTypeId } = c.req.valid('param');
      await hotels.removeRoomType(c.get('tenant'), id, roomTypeId, localeOf(c));
      return c.json(toDto(HotelPartDeletedAnswerSchema, { data: { id: roomTypeId, deleted: true } }));
    })
    .get(p.ratePlans.pattern, allowed, idParam, localeQuery, async (c) => {
      const data = await hotels.ratePlans(c.get('tenant'), c.req.valid('param').id, localeOf(c, c.req.valid('query').locale));
      return c.json(toDto(RatePlansAnswerSchema, { data }));
    })
    .post(p.createRatePlan.pattern, allowed, idParam, localeQuery, validate('json', RatePlanInputSchema), async (c) => {
      const data = await hotels.createRatePlan(c.get('tenant'), c.req.valid('param').id, c.req.valid('json'), localeOf(c, c.req.valid('query').locale));
      return c.json(toDto(RatePlanAnswerSchema, { data }), 201);
    })
    .put(p.updateRatePlan.pattern, allowed, planParam, localeQuery, validate('json', RatePlanInputSchema), async (c) => {
      const { id, ratePlanId } = c.req.valid('param');
      const data = await hotels.updateRatePlan(c.get('tenant'), id, ratePlanId, c.req.valid('json'), localeOf(c, c.req.valid('query').locale));
      return c.json(toDto(RatePlanAnswerSchema, { data }));
    })
    .delete(p.removeRatePlan.pattern, allowed, planParam, async (c) => {
      const { id, ratePlanId } = c.req.valid('param');
      await hotels.removeRatePlan(c.get('tenant'), id, ratePlanId, localeOf(c));
      return c.json(toDto(HotelPartDeletedAnswerSchema, { data: { id: ratePlanId, deleted: true } }));
    });
}
