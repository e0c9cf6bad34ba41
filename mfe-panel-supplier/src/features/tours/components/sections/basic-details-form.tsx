import type { Locale } from 'shared-contracts/constants';
import { BasicDetailsInputSchema, type TourFull } from 'shared-contracts/tours';
import type { InferOutput } from 'shared-contracts/valibot';
import { useT } from 'shared-runtime/session';
import { Input, Stack } from 'shared-ui';
import { ContractForm, FormField, SaveBar, Textarea, useContractForm, type ContractFormApi, type FormSchema } from 'shared-ui/panel-kit';
import { ContentLocaleSelect } from '../content-locale-select';
import { LinesField } from '../lines-field';
import { PositionFields } from '../position-fields';

export type BasicOutput = InferOutput<typeof BasicDetailsInputSchema>;

export interface BasicDetailsFormProps {
  tour: TourFull;
  /** The language the texts are written in. */
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  onSubmit: (values: BasicOutput) => unknown;
}

/** Basic details (spec 000 §4), in the chosen language: descriptions, highlights, inclusions, exclusions, meeting point. */
export function BasicDetailsForm({ tour, locale, onLocaleChange, onSubmit }: BasicDetailsFormProps) {
  const t = useT();
  const basic = tour.basic_details;
  const form = useContractForm(BasicDetailsInputSchema, {
    defaultValues: {
      short_description: basic.short_description,
      long_description: basic.long_description,
      highlights: basic.highlights,
      inclusions: basic.inclusions,
      exclusions: basic.exclusions,
      meeting_point: basic.meeting_point,
      meeting_position: basic.meeting_position,
    },
    fieldLabels: {
      highlights: t('supplier.tours.basic.highlights'),
      inclusions: t('supplier.tours.basic.inclusions'),
      exclusions: t('supplier.tours.basic.exclusions'),
    },
  });
  const loose = form as unknown as ContractFormApi<FormSchema>;

  return (
    <ContractForm form={form} onSubmit={onSubmit} aria-label={t('supplier.tours.section.basicDetails')}>
      <Stack gap="5">
        <ContentLocaleSelect value={locale} onChange={onLocaleChange} tour={tour} />
        <FormField name="short_description" label={t('supplier.tours.basic.short')} help={t('supplier.tours.basic.shortHelp')}>
          <Textarea rows={2} {...form.register('short_description')} />
        </FormField>
        <FormField name="long_description" label={t('supplier.tours.basic.long')} help={t('supplier.tours.basic.longHelp')}>
          <Textarea rows={8} {...form.register('long_description')} />
        </FormField>
        <LinesField
          form={loose}
          name="highlights"
          legend={t('supplier.tours.basic.highlights')}
          itemLabel={t('supplier.tours.basic.highlight')}
          addLabel={t('supplier.tours.basic.addHighlight')}
          max={20}
        />
        <LinesField
          form={loose}
          name="inclusions"
          legend={t('supplier.tours.basic.inclusions')}
          itemLabel={t('supplier.tours.basic.inclusion')}
          addLabel={t('supplier.tours.basic.addInclusion')}
          max={30}
        />
        <LinesField
          form={loose}
          name="exclusions"
          legend={t('supplier.tours.basic.exclusions')}
          itemLabel={t('supplier.tours.basic.exclusion')}
          addLabel={t('supplier.tours.basic.addExclusion')}
          max={30}
        />
        <FormField name="meeting_point" label={t('supplier.tours.basic.meetingPoint')} help={t('supplier.tours.basic.meetingPointHelp')}>
          <Input {...form.register('meeting_point', { setValueAs: (value: string | null) => (value?.trim() ? value : null) })} />
        </FormField>
        <PositionFields form={loose} name="meeting_position" legend={t('supplier.tours.basic.meetingPosition')} help={t('supplier.tours.basic.meetingPositionHelp')} />
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}
