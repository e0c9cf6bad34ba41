import {
  type CancellationPolicyMappingInput,
  type ServiceCancellationPolicy,
  ServiceCancellationPolicyAnswerSchema,
} from 'shared-contracts/cancellation-policies';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/**
 * POST /core/v1/cancellation-policies/mapping: the service follows the policy from now on (its tiers copied onto the
 * service); a null policy unmaps it, and it keeps the tiers it has.
 */
export async function mapCancellationPolicy(input: CancellationPolicyMappingInput): Promise<ServiceCancellationPolicy> {
  return (await getHttpClient().post(api.cancellationPolicies.map.path(), input, ServiceCancellationPolicyAnswerSchema, { kind: 'panel' })).data;
}
