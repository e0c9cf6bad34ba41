/**
 * The administrator area (mfe-admin): /{lang}/admin/… (spec 000 §2.4) and the administrator pages under
 * /{lang}/npanel (users, selects, texts, tools, reports, mappings; §2.3). Administrators alone have these pages (spec 000
 * §6). Rentals, restaurants and attractions are the supplier area's pages, listed in this drawer too (ADR 0009).
 */
import { Role } from 'shared-contracts/enums';
import type { AreaManifest } from './types';

const ADMIN = { roles: [Role.Admin] } as const;

export const ADMIN_MANIFEST = {
  area: 'admin',
  remote: 'mfe_admin',
  drawer: {
    order: 10,
    access: ADMIN,
    groups: {
      'admin.settings': { label: 'nav.settings', icon: 'settings', order: 20 },
      'admin.partnerSite': { label: 'nav.partnerSite', icon: 'site', order: 30 },
      'admin.selects': { label: 'nav.selects', icon: 'list', order: 60 },
      'admin.texts': { label: 'nav.texts', icon: 'text', order: 70 },
      'admin.users': { label: 'nav.users', icon: 'users', order: 110 },
      'admin.reservation': { label: 'nav.reservation', icon: 'list', order: 120 },
    },
  },
  pages: {
    'admin.root': { pattern: 'admin', title: 'areas.admin.dashboard', access: ADMIN, redirectTo: 'admin.dashboard' },
    /** The administrators' start page and breadcrumb root (spec 000 §2.6). */
    'admin.dashboard': {
      pattern: 'admin/dashboard',
      title: 'areas.admin.dashboard',
      crumb: 'nav.dashboard',
      access: ADMIN,
      drawer: { id: 'admin.dashboard', order: 10, icon: 'dashboard', label: 'nav.dashboard' },
    },

    // Settings.
    'admin.settings.site': {
      pattern: 'admin/settings/site',
      title: 'areas.admin.settings.site',
      access: ADMIN,
      drawer: { id: 'admin.settings.site', group: 'admin.settings', order: 10, icon: 'settings', label: 'nav.settings.site' },
    },
    'admin.settings.mainPreamble': {
      pattern: 'admin/settings/main-preamble',
      title: 'areas.admin.settings.mainPreamble',
      access: ADMIN,
      drawer: { id: 'admin.settings.mainPreamble', group: 'admin.settings', order: 20, icon: 'settings', label: 'nav.settings.mainPreamble' },
    },
    'admin.settings.checkoutFeatures': {
      pattern: 'admin/settings/checkout/features/desktop',
      title: 'areas.admin.settings.checkoutFeatures',
      access: ADMIN,
      drawer: {
        id: 'admin.settings.checkoutFeatures',
        group: 'admin.settings',
        order: 30,
        icon: 'settings',
        label: 'nav.settings.checkoutFeatures',
      },
    },
    'admin.settings.commission': {
      pattern: 'admin/settings/commission',
      title: 'areas.admin.settings.commission',
      access: ADMIN,
      drawer: { id: 'admin.settings.commission', group: 'admin.settings', order: 40, icon: 'money', label: 'nav.settings.commission' },
    },
    'admin.settings.commissionCategories': {
      pattern: 'admin/settings/commission-categories',
      title: 'areas.admin.settings.commissionCategories',
      access: ADMIN,
      drawer: {
        id: 'admin.settings.commissionCategories',
        group: 'admin.settings',
        order: 50,
        icon: 'money',
        label: 'nav.settings.commissionCategories',
      },
    },
    'admin.settings.taxCategories': {
      pattern: 'admin/settings/tax-categories',
      title: 'areas.admin.settings.taxCategories',
      access: ADMIN,
      drawer: { id: 'admin.settings.taxCategories', group: 'admin.settings', order: 60, icon: 'money', label: 'nav.settings.taxCategories' },
    },
    'admin.settings.analytics': {
      pattern: 'admin/settings/analytics',
      title: 'areas.admin.settings.analytics',
      access: ADMIN,
      drawer: { id: 'admin.settings.analytics', group: 'admin.settings', order: 70, icon: 'chart', label: 'nav.settings.analytics' },
    },
    'admin.settings.contacts': {
      pattern: 'admin/settings/contacts',
      title: 'areas.admin.settings.contacts',
      access: ADMIN,
      drawer: { id: 'admin.settings.contacts', group: 'admin.settings', order: 80, icon: 'profile', label: 'nav.settings.contacts' },
    },
    'admin.settings.languages': {
      pattern: 'admin/settings/languages',
      title: 'areas.admin.settings.languages',
      access: ADMIN,
      drawer: { id: 'admin.settings.languages', group: 'admin.settings', order: 90, icon: 'language', label: 'nav.settings.languages' },
    },
    'admin.settings.mailTemplates': {
      pattern: 'admin/settings/mailtemplate',
      title: 'areas.admin.settings.mailTemplates',
      access: ADMIN,
      drawer: { id: 'admin.settings.mailTemplate', group: 'admin.settings', order: 100, icon: 'mail', label: 'nav.settings.mailTemplate' },
    },
    'admin.settings.faq': {
      pattern: 'admin/settings/faq',
      title: 'areas.admin.settings.faq',
      access: ADMIN,
      drawer: { id: 'admin.settings.faq', group: 'admin.settings', order: 110, icon: 'text', label: 'nav.settings.faq' },
    },
    'admin.siteServiceCategories': { pattern: 'admin/site-service-categories', title: 'areas.admin.siteServiceCategories', access: ADMIN },
    'admin.locations': { pattern: 'admin/locations', title: 'areas.admin.locations', access: ADMIN },

    // Partner sites.
    'admin.partnerSite.list': {
      pattern: 'admin/partner-site',
      title: 'areas.admin.partnerSites',
      access: ADMIN,
      drawer: { id: 'admin.partnerSite.view', group: 'admin.partnerSite', order: 20, icon: 'site', label: 'nav.partnerSite.view' },
    },
    'admin.partnerSite.pending': {
      pattern: 'admin/partner-site/pending',
      title: 'areas.admin.partnerSitesPending',
      parent: 'admin.partnerSite.list',
      access: ADMIN,
      drawer: { id: 'admin.partnerSite.pending', group: 'admin.partnerSite', order: 10, icon: 'list', label: 'nav.partnerSite.pending' },
    },
    'admin.partnerSite.pendingChange': {
      pattern: 'admin/partner-site/pending-change',
      title: 'areas.admin.partnerSitesEditingRequests',
      parent: 'admin.partnerSite.list',
      access: ADMIN,
      drawer: {
        id: 'admin.partnerSite.editingRequest',
        group: 'admin.partnerSite',
        order: 30,
        icon: 'text',
        label: 'nav.partnerSite.editingRequest',
      },
    },
    'admin.partnerSite.show': {
      pattern: 'admin/partner-site/show/:id',
      title: 'areas.admin.partnerSiteDetails',
      parent: 'admin.partnerSite.list',
      access: ADMIN,
    },
    'admin.partnerSite.mappings': {
      pattern: 'npanel/partner-site/mappings',
      title: 'areas.admin.partnerSiteMappings',
      access: ADMIN,
      drawer: { id: 'admin.partnerSite.mappings', group: 'admin.partnerSite', order: 40, icon: 'list', label: 'nav.partnerSite.mappings' },
    },

    // Accommodations and activities.
    'admin.hotel.list': {
      pattern: 'admin/hotel',
      title: 'areas.admin.accommodations',
      access: ADMIN,
      drawer: { id: 'admin.accommodations', order: 50, icon: 'hotel', label: 'nav.accommodations' },
    },
    'admin.hotel.edit': {
      pattern: 'admin/hotel/:id',
      title: 'areas.admin.accommodationEdit',
      createTitle: 'areas.admin.accommodationCreate',
      parent: 'admin.hotel.list',
      access: ADMIN,
    },
    'admin.hotel.basicDetails': {
      pattern: 'admin/hotel/:id/basic-details',
      title: 'areas.admin.accommodationCreate',
      parent: 'admin.hotel.list',
      access: ADMIN,
    },
    'admin.hotel.featureTypes': { pattern: 'admin/hotel/feature-type', title: 'areas.admin.featureTypes', parent: 'admin.hotel.list', access: ADMIN },
    'admin.hotel.features': {
      pattern: 'admin/hotel/features',
      title: 'areas.admin.accommodationFeatures',
      parent: 'admin.hotel.list',
      access: ADMIN,
    },
    'admin.activity.create': { pattern: 'admin/activity/create', title: 'areas.admin.activityCreate', access: ADMIN },
    'admin.activity.edit': { pattern: 'admin/activity/edit/:id', title: 'areas.admin.activityEdit', access: ADMIN },

    // Selects.
    'admin.selects.category': {
      pattern: 'npanel/selects/category',
      title: 'areas.admin.categories',
      access: ADMIN,
      drawer: { id: 'admin.selects.categories', group: 'admin.selects', order: 10, icon: 'list', label: 'nav.selects.categories' },
    },
    'admin.selects.tags': {
      pattern: 'npanel/selects/tags',
      title: 'areas.admin.tags',
      access: ADMIN,
      drawer: { id: 'admin.selects.tags', group: 'admin.selects', order: 20, icon: 'list', label: 'nav.selects.tags' },
    },
    'admin.selects.destinationBoxes': {
      pattern: 'npanel/selects/destination-box',
      title: 'areas.admin.destinationBoxes',
      access: ADMIN,
      drawer: { id: 'admin.selects.destinationBoxes', group: 'admin.selects', order: 30, icon: 'list', label: 'nav.selects.destinationBoxes' },
    },
    'admin.selects.destinationBox': {
      pattern: 'npanel/selects/destination-box/:destinationBoxId',
      title: 'areas.admin.destinationBox',
      parent: 'admin.selects.destinationBoxes',
      access: ADMIN,
    },
    'admin.selects.tag': { pattern: 'admin/selects/tag', title: 'areas.admin.tags', access: ADMIN },
    'admin.selects.businessType': {
      pattern: 'admin/selects/business-type',
      title: 'areas.admin.businessTypes',
      access: ADMIN,
      drawer: { id: 'admin.selects.businessTypes', group: 'admin.selects', order: 40, icon: 'list', label: 'nav.selects.businessTypes' },
    },
    'admin.selects.serviceCategory': {
      pattern: 'admin/selects/service-category',
      title: 'areas.admin.serviceCategories',
      access: ADMIN,
      drawer: {
        id: 'admin.selects.serviceCategories',
        group: 'admin.selects',
        order: 50,
        icon: 'list',
        label: 'nav.selects.serviceCategories',
      },
    },

    // Texts.
    'admin.text.privacyPolicy': {
      pattern: 'npanel/text/policy-privacy',
      title: 'areas.admin.privacyPolicy',
      access: ADMIN,
      drawer: { id: 'admin.texts.privacyPolicy', group: 'admin.texts', order: 10, icon: 'text', label: 'nav.texts.privacyPolicy' },
    },
    'admin.text.termsAndConditions': {
      pattern: 'npanel/text/terms-and-conditions',
      title: 'areas.admin.termsAndConditions',
      access: ADMIN,
      drawer: { id: 'admin.texts.termsAndConditions', group: 'admin.texts', order: 20, icon: 'text', label: 'nav.texts.termsAndConditions' },
    },
    'admin.text.termsOfUse': {
      pattern: 'npanel/text/terms-of-use',
      title: 'areas.admin.termsOfUse',
      access: ADMIN,
      drawer: { id: 'admin.texts.termsOfUse', group: 'admin.texts', order: 30, icon: 'text', label: 'nav.texts.termsOfUse' },
    },
    'admin.text.partnerCommissionTerms': {
      pattern: 'admin/text/commission-terms/partner',
      title: 'areas.admin.partnerCommissionTerms',
      access: ADMIN,
      drawer: {
        id: 'admin.texts.partnerCommissionTerms',
        group: 'admin.texts',
        order: 40,
        icon: 'text',
        label: 'nav.texts.partnerCommissionTerms',
      },
    },
    'admin.text.partnerSiteRegistration': {
      pattern: 'admin/text/partner-registration/partner-site',
      title: 'areas.admin.partnerSiteRegistration',
      access: ADMIN,
      drawer: {
        id: 'admin.texts.partnerSiteRegistration',
        group: 'admin.texts',
        order: 50,
        icon: 'text',
        label: 'nav.texts.partnerSiteRegistration',
      },
    },

    // Users (the list segment is the group: partners, suppliers, administrators; spec 000 §2.1).
    'admin.user.root': { pattern: 'npanel/user', title: 'areas.admin.users', access: ADMIN },
    'admin.user.list': {
      pattern: 'npanel/user/:userRole',
      title: 'areas.admin.userList',
      parent: 'admin.user.root',
      access: ADMIN,
      drawer: [
        {
          id: 'admin.users.administrators',
          group: 'admin.users',
          order: 10,
          icon: 'users',
          label: 'nav.users.administrators',
          params: { userRole: 'administrators' },
        },
        { id: 'admin.users.partners', group: 'admin.users', order: 20, icon: 'users', label: 'nav.users.partners', params: { userRole: 'partners' } },
        { id: 'admin.users.suppliers', group: 'admin.users', order: 30, icon: 'users', label: 'nav.users.suppliers', params: { userRole: 'suppliers' } },
      ],
    },
    'admin.user.edit': { pattern: 'npanel/user/:userRole/:id', title: 'areas.admin.userEdit', parent: 'admin.user.list', access: ADMIN },
    'admin.user.cancellationPolicy': {
      pattern: 'npanel/user/cancellation-policy/:cancellationPolicyId?',
      title: 'areas.admin.userCancellationPolicy',
      parent: 'admin.user.root',
      access: ADMIN,
    },
    'admin.user.monthlyReport': {
      pattern: 'npanel/user/monthly-report',
      title: 'areas.admin.userMonthlyReport',
      parent: 'admin.user.root',
      access: ADMIN,
    },
    'admin.users.list': { pattern: 'npanel/users', title: 'areas.admin.users', access: ADMIN },
    'admin.users.details': { pattern: 'npanel/users/:id', title: 'areas.admin.userDetails', parent: 'admin.users.list', access: ADMIN },
    'admin.user.logInAs': { pattern: 'admin/user/log-in-as/:id', title: 'areas.admin.logInAs', access: ADMIN },
    'admin.user.pendingPartners': {
      pattern: 'admin/user/partner/pending',
      title: 'areas.admin.pendingPartners',
      access: ADMIN,
      drawer: { id: 'admin.users.pendingPartners', group: 'admin.users', order: 40, icon: 'users', label: 'nav.users.pendingPartners' },
    },
    'admin.user.partnerChangeRequests': {
      pattern: 'admin/user/partner/pending/change',
      title: 'areas.admin.partnerChangeRequests',
      parent: 'admin.user.pendingPartners',
      access: ADMIN,
    },
    'admin.transfer.supplier': { pattern: 'admin/transfer/supplier', title: 'areas.admin.supplierTransfers', access: ADMIN },
    'admin.transfer.partner': { pattern: 'admin/transfer/partner', title: 'areas.admin.partnerTransfers', access: ADMIN },

    // Reservations and cancellations. Bookings and hotel bookings are the reservations table's, in the supplier
    // manifest (ADR 0018); the drawer lists them here.
    'admin.cancellations': {
      pattern: 'admin/cancellations',
      title: 'areas.admin.cancellations',
      access: ADMIN,
      drawer: { id: 'admin.cancellations', group: 'admin.reservation', order: 30, icon: 'cancel', label: 'nav.cancellations' },
    },
    'admin.cancellations.new': {
      pattern: 'admin/cancellations/new',
      title: 'areas.admin.cancellationsNew',
      parent: 'admin.cancellations',
      access: ADMIN,
    },
    'admin.cancellations.newHotels': {
      pattern: 'admin/cancellations/new-hotels',
      title: 'areas.admin.cancellationsNewHotels',
      parent: 'admin.cancellations',
      access: ADMIN,
    },
    'admin.cancellations.old': {
      pattern: 'admin/cancellations/old',
      title: 'areas.admin.cancellationsOld',
      parent: 'admin.cancellations',
      access: ADMIN,
    },
    'admin.cancellations.system': {
      pattern: 'admin/cancellations/system',
      title: 'areas.admin.cancellationsSystem',
      parent: 'admin.cancellations',
      access: ADMIN,
    },

    // Reports and tools.
    'admin.reports': {
      pattern: 'npanel/admin-report',
      title: 'areas.admin.reports',
      access: ADMIN,
      drawer: { id: 'admin.reports', order: 130, icon: 'chart', label: 'nav.reports' },
    },
    'admin.tools': {
      pattern: 'admin/tools',
      title: 'areas.admin.tools',
      access: ADMIN,
      drawer: { id: 'admin.tools', order: 140, icon: 'tools', label: 'nav.tools' },
    },
    'admin.tools.zaui': { pattern: 'admin/tools/zaui', title: 'areas.admin.tools.zaui', parent: 'admin.tools', access: ADMIN },
    'admin.tools.expb': { pattern: 'admin/tools/expb', title: 'areas.admin.tools.expb', parent: 'admin.tools', access: ADMIN },
    'admin.tools.seo': { pattern: 'admin/tools/seo', title: 'areas.admin.tools.seo', parent: 'admin.tools', access: ADMIN },
    'admin.tools.sitemap': { pattern: 'admin/tools/sitemap', title: 'areas.admin.tools.sitemap', parent: 'admin.tools', access: ADMIN },
    'admin.tools.alerts': { pattern: 'admin/tools/alerts', title: 'areas.admin.tools.alerts', parent: 'admin.tools', access: ADMIN },
    'admin.tools.system': { pattern: 'admin/tools/system', title: 'areas.admin.tools.system', parent: 'admin.tools', access: ADMIN },
    'admin.tools.sendServiceData': {
      pattern: 'admin/tools/SendServiceDataToQueue',
      title: 'areas.admin.tools.sendServiceData',
      parent: 'admin.tools',
      access: ADMIN,
    },
    'admin.tools.autoTranslation': {
      pattern: 'admin/tools/auto-translation',
      title: 'areas.admin.tools.autoTranslation',
      parent: 'admin.tools',
      access: ADMIN,
    },
    'admin.npanelTools': { pattern: 'npanel/tools', title: 'areas.admin.tools', access: ADMIN },
    'admin.npanelTools.aiChatbotSync': {
      pattern: 'npanel/tools/ai-chatbot-sync-tool',
      title: 'areas.admin.tools.aiChatbotSync',
      parent: 'admin.npanelTools',
      access: ADMIN,
    },
    'admin.npanelTools.algoliaDebug': {
      pattern: 'npanel/tools/AlgoliaDebugTool',
      title: 'areas.admin.tools.algoliaDebug',
      parent: 'admin.npanelTools',
      access: ADMIN,
    },
    'admin.npanelTools.contentApiTokens': {
      pattern: 'npanel/tools/content-api-tokens',
      title: 'areas.admin.tools.contentApiTokens',
      parent: 'admin.npanelTools',
      access: ADMIN,
    },
    'admin.npanelTools.ncapAgentMappings': {
      pattern: 'npanel/tools/ncap-agent-mappings',
      title: 'areas.admin.tools.ncapAgentMappings',
      parent: 'admin.npanelTools',
      access: ADMIN,
    },
    'admin.npanelTools.packageDebug': {
      pattern: 'npanel/tools/PackageDebugTool',
      title: 'areas.admin.tools.packageDebug',
      parent: 'admin.npanelTools',
      access: ADMIN,
    },
  },
} as const satisfies AreaManifest;
