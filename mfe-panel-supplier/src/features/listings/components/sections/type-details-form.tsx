import { useState } from 'react';
import { Controller, useFieldArray, type Control } from 'react-hook-form';
import {
  AttractionDetailsInputSchema,
  HotelDetailsInputSchema,
  type ListingFull,
  RentalDetailsInputSchema,
  RestaurantDetailsInputSchema,
} from 'shared-contracts/listings';
import type { InferInput, InferOutput } from 'shared-contracts/valibot';
import type { MessageId } from 'shared-runtime/i18n';
import { useT } from 'shared-runtime/session';
import { Box, Button, HStack, IconButton, Input, NativeSelect, SimpleGrid, Stack, Text } from 'shared-ui';
import { ContractForm, FormField, SaveBar, useContractForm, type ContractFormApi, type FormSchema } from 'shared-ui/panel-kit';
import { majorToMinor, minorToMajorText } from '../../../../lib/money';

type RentalOutput = InferOutput<typeof RentalDetailsInputSchema>;
type RestaurantOutput = InferOutput<typeof RestaurantDetailsInputSchema>;
type AttractionOutput = InferOutput<typeof AttractionDetailsInputSchema>;
type HotelOutput = InferOutput<typeof HotelDetailsInputSchema>;
export type TypeDetailsOutput = RentalOutput | RestaurantOutput | AttractionOutput | HotelOutput;

export interface TypeDetailsFormProps {
  listing: ListingFull;
  onSubmit: (values: TypeDetailsOutput) => unknown;
}

/** The type's own details, as its product page lists them: a rental's vehicle and price, a restaurant's cuisine, hours… */
export function TypeDetailsForm({ listing, onSubmit }: TypeDetailsFormProps) {
  if (listing.service_type === 'rentals') return <RentalDetailsForm listing={listing} onSubmit={onSubmit} />;
  if (listing.service_type === 'restaurants') return <RestaurantDetailsForm listing={listing} onSubmit={onSubmit} />;
  if (listing.service_type === 'hotels') return <HotelDetailsForm listing={listing} onSubmit={onSubmit} />;
  return <AttractionDetailsForm listing={listing} onSubmit={onSubmit} />;
}

/**
 * A price typed in major units ("450", "119,50") kept in the form as integer minor units. Text that is no price is
 * NaN, which the contract refuses on the field; empty is null where the field allows none (free admission).
 */
function PriceField({ control, name, label, help, currency, nullable = false }: { control: Control; name: string; label: string; help: string; currency: string; nullable?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <PriceText value={field.value as number | null} currency={currency} nullable={nullable} onChange={field.onChange} onBlur={field.onBlur} label={label} help={help} name={name} required={!nullable} />}
    />
  );
}

function PriceText({
  value,
  currency,
  nullable,
  onChange,
  onBlur,
  label,
  help,
  name,
  required,
}: {
  value: number | null;
  currency: string;
  nullable: boolean;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  label: string;
  help: string;
  name: string;
  required: boolean;
}) {
  const [text, setText] = useState(() => (value === null || value === undefined || Number.isNaN(value) ? '' : minorToMajorText(value, currency)));
  return (
    <FormField name={name} label={label} help={help} required={required}>
      <Input
        inputMode="decimal"
        value={text}
        onBlur={onBlur}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          onChange(next.trim() === '' ? (nullable ? null : Number.NaN) : (majorToMinor(next) ?? Number.NaN));
        }}
      />
    </FormField>
  );
}

