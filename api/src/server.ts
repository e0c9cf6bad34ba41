import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { defaultSiteLink, seedDemoData } from './db/seed/seed';
import { EnvError, loadEnv } from './env';
import { systemClock } from './lib/clock';
import { countUsers } from './modules/core/users/users.repo';

async function main() {
  const env = loadEnv();
  const database = await openDatabase(env);
  console.log(
    `[api] database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}`}`,
  );
  await database.migrate();
  if ((await countUsers(database.db)) === 0) {
    const result = await seedDemoData(database.db, { siteLink: defaultSiteLink(env) });
    console.log(`[api] empty database: seeded demo data (${result.createdUsers.length} users, ${result.createdSites.length} sites)`);
  }

  const app = createApp({ db: database.db, env, clock: systemClock, dbKind: database.kind });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(`[api] listening on http://${env.PUBLIC_BASE_DOMAIN}:${info.port} (bound to ${env.HOST})`);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[api] ${signal}: shutting down`);
    // PGlite must be closed to flush its data directory, so every way out goes through closeDatabase.
    const closeDatabase = (code: number) =>
      database
        .close()
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
