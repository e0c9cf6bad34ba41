import { PaymentMethod, Policy, Role } from 'shared-contracts/enums';
import { type AccessRequirements } from '../../lib/access';
import { type MessageId } from 'shared-contracts/i18n';
import { type NavIconName } from '../../components/nav-icon';

/**
 * The drawer of spec 000 §2.6–§2.7, per role. Links are written without the /{lang} prefix; `{siteId}` is the
 * selected site. Requirements follow spec 000 §5–§6: Activity items need ACTIVITY_MODULE, accommodation items
 * ACCOMMODATION_MODULE, partner items the site-count policy, Terminal Settings a site that takes STRIPE_TERMINAL.
 */
export interface NavLinkItem extends AccessRequirements {
  kind: 'link';
  id: string;
  label: MessageId;
  icon: NavIconName;
  path: string;
}

export interface NavGroupItem extends Pick<AccessRequirements, 'roles' | 'partnerOnly'> {
  kind: 'group';
  id: string;
  label: MessageId;
  icon: NavIconName;
  children: readonly NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

const SUPPLIER = [Role.Supplier] as const;
const PARTNER = [Role.Partner] as const;
const ADMIN = [Role.Admin] as const;

function link(id: string, label: MessageId, icon: NavIconName, path: string, requirements: AccessRequirements): NavLinkItem {
  return { kind: 'link', id, label, icon, path, ...requirements };
}

function group(
  id: string,
  label: MessageId,
  icon: NavIconName,
  requirements: Pick<AccessRequirements, 'roles' | 'partnerOnly'>,
  children: readonly NavLinkItem[],
): NavGroupItem {
  return { kind: 'group', id, label, icon, ...requirements, children };
}

export const SUPPLIER_NAV: readonly NavItem[] = [
  link('supplier.activityCalendar', 'nav.activityCalendar', 'calendar', 'npanel/calendar', { roles: SUPPLIER, policies: [Policy.ACTIVITY_MODULE] }),
  link('supplier.accommodationCalendar', 'nav.accommodationCalendar', 'calendar', 'npanel/hotel/calendar', {
    roles: SUPPLIER,
    policies: [Policy.ACCOMMODATION_MODULE],
  }),
  group('supplier.products', 'nav.products', 'box', { roles: SUPPLIER }, [
    link('supplier.activities', 'nav.activities', 'activity', 'npanel/tour', { roles: SUPPLIER, policies: [Policy.ACTIVITY_MODULE] }),
    link('supplier.accommodations', 'nav.accommodations', 'hotel', 'npanel/hotel', { roles: SUPPLIER, policies: [Policy.ACCOMMODATION_MODULE] }),
    link('supplier.productSettings', 'nav.productSettings', 'settings', 'npanel/product-settings', { roles: SUPPLIER }),
  ]),
  group('supplier.reservation', 'nav.reservation', 'list', { roles: SUPPLIER }, [
    link('supplier.reservations', 'nav.reservations', 'list', 'npanel/reservations', { roles: SUPPLIER }),
    link('supplier.cancellations', 'nav.cancellations', 'cancel', 'npanel/cancellations', { roles: SUPPLIER }),
  ]),
  group('supplier.reports', 'nav.reports', 'chart', { roles: SUPPLIER }, [
    link('supplier.monthlyReports', 'nav.monthlyReports', 'chart', 'npanel/monthly-report', { roles: SUPPLIER }),
    link('supplier.report', 'nav.reports', 'chart', 'npanel/report', { roles: SUPPLIER }),
    link('supplier.supplierEarnings', 'nav.supplierEarnings', 'money', 'npanel/supplier-earnings', { roles: SUPPLIER }),
  ]),
];

const partnerOnly = { roles: PARTNER, partnerOnly: true } as const;

export const PARTNER_NAV: readonly NavItem[] = [
  link('partner.packages', 'nav.packages', 'package', 'npanel/sites/{siteId}/settings/packages', {
    ...partnerOnly,
    policies: [Policy.PARTNER_PACKAGE_POLICY],
    needsSite: true,
  }),
  link('partner.reservations', 'nav.reservations', 'list', 'npanel/reservations', partnerOnly),
  link('partner.monthlyReports', 'nav.monthlyReports', 'chart', 'npanel/monthly-report', partnerOnly),
  link('partner.partnerEarnings', 'nav.partnerEarnings', 'money', 'npanel/partner-earnings', partnerOnly),
  group('partner.site', 'nav.site', 'site', partnerOnly, [
    link('partner.pages', 'nav.pages', 'text', 'npanel/{siteId}/pages', {
      ...partnerOnly,
      policies: [Policy.PARTNER_SITE_BUILDER_POLICY],
      needsSite: true,
    }),
    link('partner.widgets', 'nav.widgets', 'widget', 'npanel/{siteId}/widget-settings', {
      ...partnerOnly,
      policies: [Policy.PARTNER_WIDGET_POLICY],
      needsSite: true,
    }),
    link('partner.aiChatbot', 'nav.aiChatbot', 'chat', 'npanel/{siteId}/ai-chatbot', {
      ...partnerOnly,
      policies: [Policy.PARTNER_CHATBOT_POLICY],
      needsSite: true,
    }),
    link('partner.siteSettings', 'nav.siteSettings', 'settings', 'npanel/{siteId}/site-settings', { ...partnerOnly, needsSite: true }),
    link('partner.terminalSettings', 'nav.terminalSettings', 'terminal', 'npanel/{siteId}/terminal-settings', {
      ...partnerOnly,
      needsSite: true,
      requiredPaymentMethods: [PaymentMethod.STRIPE_TERMINAL],
    }),
    link('partner.theme', 'nav.theme', 'palette', 'npanel/{siteId}/theme-settings', { ...partnerOnly, needsSite: true }),
    link('partner.generalSettings', 'nav.generalSettings', 'settings', 'npanel/{siteId}/general-settings', { ...partnerOnly, needsSite: true }),
  ]),
  link('partner.marketplace', 'nav.marketplace', 'store', 'npanel/{siteId}/gotohub-marketplace', { ...partnerOnly, needsSite: true }),
];

const admin = { roles: ADMIN } as const;

export const ADMIN_NAV: readonly NavItem[] = [
  link('admin.dashboard', 'nav.dashboard', 'dashboard', 'admin/dashboard', admin),
  group('admin.settings', 'nav.settings', 'settings', admin, [
    link('admin.settings.site', 'nav.settings.site', 'settings', 'admin/settings/site', admin),
    link('admin.settings.mainPreamble', 'nav.settings.mainPreamble', 'settings', 'admin/settings/main-preamble', admin),
    link('admin.settings.checkoutFeatures', 'nav.settings.checkoutFeatures', 'settings', 'admin/settings/checkout/features/desktop', admin),
    link('admin.settings.commission', 'nav.settings.commission', 'money', 'admin/settings/commission', admin),
    link('admin.settings.commissionCategories', 'nav.settings.commissionCategories', 'money', 'admin/settings/commission-categories', admin),
    link('admin.settings.taxCategories', 'nav.settings.taxCategories', 'money', 'admin/settings/tax-categories', admin),
    link('admin.settings.analytics', 'nav.settings.analytics', 'chart', 'admin/settings/analytics', admin),
    link('admin.settings.contacts', 'nav.settings.contacts', 'profile', 'admin/settings/contacts', admin),
    link('admin.settings.languages', 'nav.settings.languages', 'language', 'admin/settings/languages', admin),
    link('admin.settings.mailTemplate', 'nav.settings.mailTemplate', 'mail', 'admin/settings/mailtemplate', admin),
    link('admin.settings.faq', 'nav.settings.faq', 'text', 'admin/settings/faq', admin),
  ]),
  group('admin.partnerSite', 'nav.partnerSite', 'site', admin, [
    link('admin.partnerSite.pending', 'nav.partnerSite.pending', 'list', 'admin/partner-site/pending', admin),
    link('admin.partnerSite.view', 'nav.partnerSite.view', 'site', 'admin/partner-site', admin),
    link('admin.partnerSite.editingRequest', 'nav.partnerSite.editingRequest', 'text', 'admin/partner-site/pending-change', admin),
    link('admin.partnerSite.mappings', 'nav.partnerSite.mappings', 'list', 'npanel/partner-site/mappings', admin),
  ]),
  link('admin.activities', 'nav.activities', 'activity', 'npanel/tour', admin),
  link('admin.accommodations', 'nav.accommodations', 'hotel', 'admin/hotel', admin),
  group('admin.selects', 'nav.selects', 'list', admin, [
    link('admin.selects.categories', 'nav.selects.categories', 'list', 'npanel/selects/category', admin),
    link('admin.selects.tags', 'nav.selects.tags', 'list', 'npanel/selects/tags', admin),
    link('admin.selects.destinationBoxes', 'nav.selects.destinationBoxes', 'list', 'npanel/selects/destination-box', admin),
    link('admin.selects.businessTypes', 'nav.selects.businessTypes', 'list', 'admin/selects/business-type', admin),
    link('admin.selects.serviceCategories', 'nav.selects.serviceCategories', 'list', 'admin/selects/service-category', admin),
  ]),
  group('admin.texts', 'nav.texts', 'text', admin, [
    link('admin.texts.privacyPolicy', 'nav.texts.privacyPolicy', 'text', 'npanel/text/policy-privacy', admin),
    link('admin.texts.termsAndConditions', 'nav.texts.termsAndConditions', 'text', 'npanel/text/terms-and-conditions', admin),
    link('admin.texts.termsOfUse', 'nav.texts.termsOfUse', 'text', 'npanel/text/terms-of-use', admin),
    link('admin.texts.partnerCommissionTerms', 'nav.texts.partnerCommissionTerms', 'text', 'admin/text/commission-terms/partner', admin),
    link('admin.texts.partnerSiteRegistration', 'nav.texts.partnerSiteRegistration', 'text', 'admin/text/partner-registration/partner-site', admin),
  ]),
  link('admin.rentals', 'nav.rentals', 'rental', 'npanel/rental', admin),
  link('admin.restaurants', 'nav.restaurants', 'restaurant', 'npanel/restaurant', admin),
  link('admin.attraction', 'nav.attraction', 'attraction', 'npanel/attraction', admin),
  group('admin.users', 'nav.users', 'users', admin, [
    link('admin.users.administrators', 'nav.users.administrators', 'users', 'npanel/user/administrators', admin),
    link('admin.users.partners', 'nav.users.partners', 'users', 'npanel/user/partners', admin),
    link('admin.users.suppliers', 'nav.users.suppliers', 'users', 'npanel/user/suppliers', admin),
    link('admin.users.pendingPartners', 'nav.users.pendingPartners', 'users', 'admin/user/partner/pending', admin),
  ]),
  group('admin.reservation', 'nav.reservation', 'list', admin, [
    link('admin.bookings', 'nav.bookings', 'list', 'admin/bookings', admin),
    link('admin.hotelBookings', 'nav.hotelBookings', 'hotel', 'admin/hotel-bookings', admin),
    link('admin.cancellations', 'nav.cancellations', 'cancel', 'admin/cancellations', admin),
  ]),
  link('admin.reports', 'nav.reports', 'chart', 'npanel/admin-report', admin),
  link('admin.tools', 'nav.tools', 'tools', 'admin/tools', admin),
];

/** Non-admins get a Profile link at the bottom (spec 000 §2.6). */
export const PROFILE_NAV_ITEM: NavLinkItem = link('profile', 'nav.profile', 'profile', 'npanel', {});