function RentalDetailsForm({ listing, onSubmit }: TypeDetailsFormProps) {
  const t = useT();
  const rental = listing.rental;
  const defaults: Partial<InferInput<typeof RentalDetailsInputSchema>> = rental
    ? { vehicle_type: rental.vehicle_type, seats: rental.seats, price_per_day_minor: rental.price_per_day_minor, pickup_point: rental.pickup_point }
    : { vehicle_type: '', pickup_point: '' };
  const form = useContractForm(RentalDetailsInputSchema, { defaultValues: defaults });
  return (
    <ContractForm form={form} onSubmit={onSubmit} aria-label={t('supplier.listings.rental.typeDetails')}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField name="vehicle_type" label={t('supplier.listings.rentalDetails.vehicle')} help={t('supplier.listings.rentalDetails.vehicleHelp')} required>
            <Input {...form.register('vehicle_type')} />
          </FormField>
          <FormField name="seats" label={t('supplier.listings.rentalDetails.seats')} help={t('supplier.listings.rentalDetails.seatsHelp')} required>
            <Input inputMode="numeric" {...form.register('seats', { setValueAs: (value: string | number) => (value === '' ? Number.NaN : Number(value)) })} />
          </FormField>
          <PriceField
            control={form.control as unknown as Control}
            name="price_per_day_minor"
            label={t('supplier.listings.rentalDetails.pricePerDay', { currency: listing.currency })}
            help={t('supplier.listings.rentalDetails.pricePerDayHelp')}
            currency={listing.currency}
          />
          <FormField name="pickup_point" label={t('supplier.listings.rentalDetails.pickup')} help={t('supplier.listings.rentalDetails.pickupHelp')} required>
            <Input {...form.register('pickup_point')} />
          </FormField>
        </SimpleGrid>
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}

const PRICE_LEVELS: { value: number; label: MessageId }[] = [
  { value: 1, label: 'supplier.listings.restaurantDetails.priceLevel1' },
  { value: 2, label: 'supplier.listings.restaurantDetails.priceLevel2' },
  { value: 3, label: 'supplier.listings.restaurantDetails.priceLevel3' },
  { value: 4, label: 'supplier.listings.restaurantDetails.priceLevel4' },
];

function RestaurantDetailsForm({ listing, onSubmit }: TypeDetailsFormProps) {
  const t = useT();
  const restaurant = listing.restaurant;
  const form = useContractForm(RestaurantDetailsInputSchema, {
    defaultValues: restaurant
      ? { cuisine: restaurant.cuisine, price_level: restaurant.price_level, opening_hours: restaurant.opening_hours }
      : { cuisine: '', price_level: 2, opening_hours: [] },
  });
  return (
    <ContractForm form={form} onSubmit={onSubmit} aria-label={t('supplier.listings.restaurant.typeDetails')}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField name="cuisine" label={t('supplier.listings.restaurantDetails.cuisine')} help={t('supplier.listings.restaurantDetails.cuisineHelp')} required>
            <Input {...form.register('cuisine')} />
          </FormField>
          <FormField name="price_level" label={t('supplier.listings.restaurantDetails.priceLevel')} help={t('supplier.listings.restaurantDetails.priceLevelHelp')} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('price_level', { valueAsNumber: true })}>
                {PRICE_LEVELS.map((level) => (
                  <option key={level.value} value={level.value}>
                    {t(level.label)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <OpeningHoursFields form={form as unknown as ContractFormApi<FormSchema>} />
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}

function AttractionDetailsForm({ listing, onSubmit }: TypeDetailsFormProps) {
  const t = useT();
  const attraction = listing.attraction;
  const form = useContractForm(AttractionDetailsInputSchema, {
    defaultValues: attraction ? { admission_minor: attraction.admission_minor, opening_hours: attraction.opening_hours } : { admission_minor: null, opening_hours: [] },
  });
  return (
    <ContractForm form={form} onSubmit={onSubmit} aria-label={t('supplier.listings.attraction.typeDetails')}>
      <Stack gap="5">
        <Box maxW="sm">
          <PriceField
            control={form.control as unknown as Control}
            name="admission_minor"
            label={t('supplier.listings.attractionDetails.admission', { currency: listing.currency })}
            help={t('supplier.listings.attractionDetails.admissionHelp')}
            currency={listing.currency}
            nullable
          />
        </Box>
        <OpeningHoursFields form={form as unknown as ContractFormApi<FormSchema>} />
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}

/**
 * Rows of opening hours (days, opens, closes), each its own fields, so an error the API puts on
 * `opening_hours.1.closes` shows on the second row's closing time.
 */
function OpeningHoursFields({ form }: { form: ContractFormApi<FormSchema> }) {
  const t = useT();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'opening_hours' });
  return (
    <Stack as="fieldset" gap="3">
      <Text as="legend" fontWeight="medium">
        {t('supplier.listings.hours.legend')}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('supplier.listings.hours.help')}
      </Text>
      {fields.length === 0 ? <Text color="fg.muted">{t('supplier.listings.hours.none')}</Text> : null}
      {fields.map((row, index) => (
        <Stack key={row.id} as="fieldset" gap="2" borderWidth="1px" borderRadius="l2" p="3" aria-label={t('supplier.listings.hours.row', { number: index + 1 })}>
          <HStack gap="3" align="start" wrap="wrap">
            <Box flex="2" minW="10rem">
              <FormField name={`opening_hours.${index}.days`} label={t('supplier.listings.hours.days')} help={t('supplier.listings.hours.daysHelp')} required>
                <Input {...form.register(`opening_hours.${index}.days`)} />
              </FormField>
            </Box>
            <Box flex="1" minW="7rem">
              <FormField name={`opening_hours.${index}.opens`} label={t('supplier.listings.hours.opens')} help={t('supplier.listings.hours.timeHelp')} required>
                <Input placeholder="11:00" inputMode="numeric" {...form.register(`opening_hours.${index}.opens`)} />
              </FormField>
            </Box>
            <Box flex="1" minW="7rem">
              <FormField name={`opening_hours.${index}.closes`} label={t('supplier.listings.hours.closes')} help={t('supplier.listings.hours.timeHelp')} required>
                <Input placeholder="22:00" inputMode="numeric" {...form.register(`opening_hours.${index}.closes`)} />
              </FormField>
            </Box>
            <IconButton variant="ghost" alignSelf="center" aria-label={t('supplier.listings.hours.remove', { number: index + 1 })} onClick={() => remove(index)}>
              <span aria-hidden="true">✕</span>
            </IconButton>
          </HStack>
        </Stack>
      ))}
      <HStack>
        <Button variant="outline" size="sm" disabled={fields.length >= 14} onClick={() => append({ days: '', opens: '', closes: '' })}>
          {t('supplier.listings.hours.add')}
        </Button>
      </HStack>
    </Stack>
  );
}

const STARS = [0, 1, 2, 3, 4, 5] as const;

/** A hotel's stars and its check-in and check-out times (HH:MM), as its product page shows them. */
function HotelDetailsForm({ listing, onSubmit }: TypeDetailsFormProps) {
  const t = useT();
  const hotel = listing.hotel;
  const form = useContractForm(HotelDetailsInputSchema, {
    defaultValues: hotel ? { stars: hotel.stars, check_in_time: hotel.check_in_time, check_out_time: hotel.check_out_time } : { stars: 3, check_in_time: '15:00', check_out_time: '11:00' },
  });
  return (
    <ContractForm form={form} onSubmit={onSubmit} aria-label={t('supplier.hotels.typeDetails')}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField name="stars" label={t('supplier.hotels.details.stars')} help={t('supplier.hotels.details.starsHelp')} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('stars', { valueAsNumber: true })}>
                {STARS.map((stars) => (
                  <option key={stars} value={stars}>
                    {t('supplier.hotels.details.starsValue', { stars })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField name="check_in_time" label={t('supplier.hotels.details.checkIn')} help={t('supplier.hotels.details.timeHelp')} required>
            <Input placeholder="15:00" inputMode="numeric" {...form.register('check_in_time')} />
          </FormField>
          <FormField name="check_out_time" label={t('supplier.hotels.details.checkOut')} help={t('supplier.hotels.details.timeHelp')} required>
            <Input placeholder="11:00" inputMode="numeric" {...form.register('check_out_time')} />
          </FormField>
        </SimpleGrid>
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}
