import { useLocation, useParams } from 'shared-ui/router';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { areaNavigation, type NavArea, type VisibleEntry, type VisibleLink } from 'shared-contracts/manifests';
import { type T, useCurrentUser, useSelectedSite, useT } from 'shared-runtime/session';
import type { AreaLink, AreaLinkGroup } from './area-landing';

/*
 * The drawer, derived from the area manifests, as area landing cards. In shared-ui/panel-area: the manifests are
 * panel data that neither a storefront visit nor the cart (which loads shared-ui/panel) needs.
 */

function toAreaLink(link: VisibleLink, t: T): AreaLink {
  return { label: t(link.label), href: link.href, ...(link.disabled ? { disabledReason: t('nav.selectSiteFirst') } : {}) };
}

/**
 * Lays the drawer's entries out as landing cards: a group is a card under its heading, and consecutive top-level
 * links share one card without a heading. Links to `currentHref` are left out: a landing does not list itself.
 */
export function toAreaLinkGroups(entries: readonly VisibleEntry[], t: T, currentHref?: string): AreaLinkGroup[] {
  const groups: AreaLinkGroup[] = [];
  let loose: AreaLink[] | null = null;
  for (const entry of entries) {
    if (entry.kind === 'link') {
      if (entry.href === currentHref) continue;
      if (!loose) {
        loose = [];
        groups.push({ links: loose });
      }
      loose.push(toAreaLink(entry, t));
      continue;
    }
    loose = null;
    const links = entry.children.filter((child) => child.href !== currentHref).map((child) => toAreaLink(child, t));
    if (links.length > 0) groups.push({ label: t(entry.label), links });
  }
  return groups;
}

/**
 * An area's part of the panel navigation (shared-contracts/manifests), as the drawer shows it to the current user
 * for the current language and site. Without a loaded user (a remote opened on its own) nothing is filtered: the
 * shell's guard is what protects pages.
 */
export function useAreaNav(area: NavArea): AreaLinkGroup[] {
  const t = useT();
  const user = useCurrentUser();
  const { id: selectedSiteId, info: siteInfo } = useSelectedSite();
  const { lang = DEFAULT_LOCALE } = useParams();
  const { pathname } = useLocation();
  return toAreaLinkGroups(areaNavigation(area, { user, lang, selectedSiteId, siteInfo }), t, pathname);
}
