/**
 * A webpack loader for the message catalogue parts (shared-contracts/src/i18n/catalogues/<locale>/<part>.ts, and a
 * remote's own src/messages/<locale>.ts).
 *
 * It replaces each part with its messages already parsed into ICU ASTs, the form formatjs formats directly. The
 * pages can then ship without the ICU parser: create-config aliases @formatjs/icu-messageformat-parser to its
 * no-parser build, which saves about 7 KB gzip on every first load (FormatJS "Advanced usage: pre-compiled
 * messages"). The part module is evaluated in the build's own Node process (which runs under @swc-node/register),
 * so a catalogue keeps being plain TypeScript: template strings, spreads and constants work as they do in tests.
 * A message that does not parse fails the build, naming the catalogue and the id.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { LoaderContext } from 'webpack';

/**
 * The part modules the loader applies to: the shell's parts in shared-contracts (the app imports nothing else from
 * the catalogues), and each remote's own locale files (`<app>/src/messages/[<part>/]<locale>.ts`, ADR 0004).
 */
export const CATALOGUE_PART_FILE =
  /(?:[\\/]shared-contracts[\\/]src[\\/]i18n[\\/]catalogues[\\/][a-z]{2}[\\/](?:core|panel)|[\\/]src[\\/]messages[\\/](?:[a-z-]+[\\/])?[a-z]{2})\.ts$/;

export type CompiledTable = Record<string, MessageFormatElement[]>;

/** Parses every message of one exported table, the way IntlMessageFormat would at run time (tags parsed). */
export function compileTable(table: Record<string, unknown>, where: string): CompiledTable {
  const compiled: CompiledTable = {};
  for (const [id, text] of Object.entries(table)) {
    if (typeof text !== 'string') throw new Error(`${where}: message ${id} is not a string`);
    try {
      compiled[id] = parse(text, { ignoreTag: false });
    } catch (error) {
      throw new Error(`${where}: message ${id} is not valid ICU (${(error as Error).message})`);
    }
  }
  return compiled;
}

/** The module source that replaces a part: the same export names, with ASTs for strings. */
export function compilePartModule(exports: Record<string, unknown>, where: string): string {
  return Object.entries(exports)
    .filter(([, value]) => value !== null && typeof value === 'object')
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(compileTable(value as Record<string, unknown>, where))};`)
    .join('\n');
}

export default function catalogueAstLoader(this: LoaderContext<unknown>): string {
  const file = this.resourcePath;
  // The part spreads the other files of its folder (and may read shared constants): rebuild when any changes.
  const dir = path.dirname(file);
  for (const name of fs.readdirSync(dir)) this.addDependency(path.join(dir, name));
  for (const key of Object.keys(require.cache)) if (key.startsWith(dir)) delete require.cache[key];
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- evaluated in the build's Node process on purpose
  const exports = require(file) as Record<string, unknown>;
  return compilePartModule(exports, path.relative(process.cwd(), file));
}
