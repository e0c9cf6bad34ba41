import type { GeneralStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { TourStateAnswerSchema, type TourState } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** PUT /core/v1/tours/{id}/update-status?status: Active only when sellable, else 400 naming what is missing. */
export async function updateTourStatus(id: number, status: GeneralStatus): Promise<TourState> {
  return (await getHttpClient().put(api.tours.updateStatus.path({ id }, { status }), undefined, TourStateAnswerSchema, { kind: 'panel' })).data;
}
