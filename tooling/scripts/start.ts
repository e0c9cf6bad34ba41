/**
 * `npm start`: builds what is missing, then runs the API, which migrates, seeds demo data on first start, and serves
 * the shell and every remote from one port (PORT, default 8080). Embedded defaults: PGlite in DATA_DIR, embedded search,
 * simulated payments, local outbox.
 */
import path from 'node:path';
import { buildMissing } from './build';
import { REPO_ROOT } from './apps';
import { nodeTs } from './run';

async function main() {
  if (!(await buildMissing())) {
    console.error('A frontend build failed; see the output above.');
    process.exit(1);
  }
  const { code } = await nodeTs(path.join(REPO_ROOT, 'api', 'src', 'server.ts'));
  process.exit(code);
}

void main();
