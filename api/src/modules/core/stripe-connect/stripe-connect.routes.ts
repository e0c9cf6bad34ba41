import { Hono } from 'hono';
import { IdParamSchema } from 'shared-contracts/common';
import { isPanelLocale } from 'shared-contracts/constants';
import { Role } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { ConnectStripeAnswerSchema, StripeAccountsAnswerSchema, StripeCurrencyQuerySchema, StripeSetupCredentialInputSchema } from 'shared-contracts/sites';
import { requestedLocale } from '../../../lib/locale';
import { refuseUnlessSameOrigin } from '../../../lib/security';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import type { StripeConnectService } from './stripe-connect.service';

/**
 * Stripe Connect per site and currency (spec 002 §7.5, ADR 0031): the site's owner (or an operator of theirs) or an
 * administrator, as the other site calls. A site outside the caller's tenant answers 404.
 */
export function stripeConnectRoutes({ connect }: { connect: StripeConnectService }) {
  const p = api.partnerSites;
  const managesSites = access.panel({ roles: [Role.Partner, Role.Operator, Role.Admin] });
  const currency = validate('query', StripeCurrencyQuerySchema);
  const id = validate('param', IdParamSchema);
  return new Hono<AuthedEnv>()
    .get(p.connectStripe.pattern, managesSites, currency, async (c) => {
      // Stripe sends the partner back to the return page in the panel's language (APP-LOCALE), English otherwise.
      const locale = requestedLocale(c);
      const url = await connect.connectUrl(c.get('user').id, c.req.valid('query').currency_code, isPanelLocale(locale) ? locale : 'en');
      return c.json(toDto(ConnectStripeAnswerSchema, { data: { url } }));
    })
    .post(p.stripeSetupCredential.pattern, managesSites, id, validate('json', StripeSetupCredentialInputSchema), async (c) => {
      const accounts = await connect.setupCredential(c.get('tenant'), c.get('user').id, c.req.valid('param').id, c.req.valid('json'));
      return c.json(toDto(StripeAccountsAnswerSchema, { data: accounts }));
    })
    .get(p.deauthorizeStripe.pattern, managesSites, refuseUnlessSameOrigin, id, currency, async (c) => {
      const accounts = await connect.deauthorize(c.get('tenant'), c.req.valid('param').id, c.req.valid('query').currency_code);
      return c.json(toDto(StripeAccountsAnswerSchema, { data: accounts }));
    });
}
