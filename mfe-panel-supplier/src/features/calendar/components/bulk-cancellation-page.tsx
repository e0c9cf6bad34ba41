import { useState } from 'react';
import type { CalendarSlot } from 'shared-contracts/activity-calendar';
import { formatDisplayDate } from 'shared-contracts/dates';
import { useLocale, useT } from 'shared-runtime/session';
import { Alert, Badge, Box, Button, EmptyState, ErrorPanel, Field, HStack, Input, LoadingState, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { Checkbox, ProgressBar, Table, Textarea, useConfirm } from 'shared-ui/panel-kit';
import { Link as RouterLink, useSearchParams } from 'shared-ui/router';
import { useSWRConfig } from 'swr';
import { failureText } from '../../../lib/failure';
import { minorToMajorText } from '../../../lib/money';
import { routeId } from '../../../lib/route-id';
import { bulkCancel, useWorkflow, type Workflow } from '../api/bulk-cancel';
import { useMonth } from '../api/get-month';
import { isCalendarKey } from '../api/keys';
import { addDays, isDay, monthOf, todayIn } from '../lib/days';
import { calendarHref } from '../lib/hrefs';
import { CalendarFrame } from './calendar-frame';

/** Days the departure list covers at first: the chosen day and the week after it. */
const FIRST_RANGE_DAYS = 6;

/**
 * npanel/calendar/{id}/{tourOptionId}/bulk-cancellation (issue 13 §1): the supplier closes departures of an option
 * (the weather turned) and every booking on them is cancelled, refunded in full and told by e-mail, in a background
 * job. `?date=` and `?slot=` preselect; `?workflow=` follows a started cancellation, so a reload keeps its progress.
 */
export function BulkCancellationPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const dateParam = params.get('date');
  const start = isDay(dateParam) ? dateParam : todayIn();
  const slot = routeId(params.get('slot') ?? undefined);
  const workflowId = params.get('workflow');
  return (
    <CalendarFrame
      page="supplier.calendar.bulkCancellation"
      breadcrumbs={breadcrumbs}
      intro={t('supplier.calendar.cancel.intro')}
      back={({ lang, tourId }) => calendarHref.details(lang, tourId, 'supplier.calendar.details', { month: monthOf(start) })}
    >
      {({ tourId, option, lang }) =>
        workflowId ? (
          <WorkflowProgress workflowId={workflowId} backHref={calendarHref.details(lang, tourId, 'supplier.calendar.details', { month: monthOf(start) })} />
        ) : (
          <ChooseDepartures
            tourId={tourId}
            optionId={option!.id}
            start={start}
            preselected={typeof slot === 'number' ? slot : null}
            onStarted={(workflow) => setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('workflow', workflow.workflow_id);
              return next;
            })}
          />
        )
      }
    </CalendarFrame>
  );
}

