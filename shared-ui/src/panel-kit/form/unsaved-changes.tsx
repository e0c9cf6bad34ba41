import { useCallback, useEffect, useRef, type ReactElement } from 'react';
import { useT } from 'shared-runtime/session';
import { useConfirmController } from '../confirm/use-confirm';

export interface UnsavedChangesGuard {
  /** For a screen's own navigation (a Cancel button): true when there is nothing to lose or the user chose to leave. */
  confirmLeave: () => Promise<boolean>;
  /** The question's dialog; render it. */
  dialog: ReactElement;
}

/** A same-app link the router would follow: a plain left click, no new tab, no download, another page. */
function guardedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  // Another origin unloads the page, and the beforeunload prompt asks; a link to this same page loses nothing.
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return anchor;
}

/**
 * Warns before unsaved changes are lost, while `when` holds:
 * - closing the tab, reloading or leaving the app: the browser's own beforeunload prompt;
 * - following a link inside the app (drawer, breadcrumbs, any router Link): our dialog, and the link is followed
 *   only if the user chooses to leave.
 * The shell's router is a BrowserRouter, not a data router, so react-router's useBlocker is not available: the
 * browser's Back and Forward buttons and a screen's own navigate() calls are NOT intercepted (a screen that
 * navigates itself asks confirmLeave first).
 */
export function useUnsavedChangesGuard(when: boolean): UnsavedChangesGuard {
  const t = useT();
  const { confirm, dialog } = useConfirmController();
  const following = useRef(false);

  const ask = useCallback(
    () =>
      confirm({
        title: t('kit.form.leaveTitle'),
        message: t('common.unsavedChanges'),
        confirmLabel: t('kit.form.leave'),
        cancelLabel: t('kit.form.stay'),
        destructive: true,
      }),
    [confirm, t],
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (following.current) return;
      const anchor = guardedLink(event);
      if (!anchor) return;
      // Capture phase on the document: before the router's Link handler, which then never sees this click.
      event.preventDefault();
      event.stopPropagation();
      void ask().then((leave) => {
        if (!leave) return;
        following.current = true;
        try {
          anchor.click();
        } finally {
          following.current = false;
        }
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [when, ask]);

  const confirmLeave = useCallback(async () => !when || ask(), [when, ask]);
  return { confirmLeave, dialog };
}
