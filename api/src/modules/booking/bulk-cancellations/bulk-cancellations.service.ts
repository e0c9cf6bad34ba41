import { randomUUID } from 'node:crypto';
import type { WorkflowStatusAnswer } from 'shared-contracts/activity-calendar';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import type { JobHandlers, JobQueue } from '../../system/jobs/jobs.service';
import type { CancellationService } from '../cancellations/cancellations.service';
import * as repo from './bulk-cancellations.repo';

/** `booking.bulk-cancellation` { bulk_id }: works a bulk cancellation's pending bookings (idempotent, resumable). */
export const BULK_CANCELLATION_JOB = 'booking.bulk-cancellation';
const jobKey = (bulkId: number) => `${BULK_CANCELLATION_JOB}:${bulkId}`;
/** A claim still under way (another run holds its lease): the job is run again after this long. */
const PENDING_RETRY_MS = 30_000;

export type Workflow = WorkflowStatusAnswer['data'];

/**
 * A supplier's bulk cancellation (issue 13 §1): every confirmed booking on closed departures cancelled with origin
 * SUPPLIER, refunded in full through the payment provider and told by e-mail in the order's language, in a background
 * job the panel follows. Whose service it is, and closing the departures, are the caller's (core): this module knows
 * bookings, not owners or seats.
 */
export interface BulkCancellationsService {
  /** Records the workflow and its bookings and queues the job, in one transaction. */
  start(input: { serviceId: number; slotIds: number[]; reason: string | null; requestedBy: number }): Promise<Workflow>;
  /** The workflow with its service (for the caller's ownership check); undefined when there is none. */
  find(uuid: string): Promise<{ serviceId: number; workflow: Workflow } | undefined>;
  /** Failed refunds back to pending, each for a new attempt under a new provider key; 409 when none failed. */
  retry(uuid: string): Promise<Workflow>;
  /** The job's work: every pending booking, then any booking confirmed on the departures since, then the status. */
  run(bulkId: number): Promise<void>;
}

export function createBulkCancellationsService({
  db,
  clock,
  queue,
  cancellations,
}: {
  db: Db;
  clock: Clock;
  queue: JobQueue;
  cancellations: Pick<CancellationService, 'cancelBySupplier' | 'retryFailedRefund'>;
}): BulkCancellationsService {
  async function view(bulk: repo.BulkRow): Promise<Workflow> {
    const items = await repo.itemViews(db, bulk.id);
    const succeeded = items.filter((i) => i.status === 'succeeded').length;
    const failed = items.filter((i) => i.status === 'failed').length;
    return {
      workflow_id: bulk.uuid,
      tour_id: bulk.serviceId,
      slot_ids: bulk.slotIds,
      status: bulk.status as Workflow['status'],
      total: items.length,
      done: succeeded + failed,
      succeeded,
      failed,
      items: items.map((i) => ({
        reservation_id: i.reservationId,
        booking_number: i.bookingNumber,
        guest_name: `${i.firstName} ${i.lastName}`.trim(),
        status: i.status as 'pending' | 'succeeded' | 'failed',
        failure_code: i.failureCode,
        refund_amount: { minor: Number(i.refundMinor), currency: i.currency },
      })),
    };
  }

  const enqueue = (tx: Db, bulkId: number, runAt?: Date) =>
    queue.enqueue(BULK_CANCELLATION_JOB, { bulk_id: bulkId }, { tx, dedupeKey: jobKey(bulkId), maxAttempts: 20, ...(runAt ? { runAt } : {}) });

  return {
    async start({ serviceId, slotIds, reason, requestedBy }) {
      const bulk = await db.transaction(async (tx) => {
        const now = clock.now();
        const row = await repo.insertBulk(tx, { uuid: randomUUID(), serviceId, slotIds, reason, requestedByUserId: requestedBy, status: 'running', createdAt: now, updatedAt: now });
        await repo.insertItems(tx, row.id, await repo.confirmedNotListed(tx, row.id, slotIds), now);
        await enqueue(tx, row.id);
        return row;
      });
      return view(bulk);
    },

    async find(uuid) {
      const bulk = await repo.findBulkByUuid(db, uuid);
      return bulk ? { serviceId: bulk.serviceId, workflow: await view(bulk) } : undefined;
    },

    async retry(uuid) {
      const bulk = await db.transaction(async (tx) => {
        const row = await repo.findBulkByUuid(tx, uuid);
        if (!row) throw new HttpError('NOT_FOUND');
        const now = clock.now();
        if ((await repo.requeueFailed(tx, row.id, now)) === 0) throw new HttpError('CONFLICT', { message: 'errors.bulkCancelNothingToRetry' });
        await repo.setBulkStatus(tx, row.id, 'running', now, false);
        await enqueue(tx, row.id);
        return { ...row, status: 'running' };
      });
      return view(bulk);
    },

    async run(bulkId) {
      const bulk = await repo.findBulk(db, bulkId);
      if (!bulk) return;
      let stillPending = false;
      for (;;) {
        for (const item of await repo.pendingItems(db, bulk.id)) {
          const cancellationId = item.attempts > 0 ? await repo.cancellationIdOf(db, item.reservationId) : undefined;
          const outcome =
            cancellationId !== undefined
              ? await cancellations.retryFailedRefund(cancellationId, item.attempts)
              : await cancellations.cancelBySupplier(item.reservationId, bulk.reason);
          if (outcome.status === 'pending') stillPending = true;
          else await repo.setItem(db, item.id, { status: outcome.status, failureCode: outcome.status === 'failed' ? outcome.failureCode : null }, clock.now());
        }
        // A checkout that held seats before the departures closed may have confirmed since: cancel it too.
        const late = await repo.confirmedNotListed(db, bulk.id, bulk.slotIds);
        if (late.length === 0) break;
        await repo.insertItems(db, bulk.id, late, clock.now());
      }
      if (stillPending) {
        // Another run's claim is under way (its lease has not passed): look again shortly.
        await enqueue(db, bulk.id, new Date(clock.now().getTime() + PENDING_RETRY_MS));
        return;
      }
      const failed = (await view(bulk)).failed;
      await repo.setBulkStatus(db, bulk.id, failed > 0 ? 'completed_with_failures' : 'completed', clock.now(), true);
    },
  };
}

export function createBulkCancellationJobHandlers(service: Pick<BulkCancellationsService, 'run'>): JobHandlers {
  return {
    async [BULK_CANCELLATION_JOB](payload) {
      const { bulk_id: id } = (payload ?? {}) as { bulk_id?: unknown };
      if (typeof id !== 'number') throw new Error(`${BULK_CANCELLATION_JOB}: payload without bulk_id`);
      await service.run(id);
    },
  };
}
