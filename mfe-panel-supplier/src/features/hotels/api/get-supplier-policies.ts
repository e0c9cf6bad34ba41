import useSWR from 'swr';
import { CancellationPolicyListAnswerSchema } from 'shared-contracts/cancellation-policies';
import { LIMITS } from 'shared-contracts/constants';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

export interface PolicyChoice {
  id: number;
  name: string;
}

/** POST /core/v1/cancellation-policies-listing: every policy of the hotel's supplier, for a plan's choice. */
export async function getSupplierPolicies(supplierId: number): Promise<PolicyChoice[]> {
  const input = { item_per_page: LIMITS.allItems, left_off: -1, supplier_id: supplierId };
  const answer = await getHttpClient().post(api.cancellationPolicies.listing.path(), input, CancellationPolicyListAnswerSchema, { kind: 'panel' });
  return answer.data.data.map((policy) => ({ id: policy.id, name: policy.name }));
}

export function useSupplierPolicies(supplierId: number) {
  return useSWR(['supplier-hotel-policies', supplierId], () => getSupplierPolicies(supplierId), { revalidateOnFocus: false, shouldRetryOnError: false });
}
