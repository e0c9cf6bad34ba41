import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { TourFeaturesInputSchema } from 'shared-contracts/tours';
import { useT } from 'shared-runtime/session';
import { Button, EmptyState, ErrorPanel, LoadingState, Stack, Text } from 'shared-ui';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { ContractForm, SaveBar, useContractForm } from 'shared-ui/panel-kit';
import { Link as RouterLink } from 'shared-ui/router';
import { useTour } from '../../api/get-tour';
import { useProductFeatures } from '../../api/list-product-features';
import { setTourFeatures } from '../../api/set-tour-features';
import { errorTexts } from '../../lib/error-texts';
import { failureText } from '../../../../lib/failure';
import { tourHref } from '../../lib/hrefs';
import { ChoiceList } from '../sections/choice-list';
import { TourSettingsFrame } from './settings-frame';

/** npanel/tour/settings/{id}/features: which of the supplier's product features the activity offers. */
export function TourFeaturesPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  return (
    <TourSettingsFrame page="supplier.tour.settings.features" breadcrumbs={breadcrumbs} intro={t('supplier.tours.features.intro')}>
      {({ id, lang }) => <Features id={id} lang={lang} />}
    </TourSettingsFrame>
  );
}

function Features({ id, lang }: { id: number; lang: string }) {
  const t = useT();
  const features = useProductFeatures();
  const tour = useTour(id, DEFAULT_LOCALE);
  const error = features.error ?? tour.error;
  if (error) {
    return (
      <ErrorPanel
        message={failureText(error, t) ?? t('errors.somethingWentWrong')}
        onRetry={() => {
          void features.mutate();
          void tour.mutate();
        }}
      />
    );
  }
  if (!features.data || !tour.data) return <LoadingState />;
  if (features.data.length === 0) {
    return (
      <EmptyState
        title={t('supplier.tours.features.none')}
        description={t('supplier.tours.features.noneHint')}
        action={
          <Button asChild colorPalette="brand">
            <RouterLink to={tourHref.productFeatureCreate(lang)}>{t('supplier.tours.features.create')}</RouterLink>
          </Button>
        }
      />
    );
  }
  const current = tour.data;
  return (
    <FeaturesForm
      id={id}
      choices={features.data.map((feature) => ({ id: feature.id, label: feature.name }))}
      chosen={current.feature_ids}
      onSaved={(ids) => tour.mutate({ ...current, feature_ids: ids }, { revalidate: false })}
    />
  );
}

function FeaturesForm({ id, choices, chosen, onSaved }: { id: number; choices: { id: number; label: string }[]; chosen: number[]; onSaved: (ids: number[]) => unknown }) {
  const t = useT();
  const form = useContractForm(TourFeaturesInputSchema, { defaultValues: { feature_ids: chosen }, fieldLabels: { feature_ids: t('supplier.tours.features.legend') } });
  const value = (form.watch('feature_ids') as number[] | undefined) ?? [];
  const errors = errorTexts(form.getFieldState('feature_ids', form.formState).error, t);
  return (
    <ContractForm form={form} onSubmit={async (values) => onSaved(await setTourFeatures(id, values.feature_ids))} aria-label={t('supplier.tours.features.legend')}>
      <Stack gap="4">
        <ChoiceList
          legend={t('supplier.tours.features.legend')}
          choices={choices}
          value={value}
          onChange={(ids) => form.setValue('feature_ids', ids, { shouldDirty: true, shouldTouch: true })}
          footer={
            errors.length > 0 ? (
              <Text color="fg.error" role="alert">
                {errors.join(' ')}
              </Text>
            ) : null
          }
        />
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}
