/// <reference types="webpack/module" />
/**
 * The loaders of this remote's catalogue part (`partner`), one per locale file of this folder, each its own chunk
 * of the remote's build (ADR 0004). Jest has no webpackContext: jest.config.js maps this module to
 * src/testing/message-loaders.ts.
 */
import { contextLoaders } from 'shared-runtime/i18n';

export const loaders = contextLoaders(
  import.meta.webpackContext('.', { recursive: false, regExp: /^\.\/[a-z]{2}\.ts$/, mode: 'lazy', chunkName: 'i18n-partner-[request]' }),
);
