import { HotelPartDeletedAnswerSchema } from 'shared-contracts/hotels';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** DELETE /core/v1/hotel/{id}/room-types/{roomTypeId}: 409 while bookings hold it. */
export async function deleteRoomType(hotelId: number, roomTypeId: number): Promise<void> {
  await getHttpClient().delete(api.hotels.removeRoomType.path({ id: hotelId, roomTypeId }), HotelPartDeletedAnswerSchema, { kind: 'panel' });
}
