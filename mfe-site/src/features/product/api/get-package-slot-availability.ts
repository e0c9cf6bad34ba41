import useSWR from 'swr';
import type * as v from 'valibot';
import { PackageSlotAvailabilityAnswerSchema, type PackageSlotAvailabilityInputSchema } from 'shared-contracts/catalogue';
import { getHttpClient } from 'shared-runtime/http';
import { api } from 'shared-contracts/paths';

export type PackageSlotAvailabilityInput = v.InferInput<typeof PackageSlotAvailabilityInputSchema>;
export type PackageSlotAvailability = v.InferOutput<typeof PackageSlotAvailabilityAnswerSchema>['data'];

/** Whether a departure has room for the travellers, and their server-computed price (spec 002 §7.12). */
export async function getPackageSlotAvailability(input: PackageSlotAvailabilityInput): Promise<PackageSlotAvailability> {
  const answer = await getHttpClient().post(api.availability.packageSlotAvailability.path(), input, PackageSlotAvailabilityAnswerSchema, { kind: 'public' });
  return answer.data;
}

export function usePackageSlotAvailability(input: PackageSlotAvailabilityInput | null) {
  return useSWR(input === null ? null : ['product/package-availability', JSON.stringify(input)], () => getPackageSlotAvailability(input as PackageSlotAvailabilityInput), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
