import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { formatDisplayDate } from 'shared-contracts/dates';
import { BulkCalendarUpdateSchema, type CalendarCell, type CalendarChange, type CalendarUpdateAnswer, type RoomRateEntry } from 'shared-contracts/hotel-calendar';
import * as v from 'shared-contracts/valibot';
import { isMessageId } from 'shared-runtime/i18n';
import { useIntl, useLocale, useT, type T } from 'shared-runtime/session';
import { Alert, Box, Button, chakra, Flex, Heading, HStack, Input, List, NativeSelect, SimpleGrid, Stack, Text } from 'shared-ui';
import { DateRangePicker, fieldErrorText, FormField, Table, WeekdayPicker, WEEKDAYS } from 'shared-ui/panel-kit';
import { failureText } from '../../../lib/failure';
import { isHotelCalendarKey } from '../api/keys';
import { updateCalendar } from '../api/update-calendar';
import { addDays } from '../lib/days';
import { formatAmount } from '../lib/grid';

export interface BulkUpdateProps {
  hotelId: number;
  rates: readonly RoomRateEntry[];
  currency: string;
  /** The first day of the range at first (the month shown, or today). */
  initialDate: string;
  onClose: () => void;
}

type Toggle = 'keep' | 'on' | 'off';

interface Draft {
  start: string;
  end: string;
  weekdays: number[];
  roomTypeIds: number[];
  ratePlanIds: number[];
  price: string;
  allotment: string;
  minStay: string;
  maxStay: string;
  noMaxStay: boolean;
  cutOff: string;
  noCutOff: boolean;
  noCheckIn: Toggle;
  noCheckOut: Toggle;
}

const Fieldset = chakra('fieldset', { base: { borderWidth: '0', p: '0', m: '0', minW: '0' } });
const Legend = chakra('legend', { base: { fontWeight: 'medium', fontSize: 'sm', mb: '1.5', p: '0' } });

const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
const toggle = (value: Toggle) => (value === 'keep' ? undefined : value === 'on');

/** The body the draft stands for; the fields left empty are not changed. */
function bulkBody(draft: Draft) {
  const changes = {
    price_minor: draft.price.trim() === '' ? undefined : Math.round(Number(draft.price) * 100),
    allotment: number(draft.allotment),
    min_stay: number(draft.minStay),
    max_stay: draft.noMaxStay ? null : number(draft.maxStay),
    cut_off_time: draft.noCutOff ? null : draft.cutOff === '' ? undefined : draft.cutOff,
    no_check_in: toggle(draft.noCheckIn),
    no_check_out: toggle(draft.noCheckOut),
  };
  return {
    kind: 'bulk' as const,
    start_date: draft.start,
    end_date: draft.end,
    weekdays: [...draft.weekdays].sort(),
    room_type_ids: draft.roomTypeIds,
    rate_plan_ids: draft.ratePlanIds,
    changes: Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
  };
}

/** The body checked with the contract: the update to send, or the problems by path (changes.price_minor, weekdays …). */
function checked(body: ReturnType<typeof bulkBody>, preview: boolean) {
  const result = v.safeParse(BulkCalendarUpdateSchema, { ...body, preview });
  if (result.success) return { update: result.output, problems: {} };
  const problems: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? 'changes';
    problems[path] ??= issue.message;
  }
  return { update: null, problems };
}

/** What changes on a night, field by field: "Price 1,200 → 999". */
function describe(change: CalendarChange, t: T, tag: string): string {
  const after = change.after;
  const before = change.before;
  const show = (key: keyof CalendarCell, value: CalendarCell[keyof CalendarCell]): string => {
    if (value === null) return t('supplier.hotelCalendar.value.none');
    if (typeof value === 'boolean') return t(value ? 'supplier.hotelCalendar.value.yes' : 'supplier.hotelCalendar.value.no');
    return key === 'price_minor' ? formatAmount(value as number, tag) : String(value);
  };
  const parts: string[] = [];
  for (const key of ['price_minor', 'allotment', 'min_stay', 'max_stay', 'cut_off_time', 'no_check_in', 'no_check_out'] as const) {
    if (before && before[key] === after[key]) continue;
    const label = t(`supplier.hotelCalendar.change.${key}`);
    parts.push(before ? `${label} ${show(key, before[key])} → ${show(key, after[key])}` : `${label} ${show(key, after[key])}`);
  }
  return parts.join('; ');
}

