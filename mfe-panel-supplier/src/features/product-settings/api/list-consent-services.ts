import {
  SupplierConsentMappingListAnswerSchema,
  type SupplierConsentMappingListAnswer,
  type SupplierConsentMappingListInputSchema,
} from 'shared-contracts/cancellation-policies';
import { api } from 'shared-contracts/paths';
import type { InferInput } from 'shared-contracts/valibot';
import { getHttpClient } from 'shared-runtime/http';

/** POST /core/v1/package/supplier-consent/mapping-listing/{id}: the services consent `id` covers, a page in id order. */
export function listConsentServices(
  consentId: number,
  input: InferInput<typeof SupplierConsentMappingListInputSchema>,
): Promise<SupplierConsentMappingListAnswer> {
  return getHttpClient().post(api.supplierConsent.mappingListing.path({ id: consentId }), input, SupplierConsentMappingListAnswerSchema, {
    kind: 'panel',
  });
}
