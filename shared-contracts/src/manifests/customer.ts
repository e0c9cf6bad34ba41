/** The guest reservation area (mfe-customer-area), spec 000 §2.2 and 001 §2; guests hold a customer session, not a panel one. */
import type { AreaManifest } from './types';

export const CUSTOMER_MANIFEST = {
  area: 'customer',
  remote: 'mfe_customer_area',
  pages: {
    /** Where any 401 on a customer call sends the guest (spec 001 §2): the area's landing. */
    'customer.login': { pattern: 'customer-reservation/login', title: 'site.customer.pages.login' },
    /** Arrival from the e-mailed link: `?token=`. */
    'customer.loginToken': { pattern: 'customer-reservation/login/token', title: 'site.customer.pages.loginToken', parent: 'customer.login' },
    'customer.bookings': { pattern: 'customer-reservation/booking', title: 'site.customer.pages.bookings' },
    /** `:resRef` is the reservation's uuid. */
    'customer.bookingDetails': {
      pattern: 'customer-reservation/booking/:resRef',
      title: 'site.customer.pages.bookingDetails',
      parent: 'customer.bookings',
    },
    /** The payment uuid FIRST, then the package reservation's uuid: the order of the API's lookup. */
    'customer.packageBookingDetails': {
      pattern: 'customer-reservation/booking/package/:paymentId/:id?',
      title: 'site.customer.pages.packageDetails',
      parent: 'customer.bookings',
    },
  },
} as const satisfies AreaManifest;
