import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/constants';
import { CancellationOrigin, type ReservationStatus, ServiceTypeId } from 'shared-contracts/enums';
import type {
  CancellationAuditEntry,
  CancellationDetails,
  CancellationRow,
  CancellationTableAnswer,
  CancellationTableQuery,
} from 'shared-contracts/panel-cancellations';
import type { RefundStatus } from 'shared-contracts/customer';
import { money } from 'shared-contracts/site-content';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { pickText } from '../../../lib/locale';
import type { CancellationAction, CancellationsPanelService, PanelCancellationRow, Resolution } from '../../booking/cancellations/failed-cancellations.service';
import { findServiceNames } from '../cancellation-policies/cancellation-policies.repo';
import { type PanelCaller, visibilityOf } from '../panel-reservations/panel-reservations.service';

/** A caller who acts on a cancellation: the trail records their e-mail. */
type ActingCaller = PanelCaller & { email: string };

/**
 * The back office's cancellations (spec 002 §7.15, issue 14 §2, ADR 0022). Core turns the caller into the
 * reservations' Visibility (ADR 0016) and names the services; the booking module reads and writes the cancellations.
 */
export interface PanelCancellationsPanelService {
  table(caller: PanelCaller, query: CancellationTableQuery, locale?: Locale): Promise<CancellationTableAnswer['data']>;
  details(caller: PanelCaller, id: number, locale?: Locale): Promise<CancellationDetails>;
  /** Administrators (the route checks): retry the failed refund, then answer the details as they stand. */
  retryRefund(caller: ActingCaller, id: number, locale?: Locale): Promise<CancellationDetails>;
  resolve(caller: ActingCaller, id: number, resolution: Resolution, locale?: Locale): Promise<CancellationDetails>;
}

interface Deps {
  db: Db;
  cancellations: CancellationsPanelService;
}

const ORIGIN_NAMES = { [CancellationOrigin.CLIENT]: 'guest', [CancellationOrigin.SYSTEM]: 'system' } as const;
const chainOf = (locale: Locale | undefined): Locale[] => (locale && locale !== DEFAULT_LOCALE ? [locale, DEFAULT_LOCALE] : [DEFAULT_LOCALE]);
const notFound = () => new HttpError('NOT_FOUND', { message: 'The cancellation was not found.' });

function originOf(row: PanelCancellationRow): CancellationRow['origin'] {
  const origin = row.cancellation.origin;
  if (origin === CancellationOrigin.SUPPLIER) return row.inBulk ? 'bulk' : 'supplier';
  return ORIGIN_NAMES[origin as keyof typeof ORIGIN_NAMES] ?? 'system';
}

/**
 * The trail of what happened, from the stored record (ADR 0022): the request, the refund's outcome and the
 * administrator's resolution. The record keeps the latest change's time, so an earlier failure is dated by it only
 * while it is the latest.
 */
function auditOf(row: PanelCancellationRow, actions: readonly CancellationAction[]): CancellationAuditEntry[] {
  const c = row.cancellation;
  const at = (d: Date) => d.toISOString();
  const trail: CancellationAuditEntry[] = [{ at: at(c.createdAt), kind: 'requested', by: row.orderEmail && c.origin === CancellationOrigin.CLIENT ? row.orderEmail : null, text: c.reason ?? '' }];
  const outsideRefund = c.refundStatus === 'succeeded' && c.providerRefundId === null && c.failureCode !== null;
  if (c.failureCode !== null) trail.push({ at: at(row.state === 'failed' ? c.updatedAt : c.createdAt), kind: 'refund_failed', by: null, text: c.failureCode });
  if (c.refundStatus === 'succeeded' && c.providerRefundId !== null) trail.push({ at: at(c.updatedAt), kind: 'refunded', by: null, text: c.providerRefundId });
  // The administrators' actions are recorded one by one (cancellation_actions); before that table, only the outcome.
  const KIND = { refund_retried: 'refund_retried', confirmed: 'confirmed_by_admin', kept: 'kept_by_admin' } as const;
  for (const action of actions) trail.push({ at: at(action.createdAt), kind: KIND[action.action as keyof typeof KIND], by: action.actorEmail, text: action.outcome ?? '' });
  const recorded = (kind: 'confirmed' | 'kept') => actions.some((action) => action.action === kind);
  if (outsideRefund && !recorded('confirmed')) trail.push({ at: at(c.updatedAt), kind: 'confirmed_by_admin', by: null, text: '' });
  if (row.state === 'kept' && !recorded('kept')) trail.push({ at: at(c.updatedAt), kind: 'kept_by_admin', by: null, text: '' });
  if (row.state === 'cancelled') trail.push({ at: at(c.updatedAt), kind: 'cancelled', by: null, text: '' });
  return trail.sort((a, b) => a.at.localeCompare(b.at));
}

