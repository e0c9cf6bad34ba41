/**
 * Cancellation display rules (spec 001 §2 "Customer reservation detail sections", §9): 100 % is free cancellation,
 * 0 % non-refundable, anything between a partial refund; the notice is shown in days when over 3 days (72 h), else
 * in hours; the text is orange when nothing is refunded, green otherwise.
 */
import { ReservationStatus } from 'shared-contracts/enums';
import { refundNotice } from 'shared-contracts/refund-notice';
import { renderMessage, type Message, type Translate } from './message';

export const FULL_REFUND = 100;
export const NO_REFUND = 0;
export const CANCELLATION_COLORS = { none: '#EA6520', refund: '#38A554' } as const;

/** The notice as hours, or days when over 72 h, by the one rule the product page and the mails share. */
export function noticeText(hours: number): Message {
  const { unit, count } = refundNotice(hours);
  return { id: unit === 'days' ? 'site.customer.cancellation.days' : 'site.customer.cancellation.hours', values: { count } };
}

/**
 * The policy text. `time` is the notice of the tier that applies now (null when none: nothing to count down).
 * Returns the message and, for the `{time}` placeholder, the notice message to render into it.
 */
export function cancellationText(refundPercentage: number, noticeHours: number | null): { message: Message; notice: Message | null } {
  const notice = noticeHours === null || noticeHours <= 0 ? null : noticeText(noticeHours);
  if (refundPercentage >= FULL_REFUND) {
    return notice ? { message: { id: 'site.customer.cancellation.freeUntil' }, notice } : { message: { id: 'site.customer.cancellation.free' }, notice: null };
  }
  if (refundPercentage <= NO_REFUND) return { message: { id: 'site.customer.cancellation.none' }, notice: null };
  return notice
    ? { message: { id: 'site.customer.cancellation.partial', values: { percentage: refundPercentage } }, notice }
    : { message: { id: 'site.customer.cancellation.partialNow', values: { percentage: refundPercentage } }, notice: null };
}

export function cancellationColor(refundPercentage: number): string {
  return refundPercentage === NO_REFUND ? CANCELLATION_COLORS.none : CANCELLATION_COLORS.refund;
}

/** Spec 001 §2: a booking counts as cancelled when its status equals the cancel status. */
export function isCancelled(status: number): boolean {
  return status === ReservationStatus.CANCEL;
}

/** The policy text in the customer's language: the notice rendered into the `{time}` placeholder. */
export function renderCancellation(t: Translate, refundPercentage: number, noticeHours: number | null): string {
  const { message, notice } = cancellationText(refundPercentage, noticeHours);
  return t(message.id, { ...message.values, ...(notice ? { time: renderMessage(t, notice) } : {}) });
}
