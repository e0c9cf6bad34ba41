import useSWR from 'swr';
import { LocationChoicesAnswerSchema, type LocationChoice } from 'shared-contracts/listings';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** GET /core/v1/select/locations: where a listing can be. */
export async function getLocationChoices(): Promise<LocationChoice[]> {
  return (await getHttpClient().get(api.listings.locationChoices.path(), LocationChoicesAnswerSchema, { kind: 'panel' })).data;
}

export function useLocationChoices() {
  return useSWR('supplier-listing-locations', getLocationChoices, { revalidateOnFocus: false, shouldRetryOnError: false });
}
