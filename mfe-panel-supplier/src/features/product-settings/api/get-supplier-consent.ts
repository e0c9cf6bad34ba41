import useSWR from 'swr';
import { SupplierConsentAnswerSchema, type SupplierConsentDetail } from 'shared-contracts/cancellation-policies';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** GET /core/v1/package/supplier-consent/{id}: the consent with every service it covers. */
export async function getSupplierConsent(id: number): Promise<SupplierConsentDetail> {
  return (await getHttpClient().get(api.supplierConsent.byId.path({ id }), SupplierConsentAnswerSchema, { kind: 'panel' })).data;
}

export const supplierConsentKey = (id: number) => ['supplier-consent', id] as const;

/** The consent `id`; null asks for nothing (a consent being created). */
export function useSupplierConsent(id: number | null) {
  return useSWR(id === null ? null : supplierConsentKey(id), () => getSupplierConsent(id!), { revalidateOnFocus: false, shouldRetryOnError: false });
}
