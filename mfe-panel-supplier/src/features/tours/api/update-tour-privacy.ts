import { api } from 'shared-contracts/paths';
import { TourStateAnswerSchema, type TourState } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** PUT /core/v1/tours/{id}/update-is-private?is_private: a private activity is sold only where it is linked. */
export async function updateTourPrivacy(id: number, isPrivate: boolean): Promise<TourState> {
  return (await getHttpClient().put(api.tours.updateIsPrivate.path({ id }, { is_private: isPrivate }), undefined, TourStateAnswerSchema, { kind: 'panel' })).data;
}
