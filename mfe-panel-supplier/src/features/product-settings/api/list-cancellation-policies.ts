import useSWR from 'swr';
import {
  CancellationPolicyListAnswerSchema,
  type CancellationPolicyListAnswer,
  type CancellationPolicyListInputSchema,
} from 'shared-contracts/cancellation-policies';
import { LIMITS } from 'shared-contracts/constants';
import { api } from 'shared-contracts/paths';
import type { InferInput } from 'shared-contracts/valibot';
import { getHttpClient } from 'shared-runtime/http';

export type CancellationPolicyListRequest = InferInput<typeof CancellationPolicyListInputSchema>;

/** POST /core/v1/cancellation-policies-listing: the caller's policies, a page in id order. */
export function listCancellationPolicies(input: CancellationPolicyListRequest): Promise<CancellationPolicyListAnswer> {
  return getHttpClient().post(api.cancellationPolicies.listing.path(), input, CancellationPolicyListAnswerSchema, { kind: 'panel' });
}

/** The swr key (and DataTable key) prefix of every policy list, so a change can refresh them all. */
export const POLICIES_KEY = 'supplier-cancellation-policies';

/** Every policy of the caller, for the choices of a select (item_per_page -1). */
export function useAllCancellationPolicies() {
  return useSWR([POLICIES_KEY, 'all'], async () => (await listCancellationPolicies({ item_per_page: LIMITS.allItems, left_off: -1 })).data.data, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
