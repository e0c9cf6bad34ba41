import path from 'node:path';
import { DateTime } from 'luxon';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { hrefFor } from 'shared-contracts/manifests';
import { api, BASE_PATHS } from 'shared-contracts/paths';
import type { Db, DbKind } from './db/client';
import type { Env } from './env';
import type { Clock } from './lib/clock';
import { handleError, jsonNotFound } from './lib/error-handler';
import { HttpError } from './lib/http-error';
import { refuseCrossSite, requestOrigin, requireJsonBodies, securityHeaders } from './lib/security';
import type { Locale } from 'shared-contracts/constants';
import { createAuditService } from './modules/auth/audit/audit.service';
import { createAccessTokens } from './modules/auth/session/access-token';
import { installAccessControl } from './modules/auth/access/access';
import { createAuthenticatePanel } from './modules/auth/session/require-user';
import { sessionRoutes } from './modules/auth/session/session.routes';
import { createSessionService } from './modules/auth/session/session.service';
import { createAppSecretsService } from './modules/core/app-secrets/app-secrets.service';
import { serviceQuestionsRoutes } from './modules/core/service-questions/service-questions.routes';
import { createServiceQuestionsService } from './modules/core/service-questions/service-questions.service';
import { siteWidgetsRoutes } from './modules/core/site-widgets/site-widgets.routes';
import { createSiteWidgetsService } from './modules/core/site-widgets/site-widgets.service';
import { filterChoicesRoutes, productCatalogueRoutes } from './modules/core/white-label/product-catalogue.routes';
import { createProductCatalogueService } from './modules/core/white-label/product-catalogue.service';
import { whiteLabelRoutes } from './modules/core/white-label/white-label.routes';
import { createWhiteLabelService } from './modules/core/white-label/white-label.service';
import { searchConfigRoutes } from './modules/search/config/search-config.routes';
import { createJobQueue, type JobQueue } from './modules/system/jobs/jobs.service';
import { createStorefrontStatus, hostnameOf } from './modules/web/static/storefront-status';
import { activitySlotsRoutes } from './modules/availability/activity-slots/activity-slots.routes';
import { createActivitySlotsService } from './modules/availability/activity-slots/activity-slots.service';
import { hotelCalendarRoutes } from './modules/availability/hotel-calendar/hotel-calendar.routes';
import { createHotelCalendarService } from './modules/availability/hotel-calendar/hotel-calendar.service';
import { hotelCalendarPanelRoutes } from './modules/availability/hotel-calendar/hotel-calendar-panel.routes';
import { createHotelCalendarPanelService } from './modules/availability/hotel-calendar/hotel-calendar-panel.service';
import { createHotelBookingsService } from './modules/booking/hotel-bookings/hotel-bookings.service';
import { createOwnedHotels } from './modules/core/catalogue/owned-hotel';
import { packageSlotsRoutes } from './modules/availability/package-slots/package-slots.routes';
import { createPackageSlotsService } from './modules/availability/package-slots/package-slots.service';
import { catalogueRoutes } from './modules/core/catalogue/catalogue.routes';
import { createCatalogueService } from './modules/core/catalogue/catalogue.service';
import { langsRoutes } from './modules/core/langs/langs.routes';
import { partnerSitesRoutes } from './modules/core/partner-sites/partner-sites.routes';
import { createPartnerSitesService, createSiteFactsService } from './modules/core/partner-sites/partner-sites.service';
import { siteLifecycleRoutes } from './modules/core/partner-sites/site-lifecycle.routes';
import { createSiteSettingsService } from './modules/core/partner-sites/site-settings.service';
import { IMPORT_BODY_LIMIT, isImportPath, siteExportRoutes } from './modules/core/partner-sites/site-export.routes';
import { createSiteExportService } from './modules/core/partner-sites/site-export.service';
import { createSiteLifecycleService } from './modules/core/partner-sites/site-lifecycle.service';
import { bucketsRoutes } from './modules/core/site-content/buckets.routes';
import { createBucketsService } from './modules/core/site-content/buckets.service';
import { createSiteMenuService } from './modules/core/site-pages/site-menu.service';
import { sitePagesRoutes } from './modules/core/site-pages/site-pages.routes';
import { createSitePagesService } from './modules/core/site-pages/site-pages.service';
import { siteContentRoutes } from './modules/core/site-content/site-content.routes';
import { createSiteContentService } from './modules/core/site-content/site-content.service';
import { usersRoutes } from './modules/core/users/users.routes';
import { createUsersService } from './modules/core/users/users.service';
import { SEARCH_PATHS, searchRoutes } from './modules/search/search.routes';
import { createSearchService } from './modules/search/search.service';
import { healthRoutes } from './modules/system/health/health.routes';
import { cartRoutes } from './modules/booking/cart/cart.routes';
import { createCartService } from './modules/booking/cart/cart.service';
import { checkoutRoutes } from './modules/booking/checkout/checkout.routes';
import { createCheckoutService } from './modules/booking/checkout/checkout.service';
import { simulatedRoutes } from './modules/booking/checkout/simulated.routes';
import type { PaymentProvider } from './modules/payments/payment-provider';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { paymentProviderFromEnv } from './modules/payments/provider-from-env';
import { SIMULATED_CONNECT_BODY_TYPES, simulatedConnectRoutes } from './modules/payments/simulated-connect.routes';
import { createConnectStates } from './modules/core/stripe-connect/connect-state';
import { stripeConnectRoutes } from './modules/core/stripe-connect/stripe-connect.routes';
import { createStripeConnectService } from './modules/core/stripe-connect/stripe-connect.service';
import { platformOriginFromEnv } from './lib/site-link';
import { createPageHeads } from './modules/web/seo/page-head';
import { seoRoutes } from './modules/web/seo/seo.routes';
import { spaFallback, staticRoutes } from './modules/web/static/static.routes';
import { createServerRender, siteRemoteIn } from './modules/web/ssr/server-render';
import { changesPublicPages, createPageCache, memoryStore, redisStore } from './modules/web/ssr/page-cache';
import { Redis } from 'ioredis';
import { customerAuthRoutes } from './modules/customer/auth/customer-auth.routes';
import { createCustomerAuthService } from './modules/customer/auth/customer-auth.service';
import { createRequireCustomer } from './modules/customer/auth/require-customer';
import { customerReservationsRoutes } from './modules/customer/reservations/reservations.routes';
import { createCustomerReservationsService } from './modules/customer/reservations/reservations.service';
import { cancellationRoutes } from './modules/customer/cancellation/cancellation.routes';
import { createCancellationsPanelService } from './modules/booking/cancellations/failed-cancellations.service';
import { panelCancellationsRoutes } from './modules/core/panel-cancellations/panel-cancellations.routes';
import { createPanelCancellationsPanelService } from './modules/core/panel-cancellations/panel-cancellations.service';
import { earningsRoutes } from './modules/booking/earnings/earnings.routes';
import { earningsExportRoutes } from './modules/booking/earnings/earnings-export.routes';
import { earningsReceiptRoutes } from './modules/booking/earnings/earnings-receipt.routes';
import { createEarningsService } from './modules/booking/earnings/earnings.service';
import { reportsRoutes } from './modules/booking/reports/reports.routes';
import { createReportsService } from './modules/booking/reports/reports.service';
import { findServiceNames } from './modules/core/cancellation-policies/cancellation-policies.repo';
import { findSiteNames } from './modules/core/panel-reservations/panel-reservations.repo';
import { createCancellationService } from './modules/booking/cancellations/cancellations.service';
import { createReservationsService } from './modules/booking/reservations/reservations.service';
import { createSearchReindexer } from './modules/search/indexer/search-jobs';
import { createTourSettingsService } from './modules/core/tours/tour-settings.service';
import { toursRoutes } from './modules/core/tours/tours.routes';
import { createToursService } from './modules/core/tours/tours.service';
import { createDeparturesService } from './modules/availability/departures/departures.service';
import { createProductUsageService } from './modules/booking/product-usage/product-usage.service';
import { createTicketCodesService } from './modules/core/tour-manage/ticket-codes.service';
import { TICKET_CODE_BODY_TYPES, tourManageRoutes } from './modules/core/tour-manage/tour-manage.routes';
import { createTourManageService } from './modules/core/tour-manage/tour-manage.service';
import { activityCalendarRoutes } from './modules/core/activity-calendar/activity-calendar.routes';
import { createActivityCalendarService } from './modules/core/activity-calendar/activity-calendar.service';
import { panelReservationsRoutes } from './modules/core/panel-reservations/panel-reservations.routes';
import { panelCancellationRoutes } from './modules/core/panel-reservations/panel-cancellation.routes';
import { createPanelCancellationService } from './modules/core/panel-reservations/panel-cancellation.service';
import { changeDateRoutes } from './modules/core/panel-reservations/change-date.routes';
import { createChangeDateService } from './modules/core/panel-reservations/change-date.service';
import { createDateChangesService } from './modules/booking/date-changes/date-changes.service';
import { resendConfirmationRoutes } from './modules/core/panel-reservations/resend-confirmation.routes';
import { createResendConfirmationService } from './modules/core/panel-reservations/resend-confirmation.service';
import { voucherRoutes } from './modules/core/panel-reservations/voucher.routes';
import { createVoucherService } from './modules/core/panel-reservations/voucher.service';
import { reservationsExportRoutes } from './modules/core/panel-reservations/reservations-export.routes';
import { panelPaymentsRoutes } from './modules/core/panel-payments/panel-payments.routes';
import { createPanelPaymentsPanelService } from './modules/core/panel-payments/panel-payments.service';
import { createPanelPaymentsService } from './modules/booking/panel-payments/panel-payments.service';
import { createPanelReservationsPanelService } from './modules/core/panel-reservations/panel-reservations.service';
import { createPanelReservationsService } from './modules/booking/panel-reservations/panel-reservations.service';
import { createBulkCancellationsService } from './modules/booking/bulk-cancellations/bulk-cancellations.service';
import { createDepartureBookingsService } from './modules/booking/departure-bookings/departure-bookings.service';
import { cancellationPoliciesRoutes } from './modules/core/cancellation-policies/cancellation-policies.routes';
import { destinationBoxesRoutes } from './modules/core/destination-boxes/destination-boxes.routes';
import { createDestinationBoxesService } from './modules/core/destination-boxes/destination-boxes.service';
import { createCancellationPoliciesService } from './modules/core/cancellation-policies/cancellation-policies.service';
import { supplierConsentRoutes } from './modules/core/supplier-consent/supplier-consent.routes';
import { createSupplierConsentsService } from './modules/core/supplier-consent/supplier-consent.service';
import { listingsRoutes } from './modules/core/listings/listings.routes';
import { createListingsService } from './modules/core/listings/listings.service';
import { hotelsRoutes } from './modules/core/hotels/hotels.routes';
import { createHotelsService } from './modules/core/hotels/hotels.service';
import { filesRoutes, isUploadPath, UPLOAD_BODY_TYPES } from './modules/core/files/files.routes';
import { createFilesService } from './modules/core/files/files.service';
import { fileStorageFromEnv } from './modules/core/files/storage-from-env';

