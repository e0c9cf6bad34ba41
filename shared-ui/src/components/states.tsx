import { Box, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useT } from 'shared-runtime/session';

export function LoadingState({ label }: { label?: string }) {
  const t = useT();
  return (
    <Stack role="status" aria-live="polite" align="center" gap="3" py="10">
      <Spinner size="lg" color="brand.solid" />
      <Text color="fg.muted">{label ?? t('areas.ui.loading')}</Text>
    </Stack>
  );
}

export interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Stack align="center" textAlign="center" gap="2" py="10" px="4">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {description ? <Text color="fg.muted">{description}</Text> : null}
      {action ? <Box pt="2">{action}</Box> : null}
    </Stack>
  );
}

export interface ErrorPanelProps {
  /** Defaults to the generic error title. */
  title?: string;
  message: string;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorPanel({ title, message, onRetry, retryLabel }: ErrorPanelProps) {
  const t = useT();
  return (
    <Stack role="alert" gap="3" borderWidth="1px" borderColor="border.error" bg="bg.error" borderRadius="l3" p="6">
      <Heading as="h2" size="md" color="fg.error">
        {title ?? t('areas.ui.error.title')}
      </Heading>
      <Text>{message}</Text>
      {onRetry ? (
        <Box>
          <Button colorPalette="brand" onClick={onRetry}>
            {retryLabel ?? t('areas.ui.retry')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
