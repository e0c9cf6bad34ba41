import { PaymentMethod, Policy } from 'shared-contracts/enums';
import type { Breadcrumb } from 'shared-contracts/session';
import { areaHref, type AreaNavGroup } from 'shared-ui';
import { PAGES } from './paths';

const withoutWildcard = (pattern: string) => pattern.replace(/\/\*$/, '');

/**
 * The partner navigation of spec 000 §2.7, with the drawer's labels. Site items use the selected site and are
 * disabled until one is chosen; policies and the terminal payment method follow §6.
 */
export const PARTNER_NAV: readonly AreaNavGroup[] = [
  {
    items: [
      {
        labelId: 'nav.packages',
        pattern: PAGES.sitePackages.pattern,
        policies: [Policy.PARTNER_PACKAGE_POLICY],
        needsSite: true,
      },
      { labelId: 'nav.reservations', pattern: PAGES.reservations.pattern },
      { labelId: 'nav.monthlyReports', pattern: PAGES.monthlyReports.pattern },
      { labelId: 'nav.partnerEarnings', pattern: PAGES.partnerEarnings.pattern },
    ],
  },
  {
    labelId: 'nav.site',
    items: [
      {
        labelId: 'nav.pages',
        pattern: withoutWildcard(PAGES.pages.pattern),
        policies: [Policy.PARTNER_SITE_BUILDER_POLICY],
        needsSite: true,
      },
      {
        labelId: 'nav.widgets',
        pattern: withoutWildcard(PAGES.widgetSettings.pattern),
        policies: [Policy.PARTNER_WIDGET_POLICY],
        needsSite: true,
      },
      {
        labelId: 'nav.aiChatbot',
        pattern: withoutWildcard(PAGES.aiChatbot.pattern),
        policies: [Policy.PARTNER_CHATBOT_POLICY],
        needsSite: true,
      },
      { labelId: 'nav.siteSettings', pattern: withoutWildcard(PAGES.siteSettings.pattern), needsSite: true },
      {
        labelId: 'nav.terminalSettings',
        pattern: withoutWildcard(PAGES.terminalSettings.pattern),
        needsSite: true,
        requiredPaymentMethods: [PaymentMethod.STRIPE_TERMINAL],
      },
      { labelId: 'nav.theme', pattern: withoutWildcard(PAGES.themeSettings.pattern), needsSite: true },
      { labelId: 'nav.generalSettings', pattern: PAGES.generalSettings.pattern, needsSite: true },
    ],
  },
  { items: [{ labelId: 'nav.marketplace', pattern: PAGES.marketplace.pattern, needsSite: true }] },
];

/** Breadcrumbs start at Profile for everyone but administrators (spec 000 §2.6). */
export function rootCrumbs(lang: string): Breadcrumb[] {
  return [{ label: 'nav.profile', href: areaHref(lang, 'npanel') }];
}
