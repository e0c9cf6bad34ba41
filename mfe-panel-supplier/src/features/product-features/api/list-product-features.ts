import { api } from 'shared-contracts/paths';
import { ProductFeaturesAnswerSchema, type ProductFeature } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** The DataTable key of the list, and the swr key prefix of its rows. */
export const PRODUCT_FEATURES_KEY = 'supplier-product-feature-list';

/** GET /core/v1/tour/product-feature/all: the caller's product features (an administrator's: everyone's). */
export async function listProductFeatures(): Promise<ProductFeature[]> {
  return (await getHttpClient().get(api.tours.features.path(), ProductFeaturesAnswerSchema, { kind: 'panel' })).data;
}
