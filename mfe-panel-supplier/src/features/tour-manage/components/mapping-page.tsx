import { useSWRConfig } from 'swr';
import { DEFAULT_LOCALE } from 'shared-contracts/constants';
import { TourProviderType } from 'shared-contracts/enums';
import { VitalDetailsInputSchema, type TourFull } from 'shared-contracts/tours';
import * as v from 'shared-contracts/valibot';
import { useT } from 'shared-runtime/session';
import { Alert, ErrorPanel, Input, LoadingState, NativeSelect, Stack, Text } from 'shared-ui';
import { ContractForm, FormField, SaveBar, useContractForm } from 'shared-ui/panel-kit';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { useTourFull } from '../api/get-tour-full';
import { isTourKey, tourKey } from '../api/keys';
import { updateTourVitalDetails } from '../api/update-tour-vital-details';
import { failureText } from '../../../lib/failure';
import { PROVIDER_TYPE_LABELS } from '../lib/labels';
import { ManageFrame } from './manage-frame';

/** The two vital-details fields this page edits, with the contract's own rules. */
const MappingSchema = v.object({
  provider_type: VitalDetailsInputSchema.entries.provider_type,
  channel_product_code: VitalDetailsInputSchema.entries.channel_product_code,
});
type Mapping = v.InferOutput<typeof MappingSchema>;

const PROVIDER_TYPES = Object.values(TourProviderType);

/**
 * npanel/tour/manage/{id}/mapping: which system provides the activity (its provider type) and the product code it
 * has there. Both are stored with the vital details; the channel sync that will use them comes later, and the page
 * says so.
 */
export function MappingPage({ breadcrumbs }: AreaPageProps) {
  const t = useT();
  return (
    <ManageFrame page="supplier.tour.manage.mapping" breadcrumbs={breadcrumbs} intro={t('supplier.tourManage.mapping.intro')}>
      {({ tourId }) => <MappingBody tourId={tourId} />}
    </ManageFrame>
  );
}

function MappingBody({ tourId }: { tourId: number }) {
  const t = useT();
  const full = useTourFull(tourId);
  if (full.error) {
    return <ErrorPanel message={failureText(full.error, t) ?? t('errors.somethingWentWrong')} onRetry={() => void full.mutate()} />;
  }
  if (!full.data) return <LoadingState label={t('supplier.tourManage.mapping.loading')} />;
  return <MappingForm tour={full.data} />;
}

function MappingForm({ tour }: { tour: TourFull }) {
  const t = useT();
  const { mutate } = useSWRConfig();
  const vital = tour.vital_details;
  const form = useContractForm(MappingSchema, {
    defaultValues: { provider_type: vital.provider_type, channel_product_code: vital.channel_product_code ?? '' },
    // The rest of the section goes back as it is; a refusal of it (a draft without a name) is named in the save bar.
    fieldLabels: { name: t('supplier.tourManage.mapping.activityName'), duration: t('supplier.tourManage.mapping.duration') },
  });

  const save = async (mapping: Mapping) => {
    // The section is replaced as a whole: the other vital details go back as they are, in the language they came in.
    const saved = await updateTourVitalDetails(
      tour.id,
      {
        name: vital.name,
        kind: vital.kind,
        activity_kind: vital.activity_kind,
        location_id: vital.location_id,
        position: vital.position,
        duration: vital.duration || null,
        provider_type: mapping.provider_type,
        channel_product_code: mapping.channel_product_code || null,
      },
      tour.text_locale ?? DEFAULT_LOCALE,
    );
    await mutate(tourKey(tour.id, 'full'), saved, { revalidate: false });
    void mutate((key) => isTourKey(tour.id)(key) && JSON.stringify(key) !== JSON.stringify(tourKey(tour.id, 'full')));
  };

  return (
    <Stack gap="5" maxW="2xl">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('supplier.tourManage.mapping.syncLaterTitle')}</Alert.Title>
          <Alert.Description>{t('supplier.tourManage.mapping.syncLater')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Text>{t('supplier.tourManage.mapping.productCode', { code: tour.product_code })}</Text>
      <ContractForm form={form} onSubmit={save}>
        <Stack gap="4">
          <FormField name="provider_type" label={t('supplier.tourManage.mapping.providerType')} help={t('supplier.tourManage.mapping.providerTypeHelp')} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('provider_type', { setValueAs: Number })}>
                {PROVIDER_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(PROVIDER_TYPE_LABELS[type])}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField name="channel_product_code" label={t('supplier.tourManage.mapping.channelCode')} help={t('supplier.tourManage.mapping.channelCodeHelp')}>
            <Input {...form.register('channel_product_code')} maxLength={64} autoComplete="off" />
          </FormField>
        </Stack>
        <SaveBar />
      </ContractForm>
    </Stack>
  );
}
