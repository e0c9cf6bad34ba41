import useSWR from 'swr';
import { HotelFeatureCatalogueAnswerSchema, type HotelFeatureItem, type HotelFeatureScope } from 'shared-contracts/hotels';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** GET /core/v1/feature?item_per_page=-1&scope: the whole feature catalogue of a scope, in the panel's language. */
export async function getFeatureCatalogue(scope: HotelFeatureScope): Promise<HotelFeatureItem[]> {
  return (await getHttpClient().get(api.hotels.featureCatalogue.path({ item_per_page: '-1', scope }), HotelFeatureCatalogueAnswerSchema, { kind: 'panel' })).data;
}

export function useFeatureCatalogue(scope: HotelFeatureScope) {
  return useSWR(['supplier-hotel-feature-catalogue', scope], () => getFeatureCatalogue(scope), { revalidateOnFocus: false, shouldRetryOnError: false });
}
