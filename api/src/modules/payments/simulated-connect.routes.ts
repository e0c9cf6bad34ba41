import { Hono } from 'hono';
import { html } from 'hono/html';
import { api } from 'shared-contracts/paths';
import { SimulatedStripeAuthorizeQuerySchema, SimulatedStripeDecisionSchema } from 'shared-contracts/sites';
import { validate } from '../../lib/validation';
import { access } from '../auth/access/access';
import type { BodyTypeDeclaration } from '../../lib/security';
import type { PaymentProvider } from './payment-provider';
import type { SimulatedPaymentProvider } from './simulated-provider';

/**
 * The simulated provider's stand-in for Stripe's Connect onboarding (ADR 0031): connect.authorizeUrl points the
 * partner's browser here; "Connect account" makes a test account and goes back to the redirect URI with a code,
 * "Cancel" goes back with error=access_denied, as Stripe does. Only mounted with the simulated provider. Its texts are
 * Stripe's page's, not the panel's, so they are English and not in the catalogues. Whatever the query carries is
 * echoed escaped (hono/html), and the browser goes back only to a redirect URI the platform itself built an authorize
 * URL with (Stripe: the platform's registered redirect URIs), never to an address from the query alone.
 */
export function simulatedConnectRoutes({ payments }: { payments: PaymentProvider }) {
  if (payments.kind !== 'simulated') return new Hono();
  const simulation = (payments as SimulatedPaymentProvider).simulation;
  const p = api.partnerSites;

  const page = (title: string, body: unknown) => html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; background: #f6f9fc; color: #1a1f36; margin: 0; }
      main { max-width: 32rem; margin: 4rem auto; background: #fff; border-radius: 8px; padding: 2rem; box-shadow: 0 2px 8px rgba(0, 0, 0, 0.12); }
      .mode { display: inline-block; background: #ffde92; color: #5a3b00; border-radius: 4px; padding: 0 0.5rem; font-size: 0.875rem; }
      code { word-break: break-all; }
      .actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
      button { font: inherit; border-radius: 6px; padding: 0.5rem 1rem; cursor: pointer; border: 1px solid #3c4257; background: #fff; color: #1a1f36; }
      button[value='connect'] { background: #4b3fd6; border-color: #4b3fd6; color: #fff; }
      button:focus-visible { outline: 3px solid #1a1f36; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>${body}</main>
  </body>
</html>`;

  const unregistered = (redirectUri: string) =>
    page(
      'Simulated Stripe: address not registered',
      html`<h1>This return address is not registered</h1>
        <p>The platform did not ask to send partners back to <code>${redirectUri}</code>. Start again from the merchant of record page.</p>`,
    );

  return new Hono()
    .get(p.simulatedStripeAuthorize.pattern, access.public, validate('query', SimulatedStripeAuthorizeQuerySchema), (c) => {
      const { state, redirect_uri: redirectUri } = c.req.valid('query');
      if (!simulation.isRegisteredRedirect(redirectUri)) return c.html(unregistered(redirectUri), 400);
      const back = new URL(redirectUri);
      return c.html(
        page(
          'Simulated Stripe: connect an account',
          html`<p class="mode">Simulated Stripe · test mode</p>
            <h1>Connect an account</h1>
            <p>
              This page stands in for Stripe's onboarding, because the platform runs with the simulated payment provider. Connect account
              makes a test account (<code>acct_sim_…</code>) and takes you back to <code>${back.host}</code>; no real money moves.
            </p>
            <form method="post" action="${p.simulatedStripeDecide.path()}">
              <input type="hidden" name="state" value="${state}" />
              <input type="hidden" name="redirect_uri" value="${redirectUri}" />
              <div class="actions">
                <button type="submit" name="decision" value="connect">Connect account</button>
                <button type="submit" name="decision" value="cancel">Cancel</button>
              </div>
            </form>`,
        ),
      );
    })
    .post(p.simulatedStripeDecide.pattern, access.public, validate('form', SimulatedStripeDecisionSchema), (c) => {
      const { decision, state, redirect_uri: redirectUri } = c.req.valid('form');
      if (!simulation.isRegisteredRedirect(redirectUri)) return c.html(unregistered(redirectUri), 400);
      const back = new URL(redirectUri);
      if (decision === 'connect') {
        back.searchParams.set('code', simulation.authorizeConnect().code);
      } else {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'The user denied your request');
      }
      back.searchParams.set('state', state);
      return c.redirect(back.toString(), 302);
    });
}

/** The decision form posts application/x-www-form-urlencoded, as a plain HTML form does (app.ts: requireJsonBodies). */
export const SIMULATED_CONNECT_BODY_TYPES: BodyTypeDeclaration[] = [
  { pattern: api.partnerSites.simulatedStripeDecide.pattern, types: ['application/x-www-form-urlencoded'] },
];
