import { EnvError, loadEnv } from '../../env';
import { paymentProviderFromEnv } from './provider-from-env';
import { SIMULATED_PUBLIC_KEY, SIMULATED_READER_ID, SIMULATED_TERMINAL_LOCATION } from './simulated-provider';
import { startFakeStripe } from './testing/fake-stripe';

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_51abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_51abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

describe('payment provider from the environment', () => {
  test('no Stripe settings: the simulated provider, with its demo reader at the fixed location', async () => {
    const payments = paymentProviderFromEnv(loadEnv({}));
    expect(payments.kind).toBe('simulated');
    expect(payments.publicKey('NOK')).toBe(SIMULATED_PUBLIC_KEY);
    expect(await payments.terminal.listReaders({ location: SIMULATED_TERMINAL_LOCATION })).toMatchObject([
      { id: SIMULATED_READER_ID, label: 'WisePOS E simulated', location: SIMULATED_TERMINAL_LOCATION, state: 'online' },
    ]);
  });

  test('all three Stripe settings: the stripe provider, with a plain or per-currency publishable key', async () => {
    const fake = await startFakeStripe();
    fake.answer({ body: { object: 'terminal.connection_token', secret: 'pst_test_1' } });
    try {
      const payments = paymentProviderFromEnv(loadEnv(STRIPE), { stripe: { connection: fake.connection } });
      expect(payments.kind).toBe('stripe');
      expect(payments.publicKey('NOK')).toBe('pk_test_51abc');
      expect(await payments.terminalConnectionToken()).toBe('pst_test_1');
      expect(fake.requests.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([['POST', '/v1/terminal/connection_tokens', 'Bearer sk_test_51abc']]);
    } finally {
      await fake.close();
    }

    const connect = paymentProviderFromEnv(loadEnv({ ...STRIPE, STRIPE_CONNECT_CLIENT_ID: 'ca_Wayhub1' })).connect;
    expect(new URL(connect.authorizeUrl({ state: 's', redirectUri: 'https://wayhub.example/en/npanel/stripe-connect' })).searchParams.get('client_id')).toBe('ca_Wayhub1');

    const perCurrency = paymentProviderFromEnv(loadEnv({ ...STRIPE, STRIPE_PUBLISHABLE_KEY: '{"NOK":"pk_test_n","eur":"pk_test_e"}' }));
    expect([perCurrency.publicKey('NOK'), perCurrency.publicKey('EUR')]).toEqual(['pk_test_n', 'pk_test_e']);
  });

  test('env.ts refuses incomplete or mismatched Stripe settings with a clear message', () => {
    expect(() => loadEnv({ STRIPE_SECRET_KEY: STRIPE.STRIPE_SECRET_KEY })).toThrow(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    );
    expect(() => loadEnv({ STRIPE_PUBLISHABLE_KEY: STRIPE.STRIPE_PUBLISHABLE_KEY })).toThrow(EnvError);
    expect(() => loadEnv({ ...STRIPE, STRIPE_WEBHOOK_SECRET: undefined })).toThrow(EnvError);
    expect(() => loadEnv({ ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_wrong' })).toThrow('STRIPE_SECRET_KEY: expected a Stripe secret key');
    expect(() => loadEnv({ ...STRIPE, STRIPE_PUBLISHABLE_KEY: '{"NOK":' })).toThrow('STRIPE_PUBLISHABLE_KEY: expected pk_test_');
    expect(() => loadEnv({ ...STRIPE, STRIPE_PUBLISHABLE_KEY: '{"NOK":"sk_test_1"}' })).toThrow(EnvError);
    expect(() => loadEnv({ ...STRIPE, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow('STRIPE_WEBHOOK_SECRET: expected a webhook signing secret');
    expect(() => loadEnv({ ...STRIPE, STRIPE_PUBLISHABLE_KEY: 'pk_live_51abc' })).toThrow('STRIPE_PUBLISHABLE_KEY must be a test key');
    expect(() => loadEnv({ ...STRIPE, STRIPE_PUBLISHABLE_KEY: '{"NOK":"pk_test_1","EUR":"pk_live_2"}' })).toThrow('must be a test key');
    expect(() => loadEnv({ STRIPE_CONNECT_CLIENT_ID: 'ca_Wayhub1' })).toThrow('STRIPE_CONNECT_CLIENT_ID needs STRIPE_SECRET_KEY');
    expect(() => loadEnv({ ...STRIPE, STRIPE_CONNECT_CLIENT_ID: 'acct_1' })).toThrow('STRIPE_CONNECT_CLIENT_ID: expected a Connect client id');
  });
});
