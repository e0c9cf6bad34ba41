import { openDatabase } from '../db/client';
import { EnvError, loadEnv } from '../env';

async function main() {
  const env = loadEnv();
  const database = await openDatabase(env);
  try {
    await database.migrate();
    console.log(`Migrations applied to ${database.kind === 'postgres' ? 'DATABASE_URL' : `PGlite in ${env.DATA_DIR}`}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
