import { type ReactNode } from 'react';
import { Link as RouterLink } from 'shared-ui/router';
import { useT } from 'shared-runtime/session';
import { Flex, HStack, IconButton, Link } from 'shared-ui';
import { LanguageSwitch } from '../../../components/language-switch';
import { NavIcon } from '../../../components/nav-icon';
import { UserMenu } from './user-menu';

export interface TopBarProps {
  lang: string;
  homeHref: string;
  onOpenDrawer: () => void;
  drawerOpen: boolean;
  drawerId: string;
  /** The site selector, for partners holding the site-count policy. */
  siteSelector?: ReactNode;
}

export function TopBar({ lang, homeHref, onOpenDrawer, drawerOpen, drawerId, siteSelector }: TopBarProps) {
  const t = useT();
  return (
    <Flex as="header" align="center" gap="3" px={{ base: '2', md: '4' }} height="16" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="docked">
      <IconButton
        variant="ghost"
        size="sm"
        display={{ base: 'inline-flex', lg: 'none' }}
        aria-label={t(drawerOpen ? 'nav.closeDrawer' : 'nav.openDrawer')}
        aria-expanded={drawerOpen}
        aria-controls={drawerId}
        onClick={onOpenDrawer}
      >
        <NavIcon name="menu" />
      </IconButton>
      <Link asChild fontWeight="bold" fontSize="lg" color="brand.fg" textDecoration="none">
        <RouterLink to={homeHref}>{t('shell.appName')}</RouterLink>
      </Link>
      <HStack ms="auto" gap={{ base: '1', md: '3' }}>
        {siteSelector}
        <LanguageSwitch />
        <UserMenu lang={lang} />
      </HStack>
    </Flex>
  );
}
