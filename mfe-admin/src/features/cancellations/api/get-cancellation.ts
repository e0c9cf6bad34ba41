import useSWR from 'swr';
import { CancellationDetailsAnswerSchema, type CancellationDetails } from 'shared-contracts/panel-cancellations';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** GET /booking/v1/cancellation/{id}: one cancellation with its refund, actions and trail. */
export async function getCancellation(id: number): Promise<CancellationDetails> {
  return (await getHttpClient().get(api.cancellations.details.path({ id }), CancellationDetailsAnswerSchema, { kind: 'panel' })).data;
}

export const cancellationKey = (id: number) => ['admin-cancellation', id] as const;

export function useCancellation(id: number | null) {
  return useSWR(id === null ? null : cancellationKey(id), () => getCancellation(id!), { revalidateOnFocus: false, shouldRetryOnError: false });
}
