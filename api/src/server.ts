import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createBackground } from './background';
import { openDatabase } from './db/client';
import { defaultSiteLink, seedDemoData } from './db/seed/seed';
import { EnvError, loadEnv } from './env';
import { systemClock } from './lib/clock';
import { siteLinkFromEnv } from './lib/site-link';
import { algoliaPushFromEnv } from './modules/search/indexer/algolia-push';
import { countUsers } from './modules/core/users/users.repo';
import { createMailer } from './modules/system/mail/mail.service';
import { paymentProviderFromEnv } from './modules/payments/provider-from-env';
import { SIMULATED_READER_ID, SIMULATED_TERMINAL_LOCATION } from './modules/payments/simulated-provider';

async function main() {
  const env = loadEnv();
  const database = await openDatabase(env);
  console.log(
    `[api] database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}`}`,
  );
  await database.migrate();
  // One provider per process, shared by the API and the worker: the simulated one keeps its state in memory.
  const payments = paymentProviderFromEnv(env, { clock: systemClock });
  console.log(
    payments.kind === 'stripe'
      ? '[api] payments: Stripe (STRIPE_SECRET_KEY)'
      : `[api] payments: simulated provider (no STRIPE_SECRET_KEY); demo reader ${SIMULATED_READER_ID} at location ${SIMULATED_TERMINAL_LOCATION}`,
  );
  const background = createBackground({
    db: database.db,
    clock: systemClock,
    push: await algoliaPushFromEnv(env),
    payments,
    mailer: createMailer({ db: database.db, clock: systemClock, env }),
    siteLink: siteLinkFromEnv(env),
  });
  if ((await countUsers(database.db)) === 0) {
    const result = await seedDemoData(database.db, { siteLink: defaultSiteLink(env) });
    console.log(`[api] empty database: seeded demo data (${result.createdUsers.length} users, ${result.createdSites.length} sites)`);
    await background.search.enqueueReindexAll();
  }
  // A fresh database (or one seeded by a CLI run) has no search indexes yet: the worker builds them in seconds.
  if (await background.search.ensureIndexes()) console.log('[api] search indexes missing: full reindex queued');
  // Holds that expired while no server ran are released by the first sweep.
  await background.scheduleHoldSweep();
  background.worker.start();

  const app = createApp({ db: database.db, env, clock: systemClock, dbKind: database.kind, queue: background.queue, payments });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(`[api] listening on http://${env.PUBLIC_BASE_DOMAIN}:${info.port} (bound to ${env.HOST})`);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[api] ${signal}: shutting down`);
    // PGlite must be closed to flush its data directory, so every way out goes through closeDatabase.
    // The worker finishes the jobs in hand first; whatever it has not claimed stays queued for the next start.
    const closeDatabase = (code: number) =>
      background.worker
        .stop()
        .then(() => database.close())
        .catch((error: unknown) => console.error('[api] closing the database failed:', error))
        .finally(() => process.exit(code));
    server.close(() => void closeDatabase(0));
    // Idle keep-alive connections would hold close() open; requests in flight still finish.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => void closeDatabase(1), 10_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
