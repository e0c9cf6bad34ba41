/** The guest reservation area (spec 000 §2.2, 001 §2), relative to /{lang}; the shell mounts the Area at `/:lang/*`. */
import type { AreaPage } from 'shared-ui';

export const PAGES = {
  /** Where any 401 on a customer call sends the guest (spec 001 §2): the area's landing. */
  login: { pattern: 'customer-reservation/login', titleId: 'site.customer.pages.login' },
  /** Arrival from the e-mailed link: `?token=`. */
  loginToken: { pattern: 'customer-reservation/login/token', titleId: 'site.customer.pages.loginToken' },
  bookings: { pattern: 'customer-reservation/booking', titleId: 'site.customer.pages.bookings' },
  /** `:resRef` is the reservation's uuid. */
  bookingDetails: { pattern: 'customer-reservation/booking/:resRef', titleId: 'site.customer.pages.bookingDetails' },
  /** The payment uuid FIRST, then the package reservation's uuid: the order of the API's lookup. */
  packageBookingDetails: {
    pattern: 'customer-reservation/booking/package/:paymentId/:id?',
    titleId: 'site.customer.pages.packageDetails',
  },
} as const satisfies Record<string, AreaPage>;

const seg = encodeURIComponent;

export const hrefs = {
  login: (lang: string, email?: string) => `/${lang}/${PAGES.login.pattern}${email ? `?email=${seg(email)}` : ''}`,
  bookings: (lang: string) => `/${lang}/${PAGES.bookings.pattern}`,
  booking: (lang: string, uuid: string) => `/${lang}/customer-reservation/booking/${seg(uuid)}`,
  packageBooking: (lang: string, paymentId: string, uuid: string) =>
    `/${lang}/customer-reservation/booking/package/${seg(paymentId)}/${seg(uuid)}`,
  /** The shell's storefront logout (spec 001 §2): ends the customer session and opens the login. */
  logout: (lang: string) => `/${lang}/logout`,
} as const;