function ChooseDepartures({ tourId, optionId, start, preselected, onStarted }: { tourId: number; optionId: number; start: string; preselected: number | null; onStarted: (workflow: Workflow) => void }) {
  const t = useT();
  const [locale] = useLocale();
  const confirm = useConfirm();
  const { mutate } = useSWRConfig();
  const [from, setFrom] = useState(start);
  const [to, setTo] = useState(addDays(start, FIRST_RANGE_DAYS));
  const [chosen, setChosen] = useState<number[]>(preselected === null ? [] : [preselected]);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const validRange = isDay(from) && isDay(to) && from <= to;
  const month = useMonth(validRange ? { start_date: from, end_date: to, tour_id: tourId, option_id: optionId } : null);
  const departures = month.data?.departures ?? [];
  // Only departures listed in the range are sent: one chosen from the URL but outside it is left out.
  const selected = departures.filter((d) => chosen.includes(d.id));
  const bookings = selected.reduce((sum, d) => sum + d.booked + d.held, 0);

  const label = (d: CalendarSlot) =>
    t('supplier.calendar.cancel.departureLabel', { date: formatDisplayDate(d.date, { locale }), time: d.start_time, booked: d.booked, held: d.held });
  const toggle = (id: number, on: boolean) => setChosen((current) => (on ? [...current, id] : current.filter((each) => each !== id)));

  const submit = async () => {
    setError(null);
    const asked = await confirm({
      title: t('supplier.calendar.cancel.confirmTitle', { count: selected.length }),
      message: t('supplier.calendar.cancel.confirmMessage', { count: selected.length, seats: bookings }),
      confirmLabel: t('supplier.calendar.cancel.confirm'),
      cancelLabel: t('supplier.calendar.cancel.keep'),
      destructive: true,
    });
    if (!asked) return;
    setBusy(true);
    try {
      const started = await bulkCancel({ kind: 'departures', tour_id: tourId, slot_ids: selected.map((d) => d.id), ...(reason.trim() ? { reason: reason.trim() } : {}) });
      // The departures are closed now: every cached month and day shows it when next seen.
      void mutate(isCalendarKey);
      onStarted(started);
    } catch (failure) {
      setError(failureText(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="5">
      <HStack gap="4" align="end" wrap="wrap">
        <Field.Root maxW="12rem" invalid={!validRange}>
          <Field.Label>{t('supplier.calendar.cancel.from')}</Field.Label>
          <Input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        </Field.Root>
        <Field.Root maxW="12rem" invalid={!validRange}>
          <Field.Label>{t('supplier.calendar.cancel.to')}</Field.Label>
          <Input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
          {!validRange ? <Field.ErrorText>{t('validation.dateRangeInvalid')}</Field.ErrorText> : null}
        </Field.Root>
      </HStack>

      {month.error ? (
        <ErrorPanel message={failureText(month.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void month.mutate()} />
      ) : validRange && !month.data ? (
        <LoadingState />
      ) : departures.length === 0 ? (
        <EmptyState title={t('supplier.calendar.cancel.noDepartures')} description={t('supplier.calendar.cancel.noDeparturesHint')} />
      ) : (
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontWeight="medium">
            {t('supplier.calendar.cancel.departures')}
          </Text>
          {departures.map((d) => (
            <Checkbox.Root key={d.id} checked={chosen.includes(d.id)} onCheckedChange={(details) => toggle(d.id, details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{label(d)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}

      <Field.Root>
        <Field.Label>{t('supplier.calendar.cancel.reason')}</Field.Label>
        <Textarea value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} rows={2} />
        <Field.HelperText>{t('supplier.calendar.cancel.reasonHint')}</Field.HelperText>
      </Field.Root>

      {error ? (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
      <Box>
        <Button colorPalette="red" disabled={selected.length === 0 || busy} loading={busy} onClick={() => void submit()}>
          {t('supplier.calendar.cancel.submit', { count: selected.length })}
        </Button>
      </Box>
    </Stack>
  );
}

const STATUS_TEXT = {
  pending: 'supplier.calendar.cancel.status.pending',
  succeeded: 'supplier.calendar.cancel.status.succeeded',
  failed: 'supplier.calendar.cancel.status.failed',
} as const;

function WorkflowProgress({ workflowId, backHref }: { workflowId: string; backHref: string }) {
  const t = useT();
  const workflow = useWorkflow(workflowId);
  const [retrying, setRetrying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (workflow.error) return <ErrorPanel message={failureText(workflow.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void workflow.mutate()} />;
  if (!workflow.data) return <LoadingState />;
  const w = workflow.data;
  const running = w.status === 'running';
  const percent = w.total === 0 ? 100 : Math.round((w.done / w.total) * 100);

  const retry = async () => {
    setError(null);
    setRetrying(true);
    try {
      await workflow.mutate(await bulkCancel({ kind: 'retry', workflow_id: w.workflow_id }), { revalidate: false });
    } catch (failure) {
      setError(failureText(failure, t));
    } finally {
      setRetrying(false);
    }
  };

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Text>{t('supplier.calendar.cancel.progress', { done: w.done, total: w.total })}</Text>
        <ProgressBar
          value={percent}
          size="md"
          label={t('supplier.calendar.cancel.progressLabel')}
          valueText={t('supplier.calendar.cancel.progress', { done: w.done, total: w.total })}
          colorPalette={w.failed > 0 ? 'orange' : 'brand'}
        />
      </Stack>

      {!running && w.failed === 0 ? (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('supplier.calendar.cancel.done', { total: w.total, departures: w.slot_ids.length })}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {!running && w.failed > 0 ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('supplier.calendar.cancel.someFailed', { failed: w.failed })}</Alert.Title>
            <Alert.Description>{t('supplier.calendar.cancel.someFailedHint')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}

      {w.items.length === 0 ? (
        <Text color="fg.muted">{t('supplier.calendar.cancel.noBookings')}</Text>
      ) : (
        <Table.Root size="sm" aria-label={t('supplier.calendar.cancel.bookings')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('supplier.calendar.cancel.column.booking')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('supplier.calendar.cancel.column.guest')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('supplier.calendar.cancel.column.refund')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('supplier.calendar.cancel.column.status')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {w.items.map((item) => (
              <Table.Row key={item.reservation_id}>
                <Table.Cell>{item.booking_number}</Table.Cell>
                <Table.Cell>{item.guest_name}</Table.Cell>
                <Table.Cell>{item.refund_amount.minor > 0 ? `${item.refund_amount.currency} ${minorToMajorText(item.refund_amount.minor, item.refund_amount.currency)}` : t('supplier.calendar.cancel.noRefund')}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={item.status === 'failed' ? 'red' : item.status === 'succeeded' ? 'green' : 'gray'}>{t(STATUS_TEXT[item.status])}</Badge>
                  {item.failure_code ? (
                    <Text as="span" ms="2" fontSize="sm" color="fg.muted">
                      {item.failure_code}
                    </Text>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}

      {error ? (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
      <HStack gap="3">
        {!running && w.failed > 0 ? (
          <Button colorPalette="brand" loading={retrying} onClick={() => void retry()}>
            {t('supplier.calendar.cancel.retry', { failed: w.failed })}
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <RouterLink to={backHref}>{t('supplier.calendar.backToCalendar')}</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
