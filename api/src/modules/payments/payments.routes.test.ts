import { Hono } from 'hono';
import { handleError } from '../../lib/error-handler';
import { createStripeProvider } from './stripe-provider';
import { paymentsRoutes } from './payments.routes';
import { createSimulatedProvider, SIMULATED_PUBLIC_KEY } from './simulated-provider';
import type { PaymentProvider } from './payment-provider';
import { startFakeStripe } from './testing/fake-stripe';

// The routes on their own, against either provider (app.ts mounts them with the process's provider).
const app = (payments: PaymentProvider) => new Hono().route('/', paymentsRoutes({ payments })).onError(handleError);

describe('payment provider routes', () => {
  test('public key and connection token from the simulated provider', async () => {
    const t = app(createSimulatedProvider());
    const key = await t.request('/booking/public/payment-provider/public-key/NOK');
    expect(key.status).toBe(200);
    expect(await key.json()).toEqual({ data: { stripe_public_key: SIMULATED_PUBLIC_KEY, provider: 'simulated' } });
    const token = await t.request('/booking/public/stripe-connection-token/nok');
    expect(token.headers.get('Cache-Control')).toBe('no-store');
    expect(await token.json()).toEqual({ data: { terminal_connection_secret: expect.stringMatching(/^pst_sim_/) } });
  });

  test('a currency without a key, and a Stripe failure, answer with their §8 messages', async () => {
    const fake = await startFakeStripe();
    fake.answer({ status: 500, body: { error: { type: 'api_error' } } });
    const stripe = createStripeProvider({ secretKey: 'sk_test_1', publishableKeys: { EUR: 'pk_test_e' }, connection: fake.connection, maxNetworkRetries: 0 });
    const t = app(stripe);
    const missing = await t.request('/booking/public/payment-provider/public-key/NOK');
    expect(missing.status).toBe(503);
    expect(await missing.json()).toEqual({ code: 'public_key_missing', message: 'Card payments are not set up for this site yet.' });
    const token = await t.request('/booking/public/stripe-connection-token/EUR');
    expect(token.status).toBe(502);
    expect(await token.json()).toEqual({
      code: 'connection_token_failed',
      message: 'Failed to Get Connection Token for Terminal. Please check your network settings and try again.',
    });
    expect((await t.request('/booking/public/payment-provider/public-key/kroner')).status).toBe(400);
    await fake.close();
  });
});
