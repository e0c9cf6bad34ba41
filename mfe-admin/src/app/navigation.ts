import type { Breadcrumb } from 'shared-contracts/session';
import { areaHref } from 'shared-ui';
import { PAGES } from './paths';

/** Breadcrumbs start at Dashboard for administrators (spec 000 §2.6). */
export function rootCrumbs(lang: string): Breadcrumb[] {
  return [{ label: 'nav.dashboard', href: areaHref(lang, PAGES.dashboard.pattern) }];
}
