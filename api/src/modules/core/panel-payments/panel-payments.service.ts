import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/constants';
import { PaymentMethod, type PaymentStatus } from 'shared-contracts/enums';
import type { PaymentDetails, PaymentRow, PaymentTableAnswer, PaymentTableQuery } from 'shared-contracts/panel-payments';
import { money } from 'shared-contracts/site-content';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { pickText } from '../../../lib/locale';
import { XLSX_EXPORT_BATCH } from '../../../lib/xlsx/xlsx-stream';
import type { PanelPaymentsService, PaymentDbRow } from '../../booking/panel-payments/panel-payments.service';
import { findServiceNames } from '../cancellation-policies/cancellation-policies.repo';
import { type PanelCaller, visibilityOf } from '../panel-reservations/panel-reservations.service';

/**
 * The back office's payments (spec 002 §7.15, issue 14 §3): the caller sees the payments of the bookings it sees
 * (ADR 0016's Visibility, worked out here where the owners of services and sites are known); any other answers 404.
 */
export interface PanelPaymentsPanelService {
  table(caller: PanelCaller, query: PaymentTableQuery): Promise<PaymentTableAnswer['data']>;
  exportBatches(caller: PanelCaller, query: PaymentTableQuery): AsyncGenerator<PaymentRow[]>;
  details(caller: PanelCaller, uuid: string, locale?: Locale): Promise<PaymentDetails>;
}

const PROVIDER_METHODS: readonly string[] = [PaymentMethod.STRIPE, PaymentMethod.STRIPE_TERMINAL];
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function rowOf(r: PaymentDbRow): PaymentRow {
  return {
    id: r.uuid,
    amount: money(r.amountMinor, r.currency),
    status: r.status as PaymentStatus,
    method: r.method,
    provider: PROVIDER_METHODS.includes(r.method) ? 'stripe' : null,
    provider_ref: r.providerRef,
    failure_code: r.failureCode,
    payer: r.payerEmail === null ? null : { name: r.payerName || `${r.payerFirstName ?? ''} ${r.payerLastName ?? ''}`.trim(), email: r.payerEmail },
    booking_numbers: r.bookingNumbers ?? [],
    refunded: money(Number(r.refundedMinor ?? 0), r.currency),
    created_at: r.createdAt.toISOString(),
    paid_at: iso(r.paidAt),
  };
}

export function createPanelPaymentsPanelService({ db, payments }: { db: Db; payments: PanelPaymentsService }): PanelPaymentsPanelService {
  return {
    async table(caller, query) {
      const { rows, total } = await payments.page(await visibilityOf(db, caller), query);
      return { data: rows.map(rowOf), total, page: query.page, limit: query.limit };
    },

    async *exportBatches(caller, query) {
      const view = await visibilityOf(db, caller);
      for await (const rows of payments.batches(view, query, XLSX_EXPORT_BATCH)) yield rows.map(rowOf);
    },

    async details(caller, uuid, locale) {
      const found = await payments.one(await visibilityOf(db, caller), uuid);
      if (!found) throw new HttpError('NOT_FOUND', { message: 'errors.paymentNotFound' });
      const { row, extras } = found;
      const names = await findServiceNames(db, [...new Set(extras.reservations.map((r) => r.serviceId))]);
      const chain: Locale[] = locale && locale !== DEFAULT_LOCALE ? [locale, DEFAULT_LOCALE] : [DEFAULT_LOCALE];
      const numbers = new Map(extras.reservations.map((r) => [r.id, r.bookingNumber]));
      return {
        ...rowOf(row),
        updated_at: row.updatedAt.toISOString(),
        events: extras.events.map((e) => ({ id: e.eventId, type: e.type, received_at: e.receivedAt.toISOString(), rejected_reason: e.rejectedReason })),
        refunds: extras.refunds.map((c) => ({
          reservation_id: c.reservationId,
          booking_number: numbers.get(c.reservationId) ?? null,
          amount: money(c.refundAmountMinor, c.currency),
          status: c.refundStatus,
          provider_refund_id: c.providerRefundId,
          requested_at: c.createdAt.toISOString(),
        })),
        reservations: extras.reservations.map((r) => ({
          id: r.id,
          ref: r.ref,
          booking_number: r.bookingNumber,
          service: { id: r.serviceId, name: pickText(names.get(r.serviceId) ?? {}, chain).text || `#${r.serviceId}` },
          status: r.status,
          price: money(r.priceMinor, r.currency),
        })),
      };
    },
  };
}
