/**
 * The partner area (mfe-panel-partner), spec 000 §2.3: sites, the site-scoped forms in both spellings
 * (npanel/sites/{siteId}/… and npanel/{siteId}/…). Reservations, monthly reports and partner earnings are the
 * supplier area's pages, which the supplier remote renders for partners too (ADR 0018). Partner pages need the site-count policy
 * (spec 000 §5); a siteId of -1 means no site, or for general settings "create a new site" (§2.1, §2.8).
 */
import { PaymentMethod, Policy, Role } from 'shared-contracts/enums';
import type { AreaManifest } from './types';

const PARTNER = { roles: [Role.Partner], partnerOnly: true } as const;
/** Pages of the selected site: the drawer keeps their links disabled until a real site is selected (spec 000 §2.7). */
const SITE = { ...PARTNER, needsSite: true } as const;
const PACKAGES = { ...SITE, policies: [Policy.PARTNER_PACKAGE_POLICY] } as const;
const SITE_BUILDER = { ...SITE, policies: [Policy.PARTNER_SITE_BUILDER_POLICY] } as const;
const WIDGETS = { ...SITE, policies: [Policy.PARTNER_WIDGET_POLICY] } as const;
const CHATBOT = { ...SITE, policies: [Policy.PARTNER_CHATBOT_POLICY] } as const;
/** Terminal Settings also needs a site that takes terminal payments (spec 000 §6, §4.1 step 8). */
const TERMINAL = { ...SITE, requiredPaymentMethods: [PaymentMethod.STRIPE_TERMINAL] } as const;
const createSite = { createTitle: 'areas.partner.createSite', createParam: 'siteId' } as const;
const createPage = { createTitle: 'areas.partner.createPage', createParam: 'pageId' } as const;

