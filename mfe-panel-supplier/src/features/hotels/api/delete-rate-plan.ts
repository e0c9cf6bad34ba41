import { HotelPartDeletedAnswerSchema } from 'shared-contracts/hotels';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** DELETE /core/v1/hotel/{id}/rate-plans/{ratePlanId}: 409 while bookings hold it or connected plans follow it. */
export async function deleteRatePlan(hotelId: number, ratePlanId: number): Promise<void> {
  await getHttpClient().delete(api.hotels.removeRatePlan.path({ id: hotelId, ratePlanId }), HotelPartDeletedAnswerSchema, { kind: 'panel' });
}
