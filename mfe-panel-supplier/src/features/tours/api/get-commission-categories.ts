import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { CommissionCategoriesAnswerSchema } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** GET /core/v1/settings/commission/category/active: the commission categories that can still be chosen. */
export async function getCommissionCategories() {
  return (await getHttpClient().get(api.tours.commissionCategories.path(), CommissionCategoriesAnswerSchema, { kind: 'panel' })).data;
}

export function useCommissionCategories() {
  return useSWR(['supplier-commission-categories'], getCommissionCategories, { revalidateOnFocus: false, shouldRetryOnError: false });
}
