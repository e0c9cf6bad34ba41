/** What the storefront shows when start-up does not end with a site (spec 001 §4). */
import type { ReactNode } from 'react';
import { useT } from 'shared-runtime/session';
import { Box, ErrorPanel, Heading, LoadingState, Stack, Text, chakra } from 'shared-ui';

/** A page of its own (the chrome is not there yet): landmark, one h1, and the version line. */
export function StartupFrame({ children, footer }: { children: ReactNode; footer: ReactNode }) {
  return (
    <Box minH="100vh" display="flex" flexDirection="column" bg="#FFFFFF" color="#1F2937">
      <chakra.main id="main-content" flex="1" display="flex" alignItems="center" justifyContent="center" px="4">
        <Box maxW="xl" w="full">
          {children}
        </Box>
      </chakra.main>
      <Box px="4" py="2">
        {footer}
      </Box>
    </Box>
  );
}

function Notice({ title, body }: { title: string; body: string }) {
  return (
    <Stack gap="3" textAlign="center" py="10">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="#4B5563">{body}</Text>
    </Stack>
  );
}

export function StartupLoading() {
  const t = useT();
  return <LoadingState label={t('site.chrome.startup.loading')} />;
}

export function Redirecting() {
  const t = useT();
  return <LoadingState label={t('site.chrome.startup.redirecting')} />;
}

export function NoSiteNotice() {
  const t = useT();
  return <Notice title={t('site.chrome.noSite.title')} body={t('site.chrome.noSite.body')} />;
}

export function SiteUnavailableNotice() {
  const t = useT();
  return <Notice title={t('site.chrome.unavailable.title')} body={t('site.chrome.unavailable.body')} />;
}

export function StartupFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <>
      <chakra.h1 srOnly>{t('site.chrome.startup.failedTitle')}</chakra.h1>
      <ErrorPanel title={t('site.chrome.startup.failedTitle')} message={t('site.chrome.startup.failedBody')} onRetry={onRetry} />
    </>
  );
}
