/**
 * The guest reservation area's pages, from its manifest (shared-contracts/manifests/storefront, spec 000 §2.2,
 * 001 §2), under the names this remote's components use; patterns are relative to /{lang}.
 */
import { CUSTOMER_MANIFEST, type ManifestPage, pageHref } from 'shared-contracts/manifests/storefront';

const area = CUSTOMER_MANIFEST.pages;
const named = (page: ManifestPage) => ({ pattern: page.pattern, titleId: page.title });

export const PAGES = {
  login: named(area['customer.login']),
  loginToken: named(area['customer.loginToken']),
  bookings: named(area['customer.bookings']),
  bookingDetails: named(area['customer.bookingDetails']),
  packageBookingDetails: named(area['customer.packageBookingDetails']),
} as const;

const seg = encodeURIComponent;

export const hrefs = {
  login: (lang: string, email?: string) => `${pageHref(area['customer.login'], { lang })}${email ? `?email=${seg(email)}` : ''}`,
  bookings: (lang: string) => pageHref(area['customer.bookings'], { lang }),
  booking: (lang: string, uuid: string) => pageHref(area['customer.bookingDetails'], { lang, resRef: uuid }),
  packageBooking: (lang: string, paymentId: string, uuid: string) => pageHref(area['customer.packageBookingDetails'], { lang, paymentId, id: uuid }),
  /** The shell's storefront logout (spec 001 §2): ends the customer session and opens the login. */
  logout: (lang: string) => `/${lang}/logout`,
} as const;
