import { ReservationStatus } from 'shared-contracts/enums';
import type { CancellationTableQuery } from 'shared-contracts/panel-cancellations';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import type { JobQueue } from '../../system/jobs/jobs.service';
import type { CartService } from '../cart/cart.service';
import { cancellationSource, reverseTo } from '../earnings/earnings.ledger';
import type { Visibility } from '../panel-reservations/panel-reservations.service';
import * as panelRepo from './cancellations-panel.repo';
import * as repo from './cancellations.repo';
import { CANCELLATION_MAIL_JOB, type CancellationService, cancellationMailJobKey, type SupplierCancelOutcome } from './cancellations.service';

export type PanelCancellationRow = panelRepo.PanelCancellationRow;

/** An administrator's decision on a failed cancellation (ADR 0022). */
export type Resolution = 'confirm' | 'keep';
/** Who acted: the panel user, as the audit trail names them. */
export interface Actor {
  id: number;
  email: string;
}
export type CancellationAction = panelRepo.CancellationAction;

/**
 * The booking module's side of the back office's cancellations (issue 14 §2, ADR 0022): paging and reading inside a
 * Visibility, the refund's retry, and the administrators' resolution of a cancellation whose refund failed.
 */
export interface CancellationsPanelService {
  page(view: Visibility, query: CancellationTableQuery): Promise<{ rows: PanelCancellationRow[]; total: number }>;
  one(view: Visibility, id: number): Promise<PanelCancellationRow | undefined>;
  /** The administrators' recorded actions on a cancellation, oldest first. */
  actions(id: number): Promise<CancellationAction[]>;
  /** Tries the failed refund again (ADR 0007's retryFailedRefund); 409 when there is no failed refund to retry. */
  retryRefund(id: number, actor: Actor): Promise<SupplierCancelOutcome>;
  /**
   * confirm: the money went back outside the platform; the booking is cancelled, the seats released, the earnings
   * brought to what was kept, the guest e-mailed. keep: the booking stands (CONFIRM), its earnings untouched.
   * Under the reservation's lock: of two administrators resolving at once, the second gets 409.
   */
  resolve(id: number, resolution: Resolution, actor: Actor): Promise<void>;
}

interface Deps {
  db: Db;
  clock: Clock;
  queue: JobQueue;
  capacity: Pick<CartService, 'releaseConfirmedCapacity'>;
  cancellations: Pick<CancellationService, 'retryFailedRefund'>;
}

const notFound = () => new HttpError('NOT_FOUND', { message: 'The cancellation was not found.' });
const notFailed = () => new HttpError('CONFLICT', { message: 'This cancellation is not waiting for an administrator: it has been resolved or its refund is under way.' });

export function createCancellationsPanelService({ db, clock, queue, capacity, cancellations }: Deps): CancellationsPanelService {
  return {
    page: (view, query) => panelRepo.findCancellationPage(db, view, query),
    one: (view, id) => panelRepo.findVisibleCancellation(db, view, id),
    actions: (id) => panelRepo.findCancellationActions(db, id),

    async retryRefund(id, actor) {
      const facts = await repo.findCancellationFacts(db, id);
      if (!facts) throw notFound();
      if (facts.cancellation.refundStatus !== 'failed' || facts.reservation.status !== ReservationStatus.CANCELLATION_FAILED) throw notFailed();
      // One provider key per failure: two retries of the same failure share it (the provider refunds once), and a
      // retry after a later failure gets a new one (the provider does not answer the old failure again). The retry
      // itself re-checks the failure under the reservation's lock.
      const outcome = await cancellations.retryFailedRefund(id, facts.cancellation.updatedAt.getTime());
      const after = await repo.findCancellationById(db, id);
      await panelRepo.insertCancellationAction(db, {
        cancellationId: id,
        action: 'refund_retried',
        outcome: after?.refundStatus ?? null,
        actorUserId: actor.id,
        actorEmail: actor.email,
        createdAt: clock.now(),
      });
      return outcome;
    },

    async resolve(id, resolution, actor) {
      const found = await repo.findCancellationById(db, id);
      if (!found) throw notFound();
      await db.transaction(async (tx) => {
        const now = clock.now();
        const reservation = await repo.lockReservation(tx, found.reservationId);
        const current = await repo.findCancellationById(tx, id);
        if (!reservation || !current) throw notFound();
        if (reservation.status !== ReservationStatus.CANCELLATION_FAILED || current.refundStatus !== 'failed') throw notFailed();
        const action = resolution === 'keep' ? 'kept' : 'confirmed';
        await panelRepo.insertCancellationAction(tx, { cancellationId: id, action, outcome: null, actorUserId: actor.id, actorEmail: actor.email, createdAt: now });
        if (resolution === 'keep') {
          // Nothing is to be refunded any more: the booking stands, with its seats and earnings as they were.
          await repo.updateCancellation(tx, id, ['failed'], { refundStatus: 'not_required', updatedAt: now });
          await repo.setReservationStatus(tx, reservation.id, ReservationStatus.CONFIRM, now);
          return;
        }
        // Refunded by hand: succeeded with no provider refund id; the failure code stays as the record of why.
        await repo.updateCancellation(tx, id, ['failed'], { refundStatus: 'succeeded', providerRefundId: null, updatedAt: now });
        await repo.setReservationStatus(tx, reservation.id, ReservationStatus.CANCEL, now);
        await capacity.releaseConfirmedCapacity(tx, [reservation.id], 'cancel');
        await reverseTo(tx, reservation.id, reservation.priceMinor - current.refundAmountMinor, cancellationSource(id), now);
        await queue.enqueue(CANCELLATION_MAIL_JOB, { cancellation_id: id, outcome: 'completed' }, { tx, dedupeKey: cancellationMailJobKey(id, 'completed') });
      });
    },
  };
}
