/**
 * The API path table: one entry per backend call, so that a path is written once.
 * The API registers its routes from `pattern`; clients build URLs with `path()`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Names of the `:param` segments of a route pattern. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;
type Params<P extends string> = Record<ParamNames<P>, string | number>;

export interface ApiCall<P extends string = string> {
  readonly method: HttpMethod;
  readonly pattern: P;
  /** Builds the request path: fills `:params` (URI-encoded) and appends the query string. */
  path(...args: [ParamNames<P>] extends [never] ? [query?: Query] : [params: Params<P>, query?: Query]): string;
}

export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function call<P extends string>(method: HttpMethod, pattern: P): ApiCall<P> {
  const hasParams = pattern.includes(':');
  return {
    method,
    pattern,
    path: ((...args: unknown[]) => {
      const params = (hasParams ? args[0] : undefined) as Record<string, string | number> | undefined;
      const query = (hasParams ? args[1] : args[0]) as Query | undefined;
      const filled = pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
        const value = params?.[name];
        if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${pattern}`);
        return encodeURIComponent(String(value));
      });
      return filled + toQueryString(query);
    }) as ApiCall<P>['path'],
  };
}

/** Service base paths of spec 002 §7.0. */
export const BASE_PATHS = {
  gateway: '/gateway',
  core: '/core/v1',
  corePublic: '/core/public',
  availability: '/availability/v1',
  availabilityPublic: '/availability/public',
  booking: '/booking/v1',
  bookingPublic: '/booking/public',
  auth: '/nauth/npanel',
} as const;

export const api = {
  health: call('GET', '/healthz'),
  /** Files and images (spec 002 §7.19; issue 12 §2). */
  files: {
  },
  /** Activities (tours): list, create, edit, status (spec 002 §7.8; issue 12 §3). */
  tours: {
  },
  /** An activity's options, tickets, prices, departures and voucher codes (spec 002 §7.8; issue 12 §3 Manage). */
  tourManage: {
  },
  /** Cancellation policies and supplier consent (spec 002 §7.13, §7.12; issue 12 §5). */
  cancellationPolicies: {
  },
  supplierConsent: {
  },
  auth: {
    /** Not shown in the spec; defined by this contract. Body LoginInput, answer TokenAnswer. */
    login: call('POST', '/nauth/npanel/login'),
    /** Body RefreshInput (refresh_token optional: the HttpOnly cookie is used when it is absent). */
    refreshToken: call('POST', '/nauth/npanel/refresh_token'),
    logout: call('POST', '/nauth/npanel/logout'),
    /** Not shown in the spec; the first-login flow. Body ChangePasswordInput. */
    changePassword: call('POST', '/nauth/npanel/change-password'),
  },
  users: {
    current: call('GET', '/core/v1/current/user'),
  },
  partnerSites: {
    /** Spec 000 §7: item_per_page=-1&left_off=-1, the site array in data.data. */
    list: call('GET', '/core/v1/partner-sites'),
    byId: call('GET', '/core/v1/partner-sites/:id'),
    /** A list of setting/value items. Optional query `setting=A,B`. */
    settings: call('GET', '/core/v1/partner-sites/:id/settings'),
    /** Site by host, for partner-site start-up. */
    byHost: call('GET', '/gateway/core/public/partner-sites'),
    /** A site widget by uuid, with its services as cards (spec 002 §7.2; the `/{uuid}/gotohubwidget` page). */
    widget: call('GET', '/core/public/partner-sites/widget/:uuid'),
  },
  locales: {
    list: call('GET', '/gateway/core/v1/langs'),
  },
  /**
   * Partner-site start-up and content reads (spec 002 §7.2, §7.4 reads), public under /core/public (the app also
   * mounts them under /gateway). The spec gives them relative to the site (`/{siteId}/…`); here they live under
   * /core/public/partner-sites/{siteId}/…. Pages answer published pages only. Locale: `locale` query, else the
   * APP-LOCALE header, else the site's primary language.
   */
  siteContent: {
    /** `page_id` (start-up), or `slug`; neither: the primary page. */
    page: call('GET', '/core/public/partner-sites/:siteId/pages'),
    pageById: call('GET', '/core/public/partner-sites/:siteId/pages/:pageId'),
    section: call('GET', '/core/public/partner-sites/:siteId/section/:sectionId'),
    /** Public setting/value list (spec 002 §7.2 GET /{siteId}/settings). */
    settings: call('GET', '/core/public/partner-sites/:siteId/settings'),
    /** `?setting=HEADER_LOGO_BLACK,HEADER_LOGO_WHITE`: the setting/value items asked for. */
    siteSettings: call('GET', '/core/public/partner-sites/:siteId/site-settings'),
    menuItems: call('GET', '/core/public/partner-sites/:siteId/menu-items'),
    footerLinks: call('GET', '/core/public/partner-sites/:siteId/footer-links'),
    /** `?prefix={locale}/page/`: colours, widgets, links, legal page paths, member-by block. */
    footer: call('GET', '/core/public/partner-sites/:siteId/footer'),
    /** Body `service_ids`: cards of those the site sells, in the order asked. */
    services: call('POST', '/core/public/partner-sites/:siteId/services'),
    /** The site's own text, or the platform's when footer_settings.use_goto_hub_privacy is set. */
    privacyPolicy: call('GET', '/core/public/partner-sites/:siteId/privacy-policy'),
    terms: call('GET', '/core/public/partner-sites/:siteId/terms-and-condition'),
    /** The platform's own privacy policy. */
    platformPrivacyPolicy: call('GET', '/core/public/privacy-policy'),
    fontData: call('GET', '/core/public/font-data'),
    /** Body SubmitQuestionInput: a visitor's question about a service (`:id`) the site sells; 201. */
    submitQuestion: call('POST', '/core/public/partner-sites/:siteId/submit-question/:id'),
    /** CustomizeSiteQuery: cards of the site's services, filtered; `is_random=true` samples `count` of them. */
    customizeSite: call('GET', '/core/public/partner-sites/:siteId/white-label/customize-site'),
  },
  /** Public catalogue reads (spec 002 §7.7–§7.9, §7.12). Every service read names `site_id`: a site sees only what it sells. */
  catalogue: {
    /** Body CatalogInput: a site's services as cards, paged. */
    catalog: call('POST', '/core/public/catalog'),
    /** `?site_id`: every card of the site (up to 1000). */
    catalogAll: call('GET', '/core/public/catalog/all'),
    categories: call('POST', '/core/public/categories'),
    /** `?site_id[&service_type=hotels]`: any service's detail. */
    service: call('GET', '/core/public/services/:id'),
    tourFull: call('GET', '/core/public/tours/:id/full'),
    tourOptions: call('GET', '/core/public/tour/:id/options/all'),
    tourTickets: call('GET', '/core/public/tour/:id/tickets/all'),
    hotelListing: call('GET', '/core/public/listing-hotel/:id'),
    /** `?item_per_page=-1`: every hotel feature. */
    features: call('GET', '/core/public/feature'),
    /** `?site_id[&most_popular=true]`. The spec writes GET /{id}/hotel-feature. */
    hotelFeatures: call('GET', '/core/public/hotel/:id/hotel-feature'),
    package: call('GET', '/core/public/package/:id'),
  },
  search: {
    /** SearchConfig: the embedded engine on this origin, or Algolia with a search-only key. */
    config: call('GET', '/core/public/search-config'),
  },
  /** Public availability (spec 002 §7.7 availability searches, §7.8 dates, §7.9, §7.12). Prices are computed here. */
  availability: {
    toursSearch: call('POST', '/availability/public/tours/__search'),
    hotelsSearch: call('POST', '/availability/public/hotels/__search'),
    packagesSearch: call('POST', '/availability/public/packaging/__search'),
    /** Body ActivityDatesInput: dates of a month with seats, and the empty ones. */
    tourAvailableDates: call('POST', '/availability/public/tour/:id/available-dates'),
    /** `?site_id&date[&option_id]`: the date's slots with seats left; sold-out slots are marked. */
    tourSlots: call('GET', '/availability/public/tour/:id/slots'),
    /** Body PriceQuoteInput: the server-computed total of a ticket selection. */
    tourPriceQuote: call('POST', '/availability/public/tour/:id/price-quote'),
    hotelAvailability: call('POST', '/availability/public/hotel/:id/availability'),
    hotelAvailableDates: call('POST', '/availability/public/hotel/:id/available-dates'),
    hotelEmptyDates: call('POST', '/availability/public/hotel/:id/empty-dates'),
    packageSlotAvailability: call('POST', '/availability/public/packaging/slot/availability'),
    packageSlots: call('POST', '/availability/public/packaging/available-package-slots/:id'),
  },
  /**
   * Cart and checkout (spec 002 §7.3). Every call carries `?site_id=&request_for_widget=` (CheckoutQuerySchema).
   * hold, cancel and confirm accept an `Idempotency-Key` header: a repeat replays the first answer.
   */
  booking: {
    /** `with_full_details=true` re-checks every item; `without_package_item=true&package_id=` leaves one package out. */
    cart: call('GET', '/booking/public/cart-reservation/:cartRef'),
    /** Body AddToCartBody; `cart_ref` in the query adds to that cart, otherwise a new one. Answer `cart_ref`. */
    addToCart: call('POST', '/booking/public/cart-reservation'),
    removeReservation: call('DELETE', '/booking/public/cart-reservation/:cartRef/:reservationRef'),
    /** Body `package_id`. */
    removePackage: call('DELETE', '/booking/public/cart-reservation/:cartRef'),
    /** Body `comments`. */
    saveComments: call('POST', '/booking/public/cart-reservation/:reservationRef'),
    holdReservation: call('POST', '/booking/public/hold-reservation/:cartRef'),
    cancelReservation: call('PUT', '/booking/public/cancel-reservation/:cartRef'),
    confirmReservation: call('POST', '/booking/public/confirm-reservation/:cartRef'),
    validateItems: call('POST', '/booking/public/checkout/validate-items'),
    validateHotelItem: call('POST', '/booking/public/basket/validate-hotel-item'),
    /** Answer `stripe_public_key` and `provider` (stripe | simulated). */
    publicKey: call('GET', '/booking/public/payment-provider/public-key/:currency'),
    /** Answer `terminal_connection_secret`; never cached. */
    connectionToken: call('GET', '/booking/public/stripe-connection-token/:currency'),
    /** Body CreatePaymentIntentBody; answer `stripe_secret`, `stripe_payment_intent`, `payment_uuid`. Idempotency-Key. */
    createPaymentIntent: call('POST', '/booking/public/create-payment-intent/:cartRef'),
    /** Thanks data of one payment (thank-you dialog, booking-details page). */
    thanks: call('GET', '/booking/public/thanks/:paymentUuid'),
    /** Stripe's webhook (Stripe-Signature verified); also where the simulated provider's events are delivered. */
    paymentWebhook: call('POST', '/booking/public/payments/webhook'),
    /** The simulated provider only (404 with Stripe): the test-mode card form's confirm. */
    simulatedConfirmCard: call('POST', '/booking/public/simulated/payment-intents/:intentId/confirm'),
    /** The simulated reader, driven by API calls (Stripe's server-driven terminal flow). Header X-Terminal-Connection-Secret. */
    simulatedReaders: call('GET', '/booking/public/simulated/terminal/readers'),
    simulatedConnectReader: call('POST', '/booking/public/simulated/terminal/readers/:readerId/connect'),
    simulatedDisconnectReader: call('POST', '/booking/public/simulated/terminal/readers/:readerId/disconnect'),
    simulatedProcessOnReader: call('POST', '/booking/public/simulated/terminal/readers/:readerId/process-payment-intent'),
    simulatedCancelReaderAction: call('POST', '/booking/public/simulated/terminal/readers/:readerId/cancel-action'),
    simulatedReader: call('GET', '/booking/public/simulated/terminal/readers/:readerId'),
    /** The shopper taps a card on the simulated reader (Stripe's present_payment_method test helper). */
    simulatedPresentCard: call('POST', '/booking/public/simulated/terminal/readers/:readerId/present-card'),
  },
  /**
   * The guest customer's reservation area (spec 002 §7.1 "Customer"), on a session of its own: the customer_token
   * cookie, or its value as a bearer. A panel token is never a customer session, nor the other way round.
   */
  customer: {
    /** Body CustomerLoginInput. Always `{ data: { sent: true } }`; a link is e-mailed only to an address with bookings. */
    login: call('POST', '/booking/public/customer/login'),
    /** Body CustomerLoginTokenInput (the e-mailed link's token); answer CustomerSessionAnswer plus the cookie. */
    loginToken: call('POST', '/booking/public/customer/login/token'),
    /** Revokes the session and clears the cookie. */
    logout: call('POST', '/booking/v1/customer/logout'),
    /** The session's e-mail: a probe for "am I logged in as a customer". */
    session: call('GET', '/booking/v1/customer/session'),
    /** Body CustomerReservationListFilter; answer CustomerReservationListAnswer (newest start first). */
    reservationList: call('POST', '/booking/v1/customer/reservation-list'),
    /** `:id` is the reservation uuid; answer SingleReservationAnswer. */
    reservation: call('GET', '/booking/v1/customer/reservation/:id'),
    /** FIRST the payment uuid, THEN the package reservation uuid (see shared-contracts/customer). */
    packageReservation: call('GET', '/booking/v1/customer/reservation/package/:paymentId/:id'),
    /** What cancelling now would refund; answer CustomerCancellationPolicyAnswer. */
    cancellationPolicy: call('GET', '/booking/v1/customer/reservations/cancellation-policy/:id'),
    /** Body CustomerCancelBody; optional Idempotency-Key; answer CustomerCancelAnswer. */
    cancel: call('POST', '/booking/v1/customer/reservation/:id/cancel'),
  },
  /** Administrators' view of cancellations (spec 002 §7.15). */
  cancellations: {
    /** Body CancellationListFilter; answer CancellationListAnswer (admin only). */
    dataTable: call('POST', '/booking/v1/cancellation/data-table'),
  },
} as const;

/** What a storefront path (the part after `/{lang}`) shows; spec 000 §2.2 / 001 §2. */
export type StorefrontRoute =
  | { kind: 'home' }
  | { kind: 'site-page'; page: 'search' | 'privacy-policy' | 'terms-and-conditions' | 'widget' }
  | { kind: 'page'; slug: string }
  | { kind: 'product'; product: StorefrontProduct; id: string | null }
  | { kind: 'booking-details' }
  | { kind: 'customer-reservation' }
  | { kind: 'setup-terminal' }
  | { kind: 'logout' }
  | { kind: 'unknown' };

export const STOREFRONT_PRODUCTS = ['activity', 'adventure', 'hotel', 'package', 'rental', 'restaurant', 'event', 'attraction'] as const;
export type StorefrontProduct = (typeof STOREFRONT_PRODUCTS)[number];
const STOREFRONT_SITE_PAGES = ['search', 'privacy-policy', 'terms-and-conditions', 'widget'] as const;

const decodeSegment = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * The one list of storefront routes, shared by the shell (which remote to mount) and the API (which navigations
 * answer 404). Only the routes the spec lists are recognised; anything else is `unknown`, so a partner host can
 * never be talked into mounting a panel remote. Events and attractions are not in spec 001's route list; they
 * follow the product pages' shape.
 */
export function storefrontRouteKind(rest: string): StorefrontRoute {
  const parts = rest.split('/').filter(Boolean);
  const [first, ...tail] = parts;
  if (first === undefined) return { kind: 'home' };
  if (first === 'logout') return tail.length === 0 ? { kind: 'logout' } : { kind: 'unknown' };
  // booking-details/{payment_ref?} "with an optional suffix" (spec 000 §2.2): checkout owns everything below it.
  if (first === 'booking-details') return { kind: 'booking-details' };
  if (first === 'customer-reservation') return { kind: 'customer-reservation' };
  if (first === 'setup-terminal') return { kind: 'setup-terminal' };
  if ((STOREFRONT_SITE_PAGES as readonly string[]).includes(first)) {
    return tail.length === 0 ? { kind: 'site-page', page: first as (typeof STOREFRONT_SITE_PAGES)[number] } : { kind: 'unknown' };
  }
  if (first === 'page') {
    const slug = tail.length === 1 ? decodeSegment(tail[0] as string) : null;
    return slug ? { kind: 'page', slug } : { kind: 'unknown' };
  }
  if ((STOREFRONT_PRODUCTS as readonly string[]).includes(first) && tail.length <= 1) {
    const id = tail[0] === undefined ? null : decodeSegment(tail[0]);
    if (tail[0] !== undefined && !id) return { kind: 'unknown' };
    return { kind: 'product', product: first as StorefrontProduct, id };
  }
  return { kind: 'unknown' };
}
