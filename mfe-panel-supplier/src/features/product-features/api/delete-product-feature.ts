import { api } from 'shared-contracts/paths';
import { TourDeletedAnswerSchema } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** DELETE /core/v1/setting/product-feature/{id}: the activities that offered it no longer do. */
export async function deleteProductFeature(id: number): Promise<void> {
  await getHttpClient().delete(api.tours.deleteFeature.path({ id }), TourDeletedAnswerSchema, { kind: 'panel' });
}
