import type { UseFormRegisterReturn } from 'react-hook-form';
import { useT } from 'shared-runtime/session';
import { NativeSelect } from 'shared-ui';
import { useLocationChoices } from '../../../lib/location-choices';

/** The catalogue's locations by name (with their country), or none; registered as a number or null. */
export function LocationSelect({ field, current }: { field: UseFormRegisterReturn; current?: { id: number; name: string } | null }) {
  const t = useT();
  const choices = useLocationChoices();
  const options = choices.data ?? (current ? [{ id: current.id, name: current.name, country: '' }] : []);
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        <option value="">{t('supplier.listings.location.none')}</option>
        {options.map((location) => (
          <option key={location.id} value={location.id}>
            {location.country ? `${location.name} (${location.country})` : location.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A select's value as the contract's nullable id. */
export const locationValue = (value: string | number | null) => (value === '' || value === null ? null : Number(value));
