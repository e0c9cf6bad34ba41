import { Hono } from 'hono';
import {
  CalendarUpdateAnswerSchema,
  CalendarUpdateInputSchema,
  HotelCalendarAnswerSchema,
  HotelCalendarInputSchema,
  HotelParamSchema,
  RoomRateAnswerSchema,
  RoomRateQuerySchema,
} from 'shared-contracts/hotel-calendar';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { api } from 'shared-contracts/paths';
import { requestedLocale } from '../../../lib/locale';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import type { HotelCalendarPanelService } from './hotel-calendar-panel.service';

/**
 * The supplier's hotel calendar (spec 002 §7.9): the room-rate list, the grid and its updates. Every call asks what
 * the calendar page asks (suppliers with the accommodation module, and administrators).
 */
export function hotelCalendarPanelRoutes({ calendar }: { calendar: HotelCalendarPanelService }) {
  const { roles, policies } = SUPPLIER_MANIFEST.pages['supplier.hotel.calendar'].access;
  const readsCalendar = access.panel({ roles, policies });
  const hotelParam = validate('param', HotelParamSchema);
  const p = api.hotelCalendar;
  return new Hono<AuthedEnv>()
    .get(p.roomRates.pattern, readsCalendar, hotelParam, validate('query', RoomRateQuerySchema), async (c) => {
      const data = await calendar.roomRates(c.get('tenant'), c.req.valid('param').hotelId, requestedLocale(c));
      return c.json(toDto(RoomRateAnswerSchema, { data }));
    })
    .post(p.calendar.pattern, readsCalendar, hotelParam, validate('json', HotelCalendarInputSchema), async (c) => {
      const data = await calendar.calendar(c.get('tenant'), c.req.valid('param').hotelId, c.req.valid('json'), requestedLocale(c));
      return c.json(toDto(HotelCalendarAnswerSchema, { data }));
    })
    .post(p.updatePrices.pattern, readsCalendar, hotelParam, validate('json', CalendarUpdateInputSchema), async (c) => {
      const data = await calendar.update(c.get('tenant'), c.req.valid('param').hotelId, c.req.valid('json'), requestedLocale(c));
      return c.json(toDto(CalendarUpdateAnswerSchema, { data }));
    });
}
