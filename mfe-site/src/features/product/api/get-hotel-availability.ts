import useSWR from 'swr';
import { HotelAvailabilityAnswerSchema, type HotelAvailability, type HotelAvailabilityInput } from 'shared-contracts/catalogue';
import { getHttpClient } from 'shared-runtime/http';
import { api } from 'shared-contracts/paths';
import { useStorefront } from '../../../lib/storefront';

/** Room types and rate plans for a stay: prices, rooms left and the reasons a stay is refused (spec 002 §7.9). */
export async function getHotelAvailability(id: number, input: HotelAvailabilityInput): Promise<HotelAvailability> {
  const answer = await getHttpClient().post(api.availability.hotelAvailability.path({ id }), input, HotelAvailabilityAnswerSchema, { kind: 'public' });
  return answer.data;
}

export function useHotelAvailability(id: number, input: HotelAvailabilityInput | null) {
  const { lang } = useStorefront();
  return useSWR(input === null ? null : ['product/hotel-availability', id, JSON.stringify(input), lang], () => getHotelAvailability(id, input as HotelAvailabilityInput), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
