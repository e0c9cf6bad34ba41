import { LIMITS } from 'shared-contracts/constants';

export type SiteChoiceDecision =
  | { kind: 'select'; siteId: number }
  | { kind: 'create' }
  /** Refused: keep the previous selection and tell the user why (spec 000 §2.8, §5: MaxSiteLimit, info). */
  | { kind: 'refuse'; keep: number };

/**
 * What choosing an entry of the site selector does. "Create new site" (-1) opens general settings for a new site,
 * unless the partner already has the maximum number of sites.
 */
export function decideSiteChoice(choice: number, previous: number, siteCount: number): SiteChoiceDecision {
  if (choice !== LIMITS.noSiteId) return { kind: 'select', siteId: choice };
  if (siteCount >= LIMITS.maxPartnerSites) return { kind: 'refuse', keep: previous };
  return { kind: 'create' };
}

/**
 * The current page for another site, when the path carries the old site's id (npanel/{id}/… or npanel/sites/{id}/…);
 * null when the page is not site-scoped.
 */
export function pathForSite(pathname: string, from: number, to: number): string | null {
  const pattern = new RegExp(`^(/[^/]+/npanel(?:/sites)?)/${from}(?=/|$)`);
  return pattern.test(pathname) ? pathname.replace(pattern, `$1/${to}`) : null;
}
