import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { ProductFeaturesAnswerSchema, type ProductFeature } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** GET /core/v1/tour/product-feature/all: the supplier's product features, to choose an activity's from. */
export async function listProductFeatures(): Promise<ProductFeature[]> {
  return (await getHttpClient().get(api.tours.features.path(), ProductFeaturesAnswerSchema, { kind: 'panel' })).data;
}

export function useProductFeatures() {
  return useSWR(['supplier-product-features'], listProductFeatures, { revalidateOnFocus: false, shouldRetryOnError: false });
}
