import { SeasonalInputSchema, type Season, type TourFull } from 'shared-contracts/tours';
import type { InferOutput } from 'shared-contracts/valibot';
import { useT } from 'shared-runtime/session';
import { Button, HStack, Input, SimpleGrid, Stack, Text } from 'shared-ui';
import { ContractForm, FormField, SaveBar, useContractForm } from 'shared-ui/panel-kit';
import { errorText } from '../../lib/error-texts';

export type SeasonalOutput = InferOutput<typeof SeasonalInputSchema>;

/** The API's limit on seasons (SeasonalInputSchema). */
const MAX_SEASONS = 12;

export interface SeasonalFormProps {
  tour: TourFull;
  onSubmit: (values: SeasonalOutput) => unknown;
}

/** Seasonal (spec 000 §4): the parts of every year the activity runs, as MM-DD to MM-DD (a season may span New Year). */
export function SeasonalForm({ tour, onSubmit }: SeasonalFormProps) {
  const t = useT();
  const form = useContractForm(SeasonalInputSchema, {
    defaultValues: { seasons: tour.seasonal.seasons },
    fieldLabels: { seasons: t('supplier.tours.seasonal.seasons') },
  });
  const seasons = (form.watch('seasons') as Season[] | undefined) ?? [];
  const options = () => ({ shouldDirty: true, shouldTouch: true, shouldValidate: form.formState.isSubmitted });
  const listError = errorText(form.getFieldState('seasons', form.formState).error, t);

  return (
    <ContractForm form={form} onSubmit={onSubmit} aria-label={t('supplier.tours.section.seasonal')}>
      <Stack gap="4">
        <Text color="fg.muted">{t('supplier.tours.seasonal.help')}</Text>
        {seasons.length === 0 ? <Text>{t('supplier.tours.seasonal.allYear')}</Text> : null}
        {seasons.map((_, index) => (
          <Stack key={index} as="fieldset" gap="2" borderWidth="1px" borderRadius="l3" p="3">
            <Text as="legend" fontWeight="medium">
              {t('supplier.tours.seasonal.season', { number: index + 1 })}
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <FormField name={`seasons.${index}.from`} label={t('supplier.tours.seasonal.from')} help={t('supplier.tours.seasonal.dayHelp')} required>
                <Input placeholder="05-01" {...form.register(`seasons.${index}.from`)} />
              </FormField>
              <FormField name={`seasons.${index}.to`} label={t('supplier.tours.seasonal.to')} help={t('supplier.tours.seasonal.dayHelp')} required>
                <Input placeholder="09-30" {...form.register(`seasons.${index}.to`)} />
              </FormField>
            </SimpleGrid>
            <HStack>
              <Button
                variant="ghost"
                size="xs"
                colorPalette="red"
                aria-label={t('supplier.tours.seasonal.remove', { number: index + 1 })}
                onClick={() => form.setValue('seasons', seasons.filter((__, at) => at !== index), options())}
              >
                {t('supplier.tours.seasonal.removeShort')}
              </Button>
            </HStack>
          </Stack>
        ))}
        {listError ? (
          <Text color="fg.error" role="alert">
            {listError}
          </Text>
        ) : null}
        <HStack>
          <Button
            variant="outline"
            size="sm"
            disabled={seasons.length >= MAX_SEASONS}
            onClick={() => form.setValue('seasons', [...seasons, { from: '', to: '' }], options())}
          >
            {t('supplier.tours.seasonal.add')}
          </Button>
        </HStack>
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}
