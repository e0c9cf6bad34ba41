/** Checkout pages, relative to /{lang} (the shell mounts the Area at `/:lang/*` for booking-details/…). */
import type { AreaPage } from 'shared-ui';

export const PAGES = {
  /** booking-details/{payment_ref?}, with an optional suffix (spec 000 §2.2); the return address after card payment. */
  bookingDetails: { pattern: 'booking-details/*', titleId: 'site.checkout.details.title' },
} as const satisfies Record<string, AreaPage>;

/** `/{lang}/booking-details/{paymentUuid}`: where a card payment lands. */
export function bookingDetailsHref(lang: string, paymentUuid: string): string {
  return `/${lang}/booking-details/${encodeURIComponent(paymentUuid)}`;
}
