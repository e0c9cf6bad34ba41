import { createHmac } from 'node:crypto';
import { manualClock } from '../../lib/clock';
import { PaymentError } from './payment-provider';
import { createStripeProvider, parsePublishableKeys, STRIPE_API_VERSION, type FetchLike } from './stripe-provider';

interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  form: URLSearchParams;
}

/** Stands in for api.stripe.com: records each request and answers from a queue. */
function recordingFetch(...answers: Array<{ status?: number; body: unknown }>) {
  const requests: Recorded[] = [];
  const fetch: FetchLike = async (url, init) => {
    requests.push({ url, method: init.method, headers: init.headers, form: new URLSearchParams(init.body ?? '') });
    const answer = answers.shift() ?? { status: 500, body: {} };
    const status = answer.status ?? 200;
    return { ok: status < 400, status, json: async () => answer.body };
  };
  return { fetch, requests };
}

const SECRET_KEY = 'sk_test_51Wayhub';
const intentAnswer = (overrides: Record<string, unknown> = {}) => ({
  id: 'pi_3Abc',
  object: 'payment_intent',
  client_secret: 'pi_3Abc_secret_xyz',
  status: 'requires_payment_method',
  amount: 125050,
  currency: 'nok',
  metadata: { cart_ref: 'cart-1', payment_uuid: 'pay-1' },
  payment_method_types: ['card'],
  last_payment_error: null,
  created: 1772360000,
  livemode: false,
  ...overrides,
});

const provider = (fetch: FetchLike) =>
  createStripeProvider({ secretKey: SECRET_KEY, publishableKeys: { NOK: 'pk_test_nok', EUR: 'pk_test_eur' }, webhookSecret: 'whsec_abc', fetch });

async function rejection(promise: Promise<unknown>): Promise<PaymentError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof PaymentError)) throw new Error(`expected a PaymentError, got ${String(error)}`);
  return error;
}

