import { api } from 'shared-contracts/paths';
import { ProductFeatureAnswerSchema, type ProductFeature, type ProductFeatureInput } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** PUT /core/v1/setting/product-feature/{id}: its names (every language) and icon. */
export async function updateProductFeature(id: number, input: ProductFeatureInput): Promise<ProductFeature> {
  return (await getHttpClient().put(api.tours.updateFeature.path({ id }), input, ProductFeatureAnswerSchema, { kind: 'panel' })).data;
}
