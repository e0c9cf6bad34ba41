import { Hono } from 'hono';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { ResendConfirmationAnswerSchema, ResendConfirmationBodySchema } from 'shared-contracts/panel-reservation-actions';
import { api } from 'shared-contracts/paths';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import { pageRequirements } from '../cancellation-policies/cancellation-policies.routes';
import type { ResendConfirmationService } from './resend-confirmation.service';

/**
 * Re-sending a booking's confirmation (spec 002 §7.16, issue 14 §1, ADR 0020): the reservations pages' access; which
 * bookings each caller may re-send is the service's (404 not visible, 403 a partner without the policy).
 */
export function resendConfirmationRoutes({ confirmations }: { confirmations: ResendConfirmationService }) {
  const page = access.panel(pageRequirements(SUPPLIER_MANIFEST.pages['supplier.reservations.list'].access));
  return new Hono<AuthedEnv>().post(api.panelReservationActions.resendConfirmation.pattern, page, validate('json', ResendConfirmationBodySchema), async (c) => {
    const data = await confirmations.resend(c.get('user'), c.req.valid('json'));
    return c.json(toDto(ResendConfirmationAnswerSchema, { data }));
  });
}
