import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'shared-ui/router';
import { hrefFor } from 'shared-contracts/manifests';
import { canManageSubUsers, isAdmin } from 'shared-contracts/access';
import { clearSession, useCurrentUser, useT } from 'shared-runtime/session';
import { Box, Button, Portal, Stack, Text } from 'shared-ui';
import { Avatar, Menu } from 'shared-ui/panel';
import { useHttp } from '../../../lib/http';
import { logout } from '../api/logout';

/** Profile for an administrator is the administrators' user list; for anyone else their own profile (spec 000 §2.6). */
export function profileHref(user: Parameters<typeof isAdmin>[0], lang: string): string {
  return isAdmin(user) ? hrefFor('admin.user.list', { lang, userRole: 'administrators' }) : hrefFor('shell.profile', { lang });
}

/** The top bar's account menu: picture, name and e-mail, then Profile, Sub-Users and Logout. */
export function UserMenu({ lang }: { lang: string }) {
  const t = useT();
  const http = useHttp();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [leaving, setLeaving] = useState(false);
  if (!user) return null;

  const signOut = async () => {
    setLeaving(true);
    try {
      await logout(http);
    } catch {
      // Logging out must always work on this side, even when the server cannot be reached.
    }
    clearSession();
    navigate(hrefFor('shell.login', { lang }), { replace: true });
  };

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="2" gap="2" height="auto" py="1" aria-label={t('nav.userMenu')} loading={leaving}>
          <Avatar.Root size="sm" colorPalette="brand">
            <Avatar.Fallback name={user.name} />
            {user.profile_pic_url ? <Avatar.Image src={user.profile_pic_url} alt="" /> : null}
          </Avatar.Root>
          <Stack gap="0" align="start" display={{ base: 'none', md: 'flex' }} textAlign="start">
            <Text fontSize="sm" fontWeight="semibold" lineHeight="short">
              {user.name}
            </Text>
            <Text fontSize="xs" color="fg.muted" lineHeight="short">
              {user.email}
            </Text>
          </Stack>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Box px="3" py="2" display={{ base: 'block', md: 'none' }}>
              <Text fontSize="sm" fontWeight="semibold">
                {user.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {user.email}
              </Text>
            </Box>
            <Menu.Item value="profile" asChild>
              <RouterLink to={profileHref(user, lang)}>{t('nav.profile')}</RouterLink>
            </Menu.Item>
            {canManageSubUsers(user) ? (
              <Menu.Item value="sub-users" asChild>
                <RouterLink to={hrefFor('shell.subUsers', { lang })}>{t('nav.subUsers')}</RouterLink>
              </Menu.Item>
            ) : null}
            <Menu.Separator />
            <Menu.Item value="logout" onClick={() => void signOut()}>
              {t('nav.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
