/**
 * Every page of the partner area (spec 000 §2.3: sites, the site-scoped forms in both spellings, earnings,
 * reservations, monthly reports). Patterns are relative to /{lang}: the shell mounts the Area at `/:lang/*`.
 * A siteId of -1 means "no site" or, for general settings, "create a new site" (spec 000 §2.1, §2.8).
 */
import type { AreaPage } from 'shared-ui';

const createSite = { createTitleId: 'areas.partner.createSite', createParam: 'siteId' } as const;

export const PAGES = {
  /** The area's start page. The shell shows its profile page at /{lang}/npanel; this one is reached standalone. */
  landing: { pattern: 'npanel', titleId: 'areas.partner.title' },
  sites: { pattern: 'npanel/sites', titleId: 'areas.partner.sites' },
  site: { pattern: 'npanel/sites/:siteId', titleId: 'areas.partner.site' },
  siteSettingsRoot: { pattern: 'npanel/sites/:siteId/settings', titleId: 'areas.partner.generalSettings', ...createSite },
  siteGeneralSettings: {
    pattern: 'npanel/sites/:siteId/settings/general-settings',
    titleId: 'areas.partner.generalSettings',
    ...createSite,
  },
  siteSiteSettings: { pattern: 'npanel/sites/:siteId/settings/site-setting', titleId: 'areas.partner.siteSettings' },
  siteFooterSettings: { pattern: 'npanel/sites/:siteId/settings/footer-setting', titleId: 'areas.partner.footerSettings' },
  sitePages: { pattern: 'npanel/sites/:siteId/settings/pages', titleId: 'areas.partner.pages' },
  siteProductCatalog: { pattern: 'npanel/sites/:siteId/settings/product-catalog', titleId: 'areas.partner.productCatalog' },
  sitePackages: { pattern: 'npanel/sites/:siteId/settings/packages', titleId: 'areas.partner.packages' },
  siteMerchantOfRecords: {
    pattern: 'npanel/sites/:siteId/settings/merchant-of-records',
    titleId: 'areas.partner.merchantOfRecords',
  },
  siteSearchPageSettings: {
    pattern: 'npanel/sites/:siteId/settings/search-page-settings',
    titleId: 'areas.partner.searchPageSettings',
  },
  siteWidgetSettings: { pattern: 'npanel/sites/:siteId/settings/widget-settings', titleId: 'areas.partner.widgets' },
  siteExports: { pattern: 'npanel/sites/:siteId/settings/exports', titleId: 'areas.partner.exports' },
  /** packages/{packageId} with products, settings, text-pictures, extra-settings, history. */
  sitePackage: { pattern: 'npanel/sites/:siteId/packages/*', titleId: 'areas.partner.package' },
  /** pages/{pageId?} with page-builder, page-settings, content-builder/{sectionId}. */
  sitePage: { pattern: 'npanel/sites/:siteId/pages/*', titleId: 'areas.partner.page' },
  // The alternative site-scoped form, npanel/{siteId}/… (what the drawer links to).
  aiChatbot: { pattern: 'npanel/:siteId/ai-chatbot/*', titleId: 'areas.partner.aiChatbot' },
  generalSettings: { pattern: 'npanel/:siteId/general-settings', titleId: 'areas.partner.generalSettings', ...createSite },
  marketplace: { pattern: 'npanel/:siteId/gotohub-marketplace', titleId: 'areas.partner.marketplace' },
  packages: { pattern: 'npanel/:siteId/package/*', titleId: 'areas.partner.packages' },
  pages: { pattern: 'npanel/:siteId/pages/*', titleId: 'areas.partner.pages' },
  productSorting: { pattern: 'npanel/:siteId/product-sorting', titleId: 'areas.partner.productSorting' },
  widgetSettings: { pattern: 'npanel/:siteId/widget-settings/*', titleId: 'areas.partner.widgets' },
  /** site-settings with booking-flow, footer, header, location, redirection, script. */
  siteSettings: { pattern: 'npanel/:siteId/site-settings/*', titleId: 'areas.partner.siteSettings' },
  /** terminal-settings with location(/{id}), reader(/{id}), setup-credential. */
  terminalSettings: { pattern: 'npanel/:siteId/terminal-settings/*', titleId: 'areas.partner.terminalSettings' },
  /** theme-settings with general-theme, search-page-theme, exports. */
  themeSettings: { pattern: 'npanel/:siteId/theme-settings/*', titleId: 'areas.partner.theme' },
  partnerEarnings: { pattern: 'npanel/partner-earnings', titleId: 'areas.partner.partnerEarnings' },
  partnerEarningDetails: {
    pattern: 'npanel/partner-earnings/:partnerEarningId',
    titleId: 'areas.partner.partnerEarningDetails',
  },
  reservations: { pattern: 'npanel/reservations', titleId: 'areas.panel.reservations' },
  reservationDetails: { pattern: 'npanel/reservations/:reservationRef', titleId: 'areas.panel.reservationDetails' },
  packageReservationDetails: {
    pattern: 'npanel/reservations/:paymentRef/:packageId',
    titleId: 'areas.panel.packageReservationDetails',
  },
  cancelBooking: {
    pattern: 'npanel/reservations/:reservationRef/cancel-booking/:reservationId?',
    titleId: 'areas.panel.cancelBooking',
  },
  monthlyReports: { pattern: 'npanel/monthly-report', titleId: 'areas.panel.monthlyReports' },
} as const satisfies Record<string, AreaPage>;
