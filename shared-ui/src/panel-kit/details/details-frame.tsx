import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useT } from 'shared-runtime/session';
import { Link as RouterLink } from 'shared-ui/router';
import { EmptyState, ErrorPanel, LoadingState } from '../../components/states';
import { errorMessage } from '../lib/error-message';

/** One record as its SWR hook answers it. */
export interface DetailsRecord<T> {
  data?: T;
  error?: unknown;
  /** Reads it again (Retry). */
  mutate: () => unknown;
}

export interface DetailsFrameProps<T> {
  record: DetailsRecord<T>;
  /** The list the record belongs to: the link above the heading, and the way out when it is not found. */
  back: { to: string; label: string };
  /** The page's h1. */
  heading: string;
  /** Beside the heading once the record is there (its status badge). */
  badge?: (data: T) => ReactNode;
  loadingLabel: string;
  /** What a failed read says; the HTTP client's message (else the generic one) by default. */
  errorText?: (error: unknown) => string;
  /** A 404 shows this, with the way back, instead of an error to retry. */
  notFound?: { title: string; description?: string };
  /** The record's sections. */
  children: (data: T) => ReactNode;
}

/** The HTTP status of a failed call, read structurally: another copy of shared-contracts/errors may have made it. */
const statusOf = (error: unknown) => (typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined);

/**
 * A details page of one record: while it loads a loading state, a failure an error with Retry (or, for a 404, the
 * not-found state with the way back), then the way back, the heading with the record's badge, and its sections.
 */
export function DetailsFrame<T>({ record, back, heading, badge, loadingLabel, errorText, notFound, children }: DetailsFrameProps<T>) {
  const t = useT();
  const backLink = (
    <Link asChild>
      <RouterLink to={back.to}>{back.label}</RouterLink>
    </Link>
  );
  if (record.error) {
    if (notFound && statusOf(record.error) === 404) {
      return <EmptyState title={notFound.title} description={notFound.description} action={backLink} />;
    }
    return <ErrorPanel message={errorText ? errorText(record.error) : errorMessage(record.error, t)} onRetry={() => void record.mutate()} />;
  }
  const data = record.data;
  if (data === undefined) return <LoadingState label={loadingLabel} />;
  return (
    <Stack gap="5">
      {backLink}
      <HStack gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          {heading}
        </Heading>
        {badge?.(data)}
      </HStack>
      {children(data)}
    </Stack>
  );
}

/** A titled, bordered section of a details page, named by its heading. */
export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="l3" p="4">
      <Heading as="h2" size="md" id={id} mb="3">
        {title}
      </Heading>
      <Stack gap="2">{children}</Stack>
    </Box>
  );
}

export interface DetailsFieldProps {
  label: string;
  children: ReactNode;
  /** Makes the row a group named by its label, so that it can be found by it. */
  group?: boolean;
}

/** One labelled value of a details page: the label muted on the left, the value beside it. */
export function DetailsField({ label, children, group }: DetailsFieldProps) {
  return (
    <HStack gap="3" align="start" {...(group ? { role: 'group', 'aria-label': label } : {})}>
      <Text minW="40" color="fg.muted">
        {label}
      </Text>
      <Box>{children}</Box>
    </HStack>
  );
}
