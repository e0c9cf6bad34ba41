import { EarningListAnswerSchema, type EarningListAnswer, type EarningListInput } from 'shared-contracts/earnings';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** The swr key (and DataTable key) of the supplier's earnings lines. */
export const supplierEarningsKey = 'supplier-earnings';

/** POST /booking/v1/supplier-earning/data-table: a page of the caller's earnings lines, with totals per currency. */
export async function listSupplierEarnings(input: EarningListInput): Promise<EarningListAnswer['data']> {
  return (await getHttpClient().post(api.earnings.supplierList.path(), input, EarningListAnswerSchema, { kind: 'panel' })).data;
}
