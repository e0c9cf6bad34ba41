import { useState } from 'react';
import { type CancellationListFilter, type RefundStatus } from 'shared-contracts/customer';
import type { Breadcrumb } from 'shared-runtime/session';
import { useCataloguePart, usePageMeta, useT } from 'shared-runtime/session';
import { Badge, Box, EmptyState, ErrorPanel, Field, Heading, HStack, LoadingState, NativeSelect, Stack, Text } from 'shared-ui';
import { ADMIN_MANIFEST } from 'shared-contracts/manifests';
import { ADMIN_PART } from '../../../lib/catalogue';
import { useCancellations } from '../api/get-cancellations';
import { CancellationsTable } from './cancellations-table';

/** The filter's choices, in the order an administrator works through them: what needs them first after "All". */
const FILTERS = [
  { value: 'all', labelId: 'admin.cancellations.filter.all' },
  { value: 'failed', labelId: 'admin.cancellations.filter.failed' },
  { value: 'succeeded', labelId: 'admin.cancellations.filter.succeeded' },
  { value: 'not_required', labelId: 'admin.cancellations.filter.notRequired' },
  { value: 'pending', labelId: 'admin.cancellations.filter.pending' },
] as const satisfies ReadonlyArray<{ value: RefundStatus | 'all'; labelId: string }>;
type FilterValue = (typeof FILTERS)[number]['value'];

function isFilterValue(value: string): value is FilterValue {
  return FILTERS.some((choice) => choice.value === value);
}

function toFilter(value: FilterValue): CancellationListFilter {
  return value === 'all' ? {} : { refund_status: value };
}

export interface CancellationsPageProps {
  /** Breadcrumbs up to (not including) this page. */
  breadcrumbs: Breadcrumb[];
}

/**
 * admin/cancellations (issue 5): every cancellation, newest first. A refund the provider refused leaves the booking
 * CANCELLATION_FAILED; those rows stand out and their count stays visible whatever the filter, because each one
 * waits for an administrator.
 */
export function CancellationsPage({ breadcrumbs }: CancellationsPageProps) {
  const t = useT();
  useCataloguePart(ADMIN_PART);
  const titleId = ADMIN_MANIFEST.pages['admin.cancellations'].title;
  usePageMeta({ title: titleId, breadcrumbs: [...breadcrumbs, { label: titleId }] });
  const [choice, setChoice] = useState<FilterValue>('all');
  const filtered = choice !== 'all';
  // The unfiltered list is also the source of the failed count; on "All" it is the same request as the table's.
  const all = useCancellations({});
  const list = useCancellations(toFilter(choice));
  const failedCount = all.data?.filter((row) => row.refund_status === 'failed').length;

  let body;
  if (list.error) {
    const message = list.error instanceof Error && list.error.message ? list.error.message : t('admin.cancellations.error');
    body = <ErrorPanel message={message} onRetry={() => void list.mutate()} />;
  } else if (!list.data) {
    body = <LoadingState label={t('admin.cancellations.loading')} />;
  } else if (list.data.length === 0) {
    body = filtered ? (
      <EmptyState title={t('admin.cancellations.emptyFiltered')} description={t('admin.cancellations.emptyFilteredHint')} />
    ) : (
      <EmptyState title={t('admin.cancellations.empty')} />
    );
  } else {
    body = <CancellationsTable rows={list.data} />;
  }

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size="xl">
          {t(titleId)}
        </Heading>
        <Text color="fg.muted">{t('admin.cancellations.intro')}</Text>
      </Stack>
      <HStack gap="4" align="end" wrap="wrap">
        <Field.Root width="auto">
          <Field.Label>{t('admin.cancellations.filter.label')}</Field.Label>
          <NativeSelect.Root width={{ base: 'full', sm: '80' }}>
            <NativeSelect.Field
              value={choice}
              onChange={(event) => {
                const { value } = event.currentTarget;
                if (isFilterValue(value)) setChoice(value);
              }}
            >
              {FILTERS.map(({ value, labelId }) => (
                <option key={value} value={value}>
                  {t(labelId)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {failedCount === undefined ? null : (
          <Badge data-testid="failed-count" colorPalette={failedCount > 0 ? 'red' : 'gray'} size="lg" mb="1">
            {t('admin.cancellations.failedCount', { count: failedCount })}
          </Badge>
        )}
      </HStack>
      <Box>{body}</Box>
    </Stack>
  );
}
