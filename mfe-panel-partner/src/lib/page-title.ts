import type { PanelPage } from 'shared-contracts/site-pages';

/** A page's name for the panel: its title in the site's primary language, else any title, else its slug. */
export function pageTitle(page: Pick<PanelPage, 'titles' | 'slug'>, primary: string): string {
  const titles = page.titles as Record<string, string | undefined>;
  return titles[primary]?.trim() || Object.values(titles).find((title) => title?.trim()) || page.slug;
}
