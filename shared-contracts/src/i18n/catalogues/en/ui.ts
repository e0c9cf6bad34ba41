/**
 * Texts of the shared UI pieces (`areas.ui.`, shared-ui) and the storefront's page titles (`areas.site.`, mfe-site).
 * Part of the catalogue every page loads; the panel areas' texts (areas.ts) load with the panel.
 */
export const ui = {
  'areas.ui.notBuiltYet.badge': 'Not built yet',
  'areas.ui.notBuiltYet.body': 'This page is not built yet. It arrives in a later release and shows no data until then.',
  'areas.ui.loading': 'Loading…',
  'areas.ui.error.title': 'Something went wrong',
  'areas.ui.retry': 'Try again',
  'areas.ui.closeAlert': 'Close alert',
  'areas.site.search': 'Search',
  'areas.site.page': 'Page',
  'areas.site.privacyPolicy': 'Privacy policy',
  'areas.site.termsAndConditions': 'Terms and conditions',
  'areas.site.widget': 'Widget',
  'areas.site.hubWidget': 'Hub widget',
  'areas.site.activity': 'Activity',
  'areas.site.adventure': 'Adventure',
  'areas.site.hotel': 'Hotel',
  'areas.site.package': 'Package',
  'areas.site.rental': 'Rental',
  'areas.site.restaurant': 'Restaurant',
  'areas.site.event': 'Event',
  'areas.site.attraction': 'Attraction',
  'areas.site.home': 'Home',
} as const;
