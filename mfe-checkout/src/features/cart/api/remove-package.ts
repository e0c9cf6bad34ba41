import * as v from 'shared-contracts/valibot';
import { api } from 'shared-contracts/paths';
import { http } from '../../../lib/http';

/** DELETE cart-reservation/{cartRef}: body package_id. */
export async function removePackage(siteId: number, cartRef: string, packageId: number): Promise<void> {
  await http().delete(api.booking.removePackage.path({ cartRef }, { site_id: siteId }), v.unknown(), { kind: 'public', json: { package_id: packageId } });
}
