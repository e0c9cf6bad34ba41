import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { TOUR_MANAGE_LIMITS, ScheduleInputSchema, type ScheduleResult } from 'shared-contracts/tour-manage';
import type * as v from 'shared-contracts/valibot';
import { useT } from 'shared-runtime/session';
import { Box, Button, Heading, HStack, IconButton, Input, Stack, Text } from 'shared-ui';
import { ContractForm, DateRangePicker, fieldErrorText, FormField, SaveBar, useContractForm, WeekdayPicker, type DateRange } from 'shared-ui/panel-kit';
import { saveAllotment } from '../api/save-allotment';
import { groupError } from './localized-fields';

export interface ScheduleFormProps {
  tourId: number;
  optionId: number;
  optionName: string;
  /** Today in the activity's time zone: a schedule cannot start earlier. */
  today: string;
  defaultEnd: string;
  onScheduled: (result: ScheduleResult, range: DateRange) => void;
}

/**
 * A departure schedule of one option: every day of a date range that falls on the chosen weekdays, at each start
 * time, with the same seats. Posting it again only sets the seats of departures that exist (never below what is
 * sold: then nothing changes and the refusal names the departures).
 */
export function ScheduleForm({ tourId, optionId, optionName, today, defaultEnd, onScheduled }: ScheduleFormProps) {
  const t = useT();
  const weekdaysErrorId = useId();
  const form = useContractForm(ScheduleInputSchema, {
    defaultValues: { kind: 'schedule', option_id: optionId, start_date: today, end_date: defaultEnd, weekdays: [], start_times: ['10:00'], allotment: 10 },
    fieldLabels: {
      start_date: t('kit.dates.from'),
      end_date: t('kit.dates.to'),
      weekdays: t('kit.weekdays'),
      start_times: t('supplier.tourManage.schedule.startTimes'),
      // The refusal of a schedule below sold seats lists each departure as departures.N.
      departures: t('supplier.tourManage.schedule.refusedDeparture'),
    },
  });
  const { errors } = form.formState;
  const [start, end] = form.watch(['start_date', 'end_date']);
  const rangeError = errors.start_date ?? errors.end_date;
  const weekdaysError = groupError(errors.weekdays);
  const timesError = groupError(errors.start_times);

  const save = async (values: v.InferOutput<typeof ScheduleInputSchema>) => {
    const result = await saveAllotment(tourId, values);
    if (result.kind === 'schedule') onScheduled(result, { start: values.start_date, end: values.end_date });
  };

  return (
    <Stack as="section" aria-labelledby="schedule-title" gap="4" borderWidth="1px" borderRadius="l3" p="4">
      <Stack gap="1">
        <Heading as="h3" size="md" id="schedule-title">
          {t('supplier.tourManage.schedule.title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('supplier.tourManage.schedule.help', { name: optionName })}
        </Text>
      </Stack>
      <ContractForm form={form} onSubmit={save} aria-labelledby="schedule-title">
        <Stack gap="5">
          <DateRangePicker
            label={t('supplier.tourManage.schedule.range')}
            min={today}
            required
            value={{ start, end }}
            onChange={(range) => {
              const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
              form.setValue('start_date', range.start, options);
              form.setValue('end_date', range.end, options);
            }}
            {...(rangeError ? { error: fieldErrorText(rangeError, t) } : {})}
          />
          <Box aria-describedby={weekdaysError ? weekdaysErrorId : undefined}>
            <Controller
              control={form.control}
              name="weekdays"
              render={({ field }) => (
                <WeekdayPicker
                  label={t('kit.weekdays')}
                  value={(field.value ?? []) as number[]}
                  onChange={(days) => field.onChange(days)}
                />
              )}
            />
            {weekdaysError ? (
              <Text id={weekdaysErrorId} role="alert" color="fg.error" fontSize="sm" mt="1">
                {fieldErrorText({ type: 'validate', message: weekdaysError }, t)}
              </Text>
            ) : null}
          </Box>
          <Controller
            control={form.control}
            name="start_times"
            render={({ field }) => (
              <StartTimes
                value={field.value ?? []}
                onChange={field.onChange}
                error={timesError ? fieldErrorText({ type: 'validate', message: timesError }, t) : null}
              />
            )}
          />
          <Box maxW="xs">
            <FormField name="allotment" label={t('supplier.tourManage.schedule.allotment')} help={t('supplier.tourManage.schedule.allotmentHelp')} required>
              <Input type="number" inputMode="numeric" min={0} max={TOUR_MANAGE_LIMITS.allotmentMax} step={1} {...form.register('allotment', { valueAsNumber: true })} />
            </FormField>
          </Box>
        </Stack>
        <SaveBar saveLabel={t('supplier.tourManage.schedule.save')} />
      </ContractForm>
    </Stack>
  );
}

interface StartTimesProps {
  value: readonly string[];
  onChange: (times: string[]) => void;
  error: string | null;
}

/** The start times of a schedule, HH:MM each; the browser's time field gives each a keyboard entry. */
function StartTimes({ value, onChange, error }: StartTimesProps) {
  const t = useT();
  const labelId = useId();
  const set = (index: number, time: string) => onChange(value.map((each, i) => (i === index ? time : each)));
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontWeight="medium" fontSize="sm" mb="1.5">
        {t('supplier.tourManage.schedule.startTimes')}
      </Text>
      <Stack gap="2">
        {value.map((time, index) => (
          <HStack key={index} gap="2" align="end">
            <Box maxW="48">
              <FormField name={`start_times.${index}`} label={t('supplier.tourManage.schedule.startTime', { number: index + 1 })}>
                <Input type="time" value={time} onChange={(event) => set(index, event.target.value)} />
              </FormField>
            </Box>
            <IconButton
              variant="ghost"
              colorPalette="red"
              aria-label={t('supplier.tourManage.schedule.removeTime', { number: index + 1 })}
              disabled={value.length === 1}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <span aria-hidden="true">✕</span>
            </IconButton>
          </HStack>
        ))}
      </Stack>
      {error ? (
        <Text role="alert" color="fg.error" fontSize="sm" mt="1">
          {error}
        </Text>
      ) : null}
      <Button mt="2" variant="outline" size="sm" disabled={value.length >= TOUR_MANAGE_LIMITS.startTimesMax} onClick={() => onChange([...value, ''])}>
        {t('supplier.tourManage.schedule.addTime')}
      </Button>
    </Box>
  );
}
