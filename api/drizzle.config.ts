import { defineConfig } from 'drizzle-kit';

/** One schema and one migrations folder serve both PGlite and PostgreSQL (FACTS.md). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});
