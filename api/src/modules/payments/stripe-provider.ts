import Stripe from 'stripe';
import * as v from 'valibot';
import { systemClock, type Clock } from '../../lib/clock';
import {
  PaymentError,
  codeForPaymentError,
  type ConnectAccounts,
  type CreatePaymentIntentInput,
  type PaymentIntent,
  type PaymentProvider,
  type Refund,
  type TerminalReader,
  type TerminalReaders,
} from './payment-provider';
import { verifyWebhook } from './webhook-signature';

/**
 * Stripe through the official SDK (ADR 0005): it owns the wire format, retries with idempotency keys and
 * timeouts. What the SDK answers is still parsed with the schemas below, so the rest of the API sees our
 * PaymentIntent / Reader / Refund shapes and typed PaymentErrors whatever the SDK version.
 *
 * Card payments are confirmed in the browser by stripe-js with the intent's client_secret; this server only
 * creates, retrieves and cancels intents and learns outcomes from webhooks. Terminal payments are
 * server-driven (POST /v1/terminal/readers/{id}/process_payment_intent), so one API drives real and simulated
 * readers alike. A real reader needs no server-side "connection": connectReader checks that it is online.
 */

/**
 * Pinned so Stripe's answers keep the shapes parsed below whatever the account's default version is. It is the
 * version this SDK release is typed against (Stripe.API_VERSION; a test fails when an SDK upgrade moves it).
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';
/**
 * Every call gives up after this long: a refund runs inside the settlement transaction (ADR 0006), and a
 * shopper waits on create-payment-intent, so a hung connection must not hold either for the SDK's default 80 s.
 */
export const STRIPE_TIMEOUT_MS = 10_000;
/** One retry after a network error, a 409 or a 5xx; POSTs carry an idempotency key, so a retry never doubles. */
export const STRIPE_MAX_NETWORK_RETRIES = 1;

/** Stripe Connect's OAuth authorize page, where a partner connects its own account to the platform (ADR 0031). */
export const STRIPE_CONNECT_AUTHORIZE_URL = 'https://connect.stripe.com/oauth/authorize';

/** STRIPE_PUBLISHABLE_KEY: one key for every currency, or per currency (`{"NOK":"pk_…","EUR":"pk_…"}`). */
export type PublishableKeys = string | Readonly<Record<string, string>>;

/** Reads the env value; JSON when it starts with `{`. Throws a message env.ts can show. */
export function parsePublishableKeys(value: string): PublishableKeys {
  const text = value.trim();
  if (!text.startsWith('{')) {
    if (!/^pk_(test|live)_\w+$/.test(text)) throw new Error('expected a pk_test_… or pk_live_… key, or a JSON object {"NOK":"pk_…"}');
    return text;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('not valid JSON: expected {"NOK":"pk_…"}');
  }
  const map = v.safeParse(v.record(v.pipe(v.string(), v.regex(/^[A-Za-z]{3}$/)), v.pipe(v.string(), v.regex(/^pk_(test|live)_\w+$/))), parsed);
  if (!map.success || Object.keys(map.output).length === 0) {
    throw new Error('expected a JSON object of three-letter currency codes to pk_test_… or pk_live_… keys');
  }
  return Object.fromEntries(Object.entries(map.output).map(([currency, key]) => [currency.toUpperCase(), key]));
}

