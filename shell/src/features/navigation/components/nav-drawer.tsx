import { useEffect, useId, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'shared-ui/router';
import { activeGroupId, activeLinkId, buildNavigation, type VisibleGroup, type VisibleLink } from 'shared-contracts/manifests';
import { useCurrentUser, useSelectedSite, useT } from 'shared-runtime/session';
import { Box, chakra, Portal, VisuallyHidden } from 'shared-ui';
import { Tooltip } from 'shared-ui/panel';
import { NavIcon } from '../../../components/nav-icon';

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: 'full',
  px: '3',
  py: '2',
  borderRadius: 'l2',
  fontSize: 'sm',
  textAlign: 'start',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted', textDecoration: 'none' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
} as const;

function NavLinkEntry({ link, active, onNavigate }: { link: VisibleLink; active: boolean; onNavigate?: () => void }) {
  const t = useT();
  const descriptionId = useId();
  const content = (
    <>
      <NavIcon name={link.icon} />
      <chakra.span flex="1">{t(link.label)}</chakra.span>
    </>
  );

  if (link.disabled) {
    // Not a link until a site is selected (spec 000 §2.7); still focusable so keyboard users reach the explanation.
    return (
      <Tooltip.Root positioning={{ placement: 'right' }} openDelay={150}>
        <Tooltip.Trigger asChild>
          <chakra.span
            {...itemStyles}
            role="link"
            aria-disabled="true"
            aria-describedby={descriptionId}
            tabIndex={0}
            color="fg.subtle"
            cursor="not-allowed"
            _hover={{ bg: 'transparent' }}
          >
            {content}
            <VisuallyHidden id={descriptionId}>{t('nav.selectSiteFirst')}</VisuallyHidden>
          </chakra.span>
        </Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content aria-hidden="true">{t('nav.selectSiteFirst')}</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>
    );
  }

  return (
    <chakra.a
      asChild
      {...itemStyles}
      aria-current={active ? 'page' : undefined}
      bg={active ? 'brand.subtle' : undefined}
      color={active ? 'brand.fg' : 'fg'}
      fontWeight={active ? 'semibold' : 'normal'}
    >
      <RouterLink to={link.href} onClick={onNavigate}>
        {content}
      </RouterLink>
    </chakra.a>
  );
}

function NavGroupEntry({
  group,
  open,
  onToggle,
  activeLink,
  onNavigate,
}: {
  group: VisibleGroup;
  open: boolean;
  onToggle: () => void;
  activeLink: string | null;
  onNavigate?: () => void;
}) {
  const t = useT();
  const listId = useId();
  return (
    <>
      <chakra.button type="button" {...itemStyles} cursor="pointer" aria-expanded={open} aria-controls={listId} onClick={onToggle}>
        <NavIcon name={group.icon} />
        <chakra.span flex="1">{t(group.label)}</chakra.span>
        <NavIcon name={open ? 'chevronDown' : 'chevronRight'} size={18} />
      </chakra.button>
      <chakra.ul id={listId} hidden={!open} listStyleType="none" m="0" ps="6" pt="1">
        {group.children.map((child) => (
          <chakra.li key={child.id}>
            <NavLinkEntry link={child} active={child.id === activeLink} onNavigate={onNavigate} />
          </chakra.li>
        ))}
      </chakra.ul>
    </>
  );
}

/**
 * The panel's navigation drawer (spec 000 §2.6–§2.7): the user's entries by role and policy, the section holding
 * the current route open, site-scoped entries disabled until a site is selected.
 */
export function NavDrawer({ lang, onNavigate }: { lang: string; onNavigate?: () => void }) {
  const t = useT();
  const user = useCurrentUser();
  const site = useSelectedSite();
  const { pathname } = useLocation();

  const entries = useMemo(
    () => (user ? buildNavigation({ user, lang, selectedSiteId: site.id, siteInfo: site.info }) : []),
    [user, lang, site.id, site.info],
  );
  const activeGroup = activeGroupId(entries, pathname);
  const activeLink = activeLinkId(entries, pathname);
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(() => new Set(activeGroup ? [activeGroup] : []));

  // Navigating into a section opens it; sections the user opened by hand stay open.
  useEffect(() => {
    if (activeGroup) setOpenGroups((current) => (current.has(activeGroup) ? current : new Set([...current, activeGroup])));
  }, [activeGroup]);

  const toggle = (id: string) =>
    setOpenGroups((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Box as="nav" aria-label={t('nav.drawerLabel')} py="3" px="2">
      <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="0.5">
        {entries.map((entry) => (
          <chakra.li key={entry.id}>
            {entry.kind === 'link' ? (
              <NavLinkEntry link={entry} active={entry.id === activeLink} onNavigate={onNavigate} />
            ) : (
              <NavGroupEntry
                group={entry}
                open={openGroups.has(entry.id)}
                onToggle={() => toggle(entry.id)}
                activeLink={activeLink}
                onNavigate={onNavigate}
              />
            )}
          </chakra.li>
        ))}
      </chakra.ul>
    </Box>
  );
}

