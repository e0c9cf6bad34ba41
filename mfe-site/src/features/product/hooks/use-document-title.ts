import { useEffect } from 'react';
import { usePageMeta } from 'shared-contracts/session';

/** The browser tab and the shell's page meta carry the service's name while its page is open. */
export function useDocumentTitle(title: string): void {
  usePageMeta({ title, breadcrumbs: [] });
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
