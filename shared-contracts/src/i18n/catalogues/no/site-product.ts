import type { siteProduct as en } from '../en/site-product';

export const siteProduct: Record<keyof typeof en, string> = {};
