import { usePageMeta, useSelectedSite, useT } from 'shared-contracts/session';
import { Box, Heading, RemoteVersion, Stack, Text } from 'shared-ui';
import { version } from '../../../expose/version';

export interface StorefrontSite {
  name: string;
}

/**
 * The storefront's start page for this release: the site's name and a plain statement that the storefront is not
 * built yet. The site comes from the shell (resolved from the host), else from the session's selected site.
 */
export function StorefrontLanding({ site }: { site: StorefrontSite | null }) {
  const t = useT();
  const { info } = useSelectedSite();
  const name = site?.name ?? info?.name ?? t('areas.site.unnamed');
  usePageMeta({ title: name, breadcrumbs: [] });
  return (
    <Box as="main" maxW="4xl" mx="auto" px="6" py="12">
      <Stack gap="4">
        <Heading as="h1" size="3xl">
          {t('areas.site.title', { name })}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {t('areas.site.notBuiltYet')}
        </Text>
        <RemoteVersion name="mfe-site" version={version} />
      </Stack>
    </Box>
  );
}
