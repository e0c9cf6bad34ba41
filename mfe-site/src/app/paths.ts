/**
 * Storefront pages (spec 000 §2.2, 001 §2), relative to /{lang}: the shell mounts the Area at `/:lang/*` on the
 * platform host's storefront and on partner-site hosts. For `/{widgetUuid}/gotohubwidget` the first segment is the
 * widget's uuid, not a language.
 */
import type { AreaPage } from 'shared-ui';

export const PAGES = {
  search: { pattern: 'search', titleId: 'areas.site.search' },
  page: { pattern: 'page/:slug', titleId: 'areas.site.page' },
  privacyPolicy: { pattern: 'privacy-policy', titleId: 'areas.site.privacyPolicy' },
  termsAndConditions: { pattern: 'terms-and-conditions', titleId: 'areas.site.termsAndConditions' },
  widget: { pattern: 'widget', titleId: 'areas.site.widget' },
  hubWidget: { pattern: 'gotohubwidget', titleId: 'areas.site.hubWidget' },
  activity: { pattern: 'activity/:id?', titleId: 'areas.site.activity' },
  adventure: { pattern: 'adventure/:id?', titleId: 'areas.site.adventure' },
  hotel: { pattern: 'hotel/:id?', titleId: 'areas.site.hotel' },
  package: { pattern: 'package/:id?', titleId: 'areas.site.package' },
  rental: { pattern: 'rental/:id?', titleId: 'areas.site.rental' },
  restaurant: { pattern: 'restaurant/:id?', titleId: 'areas.site.restaurant' },
  event: { pattern: 'event/:id?', titleId: 'areas.site.event' },
  attraction: { pattern: 'attraction/:id?', titleId: 'areas.site.attraction' },
} as const satisfies Record<string, AreaPage>;