const PaymentIntentSchema = v.object({
  id: v.string(),
  client_secret: v.string(),
  status: v.picklist(['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'requires_capture', 'canceled', 'succeeded']),
  amount: v.number(),
  currency: v.string(),
  metadata: v.optional(v.record(v.string(), v.string()), {}),
  payment_method_types: v.array(v.string()),
  last_payment_error: v.optional(
    v.nullable(
      v.object({
        type: v.optional(v.string(), 'card_error'),
        code: v.optional(v.nullable(v.string()), null),
        decline_code: v.optional(v.nullable(v.string()), null),
        message: v.optional(v.string(), ''),
      }),
    ),
    null,
  ),
  created: v.number(),
});

const ReaderSchema = v.object({
  id: v.string(),
  label: v.optional(v.nullable(v.string()), null),
  device_type: v.string(),
  serial_number: v.optional(v.string(), ''),
  location: v.optional(v.nullable(v.string()), null),
  status: v.optional(v.nullable(v.string()), null),
  action: v.optional(
    v.nullable(
      v.object({
        type: v.string(),
        status: v.picklist(['in_progress', 'succeeded', 'failed']),
        failure_code: v.optional(v.nullable(v.string()), null),
        failure_message: v.optional(v.nullable(v.string()), null),
        process_payment_intent: v.optional(v.object({ payment_intent: v.string() })),
      }),
    ),
    null,
  ),
});

const toIntent = (raw: unknown): PaymentIntent => {
  const parsed = v.safeParse(PaymentIntentSchema, raw);
  if (!parsed.success) throw new PaymentError('provider_unavailable', { detail: 'unexpected PaymentIntent shape' });
  const intent = parsed.output;
  return {
    ...intent,
    payment_method_types: intent.payment_method_types.filter((type): type is 'card' | 'card_present' => type === 'card' || type === 'card_present'),
  };
};

const RefundSchema = v.object({
  id: v.string(),
  payment_intent: v.string(),
  amount: v.number(),
  currency: v.string(),
  status: v.picklist(['pending', 'succeeded', 'failed', 'canceled', 'requires_action']),
});

const toRefund = (raw: unknown): Refund => {
  const parsed = v.safeParse(RefundSchema, raw);
  if (!parsed.success) throw new PaymentError('provider_unavailable', { detail: 'unexpected Refund shape' });
  // requires_action is for bank-transfer refunds only; a card refund never asks for it, so it reads as pending.
  return { ...parsed.output, status: parsed.output.status === 'requires_action' ? 'pending' : parsed.output.status };
};

const toReader = (raw: unknown): TerminalReader => {
  const parsed = v.safeParse(ReaderSchema, raw);
  if (!parsed.success) throw new PaymentError('provider_unavailable', { detail: 'unexpected Reader shape' });
  const reader = parsed.output;
  const action =
    reader.action && reader.action.type === 'process_payment_intent'
      ? {
          type: 'process_payment_intent' as const,
          status: reader.action.status,
          payment_intent: reader.action.process_payment_intent?.payment_intent ?? '',
          failure_code: reader.action.failure_code,
          failure_message: reader.action.failure_message,
        }
      : null;
  return {
    id: reader.id,
    label: reader.label ?? reader.id,
    device_type: reader.device_type,
    serial_number: reader.serial_number,
    location: reader.location,
    state: reader.status !== 'online' ? 'offline' : action?.status === 'in_progress' ? 'busy' : 'online',
    action,
  };
};

/** Where the SDK sends its requests: api.stripe.com over https unless a test points it at a local fake. */
export interface StripeConnection {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface StripeProviderOptions {
  secretKey: string;
  publishableKeys?: PublishableKeys;
  webhookSecret?: string;
  /** STRIPE_CONNECT_CLIENT_ID (`ca_…`): without it partners cannot connect accounts (connect_not_configured). */
  connectClientId?: string;
  clock?: Clock;
  connection?: StripeConnection;
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

/** Which not-found / refusal code a Stripe error becomes. */
type Context = 'intent' | 'reader' | 'register' | 'token' | 'connect' | 'other';

/** A Stripe SDK failure (an API error, or no answer at all) as the PaymentError its context calls for. */
function toPaymentError(error: unknown, context: Context, what: string): PaymentError {
  const unavailable = context === 'token' ? 'connection_token_failed' : 'provider_unavailable';
  if (!(error instanceof Stripe.errors.StripeError)) return new PaymentError(unavailable, { detail: what, cause: error });
  const status = error.statusCode;
  const detail = `${what} → ${status ?? 'no answer'} ${error.rawType ?? error.type}/${error.code ?? '-'}: ${error.message}`;
  // No status: the connection failed or timed out (after the SDK's retries).
  if (status === undefined) return new PaymentError(unavailable, { detail, cause: error });
  const code = error.code ?? null;
  // OAuth answers an unknown, used or expired code with invalid_grant (the SDK's StripeInvalidGrantError).
  if (context === 'connect' && error.rawType === 'invalid_grant') return new PaymentError('connect_code_invalid', { detail });
  if (error.rawType === 'card_error') {
    const declined = codeForPaymentError({ type: 'card_error', code, decline_code: error.decline_code ?? null, message: error.message });
    return new PaymentError(declined, { detail, ...(error.payment_intent ? { paymentIntent: toIntent(error.payment_intent) } : {}) });
  }
  if (status === 404 || code === 'resource_missing') {
    if (context === 'reader') return new PaymentError('reader_not_found', { detail });
    if (context === 'intent') return new PaymentError('intent_not_found', { detail });
  }
  if (context === 'reader' && (code === 'terminal_reader_offline' || code === 'terminal_reader_timeout')) return new PaymentError('reader_offline', { detail });
  if (context === 'reader' && code === 'terminal_reader_busy') return new PaymentError('reader_busy', { detail });
  if (code === 'payment_intent_unexpected_state' || code === 'charge_already_refunded' || code === 'amount_too_large') {
    return new PaymentError('intent_unexpected_state', { detail });
  }
  if (context === 'token') return new PaymentError('connection_token_failed', { detail });
  // Stripe refuses an unknown or used registration code with a 400 invalid_request_error.
  if (context === 'register' && status === 400) return new PaymentError('invalid_registration_code', { detail });
  if (code === 'parameter_invalid_integer' || code === 'amount_too_small' || code === 'parameter_invalid_empty') {
    return new PaymentError('invalid_request', { detail });
  }
  return new PaymentError('provider_unavailable', { detail });
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider & { readonly kind: 'stripe' } {
  const clock = options.clock ?? systemClock;
  const stripe = new Stripe(options.secretKey, {
    // Typed loosely on purpose: @stripe/terminal-js (the checkout remote) pulls stripe@8's ambient `declare module
    // 'stripe'` into the repository-wide typecheck, whose LatestApiVersion literal then merges into this SDK's.
    apiVersion: STRIPE_API_VERSION as Stripe.StripeConfig['apiVersion'],
    timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
    maxNetworkRetries: options.maxNetworkRetries ?? STRIPE_MAX_NETWORK_RETRIES,
    telemetry: false,
    ...(options.connection ?? {}),
  });

  /** Runs one SDK call; its failure becomes a typed PaymentError. */
  async function call<T>(context: Context, what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw toPaymentError(error, context, what);
    }
  }

  const idempotent = (key: string | undefined) => (key ? { idempotencyKey: key } : {});

  const terminal: TerminalReaders = {
    async registerReader(input) {
      const params = { registration_code: input.registration_code, location: input.location, ...(input.label ? { label: input.label } : {}) };
      return toReader(await call('register', 'POST /v1/terminal/readers', () => stripe.terminal.readers.create(params)));
    },
    async listReaders(filter = {}) {
      const params = { limit: 100, ...(filter.location ? { location: filter.location } : {}) };
      const page = await call('other', 'GET /v1/terminal/readers', () => stripe.terminal.readers.list(params));
      return page.data.map(toReader);
    },
    async retrieveReader(readerId) {
      return toReader(await call('reader', `GET /v1/terminal/readers/${readerId}`, () => stripe.terminal.readers.retrieve(readerId)));
    },
    async connectReader(readerId) {
      const reader = toReader(await call('reader', `GET /v1/terminal/readers/${readerId}`, () => stripe.terminal.readers.retrieve(readerId)));
      if (reader.state === 'offline') throw new PaymentError('reader_offline', { detail: readerId });
      if (reader.state === 'busy') throw new PaymentError('reader_busy', { detail: readerId });
      return { ...reader, state: 'connected' };
    },
    async processPaymentIntent(readerId, intentId) {
      return toReader(
        await call('reader', `POST /v1/terminal/readers/${readerId}/process_payment_intent`, () =>
          stripe.terminal.readers.processPaymentIntent(readerId, { payment_intent: intentId }),
        ),
      );
    },
    async cancelReaderAction(readerId) {
      return toReader(await call('reader', `POST /v1/terminal/readers/${readerId}/cancel_action`, () => stripe.terminal.readers.cancelAction(readerId)));
    },
  };

  const connectClientId = () => {
    if (!options.connectClientId) throw new PaymentError('connect_not_configured', { detail: 'STRIPE_CONNECT_CLIENT_ID is not set' });
    return options.connectClientId;
  };

  /** OAuth through the SDK's oauth resource (connect.stripe.com); the authorize URL is only an address, built here. */
  const connect: ConnectAccounts = {
    authorizeUrl({ state, redirectUri }) {
      const query = new URLSearchParams({ response_type: 'code', client_id: connectClientId(), scope: 'read_write', state, redirect_uri: redirectUri });
      return `${STRIPE_CONNECT_AUTHORIZE_URL}?${query.toString()}`;
    },
    async exchangeCode(code) {
      const answer: { stripe_user_id?: unknown } = await call('connect', 'POST /oauth/token', () => stripe.oauth.token({ grant_type: 'authorization_code', code }));
      const accountId = answer.stripe_user_id;
      if (typeof accountId !== 'string' || !/^acct_\w+$/.test(accountId)) throw new PaymentError('provider_unavailable', { detail: 'no stripe_user_id in the OAuth answer' });
      return { account_id: accountId };
    },
    async deauthorize(accountId) {
      const params = { client_id: connectClientId(), stripe_user_id: accountId };
      try {
        await stripe.oauth.deauthorize(params);
      } catch (error) {
        // The partner may have disconnected the platform in Stripe's dashboard already: then there is nothing to end.
        // (rawType read as a string: stripe@8's ambient types, pulled in by the checkout remote, narrow its union.)
        if (error instanceof Stripe.errors.StripeError && String(error.rawType) === 'invalid_client' && /not connected/i.test(error.message)) return;
        throw toPaymentError(error, 'connect', 'POST /oauth/deauthorize');
      }
    },
  };

  return {
    kind: 'stripe',
    terminal,
    connect,

    async createPaymentIntent(input: CreatePaymentIntentInput) {
      if (!Number.isInteger(input.amountMinor) || input.amountMinor < 1) throw new PaymentError('invalid_request', { detail: 'amountMinor' });
      if (!/^[a-z]{3}$/i.test(input.currency)) throw new PaymentError('invalid_request', { detail: 'currency' });
      const params: Stripe.PaymentIntentCreateParams = {
        amount: input.amountMinor,
        currency: input.currency.toLowerCase(),
        metadata: { ...input.metadata, ...(input.terminal ?? {}) },
        payment_method_types: [input.terminal ? 'card_present' : 'card'],
        ...(input.terminal ? { capture_method: 'automatic' } : {}),
      };
      return toIntent(await call('intent', 'POST /v1/payment_intents', () => stripe.paymentIntents.create(params, idempotent(input.idempotencyKey))));
    },

    async retrieveIntent(intentId) {
      return toIntent(await call('intent', `GET /v1/payment_intents/${intentId}`, () => stripe.paymentIntents.retrieve(intentId)));
    },

    async confirmCardPayment() {
      throw new PaymentError('confirm_in_browser', { detail: 'with Stripe, stripe-js confirms card payments in the browser' });
    },

    async cancelIntent(intentId) {
      return toIntent(await call('intent', `POST /v1/payment_intents/${intentId}/cancel`, () => stripe.paymentIntents.cancel(intentId)));
    },

    async refund(intentId, amountMinor, refundOptions = {}) {
      const params = { payment_intent: intentId, ...(amountMinor === undefined ? {} : { amount: amountMinor }) };
      return toRefund(await call('intent', 'POST /v1/refunds', () => stripe.refunds.create(params, idempotent(refundOptions.idempotencyKey))));
    },

    publicKey(currency) {
      const keys = options.publishableKeys;
      const key = typeof keys === 'string' ? keys : keys?.[currency.toUpperCase()];
      if (!key) throw new PaymentError('public_key_missing', { detail: `no publishable key for ${currency}` });
      return key;
    },

    async terminalConnectionToken(tokenOptions = {}) {
      const params = tokenOptions.location ? { location: tokenOptions.location } : {};
      const answer: { secret?: unknown } = await call('token', 'POST /v1/terminal/connection_tokens', () => stripe.terminal.connectionTokens.create(params));
      if (typeof answer.secret !== 'string' || !answer.secret) throw new PaymentError('connection_token_failed', { detail: 'no secret in the answer' });
      return answer.secret;
    },

    /**
     * Our own verifier rather than stripe.webhooks.constructEvent: the same scheme (HMAC-SHA256 of `t.body`,
     * timing-safe, 300 s tolerance), but judged on the injected clock and shared with the simulated provider,
     * so both providers refuse a delivery for the same reasons with the same codes.
     */
    parseWebhook(rawBody, header) {
      return verifyWebhook(rawBody, header, { secret: options.webhookSecret, nowSeconds: Math.floor(clock.now().getTime() / 1000) });
    },
  };
}
