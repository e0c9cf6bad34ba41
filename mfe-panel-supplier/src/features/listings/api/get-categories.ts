import useSWR from 'swr';
import type { Locale } from 'shared-contracts/constants';
import type { ListingServiceType as ListingType } from 'shared-contracts/listings';
import { api } from 'shared-contracts/paths';
import { CategorySelectAnswerSchema, type CategorySelectItemSchema } from 'shared-contracts/tours';
import type { InferOutput } from 'shared-contracts/valibot';
import { getHttpClient } from 'shared-runtime/http';

export type Category = InferOutput<typeof CategorySelectItemSchema>;

/** GET /core/v1/select/category/{type}/parents and /children: the type's categories, named in `locale`. */
export async function getCategories(type: ListingType, locale: Locale): Promise<Category[]> {
  const http = getHttpClient();
  const [parents, children] = await Promise.all([
    http.get(api.tours.selectCategoryParents.path({ serviceType: type }, { locale }), CategorySelectAnswerSchema, { kind: 'panel' }),
    http.get(api.tours.selectCategoryChildren.path({ serviceType: type }, { locale }), CategorySelectAnswerSchema, { kind: 'panel' }),
  ]);
  return [...parents.data, ...children.data];
}

export function useCategories(type: ListingType, locale: Locale) {
  return useSWR(['supplier-listing-categories', type, locale], () => getCategories(type, locale), { revalidateOnFocus: false, shouldRetryOnError: false });
}
