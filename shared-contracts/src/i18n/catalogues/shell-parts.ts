/// <reference types="webpack/module" />
/**
 * The shell's catalogue parts but English core (which shared-runtime/i18n bundles as the fallback), as one lazy
 * bundler context: each `<locale>/<part>.ts` is an async chunk `i18n-<locale>-<part>` of the build that provides the
 * runtime, so a new locale file needs no table. Jest maps this module to src/testing/shell-parts.ts; the API never
 * imports it.
 */
export const shellParts = import.meta.webpackContext('.', {
  recursive: true,
  // Extensionless keys (`./no/core`) keep `-ts` out of the chunk names. src/testing/shell-parts.ts repeats it.
  regExp: /^\.\/(?!en\/core$)[a-z]{2}\/(?:core|panel)$/,
  mode: 'lazy',
  chunkName: 'i18n-[request]',
  // Lazy: every request returns a promise of the module. Typed here so its importers need no webpack types.
}) as { keys(): string[]; (request: string): Promise<unknown> };
