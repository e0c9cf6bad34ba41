import type { en } from './catalogues/en';

/**
 * Ids outside `site.*` that a partner-site visitor can see (page titles, shared UI states, HTTP and search errors,
 * the not-found page). With the `site.*` catalogues they make up what every one of the 14 storefront locales must
 * translate (issue 3 §2 "Languages"); the panel's own texts exist in en, no and sv only.
 */
export const STOREFRONT_SHARED_IDS = [
  'areas.site.search',
  'areas.site.page',
  'areas.site.privacyPolicy',
  'areas.site.termsAndConditions',
  'areas.site.widget',
  'areas.site.hubWidget',
  'areas.site.activity',
  'areas.site.adventure',
  'areas.site.hotel',
  'areas.site.package',
  'areas.site.rental',
  'areas.site.restaurant',
  'areas.site.event',
  'areas.site.attraction',
  'areas.ui.loading',
  'areas.ui.error.title',
  'areas.ui.retry',
  'areas.ui.closeAlert',
  'common.cancel',
  'errors.sessionTimeout',
  'errors.badRequest',
  'errors.unauthenticated',
  'errors.accessDenied',
  'errors.somethingWentWrong',
  'errors.searchFailed',
  'errors.objectIdsFailed',
  'errors.facetSearchFailed',
  'shell.error.title',
  'shell.error.body',
  'shell.notFound',
] as const satisfies readonly (keyof typeof en)[];

export type StorefrontSharedId = (typeof STOREFRONT_SHARED_IDS)[number];
