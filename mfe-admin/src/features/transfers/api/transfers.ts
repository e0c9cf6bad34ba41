import useSWR from 'swr';
import {
  EarningListAnswerSchema,
  type EarningLine,
  type OwedPayee,
  OwedSummaryAnswerSchema,
  type PayeeParty,
  type Payout,
  PayoutAnswerSchema,
  type TransferInput,
} from 'shared-contracts/earnings';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

const OWED = { supplier: api.earnings.supplierOwed, partner: api.earnings.partnerOwed } as const;
const LIST = { supplier: api.earnings.supplierList, partner: api.earnings.partnerList } as const;

/** GET /{party}-earning/pay-out/owed: per payee and currency, what a transfer may pay now (ADR 0023). */
export function useOwed(party: PayeeParty) {
  return useSWR(`admin-transfers:owed:${party}`, async (): Promise<OwedPayee[]> => (await getHttpClient().get(OWED[party].path(), OwedSummaryAnswerSchema, { kind: 'panel' })).data, {
    revalidateOnFocus: false,
  });
}

/** The payee's transferable lines in one currency (the first 100: a transfer pays at most what one page shows). */
export function useUnpaidLines(party: PayeeParty, payee: { userId: number; currency: string } | null) {
  return useSWR(payee ? `admin-transfers:lines:${party}:${payee.userId}:${payee.currency}` : null, async (): Promise<EarningLine[]> => {
    const body = { party_user_id: payee!.userId, currency: payee!.currency, status: 'unpaid' as const, limit: 100 };
    return (await getHttpClient().post(LIST[party].path(), body, EarningListAnswerSchema, { kind: 'panel' })).data.data;
  }, { revalidateOnFocus: false });
}

/** POST /transfer/{party}: records one transfer paying exactly the chosen lines; a line already paid answers 409. */
export async function recordTransfer(party: PayeeParty, input: TransferInput): Promise<Payout> {
  return (await getHttpClient().post(api.earnings.transfer.path({ party }), input, PayoutAnswerSchema, { kind: 'panel' })).data;
}
