/**
 * The storefront's start-up gate and chrome (spec 001 §2, §4): loads the locales, the site of this host and its
 * settings, applies the theme, checks the URL's language against the site's, then renders header, page and footer
 * around the routes and provides StorefrontContext to every page below.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { SITE_SETTING_KEYS, isLocale, type Locale } from 'shared-contracts/constants';
import { getHttpClient } from 'shared-runtime/http';
import type { SiteSetting } from 'shared-contracts/sites';
import { publishStorefrontSite, usePageHost, useSelectedSite } from 'shared-runtime/session';
import { Box, RemoteVersion, chakra } from 'shared-ui';
import { Navigate, Outlet, useLocation, useParams } from 'shared-ui/router';
import { version } from '../../../expose/version';
import { HeaderOverlayContext, type HeaderOverlay } from '../../../lib/header-overlay';
import { StorefrontContext, storefrontFor } from '../../../lib/storefront';
import { resolveTheme, themeCssVars } from '../../../lib/theme';
import { searchPageTheme } from 'shared-contracts/sites';
import { loadStartup, type StartupResult } from '../api/load-startup';
import { useFavicon, useSiteScripts } from '../hooks/use-site-head';
import { useServerHeadUntilNavigation } from '../../../lib/document-title';
import { browserRedirect, platformHosts, readMeta, SITE_REDIRECT_META, type Redirect } from '../lib/redirect';
import { pathInLanguage } from './language-select';
import { SiteFooter } from './site-footer';
import { MAIN_CONTENT_ID, SiteHeader } from './site-header';
import { NoSiteNotice, Redirecting, SiteUnavailableNotice, StartupFailed, StartupFrame, StartupLoading } from './startup-screens';

export interface StorefrontLayoutProps {
  /** The page's host name (the browser's, or the request's in a server render); tests pass their own. */
  hostname?: string;
  /** How the visitor leaves for a redirection address; tests pass a recorder. */
  redirect?: Redirect;
}

const versionLine = <RemoteVersion name="mfe-site" version={version} />;

function settingValue(settings: readonly SiteSetting[], key: string): string | null {
  return settings.find((item) => item.setting === key)?.value ?? null;
}

/** How long a start-up answer is reused while the visitor moves between pages (the site rarely changes). */
const STARTUP_SWR = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

export default function StorefrontLayout({ hostname: givenHost, redirect = browserRedirect }: StorefrontLayoutProps) {
  const pageHost = usePageHost();
  const hostname = givenHost ?? pageHost;
  const selected = useSelectedSite();
  const fallbackSite = selected.info && selected.info.id === selected.id ? selected.info : null;
  const platformHost = platformHosts().includes(hostname.toLowerCase());
  const fallbackId = platformHost ? (fallbackSite?.id ?? null) : null;

  // A keyed request (not an effect), so a server render fetches it before the page is drawn (ADR 0034) and the
  // browser hydrates with the same answer. fallbackSite is part of the key by id: a new object for the same site
  // must not restart the start-up.
  const startup = useSWR(
    ['site/startup', hostname, platformHost, fallbackId],
    () =>
      loadStartup(getHttpClient(), {
        hostname,
        platformHost,
        fallbackSite: platformHost ? fallbackSite : null,
        platformRedirect: readMeta(SITE_REDIRECT_META),
      }),
    STARTUP_SWR,
  );
  const result: StartupResult | null = startup.data ?? null;

  useEffect(() => {
    if (result?.kind === 'redirect') redirect(result.url);
  }, [result, redirect]);

  const { mutate } = startup;
  const retry = useCallback(() => void mutate(), [mutate]);

  if (result === null) return <StartupFrame footer={versionLine}><StartupLoading /></StartupFrame>;
  switch (result.kind) {
    case 'redirect':
      return <StartupFrame footer={versionLine}><Redirecting /></StartupFrame>;
    case 'no-site':
      return <StartupFrame footer={versionLine}><NoSiteNotice /></StartupFrame>;
    case 'unavailable':
      return <StartupFrame footer={versionLine}><SiteUnavailableNotice /></StartupFrame>;
    case 'failed':
      return <StartupFrame footer={versionLine}><StartupFailed onRetry={retry} /></StartupFrame>;
    default:
      return <ReadyStorefront startup={result} />;
  }
}

