import { CancellationPolicyAnswerSchema, type CancellationPolicyDetail, type CancellationPolicyInput } from 'shared-contracts/cancellation-policies';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** PUT /core/v1/cancellation-policies/{id}: replaces the policy, and the tiers of every service that follows it. */
export async function updateCancellationPolicy(id: number, input: CancellationPolicyInput): Promise<CancellationPolicyDetail> {
  return (await getHttpClient().put(api.cancellationPolicies.update.path({ id }), input, CancellationPolicyAnswerSchema, { kind: 'panel' })).data;
}
