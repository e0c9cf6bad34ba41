import useSWR from 'swr';
import { CancellationPolicyAnswerSchema, type CancellationPolicyDetail } from 'shared-contracts/cancellation-policies';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** GET /core/v1/cancellation-policies/{id}: the policy, its tiers with the guest's texts, and the services following it. */
export async function getCancellationPolicy(id: number): Promise<CancellationPolicyDetail> {
  return (await getHttpClient().get(api.cancellationPolicies.byId.path({ id }), CancellationPolicyAnswerSchema, { kind: 'panel' })).data;
}

export const cancellationPolicyKey = (id: number) => ['supplier-cancellation-policy', id] as const;

/** The policy `id`; null asks for nothing (a policy being created). */
export function useCancellationPolicy(id: number | null) {
  return useSWR(id === null ? null : cancellationPolicyKey(id), () => getCancellationPolicy(id!), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
