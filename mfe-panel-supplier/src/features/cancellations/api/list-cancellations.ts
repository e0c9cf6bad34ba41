import { CancellationTableAnswerSchema, type CancellationTableAnswer, type CancellationTableInput } from 'shared-contracts/panel-cancellations';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** The DataTable key of the caller's cancellations. */
export const cancellationsKey = 'supplier-cancellations';

/** POST /booking/v1/cancellation/data-table: a page of the cancellations of the caller's bookings (ADR 0022). */
export async function listCancellations(input: CancellationTableInput): Promise<CancellationTableAnswer['data']> {
  return (await getHttpClient().post(api.cancellations.dataTable.path(), input, CancellationTableAnswerSchema, { kind: 'panel' })).data;
}
