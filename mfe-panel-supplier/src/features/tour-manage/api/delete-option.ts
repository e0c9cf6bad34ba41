import { api } from 'shared-contracts/paths';
import { DeletedAnswerSchema } from 'shared-contracts/tour-manage';
import { getHttpClient } from 'shared-runtime/http';

/** DELETE /core/v1/tour/{id}/option/{o}: with its prices and departures; refused (409) once it has reservations. */
export async function deleteOption(tourId: number, optionId: number): Promise<void> {
  await getHttpClient().delete(api.tourManage.deleteOption.path({ id: tourId, optionId }), DeletedAnswerSchema, { kind: 'panel' });
}
