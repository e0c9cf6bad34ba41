import type { en } from '../en';
import { core } from './core';
import { panel } from './panel';
import { siteCheckout } from './site-checkout';
import { siteProduct } from './site-product';
import { siteSearch } from './site-search';

export const sv: Record<keyof typeof en, string> = { ...core, ...panel, ...siteSearch, ...siteProduct, ...siteCheckout };
