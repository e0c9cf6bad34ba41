import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { formatDisplayDate } from 'shared-contracts/dates';
import type { BulkResult } from 'shared-contracts/tour-manage';
import { TOUR_MANAGE_LIMITS } from 'shared-contracts/tour-manage';
import { isMessageId } from 'shared-runtime/i18n';
import { useLocale, useT } from 'shared-runtime/session';
import { Alert, Box, Button, chakra, Flex, Heading, HStack, IconButton, Input, List, Stack, Text } from 'shared-ui';
import { DateRangePicker, fieldErrorText, FormField, splitServerErrors, Table, useConfirm, WeekdayPicker, WEEKDAYS } from 'shared-ui/panel-kit';
import { failureText } from '../../../lib/failure';
import { isCalendarKey } from '../api/keys';
import { saveAllotment } from '../api/save-allotment';
import { bulkInput, bulkProblems, closing, type BulkDraft } from '../lib/bulk-change';
import { addDays } from '../lib/days';
import { SALE_STATUS_LABEL } from '../lib/seats';

export interface BulkChangeProps {
  tourId: number;
  optionId: number;
  /** The first day of the range at first (`?date=`, else today). */
  initialDate: string;
}

/** The form's own fields: a server issue on one of these goes under it, any other into the refusal above. */
const FIELDS = new Set(['start_date', 'end_date', 'weekdays', 'start_times', 'allotment', 'status']);
const STATUS_CHOICES = ['keep', 'open', 'close'] as const;

/** A refusal the user must read: the API's message, and each issue it lists (a departure with its seats). */
interface Refusal {
  message: string;
  issues: string[];
}

const Fieldset = chakra('fieldset', { base: { borderWidth: '0', p: '0', m: '0', minW: '0' } });
const Legend = chakra('legend', { base: { fontWeight: 'medium', fontSize: 'sm', mb: '1.5', p: '0' } });

/**
 * A change of many departures of the option at once: those in a date range, on the chosen weekdays, at the chosen
 * start times (all when none), get a new allotment, a new sale status, or both. Preview first: the API answers
 * every departure it matches, before and after, and refuses those whose held and booked seats exceed the new
 * allotment. Apply sends the previewed change, and only that: a change to the form needs a new preview.
 */
