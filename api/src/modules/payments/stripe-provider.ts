import * as v from 'valibot';
import { systemClock, type Clock } from '../../lib/clock';
import {
  PaymentError,
  codeForPaymentError,
  type CreatePaymentIntentInput,
  type PaymentIntent,
  type PaymentProvider,
  type Refund,
  type TerminalReader,
  type TerminalReaders,
} from './payment-provider';
import { verifyWebhook } from './webhook-signature';

/**
 * Stripe through its REST API with plain fetch (form-encoded bodies, Bearer secret key): no SDK, so nothing
 * extra to bundle or keep in step with. The fetch is injectable; tests record the requests.
 *
 * Card payments are confirmed in the browser by stripe-js with the intent's client_secret; this server only
 * creates, retrieves and cancels intents and learns outcomes from webhooks. Terminal payments are
 * server-driven (POST /v1/terminal/readers/{id}/process_payment_intent), so one API drives real and simulated
 * readers alike. A real reader needs no server-side "connection": connectReader checks that it is online.
 */

export const STRIPE_API_BASE = 'https://api.stripe.com/v1';
/** Pinned so Stripe's answers keep the shapes parsed below whatever the account's default version is. */
export const STRIPE_API_VERSION = '2024-06-20';

export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<{
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}>;

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

/** Nested params the way Stripe reads them: `metadata[cart_ref]=…`, `payment_method_types[0]=card`. */
export function toFormBody(params: Record<string, unknown>): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((item, index) => add(`${key}[${index}]`, item));
    else if (typeof value === 'object') for (const [name, inner] of Object.entries(value)) add(`${key}[${name}]`, inner);
    else pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return pairs.join('&');
}

const StripeErrorSchema = v.object({
  error: v.object({
    type: v.optional(v.string(), 'api_error'),
    code: v.optional(v.nullable(v.string()), null),
    decline_code: v.optional(v.nullable(v.string()), null),
    message: v.optional(v.string(), ''),
  }),
});

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

export interface StripeProviderOptions {
  secretKey: string;
  publishableKeys?: PublishableKeys;
  webhookSecret?: string;
  fetch?: FetchLike;
  clock?: Clock;
  apiBase?: string;
}

