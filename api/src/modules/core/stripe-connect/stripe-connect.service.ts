import type { PanelLocale } from 'shared-contracts/constants';
import type { StripeAccount, StripeSetupCredentialInput } from 'shared-contracts/sites';
import { describeErrorForLog, type Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import type { TenantScope } from '../../../lib/tenancy';
import type { PaymentProvider } from '../../payments/payment-provider';
import type { PartnerSitesService } from '../partner-sites/partner-sites.service';
import type { ConnectStates } from './connect-state';
import { countAccountUses, deleteSiteAccount, findSiteAccount, listSiteAccounts, upsertSiteAccount, type StripeAccountRow } from './stripe-connect.repo';

/**
 * Stripe Connect for partner sites (issue 15 §2, ADR 0031): a partner connects its own Stripe account per currency,
 * through Stripe's OAuth onboarding (the simulated provider's own page offline), and disconnects it again.
 */
export interface StripeConnectService {
  /** Where the caller's browser goes to connect an account for `currency`, with a state only this caller can redeem. */
  connectUrl(userId: number, currency: string, lang: PanelLocale): Promise<string>;
  /**
   * The state's currency of the site takes payments into the account the code connected. 400 for a state that is not
   * the caller's or has expired, 404 for a site outside the scope, 400 connect_code_invalid for a used code. Answers
   * the site's accounts.
   */
  setupCredential(scope: TenantScope, userId: number, siteId: number, input: StripeSetupCredentialInput): Promise<StripeAccount[]>;
  /** The site's account for the currency is removed, and deauthorised at Stripe unless another site or currency uses it. 404 when there is none. */
  deauthorize(scope: TenantScope, siteId: number, currency: string): Promise<StripeAccount[]>;
}

export const toStripeAccountDto = (row: StripeAccountRow): StripeAccount => ({
  currency: row.currency,
  account_id: row.accountId,
  connected_at: row.connectedAt.toISOString(),
});

/** The site's accounts as its owner reads them (the partner-sites read by id shows them too). */
export async function stripeAccountsOf(db: Db, siteId: number): Promise<StripeAccount[]> {
  return (await listSiteAccounts(db, siteId)).map(toStripeAccountDto);
}

export function createStripeConnectService({
  db,
  clock,
  payments,
  sites,
  states,
  returnUrl,
  log = console,
}: {
  db: Db;
  clock: Clock;
  payments: Pick<PaymentProvider, 'connect'>;
  sites: Pick<PartnerSitesService, 'requireInScope'>;
  states: ConnectStates;
  /** The panel's return page in a language, on the platform's own origin: the OAuth redirect URI. */
  returnUrl: (lang: PanelLocale) => string;
  log?: Pick<Console, 'warn'>;
}): StripeConnectService {
  /** Ends the platform's access to an account no site uses any more; a failure leaves it connected at Stripe, and is logged. */
  async function releaseIfUnused(accountId: string) {
    if ((await countAccountUses(db, accountId)) > 0) return;
    try {
      await payments.connect.deauthorize(accountId);
    } catch (error) {
      log.warn(`[stripe-connect] could not deauthorize the replaced account ${accountId}:`, describeErrorForLog(error));
    }
  }

  return {
    async connectUrl(userId, currency, lang) {
      const state = await states.issue(userId, currency);
      return payments.connect.authorizeUrl({ state, redirectUri: returnUrl(lang) });
    },

    async setupCredential(scope, userId, siteId, input) {
      const { currency } = await states.verify(input.state, userId);
      await sites.requireInScope(scope, siteId);
      const { account_id: accountId } = await payments.connect.exchangeCode(input.code);
      const { replaced } = await upsertSiteAccount(db, { siteId, currency, accountId, connectedBy: userId, connectedAt: clock.now() });
      if (replaced) await releaseIfUnused(replaced);
      return stripeAccountsOf(db, siteId);
    },

    async deauthorize(scope, siteId, currency) {
      await sites.requireInScope(scope, siteId);
      const row = await findSiteAccount(db, siteId, currency);
      if (!row) throw new HttpError('NOT_FOUND');
      // At Stripe first: when that fails the connection stays listed, and the partner can try again.
      if ((await countAccountUses(db, row.accountId)) <= 1) await payments.connect.deauthorize(row.accountId);
      await deleteSiteAccount(db, siteId, currency, row.accountId);
      return stripeAccountsOf(db, siteId);
    },
  };
}
