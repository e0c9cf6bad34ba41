import { useState } from 'react';
import type { Locale } from 'shared-contracts/constants';
import { type ListingFull, ListingLocationInputSchema } from 'shared-contracts/listings';
import type { Position } from 'shared-contracts/tours';
import type { InferOutput } from 'shared-contracts/valibot';
import { useT } from 'shared-runtime/session';
import { Input, SimpleGrid, Stack, Text } from 'shared-ui';
import { ContractForm, FormField, SaveBar, useContractForm } from 'shared-ui/panel-kit';
import { ContentLocaleSelect } from '../content-locale-select';
import { LocationSelect, locationValue } from '../location-select';

interface PositionText {
  lat: string;
  lng: string;
}

/** Both empty: no position of its own; otherwise both numbers (an unreadable one is NaN, refused on its field). */
function toPosition(text: PositionText): Position | null {
  if (text.lat.trim() === '' && text.lng.trim() === '') return null;
  const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.replace(',', '.')));
  return { lat: number(text.lat), lng: number(text.lng) };
}

export interface LocationFormProps {
  listing: ListingFull;
  /** The language the meeting point is written in. */
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  onSubmit: (values: InferOutput<typeof ListingLocationInputSchema>) => unknown;
}

/** Where the listing is: a location of the catalogue, its own map position if it has one, and the meeting point. */
export function LocationForm({ listing, locale, onLocaleChange, onSubmit }: LocationFormProps) {
  const t = useT();
  const { location } = listing;
  const form = useContractForm(ListingLocationInputSchema, {
    defaultValues: { location_id: location.location_id, position: location.position, meeting_point: location.meeting_point ?? '' },
  });
  const [position, setPosition] = useState<PositionText>({ lat: location.position ? String(location.position.lat) : '', lng: location.position ? String(location.position.lng) : '' });
  const changePosition = (part: keyof PositionText, value: string) => {
    const next = { ...position, [part]: value };
    setPosition(next);
    form.setValue('position', toPosition(next), { shouldDirty: true, shouldTouch: true, shouldValidate: form.formState.isSubmitted });
  };
  const current = location.location_id === null ? null : { id: location.location_id, name: location.location_name ?? '' };

  return (
    <ContractForm form={form} onSubmit={onSubmit} aria-label={t('supplier.listings.section.location')}>
      <Stack gap="5">
        <FormField name="location_id" label={t('supplier.listings.location.location')} help={t('supplier.listings.location.locationHelp')}>
          <LocationSelect field={form.register('location_id', { setValueAs: locationValue })} current={current} />
        </FormField>
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            {t('supplier.listings.location.positionHelp')}
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <FormField name="position.lat" label={t('supplier.listings.location.lat')}>
              <Input inputMode="decimal" value={position.lat} onChange={(event) => changePosition('lat', event.target.value)} />
            </FormField>
            <FormField name="position.lng" label={t('supplier.listings.location.lng')}>
              <Input inputMode="decimal" value={position.lng} onChange={(event) => changePosition('lng', event.target.value)} />
            </FormField>
          </SimpleGrid>
        </Stack>
        <ContentLocaleSelect value={locale} onChange={onLocaleChange} listing={listing} />
        <FormField name="meeting_point" label={t('supplier.listings.location.meetingPoint')} help={t('supplier.listings.location.meetingPointHelp')}>
          <Input {...form.register('meeting_point')} />
        </FormField>
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}
