import { TaxationInputSchema, type TourFull } from 'shared-contracts/tours';
import type { InferOutput } from 'shared-contracts/valibot';
import { useIntl, useT } from 'shared-runtime/session';
import { ErrorPanel, LoadingState, NativeSelect, SimpleGrid, Stack } from 'shared-ui';
import { ContractForm, FormField, SaveBar, useContractForm } from 'shared-ui/panel-kit';
import { useCommissionCategories } from '../../api/get-commission-categories';
import { useTaxCategories } from '../../api/get-tax-categories';
import { failureText } from '../../../../lib/failure';

export type TaxationOutput = InferOutput<typeof TaxationInputSchema>;

export interface TaxationFormProps {
  tour: TourFull;
  onSubmit: (values: TaxationOutput) => unknown;
}

const toId = (value: string | number | null) => (value === '' || value === null ? null : Number(value));

/** Taxation (spec 000 §4): the tax category and the commission category, from their lists (spec 002 §7.8). */
export function TaxationForm({ tour, onSubmit }: TaxationFormProps) {
  const t = useT();
  const intl = useIntl();
  const taxes = useTaxCategories();
  const commissions = useCommissionCategories();
  const form = useContractForm(TaxationInputSchema, {
    defaultValues: { tax_category_id: tour.taxation.tax_category_id, commission_category_id: tour.taxation.commission_category_id },
  });
  // Basis points: 2500 is 25 %.
  const percent = (basisPoints: number) => intl.formatNumber(basisPoints / 10_000, { style: 'percent', maximumFractionDigits: 2 });

  if (taxes.error || commissions.error) {
    return (
      <ErrorPanel
        message={failureText(taxes.error ?? commissions.error, t) ?? t('errors.somethingWentWrong')}
        onRetry={() => {
          void taxes.mutate();
          void commissions.mutate();
        }}
      />
    );
  }
  if (!taxes.data || !commissions.data) return <LoadingState />;

  return (
    <ContractForm form={form} onSubmit={onSubmit} aria-label={t('supplier.tours.section.taxation')}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField name="tax_category_id" label={t('supplier.tours.taxation.tax')} help={t('supplier.tours.taxation.taxHelp')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('tax_category_id', { setValueAs: toId })}>
                <option value="">{t('supplier.tours.taxation.none')}</option>
                {taxes.data.map((category) => (
                  <option key={category.id} value={category.id}>
                    {t('supplier.tours.taxation.option', { name: category.name, rate: percent(category.rate_basis_points) })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField name="commission_category_id" label={t('supplier.tours.taxation.commission')} help={t('supplier.tours.taxation.commissionHelp')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('commission_category_id', { setValueAs: toId })}>
                <option value="">{t('supplier.tours.taxation.none')}</option>
                {commissions.data.map((category) => (
                  <option key={category.id} value={category.id}>
                    {t('supplier.tours.taxation.option', { name: category.name, rate: percent(category.percent_basis_points) })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <SaveBar />
      </Stack>
    </ContractForm>
  );
}
