import type { Locale } from 'shared-contracts/constants';
import { type RatePlan, RatePlanAnswerSchema, type RatePlanInput } from 'shared-contracts/hotels';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** POST /core/v1/hotel/{id}/rate-plans, or PUT …/{ratePlanId}: the name in `locale`. */
export async function saveRatePlan(hotelId: number, ratePlanId: number | null, input: RatePlanInput, locale: Locale): Promise<RatePlan> {
  const http = getHttpClient();
  if (ratePlanId === null) return (await http.post(api.hotels.createRatePlan.path({ id: hotelId }, { locale }), input, RatePlanAnswerSchema, { kind: 'panel' })).data;
  return (await http.put(api.hotels.updateRatePlan.path({ id: hotelId, ratePlanId }, { locale }), input, RatePlanAnswerSchema, { kind: 'panel' })).data;
}