export interface AppOptions {
  db: Db;
  env: Env;
  clock: Clock;
  /** Reported by /healthz; defaults from the configuration. */
  dbKind?: DbKind;
  /** The server's queue, so enqueues wake this process's worker; otherwise one that only writes jobs. */
  queue?: JobQueue;
  /**
   * The payment provider, built once per process (server.ts: paymentProviderFromEnv) and shared with the
   * background worker; one from the configuration when not given (a fresh simulated one without Stripe keys).
   */
  payments?: PaymentProvider;
}

/** Paths that belong to the API (or to static assets): an unknown one is a JSON 404, never the SPA page. */
const NON_PAGE_PREFIXES = [...Object.values(BASE_PATHS), '/api', '/healthz', '/remotes', '/_shell', '/public', '/v1', SEARCH_PATHS.prefix];
const isSearchPath = (pathname: string) => pathname.startsWith(`${SEARCH_PATHS.prefix}/`);
/** Calls whose path names the site they act on (`:siteId`): a partner site's page may make them for itself only. */
const SITE_PATH_PATTERNS = Object.values(api)
  .flatMap((group): { pattern: string }[] => ('pattern' in group ? [group] : Object.values(group)))
  .map((call) => call.pattern)
  .filter((pattern) => pattern.includes('/:siteId'));
