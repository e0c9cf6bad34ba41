import * as v from 'shared-contracts/valibot';
import { api } from 'shared-contracts/paths';
import { http, PUBLIC } from '../../../lib/http';

export async function removeReservation(siteId: number, cartRef: string, reservationRef: string): Promise<void> {
  await http().delete(api.booking.removeReservation.path({ cartRef, reservationRef }, { site_id: siteId }), v.unknown(), PUBLIC);
}
