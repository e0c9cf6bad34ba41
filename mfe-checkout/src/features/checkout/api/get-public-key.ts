import useSWR from 'swr';
import { PublicKeyAnswerSchema, type PublicKeyAnswer } from 'shared-contracts/booking';
import { api } from 'shared-contracts/paths';
import { http, PUBLIC } from '../../../lib/http';

/** GET payment-provider/public-key/{currency}: the key, and whether the provider is Stripe or the simulated one. */
export async function getPublicKey(siteId: number, currency: string): Promise<PublicKeyAnswer['data']> {
  return (await http().get(api.booking.publicKey.path({ currency }, { site_id: siteId }), PublicKeyAnswerSchema, PUBLIC)).data;
}

export function usePublicKey(siteId: number | null, currency: string | null) {
  return useSWR(siteId !== null && currency ? ['checkout-public-key', siteId, currency] : null, ([, site, cur]) => getPublicKey(site, cur), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
