import { useState } from 'react';
import { LOCALES, type Locale } from 'shared-contracts/constants';
import { useIntl, useT } from 'shared-runtime/session';
import { Field, Input, NativeSelect, Stack, Text } from 'shared-ui';
import { FormField, Textarea, type ContractFormApi, type FormSchema } from 'shared-ui/panel-kit';
import { errorText } from '../../lib/error-texts';

export interface LocalizedTextsProps {
  form: ContractFormApi<FormSchema>;
  /** Paths of records by locale: the titles (one of them required), and the bodies when the texts have one. */
  titles: string;
  bodies?: string;
  titleLabel: string;
  bodyLabel?: string;
  initialLocale: Locale;
}

/**
 * Texts kept per language (14 of them): one language's fields at a time, chosen from a list that marks the languages
 * already written. The other languages' texts stay in the form while another is shown, and are saved together.
 */
export function LocalizedTexts({ form, titles, bodies, titleLabel, bodyLabel, initialLocale }: LocalizedTextsProps) {
  const t = useT();
  const intl = useIntl();
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const written = (form.watch(titles) as Record<string, string | undefined> | undefined) ?? {};
  const languageName = (code: string) => intl.formatDisplayName(code, { type: 'language' }) ?? code;
  const recordError = errorText(form.getFieldState(titles, form.formState).error, t);
  const done = LOCALES.filter((code) => written[code]?.trim());

  return (
    <Stack gap="4">
      <Field.Root maxW="xs">
        <Field.Label>{t('supplier.tours.localized.language')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {written[code]?.trim() ? t('supplier.tours.localized.written', { language: languageName(code) }) : languageName(code)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>
          {done.length > 0 ? t('supplier.tours.localized.writtenIn', { languages: intl.formatList(done.map(languageName)) }) : t('supplier.tours.localized.noneYet')}
        </Field.HelperText>
      </Field.Root>
      <FormField key={`${titles}.${locale}`} name={`${titles}.${locale}`} label={t('supplier.tours.localized.field', { field: titleLabel, language: languageName(locale) })}>
        <Input {...form.register(`${titles}.${locale}`)} />
      </FormField>
      {bodies && bodyLabel ? (
        <FormField key={`${bodies}.${locale}`} name={`${bodies}.${locale}`} label={t('supplier.tours.localized.field', { field: bodyLabel, language: languageName(locale) })}>
          <Textarea rows={8} {...form.register(`${bodies}.${locale}`)} />
        </FormField>
      ) : null}
      {recordError ? (
        <Text color="fg.error" role="alert">
          {recordError}
        </Text>
      ) : null}
    </Stack>
  );
}
