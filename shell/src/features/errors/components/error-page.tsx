import { Link as RouterLink } from 'shared-ui/router';
import { useLocale, useT } from 'shared-runtime/session';
import { Heading, Link, Stack, Text } from 'shared-ui';

/** The unknown-route page (spec 000 §2.1, §8): "ERROR" / "Oops, Something went wrong". */
export function ErrorPage({ homeHref }: { homeHref?: string }) {
  const t = useT();
  const [locale] = useLocale();
  return (
    <Stack as="section" align="center" textAlign="center" gap="3" py="20" px="4">
      <Heading as="h1" size="5xl" letterSpacing="wide">
        {t('shell.error.title')}
      </Heading>
      <Text fontSize="xl">{t('shell.error.body')}</Text>
      <Link asChild colorPalette="brand" mt="4">
        <RouterLink to={homeHref ?? `/${locale}`}>{t('shell.goHome')}</RouterLink>
      </Link>
    </Stack>
  );
}
