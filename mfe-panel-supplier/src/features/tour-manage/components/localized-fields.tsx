import type { UseFormRegisterReturn } from 'react-hook-form';
import { PANEL_LOCALES, type PanelLocale } from 'shared-contracts/constants';
import type { MessageId } from 'shared-contracts/messages';
import type { LocalizedTexts } from 'shared-contracts/tour-manage';
import { useT } from 'shared-runtime/session';
import { Box, chakra, Input, SimpleGrid, Text } from 'shared-ui';
import { FormField, Textarea } from 'shared-ui/panel-kit';

const NAME_LABELS: Record<PanelLocale, MessageId> = {
  en: 'supplier.tourManage.names.name.en',
  no: 'supplier.tourManage.names.name.no',
  sv: 'supplier.tourManage.names.name.sv',
};
const DESCRIPTION_LABELS: Record<PanelLocale, MessageId> = {
  en: 'supplier.tourManage.names.description.en',
  no: 'supplier.tourManage.names.description.no',
  sv: 'supplier.tourManage.names.description.sv',
};

export const Fieldset = chakra('fieldset', { base: { borderWidth: '1px', borderRadius: 'l2', px: '4', pb: '4', pt: '1', minW: '0' } });
export const Legend = chakra('legend', { base: { fontWeight: 'semibold', px: '1', fontSize: 'sm' } });

/**
 * The texts a form starts with: the stored ones (a language the panel does not write, e.g. German, is kept as it
 * is), and an empty field for each panel language without one.
 */
export function textsForForm(stored: LocalizedTexts | undefined): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [locale, text] of Object.entries(stored ?? {})) if (text !== undefined) texts[locale] = text;
  for (const locale of PANEL_LOCALES) texts[locale] ??= '';
  return texts;
}

/** The texts as the API takes them: a language left empty has no text (the storefront then falls back). */
export function filledTexts(texts: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())));
}

/**
 * A form's register, for the `names.*` and `descriptions.*` paths only: the option and ticket forms differ in type,
 * and react-hook-form's typed register cannot be widened to both.
 */
export type RegisterText = (name: `names.${string}` | `descriptions.${string}`) => UseFormRegisterReturn;

/** The message of an error set on a whole group (`names`), not on one of its fields. */
export function groupError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = error as { message?: unknown; root?: { message?: unknown } };
  const message = typeof own.message === 'string' ? own.message : own.root?.message;
  return typeof message === 'string' && message ? message : undefined;
}

export interface LocalizedFieldsProps {
  register: RegisterText;
  /** The error of the names as a whole ("Enter a name in at least one language"), already in words. */
  namesError: string | null;
  withDescriptions?: boolean;
}

/** A name (and a description) in each panel language; at least one name is needed. */
export function LocalizedFields({ register, namesError, withDescriptions = false }: LocalizedFieldsProps) {
  const t = useT();
  return (
    <Fieldset>
      <Legend>{t('supplier.tourManage.names.legend')}</Legend>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('supplier.tourManage.names.help')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: withDescriptions ? 1 : 3 }} gap="4">
        {PANEL_LOCALES.map((locale) => (
          <Box key={locale}>
            <Stack3>
              <FormField name={`names.${locale}`} label={t(NAME_LABELS[locale])}>
                <Input {...register(`names.${locale}`)} autoComplete="off" lang={locale === 'no' ? 'nb' : locale} />
              </FormField>
              {withDescriptions ? (
                <FormField name={`descriptions.${locale}`} label={t(DESCRIPTION_LABELS[locale])}>
                  <Textarea {...register(`descriptions.${locale}`)} rows={2} lang={locale === 'no' ? 'nb' : locale} />
                </FormField>
              ) : null}
            </Stack3>
          </Box>
        ))}
      </SimpleGrid>
      {namesError ? (
        <Text role="alert" color="fg.error" fontSize="sm" mt="2">
          {namesError}
        </Text>
      ) : null}
    </Fieldset>
  );
}

const Stack3 = chakra('div', { base: { display: 'flex', flexDirection: 'column', gap: '3' } });
