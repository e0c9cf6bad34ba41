import type { PaymentTableQuery } from 'shared-contracts/panel-payments';
import type { Db } from '../../../db/client';
import { keysetBatches } from '../../../lib/xlsx/xlsx-stream';
import type { Visibility } from '../panel-reservations/panel-reservations.service';
import * as repo from './panel-payments.repo';

export type PaymentDbRow = repo.PaymentDbRow;
export type PaymentExtras = Awaited<ReturnType<typeof repo.findExtras>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The booking module's side of the back office's payments (spec 002 §7.15): it reads payments, their provider events
 * and refunds inside a Visibility the core module worked out (ADR 0016).
 */
export interface PanelPaymentsService {
  page(view: Visibility, query: PaymentTableQuery): Promise<{ rows: PaymentDbRow[]; total: number }>;
  batches(view: Visibility, query: PaymentTableQuery, size: number): AsyncGenerator<PaymentDbRow[]>;
  /** The payment with its events, reservations and refunds; undefined when it is not there or not in the view. */
  one(view: Visibility, uuid: string): Promise<{ row: PaymentDbRow; extras: PaymentExtras } | undefined>;
}

export function createPanelPaymentsService({ db }: { db: Db }): PanelPaymentsService {
  return {
    page: (view, query) => repo.findPage(db, view, query),
    batches: (view, query, size) =>
      keysetBatches(
        size,
        (after: number | undefined) => repo.findExportBatch(db, view, query, after, size),
        (row) => row.id,
      ),
    async one(view, uuid) {
      if (!UUID.test(uuid)) return undefined;
      const row = await repo.findOne(db, view, uuid.toLowerCase());
      if (!row) return undefined;
      return { row, extras: await repo.findExtras(db, row) };
    },
  };
}
