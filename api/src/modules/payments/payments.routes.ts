import { Hono } from 'hono';
import { ConnectionTokenAnswerSchema, CurrencyParamSchema, PublicKeyAnswerSchema } from 'shared-contracts/booking';
import { api } from 'shared-contracts/paths';
import { toDto, validate } from '../../lib/validation';
import type { PaymentProvider } from './payment-provider';
import { access } from '../auth/access/access';

/**
 * The two checkout calls that need nothing but the provider (spec 002 §7.3), mounted by app.ts beside the
 * booking module's checkout routes:
 *
 *   GET payment-provider/public-key/{currency} → { data: { stripe_public_key, provider } }
 *   GET stripe-connection-token/{currency}     → { data: { terminal_connection_secret } }
 *
 * `provider` lets the checkout pick stripe-js or the simulated card form without guessing from the key.
 * Failures are PaymentErrors (public_key_missing → 503, connection_token_failed → 502) with their §8 messages.
 */
export function paymentsRoutes({ payments }: { payments: PaymentProvider }) {
  const currency = validate('param', CurrencyParamSchema);
  return new Hono()
    .get(api.booking.publicKey.pattern, access.public, currency, (c) => {
      const stripe_public_key = payments.publicKey(c.req.valid('param').currency);
      return c.json(toDto(PublicKeyAnswerSchema, { data: { stripe_public_key, provider: payments.kind } }));
    })
    .get(api.booking.connectionToken.pattern, access.public, currency, async (c) => {
      // A one-time secret: never cached by the browser or a proxy.
      c.header('Cache-Control', 'no-store');
      const terminal_connection_secret = await payments.terminalConnectionToken();
      return c.json(toDto(ConnectionTokenAnswerSchema, { data: { terminal_connection_secret } }));
    });
}
