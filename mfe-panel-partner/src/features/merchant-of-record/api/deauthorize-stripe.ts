import { api } from 'shared-contracts/paths';
import { StripeAccountsAnswerSchema, type StripeAccount } from 'shared-contracts/sites';
import { getHttpClient } from 'shared-runtime/http';

/** GET /deauthorize-stripe/{siteId}?currency_code: the site's account for the currency is disconnected; answers the rest. */
export async function deauthorizeStripe(siteId: number, currency: string): Promise<StripeAccount[]> {
  return (await getHttpClient().get(api.partnerSites.deauthorizeStripe.path({ id: siteId }, { currency_code: currency }), StripeAccountsAnswerSchema, { kind: 'panel' })).data;
}