/** Which not-found / refusal code a Stripe error becomes. */
type Context = 'intent' | 'reader' | 'register' | 'token' | 'other';

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider & { readonly kind: 'stripe' } {
  const doFetch: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const clock = options.clock ?? systemClock;
  const base = options.apiBase ?? STRIPE_API_BASE;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    context: Context,
    params?: Record<string, unknown>,
    idempotencyKey?: string,
  ): Promise<unknown> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${options.secretKey}`,
      'Stripe-Version': STRIPE_API_VERSION,
    };
    let url = `${base}${path}`;
    let body: string | undefined;
    if (method === 'POST') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = toFormBody(params ?? {});
      if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    } else if (params) {
      const query = toFormBody(params);
      if (query) url += `?${query}`;
    }
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await doFetch(url, { method, headers, ...(body === undefined ? {} : { body }) });
    } catch (cause) {
      throw new PaymentError(context === 'token' ? 'connection_token_failed' : 'provider_unavailable', { detail: `${method} ${path}`, cause });
    }
    const json = await response.json().catch(() => undefined);
    if (response.ok) return json;
    const parsed = v.safeParse(StripeErrorSchema, json);
    const error = parsed.success ? parsed.output.error : { type: 'api_error', code: null, decline_code: null, message: '' };
    const detail = `${method} ${path} → ${response.status} ${error.type}/${error.code ?? '-'}: ${error.message}`;
    if (error.type === 'card_error') {
      const paymentIntent = (json as { error?: { payment_intent?: unknown } } | undefined)?.error?.payment_intent;
      throw new PaymentError(codeForPaymentError(error), { detail, ...(paymentIntent ? { paymentIntent: toIntent(paymentIntent) } : {}) });
    }
    if (response.status === 404 || error.code === 'resource_missing') {
      if (context === 'reader') throw new PaymentError('reader_not_found', { detail });
      if (context === 'intent') throw new PaymentError('intent_not_found', { detail });
    }
    if (context === 'reader' && error.code === 'terminal_reader_offline') throw new PaymentError('reader_offline', { detail });
    if (context === 'reader' && error.code === 'terminal_reader_busy') throw new PaymentError('reader_busy', { detail });
    if (context === 'reader' && error.code === 'terminal_reader_timeout') throw new PaymentError('reader_offline', { detail });
    if (error.code === 'payment_intent_unexpected_state' || error.code === 'charge_already_refunded' || error.code === 'amount_too_large') {
      throw new PaymentError('intent_unexpected_state', { detail });
    }
    if (context === 'token') throw new PaymentError('connection_token_failed', { detail });
    // Stripe refuses an unknown or used registration code with a 400 invalid_request_error.
    if (context === 'register' && response.status === 400) throw new PaymentError('invalid_registration_code', { detail });
    if (error.code === 'parameter_invalid_integer' || error.code === 'amount_too_small' || error.code === 'parameter_invalid_empty') {
      throw new PaymentError('invalid_request', { detail });
    }
    throw new PaymentError('provider_unavailable', { detail });
  }

  const id = (value: string) => encodeURIComponent(value);

  const terminal: TerminalReaders = {
    async registerReader(input) {
      return toReader(
        await call('POST', '/terminal/readers', 'register', {
          registration_code: input.registration_code,
          location: input.location,
          ...(input.label ? { label: input.label } : {}),
        }),
      );
    },
    async listReaders(filter = {}) {
      const answer = (await call('GET', '/terminal/readers', 'other', { limit: 100, ...(filter.location ? { location: filter.location } : {}) })) as {
        data?: unknown[];
      };
      return (answer?.data ?? []).map(toReader);
    },
    async retrieveReader(readerId) {
      return toReader(await call('GET', `/terminal/readers/${id(readerId)}`, 'reader'));
    },
    async connectReader(readerId) {
      const reader = toReader(await call('GET', `/terminal/readers/${id(readerId)}`, 'reader'));
      if (reader.state === 'offline') throw new PaymentError('reader_offline', { detail: readerId });
      if (reader.state === 'busy') throw new PaymentError('reader_busy', { detail: readerId });
      return { ...reader, state: 'connected' };
    },
    async processPaymentIntent(readerId, intentId) {
      return toReader(await call('POST', `/terminal/readers/${id(readerId)}/process_payment_intent`, 'reader', { payment_intent: intentId }));
    },
    async cancelReaderAction(readerId) {
      return toReader(await call('POST', `/terminal/readers/${id(readerId)}/cancel_action`, 'reader'));
    },
  };

  return {
    kind: 'stripe',
    terminal,

    async createPaymentIntent(input: CreatePaymentIntentInput) {
      if (!Number.isInteger(input.amountMinor) || input.amountMinor < 1) throw new PaymentError('invalid_request', { detail: 'amountMinor' });
      if (!/^[a-z]{3}$/i.test(input.currency)) throw new PaymentError('invalid_request', { detail: 'currency' });
      const params: Record<string, unknown> = {
        amount: input.amountMinor,
        currency: input.currency.toLowerCase(),
        metadata: { ...input.metadata, ...(input.terminal ?? {}) },
        payment_method_types: [input.terminal ? 'card_present' : 'card'],
        ...(input.terminal ? { capture_method: 'automatic' } : {}),
      };
      return toIntent(await call('POST', '/payment_intents', 'intent', params, input.idempotencyKey));
    },

    async retrieveIntent(intentId) {
      return toIntent(await call('GET', `/payment_intents/${id(intentId)}`, 'intent'));
    },

    async confirmCardPayment() {
      throw new PaymentError('confirm_in_browser', { detail: 'with Stripe, stripe-js confirms card payments in the browser' });
    },

    async cancelIntent(intentId) {
      return toIntent(await call('POST', `/payment_intents/${id(intentId)}/cancel`, 'intent'));
    },

    async refund(intentId, amountMinor, refundOptions = {}) {
      const params = { payment_intent: intentId, ...(amountMinor === undefined ? {} : { amount: amountMinor }) };
      return toRefund(await call('POST', '/refunds', 'intent', params, refundOptions.idempotencyKey));
    },

    publicKey(currency) {
      const keys = options.publishableKeys;
      const key = typeof keys === 'string' ? keys : keys?.[currency.toUpperCase()];
      if (!key) throw new PaymentError('public_key_missing', { detail: `no publishable key for ${currency}` });
      return key;
    },

    async terminalConnectionToken(tokenOptions = {}) {
      const answer = (await call('POST', '/terminal/connection_tokens', 'token', tokenOptions.location ? { location: tokenOptions.location } : {})) as {
        secret?: unknown;
      };
      if (typeof answer?.secret !== 'string') throw new PaymentError('connection_token_failed', { detail: 'no secret in the answer' });
      return answer.secret;
    },

    parseWebhook(rawBody, header) {
      return verifyWebhook(rawBody, header, { secret: options.webhookSecret, nowSeconds: Math.floor(clock.now().getTime() / 1000) });
    },
  };
}
