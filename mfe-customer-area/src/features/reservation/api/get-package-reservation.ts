import useSWR from 'swr';
import { PackageReservationAnswerSchema, type PackageReservation } from 'shared-contracts/customer';
import { api } from 'shared-contracts/paths';
import { CUSTOMER, http } from '../../../lib/http';

/** GET customer/reservation/package/{paymentId}/{id}: the payment uuid FIRST, then the package reservation's uuid. */
export async function getPackageReservation(paymentId: string, uuid: string): Promise<PackageReservation> {
  return (await http().get(api.customer.packageReservation.path({ paymentId, id: uuid }), PackageReservationAnswerSchema, CUSTOMER)).data;
}

export function usePackageReservation(paymentId: string | null, uuid: string | null) {
  return useSWR(paymentId && uuid ? (['customer-package-reservation', paymentId, uuid] as const) : null, ([, payment, id]) => getPackageReservation(payment, id), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
