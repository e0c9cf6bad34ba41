import type { Breadcrumb } from 'shared-contracts/session';
import { areaHref } from 'shared-ui';

/** Breadcrumbs start at Profile for everyone but administrators (spec 000 §2.6). */
export function rootCrumbs(lang: string): Breadcrumb[] {
  return [{ label: 'nav.profile', href: areaHref(lang, 'npanel') }];
}
