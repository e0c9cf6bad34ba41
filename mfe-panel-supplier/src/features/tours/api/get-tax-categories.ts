import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { TaxCategoriesAnswerSchema } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** GET /core/v1/tour/tax-categories/all. */
export async function getTaxCategories() {
  return (await getHttpClient().get(api.tours.taxCategories.path(), TaxCategoriesAnswerSchema, { kind: 'panel' })).data;
}

export function useTaxCategories() {
  return useSWR(['supplier-tax-categories'], getTaxCategories, { revalidateOnFocus: false, shouldRetryOnError: false });
}
