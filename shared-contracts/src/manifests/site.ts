/**
 * The storefront (mfe-site), spec 000 §2.2 and 001 §2: on partner-site hosts and the platform's own. Its visitors
 * need no panel session, so no page declares access; the shell's storefront routing (`storefrontRouteKind`) sends
 * these paths to mfe-site, which a tooling test checks against this list.
 */
import type { AreaManifest } from './types';

export const SITE_MANIFEST = {
  area: 'site',
  remote: 'mfe_site',
  pages: {
    'site.home': { pattern: '', title: 'areas.site.home' },
    'site.search': { pattern: 'search', title: 'areas.site.search' },
    'site.page': { pattern: 'page/:slug', title: 'areas.site.page' },
    'site.privacyPolicy': { pattern: 'privacy-policy', title: 'areas.site.privacyPolicy' },
    'site.termsAndConditions': { pattern: 'terms-and-conditions', title: 'areas.site.termsAndConditions' },
    'site.widget': { pattern: 'widget', title: 'areas.site.widget' },
    /** `/{widgetUuid}/gotohubwidget`: the one storefront route whose first segment is not a language. */
    'site.hubWidget': { pattern: 'gotohubwidget', title: 'areas.site.hubWidget', widgetPrefix: true },
    // Product pages, by id or slug. Events and attractions are not in spec 001's route list; they follow the same shape.
    'site.activity': { pattern: 'activity/:id?', title: 'areas.site.activity' },
    'site.adventure': { pattern: 'adventure/:id?', title: 'areas.site.adventure' },
    'site.hotel': { pattern: 'hotel/:id?', title: 'areas.site.hotel' },
    'site.package': { pattern: 'package/:id?', title: 'areas.site.package' },
    'site.rental': { pattern: 'rental/:id?', title: 'areas.site.rental' },
    'site.restaurant': { pattern: 'restaurant/:id?', title: 'areas.site.restaurant' },
    'site.event': { pattern: 'event/:id?', title: 'areas.site.event' },
    'site.attraction': { pattern: 'attraction/:id?', title: 'areas.site.attraction' },
  },
} as const satisfies AreaManifest;
