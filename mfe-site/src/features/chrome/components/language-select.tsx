import { useId } from 'react';
import type { Locale } from 'shared-contracts/constants';
import type { LocaleEntry } from 'shared-contracts/locales';
import { useT } from 'shared-runtime/session';
import { NativeSelect, VisuallyHidden, chakra } from 'shared-ui';
import { useLocation, useNavigate } from 'shared-ui/router';

/** A language's name in that language ("Norsk", "Svenska"): the locales list's, else Intl's, else the code. */
export function languageName(code: Locale, locales: readonly LocaleEntry[]): string {
  const listed = locales.find((entry) => entry.code === code)?.name;
  if (listed) return listed;
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    if (name && name !== code) return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    // An engine without DisplayNames: the code below.
  }
  return code.toUpperCase();
}

/** `/de/search?type=hotels` in another language: `/en/search?type=hotels` (the rest of the path and query kept). */
export function pathInLanguage(pathname: string, search: string, hash: string, lang: string): string {
  const rest = pathname.replace(/^\/[^/]*/, '');
  return `/${lang}${rest}${search}${hash}`;
}

export interface LanguageSelectProps {
  lang: Locale;
  enabled: readonly Locale[];
  locales: readonly LocaleEntry[];
}

/**
 * The language dropdown: a native select (keyboard and screen-reader support for free, no overlay code on the home
 * page's first load). Choosing a language opens the same page in it.
 */
export function LanguageSelect({ lang, enabled, locales }: LanguageSelectProps) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <chakra.div display="flex" alignItems="center">
      <VisuallyHidden asChild>
        <label htmlFor={id}>{t('site.chrome.language')}</label>
      </VisuallyHidden>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          id={id}
          value={lang}
          color="inherit"
          borderColor="currentColor"
          onChange={(event) => navigate(pathInLanguage(location.pathname, location.search, location.hash, event.currentTarget.value))}
        >
          {enabled.map((code) => (
            <option key={code} value={code} lang={code} style={{ color: '#111827', background: '#FFFFFF' }}>
              {languageName(code, locales)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator color="inherit" />
      </NativeSelect.Root>
    </chakra.div>
  );
}
