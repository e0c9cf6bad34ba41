import { SupplierConsentAnswerSchema, type SupplierConsentDetail, type SupplierConsentInputSchema } from 'shared-contracts/cancellation-policies';
import { api } from 'shared-contracts/paths';
import type { InferInput } from 'shared-contracts/valibot';
import { getHttpClient } from 'shared-runtime/http';

/** POST /core/v1/package/supplier-consent: consents to a partner; 409 when the supplier already has a consent for it. */
export async function createSupplierConsent(input: InferInput<typeof SupplierConsentInputSchema>): Promise<SupplierConsentDetail> {
  return (await getHttpClient().post(api.supplierConsent.create.path(), input, SupplierConsentAnswerSchema, { kind: 'panel' })).data;
}
