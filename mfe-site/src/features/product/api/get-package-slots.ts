import useSWR from 'swr';
import { PackageSlotsAnswerSchema, type PackageSlot } from 'shared-contracts/catalogue';
import { getHttpClient } from 'shared-runtime/http';
import { api } from 'shared-contracts/paths';
import { useStorefront } from '../../../lib/storefront';

/** A package's departures of the next 90 days, sold-out ones marked (spec 002 §7.12 available-package-slots). */
export async function getPackageSlots(siteId: number, id: number): Promise<PackageSlot[]> {
  const answer = await getHttpClient().post(api.availability.packageSlots.path({ id }), { site_id: siteId }, PackageSlotsAnswerSchema, { kind: 'public' });
  return answer.data.slots;
}

export function usePackageSlots(id: number, enabled: boolean) {
  const { site } = useStorefront();
  return useSWR(enabled ? ['product/package-slots', site.id, id] : null, () => getPackageSlots(site.id, id), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
