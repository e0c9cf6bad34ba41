import { type ReactNode, useLayoutEffect } from 'react';
import { isLocale, type Locale } from 'shared-contracts/constants';
import { useLocale } from 'shared-runtime/session';

/**
 * Keeps the session's locale (and its i18n_redirected cookie) in step with the URL's language segment. Runs as a
 * layout effect so the first paint is already in the URL's language. An unknown language is the caller's to handle.
 */
export function LangSync({ lang, children }: { lang: Locale; children: ReactNode }) {
  const [locale, setLocale] = useLocale();
  useLayoutEffect(() => {
    if (locale !== lang) setLocale(lang);
  }, [lang, locale, setLocale]);
  return <>{children}</>;
}

export function isKnownLang(value: string | undefined): value is Locale {
  return isLocale(value);
}
