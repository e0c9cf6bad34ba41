/**
 * Starts building the remote versions the version journeys need (support/remote-variants.ts) in the background, and
 * returns the teardown that stops the builder if the run ends first. `npm test` builds the rest before the journeys.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { VARIANTS_STATUS } from './remote-variants';

export default function globalSetup() {
  const repo = path.resolve(__dirname, '..', '..');
  rmSync(VARIANTS_STATUS, { force: true });
  const builder = spawn(process.execPath, ['-r', '@swc-node/register', path.join(__dirname, 'remote-variants.ts')], { cwd: repo, stdio: ['ignore', 'inherit', 'inherit'] });
  return async () => {
    if (builder.exitCode === null && builder.signalCode === null) builder.kill();
  };
}
