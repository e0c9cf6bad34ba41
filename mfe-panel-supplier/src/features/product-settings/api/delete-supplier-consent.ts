import { DeletedAnswerSchema } from 'shared-contracts/cancellation-policies';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** DELETE /core/v1/package/supplier-consent/{id}: the consent and the services it covers. */
export async function deleteSupplierConsent(id: number): Promise<void> {
  await getHttpClient().delete(api.supplierConsent.remove.path({ id }), DeletedAnswerSchema, { kind: 'panel' });
}
