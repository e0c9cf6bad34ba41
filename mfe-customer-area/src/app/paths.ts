/** The guest reservation area (spec 000 §2.2, 001 §2), relative to /{lang}; the shell mounts the Area at `/:lang/*`. */
import type { AreaPage } from 'shared-ui';

export const PAGES = {
  /** Where any 401 on a customer call sends the guest (spec 001 §2): the area's landing. */
  login: { pattern: 'customer-reservation/login', titleId: 'areas.customer.login' },
  loginToken: { pattern: 'customer-reservation/login/token', titleId: 'areas.customer.loginToken' },
  bookings: { pattern: 'customer-reservation/booking', titleId: 'areas.customer.bookings' },
  bookingDetails: { pattern: 'customer-reservation/booking/:resRef', titleId: 'areas.customer.bookingDetails' },
  packageBookingDetails: {
    pattern: 'customer-reservation/booking/package/:paymentId/:id?',
    titleId: 'areas.customer.packageBookingDetails',
  },
} as const satisfies Record<string, AreaPage>;
