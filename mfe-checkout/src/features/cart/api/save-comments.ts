import * as v from 'shared-contracts/valibot';
import { api } from 'shared-contracts/paths';
import { http, PUBLIC } from '../../../lib/http';

/** POST cart-reservation/{reservationRef}: body comments. */
export async function saveComments(siteId: number, reservationRef: string, comments: string): Promise<void> {
  await http().post(api.booking.saveComments.path({ reservationRef }, { site_id: siteId }), { comments }, v.unknown(), PUBLIC);
}
