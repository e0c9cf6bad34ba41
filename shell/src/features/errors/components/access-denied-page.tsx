import { Link as RouterLink } from 'shared-ui/router';
import { useT, usePageMeta } from 'shared-runtime/session';
import { Heading, Link, Stack, Text } from 'shared-ui';

/** npanel/403, where the guard and the HTTP client send a refused request (spec 000 §4.1, §4.2). */
export function AccessDeniedPage({ profileHref }: { profileHref: string }) {
  const t = useT();
  usePageMeta({ title: 'areas.accessDenied.title', breadcrumbs: [{ label: 'areas.accessDenied.title' }] });
  return (
    <Stack align="center" textAlign="center" gap="3" py="16" px="4">
      <Text fontSize="6xl" fontWeight="bold" color="fg.muted" aria-hidden="true">
        403
      </Text>
      <Heading as="h1" size="xl">
        {t('areas.accessDenied.title')}
      </Heading>
      <Text color="fg.muted">{t('areas.accessDenied.body')}</Text>
      <Link asChild colorPalette="brand" mt="4">
        <RouterLink to={profileHref}>{t('shell.goToProfile')}</RouterLink>
      </Link>
    </Stack>
  );
}
