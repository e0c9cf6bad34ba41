/** Checkout pages, relative to /{lang} (the shell mounts the Area at `/:lang/*` for booking-details/…). */
import type { AreaPage } from 'shared-ui';

export const PAGES = {
  /** booking-details/{payment_ref?}, with an optional suffix (spec 000 §2.2); the return address after card payment. */
  bookingDetails: { pattern: 'booking-details/*', titleId: 'areas.checkout.bookingDetails' },
} as const satisfies Record<string, AreaPage>;
