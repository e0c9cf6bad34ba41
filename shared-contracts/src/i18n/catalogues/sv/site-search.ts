import type { siteSearch as en } from '../en/site-search';

export const siteSearch: Record<keyof typeof en, string> = {};
