import {
  SupplierConsentListAnswerSchema,
  type SupplierConsentListAnswer,
  type SupplierConsentListInputSchema,
} from 'shared-contracts/cancellation-policies';
import { api } from 'shared-contracts/paths';
import type { InferInput } from 'shared-contracts/valibot';
import { getHttpClient } from 'shared-runtime/http';

export type SupplierConsentListRequest = InferInput<typeof SupplierConsentListInputSchema>;

/** POST /core/v1/package/supplier-consent-listing: the caller's consents, a page in id order. */
export function listSupplierConsents(input: SupplierConsentListRequest): Promise<SupplierConsentListAnswer> {
  return getHttpClient().post(api.supplierConsent.listing.path(), input, SupplierConsentListAnswerSchema, { kind: 'panel' });
}

/** The consents table's key, and the prefix of its swr keys. */
export const CONSENTS_KEY = 'supplier-consents';
