import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { REPO_ROOT } from './apps';

export interface RunResult {
  code: number;
  ms: number;
}

/**
 * Runs a command with inherited output; resolves with its exit code (never rejects on a non-zero exit). `niceness`
 * (0–19) lowers its CPU priority, and that of every process it starts.
 */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd = REPO_ROOT, niceness = 0): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
    if (niceness > 0 && child.pid !== undefined) setPriority(child.pid, niceness);
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), ms: Date.now() - started }));
  });
}

export const nodeTs = (script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) =>
  run(process.execPath, ['-r', '@swc-node/register', script, ...args], env);
