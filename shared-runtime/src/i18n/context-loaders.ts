import { isLocale, type Locale } from 'shared-contracts/constants';
import type { CatalogueLoader, Messages } from './intl';

/** A lazy bundler context (webpack's `import.meta.webpackContext(…, { mode: 'lazy' })`) over `<locale>.ts` files. */
export interface LazyContext {
  keys(): string[];
  (request: string): unknown;
}

/**
 * A remote's loaders for registerCatalogue, from a lazy context over its messages folder: one `<locale>.ts` file
 * per locale, each exporting `messages`. A new locale file is picked up by the next build, with no table to edit.
 */
export function contextLoaders(context: LazyContext): Partial<Record<Locale, CatalogueLoader>> {
  const loaders: Partial<Record<Locale, CatalogueLoader>> = {};
  for (const key of context.keys()) {
    const locale = /^\.\/([a-z]{2})\.ts$/.exec(key)?.[1];
    if (locale === undefined || !isLocale(locale)) continue;
    loaders[locale] = () => (context(key) as Promise<{ messages: Partial<Messages> }>).then((module) => module.messages);
  }
  return loaders;
}
