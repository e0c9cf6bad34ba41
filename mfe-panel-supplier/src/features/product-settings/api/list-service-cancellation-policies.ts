import useSWR from 'swr';
import {
  ServiceCancellationPolicyListAnswerSchema,
  type ServiceCancellationPolicyListAnswer,
  type ServiceCancellationPolicyListInputSchema,
} from 'shared-contracts/cancellation-policies';
import { LIMITS } from 'shared-contracts/constants';
import { api } from 'shared-contracts/paths';
import type { InferInput } from 'shared-contracts/valibot';
import { getHttpClient } from 'shared-runtime/http';

export type ServiceCancellationPolicyListRequest = InferInput<typeof ServiceCancellationPolicyListInputSchema>;

/** POST /core/v1/service-cancellation-policies: the caller's services, each with the policy it follows. */
export function listServiceCancellationPolicies(input: ServiceCancellationPolicyListRequest): Promise<ServiceCancellationPolicyListAnswer> {
  return getHttpClient().post(api.cancellationPolicies.serviceListing.path(), input, ServiceCancellationPolicyListAnswerSchema, { kind: 'panel' });
}

export const SERVICES_KEY = 'supplier-services-policies';

/** Every service of the caller (item_per_page -1), for a select of services. */
export function useAllServices() {
  return useSWR([SERVICES_KEY, 'all'], async () => (await listServiceCancellationPolicies({ item_per_page: LIMITS.allItems, left_off: -1 })).data.data, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
