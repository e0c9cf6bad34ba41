import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import { createCatalogueService } from './modules/core/catalogue/catalogue.service';
import { type AlgoliaPush, noAlgoliaPush } from './modules/search/indexer/algolia-push';
import { createSearchIndexer } from './modules/search/indexer/indexer.service';
import { createSearchJobHandlers, createSearchReindexer, type SearchReindexer } from './modules/search/indexer/search-jobs';
import { createJobQueue, createJobWorker, type JobQueue, type JobWorker, type JobWorkerOptions } from './modules/system/jobs/jobs.service';

export interface BackgroundOptions {
  db: Db;
  clock: Clock;
  /** Where the search indexer mirrors its writes (Algolia when configured). */
  push?: AlgoliaPush;
  worker?: Partial<Omit<JobWorkerOptions, 'db' | 'clock' | 'handlers' | 'queue'>>;
}

export interface Background {
  queue: JobQueue;
  worker: JobWorker;
  search: SearchReindexer;
}

/**
 * The job queue, its worker with every module's handlers, and the enqueue hooks. server.ts starts the worker;
 * tests build their own and drive it with drainOnce()/runUntilIdle() against a manual clock.
 */
export function createBackground({ db, clock, push = noAlgoliaPush, worker: workerOptions = {} }: BackgroundOptions): Background {
  const queue = createJobQueue(db, clock);
  const handlers = {
    ...createSearchJobHandlers({ catalogue: createCatalogueService(db), indexer: createSearchIndexer(db, push) }),
  };
  const worker = createJobWorker({ ...workerOptions, db, clock, queue, handlers });
  return { queue, worker, search: createSearchReindexer(db, queue) };
}
