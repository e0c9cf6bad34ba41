import { Hono } from 'hono';
import { IdParamSchema } from 'shared-contracts/common';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import {
  BookingViewByDateAnswerSchema,
  BookingViewByDateInputSchema,
  TourBookingViewByDateAnswerSchema,
  PackageReservationParamSchema,
  PackageReservationQuerySchema,
  ReservationDetailsAnswerSchema,
  ReservationRefParamSchema,
  ReservationTableAnswerSchema,
  ReservationTableInputSchema,
  SalesChannelsAnswerSchema,
} from 'shared-contracts/panel-reservations';
import { api } from 'shared-contracts/paths';
import { requestedLocale } from '../../../lib/locale';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import { pageRequirements } from '../cancellation-policies/cancellation-policies.routes';
import type { PanelReservationsPanelService } from './panel-reservations.service';

/**
 * The back office's reservations (spec 002 §7.15, issue 14 §1): what the reservations pages ask, for suppliers and
 * partners (the pages' own access), and for administrators (admin/bookings, admin/hotel-bookings). Which bookings
 * each caller sees is the service's (ADR 0016).
 */
export function panelReservationsRoutes({ reservations }: { reservations: PanelReservationsPanelService }) {
  // The list's access names suppliers, partners and administrators (admin/bookings, admin/hotel-bookings).
  const reads = access.panel(pageRequirements(SUPPLIER_MANIFEST.pages['supplier.reservations.list'].access));
  const table = validate('json', ReservationTableInputSchema);
  const p = api.panelReservations;
  return new Hono<AuthedEnv>()
    .post(p.dataTable.pattern, reads, table, async (c) => {
      const data = await reservations.table(c.get('user'), c.req.valid('json'), undefined, requestedLocale(c));
      return c.json(toDto(ReservationTableAnswerSchema, { data }));
    })
    .post(p.tours.pattern, reads, table, async (c) => {
      const data = await reservations.table(c.get('user'), c.req.valid('json'), 'tours', requestedLocale(c));
      return c.json(toDto(ReservationTableAnswerSchema, { data }));
    })
    .post(p.hotels.pattern, reads, table, async (c) => {
      const data = await reservations.table(c.get('user'), c.req.valid('json'), 'hotels', requestedLocale(c));
      return c.json(toDto(ReservationTableAnswerSchema, { data }));
    })
    .post(p.salesChannels.pattern, reads, async (c) => {
      const data = await reservations.salesChannels(c.get('user'));
      return c.json(toDto(SalesChannelsAnswerSchema, { data }));
    })
    .get(p.details.pattern, reads, validate('param', IdParamSchema), async (c) => {
      const data = await reservations.details(c.get('user'), { id: c.req.valid('param').id }, requestedLocale(c));
      return c.json(toDto(ReservationDetailsAnswerSchema, { data }));
    })
    .get(p.byRef.pattern, reads, validate('param', ReservationRefParamSchema), async (c) => {
      const data = await reservations.details(c.get('user'), { ref: c.req.valid('param').ref }, requestedLocale(c));
      return c.json(toDto(ReservationDetailsAnswerSchema, { data }));
    })
    .post(p.byDate.pattern, reads, validate('json', BookingViewByDateInputSchema), async (c) => {
      const data = await reservations.byDate(c.get('user'), c.req.valid('json'));
      return c.json(toDto(BookingViewByDateAnswerSchema, { data }));
    })
    .post(p.toursByDate.pattern, reads, validate('json', BookingViewByDateInputSchema), async (c) => {
      const data = await reservations.departuresByDate(c.get('user'), c.req.valid('json'), requestedLocale(c));
      return c.json(toDto(TourBookingViewByDateAnswerSchema, { data }));
    })
    .get(p.packageReservation.pattern, reads, validate('param', PackageReservationParamSchema), validate('query', PackageReservationQuerySchema), async (c) => {
      const key = { paymentRef: c.req.valid('param').id, packageId: c.req.valid('query').package_id };
      const data = await reservations.details(c.get('user'), key, requestedLocale(c));
      return c.json(toDto(ReservationDetailsAnswerSchema, { data }));
    });
}
