import { Link as RouterLink } from 'shared-ui/router';
import { useLocale, useT } from 'shared-runtime/session';
import { Heading, Link, Stack, Text } from 'shared-ui';

/**
 * "This page could not be found" (spec 000 §2.1, §8). An SPA cannot answer 404 for a client route, so this is
 * rendered for a page that does not exist.
 */
export function NotFoundPage({ homeHref }: { homeHref?: string }) {
  const t = useT();
  const [locale] = useLocale();
  return (
    <Stack as="section" align="center" textAlign="center" gap="3" py="20" px="4">
      <Text fontSize="6xl" fontWeight="bold" color="fg.muted" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" size="xl">
        {t('shell.notFound')}
      </Heading>
      <Link asChild colorPalette="brand" mt="4">
        <RouterLink to={homeHref ?? `/${locale}`}>{t('shell.goHome')}</RouterLink>
      </Link>
    </Stack>
  );
}
