import { Box, Button, EmptyState, ErrorPanel, Heading, Stack, Text } from 'shared-ui';
import { Skeleton } from 'shared-ui/storefront';
import { ApiError } from 'shared-contracts/errors';
import { useT } from 'shared-runtime/session';

/** The shape of a product page while it loads, so nothing jumps when it arrives. */
export function ProductSkeleton() {
  const t = useT();
  return (
    <Stack gap="4" aria-busy="true" role="status" aria-label={t('site.product.loading')}>
      <Skeleton height="8" width="60%" />
      <Skeleton height="64" borderRadius="l3" />
      <Skeleton height="4" />
      <Skeleton height="4" width="80%" />
      <Skeleton height="4" width="70%" />
    </Stack>
  );
}

/** Spec 001 §8 "Unknown page": "This page could not be found". */
export function ProductNotFound() {
  const t = useT();
  return (
    <Box role="alert" py="10">
      <EmptyState title={t('shell.notFound')} description={t('site.product.notFound.description')} />
    </Box>
  );
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export function ProductError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  const message = error instanceof Error && error.message ? error.message : t('errors.somethingWentWrong');
  return <ErrorPanel title={t('site.product.error.title')} message={message} onRetry={onRetry} retryLabel={t('site.product.retry')} />;
}

/** Inline failure of one part of a page (dates, slots, a quote): the rest stays usable. */
export function InlineError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Stack role="alert" gap="2" borderWidth="1px" borderColor="border.error" bg="bg.error" borderRadius="l2" p="3">
      <Text>{message}</Text>
      <Box>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('site.product.retry')}
        </Button>
      </Box>
    </Stack>
  );
}

export function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <Heading as="h2" size="md" id={id} mb="2">
      {children}
    </Heading>
  );
}
