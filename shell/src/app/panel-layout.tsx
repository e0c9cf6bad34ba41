import { type ReactNode, useEffect, useId, useState } from 'react';
import { useLocation } from 'shared-ui/router';
import { UI } from 'shared-contracts/constants';
import { isMessageId } from 'shared-runtime/i18n';
import { usePageMetaValue, useT } from 'shared-runtime/session';
import { Box, chakra, Flex } from 'shared-ui';
import { Breadcrumbs } from '../features/breadcrumbs/components/breadcrumbs';
import { NavDrawer } from '../features/navigation/components/nav-drawer';
import { SiteSelector } from '../features/site-selector/components/site-selector';
import { TopBar } from '../features/top-bar/components/top-bar';
import type { PanelRouteMatch } from './panel-routes';

const MAIN_ID = 'panel-main';

/** The panel chrome of spec 000 §2.6: drawer (270 px), top bar, breadcrumbs, then the page. */
export function PanelLayout({
  lang,
  homeHref,
  match,
  children,
}: {
  lang: string;
  homeHref: string;
  /** The manifest page shown, which the breadcrumbs follow; null for an unknown path. */
  match: PanelRouteMatch | null;
  children: ReactNode;
}) {
  const t = useT();
  const meta = usePageMetaValue();
  const { pathname } = useLocation();
  const drawerId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);

  // On small screens the drawer overlays the page; a navigation closes it.
  useEffect(() => setDrawerOpen(false), [pathname]);

  useEffect(() => {
    if (!drawerOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  const title = meta.title ? (isMessageId(meta.title) ? t(meta.title) : meta.title) : '';
  useEffect(() => {
    document.title = title ? `${title} · ${t('shell.appName')}` : t('shell.appName');
  }, [title, t]);

  return (
    <Flex minH="100vh" bg="bg.subtle">
      <chakra.a
        href={`#${MAIN_ID}`}
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipLink"
        bg="bg"
        px="3"
        py="2"
        borderRadius="l2"
        _focus={{ top: '2' }}
      >
        {t('nav.skipToContent')}
      </chakra.a>
      {drawerOpen ? (
        <Box position="fixed" inset="0" bg="blackAlpha.500" zIndex="overlay" display={{ lg: 'none' }} onClick={() => setDrawerOpen(false)} />
      ) : null}
      <Box
        as="aside"
        id={drawerId}
        width={`${UI.drawerWidth}px`}
        flexShrink={0}
        bg="bg"
        borderEndWidth="1px"
        overflowY="auto"
        height="100vh"
        position={{ base: 'fixed', lg: 'sticky' }}
        top="0"
        insetStart="0"
        zIndex={{ base: 'modal', lg: 'auto' }}
        display={{ base: drawerOpen ? 'block' : 'none', lg: 'block' }}
      >
        <NavDrawer lang={lang} onNavigate={() => setDrawerOpen(false)} />
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <TopBar
          lang={lang}
          homeHref={homeHref}
          drawerOpen={drawerOpen}
          drawerId={drawerId}
          onOpenDrawer={() => setDrawerOpen((open) => !open)}
          siteSelector={<SiteSelector lang={lang} />}
        />
        <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" px={{ base: '4', md: '6' }} py="4" _focus={{ outline: 'none' }}>
          <Box mb="4">
            <Breadcrumbs lang={lang} page={match} />
          </Box>
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
