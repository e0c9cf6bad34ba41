/**
 * For the remotes' landing tests: what an area landing shows, and what the shell's drawer shows of that area,
 * in one shape, so a test can demand they are equal.
 */
import { within } from '@testing-library/react';
import { translate } from 'shared-runtime/i18n';
import { areaDrawerIds, buildNavigation, type NavArea, type NavContext, visibleLinks } from 'shared-contracts/manifests';

export interface ShownLink {
  label: string;
  /** null for an entry shown disabled (it needs a selected site). */
  href: string | null;
}

/** The entries of an area landing's navigation as a reader meets them, in order. */
export function landingLinks(nav: HTMLElement): ShownLink[] {
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => {
      const link = item.querySelector('a');
      const entry = link ?? item.querySelector('[aria-disabled="true"]');
      return { label: entry?.textContent ?? '', href: link?.getAttribute('href') ?? null };
    });
}

/** The drawer's links that belong to `area`, for this user, language and site, labelled in `ctx.lang`. */
export function drawerLinksOf(area: NavArea, ctx: NavContext): ShownLink[] {
  const areaIds = new Set(areaDrawerIds(area));
  return visibleLinks(buildNavigation(ctx))
    .filter((link) => areaIds.has(link.id))
    .map((link) => ({ label: translate(ctx.lang, link.label), href: link.disabled ? null : link.href }));
}
