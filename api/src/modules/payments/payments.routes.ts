import { Hono } from 'hono';
import { HttpError } from '../../lib/http-error';
import type { PaymentProvider } from './payment-provider';

/**
 * The two checkout calls that need nothing but the provider (spec 002 §7.3). Exported, NOT mounted in app.ts:
 * the booking module mounts it beside its own checkout routes. The answers' schemas belong in
 * shared-contracts/booking once that exists; until then the shapes are:
 *
 *   GET /booking/public/payment-provider/public-key/:currency → { data: { stripe_public_key, provider } }
 *   GET /booking/public/stripe-connection-token/:currency     → { data: { terminal_connection_secret } }
 *
 * `provider` lets the checkout pick stripe-js or the simulated card form without guessing from the key.
 * Failures are PaymentErrors (public_key_missing → 503, connection_token_failed → 502) with their §8 messages.
 */
export const PAYMENT_PATHS = {
  publicKey: '/booking/public/payment-provider/public-key/:currency',
  connectionToken: '/booking/public/stripe-connection-token/:currency',
} as const;

const currencyParam = (value: string) => {
  if (!/^[A-Za-z]{3}$/.test(value)) throw new HttpError('BAD_REQUEST', { message: 'errors.cartCurrencyRequired' });
  return value.toUpperCase();
};

export function paymentsRoutes({ payments }: { payments: PaymentProvider }) {
  return new Hono()
    .get(PAYMENT_PATHS.publicKey, (c) => {
      const stripe_public_key = payments.publicKey(currencyParam(c.req.param('currency')));
      return c.json({ data: { stripe_public_key, provider: payments.kind } });
    })
    .get(PAYMENT_PATHS.connectionToken, async (c) => {
      currencyParam(c.req.param('currency'));
      // A one-time secret: never cached by the browser or a proxy.
      c.header('Cache-Control', 'no-store');
      return c.json({ data: { terminal_connection_secret: await payments.terminalConnectionToken() } });
    });
}
