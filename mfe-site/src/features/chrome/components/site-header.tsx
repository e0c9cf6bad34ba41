/**
 * Site header (spec 001 §2 "Header"): logo, menu items (nested ones as a disclosure), the language dropdown and the
 * cart button, each optional by site settings. header_type `fixed` is always solid; `scrolled_fixed` lies over the
 * page, transparent (white logo) while a hero is under it and the page is at the top, solid (black logo) otherwise.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { HeaderType, type HeaderType as HeaderTypeValue } from 'shared-contracts/enums';
import type { Locale } from 'shared-contracts/constants';
import type { LocaleEntry } from 'shared-contracts/locales';
import { requestCartOpen, useT } from 'shared-runtime/session';
import { Box, Button, Flex, Image, Link, chakra } from 'shared-ui';
import { Link as RouterLink } from 'shared-ui/router';
import { focusRing } from '../../../lib/theme';
import { useMenuItems, type MenuNode } from '../api/get-menu-items';
import { LanguageSelect } from './language-select';
import { SiteLink } from './site-link';

export const MAIN_CONTENT_ID = 'main-content';
/** Scroll distance after which a scrolled_fixed header turns solid. */
const SOLID_AFTER_PX = 24;

export interface SiteHeaderProps {
  siteId: number;
  siteName: string;
  lang: Locale;
  headerType: HeaderTypeValue;
  blackLogo: string | null;
  whiteLogo: string | null;
  showCart: boolean;
  showLanguages: boolean;
  enabledLanguages: readonly Locale[];
  locales: readonly LocaleEntry[];
  /** Whether a hero lies directly under the header (the page says so). */
  heroUnder: boolean;
}

function useScrolledPast(limit: number, enabled: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    const update = () => setPast(window.scrollY > limit);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [limit, enabled]);
  return past;
}

function CartIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 2h2.2l2.6 11.2A2 2 0 0 0 9.8 15H18v-2H9.8l-.4-2h8.9a2 2 0 0 0 1.9-1.4L22 4H6.6l-.5-2.2A1 1 0 0 0 5.2 1H3v1Z"
      />
    </svg>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={open ? 'm6.4 5 12.6 12.6-1.4 1.4L5 6.4 6.4 5Zm12.6 1.4L6.4 19 5 17.6 17.6 5 19 6.4Z' : 'M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z'} />
    </svg>
  );
}

function MenuEntry({ node, lang, depth }: { node: MenuNode; lang: string; depth: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const hasChildren = node.children.length > 0;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    }
  };
  return (
    <chakra.li position="relative" onKeyDown={onKeyDown}>
      <Flex align="center" gap="1">
        <SiteLink url={node.url} lang={lang} color="inherit" fontWeight="medium" px="2" py="2" display="inline-block" {...focusRing}>
          {node.label}
        </SiteLink>
        {hasChildren ? (
          <chakra.button
            ref={toggle}
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={t('site.chrome.menu.submenu', { label: node.label })}
            onClick={() => setOpen((value) => !value)}
            px="1"
            py="2"
            color="inherit"
            bg="transparent"
            cursor="pointer"
            borderRadius="sm"
            {...focusRing}
          >
            <chakra.span display="inline-block" transform={open ? 'rotate(180deg)' : undefined} aria-hidden="true">
              ▾
            </chakra.span>
          </chakra.button>
        ) : null}
      </Flex>
      {hasChildren ? (
        <chakra.ul
          id={listId}
          hidden={!open}
          listStyleType="none"
          m="0"
          py="1"
          pl={{ base: '4', md: '0' }}
          position={{ base: 'static', md: depth === 0 ? 'absolute' : 'static' }}
          top="100%"
          left="0"
          minW="48"
          zIndex="dropdown"
          bg={{ md: 'var(--wh-box)' }}
          color={{ md: 'var(--wh-text)' }}
          boxShadow={{ md: 'md' }}
          borderRadius={{ md: 'md' }}
        >
          {node.children.map((child) => (
            <MenuEntry key={child.id} node={child} lang={lang} depth={depth + 1} />
          ))}
        </chakra.ul>
      ) : null}
    </chakra.li>
  );
}

