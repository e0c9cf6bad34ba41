import useSWR from 'swr';
import { CustomerCancellationPolicyAnswerSchema, type CustomerCancellationPolicy } from 'shared-contracts/customer';
import { api } from 'shared-contracts/paths';
import { CUSTOMER, http } from '../../../lib/http';

/** GET customer/reservations/cancellation-policy/{uuid}: what cancelling NOW would refund. */
export async function getCancellationPolicy(uuid: string): Promise<CustomerCancellationPolicy> {
  return (await http().get(api.customer.cancellationPolicy.path({ id: uuid }), CustomerCancellationPolicyAnswerSchema, CUSTOMER)).data;
}

/** Fetched afresh each time the dialog opens (`opening`): the refund depends on the time left. */
export function useCancellationPolicy(uuid: string | null, opening: number) {
  return useSWR(uuid ? (['customer-cancellation-policy', uuid, opening] as const) : null, ([, id]) => getCancellationPolicy(id), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
