import { isAdmin } from 'shared-contracts/access';
import type { Locale } from 'shared-contracts/constants';
import { formatDurationText } from 'shared-contracts/duration';
import { ActivityKind, ProductKind, TourProviderType } from 'shared-contracts/enums';
import { CreateTourInputSchema, type TourFull } from 'shared-contracts/tours';
import type { InferInput, InferOutput } from 'shared-contracts/valibot';
import type { MessageId } from 'shared-runtime/i18n';
import { useCurrentUser, useT } from 'shared-runtime/session';
import { Input, NativeSelect, SimpleGrid, Stack } from 'shared-ui';
import { ContractForm, FormField, SaveBar, useContractForm, type ContractFormApi, type FormSchema } from 'shared-ui/panel-kit';
import { useLocationChoices } from '../../../../lib/location-choices';
import { ContentLocaleSelect } from '../content-locale-select';
import { PositionFields } from '../position-fields';

type VitalValues = InferInput<typeof CreateTourInputSchema>;
export type VitalOutput = InferOutput<typeof CreateTourInputSchema>;

const KINDS: { value: ProductKind; label: MessageId }[] = [
  { value: ProductKind.Tour, label: 'supplier.tours.kind.tour' },
  { value: ProductKind.Event, label: 'supplier.tours.kind.event' },
];
const ACTIVITY_KINDS: { value: ActivityKind; label: MessageId }[] = [
  { value: ActivityKind.normal, label: 'supplier.tours.activityKind.normal' },
  { value: ActivityKind.transport, label: 'supplier.tours.activityKind.transport' },
];
const PROVIDERS: Record<TourProviderType, MessageId> = {
  [TourProviderType.NORMAL_TOUR]: 'supplier.tours.provider.normal',
  [TourProviderType.ZAUI]: 'supplier.tours.provider.zaui',
  [TourProviderType.EXPB]: 'supplier.tours.provider.expb',
  [TourProviderType.BOOKING_KIT]: 'supplier.tours.provider.bookingKit',
  [TourProviderType.SECUTIX]: 'supplier.tours.provider.secutix',
  [TourProviderType.BILBERRY]: 'supplier.tours.provider.bilberry',
  [TourProviderType.BOOK_SPOT]: 'supplier.tours.provider.bookSpot',
  [TourProviderType.VISIT_GALAXY]: 'supplier.tours.provider.visitGalaxy',
  [TourProviderType.FARE_HARBOR]: 'supplier.tours.provider.fareHarbor',
};

/** The form's values from a saved activity, or a new one's starting values. */
function defaultsOf(tour: TourFull | null): VitalValues {
  if (!tour) return { name: '', kind: ProductKind.Tour, activity_kind: ActivityKind.normal, provider_type: TourProviderType.NORMAL_TOUR, location_id: null, position: null, duration: null };
  const vital = tour.vital_details;
  return {
    name: vital.name,
    kind: vital.kind,
    activity_kind: vital.activity_kind,
    provider_type: vital.provider_type,
    location_id: vital.location_id,
    position: vital.position,
    duration: vital.duration || null,
    // Not edited here (Manage → mapping), but the section is saved whole: keep it as it is.
    channel_product_code: vital.channel_product_code,
  };
}

/**
 * The API takes the duration as typed ("1d 2h 30m") and the form's schema gives it in the stored form ("26:30"):
 * turned back into the typed form, the same rule (shared-contracts/duration) reads it again on the server.
 */
export function vitalBody(values: VitalOutput) {
  return { ...values, duration: values.duration === null ? null : formatDurationText(values.duration) };
}

/** The vital details section of PUT /tours/{id}: what creating also takes (currency, supplier) left out. */
export function vitalSectionBody(values: VitalOutput) {
  const { currency: _currency, supplier_user_id: _supplier, ...vital } = vitalBody(values);
  return vital;
}

