import { Hono } from 'hono';
import { IdParamSchema } from 'shared-contracts/common';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { api } from 'shared-contracts/paths';
import { requestedLocale } from '../../../lib/locale';
import { validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import { pageRequirements } from '../cancellation-policies/cancellation-policies.routes';
import type { VoucherService } from './voucher.service';

/**
 * GET notification/booking/confirm/{id} (spec 002 §7.15, ADR 0020): a booking's PDF voucher, in the caller's
 * language, with the reservations pages' access; which bookings each caller may print is the service's.
 */
export function voucherRoutes({ vouchers }: { vouchers: VoucherService }) {
  const page = access.panel(pageRequirements(SUPPLIER_MANIFEST.pages['supplier.reservations.list'].access));
  return new Hono<AuthedEnv>().get(api.panelReservationActions.voucher.pattern, page, validate('param', IdParamSchema), async (c) => {
    const { bookingNumber, pdf } = await vouchers.voucher(c.get('user'), c.req.valid('param').id, requestedLocale(c));
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="voucher-${bookingNumber}.pdf"`,
        'Cache-Control': 'no-store',
      },
    });
  });
}
