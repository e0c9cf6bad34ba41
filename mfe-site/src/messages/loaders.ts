/// <reference types="webpack/module" />
/**
 * The loaders of this remote's two catalogue parts, `site-search` (search/) and `site-product` (product/), one per
 * locale file, each its own chunk of the remote's build (ADR 0004): a search page does not fetch the product
 * page's texts. Jest has no webpackContext: jest.config.js maps this module to src/testing/message-loaders.ts.
 */
import { contextLoaders } from 'shared-runtime/i18n';

export const searchLoaders = contextLoaders(
  import.meta.webpackContext('./search', { recursive: false, regExp: /^\.\/[a-z]{2}\.ts$/, mode: 'lazy', chunkName: 'i18n-search-[request]' }),
);

export const productLoaders = contextLoaders(
  import.meta.webpackContext('./product', { recursive: false, regExp: /^\.\/[a-z]{2}\.ts$/, mode: 'lazy', chunkName: 'i18n-product-[request]' }),
);
