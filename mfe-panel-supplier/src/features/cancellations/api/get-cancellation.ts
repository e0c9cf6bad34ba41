import useSWR from 'swr';
import { CancellationDetailsAnswerSchema, type CancellationDetails } from 'shared-contracts/panel-cancellations';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** GET /booking/v1/cancellation/{id}: one cancellation of the caller's bookings; 404 for anyone else's. */
export async function getCancellation(id: number): Promise<CancellationDetails> {
  return (await getHttpClient().get(api.cancellations.details.path({ id }), CancellationDetailsAnswerSchema, { kind: 'panel' })).data;
}

export function useCancellation(id: number | null) {
  return useSWR(id === null ? null : ['supplier-cancellation', id], () => getCancellation(id!), { revalidateOnFocus: false, shouldRetryOnError: false });
}
