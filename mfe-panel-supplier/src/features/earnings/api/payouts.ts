import useSWR from 'swr';
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { EarningListAnswerSchema, type EarningTotals, type PayeeParty, PayoutListAnswerSchema, type PayoutSummary } from 'shared-contracts/earnings';
import { ApiError } from 'shared-contracts/errors';
import { api } from 'shared-contracts/paths';
import * as v from 'shared-contracts/valibot';
import { getHttpClient } from 'shared-runtime/http';
import { downloadBlob } from 'shared-ui/panel-kit';
import { EARNINGS_CALLS } from './earnings';

/** GET /supplier-earning/pay-out/list: the caller's payouts, newest first (ADR 0023). */
export function usePayouts() {
  return useSWR('supplier-payouts', async (): Promise<PayoutSummary[]> => (await getHttpClient().get(api.earnings.supplierPayouts.path(), PayoutListAnswerSchema, { kind: 'panel' })).data, {
    revalidateOnFocus: false,
  });
}

/** What is owed and paid per currency, over every line (the earnings table's totals, one row asked for). */
export function useEarningTotals() {
  return useSWR('supplier-earning-totals', async (): Promise<EarningTotals[]> => {
    const answer = await getHttpClient().post(api.earnings.supplierList.path(), { limit: 1 }, EarningListAnswerSchema, { kind: 'panel' });
    return answer.data.totals;
  }, { revalidateOnFocus: false });
}

async function get(url: string, headers: Record<string, string>) {
  return fetch(url, { credentials: 'include', headers: { ...headers, accept: 'application/pdf, application/json' } });
}

/**
 * GET /{party}-earning/pay-out/receipt/{payoutId}/{userId} with the panel's session (a 401 refreshes once), handed
 * to the browser as a file. A refusal rejects with ApiError carrying the server's message (or `fallbackMessage`).
 */
export async function downloadReceipt(party: PayeeParty, payout: Pick<PayoutSummary, 'id' | 'party_user_id'>, fallbackMessage: string): Promise<void> {
  const prepared = getHttpClient().prepare(EARNINGS_CALLS[party].receipt.path({ payoutId: payout.id, userId: payout.party_user_id }), 'panel');
  let response = await get(prepared.url, prepared.headers);
  if (response.status === 401) response = await get(prepared.url, await prepared.retryHeaders());
  if (!response.ok) {
    const envelope = v.safeParse(ErrorEnvelopeSchema, await response.json().catch(() => null));
    throw new ApiError({
      status: response.status,
      code: envelope.success ? envelope.output.code : 'INVALID_RESPONSE',
      message: envelope.success && envelope.output.message.trim() ? envelope.output.message : fallbackMessage,
    });
  }
  downloadBlob(new Blob([await response.arrayBuffer()], { type: 'application/pdf' }), `payout-${payout.id}.pdf`);
}
