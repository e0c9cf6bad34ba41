import { CancellationTableAnswerSchema, type CancellationTableAnswer, type CancellationTableInput } from 'shared-contracts/panel-cancellations';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** The DataTable key of the administrators' cancellations (one per view). */
export const cancellationsKey = (view: string) => `admin-cancellations:${view}`;

/** POST /booking/v1/cancellation/data-table: a page of cancellations (ADR 0022). */
export async function listCancellations(input: CancellationTableInput): Promise<CancellationTableAnswer['data']> {
  return (await getHttpClient().post(api.cancellations.dataTable.path(), input, CancellationTableAnswerSchema, { kind: 'panel' })).data;
}
