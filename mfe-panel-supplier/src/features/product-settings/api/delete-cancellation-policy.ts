import { DeletedAnswerSchema } from 'shared-contracts/cancellation-policies';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** DELETE /core/v1/cancellation-policies/{id}: refused (409) while services follow the policy; the message names them. */
export async function deleteCancellationPolicy(id: number): Promise<void> {
  await getHttpClient().delete(api.cancellationPolicies.remove.path({ id }), DeletedAnswerSchema, { kind: 'panel' });
}
