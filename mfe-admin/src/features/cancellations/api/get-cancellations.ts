import useSWR from 'swr';
import { CancellationListAnswerSchema, type CancellationListFilter, type CancellationListRow } from 'shared-contracts/customer';
import { getHttpClient } from 'shared-runtime/http';
import { api } from 'shared-contracts/paths';

/** POST /booking/v1/cancellation/data-table (administrators only): the cancellations, newest first. `{}` = all. */
export async function getCancellations(filter: CancellationListFilter = {}): Promise<CancellationListRow[]> {
  return (await getHttpClient().post(api.cancellations.dataTable.path(), filter, CancellationListAnswerSchema, { kind: 'panel' })).data;
}

export function cancellationsKey(filter: CancellationListFilter) {
  return ['admin-cancellations', filter.refund_status ?? null, filter.reservation_status ?? null] as const;
}

export function useCancellations(filter: CancellationListFilter = {}) {
  // The key holds the filter's values, not the object, so a new object with the same filter is the same request.
  return useSWR(cancellationsKey(filter), () => getCancellations(filter), { revalidateOnFocus: false, shouldRetryOnError: false });
}
