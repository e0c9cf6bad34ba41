import { SupplierConsentAnswerSchema, type SupplierConsentDetail, type SupplierConsentUpdate } from 'shared-contracts/cancellation-policies';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** PUT /core/v1/package/supplier-consent/{id}: the whole consent (its services change through the mapping calls). */
export async function updateSupplierConsent(id: number, input: SupplierConsentUpdate): Promise<SupplierConsentDetail> {
  return (await getHttpClient().put(api.supplierConsent.update.path({ id }), input, SupplierConsentAnswerSchema, { kind: 'panel' })).data;
}
