import { Hono } from 'hono';
import {
  CustomerPackageParamSchema,
  CustomerReservationListAnswerSchema,
  CustomerReservationListFilterSchema,
  CustomerReservationParamSchema,
  PackageReservationAnswerSchema,
  SingleReservationAnswerSchema,
} from 'shared-contracts/customer';
import { api } from 'shared-contracts/paths';
import { requestedLocale } from '../../../lib/locale';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { CustomerEnv } from '../auth/require-customer';
import type { CustomerReservationsService } from './reservations.service';

interface Deps {
  reservations: CustomerReservationsService;
}

/**
 * The customer's own reservations (issue 5, spec 002 §7.1 "Customer"). The session is checked before the input, so
 * a caller without one learns nothing, not even whether an id is well formed. Names are in the APP-LOCALE language.
 */
export function customerReservationsRoutes({ reservations }: Deps) {
  return new Hono<CustomerEnv>()
    .post(api.customer.reservationList.pattern, access.customer, validate('json', CustomerReservationListFilterSchema), async (c) => {
      const data = await reservations.list(c.get('customer').email, c.req.valid('json'), requestedLocale(c));
      return c.json(toDto(CustomerReservationListAnswerSchema, { data }));
    })
    .get(api.customer.packageReservation.pattern, access.customer, validate('param', CustomerPackageParamSchema), async (c) => {
      const { paymentId, id } = c.req.valid('param');
      const data = await reservations.package(c.get('customer').email, paymentId, id, requestedLocale(c));
      return c.json(toDto(PackageReservationAnswerSchema, { data }));
    })
    .get(api.customer.reservation.pattern, access.customer, validate('param', CustomerReservationParamSchema), async (c) => {
      const data = await reservations.single(c.get('customer').email, c.req.valid('param').id, requestedLocale(c));
      return c.json(toDto(SingleReservationAnswerSchema, { data }));
    });
}
