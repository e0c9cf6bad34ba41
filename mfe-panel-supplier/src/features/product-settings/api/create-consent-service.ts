import {
  type SupplierConsentMappingInput,
  type SupplierConsentService,
  SupplierConsentServiceAnswerSchema,
} from 'shared-contracts/cancellation-policies';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** POST /core/v1/package/supplier-consent/mapping: one more of the supplier's services under the consent; 409 when it already is. */
export async function createConsentService(input: SupplierConsentMappingInput): Promise<SupplierConsentService> {
  return (await getHttpClient().post(api.supplierConsent.createMapping.path(), input, SupplierConsentServiceAnswerSchema, { kind: 'panel' })).data;
}
