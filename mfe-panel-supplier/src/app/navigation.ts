import { Policy } from 'shared-contracts/enums';
import type { Breadcrumb } from 'shared-contracts/session';
import { areaHref, type AreaNavGroup } from 'shared-ui';
import { PAGES } from './paths';

/** The supplier navigation of spec 000 §2.7, with the drawer's labels and the same policy rules (§6). */
export const SUPPLIER_NAV: readonly AreaNavGroup[] = [
  {
    items: [
      { labelId: 'nav.activityCalendar', pattern: PAGES.activityCalendar.pattern, policies: [Policy.ACTIVITY_MODULE] },
      {
        labelId: 'nav.accommodationCalendar',
        pattern: PAGES.accommodationCalendar.pattern,
        policies: [Policy.ACCOMMODATION_MODULE],
      },
    ],
  },
  {
    labelId: 'nav.products',
    items: [
      { labelId: 'nav.activities', pattern: PAGES.activities.pattern, policies: [Policy.ACTIVITY_MODULE] },
      { labelId: 'nav.accommodations', pattern: PAGES.accommodations.pattern, policies: [Policy.ACCOMMODATION_MODULE] },
      { labelId: 'nav.productSettings', pattern: PAGES.productSettings.pattern },
    ],
  },
  {
    labelId: 'nav.reservation',
    items: [
      { labelId: 'nav.reservations', pattern: PAGES.reservations.pattern },
      { labelId: 'nav.cancellations', pattern: PAGES.cancellations.pattern },
    ],
  },
  {
    labelId: 'nav.reports',
    items: [
      { labelId: 'nav.monthlyReports', pattern: PAGES.monthlyReports.pattern },
      { labelId: 'nav.reports', pattern: PAGES.reports.pattern },
      { labelId: 'nav.supplierEarnings', pattern: PAGES.supplierEarnings.pattern },
    ],
  },
];

/** Breadcrumbs start at Profile for everyone but administrators (spec 000 §2.6). */
export function rootCrumbs(lang: string): Breadcrumb[] {
  return [{ label: 'nav.profile', href: areaHref(lang, 'npanel') }];
}
