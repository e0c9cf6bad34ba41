/**
 * What src/i18n/catalogues/shell-parts.ts is under Jest, which has no webpackContext (jest.config.js maps it): the
 * same keys over the same files, each loaded by a real dynamic import.
 */
import fs from 'node:fs';
import path from 'node:path';

const CATALOGUES = path.join(__dirname, '..', 'i18n', 'catalogues');

/** The context's regExp (a bundler context takes only a literal; a tooling test keeps the two equal). */
export const SHELL_PART_KEY = /^\.\/(?!en\/core$)[a-z]{2}\/(?:core|panel)$/;

function keys(): string[] {
  return fs
    .readdirSync(CATALOGUES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `./${file.slice(0, -'.ts'.length).split(path.sep).join('/')}`)
    .filter((key) => SHELL_PART_KEY.test(key))
    .sort();
}

export const shellParts: { keys(): string[]; (request: string): Promise<unknown> } = Object.assign(
  // Like webpack's context, a request outside keys() rejects (English core among them: it is never lazy).
  (request: string): Promise<unknown> =>
    keys().includes(request) ? import(path.join(CATALOGUES, `${request}.ts`)) : Promise.reject(new Error(`Cannot find module '${request}'`)),
  { keys },
);
