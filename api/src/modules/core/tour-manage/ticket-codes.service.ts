import type { Locale } from 'shared-contracts/constants';
import { formatMessage } from 'shared-contracts/messages';
import {
  TICKET_CODE_ROW_REASONS,
  TOUR_MANAGE_LIMITS,
  type TicketCodeListAnswer,
  type TicketCodeListInputSchema,
  type TicketCodeRowReason,
  type TicketCodeUploadAnswer,
} from 'shared-contracts/tour-manage';
import type * as v from 'valibot';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import { answerLocale } from '../../../lib/messages';
import type { TenantScope } from '../../../lib/tenancy';
import { parseTicketCodes } from './ticket-codes.csv';
import * as repo from './ticket-codes.repo';
import { findOwnedTour } from './tour-manage.repo';

/**
 * An activity's voucher codes (spec 002 §7.8 "Ticket codes"): uploaded from CSV, listed, cleared. A code handed to
 * a booking (used_at set) is the record of what a guest holds, so neither clearing nor deleting removes it.
 */
export interface TicketCodesService {
  list(scope: TenantScope, tourId: number, input: v.InferOutput<typeof TicketCodeListInputSchema>): Promise<TicketCodeListAnswer['data']>;
  /** Stores the new, valid codes of a CSV text and reports every other row. */
  upload(scope: TenantScope, tourId: number, text: string, locale?: Locale): Promise<TicketCodeUploadAnswer['data']>;
  clear(scope: TenantScope, tourId: number): Promise<{ deleted: number; kept_used: number }>;
  remove(scope: TenantScope, tourId: number, codeId: number): Promise<void>;
}

export function createTicketCodesService({ db, clock }: { db: Db; clock: Clock }): TicketCodesService {
  async function tourIdOf(scope: TenantScope, tourId: number): Promise<number> {
    const tour = await findOwnedTour(db, scope, tourId);
    if (!tour) throw new HttpError('NOT_FOUND');
    return tour.id;
  }

  return {
    async list(scope, tourId, input) {
      const id = await tourIdOf(scope, tourId);
      const { rows, total } = await repo.findCodes(db, id, input, { offset: (input.page - 1) * input.limit, limit: input.limit });
      return {
        data: rows.map((row) => ({ id: row.id, code: row.code, used_at: row.usedAt?.toISOString() ?? null, created_at: row.createdAt.toISOString() })),
        total,
        unused: await repo.countCodes(db, id, false),
        page: input.page,
        limit: input.limit,
      };
    },

    async upload(scope, tourId, text, locale) {
      const id = await tourIdOf(scope, tourId);
      const rows = parseTicketCodes(text);
      if (rows.length === 0) throw new HttpError('BAD_REQUEST', { message: 'errors.tourManage.csvEmpty' });
      const candidates = rows.flatMap((row) => (row.ok ? [row.code] : []));
      const stored = await repo.insertNewCodes(db, id, candidates, clock.now());
      const language = answerLocale(locale);
      const failures = rows.flatMap((row) => {
        if (row.ok) return stored.has(row.code) ? [] : [{ row: row.row, code: row.code, reason: 'exists' as const, message: formatMessage(language, 'errors.tourManage.codeExists') }];
        return [{ row: row.row, code: row.code, reason: row.reason, message: formatMessage(language, row.message, row.values) }];
      });
      const counts = Object.fromEntries(TICKET_CODE_ROW_REASONS.map((reason) => [reason, 0])) as Record<TicketCodeRowReason, number>;
      for (const failure of failures) counts[failure.reason] += 1;
      return {
        rows: rows.length,
        created: stored.size,
        failed: failures.length,
        counts,
        errors: failures.slice(0, TOUR_MANAGE_LIMITS.csvErrorsListed),
        errors_truncated: failures.length > TOUR_MANAGE_LIMITS.csvErrorsListed,
      };
    },

    async clear(scope, tourId) {
      const id = await tourIdOf(scope, tourId);
      const deleted = await repo.deleteUnusedCodes(db, id);
      return { deleted, kept_used: await repo.countCodes(db, id, true) };
    },

    async remove(scope, tourId, codeId) {
      const id = await tourIdOf(scope, tourId);
      if (await repo.deleteUnusedCode(db, id, codeId)) return;
      if (!(await repo.findCode(db, id, codeId))) throw new HttpError('NOT_FOUND');
      throw new HttpError('CONFLICT', { message: 'errors.tourManage.codeUsed' });
    },
  };
}