/**
 * A bulk update of the hotel's nights: a date range, weekdays, room types and (own) rate plans, and the values to
 * set. Preview first: the API answers every night that would change, before and after; Save changes sends that
 * same update, all or nothing. A refusal (a night below its rooms sold, a minimum stay above the maximum) names
 * the night and changes nothing.
 */
export function BulkUpdate({ hotelId, rates, currency, initialDate, onClose }: BulkUpdateProps) {
  const t = useT();
  const intl = useIntl();
  const [locale] = useLocale();
  const { mutate } = useSWRConfig();
  const roomsId = useId();
  const plansId = useId();
  const plans = [...new Map(rates.flatMap((room) => room.rate_plans).map((plan) => [plan.id, plan])).values()];
  const [draft, setDraft] = useState<Draft>({
    start: initialDate,
    end: addDays(initialDate, 30),
    weekdays: [...WEEKDAYS],
    roomTypeIds: rates.map((room) => room.room_type_id),
    ratePlanIds: plans.map((plan) => plan.id),
    price: '',
    allotment: '',
    minStay: '',
    maxStay: '',
    noMaxStay: false,
    cutOff: '',
    noCutOff: false,
    noCheckIn: 'keep',
    noCheckOut: 'keep',
  });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<{ message: string; issues: string[] } | null>(null);
  const [preview, setPreview] = useState<{ key: string; result: CalendarUpdateAnswer['data'] } | null>(null);
  const [busy, setBusy] = useState<'preview' | 'save' | null>(null);
  const [notice, setNotice] = useState('');

  const body = bulkBody(draft);
  const key = JSON.stringify(body);
  const current = preview?.key === key ? preview.result : null;
  const canSave = current !== null && current.count > 0 && busy === null;

  const edit = (changes: Partial<Draft>) => {
    setNotice('');
    setDraft((previous) => ({ ...previous, ...changes }));
  };
  const problem = (path: string) => {
    const message = problems[path];
    return message ? fieldErrorText({ type: isMessageId(message) ? 'validate' : 'server', message }, t) : undefined;
  };
  const pick = (list: number[], id: number, on: boolean) => (on ? [...list, id] : list.filter((each) => each !== id));

  const send = async (asPreview: boolean) => {
    const { update, problems: found } = checked(body, asPreview);
    setProblems(found);
    setRefusal(null);
    if (!update) return null;
    try {
      return await updateCalendar(hotelId, update);
    } catch (error) {
      const message = failureText(error, t);
      const issues = ((error as { issues?: { message: string }[] } | null)?.issues ?? []).map((issue) => (isMessageId(issue.message) ? t(issue.message) : issue.message));
      if (message !== null) setRefusal({ message, issues });
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

  const save = async () => {
    setBusy('save');
    const result = await send(false);
    setBusy(null);
    if (!result) return;
    setPreview(null);
    setNotice(t('supplier.hotelCalendar.bulk.saved', { count: result.count }));
    void mutate(isHotelCalendarKey);
  };

  const rangeError = problem('start_date') ?? problem('end_date');
  const fieldProblem = (path: string) => (problem(path) ? { error: problem(path)! } : {});
  const toggleField = (name: 'noCheckIn' | 'noCheckOut', label: string) => (
    <FormField name={name === 'noCheckIn' ? 'changes.no_check_in' : 'changes.no_check_out'} label={label}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={draft[name]} onChange={(event) => edit({ [name]: event.target.value as Toggle })}>
          <option value="keep">{t('supplier.hotelCalendar.bulk.keep')}</option>
          <option value="on">{t('supplier.hotelCalendar.bulk.closed')}</option>
          <option value="off">{t('supplier.hotelCalendar.bulk.open')}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );

  return (
    <Stack as="section" aria-labelledby="bulk-update-title" gap="5" borderWidth="1px" borderRadius="l3" p="4">
      <Flex justify="space-between" align="center" gap="3">
        <Heading as="h2" size="md" id="bulk-update-title">
          {t('supplier.hotelCalendar.bulk.title')}
        </Heading>
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('supplier.hotelCalendar.edit.close')}
        </Button>
      </Flex>
      <chakra.form
        noValidate
        aria-label={t('supplier.hotelCalendar.bulk.formLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          void runPreview();
        }}
      >
        <Stack gap="5">
          <DateRangePicker
            label={t('supplier.hotelCalendar.bulk.range')}
            required
            value={{ start: draft.start, end: draft.end }}
            onChange={(range) => edit({ start: range.start, end: range.end })}
            {...(rangeError ? { error: rangeError } : {})}
          />
          <Box>
            <WeekdayPicker label={t('supplier.hotelCalendar.bulk.weekdays')} value={draft.weekdays} onChange={(weekdays) => edit({ weekdays })} />
            {problem('weekdays') ? (
              <Text role="alert" color="fg.error" fontSize="sm" mt="1">
                {problem('weekdays')}
              </Text>
            ) : null}
          </Box>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Fieldset aria-describedby={problem('room_type_ids') ? roomsId : undefined}>
              <Legend>{t('supplier.hotelCalendar.bulk.roomTypes')}</Legend>
              <Stack gap="1">
                {rates.map((room) => (
                  <chakra.label key={room.room_type_id} display="flex" gap="2" alignItems="center" fontSize="sm">
                    <input
                      type="checkbox"
                      checked={draft.roomTypeIds.includes(room.room_type_id)}
                      onChange={(event) => edit({ roomTypeIds: pick(draft.roomTypeIds, room.room_type_id, event.target.checked) })}
                    />
                    {room.room_type_title}
                  </chakra.label>
                ))}
              </Stack>
              {problem('room_type_ids') ? (
                <Text id={roomsId} role="alert" color="fg.error" fontSize="sm" mt="1">
                  {problem('room_type_ids')}
                </Text>
              ) : null}
            </Fieldset>
            <Fieldset aria-describedby={problem('rate_plan_ids') ? plansId : undefined}>
              <Legend>{t('supplier.hotelCalendar.bulk.ratePlans')}</Legend>
              <Stack gap="1">
                {plans.map((plan) => (
                  <chakra.label key={plan.id} display="flex" gap="2" alignItems="center" fontSize="sm">
                    <input type="checkbox" checked={draft.ratePlanIds.includes(plan.id)} onChange={(event) => edit({ ratePlanIds: pick(draft.ratePlanIds, plan.id, event.target.checked) })} />
                    {plan.name}
                  </chakra.label>
                ))}
              </Stack>
              <Text fontSize="xs" color="fg.muted" mt="1">
                {t('supplier.hotelCalendar.bulk.connectedNote')}
              </Text>
              {problem('rate_plan_ids') ? (
                <Text id={plansId} role="alert" color="fg.error" fontSize="sm" mt="1">
                  {problem('rate_plan_ids')}
                </Text>
              ) : null}
            </Fieldset>
          </SimpleGrid>
          <Fieldset>
            <Legend>{t('supplier.hotelCalendar.bulk.changes')}</Legend>
            <Text fontSize="sm" color="fg.muted" mb="2">
              {t('supplier.hotelCalendar.bulk.changesHint')}
            </Text>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" maxW="3xl">
              <FormField name="changes.price_minor" label={t('supplier.hotelCalendar.field.price', { currency })} {...fieldProblem('changes.price_minor')}>
                <Input type="number" inputMode="decimal" min={0} step="0.01" value={draft.price} onChange={(event) => edit({ price: event.target.value })} />
              </FormField>
              <FormField name="changes.allotment" label={t('supplier.hotelCalendar.field.allotment')} help={t('supplier.hotelCalendar.field.allotmentHelp')} {...fieldProblem('changes.allotment')}>
                <Input type="number" inputMode="numeric" min={0} step={1} value={draft.allotment} onChange={(event) => edit({ allotment: event.target.value })} />
              </FormField>
              <FormField name="changes.cut_off_time" label={t('supplier.hotelCalendar.field.cutOff')} {...fieldProblem('changes.cut_off_time')}>
                <Stack gap="1">
                  <Input type="time" value={draft.cutOff} disabled={draft.noCutOff} onChange={(event) => edit({ cutOff: event.target.value })} />
                  <chakra.label display="flex" gap="2" alignItems="center" fontSize="sm">
                    <input type="checkbox" checked={draft.noCutOff} onChange={(event) => edit({ noCutOff: event.target.checked })} />
                    {t('supplier.hotelCalendar.bulk.noCutOff')}
                  </chakra.label>
                </Stack>
              </FormField>
              <FormField name="changes.min_stay" label={t('supplier.hotelCalendar.field.minStay')} {...fieldProblem('changes.min_stay')}>
                <Input type="number" inputMode="numeric" min={1} step={1} value={draft.minStay} onChange={(event) => edit({ minStay: event.target.value })} />
              </FormField>
              <FormField name="changes.max_stay" label={t('supplier.hotelCalendar.field.maxStay')} {...fieldProblem('changes.max_stay')}>
                <Stack gap="1">
                  <Input type="number" inputMode="numeric" min={1} step={1} value={draft.maxStay} disabled={draft.noMaxStay} onChange={(event) => edit({ maxStay: event.target.value })} />
                  <chakra.label display="flex" gap="2" alignItems="center" fontSize="sm">
                    <input type="checkbox" checked={draft.noMaxStay} onChange={(event) => edit({ noMaxStay: event.target.checked })} />
                    {t('supplier.hotelCalendar.bulk.noMaxStay')}
                  </chakra.label>
                </Stack>
              </FormField>
              <Stack gap="3">
                {toggleField('noCheckIn', t('supplier.hotelCalendar.field.noCheckIn'))}
                {toggleField('noCheckOut', t('supplier.hotelCalendar.field.noCheckOut'))}
              </Stack>
            </SimpleGrid>
            {problem('changes') ? (
              <Text role="alert" color="fg.error" fontSize="sm" mt="2">
                {problem('changes')}
              </Text>
            ) : null}
          </Fieldset>
          <HStack gap="3" wrap="wrap">
            <Button type="submit" variant="outline" colorPalette="brand" loading={busy === 'preview'} disabled={busy !== null}>
              {t('supplier.hotelCalendar.bulk.preview')}
            </Button>
            <Button colorPalette="brand" disabled={!canSave} loading={busy === 'save'} onClick={() => void save()}>
              {t('supplier.hotelCalendar.bulk.save')}
            </Button>
            <Text fontSize="sm" color="fg.muted">
              {current === null ? t('supplier.hotelCalendar.bulk.previewFirst') : current.count === 0 ? t('supplier.hotelCalendar.bulk.nothingChanges') : null}
            </Text>
          </HStack>
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
        </Stack>
      </chakra.form>

      <Box role="status" aria-live="polite" color="fg.success" fontWeight="medium">
        {notice}
      </Box>

      {current ? (
        <Stack as="section" aria-labelledby="bulk-preview-title" gap="3">
          <Flex gap="3" align="baseline" wrap="wrap">
            <Heading as="h3" size="sm" id="bulk-preview-title">
              {t('supplier.hotelCalendar.bulk.previewTitle')}
            </Heading>
            <Text fontSize="sm" color="fg.muted" data-testid="bulk-preview-count">
              {t('supplier.hotelCalendar.bulk.previewCount', { count: current.count })}
            </Text>
          </Flex>
          {current.truncated ? (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>{t('supplier.hotelCalendar.bulk.truncated', { shown: current.changes.length, count: current.count })}</Alert.Title>
            </Alert.Root>
          ) : null}
          {current.changes.length > 0 ? (
            <Box overflowX="auto" maxH="96" overflowY="auto" borderWidth="1px" borderRadius="l2">
              <Table.Root size="sm" aria-labelledby="bulk-preview-title">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('supplier.hotelCalendar.bulk.column.date')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('supplier.hotelCalendar.bulk.column.room')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('supplier.hotelCalendar.bulk.column.plan')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('supplier.hotelCalendar.bulk.column.change')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {current.changes.map((change) => (
                    <Table.Row key={`${change.room_type_id}-${change.rate_plan_id}-${change.date}`}>
                      <Table.Cell whiteSpace="nowrap">{formatDisplayDate(change.date, { locale })}</Table.Cell>
                      <Table.Cell>{rates.find((room) => room.room_type_id === change.room_type_id)?.room_type_title ?? change.room_type_id}</Table.Cell>
                      <Table.Cell>{plans.find((plan) => plan.id === change.rate_plan_id)?.name ?? change.rate_plan_id}</Table.Cell>
                      <Table.Cell fontVariantNumeric="tabular-nums">{describe(change, t, intl.locale)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
