import { api } from 'shared-contracts/paths';
import { ConnectStripeAnswerSchema } from 'shared-contracts/sites';
import { getHttpClient } from 'shared-runtime/http';

/** GET /connect-stripe?currency_code: where to send the browser to connect a Stripe account for the currency (ADR 0031). */
export async function connectStripe(currency: string): Promise<string> {
  return (await getHttpClient().get(api.partnerSites.connectStripe.path({ currency_code: currency }), ConnectStripeAnswerSchema, { kind: 'panel' })).data.url;
}