export function BulkChange({ tourId, optionId, initialDate }: BulkChangeProps) {
  const t = useT();
  const [locale] = useLocale();
  const confirm = useConfirm();
  const { mutate } = useSWRConfig();
  const timesLabelId = useId();
  const [draft, setDraft] = useState<BulkDraft>({ start: initialDate, end: addDays(initialDate, 30), weekdays: [...WEEKDAYS], times: [], allotment: '', status: 'keep' });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [preview, setPreview] = useState<{ key: string; result: BulkResult } | null>(null);
  const [busy, setBusy] = useState<'preview' | 'apply' | null>(null);
  const [notice, setNotice] = useState('');

  const input = bulkInput(draft, optionId);
  const key = JSON.stringify(input);
  const current = preview?.key === key ? preview.result : null;
  const refused = current?.changes.filter((change) => change.refused) ?? [];
  const canApply = current !== null && refused.length === 0 && current.changed > 0 && busy === null;

  const edit = (changes: Partial<BulkDraft>) => {
    setNotice('');
    setDraft((previous) => ({ ...previous, ...changes }));
  };
  const problem = (path: string) => {
    const message = problems[path];
    return message ? fieldErrorText({ type: isMessageId(message) ? 'validate' : 'server', message }, t) : undefined;
  };

  /** Sends the form's change, as a preview or for real; the API's refusals go onto the fields and into the alert. */
  const send = async (asPreview: boolean): Promise<BulkResult | null> => {
    const found = bulkProblems(input);
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return null;
    try {
      const result = await saveAllotment(tourId, { ...input, preview: asPreview });
      return result.kind === 'bulk' ? result : null;
    } catch (error) {
      const split = splitServerErrors(error, (path) => FIELDS.has(path.split('.')[0] ?? ''));
      setProblems(Object.fromEntries(split.fields.map((issue) => [issue.path, issue.message])));
      // null: the HTTP client has already told the user (the session ended, access denied).
      const message = failureText(error, t);
      if (message !== null) {
        setRefusal({ message, issues: split.unplaced.map((issue) => (isMessageId(issue.message) ? t(issue.message) : issue.message)) });
      }
      // Whatever was previewed no longer stands: a refused apply means the departures changed meanwhile.
      setPreview(null);
      return null;
    }
  };

  const runPreview = async () => {
    setBusy('preview');
    setNotice('');
    const result = await send(true);
    if (result) setPreview({ key, result });
    setBusy(null);
  };

  const apply = async () => {
    if (!current) return;
    const closes = closing(current.changes).length;
    if (closes > 0) {
      const question = {
        title: t('supplier.calendar.bulk.confirmCloseTitle', { count: closes }),
        message: t('supplier.calendar.bulk.confirmCloseMessage'),
        confirmLabel: t('supplier.calendar.bulk.confirmClose', { count: closes }),
        destructive: true,
      };
      if (!(await confirm(question))) return;
    }
    setBusy('apply');
    const result = await send(false);
    setBusy(null);
    if (!result) return;
    setPreview(null);
    setNotice(t('supplier.calendar.bulk.applied', { count: result.changed }));
    void mutate(isCalendarKey);
  };

  const rangeError = problem('start_date') ?? problem('end_date');
  const applyHint =
    current === null
      ? t('supplier.calendar.bulk.previewFirst')
      : refused.length > 0
        ? t('supplier.calendar.bulk.applyBlocked')
        : current.changed === 0
          ? t('supplier.calendar.bulk.nothingChanges')
          : null;
  return (
    <Stack gap="5">
      <chakra.form
        noValidate
        aria-label={t('supplier.calendar.bulk.formLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          void runPreview();
        }}
      >
        <Stack gap="5">
          <DateRangePicker label={t('supplier.calendar.bulk.range')} required value={{ start: draft.start, end: draft.end }} onChange={(range) => edit({ start: range.start, end: range.end })} {...(rangeError ? { error: rangeError } : {})} />
          <Box>
            <WeekdayPicker label={t('supplier.calendar.bulk.weekdays')} value={draft.weekdays} onChange={(weekdays) => edit({ weekdays })} />
            {problem('weekdays') ? (
              <Text role="alert" color="fg.error" fontSize="sm" mt="1">
                {problem('weekdays')}
              </Text>
            ) : null}
          </Box>
          <Box role="group" aria-labelledby={timesLabelId}>
            <Text id={timesLabelId} fontWeight="medium" fontSize="sm" mb="1">
              {t('supplier.calendar.bulk.startTimes')}
            </Text>
            <Text fontSize="sm" color="fg.muted" mb="2">
              {draft.times.length === 0 ? t('supplier.calendar.bulk.allStartTimes') : t('supplier.calendar.bulk.someStartTimes')}
            </Text>
            <Stack gap="2">
              {draft.times.map((time, index) => (
                <HStack key={index} gap="2" align="end">
                  <Box maxW="48">
                    <FormField name={`start_times.${index}`} label={t('supplier.calendar.bulk.startTime', { number: index + 1 })} {...(problem(`start_times.${index}`) ? { error: problem(`start_times.${index}`)! } : {})}>
                      <Input type="time" value={time} onChange={(event) => edit({ times: draft.times.map((each, i) => (i === index ? event.target.value : each)) })} />
                    </FormField>
                  </Box>
                  <IconButton
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('supplier.calendar.bulk.removeTime', { number: index + 1 })}
                    onClick={() => edit({ times: draft.times.filter((_, i) => i !== index) })}
                  >
                    <span aria-hidden="true">✕</span>
                  </IconButton>
                </HStack>
              ))}
            </Stack>
            {problem('start_times') ? (
              <Text role="alert" color="fg.error" fontSize="sm" mt="1">
                {problem('start_times')}
              </Text>
            ) : null}
            <Button mt="2" size="sm" variant="outline" disabled={draft.times.length >= TOUR_MANAGE_LIMITS.startTimesMax} onClick={() => edit({ times: [...draft.times, ''] })}>
              {t('supplier.calendar.bulk.addTime')}
            </Button>
          </Box>
          <Box maxW="xs">
            <FormField name="allotment" label={t('supplier.calendar.bulk.allotment')} help={t('supplier.calendar.bulk.allotmentHelp')} {...(problem('allotment') ? { error: problem('allotment')! } : {})}>
              <Input type="number" inputMode="numeric" min={0} max={TOUR_MANAGE_LIMITS.allotmentMax} step={1} value={draft.allotment} onChange={(event) => edit({ allotment: event.target.value })} />
            </FormField>
          </Box>
          <Fieldset>
            <Legend>{t('supplier.calendar.bulk.status')}</Legend>
            <Stack gap="1.5">
              {STATUS_CHOICES.map((choice) => (
                <chakra.label key={choice} display="flex" gap="2" alignItems="center" fontSize="sm">
                  <input type="radio" name="bulk-status" value={choice} checked={draft.status === choice} onChange={() => edit({ status: choice })} />
                  {t(`supplier.calendar.bulk.status.${choice}`)}
                </chakra.label>
              ))}
            </Stack>
            {problem('status') ? (
              <Text role="alert" color="fg.error" fontSize="sm" mt="1">
                {problem('status')}
              </Text>
            ) : null}
          </Fieldset>
          <HStack gap="3" wrap="wrap">
            <Button type="submit" variant="outline" colorPalette="brand" loading={busy === 'preview'} disabled={busy !== null}>
              {t('supplier.calendar.bulk.preview')}
            </Button>
            <Button colorPalette="brand" disabled={!canApply} loading={busy === 'apply'} onClick={() => void apply()}>
              {t('supplier.calendar.bulk.apply')}
            </Button>
            <Text fontSize="sm" color="fg.muted">
              {applyHint}
            </Text>
          </HStack>
        </Stack>
      </chakra.form>

      <Box role="status" aria-live="polite" color="fg.success" fontWeight="medium">
        {notice}
      </Box>
      {refusal ? (
        <Alert.Root status="error" role="alert" alignItems="start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{refusal.message}</Alert.Title>
            {refusal.issues.length > 0 ? (
              <Alert.Description>
                <List.Root ps="4" mt="1">
                  {refusal.issues.map((issue) => (
                    <List.Item key={issue}>{issue}</List.Item>
                  ))}
                </List.Root>
              </Alert.Description>
            ) : null}
          </Alert.Content>
        </Alert.Root>
      ) : null}

      {current ? (
        <Stack as="section" aria-labelledby="bulk-preview-title" gap="3">
          <Flex gap="3" align="baseline" wrap="wrap">
            <Heading as="h2" size="md" id="bulk-preview-title">
              {t('supplier.calendar.bulk.previewTitle')}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {t('supplier.calendar.bulk.previewSummary', { count: current.changes.length, changed: current.changed, refused: refused.length })}
            </Text>
          </Flex>
          {refused.length > 0 ? (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{t('supplier.calendar.bulk.refusedHint', { count: refused.length })}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Box overflowX="auto" borderWidth="1px" borderRadius="l2">
            <Table.Root size="sm" aria-labelledby="bulk-preview-title">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('supplier.calendar.bulk.column.date')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('supplier.calendar.bulk.column.time')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('supplier.calendar.bulk.column.sold')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('supplier.calendar.bulk.column.allotment')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('supplier.calendar.bulk.column.status')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('supplier.calendar.bulk.column.note')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {current.changes.map((change) => {
                  const same = change.allotment_before === change.allotment_after && change.status_before === change.status_after;
                  return (
                    <Table.Row key={change.slot_id} bg={change.refused ? 'red.subtle' : undefined} data-refused={change.refused || undefined}>
                      <Table.Cell>{formatDisplayDate(change.date, { locale })}</Table.Cell>
                      <Table.Cell fontVariantNumeric="tabular-nums">{change.start_time}</Table.Cell>
                      <Table.Cell textAlign="end">{change.sold}</Table.Cell>
                      <Table.Cell fontVariantNumeric="tabular-nums">{fromTo(change.allotment_before, change.allotment_after)}</Table.Cell>
                      <Table.Cell>{fromTo(t(SALE_STATUS_LABEL[change.status_before]), t(SALE_STATUS_LABEL[change.status_after]))}</Table.Cell>
                      <Table.Cell color={change.refused ? 'fg.error' : 'fg.muted'} fontWeight={change.refused ? 'semibold' : 'normal'}>
                        {change.refused
                          ? t('supplier.calendar.bulk.refusedRow', { sold: change.sold, allotment: change.allotment_after })
                          : same
                            ? t('supplier.calendar.bulk.unchangedRow')
                            : null}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Box>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** "10 → 14", or "10" when it stays. */
function fromTo(before: string | number, after: string | number): string {
  return before === after ? String(before) : `${before} → ${after}`;
}
