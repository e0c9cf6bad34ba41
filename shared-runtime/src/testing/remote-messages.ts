/**
 * A remote's messages folder (`src/messages/<locale>.ts`, each exporting `messages`) read by Node, for tests: the
 * bundler context of the remote's loaders.ts does not exist under Jest.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isLocale, type Locale } from 'shared-contracts/constants';
import type { CatalogueLoader, Messages } from '../i18n/intl';

/** Every locale file of `dir`, by locale. */
export function folderMessages(dir: string): Partial<Record<Locale, Partial<Messages>>> {
  const byLocale: Partial<Record<Locale, Partial<Messages>>> = {};
  for (const name of fs.readdirSync(dir)) {
    const locale = /^([a-z]{2})\.ts$/.exec(name)?.[1];
    if (locale === undefined || !isLocale(locale)) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the files the bundler context would load
    byLocale[locale] = (require(path.join(dir, name)) as { messages: Partial<Messages> }).messages;
  }
  return byLocale;
}

/** What the remote's loaders.ts gives registerCatalogue in a browser, over the same files. */
export function folderLoaders(dir: string): Partial<Record<Locale, CatalogueLoader>> {
  const loaders: Partial<Record<Locale, CatalogueLoader>> = {};
  for (const [locale, messages] of Object.entries(folderMessages(dir)) as [Locale, Partial<Messages>][]) {
    loaders[locale] = () => Promise.resolve(messages);
  }
  return loaders;
}
