import useSWR from 'swr';
import { SingleReservationAnswerSchema, type SingleReservation } from 'shared-contracts/customer';
import { api } from 'shared-contracts/paths';
import { CUSTOMER, http } from '../../../lib/http';

/** GET customer/reservation/{uuid}: one single-service reservation of the customer (404 when not theirs). */
export async function getReservation(uuid: string): Promise<SingleReservation> {
  return (await http().get(api.customer.reservation.path({ id: uuid }), SingleReservationAnswerSchema, CUSTOMER)).data;
}

export function reservationKey(uuid: string) {
  return ['customer-reservation', uuid] as const;
}

export function useReservation(uuid: string | null) {
  return useSWR(uuid ? reservationKey(uuid) : null, ([, id]) => getReservation(id), { revalidateOnFocus: false, shouldRetryOnError: false });
}
