import { useEffect, useRef } from 'react';
import { formatDisplayDate } from 'shared-contracts/dates';
import { AvailabilitySlotStatus } from 'shared-contracts/enums';
import { DepartureChangeInputSchema, TOUR_MANAGE_LIMITS, type Departure } from 'shared-contracts/tour-manage';
import type * as v from 'shared-contracts/valibot';
import { useLocale, useT } from 'shared-runtime/session';
import { Box, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from 'shared-ui';
import { ContractForm, FormField, SaveBar, useContractForm } from 'shared-ui/panel-kit';
import { saveAllotment } from '../api/save-allotment';
import { SLOT_STATUS_LABELS } from '../lib/labels';
import { CloseButton } from './close-button';

export interface DepartureFormProps {
  tourId: number;
  departure: Departure;
  onSaved: (departure: Departure) => void;
  onClose: () => void;
}

const SALE_STATUSES = [AvailabilitySlotStatus.Active, AvailabilitySlotStatus.Locked] as const;

/**
 * One departure's seats and whether it is on sale. Seats below those already sold are refused by the API with a
 * message naming them, shown in the save bar; nothing is changed then.
 */
export function DepartureForm({ tourId, departure, onSaved, onClose }: DepartureFormProps) {
  const t = useT();
  const [locale] = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useContractForm(DepartureChangeInputSchema, {
    defaultValues: {
      kind: 'departure',
      slot_id: departure.id,
      allotment: departure.allotment,
      status: departure.status === AvailabilitySlotStatus.Locked ? AvailabilitySlotStatus.Locked : AvailabilitySlotStatus.Active,
    },
  });
  useEffect(() => heading.current?.focus(), []);

  const save = async (values: v.InferOutput<typeof DepartureChangeInputSchema>) => {
    // A status left as it was is not sent: a sold-out departure keeps the status the API gave it.
    const { status: _unchanged, ...rest } = values;
    const result = await saveAllotment(tourId, form.formState.dirtyFields.status ? values : rest);
    if (result.kind === 'departure') onSaved(result.departure);
  };

  const when = { date: formatDisplayDate(departure.date, { locale }), time: departure.start_time };
  return (
    <Stack as="section" aria-labelledby="departure-form-title" gap="3" borderWidth="1px" borderRadius="l3" p="4">
      <Heading as="h3" size="md" id="departure-form-title" ref={heading} tabIndex={-1}>
        {t('supplier.tourManage.departure.title', when)}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('supplier.tourManage.departure.sold', { sold: departure.sold })}
      </Text>
      <ContractForm form={form} onSubmit={save}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="2xl">
          <FormField name="allotment" label={t('supplier.tourManage.departure.allotment')} help={t('supplier.tourManage.departure.allotmentHelp')} required>
            <Input type="number" inputMode="numeric" min={0} max={TOUR_MANAGE_LIMITS.allotmentMax} step={1} {...form.register('allotment', { valueAsNumber: true })} />
          </FormField>
          <FormField name="status" label={t('supplier.tourManage.departure.status')} help={t('supplier.tourManage.departure.statusHelp')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('status', { setValueAs: Number })}>
                {SALE_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(SLOT_STATUS_LABELS[status])}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <Box>
          <SaveBar />
          <CloseButton onClose={onClose} />
        </Box>
      </ContractForm>
    </Stack>
  );
}
