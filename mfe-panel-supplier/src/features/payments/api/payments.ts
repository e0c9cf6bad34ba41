import useSWR from 'swr';
import { PaymentDetailsAnswerSchema, PaymentTableAnswerSchema, type PaymentTableAnswer, type PaymentTableInput } from 'shared-contracts/panel-payments';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

export const PAYMENTS_KEY = 'supplier-payments';

/** The query string of the table's state (page, limit, search, status, method, currency, date range). */
export function paymentsQuery(input: PaymentTableInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /booking/v1/payment/data-table: one page of the payments the caller sees. */
export async function listPayments(input: PaymentTableInput): Promise<PaymentTableAnswer['data']> {
  return (await getHttpClient().get(`${api.panelPayments.dataTable.path()}${paymentsQuery(input)}`, PaymentTableAnswerSchema, { kind: 'panel' })).data;
}

/** GET /booking/v1/payment/{id}: one payment with its provider events, refunds and reservations. */
export async function getPayment(id: string) {
  return (await getHttpClient().get(api.panelPayments.details.path({ id }), PaymentDetailsAnswerSchema, { kind: 'panel' })).data;
}

export function usePayment(id: string | undefined) {
  return useSWR(id ? [PAYMENTS_KEY, id] : null, () => getPayment(id!), { revalidateOnFocus: false, shouldRetryOnError: false });
}
