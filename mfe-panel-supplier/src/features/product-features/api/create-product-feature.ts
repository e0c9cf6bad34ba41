import { api } from 'shared-contracts/paths';
import { ProductFeatureAnswerSchema, type ProductFeature, type ProductFeatureInput } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** POST /core/v1/setting/product-feature: a new feature of the caller (an administrator names the supplier). */
export async function createProductFeature(input: ProductFeatureInput): Promise<ProductFeature> {
  return (await getHttpClient().post(api.tours.createFeature.path(), input, ProductFeatureAnswerSchema, { kind: 'panel' })).data;
}
