import useSWR from 'swr';
import { DateListAnswerSchema, type DateListAnswer } from 'shared-contracts/catalogue';
import { getHttpClient } from 'shared-runtime/http';
import { api } from 'shared-contracts/paths';
import { useStorefront } from '../../../lib/storefront';

/** Arrival dates with a room for sale and check-in allowed, within a range (spec 002 §7.9 available-dates). */
export async function getHotelAvailableDates(id: number, input: { site_id: number; start_date: string; end_date: string }): Promise<DateListAnswer['data']> {
  const answer = await getHttpClient().post(api.availability.hotelAvailableDates.path({ id }), input, DateListAnswerSchema, { kind: 'public' });
  return answer.data;
}

export function useHotelAvailableDates(id: number, range: { start: string; end: string }) {
  const { site } = useStorefront();
  return useSWR(['product/hotel-dates', site.id, id, range.start, range.end], () =>
    getHotelAvailableDates(id, { site_id: site.id, start_date: range.start, end_date: range.end }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
