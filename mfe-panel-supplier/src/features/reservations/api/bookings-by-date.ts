import useSWR from 'swr';
import {
  BookingViewByDateAnswerSchema,
  TourBookingViewByDateAnswerSchema,
  type BookingDay,
  type BookingViewByDateInput,
  type DepartureDay,
} from 'shared-contracts/panel-reservations';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';
import { RESERVATIONS_KEY } from './reservations';

/** POST /reservation/booking-view-by-date and /reservation/tours/booking-view-by-date, read together. */
export async function getBookingsByDate(input: BookingViewByDateInput): Promise<{ days: BookingDay[]; departures: DepartureDay[] }> {
  const http = getHttpClient();
  const p = api.panelReservations;
  const [days, departures] = await Promise.all([
    http.post(p.byDate.path(), input, BookingViewByDateAnswerSchema, { kind: 'panel' }),
    http.post(p.toursByDate.path(), input, TourBookingViewByDateAnswerSchema, { kind: 'panel' }),
  ]);
  return { days: days.data, departures: departures.data };
}

export function useBookingsByDate(input: BookingViewByDateInput | null) {
  return useSWR(input ? [RESERVATIONS_KEY, 'by-date', JSON.stringify(input)] : null, () => getBookingsByDate(input!), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
}