/** The language check, then the themed chrome around the page. */
function ReadyStorefront({ startup }: { startup: Extract<StartupResult, { kind: 'ready' }> }) {
  const { site, locales, settings } = startup;
  const params = useParams();
  const location = useLocation();
  const { enabled_language: enabled, primary_language: primary } = site.general_settings.language;
  const lang = isLocale(params.lang) && enabled.includes(params.lang) ? params.lang : null;

  if (lang === null) {
    // A language the site has not enabled: the same page in its primary language (spec 001 §4).
    const target = params.lang === undefined ? `/${primary}` : pathInLanguage(location.pathname, location.search, location.hash, primary);
    return <Navigate to={target} replace />;
  }
  return <Chrome startup={startup} lang={lang} blackLogo={site.header_settings.black_logo ?? settingValue(settings, SITE_SETTING_KEYS.HEADER_LOGO_BLACK)} whiteLogo={site.header_settings.white_logo ?? settingValue(settings, SITE_SETTING_KEYS.HEADER_LOGO_WHITE)} locales={locales} />;
}

interface ChromeProps {
  startup: Extract<StartupResult, { kind: 'ready' }>;
  lang: Locale;
  blackLogo: string | null;
  whiteLogo: string | null;
  locales: Extract<StartupResult, { kind: 'ready' }>['locales'];
}

/** `/{lang}/search`: the storefront's search page. */
const isSearchPath = (pathname: string) => /^\/[^/]+\/search\/?$/.test(pathname);

function Chrome({ startup, lang, blackLogo, whiteLogo, locales }: ChromeProps) {
  const { site } = startup;
  const location = useLocation();
  const storefront = useMemo(() => storefrontFor(site, lang), [site, lang]);
  // The search page paints with its own colours where the site set some (issue 15 §2 search-page-theme).
  const onSearchPage = isSearchPath(location.pathname);
  const themeVars = useMemo(
    () => themeCssVars(onSearchPage ? searchPageTheme(resolveTheme(site.theme_settings), site.search_page_theme_settings) : site.theme_settings),
    [onSearchPage, site.theme_settings, site.search_page_theme_settings],
  );
  const [heroes, setHeroes] = useState(0);
  const overlay = useMemo<HeaderOverlay>(
    () => ({
      registerHero: () => {
        setHeroes((n) => n + 1);
        return () => setHeroes((n) => n - 1);
      },
    }),
    [],
  );
  const siteName = site.general_settings.name || site.name;
  const header = site.header_settings;
  const overlayHeader = header.header_type === 'scrolled_fixed';

  useEffect(() => publishStorefrontSite(site), [site]);
  useFavicon(site.general_settings.favicon_icon);
  useSiteScripts(site.id, site.script_settings.head_scripts, site.script_settings.footer_scripts);
  // The site's name until the page names itself (pages set their title in a later, passive effect).
  useLayoutEffect(() => {
    document.title = siteName;
  }, [siteName, location.pathname]);
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  useServerHeadUntilNavigation(location.pathname);

  return (
    <StorefrontContext.Provider value={storefront}>
      <HeaderOverlayContext.Provider value={overlay}>
        <Box
          data-testid="storefront"
          minH="100vh"
          display="flex"
          flexDirection="column"
          bg="var(--wh-box)"
          color="var(--wh-text)"
          fontFamily="var(--wh-font)"
          css={{ ...themeVars, '& .chakra-button': { borderRadius: 'var(--wh-button-radius)' } }}
        >
          <SiteHeader
            siteId={site.id}
            siteName={siteName}
            lang={lang}
            headerType={header.header_type}
            blackLogo={blackLogo}
            whiteLogo={whiteLogo}
            showCart={!header.disable_cart}
            showLanguages={!header.disable_language_dropdown}
            enabledLanguages={site.general_settings.language.enabled_language}
            locales={locales}
            heroUnder={heroes > 0}
          />
          {/* At least a screen high: the footer starts below the fold, so the page's content, arriving later, never
              pushes a visible footer down (issue 16: that shift was the storefront's CLS). */}
          <chakra.main id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" minH="100vh" outline="none" pt={overlayHeader && heroes === 0 ? '20' : '0'}>
            <Outlet />
          </chakra.main>
          <SiteFooter site={site} lang={lang}>
            {versionLine}
          </SiteFooter>
        </Box>
      </HeaderOverlayContext.Provider>
    </StorefrontContext.Provider>
  );
}