/** The catalogue's locations by name (with their country), and this activity's own. */
function useLocationOptions(tour: TourFull | null): { id: number; name: string }[] {
  const choices = useLocationChoices();
  const byId = new Map<number, string>();
  for (const location of choices.data ?? []) byId.set(location.id, location.country ? `${location.name} (${location.country})` : location.name);
  if (tour?.vital_details.location_id != null && !byId.has(tour.vital_details.location_id)) {
    byId.set(tour.vital_details.location_id, tour.vital_details.location_name ?? '');
  }
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

export interface VitalDetailsFormProps {
  /** null: a new activity (tour/-1). */
  tour: TourFull | null;
  /** The language the name is written in. */
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  onSubmit: (values: VitalOutput) => unknown;
}

/**
 * Vital details (spec 000 §4): name, kind, activity kind, provider type, location, duration in the "1d 2h 30m" form
 * (spec 001 §5), and the map position. Creating an activity starts here; an administrator names its supplier.
 */
export function VitalDetailsForm({ tour, locale, onLocaleChange, onSubmit }: VitalDetailsFormProps) {
  const t = useT();
  const user = useCurrentUser();
  const creating = tour === null;
  const form = useContractForm(CreateTourInputSchema, { defaultValues: defaultsOf(tour) });
  const locations = useLocationOptions(tour);
  const number = { valueAsNumber: true } as const;

  return (
    <ContractForm form={form} onSubmit={onSubmit} aria-label={t('supplier.tours.section.vitalDetails')}>
      <Stack gap="5">
        <ContentLocaleSelect value={locale} onChange={onLocaleChange} tour={tour} />
        <FormField name="name" label={t('supplier.tours.vital.name')} help={t('supplier.tours.vital.nameHelp')} required>
          <Input {...form.register('name')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField name="kind" label={t('supplier.tours.vital.kind')} help={t('supplier.tours.vital.kindHelp')} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('kind', number)}>
                {KINDS.map((kind) => (
                  <option key={kind.value} value={kind.value}>
                    {t(kind.label)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField name="activity_kind" label={t('supplier.tours.vital.activityKind')} help={t('supplier.tours.vital.activityKindHelp')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('activity_kind', number)}>
                {ACTIVITY_KINDS.map((kind) => (
                  <option key={kind.value} value={kind.value}>
                    {t(kind.label)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField name="provider_type" label={t('supplier.tours.vital.provider')} help={t('supplier.tours.vital.providerHelp')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('provider_type', number)}>
                {Object.values(TourProviderType).map((provider) => (
                  <option key={provider} value={provider}>
                    {t(PROVIDERS[provider])}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField name="duration" label={t('supplier.tours.vital.duration')} help={t('supplier.tours.vital.durationHelp')}>
            <Input placeholder="2h 30m" {...form.register('duration', { setValueAs: (value: string | null) => (value?.trim() ? value : null) })} />
          </FormField>
          <FormField name="location_id" label={t('supplier.tours.vital.location')} help={t('supplier.tours.vital.locationHelp')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('location_id', { setValueAs: (value: string | number | null) => (value === '' || value === null ? null : Number(value)) })}>
                <option value="">{t('supplier.tours.vital.locationNone')}</option>
                {locations.map((location) => (
                  <option key={location.id} value={location.id}>
                    {location.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {creating && isAdmin(user) ? (
            <FormField name="supplier_user_id" label={t('supplier.tours.vital.supplier')} help={t('supplier.tours.vital.supplierHelp')} required>
              <Input inputMode="numeric" {...form.register('supplier_user_id', { setValueAs: (value: string) => (value?.trim() ? Number(value) : undefined) })} />
            </FormField>
          ) : null}
        </SimpleGrid>
        <PositionFields
          form={form as unknown as ContractFormApi<FormSchema>}
          name="position"
          legend={t('supplier.tours.vital.position')}
          help={t('supplier.tours.vital.positionHelp')}
        />
        <SaveBar {...(creating ? { saveLabel: t('supplier.tours.create.save') } : {})} />
      </Stack>
    </ContractForm>
  );
}
