import { api } from 'shared-contracts/paths';
import { StripeAccountsAnswerSchema, type StripeAccount, type StripeSetupCredentialInput } from 'shared-contracts/sites';
import { getHttpClient } from 'shared-runtime/http';

/** POST /partner-sites/{id}/stripe-setup-credential: the code Stripe sent back connects its account; answers the site's accounts. */
export async function stripeSetupCredential(siteId: number, input: StripeSetupCredentialInput): Promise<StripeAccount[]> {
  return (await getHttpClient().post(api.partnerSites.stripeSetupCredential.path({ id: siteId }), input, StripeAccountsAnswerSchema, { kind: 'panel' })).data;
}
