import { LOCALES, type Locale } from 'shared-contracts/constants';
import type { ListingFull } from 'shared-contracts/listings';
import { useIntl, useT } from 'shared-runtime/session';
import { Field, NativeSelect, Stack, Text } from 'shared-ui';
import { useConfirmLeave } from 'shared-ui/panel-kit';

export interface ContentLocaleSelectProps {
  value: Locale;
  onChange: (locale: Locale) => void;
  /** The listing being edited: says when its texts come from another language than the one chosen. */
  listing?: ListingFull | null;
}

/**
 * The language of the texts a form edits (one translation per locale, 14 of them). Inside a ContractForm:
 * switching with unsaved changes asks first, as leaving the page does.
 */
export function ContentLocaleSelect({ value, onChange, listing }: ContentLocaleSelectProps) {
  const t = useT();
  const intl = useIntl();
  const confirmLeave = useConfirmLeave();
  const languageName = (locale: string) => intl.formatDisplayName(locale, { type: 'language' }) ?? locale;
  const fallback = listing && listing.text_locale !== null && listing.text_locale !== listing.locale ? listing.text_locale : null;
  return (
    <Stack gap="1">
      <Field.Root width="auto" maxW="xs">
        <Field.Label>{t('supplier.listings.locale.label')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value}
            onChange={(event) => {
              const next = event.target.value as Locale;
              void confirmLeave().then((leave) => leave && onChange(next));
            }}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {languageName(locale)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>{t('supplier.listings.locale.help')}</Field.HelperText>
      </Field.Root>
      {fallback ? (
        <Text fontSize="sm" color="fg.warning">
          {t('supplier.listings.locale.fallback', { chosen: languageName(value), shown: languageName(fallback) })}
        </Text>
      ) : null}
    </Stack>
  );
}
