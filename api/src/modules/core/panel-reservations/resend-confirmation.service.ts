import { randomUUID } from 'node:crypto';
import { hasAnyPolicy } from 'shared-contracts/access';
import { Policy, ReservationStatus } from 'shared-contracts/enums';
import type { ResendConfirmationAnswer, ResendConfirmationBody } from 'shared-contracts/panel-reservation-actions';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { tenantScopeOf } from '../../../lib/tenancy';
import { BOOKING_CONFIRMED_MAIL_JOB, paidPaymentOfReservation } from '../../booking/notifications/notifications.service';
import type { JobQueue } from '../../system/jobs/jobs.service';
import type { PanelCaller, PanelReservationsPanelService } from './panel-reservations.service';
import { visibilityOf } from './panel-reservations.service';

/**
 * Re-sending a booking's confirmation from the back office (spec 002 §7.16, issue 14 §1, ADR 0020). Who may: the
 * caller must see the booking (ADR 0016; else 404); an administrator and the supplier of the booked service always, a
 * partner who sees it through its sites only with PARTNER_SEND_BOOKING_CONFIRM_MAIL (else 403). The mail is the
 * booking-confirmed job's, enqueued with the chosen recipients and a fresh re-send id (its own dedupe keys).
 */
export interface ResendConfirmationService {
  resend(caller: PanelCaller, body: ResendConfirmationBody): Promise<ResendConfirmationAnswer['data']>;
}

interface Deps {
  db: Db;
  queue: Pick<JobQueue, 'enqueue'>;
  reservations: Pick<PanelReservationsPanelService, 'details'>;
}

export function createResendConfirmationService({ db, queue, reservations: panel }: Deps): ResendConfirmationService {
  return {
    async resend(caller, body) {
      const details = await panel.details(caller, { id: body.reservation_id });
      if (tenantScopeOf(caller).kind !== 'all') {
        const view = await visibilityOf(db, caller);
        const supplies = view.kind === 'some' && view.serviceIds.includes(details.service.id);
        if (!supplies && !hasAnyPolicy(caller, [Policy.PARTNER_SEND_BOOKING_CONFIRM_MAIL])) {
          throw new HttpError('FORBIDDEN', { message: 'You may see this booking, but sending its confirmation from your sites needs the "send booking confirmation mail" permission.' });
        }
      }
      if (details.status !== ReservationStatus.CONFIRM) {
        throw new HttpError('CONFLICT', { message: 'Only a confirmed booking has a confirmation to send.' });
      }
      const paymentId = await paidPaymentOfReservation(db, body.reservation_id);
      if (paymentId === undefined) throw new HttpError('CONFLICT', { message: 'This booking has no paid payment, so there is no confirmation to send.' });
      const resend = randomUUID();
      await queue.enqueue(
        BOOKING_CONFIRMED_MAIL_JOB,
        { payment_id: paymentId, resend, recipients: body.recipients },
        { dedupeKey: `${BOOKING_CONFIRMED_MAIL_JOB}:${paymentId}:resend:${resend}` },
      );
      return { reservation_id: body.reservation_id, queued: body.recipients };
    },
  };
}
