import type { siteChrome as en } from '../en/site-chrome';

export const siteChrome: Record<keyof typeof en, string> = {};
