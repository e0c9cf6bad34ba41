import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { defaultSiteLink, seedDemoData } from '../db/seed/seed';
import { EnvError, loadEnv } from '../env';

function parseScale(argv: string[]): number {
  const { values } = parseArgs({ args: argv, options: { scale: { type: 'string' } }, strict: true });
  if (values.scale === undefined) return 0;
  const scale = Number(values.scale);
  if (!Number.isInteger(scale) || scale < 0) throw new EnvError(`--scale expects a whole number >= 0, got "${values.scale}"`);
  return scale;
}

async function main() {
  const scale = parseScale(process.argv.slice(2));
  const env = loadEnv();
  const database = await openDatabase(env);
  try {
    await database.migrate();
    const result = await seedDemoData(database.db, { siteLink: defaultSiteLink(env) });
    const where = database.kind === 'postgres' ? 'DATABASE_URL' : `PGlite in ${env.DATA_DIR}`;
    console.log(
      `Demo data in ${where}: ${result.createdUsers.length} users and ${result.createdSites.length} sites created` +
        (result.createdUsers.length + result.createdSites.length === 0 ? ' (everything was already there).' : '.'),
    );
    if (scale > 0) {
      console.log(`--scale ${scale}: generating services at scale is not implemented yet; only the demo accounts were seeded.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError || (error instanceof TypeError && 'code' in error) ? error.message : error);
  process.exit(1);
});
