import { lazy } from 'react';
import { type AreaPageComponents, AreaRoutes } from 'shared-ui/panel-area';
import { PartnerLanding } from '../features/landing/components/partner-landing';
import type { SettingsTab } from '../features/site-settings/components/site-settings-page';

const generalSettings = lazy(() => import('../features/sites/components/general-settings-page').then((m) => ({ default: m.GeneralSettingsPage })));
const pages = lazy(() => import('../features/pages/components/pages-page').then((m) => ({ default: m.PagesPage })));
const pageBuilder = lazy(() => import('../features/pages/components/page-builder-page').then((m) => ({ default: m.PageBuilderPage })));
const contentBuilder = lazy(() => import('../features/pages/components/content-builder-page').then((m) => ({ default: m.ContentBuilderPage })));
const productCatalog = lazy(() => import('../features/product-catalog/components/product-catalog-page').then((m) => ({ default: m.ProductCatalogPage })));
const marketplace = lazy(() => import('../features/product-catalog/components/marketplace-page').then((m) => ({ default: m.MarketplacePage })));
const productSorting = lazy(() => import('../features/product-catalog/components/product-sorting-page').then((m) => ({ default: m.ProductSortingPage })));
const pageSettings = lazy(() => import('../features/pages/components/page-settings-page').then((m) => ({ default: m.PageSettingsPage })));
const settingsTab = (tab: SettingsTab) => lazy(() => import('../features/site-settings/components/site-settings-page').then((m) => ({ default: m.siteSettingsPage(tab) })));
const bookingFlowSettings = settingsTab('bookingFlow');
const footerSettings = settingsTab('footer');
const merchant = lazy(() => import('../features/merchant-of-record/components/merchant-page').then((m) => ({ default: m.MerchantPage })));
const stripeConnectReturn = lazy(() =>
  import('../features/merchant-of-record/components/stripe-connect-return-page').then((m) => ({ default: m.StripeConnectReturnPage })),
);
const searchPage = lazy(() => import('../features/search-page/components/search-page-settings-page').then((m) => ({ default: m.SearchPageSettingsPage })));
const siteExport = lazy(() => import('../features/site-export/components/site-export-page').then((m) => ({ default: m.SiteExportPage })));
const searchPageTheme = lazy(() => import('../features/theme/components/search-page-theme-page').then((m) => ({ default: m.SearchPageThemePage })));
const theme = lazy(() => import('../features/theme/components/theme-page').then((m) => ({ default: m.ThemePage })));

/** The pages this remote has built, by manifest key; every other page of the partner manifest shows as not built. */
const PAGES: AreaPageComponents = {
  // A new site's general settings (siteId -1), or where a site stands (issue 15 §1, ADR 0025).
  'partner.site.settings': generalSettings,
  'partner.site.settings.generalSettings': generalSettings,
  'partner.generalSettings': generalSettings,
  // A site's pages and their settings, in both forms of the site-scoped panel (issue 15 §3).
  'partner.pages': pages,
  'partner.site.settings.pages': pages,
  'partner.pages.pageSettings': pageSettings,
  'partner.pages.pagePageSettings': pageSettings,
  'partner.site.page.pageSettings': pageSettings,
  'partner.pages.pageBuilder': pageBuilder,
  'partner.site.page.pageBuilder': pageBuilder,
  'partner.pages.contentBuilder': contentBuilder,
  'partner.site.page.contentBuilder': contentBuilder,
  // What a site sells: its buckets, the marketplace they are filled from, and their order (issue 15 §4).
  'partner.site.settings.productCatalog': productCatalog,
  'partner.marketplace': marketplace,
  'partner.productSorting': productSorting,
  // A site's settings groups, one page each, and the theme with its live preview (issue 15 §2).
  'partner.siteSettings': bookingFlowSettings,
  'partner.site.settings.siteSetting': bookingFlowSettings,
  'partner.siteSettings.bookingFlow': bookingFlowSettings,
  'partner.siteSettings.header': settingsTab('header'),
  'partner.siteSettings.footer': footerSettings,
  'partner.site.settings.footerSetting': footerSettings,
  'partner.siteSettings.location': settingsTab('location'),
  'partner.siteSettings.redirection': settingsTab('redirection'),
  'partner.siteSettings.script': settingsTab('script'),
  'partner.site.settings.merchantOfRecords': merchant,
  // Where Stripe's onboarding sends the partner back to set up the selected site's account (ADR 0031).
  'partner.stripeConnect': stripeConnectReturn,
  'partner.site.settings.searchPageSettings': searchPage,
  'partner.themeSettings': theme,
  'partner.themeSettings.generalTheme': theme,
  'partner.themeSettings.searchPageTheme': searchPageTheme,
  // A site's export file, and importing one into it, in both places the spec puts it (issue 15 §1, ADR 0032).
  'partner.site.settings.exports': siteExport,
  'partner.themeSettings.exports': siteExport,
};

/**
 * The partner area's routes, relative to the shell's `/:lang/*` mount: every page of the partner manifest
 * (shared-contracts/manifests). Reservations and monthly reports are the supplier remote's, for partners too (ADR 0018).
 * A page not built yet shows its title as not built; the landing shows inside the profile.
 */
export function PartnerRoutes() {
  return <AreaRoutes area="partner" pages={PAGES} landing={<PartnerLanding />} />;
}
