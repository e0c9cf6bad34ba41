import { type MessageId } from 'shared-runtime/i18n';
import { Role } from 'shared-contracts/enums';
import { useCurrentUser, usePageMeta, useT } from 'shared-runtime/session';
import { Badge, Box, Flex, Heading, HStack, Stack, Text } from 'shared-ui';
import { Avatar } from 'shared-ui/panel';

const ROLE_LABEL: Record<Role, MessageId> = {
  [Role.General]: 'shell.role.general',
  [Role.Supplier]: 'shell.role.supplier',
  [Role.Partner]: 'shell.role.partner',
  [Role.Admin]: 'shell.role.admin',
  [Role.Guest]: 'shell.role.guest',
  [Role.Operator]: 'shell.role.operator',
};

/** npanel: the signed-in user's own profile, from the current user the guard loaded. */
export function ProfilePage() {
  const t = useT();
  const user = useCurrentUser();
  usePageMeta({ title: 'shell.profile.title', breadcrumbs: [] });
  if (!user) return null;

  return (
    <Stack gap="6" maxW="3xl">
      <Flex gap="4" align="center">
        <Avatar.Root size="2xl" colorPalette="brand">
          <Avatar.Fallback name={user.name} />
          {user.profile_pic_url ? <Avatar.Image src={user.profile_pic_url} alt="" /> : null}
        </Avatar.Root>
        <Box>
          <Heading as="h1" size="xl">
            {user.name}
          </Heading>
          <Text color="fg.muted">{user.email}</Text>
          {user.parent_user_id !== null ? (
            <Text fontSize="sm" color="fg.muted">
              {t('shell.profile.subUserOf', { id: user.parent_user_id })}
            </Text>
          ) : null}
        </Box>
      </Flex>

      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', md: '12rem 1fr' }} rowGap="4" columnGap="6">
        <Text as="dt" fontWeight="semibold">
          {t('common.email')}
        </Text>
        <Text as="dd">{user.email}</Text>

        <Text as="dt" fontWeight="semibold">
          {t('shell.profile.roles')}
        </Text>
        <Box as="dd">
          <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" p="0" m="0">
            {user.role_id.map((role) => (
              <Box as="li" key={role}>
                <Badge colorPalette="brand">{t(ROLE_LABEL[role])}</Badge>
              </Box>
            ))}
          </HStack>
        </Box>

        <Text as="dt" fontWeight="semibold">
          {t('shell.profile.policies')}
        </Text>
        <Box as="dd">
          {user.policies.length === 0 ? (
            <Text color="fg.muted">{t('shell.profile.noPolicies')}</Text>
          ) : (
            <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" p="0" m="0">
              {user.policies.map((policy) => (
                <Box as="li" key={policy}>
                  <Badge variant="outline" title={policy}>
                    {t(`shell.policy.${policy}`)}
                  </Badge>
                </Box>
              ))}
            </HStack>
          )}
        </Box>

        <Text as="dt" fontWeight="semibold">
          {t('shell.profile.currency')}
        </Text>
        <Text as="dd">{user.user_currency_type}</Text>
      </Box>
    </Stack>
  );
}
