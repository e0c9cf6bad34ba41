import { isAdmin } from 'shared-contracts/access';
import type { Locale } from 'shared-contracts/constants';
import { CreateListingInputSchema } from 'shared-contracts/listings';
import type { InferOutput } from 'shared-contracts/valibot';
import { useCurrentUser, useT } from 'shared-runtime/session';
import { Input, SimpleGrid, Stack } from 'shared-ui';
import { ContractForm, FormField, SaveBar, useContractForm } from 'shared-ui/panel-kit';
import { ContentLocaleSelect } from './content-locale-select';
import { LocationSelect, locationValue } from './location-select';

/** The supplier id field as the contract's optional id: empty is none. */
const supplierValue = (value: unknown) => (typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : undefined);

export interface CreateListingFormProps {
  /** The language the name is written in. */
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  onSubmit: (values: InferOutput<typeof CreateListingInputSchema>) => unknown;
}

/** A new listing: its name and, if known, its location; an administrator names the supplier it is for. */
export function CreateListingForm({ locale, onLocaleChange, onSubmit }: CreateListingFormProps) {
  const t = useT();
  const user = useCurrentUser();
  const form = useContractForm(CreateListingInputSchema, { defaultValues: { name: '', location_id: null } });

  return (
    <ContractForm form={form} onSubmit={onSubmit} aria-label={t('supplier.listings.create.save')}>
      <Stack gap="5">
        <ContentLocaleSelect value={locale} onChange={onLocaleChange} />
        <FormField name="name" label={t('supplier.listings.create.name')} help={t('supplier.listings.create.nameHelp')} required>
          <Input {...form.register('name')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField name="location_id" label={t('supplier.listings.create.location')} help={t('supplier.listings.create.locationHelp')}>
            <LocationSelect field={form.register('location_id', { setValueAs: locationValue })} />
          </FormField>
          {isAdmin(user) ? (
            <FormField name="supplier_user_id" label={t('supplier.listings.create.supplier')} help={t('supplier.listings.create.supplierHelp')} required>
              <Input inputMode="numeric" {...form.register('supplier_user_id', { setValueAs: supplierValue })} />
            </FormField>
          ) : null}
        </SimpleGrid>
        <SaveBar saveLabel={t('supplier.listings.create.save')} />
      </Stack>
    </ContractForm>
  );
}
