import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { formatDisplayDate } from 'shared-contracts/dates';
import { HOTEL_CALENDAR_LIMITS, SingleCalendarUpdateSchema, type CalendarAllotment } from 'shared-contracts/hotel-calendar';
import type * as v from 'shared-contracts/valibot';
import { useLocale, useT } from 'shared-runtime/session';
import { Box, Button, chakra, Heading, HStack, Input, SimpleGrid, Stack, Text } from 'shared-ui';
import { ContractForm, FormField, SaveBar, useContractForm } from 'shared-ui/panel-kit';
import { isHotelCalendarKey } from '../api/keys';
import { updateCalendar } from '../api/update-calendar';
import type { GridRow } from '../lib/grid';

export interface CellEditorProps {
  hotelId: number;
  row: GridRow;
  date: string;
  /** The night as the grid shows it; undefined for a night without a price yet. */
  cell: CalendarAllotment | undefined;
  currency: string;
  onClose: () => void;
}

type SingleUpdate = v.InferOutput<typeof SingleCalendarUpdateSchema>;

const emptyToNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : value);
const numberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** A price typed in major units (kroner, euros), kept as the text typed; the form holds integer minor units. */
function MoneyInput({ value, onChange, onBlur, name, id }: { value: number | undefined; onChange: (minor: number | undefined) => void; onBlur: () => void; name: string; id?: string }) {
  const [text, setText] = useState(value === undefined || Number.isNaN(value) ? '' : String(value / 100));
  return (
    <Input
      id={id}
      name={name}
      type="number"
      inputMode="decimal"
      min={0}
      step="0.01"
      value={text}
      onBlur={onBlur}
      onChange={(event) => {
        setText(event.target.value);
        const typed = event.target.value.trim();
        onChange(typed === '' ? undefined : Math.round(Number(typed) * 100));
      }}
    />
  );
}

/**
 * One night of a room type and rate plan: its price, rooms for sale and restrictions, saved with the contract's
 * schema. The API's refusals (a total below the rooms sold, a minimum stay above the maximum) go onto their fields.
 */
export function CellEditor({ hotelId, row, date, cell, currency, onClose }: CellEditorProps) {
  const t = useT();
  const [locale] = useLocale();
  const { mutate } = useSWRConfig();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useContractForm(SingleCalendarUpdateSchema, {
    defaultValues: {
      kind: 'single',
      room_type_id: row.roomTypeId,
      rate_plan_id: row.ratePlanId,
      date,
      preview: false,
      changes: cell
        ? {
            price_minor: cell.price_minor,
            allotment: cell.allotment,
            cut_off_time: cell.cut_off_time,
            min_stay: cell.restriction_min_stay,
            max_stay: cell.restriction_max_stay,
            no_check_in: cell.restriction_no_checkin,
            no_check_out: cell.restriction_no_checkout,
          }
        : { min_stay: 1, max_stay: null, cut_off_time: null, no_check_in: false, no_check_out: false },
    },
  });
  useEffect(() => heading.current?.focus(), []);

  const save = async (values: SingleUpdate) => {
    await updateCalendar(hotelId, values);
    await mutate(isHotelCalendarKey);
  };

  return (
    <Stack as="section" aria-labelledby="cell-editor-title" gap="3" borderWidth="1px" borderRadius="l3" p="4">
      <Heading as="h2" size="md" id="cell-editor-title" ref={heading} tabIndex={-1}>
        {t('supplier.hotelCalendar.edit.title', { room: row.roomTitle, plan: row.planName, date: formatDisplayDate(date, { locale }) })}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {cell ? t('supplier.hotelCalendar.edit.sold', { sold: cell.sold }) : t('supplier.hotelCalendar.edit.newNight')}
      </Text>
      <ContractForm form={form} onSubmit={save} aria-label={t('supplier.hotelCalendar.edit.formLabel')}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" maxW="3xl">
          <FormField name="changes.price_minor" label={t('supplier.hotelCalendar.field.price', { currency })} required>
            <Controller
              control={form.control}
              name="changes.price_minor"
              render={({ field }) => <MoneyInput name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
            />
          </FormField>
          <FormField name="changes.allotment" label={t('supplier.hotelCalendar.field.allotment')} help={t('supplier.hotelCalendar.field.allotmentHelp')} required>
            <Input type="number" inputMode="numeric" min={0} max={HOTEL_CALENDAR_LIMITS.allotmentMax} step={1} {...form.register('changes.allotment', { valueAsNumber: true })} />
          </FormField>
          <FormField name="changes.cut_off_time" label={t('supplier.hotelCalendar.field.cutOff')} help={t('supplier.hotelCalendar.field.cutOffHelp')}>
            <Input type="time" {...form.register('changes.cut_off_time', { setValueAs: emptyToNull })} />
          </FormField>
          <FormField name="changes.min_stay" label={t('supplier.hotelCalendar.field.minStay')}>
            <Input type="number" inputMode="numeric" min={1} max={HOTEL_CALENDAR_LIMITS.stayMax} step={1} {...form.register('changes.min_stay', { valueAsNumber: true })} />
          </FormField>
          <FormField name="changes.max_stay" label={t('supplier.hotelCalendar.field.maxStay')} help={t('supplier.hotelCalendar.field.maxStayHelp')}>
            <Input type="number" inputMode="numeric" min={1} max={HOTEL_CALENDAR_LIMITS.stayMax} step={1} {...form.register('changes.max_stay', { setValueAs: numberOrNull })} />
          </FormField>
          <Stack gap="2" justify="center">
            <chakra.label display="flex" gap="2" alignItems="center" fontSize="sm">
              <input type="checkbox" {...form.register('changes.no_check_in')} />
              {t('supplier.hotelCalendar.field.noCheckIn')}
            </chakra.label>
            <chakra.label display="flex" gap="2" alignItems="center" fontSize="sm">
              <input type="checkbox" {...form.register('changes.no_check_out')} />
              {t('supplier.hotelCalendar.field.noCheckOut')}
            </chakra.label>
          </Stack>
        </SimpleGrid>
        <Box>
          <SaveBar saveLabel={t('supplier.hotelCalendar.edit.save')} />
          <HStack mt="2">
            <Button variant="ghost" size="sm" onClick={onClose}>
              {t('supplier.hotelCalendar.edit.close')}
            </Button>
          </HStack>
        </Box>
      </ContractForm>
    </Stack>
  );
}
