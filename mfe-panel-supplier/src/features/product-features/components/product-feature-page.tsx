import { useState } from 'react';
import { isAdmin } from 'shared-contracts/access';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from 'shared-contracts/constants';
import { hrefFor, SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { ProductFeatureInputSchema, type ProductFeature } from 'shared-contracts/tours';
import { useAlert, useCataloguePart, useCurrentUser, useIntl, useLocale, usePageMeta, useT } from 'shared-runtime/session';
import { Button, EmptyState, ErrorPanel, Field, Heading, Input, LoadingState, NativeSelect, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { ContractForm, FormField, SaveBar, fieldErrorText, useContractForm } from 'shared-ui/panel-kit';
import { Link as RouterLink, useNavigate, useParams } from 'shared-ui/router';
import { TOURS_PART } from '../../../lib/catalogue';
import { createProductFeature } from '../api/create-product-feature';
import { useProductFeature } from '../api/get-product-feature';
import { updateProductFeature } from '../api/update-product-feature';
import { failureStatus, failureText } from '../../../lib/failure';
import { routeId } from '../../../lib/route-id';

const PAGE = SUPPLIER_MANIFEST.pages['supplier.productFeature.edit'];

/** npanel/product-feature/{featureId} (-1 creates): a feature's name in each language, and its icon. */
export function ProductFeaturePage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  useCataloguePart(TOURS_PART);
  const { featureId, lang = DEFAULT_LOCALE } = useParams();
  const id = routeId(featureId);
  const title = id === 'create' ? 'supplier.tours.productFeatures.createTitle' : PAGE.title;
  usePageMeta({ title, breadcrumbs: [...breadcrumbs, { label: title }] });
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t(title)}
      </Heading>
      {id === 'create' ? <FeatureForm feature={null} lang={lang} /> : id === 'invalid' ? <FeatureMissing lang={lang} /> : <ExistingFeature key={id} id={id} lang={lang} />}
    </Stack>
  );
}

function FeatureMissing({ lang }: { lang: string }) {
  const t = useT();
  return (
    <EmptyState
      title={t('supplier.tours.productFeatures.notFound')}
      description={t('supplier.tours.productFeatures.notFoundHint')}
      action={
        <Button asChild variant="outline">
          <RouterLink to={hrefFor('supplier.productFeature.list', { lang })}>{t('supplier.tours.productFeatures.backToList')}</RouterLink>
        </Button>
      }
    />
  );
}

function ExistingFeature({ id, lang }: { id: number; lang: string }) {
  const t = useT();
  const feature = useProductFeature(id);
  if (feature.error) {
    if (failureStatus(feature.error) === 404) return <FeatureMissing lang={lang} />;
    return <ErrorPanel message={failureText(feature.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void feature.mutate()} />;
  }
  if (!feature.data) return <LoadingState />;
  return <FeatureForm feature={feature.data} lang={lang} />;
}

function FeatureForm({ feature, lang }: { feature: ProductFeature | null; lang: string }) {
  const t = useT();
  const intl = useIntl();
  const alert = useAlert();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [uiLocale] = useLocale();
  const [locale, setLocale] = useState<Locale>(isLocale(uiLocale) ? uiLocale : DEFAULT_LOCALE);
  const form = useContractForm(ProductFeatureInputSchema, { defaultValues: { names: feature?.names ?? {}, icon: feature?.icon ?? '' } });
  const names = (form.watch('names') as Record<string, string | undefined> | undefined) ?? {};
  const languageName = (code: string) => intl.formatDisplayName(code, { type: 'language' }) ?? code;
  const namesError = form.getFieldState('names', form.formState).error;
  const written = LOCALES.filter((code) => names[code]?.trim());

  return (
    <ContractForm
      form={form}
      aria-label={t('supplier.tours.productFeatures.form')}
      onSubmit={async (values) => {
        const saved = feature ? await updateProductFeature(feature.id, values) : await createProductFeature(values);
        alert.show({ status: 'success', text: t('supplier.tours.productFeatures.saved', { name: saved.name }) });
        navigate(hrefFor('supplier.productFeature.list', { lang }));
      }}
    >
      <Stack gap="5" maxW="2xl">
        <Text color="fg.muted">{t('supplier.tours.productFeatures.formIntro')}</Text>
        <Field.Root maxW="xs">
          <Field.Label>{t('supplier.tours.localized.language')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
              {LOCALES.map((code) => (
                <option key={code} value={code}>
                  {names[code]?.trim() ? t('supplier.tours.localized.written', { language: languageName(code) }) : languageName(code)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>
            {written.length > 0 ? t('supplier.tours.localized.writtenIn', { languages: intl.formatList(written.map(languageName)) }) : t('supplier.tours.localized.noneYet')}
          </Field.HelperText>
        </Field.Root>
        <FormField key={locale} name={`names.${locale}`} label={t('supplier.tours.localized.field', { field: t('supplier.tours.productFeatures.name'), language: languageName(locale) })}>
          <Input {...form.register(`names.${locale}`)} />
        </FormField>
        {typeof namesError?.message === 'string' ? (
          <Text color="fg.error" role="alert">
            {fieldErrorText({ type: String(namesError.type), message: namesError.message }, t)}
          </Text>
        ) : null}
        <FormField name="icon" label={t('supplier.tours.productFeatures.icon')} help={t('supplier.tours.productFeatures.iconHelp')}>
          <Input {...form.register('icon')} />
        </FormField>
        {feature === null && isAdmin(user) ? (
          <FormField name="supplier_user_id" label={t('supplier.tours.vital.supplier')} help={t('supplier.tours.vital.supplierHelp')} required>
            <Input inputMode="numeric" {...form.register('supplier_user_id', { setValueAs: (value: string) => (value?.trim() ? Number(value) : undefined) })} />
          </FormField>
        ) : null}
        <SaveBar {...(feature === null ? { saveLabel: t('supplier.tours.productFeatures.createSave') } : {})} />
      </Stack>
    </ContractForm>
  );
}

