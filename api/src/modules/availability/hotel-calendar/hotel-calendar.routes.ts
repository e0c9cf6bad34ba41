import { Hono } from 'hono';
import {
  AvailabilitySearchAnswerSchema,
  DateListAnswerSchema,
  DateRangeInputSchema,
  HotelAvailabilityAnswerSchema,
  HotelAvailabilityInputSchema,
  HotelsSearchInputSchema,
} from 'shared-contracts/catalogue';
import { IdParamSchema } from 'shared-contracts/common';
import { api } from 'shared-contracts/paths';
import { requestedLocale } from '../../../lib/locale';
import { toDto, validate } from '../../../lib/validation';
import type { HotelCalendarService } from './hotel-calendar.service';
import { access } from '../../auth/access/access';

/** Public hotel availability (spec 002 §7.9) and the hotels availability search (§7.7). */
export function hotelCalendarRoutes({ hotels }: { hotels: HotelCalendarService }) {
  const idParam = validate('param', IdParamSchema);
  return new Hono()
    .post(api.availability.hotelAvailability.pattern, access.public, idParam, validate('json', HotelAvailabilityInputSchema), async (c) => {
      const data = await hotels.availability(c.req.valid('param').id, c.req.valid('json'), requestedLocale(c));
      return c.json(toDto(HotelAvailabilityAnswerSchema, { data }));
    })
    .post(api.availability.hotelAvailableDates.pattern, access.public, idParam, validate('json', DateRangeInputSchema), async (c) => {
      return c.json(toDto(DateListAnswerSchema, { data: await hotels.availableDates(c.req.valid('param').id, c.req.valid('json')) }));
    })
    .post(api.availability.hotelEmptyDates.pattern, access.public, idParam, validate('json', DateRangeInputSchema), async (c) => {
      return c.json(toDto(DateListAnswerSchema, { data: await hotels.emptyDates(c.req.valid('param').id, c.req.valid('json')) }));
    })
    .post(api.availability.hotelsSearch.pattern, access.public, validate('json', HotelsSearchInputSchema), async (c) => {
      const input = c.req.valid('json');
      return c.json(toDto(AvailabilitySearchAnswerSchema, { data: await hotels.search(input, requestedLocale(c, input.locale)) }));
    });
}
