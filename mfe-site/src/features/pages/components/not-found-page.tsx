import { useStorefront } from '../../../lib/storefront';
import { useDocumentTitle } from '../../../lib/document-title';
import { useT } from 'shared-runtime/session';
import { Box, Heading, Link, Stack, Text } from 'shared-ui';
import { Link as RouterLink } from 'shared-ui/router';
import { focusRing, themedButton, themedTitle } from '../../../lib/theme';

/** "This page could not be found" (spec 001 §8) as a page of the site, with the way home. The 404 status is the server's. */
export function NotFoundPage() {
  const t = useT();
  const { site, href } = useStorefront();
  const title = t('shell.notFound');
  useDocumentTitle(site.general_settings.name || site.name, title);
  return (
    <Stack data-testid="not-found" gap="4" align="center" textAlign="center" maxW="2xl" mx="auto" px="4" py="20">
      <Heading as="h1" fontSize={{ base: '2xl', md: '4xl' }} {...themedTitle}>
        {title}
      </Heading>
      <Text fontSize="lg">{t('site.chrome.notFound.body')}</Text>
      <Box pt="2">
        <Link asChild display="inline-block" px="6" py="3" fontWeight="semibold" textDecoration="none" {...themedButton} {...focusRing}>
          <RouterLink to={href()}>{t('site.chrome.notFound.home')}</RouterLink>
        </Link>
      </Box>
    </Stack>
  );
}

export default NotFoundPage;
