import useSWR from 'swr';
import { EarningAnswerSchema, EarningListAnswerSchema, type EarningLine, type EarningListAnswer, type EarningListInput, type PayeeParty } from 'shared-contracts/earnings';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/**
 * The calls of one party's earnings ledger (spec 002 §7.15, ADR 0017): the partner's mirror the supplier's, so the
 * pages read them through this table rather than naming either.
 */
export const EARNINGS_CALLS = {
  supplier: { list: api.earnings.supplierList, excel: api.earnings.supplierExcel, byId: api.earnings.supplierById, receipt: api.earnings.supplierReceipt },
  partner: { list: api.earnings.partnerList, excel: api.earnings.partnerExcel, byId: api.earnings.partnerById, receipt: api.earnings.partnerReceipt },
} as const;

/** The swr key (and DataTable key) of a party's earnings lines. */
export const earningsKey = (party: PayeeParty) => `${party}-earnings`;

/** POST /{party}-earning/data-table: a page of the caller's earnings lines, with totals per currency. */
export async function listEarnings(party: PayeeParty, input: EarningListInput): Promise<EarningListAnswer['data']> {
  return (await getHttpClient().post(EARNINGS_CALLS[party].list.path(), input, EarningListAnswerSchema, { kind: 'panel' })).data;
}

/** GET /{party}-earning/{id}: one line the caller may see (another's answers 404). */
export function useEarningLine(party: PayeeParty, id: string | undefined) {
  return useSWR(id ? [`${party}-earning`, id] : null, async (): Promise<EarningLine> => {
    return (await getHttpClient().get(EARNINGS_CALLS[party].byId.path({ id: id! }), EarningAnswerSchema, { kind: 'panel' })).data;
  }, { revalidateOnFocus: false });
}
