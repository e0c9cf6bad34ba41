import type { ReactNode } from 'react';
import { ApiError } from 'shared-contracts/errors';
import { useT } from 'shared-runtime/session';
import { Box, ErrorPanel, LoadingState } from 'shared-ui';
import { NotFoundPage } from './not-found-page';

export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Box maxW="4xl" mx="auto" px={{ base: '4', md: '6' }} py="12">
      {children}
    </Box>
  );
}

export function PageLoading() {
  return (
    <PageContainer>
      <Box aria-busy="true">
        <LoadingState />
      </Box>
    </PageContainer>
  );
}

/** A failed page load: a 404 is the not-found page; anything else an error with a retry. */
export function PageError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = useT();
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  return (
    <PageContainer>
      <ErrorPanel message={t('site.chrome.page.loadFailed')} onRetry={onRetry} />
    </PageContainer>
  );
}
