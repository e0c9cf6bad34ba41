import { useEffect } from 'react';

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