describe('stripe provider: request shapes', () => {
  test('a card intent: POST /v1/payment_intents, form-encoded, Bearer key, pinned version, metadata[…], idempotency key', async () => {
    const { fetch, requests } = recordingFetch({ body: intentAnswer() });
    const intent = await provider(fetch).createPaymentIntent({
      amountMinor: 125050,
      currency: 'NOK',
      metadata: { cart_ref: 'cart-1', payment_uuid: 'pay-1' },
      idempotencyKey: 'create-pay-1',
    });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ url: 'https://api.stripe.com/v1/payment_intents', method: 'POST' });
    expect(request?.headers).toEqual({
      Authorization: `Bearer ${SECRET_KEY}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      'Stripe-Version': STRIPE_API_VERSION,
      'Idempotency-Key': 'create-pay-1',
    });
    expect(Object.fromEntries(request!.form)).toEqual({
      amount: '125050',
      currency: 'nok',
      'metadata[cart_ref]': 'cart-1',
      'metadata[payment_uuid]': 'pay-1',
      'payment_method_types[0]': 'card',
    });
    expect(intent).toEqual({
      id: 'pi_3Abc',
      client_secret: 'pi_3Abc_secret_xyz',
      status: 'requires_payment_method',
      amount: 125050,
      currency: 'nok',
      metadata: { cart_ref: 'cart-1', payment_uuid: 'pay-1' },
      payment_method_types: ['card'],
      last_payment_error: null,
      created: 1772360000,
    });
  });

  test('a terminal intent is card_present and carries the reader and location in its metadata', async () => {
    const { fetch, requests } = recordingFetch({ body: intentAnswer({ payment_method_types: ['card_present'] }) });
    const intent = await provider(fetch).createPaymentIntent({
      amountMinor: 500,
      currency: 'eur',
      metadata: { cart_ref: 'c & d=1' },
      terminal: { terminal_id: 'tmr_FDOt', terminal_location_id: 'tml_FDOt' },
    });
    expect(intent.payment_method_types).toEqual(['card_present']);
    const form = requests[0]!.form;
    expect(form.get('payment_method_types[0]')).toBe('card_present');
    expect(form.get('capture_method')).toBe('automatic');
    expect(form.get('metadata[terminal_id]')).toBe('tmr_FDOt');
    expect(form.get('metadata[terminal_location_id]')).toBe('tml_FDOt');
    expect(form.get('metadata[cart_ref]')).toBe('c & d=1');
    expect(requests[0]!.headers['Idempotency-Key']).toBeUndefined();
  });

  test('retrieve, cancel, connection token and reader calls', async () => {
    const { fetch, requests } = recordingFetch(
      { body: intentAnswer({ status: 'succeeded' }) },
      { body: intentAnswer({ status: 'canceled' }) },
      { body: { object: 'terminal.connection_token', secret: 'pst_test_abc' } },
      { body: { id: 'tmr_1', device_type: 'simulated_wisepos_e', label: 'Desk', status: 'online', location: 'tml_1', serial_number: 'S1', action: null } },
      {
        body: {
          id: 'tmr_1',
          device_type: 'simulated_wisepos_e',
          status: 'online',
          action: { type: 'process_payment_intent', status: 'in_progress', process_payment_intent: { payment_intent: 'pi_3Abc' } },
        },
      },
      { body: { id: 'tmr_1', device_type: 'simulated_wisepos_e', status: 'online', action: null } },
    );
    const stripe = provider(fetch);
    expect((await stripe.retrieveIntent('pi_3Abc')).status).toBe('succeeded');
    expect((await stripe.cancelIntent('pi_3Abc')).status).toBe('canceled');
    expect(await stripe.terminalConnectionToken({ location: 'tml_1' })).toBe('pst_test_abc');
    expect(await stripe.terminal.registerReader({ registration_code: 'simulated-wpe', label: 'Desk', location: 'tml_1' })).toMatchObject({ id: 'tmr_1', state: 'online' });
    expect(await stripe.terminal.processPaymentIntent('tmr_1', 'pi_3Abc')).toMatchObject({
      state: 'busy',
      action: { status: 'in_progress', payment_intent: 'pi_3Abc' },
    });
    expect((await stripe.terminal.cancelReaderAction('tmr_1')).state).toBe('online');
    expect(requests.map((r) => `${r.method} ${r.url.replace('https://api.stripe.com', '')} ${r.form.toString()}`)).toEqual([
      'GET /v1/payment_intents/pi_3Abc ',
      'POST /v1/payment_intents/pi_3Abc/cancel ',
      'POST /v1/terminal/connection_tokens location=tml_1',
      'POST /v1/terminal/readers registration_code=simulated-wpe&location=tml_1&label=Desk',
      'POST /v1/terminal/readers/tmr_1/process_payment_intent payment_intent=pi_3Abc',
      'POST /v1/terminal/readers/tmr_1/cancel_action ',
    ]);
    expect(requests.every((r) => r.headers.Authorization === `Bearer ${SECRET_KEY}`)).toBe(true);
    expect(requests[0]!.headers['Content-Type']).toBeUndefined();
  });

  test('Stripe errors become typed codes', async () => {
    const { fetch } = recordingFetch(
      { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such reader' } } },
      { status: 400, body: { error: { type: 'invalid_request_error', code: 'terminal_reader_offline', message: 'offline' } } },
      { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } } },
      {
        status: 402,
        body: {
          error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Insufficient funds', payment_intent: intentAnswer() },
        },
      },
      { status: 500, body: { error: { type: 'api_error', message: 'boom' } } },
      { status: 400, body: { error: { type: 'invalid_request_error', message: 'bad code' } } },
    );
    const stripe = provider(fetch);
    expect((await rejection(stripe.terminal.connectReader('tmr_x'))).code).toBe('reader_not_found');
    expect((await rejection(stripe.terminal.processPaymentIntent('tmr_x', 'pi_1'))).code).toBe('reader_offline');
    expect((await rejection(stripe.retrieveIntent('pi_x'))).code).toBe('intent_not_found');
    const declined = await rejection(stripe.cancelIntent('pi_1'));
    expect(declined).toMatchObject({ code: 'insufficient_funds', paymentIntent: { id: 'pi_3Abc' } });
    expect((await rejection(stripe.terminalConnectionToken())).code).toBe('connection_token_failed');
    expect((await rejection(stripe.terminal.registerReader({ registration_code: 'nope', location: 'tml_1' }))).code).toBe('invalid_registration_code');
    const unreachable = createStripeProvider({ secretKey: SECRET_KEY, fetch: async () => Promise.reject(new Error('ECONNRESET')) });
    expect((await rejection(unreachable.retrieveIntent('pi_1'))).code).toBe('provider_unavailable');
  });

  test('an offline or busy reader cannot be connected; an online one can', async () => {
    const reader = (status: string, action: unknown = null) => ({ body: { id: 'tmr_1', device_type: 'bbpos_wisepos_e', status, action } });
    const { fetch } = recordingFetch(reader('offline'), reader('online', { type: 'process_payment_intent', status: 'in_progress', process_payment_intent: { payment_intent: 'pi' } }), reader('online'));
    const stripe = provider(fetch);
    expect((await rejection(stripe.terminal.connectReader('tmr_1'))).code).toBe('reader_offline');
    expect((await rejection(stripe.terminal.connectReader('tmr_1'))).code).toBe('reader_busy');
    expect((await stripe.terminal.connectReader('tmr_1')).state).toBe('connected');
  });

  test('cards are never confirmed on the server with Stripe', async () => {
    const { fetch, requests } = recordingFetch();
    expect((await rejection(provider(fetch).confirmCardPayment('pi_1', { number: '4242424242424242' }))).code).toBe('confirm_in_browser');
    expect(requests).toEqual([]);
  });
});

describe('stripe provider: refunds', () => {
  test('POST /v1/refunds for the intent, whole or partial, with the idempotency key; an already refunded charge is a typed refusal', async () => {
    const refund = { id: 're_1', object: 'refund', payment_intent: 'pi_3Abc', amount: 125050, currency: 'nok', status: 'succeeded' };
    const { fetch, requests } = recordingFetch(
      { body: refund },
      { body: { ...refund, id: 're_2', amount: 50 } },
      { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'already refunded' } } },
    );
    const stripe = provider(fetch);
    expect(await stripe.refund('pi_3Abc', undefined, { idempotencyKey: 'refund:pi_3Abc' })).toEqual({
      id: 're_1',
      payment_intent: 'pi_3Abc',
      amount: 125050,
      currency: 'nok',
      status: 'succeeded',
    });
    expect((await stripe.refund('pi_3Abc', 50)).amount).toBe(50);
    expect((await rejection(stripe.refund('pi_3Abc'))).code).toBe('intent_unexpected_state');
    expect(requests.map((r) => [r.method, r.url, Object.fromEntries(r.form), r.headers['Idempotency-Key']])).toEqual([
      ['POST', 'https://api.stripe.com/v1/refunds', { payment_intent: 'pi_3Abc' }, 'refund:pi_3Abc'],
      ['POST', 'https://api.stripe.com/v1/refunds', { payment_intent: 'pi_3Abc', amount: '50' }, undefined],
      ['POST', 'https://api.stripe.com/v1/refunds', { payment_intent: 'pi_3Abc' }, undefined],
    ]);
  });
});

describe('stripe provider: keys and webhooks', () => {
  test('publishable key per currency, or one for all', () => {
    const { fetch } = recordingFetch();
    expect(provider(fetch).publicKey('nok')).toBe('pk_test_nok');
    expect(() => provider(fetch).publicKey('SEK')).toThrow(expect.objectContaining({ code: 'public_key_missing', message: 'Card payments are not set up for this site yet.' }));
    expect(createStripeProvider({ secretKey: SECRET_KEY, publishableKeys: 'pk_test_all', fetch }).publicKey('SEK')).toBe('pk_test_all');
    expect(parsePublishableKeys(' {"nok":"pk_live_1","EUR":"pk_live_2"} ')).toEqual({ NOK: 'pk_live_1', EUR: 'pk_live_2' });
    expect(() => parsePublishableKeys('{"NOK":"sk_live_1"}')).toThrow();
    expect(() => parsePublishableKeys('nope')).toThrow();
  });

  test('webhooks verify against STRIPE_WEBHOOK_SECRET on the injected clock', () => {
    const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
    const now = clock.now().getTime() / 1000;
    const stripe = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: 'whsec_abc', clock, fetch: recordingFetch().fetch });
    const body = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', created: now, data: { object: { id: 'pi_1' } } });
    const header = `t=${now},v1=${createHmac('sha256', 'whsec_abc').update(`${now}.${body}`).digest('hex')}`;
    expect(stripe.parseWebhook(body, header).id).toBe('evt_1');
    clock.advance(301_000);
    expect(() => stripe.parseWebhook(body, header)).toThrow(expect.objectContaining({ code: 'webhook_timestamp_out_of_tolerance' }));
  });
});
