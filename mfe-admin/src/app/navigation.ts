import type { Breadcrumb } from 'shared-contracts/session';
import { areaHref, type AreaNavGroup } from 'shared-ui';
import { PAGES } from './paths';

/** The administrator navigation of spec 000 §2.7, with the drawer's labels and targets. */
export const ADMIN_NAV: readonly AreaNavGroup[] = [
  {
    labelId: 'nav.settings',
    items: [
      { labelId: 'nav.settings.site', pattern: PAGES.settingsSite.pattern },
      { labelId: 'nav.settings.mainPreamble', pattern: PAGES.settingsMainPreamble.pattern },
      { labelId: 'nav.settings.checkoutFeatures', pattern: PAGES.settingsCheckoutFeatures.pattern },
      { labelId: 'nav.settings.commission', pattern: PAGES.settingsCommission.pattern },
      { labelId: 'nav.settings.commissionCategories', pattern: PAGES.settingsCommissionCategories.pattern },
      { labelId: 'nav.settings.taxCategories', pattern: PAGES.settingsTaxCategories.pattern },
      { labelId: 'nav.settings.analytics', pattern: PAGES.settingsAnalytics.pattern },
      { labelId: 'nav.settings.contacts', pattern: PAGES.settingsContacts.pattern },
      { labelId: 'nav.settings.languages', pattern: PAGES.settingsLanguages.pattern },
      { labelId: 'nav.settings.mailTemplate', pattern: PAGES.settingsMailTemplates.pattern },
      { labelId: 'nav.settings.faq', pattern: PAGES.settingsFaq.pattern },
    ],
  },
  {
    labelId: 'nav.partnerSite',
    items: [
      { labelId: 'nav.partnerSite.pending', pattern: PAGES.partnerSitesPending.pattern },
      { labelId: 'nav.partnerSite.view', pattern: PAGES.partnerSites.pattern },
      { labelId: 'nav.partnerSite.editingRequest', pattern: PAGES.partnerSitesPendingChange.pattern },
      { labelId: 'nav.partnerSite.mappings', pattern: PAGES.partnerSiteMappings.pattern },
    ],
  },
  {
    items: [
      // Administrators open the supplier remote's activity list (the shell routes npanel/tour there).
      { labelId: 'nav.activities', pattern: 'npanel/tour' },
      { labelId: 'nav.accommodations', pattern: PAGES.accommodations.pattern },
      { labelId: 'nav.rentals', pattern: PAGES.rentals.pattern },
      { labelId: 'nav.restaurants', pattern: PAGES.restaurants.pattern },
      { labelId: 'nav.attraction', pattern: PAGES.attractions.pattern },
      { labelId: 'nav.reports', pattern: PAGES.reports.pattern },
      { labelId: 'nav.tools', pattern: PAGES.tools.pattern },
    ],
  },
  {
    labelId: 'nav.selects',
    items: [
      { labelId: 'nav.selects.categories', pattern: PAGES.selectsCategory.pattern },
      { labelId: 'nav.selects.tags', pattern: PAGES.selectsTags.pattern },
      { labelId: 'nav.selects.destinationBoxes', pattern: PAGES.selectsDestinationBoxes.pattern },
      { labelId: 'nav.selects.businessTypes', pattern: PAGES.selectsBusinessType.pattern },
      { labelId: 'nav.selects.serviceCategories', pattern: PAGES.selectsServiceCategory.pattern },
    ],
  },
  {
    labelId: 'nav.texts',
    items: [
      { labelId: 'nav.texts.privacyPolicy', pattern: PAGES.textPrivacyPolicy.pattern },
      { labelId: 'nav.texts.termsAndConditions', pattern: PAGES.textTermsAndConditions.pattern },
      { labelId: 'nav.texts.termsOfUse', pattern: PAGES.textTermsOfUse.pattern },
      { labelId: 'nav.texts.partnerCommissionTerms', pattern: PAGES.textPartnerCommissionTerms.pattern },
      { labelId: 'nav.texts.partnerSiteRegistration', pattern: PAGES.textPartnerSiteRegistration.pattern },
    ],
  },
  {
    labelId: 'nav.users',
    items: [
      { labelId: 'nav.users.administrators', pattern: 'npanel/user/administrators' },
      { labelId: 'nav.users.partners', pattern: 'npanel/user/partners' },
      { labelId: 'nav.users.suppliers', pattern: 'npanel/user/suppliers' },
      { labelId: 'nav.users.pendingPartners', pattern: PAGES.pendingPartners.pattern },
    ],
  },
  {
    labelId: 'nav.reservation',
    items: [
      { labelId: 'nav.bookings', pattern: PAGES.bookings.pattern },
      { labelId: 'nav.hotelBookings', pattern: PAGES.hotelBookings.pattern },
      { labelId: 'nav.cancellations', pattern: PAGES.cancellations.pattern },
    ],
  },
];

/** Breadcrumbs start at Dashboard for administrators (spec 000 §2.6). */
export function rootCrumbs(lang: string): Breadcrumb[] {
  return [{ label: 'nav.dashboard', href: areaHref(lang, PAGES.dashboard.pattern) }];
}