const isNonPagePath = (pathname: string) =>
  NON_PAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** Builds the whole application against a database; tests build one per database they run on. */
export function createApp({
  db,
  env,
  clock,
  dbKind = env.DATABASE_URL ? 'postgres' : 'pglite',
  queue = createJobQueue(db, clock),
  payments = paymentProviderFromEnv(env, { clock }),
}: AppOptions) {
  const users = createUsersService(db);
  const audit = createAuditService(db, clock);
  const accessTokens = createAccessTokens(createAppSecretsService(db), env, clock);
  const sessions = createSessionService({ db, clock, users, audit, accessTokens });
  const sites = createPartnerSitesService(db, env.PUBLIC_BASE_DOMAIN);
  const catalogue = createCatalogueService(db);
  const buckets = createBucketsService({ db, sites, catalogue, reindexer: createSearchReindexer(db, queue) });
  const productCatalogue = createProductCatalogueService({ db, sites, buckets });
  const content = createSiteContentService(db, catalogue);
  const search = createSearchService(db);
  const widgets = createSiteWidgetsService(db, catalogue);
  const questions = createServiceQuestionsService({ db, clock, catalogue, queue });
  const slots = createActivitySlotsService(db, catalogue, clock);
  const hotels = createHotelCalendarService(db, catalogue, clock);
  const packages = createPackageSlotsService(db, catalogue, clock);
  const siteFacts = createSiteFactsService(db);
  const checkout = createCheckoutService({ db, clock, queue, catalogue, sites: siteFacts, payments });
  const cart = createCartService({
    db,
    clock,
    catalogue,
    sites: siteFacts,
    queue,
    slots,
    hotels,
    packages,
    holdMinutes: env.BOOKING_HOLD_MINUTES,
    payments,
    intents: checkout,
  });
  const cancellations = createCancellationService({ db, clock, queue, payments, capacity: cart, catalogue });
  const customers = createCustomerAuthService({ db, clock, queue });
  const files = createFilesService({ db, storage: fileStorageFromEnv(env) });
  // The hotels' features, rooms and plans keep an Active hotel ready through the listings' own readiness.
  const listings = createListingsService({ db, reindexer: createSearchReindexer(db, queue) });
  const departures = createDeparturesService(db);
  const departureBookings = createDepartureBookingsService({ db, clock });
  /** The Confirmed partner site on a host name (its sub-domain or its own domain), if any. */
  const siteForHost = async (hostname: string) => {
    try {
      return await sites.byHost(hostname);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return undefined;
      throw error;
    }
  };
  /** The languages a site offers and its primary one, as the page status, the heads and the sitemap read them. */
  const siteLanguages = (site: { general_settings: { language: { enabled_language: string[]; primary_language: string } } }) => ({
    enabled: site.general_settings.language.enabled_language,
    primary: site.general_settings.language.primary_language,
  });
  /** Guest login links and sessions belong to the site whose host a call is made on (null: the platform host). */
  const siteOfRequest = async (c: Context) => (await siteForHost(c.req.header('host') ?? new URL(c.req.url).host))?.id ?? null;
  const requireCustomer = createRequireCustomer(customers, siteOfRequest);
  /** Storefronts live on the platform host, its sub-domains and Confirmed partner domains. */
  const isStorefrontOrigin = async (origin: URL) => {
    const hostname = origin.hostname.toLowerCase();
    return (
      origin.host.toLowerCase() === env.PLATFORM_HOST ||
      hostname === env.PUBLIC_BASE_DOMAIN ||
      hostname.endsWith(`.${env.PUBLIC_BASE_DOMAIN}`) ||
      sites.isConfirmedSiteDomain(hostname)
    );
  };

  /** Every API family at its own base path; mounted twice below (spec 002 §7.0: /gateway mirrors them). */
  const apiRoutes = new Hono()
    .use(async (c, next) => {
      await next();
      // Answers carry tokens and per-user data; nothing is cacheable unless a route says so.
      if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    })
    .route('/', sessionRoutes({ sessions, env }))
    .route('/', usersRoutes({ users }))
    .route('/', partnerSitesRoutes({ sites }))
    .route('/', siteLifecycleRoutes({ lifecycle: createSiteLifecycleService(db), settings: createSiteSettingsService(db) }))
    .route('/', siteExportRoutes({ exports: createSiteExportService(db) }))
    .route('/', bucketsRoutes({ buckets }))
    .route('/', productCatalogueRoutes({ buckets, catalogue: productCatalogue }))
    .route('/', filterChoicesRoutes({ catalogue: productCatalogue, publicSites: catalogue }))
    .route('/', sitePagesRoutes({ pages: createSitePagesService(db, content), menu: createSiteMenuService(db) }))
    .route('/', langsRoutes({ db }))
    .route('/', siteWidgetsRoutes({ widgets }))
    .route('/', siteContentRoutes({ catalogue, content }))
    .route('/', serviceQuestionsRoutes({ questions, env }))
    .route('/', whiteLabelRoutes({ catalogue, whiteLabel: createWhiteLabelService(catalogue) }))
    .route('/', searchConfigRoutes({ env }))
    .route('/', catalogueRoutes({ catalogue }))
    .route('/', activitySlotsRoutes({ slots }))
    .route('/', hotelCalendarRoutes({ hotels }))
    .route(
      '/',
      hotelCalendarPanelRoutes({
        calendar: createHotelCalendarPanelService({ db, hotels: createOwnedHotels(db), bookings: createHotelBookingsService({ db }), clock }),
      }),
    )
    .route('/', packageSlotsRoutes({ packages }))
    .route('/', cartRoutes({ cart, db, clock, checkout }))
    .route('/', paymentsRoutes({ payments }))
    .route('/', checkoutRoutes({ checkout, db, clock }))
    .route('/', simulatedRoutes({ payments, checkout }))
    .route(
      '/',
      stripeConnectRoutes({
        connect: createStripeConnectService({
          db,
          clock,
          payments,
          sites,
          states: createConnectStates(createAppSecretsService(db), clock),
          returnUrl: (lang) => `${platformOriginFromEnv(env)}${hrefFor('partner.stripeConnect', { lang })}`,
        }),
      }),
    )
    .route('/', simulatedConnectRoutes({ payments }))
    .route(
      '/',
      customerAuthRoutes({ customers, env, siteOf: siteOfRequest }),
    )
    .route(
      '/',
      customerReservationsRoutes({
        reservations: createCustomerReservationsService({ clock, bookings: createReservationsService({ db }), catalogue }),
      }),
    )
    .route('/', cancellationRoutes({ cancellations }))
    .route(
      '/',
      panelCancellationsRoutes({
        cancellations: createPanelCancellationsPanelService({ db, cancellations: createCancellationsPanelService({ db, clock, queue, capacity: cart, cancellations }) }),
      }),
    )
    .route('/', earningsRoutes({ earnings: createEarningsService({ db, clock }) }))
    .route('/', earningsExportRoutes({ earnings: createEarningsService({ db, clock }) }))
    .route('/', earningsReceiptRoutes({ db, users, catalogue }))
    .route(
      '/',
      reportsRoutes({
        reports: createReportsService({
          db,
          clock,
          // Sites and services are core's: their names come from its repositories.
          names: { sites: (ids) => findSiteNames(db, ids), services: (ids) => findServiceNames(db, [...ids]) },
        }),
      }),
    )
    .route(
      '/',
      toursRoutes({
        tours: createToursService({ db, clock, reindexer: createSearchReindexer(db, queue), departures }),
        settings: createTourSettingsService({ db }),
      }),
    )
    .route(
      '/',
      tourManageRoutes({
        tourManage: createTourManageService({ db, clock, departures, bookings: departureBookings, usage: createProductUsageService(db) }),
        ticketCodes: createTicketCodesService({ db, clock }),
      }),
    )
    .route('/', cancellationPoliciesRoutes({ policies: createCancellationPoliciesService({ db, clock }) }))
    .route(
      '/',
      activityCalendarRoutes({
        calendar: createActivityCalendarService({
          db,
          departures,
          bookings: departureBookings,
          bulk: createBulkCancellationsService({ db, clock, queue, cancellations }),
        }),
      }),
    )
    .route(
      '/',
      panelReservationsRoutes({ reservations: createPanelReservationsPanelService({ db, bookings: createPanelReservationsService({ db }), catalogue }) }),
    )
    .route(
      '/',
      panelCancellationRoutes({
        cancellation: createPanelCancellationService({
          db,
          reservations: createPanelReservationsPanelService({ db, bookings: createPanelReservationsService({ db }), catalogue }),
          cancellations,
        }),
      }),
    )
    .route(
      '/',
      resendConfirmationRoutes({
        confirmations: createResendConfirmationService({
          db,
          queue,
          reservations: createPanelReservationsPanelService({ db, bookings: createPanelReservationsService({ db }), catalogue }),
        }),
      }),
    )
    .route(
      '/',
      voucherRoutes({
        vouchers: createVoucherService({
          db,
          catalogue,
          reservations: createPanelReservationsPanelService({ db, bookings: createPanelReservationsService({ db }), catalogue }),
        }),
      }),
    )
    .route(
      '/',
      changeDateRoutes({
        changes: createChangeDateService({
          db,
          reservations: createPanelReservationsPanelService({ db, bookings: createPanelReservationsService({ db }), catalogue }),
          moves: createDateChangesService({ db, clock, queue }),
        }),
      }),
    )
    .route('/', panelPaymentsRoutes({ payments: createPanelPaymentsPanelService({ db, payments: createPanelPaymentsService({ db }) }) }))
    .route('/', reservationsExportRoutes({ reservations: createPanelReservationsPanelService({ db, bookings: createPanelReservationsService({ db }), catalogue }) }))
    .route('/', destinationBoxesRoutes({ boxes: createDestinationBoxesService({ db }) }))
    .route('/', supplierConsentRoutes({ consents: createSupplierConsentsService({ db, clock }) }))
    .route('/', listingsRoutes({ listings }))
    .route('/', hotelsRoutes({ hotels: createHotelsService({ db, listings, reindexer: createSearchReindexer(db, queue) }) }))
    .route('/', filesRoutes({ files }));

  /** A product page's offer availability (its JSON-LD): a bookable date soon, by the availability module's own rules. */
  async function bookableSoon(siteId: number, serviceId: number, type: string): Promise<{ bookable: boolean; nextDate: string | null } | undefined> {
    const today = DateTime.fromJSDate(clock.now(), { zone: 'utc' });
    try {
      if (type === 'activities' || type === 'events') {
        for (const month of [today, today.plus({ months: 1 })]) {
          const answer = await slots.dates(serviceId, { site_id: siteId, month: month.toFormat('yyyy-MM'), seats: 1 });
          const first = answer.dates[0];
          if (first) return { bookable: true, nextDate: first.date };
        }
        return { bookable: false, nextDate: null };
      }
      if (type === 'hotels') {
        const answer = await hotels.availableDates(serviceId, { site_id: siteId, start_date: today.toISODate() ?? '', end_date: today.plus({ days: 60 }).toISODate() ?? '' });
        return { bookable: answer.dates.length > 0, nextDate: answer.dates[0] ?? null };
      }
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
    return undefined;
  }

  const heads = createPageHeads({
    lookups: {
      async site(hostname) {
        const site = await siteForHost(hostname);
        if (!site) return undefined;
        const general = site.general_settings;
        return { id: site.id, name: general.name || site.name, homePageId: general.primary_page_id ?? null, languages: siteLanguages(site) };
      },
      async page(site, lang, by) {
        const publicSite = await catalogue.site(site.id, lang as Locale);
        const selector = 'slug' in by ? { slug: by.slug } : by.id === null ? {} : { id: by.id };
        const page = await content.page(publicSite, selector).catch((error: unknown) => {
          if (error instanceof HttpError && error.status === 404) return undefined;
          throw error;
        });
        return page && { title: page.title, description: page.seo.description, image: page.seo.image_url, noIndex: page.seo.no_index };
      },
      async product(site, lang, idOrSlug) {
        const publicSite = await catalogue.site(site.id, lang as Locale);
        try {
          const id = /^\d+$/.test(idOrSlug) ? Number(idOrSlug) : await catalogue.serviceIdBySlug(publicSite, idOrSlug);
          if ((await catalogue.siteServiceIds(publicSite, { serviceIds: [id] })).length === 0) return undefined;
          const [card] = await catalogue.cards(publicSite, [id]);
          if (!card) return undefined;
          const price = card.lowest_price && { amount: card.lowest_price.amount, currency: card.lowest_price.currency };
          const availability = await bookableSoon(site.id, card.id, card.service_type);
          return {
            name: card.name,
            description: card.short_description,
            image: card.image,
            serviceType: card.service_type,
            slug: card.slug,
            price,
            ...(availability ? { availability } : {}),
            place: card.location?.name ?? null,
          };
        } catch (error) {
          if (error instanceof HttpError && error.status === 404) return undefined;
          throw error;
        }
      },
    },
  });
  const remotesManifest = path.join(env.REMOTES_DIR, `${env.WAYHUB_ENV}.json`);
  // Server-drawn pages (ADR 0034): in Redis when there is one, so every replica shares them and their invalidation.
  const pageCache = createPageCache(
    env.REDIS_URL ? redisStore(new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 })) : memoryStore(),
  );
  const fallback = spaFallback({
    env,
    pageCache,
    pageAddress: async (c) =>
      `${await siteRemoteIn(remotesManifest)} ${requestOrigin(c, env.TRUST_PROXY)}${new URL(c.req.url).pathname}${new URL(c.req.url).search}`,
    serverRender:
      env.SERVER_RENDER === 'off'
        ? undefined
        : createServerRender({
            webRoot: env.WEB_ROOT,
            remotesManifestPath: remotesManifest,
            handle: (request) => app.fetch(request),
            remotesOrigin: env.SERVER_RENDER_REMOTES_ORIGIN ?? `http://127.0.0.1:${env.PORT}`,
            serviceOrigin: `http://127.0.0.1:${env.PORT}`,
          }),
    pageHead: (c) => heads({ hostname: hostnameOf(c.req.header('host') ?? new URL(c.req.url).host), origin: requestOrigin(c, env.TRUST_PROXY), pathname: new URL(c.req.url).pathname }),
    pageStatus: createStorefrontStatus({
      baseDomain: env.PUBLIC_BASE_DOMAIN,
      lookups: {
        async siteIdForHost(hostname) {
          try {
            return (await sites.byHost(hostname)).id;
          } catch (error) {
            if (error instanceof HttpError && error.status === 404) return undefined;
            throw error;
          }
        },
        siteLanguages: async (hostname) => siteLanguages(await sites.byHost(hostname)),
        async sellsService(siteId, idOrSlug) {
          const site = await catalogue.site(siteId);
          try {
            const id = /^\d+$/.test(idOrSlug) ? Number(idOrSlug) : await catalogue.serviceIdBySlug(site, idOrSlug);
            return (await catalogue.siteServiceIds(site, { serviceIds: [id] })).length > 0;
          } catch (error) {
            if (error instanceof HttpError && error.status === 404) return false;
            throw error;
          }
        },
        hasPublishedPage: (siteId, slug) => content.hasPublishedPage(siteId, slug),
        widgetExists: (uuid) => widgets.exists(uuid),
        deactivatedRedirect: (hostname) => sites.redirectionForHost(hostname),
      },
    }),
  });
  const app = new Hono();
  app.onError(handleError);
  app.notFound(async (c) => {
    if (!isNonPagePath(c.req.path)) {
      // A deactivated site's visitors go to the address it left for them: the page status asks, only for a host that
      // is no live site (issue 15 §1).
      const page = await fallback(c);
      if (page) return page;
    }
    return jsonNotFound(c);
  });

  app.use(
    securityHeaders({
      trustedProxyHops: env.TRUST_PROXY,
      stripe: env.STRIPE_SECRET_KEY !== undefined,
      algoliaAppId: env.ALGOLIA_APP_ID,
      async runsPartnerScripts(hostname) {
        if (hostname === env.PUBLIC_BASE_DOMAIN) return false;
        const scripts = (await siteForHost(hostname).catch(() => undefined))?.script_settings;
        return Boolean(scripts?.head_scripts.trim() || scripts?.footer_scripts.trim());
      },
    }),
  );
  // The upload route sets its own, larger limit for its multipart body (modules/core/files); a site import's file has
  // a larger one here (modules/core/partner-sites), checked before anything reads the body.
  const limitTo = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new HttpError('PAYLOAD_TOO_LARGE');
      },
    });
  const [defaultLimit, importLimit] = [limitTo(1024 * 1024), limitTo(IMPORT_BODY_LIMIT)];
  app.use(except((c) => isUploadPath(c.req.path), (c, next) => (isImportPath(c.req.path) ? importLimit : defaultLimit)(c, next)));
  app.use(
    refuseCrossSite({
      baseDomain: env.PUBLIC_BASE_DOMAIN,
      siteIdForHost: async (hostname) => (await siteForHost(hostname))?.id,
      sitePathPatterns: [...SITE_PATH_PATTERNS, ...SITE_PATH_PATTERNS.map((pattern) => `${BASE_PATHS.gateway}${pattern}`)],
      // Search POSTs are reads: they change nothing and use no cookie, so a storefront on a partner's own
      // domain (which browsers mark cross-site) may query the platform's engine. CORS still decides who reads.
      isExempt: isSearchPath,
    }),
  );
  // Algolia's browser client posts its JSON as text/plain (no CORS preflight).
  app.use(requireJsonBodies({ otherTypes: [{ pattern: `${SEARCH_PATHS.prefix}/*`, types: ['text/plain', 'application/x-www-form-urlencoded'], jsonText: true }, ...UPLOAD_BODY_TYPES, ...TICKET_CODE_BODY_TYPES, ...SIMULATED_CONNECT_BODY_TYPES] }));

  // Every route declares its access (modules/auth/access); this gives those declarations the app's authenticators.
  app.use(installAccessControl({ authenticatePanel: createAuthenticatePanel(accessTokens, users), requireCustomer }));

  // A back-office change may show on public pages: the cached drawings go (issue 16 §4).
  app.use(async (c, next) => {
    await next();
    if (changesPublicPages(c.req.method, c.req.path, c.res.status)) {
      await pageCache.invalidate().catch((error: unknown) => console.warn(`[pages] could not invalidate the cache: ${(error as Error).message}`));
    }
  });

  app.route('/', healthRoutes({ db, dbKind }));
  // Algolia's REST paths (/1/indexes/…), outside the API families and not mirrored under /gateway.
  app.route('/', searchRoutes({ search, isAllowedOrigin: isStorefrontOrigin }));
  app.route('/', apiRoutes);
  app.route(BASE_PATHS.gateway, apiRoutes);
  app.route('/', staticRoutes({ env }));
  app.route(
    '/',
    seoRoutes({
      env,
      lookups: {
        async siteForHost(hostname) {
          const site = await siteForHost(hostname);
          if (!site) return undefined;
          return { id: site.id, languages: siteLanguages(site) };
        },
        publishedSlugs: (siteId) => content.publishedSlugs(siteId),
        serviceLinks: async (siteId) => catalogue.siteServiceLinks(await catalogue.site(siteId)),
      },
    }),
  );
  return app;
}

export type App = ReturnType<typeof createApp>;
