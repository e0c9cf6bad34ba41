import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { CalendarSlot } from 'shared-contracts/activity-calendar';
import { formatDisplayDate } from 'shared-contracts/dates';
import { AvailabilitySlotStatus } from 'shared-contracts/enums';
import { DepartureChangeInputSchema, TOUR_MANAGE_LIMITS } from 'shared-contracts/tour-manage';
import type * as v from 'shared-contracts/valibot';
import { useLocale, useT } from 'shared-runtime/session';
import { Box, EmptyState, ErrorPanel, Input, LoadingState, NativeSelect, SimpleGrid, Stack, Text } from 'shared-ui';
import { ContractForm, FormField, SaveBar, useContractForm } from 'shared-ui/panel-kit';
import { failureText } from '../../../lib/failure';
import { useMonth } from '../api/get-month';
import { isCalendarKey } from '../api/keys';
import { saveAllotment } from '../api/save-allotment';
import { isDay } from '../lib/days';
import { isClosed } from '../lib/seats';
import { Seats } from './seats';

export interface DepartureChangeProps {
  tourId: number;
  optionId: number;
  /** The day first shown (`?date=`), YYYY-MM-DD. */
  initialDate: string;
  /** The departure first chosen (`?slot=`), when it is one of that day's. */
  initialSlot: number | null;
}

/** One departure of the option: a day, one of its departures, and that departure's new allotment and sale status. */
export function DepartureChange({ tourId, optionId, initialDate, initialSlot }: DepartureChangeProps) {
  const t = useT();
  const [locale] = useLocale();
  const [date, setDate] = useState(initialDate);
  const [chosen, setChosen] = useState<number | null>(initialSlot);
  const [notice, setNotice] = useState('');
  const valid = isDay(date);
  const day = useMonth(valid ? { start_date: date, end_date: date, tour_id: tourId, option_id: optionId } : null);
  const departures = day.data?.departures ?? [];
  const departure = departures.find((each) => each.id === chosen) ?? departures[0] ?? null;

  let body;
  if (!valid) {
    body = <Text color="fg.muted">{t('supplier.calendar.change.chooseDate')}</Text>;
  } else if (day.error && !day.data) {
    body = <ErrorPanel message={failureText(day.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void day.mutate()} />;
  } else if (!day.data) {
    body = <LoadingState />;
  } else if (!departure) {
    body = <EmptyState title={t('supplier.calendar.change.noDepartures')} description={t('supplier.calendar.change.noDeparturesHint')} />;
  } else {
    body = (
      <Stack gap="4">
        <FormField name="departure" label={t('supplier.calendar.change.departure')}>
          <NativeSelect.Root maxW="md">
            <NativeSelect.Field
              value={departure.id}
              onChange={(event) => {
                setNotice('');
                setChosen(Number(event.target.value));
              }}
            >
              {departures.map((each) => (
                <option key={each.id} value={each.id}>
                  {t('supplier.calendar.change.departureChoice', {
                    time: each.start_time,
                    allotment: each.allotment,
                    held: each.held,
                    booked: each.booked,
                    closed: isClosed(each.status) ? 'yes' : 'no',
                  })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <DepartureForm
          key={departure.id}
          tourId={tourId}
          departure={departure}
          onSaved={(saved) =>
            setNotice(
              t('supplier.calendar.change.saved', {
                date: formatDisplayDate(saved.date, { locale }),
                time: saved.start_time,
                allotment: saved.allotment,
                closed: isClosed(saved.status) ? 'yes' : 'no',
              }),
            )
          }
        />
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      <Box maxW="xs">
        <FormField name="date" label={t('supplier.calendar.change.date')} required>
          <Input
            type="date"
            value={date}
            onChange={(event) => {
              setNotice('');
              setChosen(null);
              setDate(event.target.value);
            }}
          />
        </FormField>
      </Box>
      <Box role="status" aria-live="polite" color="fg.success">
        {notice}
      </Box>
      {body}
    </Stack>
  );
}

const SALE_STATUSES = [AvailabilitySlotStatus.Active, AvailabilitySlotStatus.Locked] as const;

interface DepartureFormProps {
  tourId: number;
  departure: CalendarSlot;
  onSaved: (departure: { date: string; start_time: string; allotment: number; status: AvailabilitySlotStatus }) => void;
}

/**
 * The departure's allotment and whether it is on sale. An allotment below the seats held or booked is refused by
 * the API (409) with a message naming them, which the save bar shows; nothing changes then.
 */
function DepartureForm({ tourId, departure, onSaved }: DepartureFormProps) {
  const t = useT();
  const { mutate } = useSWRConfig();
  const form = useContractForm(DepartureChangeInputSchema, {
    defaultValues: {
      kind: 'departure',
      slot_id: departure.id,
      allotment: departure.allotment,
      status: isClosed(departure.status) ? AvailabilitySlotStatus.Locked : AvailabilitySlotStatus.Active,
    },
    fieldLabels: { departures: t('supplier.calendar.change.refusedDeparture') },
  });

  const save = async (values: v.InferOutput<typeof DepartureChangeInputSchema>) => {
    // A status left as it was is not sent: a sold-out departure keeps the status the API gave it.
    const { status: _unchanged, ...rest } = values;
    const result = await saveAllotment(tourId, form.formState.dirtyFields.status ? values : rest);
    if (result.kind !== 'departure') return;
    onSaved(result.departure);
    void mutate(isCalendarKey);
  };

  return (
    <ContractForm form={form} onSubmit={save} aria-label={t('supplier.calendar.change.formLabel', { time: departure.start_time })}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('supplier.calendar.change.seatsNow')} <Seats seats={departure} size="sm" />
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="2xl">
          <FormField
            name="allotment"
            label={t('supplier.calendar.change.allotment')}
            help={t('supplier.calendar.change.allotmentHelp', { sold: departure.held + departure.booked })}
            required
          >
            <Input type="number" inputMode="numeric" min={0} max={TOUR_MANAGE_LIMITS.allotmentMax} step={1} {...form.register('allotment', { valueAsNumber: true })} />
          </FormField>
          <FormField name="status" label={t('supplier.calendar.change.status')} help={t('supplier.calendar.change.statusHelp')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('status', { setValueAs: Number })}>
                {SALE_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(status === AvailabilitySlotStatus.Locked ? 'supplier.calendar.status.closed' : 'supplier.calendar.status.open')}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
      </Stack>
      <SaveBar />
    </ContractForm>
  );
}
