import type { Locale } from 'shared-contracts/constants';
import { ListingBasicDetailsInputSchema, type ListingFull } from 'shared-contracts/listings';
import type { InferOutput } from 'shared-contracts/valibot';
import { useT } from 'shared-runtime/session';
import { Button, HStack, IconButton, Input, Stack, Text } from 'shared-ui';
import { ContractForm, FormField, SaveBar, Textarea, useContractForm } from 'shared-ui/panel-kit';
import { errorText } from '../../../../lib/error-text';
import { ContentLocaleSelect } from '../content-locale-select';

const MAX_HIGHLIGHTS = 20;

export interface BasicDetailsFormProps {
  listing: ListingFull;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  onSubmit: (values: InferOutput<typeof ListingBasicDetailsInputSchema>) => unknown;
}

/** Name, short and long description and highlights, in the chosen language: the head and body of the product page. */
export function BasicDetailsForm({ listing, locale, onLocaleChange, onSubmit }: BasicDetailsFormProps) {
  const t = useT();
  const basic = listing.basic_details;
  const form = useContractForm(ListingBasicDetailsInputSchema, {
    defaultValues: { name: basic.name, short_description: basic.short_description, long_description: basic.long_description, highlights: basic.highlights },
  });
  const highlights = (form.watch('highlights') as string[] | undefined) ?? [];
  const options = () => ({ shouldDirty: true, shouldTouch: true, shouldValidate: form.formState.isSubmitted });
  const setHighlights = (next: string[]) => form.setValue('highlights', next, options());
  const listError = errorText(form.getFieldState('highlights', form.formState).error, t);

  return (
    <ContractForm form={form} onSubmit={onSubmit} aria-label={t('supplier.listings.section.basicDetails')}>
      <Stack gap="5">
        <ContentLocaleSelect value={locale} onChange={onLocaleChange} listing={listing} />
        <FormField name="name" label={t('supplier.listings.basic.name')} help={t('supplier.listings.basic.nameHelp')} required>
          <Input {...form.register('name')} />
        </FormField>
        <FormField name="short_description" label={t('supplier.listings.basic.short')} help={t('supplier.listings.basic.shortHelp')}>
          <Textarea rows={2} {...form.register('short_description')} />
        </FormField>
        <FormField name="long_description" label={t('supplier.listings.basic.long')} help={t('supplier.listings.basic.longHelp')}>
          <Textarea rows={8} {...form.register('long_description')} />
        </FormField>
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontWeight="medium" fontSize="sm">
            {t('supplier.listings.basic.highlights')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('supplier.listings.basic.highlightsHelp')}
          </Text>
          {highlights.map((line, index) => (
            <HStack key={index} gap="2" align="end">
              <FormField name={`highlights.${index}`} label={t('supplier.listings.basic.highlight', { number: index + 1 })}>
                <Input value={line} onChange={(event) => form.setValue(`highlights.${index}`, event.target.value, options())} />
              </FormField>
              <IconButton
                variant="ghost"
                aria-label={t('supplier.listings.basic.removeHighlight', { number: index + 1 })}
                onClick={() => setHighlights(highlights.filter((_, at) => at !== index))}
              >
                <span aria-hidden="true">✕</span>
              </IconButton>
            </HStack>
          ))}
          {listError ? (
            <Text color="fg.error" fontSize="sm" role="alert">
              {listError}
            </Text>
          ) : null}
          <HStack>
            <Button variant="outline" size="sm" disabled={highlights.length >= MAX_HIGHLIGHTS} onClick={() => setHighlights([...highlights, ''])}>
              {t('supplier.listings.basic.addHighlight')}
            </Button>
          </HStack>
        </Stack>
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}
