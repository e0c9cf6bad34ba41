import { Hono } from 'hono';
import { IdParamSchema } from 'shared-contracts/common';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { CancelReservationBodySchema, PanelCancelAnswerSchema, PanelCancellationPolicyAnswerSchema, PartialRefundAnswerSchema } from 'shared-contracts/panel-cancellation';
import { api } from 'shared-contracts/paths';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import { pageRequirements } from '../cancellation-policies/cancellation-policies.routes';
import type { PanelCancellationService } from './panel-cancellation.service';

/**
 * Cancelling one booking from the back office (spec 002 §7.15–7.16, issue 14 §1, ADR 0019): the cancel page's access;
 * which bookings each caller may cancel is the service's (404 not visible, 403 a partner without the policy).
 */
export function panelCancellationRoutes({ cancellation }: { cancellation: PanelCancellationService }) {
  const page = access.panel(pageRequirements(SUPPLIER_MANIFEST.pages['supplier.reservations.cancelBooking'].access));
  const p = api.panelReservations;
  return new Hono<AuthedEnv>()
    .get(p.cancellationPolicy.pattern, page, validate('param', IdParamSchema), async (c) => {
      const data = await cancellation.policy(c.get('user'), c.req.valid('param').id);
      return c.json(toDto(PanelCancellationPolicyAnswerSchema, { data }));
    })
    .get(p.partialRefund.pattern, page, validate('param', IdParamSchema), async (c) => {
      const data = await cancellation.partialRefund(c.get('user'), c.req.valid('param').id);
      return c.json(toDto(PartialRefundAnswerSchema, { data }));
    })
    .post(p.cancel.pattern, page, validate('json', CancelReservationBodySchema), async (c) => {
      const data = await cancellation.cancel(c.get('user'), c.req.valid('json'));
      return c.json(toDto(PanelCancelAnswerSchema, { data }));
    });
}
