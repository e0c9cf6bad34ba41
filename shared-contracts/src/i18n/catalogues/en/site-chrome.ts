/**
 * Storefront visitor texts (mfe-site, chrome), prefixed `site.chrome.`. Every id here must also be in no/ and sv/ (types
 * enforce it) and in the other storefront locales (the i18n test checks it).
 */
export const siteChrome = {} as const;
