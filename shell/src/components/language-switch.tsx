import { useLocation, useNavigate } from 'shared-ui/router';
import { isPanelLocale, PANEL_LOCALES, type PanelLocale } from 'shared-contracts/constants';
import { useLocale, useT } from 'shared-runtime/session';
import { NativeSelect } from 'shared-ui';
import { replaceLangSegment } from '../lib/lang-path';

/**
 * The panel's language choice (en, no, sv). The locale atom writes the i18n_redirected cookie (365 days); the URL's
 * language segment changes with it, so the choice survives a reload and a shared link.
 */
export function LanguageSwitch({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const t = useT();
  const [locale, setLocale] = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const current: PanelLocale = isPanelLocale(locale) ? locale : 'en';

  const change = (next: string) => {
    if (!isPanelLocale(next) || next === locale) return;
    setLocale(next);
    navigate(`${replaceLangSegment(location.pathname, next)}${location.search}${location.hash}`);
  };

  return (
    <NativeSelect.Root size={size} width="auto">
      <NativeSelect.Field aria-label={t('nav.language')} value={current} onChange={(event) => change(event.currentTarget.value)}>
        {PANEL_LOCALES.map((code) => (
          <option key={code} value={code} lang={code === 'no' ? 'nb' : code}>
            {t(`shell.language.${code}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
