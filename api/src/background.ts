import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import { createCatalogueService } from './modules/core/catalogue/catalogue.service';
import { createServiceQuestionJobHandlers } from './modules/core/service-questions/service-questions.service';
import { createBookingMailHandlers } from './modules/booking/notifications/notifications.service';
import { createDateChangeMailHandlers } from './modules/booking/date-changes/date-changes.service';
import { createUsersService } from './modules/core/users/users.service';
import { type AlgoliaPush, noAlgoliaPush } from './modules/search/indexer/algolia-push';
import { createSearchIndexer } from './modules/search/indexer/indexer.service';
import { createSearchJobHandlers, createSearchReindexer, type SearchReindexer } from './modules/search/indexer/search-jobs';
import { createJobQueue, createJobWorker, type JobQueue, type JobWorker, type JobWorkerOptions } from './modules/system/jobs/jobs.service';
import { createOutboxMailer, type Mailer } from './modules/system/mail/mail.service';
import { createBookingJobHandlers, createCartService } from './modules/booking/cart/cart.service';
import { createCheckoutService } from './modules/booking/checkout/checkout.service';
import type { PaymentProvider } from './modules/payments/payment-provider';
import { createSimulatedProvider } from './modules/payments/simulated-provider';
import { createActivitySlotsService } from './modules/availability/activity-slots/activity-slots.service';
import { createHotelCalendarService } from './modules/availability/hotel-calendar/hotel-calendar.service';
import { createPackageSlotsService } from './modules/availability/package-slots/package-slots.service';
import { createCustomerLoginJobHandlers } from './modules/customer/auth/customer-auth.service';
import { createBulkCancellationJobHandlers, createBulkCancellationsService } from './modules/booking/bulk-cancellations/bulk-cancellations.service';
import { createCancellationJobHandlers, createCancellationMailHandlers, createCancellationService } from './modules/booking/cancellations/cancellations.service';
import { createReservationsService } from './modules/booking/reservations/reservations.service';
import { createSiteFactsService } from './modules/core/partner-sites/partner-sites.service';

export interface BackgroundOptions {
  db: Db;
  clock: Clock;
  /** Where the search indexer mirrors its writes (Algolia when configured). */
  push?: AlgoliaPush;
  /** Where e-mail goes; the local outbox by default (ARCHITECTURE §5 "E-mail"). */
  mailer?: Mailer;
  /** The process's payment provider (the app's): the expiry sweep cancels the intents of expired holds. */
  payments?: PaymentProvider;
  /** The configured address of a site whose record names none (lib/site-link.ts), for links in e-mails. */
  siteLink?: (subDomain: string) => string;
  worker?: Partial<Omit<JobWorkerOptions, 'db' | 'clock' | 'handlers' | 'queue'>>;
}

export interface Background {
  queue: JobQueue;
  worker: JobWorker;
  search: SearchReindexer;
  mailer: Mailer;
  /** Queues the hold-expiry sweep now (server start); it then re-queues itself while holds remain. */
  scheduleHoldSweep(): Promise<void>;
}

/**
 * The job queue, its worker with every module's handlers, and the enqueue hooks. server.ts starts the worker;
 * tests build their own and drive it with drainOnce()/runUntilIdle() against a manual clock.
 */
export function createBackground({
  db,
  clock,
  push = noAlgoliaPush,
  // The default mailer is the tests' (the server passes one built from its env): the outbox, without a log line.
  mailer = createOutboxMailer(db, clock, { info: () => undefined }),
  payments = createSimulatedProvider({ clock }),
  siteLink,
  worker: workerOptions = {},
}: BackgroundOptions): Background {
  const queue = createJobQueue(db, clock);
  const catalogue = createCatalogueService(db);
  const sites = createSiteFactsService(db);
  const checkout = createCheckoutService({ db, clock, queue, catalogue, sites, payments, ...(workerOptions.log ? { log: workerOptions.log } : {}) });
  const cart = createCartService({
    db,
    clock,
    catalogue,
    sites,
    queue,
    slots: createActivitySlotsService(db, catalogue, clock),
    hotels: createHotelCalendarService(db, catalogue, clock),
    packages: createPackageSlotsService(db, catalogue, clock),
    // The sweep only releases holds; the hold length is the API's (BOOKING_HOLD_MINUTES).
    holdMinutes: 15,
    payments,
    intents: checkout,
  });
  // One cancellation service for single and bulk cancellations, logging where the worker logs.
  const cancellations = createCancellationService({ db, clock, queue, payments, capacity: cart, catalogue, ...(workerOptions.log ? { log: workerOptions.log } : {}) });
  const handlers = {
    ...createBookingJobHandlers(cart, db, clock),
    ...createSearchJobHandlers({ catalogue, indexer: createSearchIndexer(db, push) }),
    ...createServiceQuestionJobHandlers({ db, catalogue, users: createUsersService(db), mailer }),
    ...createBookingMailHandlers({ db, catalogue, users: createUsersService(db), mailer }),
    ...createCustomerLoginJobHandlers({ db, clock, mailer, bookings: createReservationsService({ db }), sites, ...(siteLink ? { siteLink } : {}) }),
    ...createCancellationMailHandlers({ db, catalogue, sites, users: createUsersService(db), mailer }),
    ...createDateChangeMailHandlers({ db, catalogue, mailer }),
    ...createCancellationJobHandlers(cancellations),
    ...createBulkCancellationJobHandlers(createBulkCancellationsService({ db, clock, queue, cancellations })),
  };
  const worker = createJobWorker({ ...workerOptions, db, clock, queue, handlers });
  return { queue, worker, search: createSearchReindexer(db, queue), mailer, scheduleHoldSweep: () => cart.scheduleSweep() };
}
