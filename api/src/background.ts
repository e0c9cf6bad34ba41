import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import { createCatalogueService } from './modules/core/catalogue/catalogue.service';
import { createServiceQuestionJobHandlers } from './modules/core/service-questions/service-questions.service';
import { createUsersService } from './modules/core/users/users.service';
import { type AlgoliaPush, noAlgoliaPush } from './modules/search/indexer/algolia-push';
import { createSearchIndexer } from './modules/search/indexer/indexer.service';
import { createSearchJobHandlers, createSearchReindexer, type SearchReindexer } from './modules/search/indexer/search-jobs';
import { createJobQueue, createJobWorker, type JobQueue, type JobWorker, type JobWorkerOptions } from './modules/system/jobs/jobs.service';
import { createOutboxMailer, type Mailer } from './modules/system/mail/mail.service';

export interface BackgroundOptions {
  db: Db;
  clock: Clock;
  /** Where the search indexer mirrors its writes (Algolia when configured). */
  push?: AlgoliaPush;
  /** Where e-mail goes; the local outbox by default (ARCHITECTURE §5 "E-mail"). */
  mailer?: Mailer;
  worker?: Partial<Omit<JobWorkerOptions, 'db' | 'clock' | 'handlers' | 'queue'>>;
}

export interface Background {
  queue: JobQueue;
  worker: JobWorker;
  search: SearchReindexer;
  mailer: Mailer;
}

/**
 * The job queue, its worker with every module's handlers, and the enqueue hooks. server.ts starts the worker;
 * tests build their own and drive it with drainOnce()/runUntilIdle() against a manual clock.
 */
export function createBackground({ db, clock, push = noAlgoliaPush, mailer = createOutboxMailer(db, clock), worker: workerOptions = {} }: BackgroundOptions): Background {
  const queue = createJobQueue(db, clock);
  const catalogue = createCatalogueService(db);
  const handlers = {
    ...createSearchJobHandlers({ catalogue, indexer: createSearchIndexer(db, push) }),
    ...createServiceQuestionJobHandlers({ db, catalogue, users: createUsersService(db), mailer }),
  };
  const worker = createJobWorker({ ...workerOptions, db, clock, queue, handlers });
  return { queue, worker, search: createSearchReindexer(db, queue), mailer };
}
