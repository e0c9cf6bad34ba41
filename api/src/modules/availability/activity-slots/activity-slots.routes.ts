import { Hono } from 'hono';
import {
  ActivityDatesAnswerSchema,
  ActivityDatesInputSchema,
  ActivitySlotsAnswerSchema,
  ActivitySlotsQuerySchema,
  AvailabilitySearchAnswerSchema,
  PriceQuoteAnswerSchema,
  PriceQuoteInputSchema,
  ToursSearchInputSchema,
} from 'shared-contracts/catalogue';
import { IdParamSchema } from 'shared-contracts/common';
import { api } from 'shared-contracts/paths';
import { requestedLocale } from '../../../lib/locale';
import { toDto, validate } from '../../../lib/validation';
import type { ActivitySlotsService } from './activity-slots.service';
import { access } from '../../auth/access/access';

/** Public activity and event availability: dates, slots, price quotes, and the tours availability search. */
export function activitySlotsRoutes({ slots }: { slots: ActivitySlotsService }) {
  const idParam = validate('param', IdParamSchema);
  return new Hono()
    .post(api.availability.tourAvailableDates.pattern, access.public, idParam, validate('json', ActivityDatesInputSchema), async (c) => {
      const data = await slots.dates(c.req.valid('param').id, c.req.valid('json'), requestedLocale(c));
      return c.json(toDto(ActivityDatesAnswerSchema, { data }));
    })
    .get(api.availability.tourSlots.pattern, access.public, idParam, validate('query', ActivitySlotsQuerySchema), async (c) => {
      const data = await slots.slots(c.req.valid('param').id, c.req.valid('query'), requestedLocale(c));
      return c.json(toDto(ActivitySlotsAnswerSchema, { data }));
    })
    .post(api.availability.tourPriceQuote.pattern, access.public, idParam, validate('json', PriceQuoteInputSchema), async (c) => {
      const data = await slots.quote(c.req.valid('param').id, c.req.valid('json'), requestedLocale(c));
      return c.json(toDto(PriceQuoteAnswerSchema, { data }));
    })
    .post(api.availability.toursSearch.pattern, access.public, validate('json', ToursSearchInputSchema), async (c) => {
      const input = c.req.valid('json');
      const data = await slots.search(input, requestedLocale(c, input.locale));
      return c.json(toDto(AvailabilitySearchAnswerSchema, { data }));
    });
}
