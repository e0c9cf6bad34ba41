import { api } from 'shared-contracts/paths';
import { TourDeletedAnswerSchema } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** DELETE /core/v1/tour/settings/custom-section/{id}. */
export async function deleteCustomSection(id: number): Promise<void> {
  await getHttpClient().delete(api.tours.deleteCustomSection.path({ id }), TourDeletedAnswerSchema, { kind: 'panel' });
}