export function createPanelCancellationsPanelService({ db, cancellations }: Deps): PanelCancellationsPanelService {
  async function rowsOf(rows: PanelCancellationRow[], locale: Locale | undefined): Promise<CancellationRow[]> {
    const names = await findServiceNames(db, [...new Set(rows.map((r) => r.serviceId))]);
    return rows.map((r) => ({
      id: r.cancellation.id,
      reservation_id: r.reservationId,
      reservation_ref: r.reservationRef,
      booking_number: r.bookingNumber,
      reservation_status: r.reservationStatus as ReservationStatus,
      service: { id: r.serviceId, name: pickText(names.get(r.serviceId) ?? {}, chainOf(locale)).text || `#${r.serviceId}`, type: r.serviceType === ServiceTypeId.hotels ? 'hotels' : 'activities' },
      payer: r.orderEmail === null ? null : { name: r.orderName || `${r.orderFirstName ?? ''} ${r.orderLastName ?? ''}`.trim(), email: r.orderEmail },
      origin: originOf(r),
      state: r.state,
      price: money(r.priceMinor, r.currency),
      refund_percentage: r.cancellation.refundPercentage,
      refund_amount: money(r.cancellation.refundAmountMinor, r.cancellation.currency),
      refund_status: r.cancellation.refundStatus as RefundStatus,
      failure_code: r.cancellation.failureCode,
      cancelled_at: r.cancellation.createdAt.toISOString(),
      updated_at: r.cancellation.updatedAt.toISOString(),
    }));
  }

  async function details(caller: PanelCaller, id: number, locale: Locale | undefined): Promise<CancellationDetails> {
    const view = await visibilityOf(db, caller);
    const row = await cancellations.one(view, id);
    if (!row) throw notFound();
    const [base] = await rowsOf([row], locale);
    const admin = view.kind === 'all';
    return {
      ...base!,
      reason: row.cancellation.reason,
      policy_tier: { refund_percentage: row.cancellation.refundPercentage, full_refund: row.cancellation.origin === CancellationOrigin.SUPPLIER },
      provider_refund_id: row.cancellation.providerRefundId,
      actions: { retry_refund: admin && row.state === 'failed', resolve: admin && row.state === 'failed' },
      audit: auditOf(row, await cancellations.actions(id)),
    };
  }

  /** An administrator's call on a cancellation: one that exists, else 404. */
  async function adminsOwn(caller: PanelCaller, id: number) {
    const view = await visibilityOf(db, caller);
    if (!(await cancellations.one(view, id))) throw notFound();
  }

  return {
    async table(caller, query, locale) {
      const view = await visibilityOf(db, caller);
      const { rows, total } = await cancellations.page(view, query);
      return { data: await rowsOf(rows, locale), total, page_number: query.page_number, limit: query.limit };
    },
    details: (caller, id, locale) => details(caller, id, locale),
    async retryRefund(caller, id, locale) {
      await adminsOwn(caller, id);
      await cancellations.retryRefund(id, { id: caller.id, email: caller.email });
      return details(caller, id, locale);
    },
    async resolve(caller, id, resolution, locale) {
      await adminsOwn(caller, id);
      await cancellations.resolve(id, resolution, { id: caller.id, email: caller.email });
      return details(caller, id, locale);
    },
  };
}
