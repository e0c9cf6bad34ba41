import { hasAnyPolicy } from 'shared-contracts/access';
import { Policy, ReservationStatus } from 'shared-contracts/enums';
import type { CancelReservationBody, PanelCancelAnswer, PanelCancellationPolicy, PartialRefund } from 'shared-contracts/panel-cancellation';
import { refundNotice } from 'shared-contracts/refund-notice';
import { money } from 'shared-contracts/site-content';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { tenantScopeOf } from '../../../lib/tenancy';
import type { CancellationService } from '../../booking/cancellations/cancellations.service';
import type { PanelCaller, PanelReservationsPanelService } from './panel-reservations.service';
import { visibilityOf } from './panel-reservations.service';

/**
 * Cancelling one booking from the back office (issue 14 §1, ADR 0019). Who may: the caller must see the booking
 * (ADR 0016; else 404 as a missing one); an administrator always, a supplier for its own services, a partner who sees
 * it only through its sites with PARTNER_CANCEL_TOUR_BOOKING (else 403). The money path is the booking module's
 * cancelFromPanel (ADR 0007's claim → refund → cancel).
 */
export interface PanelCancellationService {
  policy(caller: PanelCaller, reservationId: number): Promise<PanelCancellationPolicy>;
  partialRefund(caller: PanelCaller, reservationId: number): Promise<PartialRefund>;
  cancel(caller: PanelCaller, body: CancelReservationBody): Promise<PanelCancelAnswer['data']>;
}

interface Deps {
  db: Db;
  reservations: Pick<PanelReservationsPanelService, 'details'>;
  cancellations: Pick<CancellationService, 'panelTerms' | 'cancelFromPanel'>;
}

export function createPanelCancellationService({ db, reservations, cancellations }: Deps): PanelCancellationService {
  /** 404 unless the caller sees the booking; 403 when it sees it but may not cancel it. */
  async function mayCancel(caller: PanelCaller, reservationId: number) {
    const details = await reservations.details(caller, { id: reservationId });
    if (tenantScopeOf(caller).kind === 'all') return;
    const view = await visibilityOf(db, caller);
    if (view.kind === 'some' && view.serviceIds.includes(details.service.id)) return;
    if (!hasAnyPolicy(caller, [Policy.PARTNER_CANCEL_TOUR_BOOKING])) {
      throw new HttpError('FORBIDDEN', { message: 'You may see this booking, but cancelling bookings on your sites needs the "cancel tour bookings" permission.' });
    }
  }

  return {
    async policy(caller, reservationId) {
      await mayCancel(caller, reservationId);
      const t = await cancellations.panelTerms(reservationId);
      return {
        reservation_id: t.reservationId,
        status: t.status,
        can_cancel: t.status === ReservationStatus.CONFIRM,
        tiers: t.tiers.map((tier) => ({ ...tier, notice: refundNotice(tier.hours) })),
        refund_percentage: t.refund.refund_percentage,
        policy_refund: money(t.policyRefundMinor, t.currency),
        hours_left: t.refund.hours_left,
      };
    },

    async partialRefund(caller, reservationId) {
      await mayCancel(caller, reservationId);
      const t = await cancellations.panelTerms(reservationId);
      return { paid: money(t.paidMinor, t.currency), refunded: money(t.refundedMinor, t.currency), max_refund: money(t.maxRefundMinor, t.currency), refundable: t.refundable };
    },

    async cancel(caller, body) {
      await mayCancel(caller, body.reservation_id);
      const t = await cancellations.panelTerms(body.reservation_id);
      if (body.refund_amount !== undefined && body.refund_amount > t.maxRefundMinor) {
        const max = money(t.maxRefundMinor, t.currency);
        throw new HttpError('VALIDATION_FAILED', {
          message: `The refund can be at most ${max.amount} ${max.currency}: what was paid, less what was refunded already.`,
          issues: [{ path: 'refund_amount', message: `At most ${max.amount} ${max.currency}.` }],
        });
      }
      const { outcome, data } = await cancellations.cancelFromPanel(body.reservation_id, body.refund_amount, body.reason?.trim() || null);
      return {
        reservation_id: body.reservation_id,
        status: data.status,
        outcome: outcome.status === 'succeeded' ? 'cancelled' : outcome.status,
        cancellation: data.cancellation,
      };
    },
  };
}
