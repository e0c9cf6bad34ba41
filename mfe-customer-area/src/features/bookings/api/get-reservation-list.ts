import useSWR from 'swr';
import { CustomerReservationListAnswerSchema, type BookingListItem, type CustomerReservationListFilter } from 'shared-contracts/customer';
import { api } from 'shared-contracts/paths';
import { CUSTOMER, http } from '../../../lib/http';

/** POST customer/reservation-list: the customer's bookings, newest start first. `{}` = every visible status. */
export async function getReservationList(filter: CustomerReservationListFilter = {}): Promise<BookingListItem[]> {
  return (await http().post(api.customer.reservationList.path(), filter, CustomerReservationListAnswerSchema, CUSTOMER)).data;
}

export const RESERVATION_LIST_KEY = 'customer-reservation-list';

export function useReservationList() {
  return useSWR(RESERVATION_LIST_KEY, () => getReservationList({}), { revalidateOnFocus: false, shouldRetryOnError: false });
}
