import { DeletedAnswerSchema } from 'shared-contracts/cancellation-policies';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** DELETE /core/v1/package/supplier-consent/mapping/{id}: takes one service out of its consent. */
export async function deleteConsentService(id: number): Promise<void> {
  await getHttpClient().delete(api.supplierConsent.removeMapping.path({ id }), DeletedAnswerSchema, { kind: 'panel' });
}
