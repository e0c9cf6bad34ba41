/**
 * Starts one platform instance for the journeys: a fresh PGlite data directory, its own remotes manifest
 * (deploy/remotes/<WAYHUB_ENV>.json, copied from local.json so a journey may rewrite it), then the API server,
 * which migrates, seeds the demo data and serves the built shell and remotes.
 */
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '..', '..');
const env = process.env.WAYHUB_ENV ?? 'e2e';
copyFileSync(path.join(repo, 'deploy', 'remotes', 'local.json'), path.join(repo, 'deploy', 'remotes', `${env}.json`));
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), `wayhub-${env}-`));
delete process.env.DATABASE_URL;

// The server starts on import; a dynamic import keeps the environment above in place first.
void import(path.join(repo, 'api', 'src', 'server.ts'));