export const PARTNER_MANIFEST = {
  area: 'partner',
  remote: 'mfe_panel_partner',
  drawer: {
    order: 30,
    access: PARTNER,
    groups: { 'partner.site': { label: 'nav.site', icon: 'site', order: 50 } },
  },
  pages: {
    'partner.sites': { pattern: 'npanel/sites', title: 'areas.partner.sites', access: PARTNER },
    'partner.site': { pattern: 'npanel/sites/:siteId', title: 'areas.partner.site', parent: 'partner.sites', access: PARTNER },

    // npanel/sites/{siteId}/settings and its tabs (the profile layout of spec 000 §2.5).
    'partner.site.settings': {
      pattern: 'npanel/sites/:siteId/settings',
      title: 'areas.partner.generalSettings',
      ...createSite,
      parent: 'partner.site',
      access: PARTNER,
    },
    'partner.site.settings.generalSettings': {
      pattern: 'npanel/sites/:siteId/settings/general-settings',
      title: 'areas.partner.generalSettings',
      ...createSite,
      parent: 'partner.site',
      access: PARTNER,
    },
    'partner.site.settings.siteSetting': {
      pattern: 'npanel/sites/:siteId/settings/site-setting',
      title: 'areas.partner.siteSettings',
      parent: 'partner.site',
      access: PARTNER,
    },
    'partner.site.settings.footerSetting': {
      pattern: 'npanel/sites/:siteId/settings/footer-setting',
      title: 'areas.partner.footerSettings',
      parent: 'partner.site',
      access: PARTNER,
    },
    'partner.site.settings.pages': {
      pattern: 'npanel/sites/:siteId/settings/pages',
      title: 'areas.partner.pages',
      parent: 'partner.site',
      access: SITE_BUILDER,
    },
    'partner.site.settings.productCatalog': {
      pattern: 'npanel/sites/:siteId/settings/product-catalog',
      title: 'areas.partner.productCatalog',
      parent: 'partner.site',
      access: PARTNER,
    },
    'partner.site.settings.packages': {
      pattern: 'npanel/sites/:siteId/settings/packages',
      title: 'areas.partner.packages',
      parent: 'partner.site',
      access: PACKAGES,
      drawer: { id: 'partner.packages', order: 10, icon: 'package', label: 'nav.packages' },
    },
    /** Where the route guard sends a site that lacks the payment method a page needs (spec 000 §4.1 step 8). */
    'partner.site.settings.merchantOfRecords': {
      pattern: 'npanel/sites/:siteId/settings/merchant-of-records',
      title: 'areas.partner.merchantOfRecords',
      parent: 'partner.site',
      access: PARTNER,
    },
    /**
     * Where Stripe's onboarding (or the simulated page) sends the partner back with a code: it sets up the selected
     * site's account and goes on to that site's merchant page (ADR 0031). No drawer entry.
     */
    'partner.stripeConnect': { pattern: 'npanel/stripe-connect', title: 'areas.partner.stripeConnect', parent: 'partner.sites', access: PARTNER },
    'partner.site.settings.searchPageSettings': {
      pattern: 'npanel/sites/:siteId/settings/search-page-settings',
      title: 'areas.partner.searchPageSettings',
      parent: 'partner.site',
      access: PARTNER,
    },
    'partner.site.settings.widgetSettings': {
      pattern: 'npanel/sites/:siteId/settings/widget-settings',
      title: 'areas.partner.widgets',
      parent: 'partner.site',
      access: WIDGETS,
    },
    'partner.site.settings.exports': {
      pattern: 'npanel/sites/:siteId/settings/exports',
      title: 'areas.partner.exports',
      parent: 'partner.site',
      access: PARTNER,
    },

    // npanel/sites/{siteId}/packages/{packageId} and its tabs.
    'partner.site.package': {
      pattern: 'npanel/sites/:siteId/packages/:packageId',
      title: 'areas.partner.package',
      parent: 'partner.site.settings.packages',
      access: PACKAGES,
    },
    'partner.site.package.products': {
      pattern: 'npanel/sites/:siteId/packages/:packageId/products',
      title: 'areas.partner.package.products',
      parent: 'partner.site.package',
      access: PACKAGES,
    },
    'partner.site.package.settings': {
      pattern: 'npanel/sites/:siteId/packages/:packageId/settings',
      title: 'areas.partner.package.settings',
      parent: 'partner.site.package',
      access: PACKAGES,
    },
    'partner.site.package.textPictures': {
      pattern: 'npanel/sites/:siteId/packages/:packageId/text-pictures',
      title: 'areas.partner.package.textPictures',
      parent: 'partner.site.package',
      access: PACKAGES,
    },
    'partner.site.package.extraSettings': {
      pattern: 'npanel/sites/:siteId/packages/:packageId/extra-settings',
      title: 'areas.partner.package.extraSettings',
      parent: 'partner.site.package',
      access: PACKAGES,
    },
    'partner.site.package.history': {
      pattern: 'npanel/sites/:siteId/packages/:packageId/history',
      title: 'areas.partner.package.history',
      parent: 'partner.site.package',
      access: PACKAGES,
    },

    // npanel/sites/{siteId}/pages/{pageId?} and its builders.
    'partner.site.page': {
      pattern: 'npanel/sites/:siteId/pages/:pageId?',
      title: 'areas.partner.page',
      parent: 'partner.site.settings.pages',
      access: SITE_BUILDER,
    },
    'partner.site.page.pageBuilder': {
      pattern: 'npanel/sites/:siteId/pages/:pageId/page-builder',
      title: 'areas.partner.page.pageBuilder',
      parent: 'partner.site.page',
      access: SITE_BUILDER,
    },
    'partner.site.page.pageSettings': {
      pattern: 'npanel/sites/:siteId/pages/:pageId/page-settings',
      title: 'areas.partner.page.pageSettings',
      ...createPage,
      parent: 'partner.site.page',
      access: SITE_BUILDER,
    },
    'partner.site.page.contentBuilder': {
      pattern: 'npanel/sites/:siteId/pages/:pageId/content-builder/:sectionId',
      title: 'areas.partner.page.contentBuilder',
      parent: 'partner.site.page',
      access: SITE_BUILDER,
    },

    // The alternative site-scoped form, npanel/{siteId}/… (what the drawer links to).
    'partner.aiChatbot': {
      pattern: 'npanel/:siteId/ai-chatbot',
      title: 'areas.partner.aiChatbot',
      access: CHATBOT,
      drawer: { id: 'partner.aiChatbot', group: 'partner.site', order: 30, icon: 'chat', label: 'nav.aiChatbot' },
    },
    'partner.generalSettings': {
      pattern: 'npanel/:siteId/general-settings',
      title: 'areas.partner.generalSettings',
      ...createSite,
      access: SITE,
      drawer: { id: 'partner.generalSettings', group: 'partner.site', order: 70, icon: 'settings', label: 'nav.generalSettings' },
    },
    'partner.marketplace': {
      pattern: 'npanel/:siteId/gotohub-marketplace',
      title: 'areas.partner.marketplace',
      access: SITE,
      drawer: { id: 'partner.marketplace', order: 60, icon: 'store', label: 'nav.marketplace' },
    },
    'partner.package': { pattern: 'npanel/:siteId/package', title: 'areas.partner.packages', access: PACKAGES },
    'partner.productSorting': { pattern: 'npanel/:siteId/product-sorting', title: 'areas.partner.productSorting', access: SITE },
    'partner.widgetSettings': {
      pattern: 'npanel/:siteId/widget-settings',
      title: 'areas.partner.widgets',
      access: WIDGETS,
      drawer: { id: 'partner.widgets', group: 'partner.site', order: 20, icon: 'widget', label: 'nav.widgets' },
    },

    'partner.siteSettings': {
      pattern: 'npanel/:siteId/site-settings',
      title: 'areas.partner.siteSettings',
      access: SITE,
      drawer: { id: 'partner.siteSettings', group: 'partner.site', order: 40, icon: 'settings', label: 'nav.siteSettings' },
    },
    'partner.siteSettings.bookingFlow': {
      pattern: 'npanel/:siteId/site-settings/booking-flow',
      title: 'areas.partner.siteSettings.bookingFlow',
      parent: 'partner.siteSettings',
      access: SITE,
    },
    'partner.siteSettings.footer': {
      pattern: 'npanel/:siteId/site-settings/footer',
      title: 'areas.partner.footerSettings',
      parent: 'partner.siteSettings',
      access: SITE,
    },
    'partner.siteSettings.header': {
      pattern: 'npanel/:siteId/site-settings/header',
      title: 'areas.partner.siteSettings.header',
      parent: 'partner.siteSettings',
      access: SITE,
    },
    'partner.siteSettings.location': {
      pattern: 'npanel/:siteId/site-settings/location',
      title: 'areas.partner.siteSettings.location',
      parent: 'partner.siteSettings',
      access: SITE,
    },
    'partner.siteSettings.redirection': {
      pattern: 'npanel/:siteId/site-settings/redirection',
      title: 'areas.partner.siteSettings.redirection',
      parent: 'partner.siteSettings',
      access: SITE,
    },
    'partner.siteSettings.script': {
      pattern: 'npanel/:siteId/site-settings/script',
      title: 'areas.partner.siteSettings.script',
      parent: 'partner.siteSettings',
      access: SITE,
    },

    'partner.terminalSettings': {
      pattern: 'npanel/:siteId/terminal-settings',
      title: 'areas.partner.terminalSettings',
      access: TERMINAL,
      drawer: { id: 'partner.terminalSettings', group: 'partner.site', order: 50, icon: 'terminal', label: 'nav.terminalSettings' },
    },
    'partner.terminalSettings.locations': {
      pattern: 'npanel/:siteId/terminal-settings/location',
      title: 'areas.partner.terminalSettings.locations',
      parent: 'partner.terminalSettings',
      access: TERMINAL,
    },
    'partner.terminalSettings.location': {
      pattern: 'npanel/:siteId/terminal-settings/location/:locationId',
      title: 'areas.partner.terminalSettings.location',
      parent: 'partner.terminalSettings.locations',
      access: TERMINAL,
    },
    'partner.terminalSettings.readers': {
      pattern: 'npanel/:siteId/terminal-settings/reader',
      title: 'areas.partner.terminalSettings.readers',
      parent: 'partner.terminalSettings',
      access: TERMINAL,
    },
    'partner.terminalSettings.reader': {
      pattern: 'npanel/:siteId/terminal-settings/reader/:readerId',
      title: 'areas.partner.terminalSettings.reader',
      parent: 'partner.terminalSettings.readers',
      access: TERMINAL,
    },
    'partner.terminalSettings.setupCredential': {
      pattern: 'npanel/:siteId/terminal-settings/setup-credential',
      title: 'areas.partner.terminalSettings.setupCredential',
      parent: 'partner.terminalSettings',
      access: TERMINAL,
    },

    'partner.themeSettings': {
      pattern: 'npanel/:siteId/theme-settings',
      title: 'areas.partner.theme',
      access: SITE,
      drawer: { id: 'partner.theme', group: 'partner.site', order: 60, icon: 'palette', label: 'nav.theme' },
    },
    'partner.themeSettings.generalTheme': {
      pattern: 'npanel/:siteId/theme-settings/general-theme',
      title: 'areas.partner.theme.general',
      parent: 'partner.themeSettings',
      access: SITE,
    },
    'partner.themeSettings.searchPageTheme': {
      pattern: 'npanel/:siteId/theme-settings/search-page-theme',
      title: 'areas.partner.theme.searchPage',
      parent: 'partner.themeSettings',
      access: SITE,
    },
    'partner.themeSettings.exports': {
      pattern: 'npanel/:siteId/theme-settings/exports',
      title: 'areas.partner.exports',
      parent: 'partner.themeSettings',
      access: SITE,
    },

    'partner.pages': {
      pattern: 'npanel/:siteId/pages',
      title: 'areas.partner.pages',
      access: SITE_BUILDER,
      drawer: { id: 'partner.pages', group: 'partner.site', order: 10, icon: 'text', label: 'nav.pages' },
    },
    'partner.pages.page': { pattern: 'npanel/:siteId/pages/page', title: 'areas.partner.page', parent: 'partner.pages', access: SITE_BUILDER },
    'partner.pages.pageSettings': {
      pattern: 'npanel/:siteId/pages/page-settings',
      title: 'areas.partner.page.pageSettings',
      parent: 'partner.pages',
      access: SITE_BUILDER,
    },
    'partner.pages.pageBuilder': {
      pattern: 'npanel/:siteId/pages/page/:pageId/page-builder',
      title: 'areas.partner.page.pageBuilder',
      parent: 'partner.pages.page',
      access: SITE_BUILDER,
    },
    'partner.pages.pagePageSettings': {
      pattern: 'npanel/:siteId/pages/page/:pageId/page-settings',
      title: 'areas.partner.page.pageSettings',
      ...createPage,
      parent: 'partner.pages.page',
      access: SITE_BUILDER,
    },
    'partner.pages.contentBuilder': {
      pattern: 'npanel/:siteId/pages/page/:pageId/content-builder/:sectionId',
      title: 'areas.partner.page.contentBuilder',
      parent: 'partner.pages.page',
      access: SITE_BUILDER,
    },
    'partner.pages.package': {
      pattern: 'npanel/:siteId/pages/packages/:packageId',
      title: 'areas.partner.package',
      parent: 'partner.pages',
      access: PACKAGES,
    },
    'partner.pages.package.products': {
      pattern: 'npanel/:siteId/pages/packages/:packageId/products',
      title: 'areas.partner.package.products',
      parent: 'partner.pages.package',
      access: PACKAGES,
    },
    'partner.pages.package.settings': {
      pattern: 'npanel/:siteId/pages/packages/:packageId/settings',
      title: 'areas.partner.package.settings',
      parent: 'partner.pages.package',
      access: PACKAGES,
    },
    'partner.pages.package.textPictures': {
      pattern: 'npanel/:siteId/pages/packages/:packageId/text-pictures',
      title: 'areas.partner.package.textPictures',
      parent: 'partner.pages.package',
      access: PACKAGES,
    },

  },
} as const satisfies AreaManifest;
