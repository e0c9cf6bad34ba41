import {
  type SupplierConsentMappingUpdate,
  type SupplierConsentService,
  SupplierConsentServiceAnswerSchema,
} from 'shared-contracts/cancellation-policies';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** PUT /core/v1/package/supplier-consent/mapping/{id}: the partner's commission on one consented service. */
export async function updateConsentService(id: number, input: SupplierConsentMappingUpdate): Promise<SupplierConsentService> {
  return (await getHttpClient().put(api.supplierConsent.updateMapping.path({ id }), input, SupplierConsentServiceAnswerSchema, { kind: 'panel' })).data;
}
