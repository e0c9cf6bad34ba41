import { api } from 'shared-contracts/paths';
import { TourFeaturesAnswerSchema } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** PUT /core/v1/tour/features/{id}: the activity's features (replaces them). */
export async function setTourFeatures(id: number, featureIds: number[]): Promise<number[]> {
  return (await getHttpClient().put(api.tours.setTourFeatures.path({ id }), { feature_ids: featureIds }, TourFeaturesAnswerSchema, { kind: 'panel' })).data.feature_ids;
}
