import useSWR from 'swr';
import type { Locale } from 'shared-contracts/constants';
import { api } from 'shared-contracts/paths';
import { CategorySelectAnswerSchema, type TourServiceType } from 'shared-contracts/tours';
import type * as v from 'shared-contracts/valibot';
import { getHttpClient } from 'shared-runtime/http';

export type CategoryChoice = v.InferOutput<typeof CategorySelectAnswerSchema>['data'][number];

/**
 * GET /core/v1/select/category/{type}/parents and /children (spec 002 §7.10): a service type's categories, the
 * top-level ones and every sub-category, in `locale`.
 */
export async function getCategories(serviceType: TourServiceType, locale: Locale): Promise<{ parents: CategoryChoice[]; children: CategoryChoice[] }> {
  const client = getHttpClient();
  const [parents, children] = await Promise.all([
    client.get(api.tours.selectCategoryParents.path({ serviceType }, { locale }), CategorySelectAnswerSchema, { kind: 'panel' }),
    client.get(api.tours.selectCategoryChildren.path({ serviceType }, { locale }), CategorySelectAnswerSchema, { kind: 'panel' }),
  ]);
  return { parents: parents.data, children: children.data };
}

export function useCategories(serviceType: TourServiceType, locale: Locale) {
  return useSWR(['supplier-categories', serviceType, locale], () => getCategories(serviceType, locale), { revalidateOnFocus: false, shouldRetryOnError: false });
}
