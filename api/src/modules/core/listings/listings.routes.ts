import { type Context, Hono } from 'hono';
import { IdParamSchema } from 'shared-contracts/common';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/constants';
import {
  CreateListingInputSchema,
  LISTING_CALLS,
  LISTING_SECTION_SCHEMAS,
  LISTING_SERVICE_TYPES,
  ListingDeletedAnswerSchema,
  ListingFullAnswerSchema,
  ListingListAnswerSchema,
  ListingListInputSchema,
  ListingLocaleQuerySchema,
  ListingStateAnswerSchema,
  ListingStatusCountsAnswerSchema,
  ListingStatusCountsQuerySchema,
  type ListingServiceType,
  LocationChoicesAnswerSchema,
} from 'shared-contracts/listings';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { api } from 'shared-contracts/paths';
import { UpdateStatusQuerySchema } from 'shared-contracts/tours';
import { requestedLocale } from '../../../lib/locale';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import { pageRequirements } from '../cancellation-policies/cancellation-policies.routes';
import type { ListingsService } from './listings.service';

const LIST_PAGE = {
  rentals: 'supplier.rental.list',
  restaurants: 'supplier.restaurant.list',
  attractions: 'supplier.attraction.list',
  hotels: 'supplier.hotel.list',
} as const;

/** Exactly what the type's list page asks (shared-contracts manifests), so the API and the shell's guard agree. */
export const listingAccess = (type: ListingServiceType) => {
  return access.panel(pageRequirements(SUPPLIER_MANIFEST.pages[LIST_PAGE[type]].access));
};

const localeOf = (c: Context, explicit?: string): Locale => requestedLocale(c, explicit) ?? DEFAULT_LOCALE;

/**
 * Rentals, restaurants and attractions in the panel (spec 002 §7.11, issue 12 §4), one set of calls per type: a
 * supplier's own, an administrator's everyone's; a foreign id answers 404. Texts are read and written in the
 * `locale` query's language, else APP-LOCALE's.
 */
export function listingsRoutes({ listings }: { listings: ListingsService }) {
  const app = new Hono<AuthedEnv>();
  const idParam = validate('param', IdParamSchema);
  const localeQuery = validate('query', ListingLocaleQuerySchema);

  app.get(api.listings.locationChoices.pattern, listingAccess('rentals'), async (c) =>
    c.json(toDto(LocationChoicesAnswerSchema, { data: await listings.locationChoices() })),
  );

  for (const type of LISTING_SERVICE_TYPES) {
    const calls = LISTING_CALLS[type];
    const allowed = listingAccess(type);
    // A hotel's list item carries its stars, rooms and plans: the hotels routes answer that list.
    if (type !== 'hotels') {
      app.post(calls.listing.pattern, allowed, validate('json', ListingListInputSchema), async (c) => {
        const data = await listings.list(c.get('tenant'), type, c.req.valid('json'), localeOf(c));
        return c.json(toDto(ListingListAnswerSchema, { data }));
      });
    }
    app.get(calls.statusCounts.pattern, allowed, validate('query', ListingStatusCountsQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const data = await listings.statusCounts(c.get('tenant'), type, {
        search: query.search,
        ...(query.supplier_user_id === undefined ? {} : { supplier_user_id: query.supplier_user_id }),
      });
      return c.json(toDto(ListingStatusCountsAnswerSchema, { data }));
    });
    app.post(calls.create.pattern, allowed, localeQuery, validate('json', CreateListingInputSchema), async (c) => {
      const data = await listings.create(c.get('tenant'), type, c.req.valid('json'), localeOf(c, c.req.valid('query').locale));
      return c.json(toDto(ListingFullAnswerSchema, { data }), 201);
    });
    app.get(calls.full.pattern, allowed, idParam, localeQuery, async (c) => {
      const data = await listings.full(c.get('tenant'), type, c.req.valid('param').id, localeOf(c, c.req.valid('query').locale));
      return c.json(toDto(ListingFullAnswerSchema, { data }));
    });
    app.put(calls.update.pattern, allowed, idParam, localeQuery, validate('json', LISTING_SECTION_SCHEMAS[type]), async (c) => {
      const data = await listings.updateSection(c.get('tenant'), type, c.req.valid('param').id, c.req.valid('json'), localeOf(c, c.req.valid('query').locale));
      return c.json(toDto(ListingFullAnswerSchema, { data }));
    });
    app.delete(calls.remove.pattern, allowed, idParam, async (c) => {
      const { id } = c.req.valid('param');
      await listings.remove(c.get('tenant'), type, id);
      return c.json(toDto(ListingDeletedAnswerSchema, { data: { id, deleted: true } }));
    });
    app.put(calls.updateStatus.pattern, allowed, idParam, validate('query', UpdateStatusQuerySchema), async (c) => {
      const data = await listings.updateStatus(c.get('tenant'), type, c.req.valid('param').id, c.req.valid('query').status, localeOf(c));
      return c.json(toDto(ListingStateAnswerSchema, { data }));
    });
  }
  return app;
}
