import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { CustomBookingOptionAnswerSchema } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** GET /core/v1/tours/custom-booking-option/{id}/full: the extra questions asked at booking. */
export async function getBookingOption(id: number) {
  return (await getHttpClient().get(api.tours.bookingOption.path({ id }), CustomBookingOptionAnswerSchema, { kind: 'panel' })).data;
}

export function useBookingOption(id: number) {
  return useSWR(['supplier-tour-booking-option', id], () => getBookingOption(id), { revalidateOnFocus: false, shouldRetryOnError: false });
}