export function SiteHeader(props: SiteHeaderProps) {
  const { siteId, siteName, lang, headerType, blackLogo, whiteLogo, showCart, showLanguages, enabledLanguages, locales, heroUnder } = props;
  const t = useT();
  const overlay = headerType === HeaderType.scrolled_fixed;
  const scrolled = useScrolledPast(SOLID_AFTER_PX, overlay);
  const transparent = overlay && heroUnder && !scrolled;
  const logo = transparent ? (whiteLogo ?? blackLogo) : (blackLogo ?? whiteLogo);
  const menu = useMenuItems(siteId, lang);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <>
      <chakra.a
        href={`#${MAIN_CONTENT_ID}`}
        position="absolute"
        left="2"
        top="-40"
        zIndex="skipNav"
        px="4"
        py="2"
        bg="var(--wh-box)"
        color="var(--wh-text)"
        borderRadius="md"
        boxShadow="md"
        _focus={{ top: '2' }}
        {...focusRing}
      >
        {t('site.chrome.skipToContent')}
      </chakra.a>
      <chakra.header
        data-testid="site-header"
        data-header-type={headerType}
        data-transparent={transparent ? 'true' : 'false'}
        position={overlay ? 'fixed' : 'sticky'}
        top="0"
        left="0"
        right="0"
        zIndex="sticky"
        bg={transparent ? 'transparent' : 'var(--wh-box)'}
        color={transparent ? '#FFFFFF' : 'var(--wh-text)'}
        boxShadow={transparent ? 'none' : 'sm'}
        transition="background-color 0.2s, box-shadow 0.2s"
        onKeyDown={closeOnEscape}
      >
        <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="3" align="center" gap="4" wrap="wrap">
          <Link asChild color="inherit" fontWeight="bold" fontSize="xl" {...focusRing}>
            <RouterLink to={`/${lang}`} aria-label={t('site.chrome.homeLink', { name: siteName })}>
              {logo ? <Image src={logo} alt="" height="10" width="auto" maxW="48" /> : <span>{siteName}</span>}
            </RouterLink>
          </Link>
          <Box flex="1" />
          <Flex align="center" gap="2" order={{ base: 0, md: 2 }}>
            {showLanguages && enabledLanguages.length > 1 ? <LanguageSelect lang={lang} enabled={enabledLanguages} locales={locales} /> : null}
            {showCart ? (
              <Button
                type="button"
                variant="ghost"
                color="inherit"
                aria-label={t('site.chrome.cart')}
                onClick={() => requestCartOpen()}
                borderRadius="var(--wh-button-radius)"
                _hover={{ bg: transparent ? 'blackAlpha.400' : 'blackAlpha.100' }}
                {...focusRing}
              >
                <CartIcon />
              </Button>
            ) : null}
            <chakra.button
              ref={toggleRef}
              type="button"
              display={{ base: 'inline-flex', md: 'none' }}
              alignItems="center"
              p="2"
              bg="transparent"
              color="inherit"
              cursor="pointer"
              borderRadius="md"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? t('site.chrome.menu.close') : t('site.chrome.menu.open')}
              onClick={() => setMenuOpen((open) => !open)}
              {...focusRing}
            >
              <MenuIcon open={menuOpen} />
            </chakra.button>
          </Flex>
          <chakra.nav
            id={menuId}
            aria-label={t('site.chrome.mainMenu')}
            order={{ base: 3, md: 1 }}
            width={{ base: 'full', md: 'auto' }}
            display={{ base: menuOpen ? 'block' : 'none', md: 'block' }}
          >
            <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexDirection={{ base: 'column', md: 'row' }} gap={{ base: '0', md: '2' }}>
              {(menu.data ?? []).map((node) => (
                <MenuEntry key={node.id} node={node} lang={lang} depth={0} />
              ))}
            </chakra.ul>
          </chakra.nav>
        </Flex>
      </chakra.header>
    </>
  );
}
