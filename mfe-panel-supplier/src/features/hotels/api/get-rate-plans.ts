import useSWR from 'swr';
import type { Locale } from 'shared-contracts/constants';
import { type RatePlan, RatePlansAnswerSchema } from 'shared-contracts/hotels';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** GET /core/v1/hotel/{id}/rate-plans?locale: the hotel's plans, connected ones with their parent. */
export async function getRatePlans(hotelId: number, locale: Locale): Promise<RatePlan[]> {
  return (await getHttpClient().get(api.hotels.ratePlans.path({ id: hotelId }, { locale }), RatePlansAnswerSchema, { kind: 'panel' })).data;
}

export function useRatePlans(hotelId: number, locale: Locale) {
  return useSWR(['supplier-hotel-rate-plans', hotelId, locale], () => getRatePlans(hotelId, locale), { revalidateOnFocus: false, shouldRetryOnError: false });
}
