import { api } from 'shared-contracts/paths';
import { TourDeletedAnswerSchema } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** DELETE /core/v1/tours/{id}: refused (409, with the reason) while bookings or packages hold the activity. */
export async function deleteTour(id: number): Promise<void> {
  await getHttpClient().delete(api.tours.remove.path({ id }), TourDeletedAnswerSchema, { kind: 'panel' });
}
