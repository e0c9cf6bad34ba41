import { HotelFeaturesInputSchema, type HotelFeatureItem, type HotelFeatureLink } from 'shared-contracts/hotels';
import type { InferInput } from 'shared-contracts/valibot';
import { useT } from 'shared-runtime/session';
import { ErrorPanel, Heading, HStack, LoadingState, SimpleGrid, Stack, Text } from 'shared-ui';
import { Checkbox, ContractForm, SaveBar, Switch, useContractForm } from 'shared-ui/panel-kit';
import { failureText } from '../../../lib/failure';
import { useFeatureCatalogue } from '../api/get-feature-catalogue';
import { useHotelFeatures } from '../api/get-hotel-features';
import { saveHotelFeatures } from '../api/save-hotel-features';
import { groupLabel, grouped } from '../lib/sections';

type Chosen = InferInput<typeof HotelFeaturesInputSchema>['features'];

/** The hotel's features: the catalogue's hotel features as checkboxes under their groups, each with "most popular". */
export function FeaturesSection({ hotelId }: { hotelId: number }) {
  const t = useT();
  const catalogue = useFeatureCatalogue('hotel');
  const saved = useHotelFeatures(hotelId);
  const error = catalogue.error ?? saved.error;
  if (error) return <ErrorPanel message={failureText(error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void Promise.all([catalogue.mutate(), saved.mutate()])} />;
  if (!catalogue.data || !saved.data) return <LoadingState label={t('supplier.hotels.features.loading')} />;
  return (
    <FeaturesForm
      catalogue={catalogue.data}
      saved={saved.data}
      onSubmit={async (values) => {
        const next = await saveHotelFeatures(hotelId, values);
        await saved.mutate(next, { revalidate: false });
      }}
    />
  );
}

export interface FeaturesFormProps {
  catalogue: HotelFeatureItem[];
  saved: HotelFeatureLink[];
  onSubmit: (values: { features: { feature_id: number; most_popular: boolean }[] }) => unknown;
}

export function FeaturesForm({ catalogue, saved, onSubmit }: FeaturesFormProps) {
  const t = useT();
  const form = useContractForm(HotelFeaturesInputSchema, {
    defaultValues: { features: saved.map((feature) => ({ feature_id: feature.id, most_popular: feature.most_popular })) },
  });
  const chosen = (form.watch('features') as Chosen | undefined) ?? [];
  const byId = new Map(chosen.map((row) => [row.feature_id, row]));
  const set = (next: Chosen) => form.setValue('features', next, { shouldDirty: true, shouldTouch: true });
  const toggle = (id: number, on: boolean) => set(on ? [...chosen, { feature_id: id, most_popular: false }] : chosen.filter((row) => row.feature_id !== id));
  const popular = (id: number, on: boolean) => set(chosen.map((row) => (row.feature_id === id ? { ...row, most_popular: on } : row)));

  return (
    <ContractForm form={form} onSubmit={onSubmit} aria-label={t('supplier.hotels.section.features')}>
      <Stack gap="5">
        <Text color="fg.muted">{t('supplier.hotels.features.intro')}</Text>
        <Text fontSize="sm" aria-live="polite">
          {t('supplier.hotels.features.chosen', { count: chosen.length })}
        </Text>
        {grouped(catalogue).map(({ group, items }) => (
          <Stack key={group} as="fieldset" gap="2">
            <Heading as="legend" size="sm">
              {t(groupLabel(group))}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
              {items.map((feature) => {
                const row = byId.get(feature.id);
                return (
                  <HStack key={feature.id} gap="3" justify="space-between" borderWidth="1px" borderRadius="l2" px="3" py="2">
                    <Checkbox.Root checked={Boolean(row)} onCheckedChange={(details) => toggle(feature.id, details.checked === true)}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{feature.name}</Checkbox.Label>
                    </Checkbox.Root>
                    <Switch.Root size="sm" disabled={!row} checked={row?.most_popular ?? false} onCheckedChange={(details) => popular(feature.id, details.checked)}>
                      <Switch.HiddenInput aria-label={t('supplier.hotels.features.mostPopularOf', { name: feature.name })} />
                      <Switch.Control />
                      <Switch.Label fontSize="xs" color="fg.muted">
                        {t('supplier.hotels.features.mostPopular')}
                      </Switch.Label>
                    </Switch.Root>
                  </HStack>
                );
              })}
            </SimpleGrid>
          </Stack>
        ))}
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}
