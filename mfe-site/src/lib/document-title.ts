import { useEffect, useRef } from 'react';

/**
 * Sets the tab title: "Page · Site", or the site name alone for the home page. The storefront has no shell top bar,
 * so the document title is the page's name for browser tabs, history and screen readers.
 */
export function useDocumentTitle(siteName: string, pageTitle?: string | null): void {
  const title = pageTitle && pageTitle !== siteName ? `${pageTitle} · ${siteName}` : siteName;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

/** The meta tags a page's settings ask for, by their selector and attributes. */
function metaTags(seo: { description: string | null; image_url: string | null; no_index: boolean }, title: string): { key: string; attrs: Record<string, string> }[] {
  const tags: { key: string; attrs: Record<string, string> }[] = [{ key: 'og:title', attrs: { property: 'og:title', content: title } }];
  if (seo.description) {
    tags.push({ key: 'description', attrs: { name: 'description', content: seo.description } });
    tags.push({ key: 'og:description', attrs: { property: 'og:description', content: seo.description } });
  }
  if (seo.image_url) tags.push({ key: 'og:image', attrs: { property: 'og:image', content: new URL(seo.image_url, window.location.origin).href } });
  if (seo.no_index) tags.push({ key: 'robots', attrs: { name: 'robots', content: 'noindex' } });
  return tags;
}

/**
 * A page's search and sharing settings (issue 15 §3) as meta tags in the document head: description, og:title,
 * og:image, and robots noindex. They leave with the page.
 */
export function usePageSeo(seo: { description: string | null; image_url: string | null; no_index: boolean } | undefined, title: string): void {
  const description = seo?.description ?? null;
  const image = seo?.image_url ?? null;
  const noIndex = seo?.no_index ?? false;
  useEffect(() => {
    if (!seo) return undefined;
    const added = metaTags({ description, image_url: image, no_index: noIndex }, title).map(({ key, attrs }) => {
      // The server's tag of the same name (seo/page-head.ts) gives way: one description, one og:title.
      document.head.querySelectorAll(`[data-server-head="${key}"]`).forEach((tag) => tag.remove());
      const meta = document.createElement('meta');
      meta.dataset.pageSeo = key;
      for (const [name, value] of Object.entries(attrs)) meta.setAttribute(name, value);
      document.head.append(meta);
      return meta;
    });
    return () => added.forEach((meta) => meta.remove());
  }, [seo, description, image, noIndex, title]);
}

/**
 * The head the server sent with the first page (canonical, alternates, Open Graph, JSON-LD; marked
 * `data-server-head`) describes that page only: it goes at the first navigation to another path.
 */
export function useServerHeadUntilNavigation(pathname: string): void {
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) document.head.querySelectorAll('[data-server-head]').forEach((tag) => tag.remove());
  }, [pathname]);
}
