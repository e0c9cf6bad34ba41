import type { ReactNode } from 'react';
import { isMessageId, type MessageId } from 'shared-runtime/i18n';
import { useCataloguePart, usePageMeta, useT } from 'shared-runtime/session';
import { Heading, HStack, LoadingState, RemoteVersion, Stack } from 'shared-ui';
import { version } from '../expose/version';

export interface CustomerPageProps {
  titleId: MessageId;
  /** Shown next to the heading (e.g. the logout link). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every page of the area: its texts part, the page title, one h1. Until the area's texts have arrived
 * at all (English is every language's fallback) it shows the loading state rather than message ids.
 */
export function CustomerPage({ titleId, actions, children }: CustomerPageProps) {
  // useT re-renders this page when a catalogue part arrives.
  const t = useT();
  useCataloguePart('customer');
  usePageMeta({ title: titleId, breadcrumbs: [] });
  if (!isMessageId(titleId)) return <LoadingState />;
  return (
    <Stack as="main" gap="6" maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} py="8" w="full">
      <HStack justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h1" size="2xl">
          {t(titleId)}
        </Heading>
        {actions}
      </HStack>
      {children}
      <RemoteVersion name="mfe-customer-area" version={version} />
    </Stack>
  );
}
