import { spawn } from 'node:child_process';
import { REPO_ROOT } from './apps';

export interface RunResult {
  code: number;
  ms: number;
}

/** Runs a command with inherited output; resolves with its exit code (never rejects on a non-zero exit). */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd = REPO_ROOT): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), ms: Date.now() - started }));
  });
}

export const nodeTs = (script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) =>
  run(process.execPath, ['-r', '@swc-node/register', script, ...args], env);
