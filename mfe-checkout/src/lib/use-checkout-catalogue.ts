import { useEffect } from 'react';
import { loadCataloguePart } from 'shared-runtime/i18n';
import { useLocale } from 'shared-runtime/session';

/**
 * Asks for the `checkout` catalogue part when mfe-checkout's drawer or area mounts (ADR 0004): it stays active, so a
 * later change of language loads it too. Until it arrives the texts render in English.
 */
export function useCheckoutCatalogue(): void {
  const [locale] = useLocale();
  useEffect(() => {
    loadCataloguePart('checkout', locale).catch(() => {
      // A failed chunk leaves the English texts in place; the next language change tries again.
    });
  }, [locale]);
}
