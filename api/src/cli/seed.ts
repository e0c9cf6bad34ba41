import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { seedScale } from '../db/seed/scale';
import { seedScaleReservations } from '../db/seed/scale-reservations';
import { defaultSiteLink, seedDemoData } from '../db/seed/seed';
import { EnvError, loadEnv } from '../env';
import { systemClock } from '../lib/clock';
import { createSearchReindexer } from '../modules/search/indexer/search-jobs';
import { createJobQueue } from '../modules/system/jobs/jobs.service';

function wholeNumber(name: string, value: string | undefined): number {
  if (value === undefined) return 0;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new EnvError(`--${name} expects a whole number >= 0, got "${value}"`);
  return number;
}

/** `--scale N` benchmark services; `--reservations N` benchmark bookings (issue 14's million). */
function parseArgv(argv: string[]): { scale: number; reservations: number } {
  const { values } = parseArgs({ args: argv, options: { scale: { type: 'string' }, reservations: { type: 'string' } }, strict: true });
  return { scale: wholeNumber('scale', values.scale), reservations: wholeNumber('reservations', values.reservations) };
}

async function main() {
  const { scale, reservations } = parseArgv(process.argv.slice(2));
  const env = loadEnv();
  const database = await openDatabase(env);
  try {
    await database.migrate();
    const now = new Date();
    const result = await seedDemoData(database.db, { siteLink: defaultSiteLink(env), now });
    const where = database.kind === 'postgres' ? 'DATABASE_URL' : `PGlite in ${env.DATA_DIR}`;
    const created = result.createdUsers.length + result.createdSites.length + result.createdServices.length;
    console.log(
      `Demo data in ${where}: ${result.createdUsers.length} users, ${result.createdSites.length} sites and ` +
        `${result.createdServices.length} services created` +
        (created === 0 ? ' (everything was already there).' : '.'),
    );
    if (scale > 0) {
      const started = Date.now();
      const { created: scaled, total } = await seedScale(database.db, scale, { now });
      console.log(`--scale ${scale}: ${scaled} benchmark services created (${total} in all) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    }
    if (reservations > 0) {
      const started = Date.now();
      const { created: made, total } = await seedScaleReservations(database.db, reservations, { now });
      console.log(`--reservations ${reservations}: ${made} benchmark bookings created (${total} in all) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    }
    // The API's worker rebuilds the search indexes from the catalogue: at once if it is running, else on start.
    await createSearchReindexer(database.db, createJobQueue(database.db, systemClock)).enqueueReindexAll();
    console.log('Search: full reindex queued.');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError || (error instanceof TypeError && 'code' in error) ? error.message : error);
  process.exit(1);
});
