import type { Env } from '../../env';
import type { Clock } from '../../lib/clock';
import type { PaymentProvider } from './payment-provider';
import { createSimulatedProvider } from './simulated-provider';
import { createStripeProvider, parsePublishableKeys, type StripeProviderOptions } from './stripe-provider';

export type PaymentEnv = Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET'> & Partial<Pick<Env, 'STRIPE_CONNECT_CLIENT_ID'>>;

/**
 * `stripe` when STRIPE_SECRET_KEY is set (env.ts has checked that the publishable key and webhook secret come
 * with it), otherwise `simulated`, with its demo reader (SIMULATED_READER_ID at SIMULATED_TERMINAL_LOCATION)
 * registered. Build it once per process: the simulated provider's state is that instance's.
 */
export function paymentProviderFromEnv(
  env: PaymentEnv,
  deps: { clock?: Clock; stripe?: Pick<StripeProviderOptions, 'connection' | 'timeoutMs' | 'maxNetworkRetries'> } = {},
): PaymentProvider {
  if (!env.STRIPE_SECRET_KEY) {
    const simulated = createSimulatedProvider(deps.clock ? { clock: deps.clock } : {});
    simulated.simulation.registerDemoReader();
    return simulated;
  }
  return createStripeProvider({
    secretKey: env.STRIPE_SECRET_KEY,
    ...(env.STRIPE_PUBLISHABLE_KEY ? { publishableKeys: parsePublishableKeys(env.STRIPE_PUBLISHABLE_KEY) } : {}),
    ...(env.STRIPE_WEBHOOK_SECRET ? { webhookSecret: env.STRIPE_WEBHOOK_SECRET } : {}),
    ...(env.STRIPE_CONNECT_CLIENT_ID ? { connectClientId: env.STRIPE_CONNECT_CLIENT_ID } : {}),
    ...(deps.clock ? { clock: deps.clock } : {}),
    ...deps.stripe,
  });
}
