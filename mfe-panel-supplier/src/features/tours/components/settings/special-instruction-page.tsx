import { useState } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from 'shared-contracts/constants';
import { SpecialInstructionInputSchema } from 'shared-contracts/tours';
import { useLocale, useT } from 'shared-runtime/session';
import { ErrorPanel, LoadingState, Stack } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { ContractForm, FormField, SaveBar, Textarea, useContractForm } from 'shared-ui/panel-kit';
import { useSpecialInstruction } from '../../api/get-special-instruction';
import { updateSpecialInstruction } from '../../api/update-special-instruction';
import { failureText } from '../../../../lib/failure';
import { ContentLocaleSelect } from '../content-locale-select';
import { TourSettingsFrame } from './settings-frame';

/** npanel/tour/settings/{id}/special-instruction-mail: the text mailed to guests with their confirmation, per language. */
export function SpecialInstructionPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  return (
    <TourSettingsFrame page="supplier.tour.settings.specialInstructionMail" breadcrumbs={breadcrumbs} intro={t('supplier.tours.instruction.intro')}>
      {({ id }) => <SpecialInstruction id={id} />}
    </TourSettingsFrame>
  );
}

function SpecialInstruction({ id }: { id: number }) {
  const t = useT();
  const [uiLocale] = useLocale();
  const [locale, setLocale] = useState<Locale>(isLocale(uiLocale) ? uiLocale : DEFAULT_LOCALE);
  const mail = useSpecialInstruction(id, locale);
  if (mail.error) return <ErrorPanel message={failureText(mail.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void mail.mutate()} />;
  if (!mail.data) return <LoadingState />;
  return <InstructionForm key={locale} id={id} locale={locale} text={mail.data.text} onLocaleChange={setLocale} onSaved={(saved) => mail.mutate(saved, { revalidate: false })} />;
}

interface InstructionFormProps {
  id: number;
  locale: Locale;
  text: string;
  onLocaleChange: (locale: Locale) => void;
  onSaved: (saved: Awaited<ReturnType<typeof updateSpecialInstruction>>) => unknown;
}

function InstructionForm({ id, locale, text, onLocaleChange, onSaved }: InstructionFormProps) {
  const t = useT();
  const form = useContractForm(SpecialInstructionInputSchema, { defaultValues: { text } });
  return (
    <ContractForm form={form} onSubmit={async (values) => onSaved(await updateSpecialInstruction(id, values.text, locale))} aria-label={t('supplier.tours.instruction.text')}>
      <Stack gap="4">
        <ContentLocaleSelect value={locale} onChange={onLocaleChange} />
        <FormField name="text" label={t('supplier.tours.instruction.text')} help={t('supplier.tours.instruction.textHelp')}>
          <Textarea rows={10} {...form.register('text')} />
        </FormField>
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}
