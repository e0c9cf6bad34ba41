import { CancellationPolicyAnswerSchema, type CancellationPolicyDetail, type CancellationPolicyInput } from 'shared-contracts/cancellation-policies';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** POST /core/v1/cancellation-policies: a new policy of the caller's, with its tiers. */
export async function createCancellationPolicy(input: CancellationPolicyInput): Promise<CancellationPolicyDetail> {
  return (await getHttpClient().post(api.cancellationPolicies.create.path(), input, CancellationPolicyAnswerSchema, { kind: 'panel' })).data;
}
