import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { ProductFeatureAnswerSchema, type ProductFeature } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** GET /core/v1/setting/product-feature/{id}/full: one feature with its name in every language. */
export async function getProductFeature(id: number): Promise<ProductFeature> {
  return (await getHttpClient().get(api.tours.feature.path({ id }), ProductFeatureAnswerSchema, { kind: 'panel' })).data;
}

export function useProductFeature(id: number) {
  return useSWR(['supplier-product-feature', id], () => getProductFeature(id), { revalidateOnFocus: false, shouldRetryOnError: false });
}
