import { manualClock } from '../../lib/clock';
import { isPaymentError, PaymentError, type PaymentErrorCode } from './payment-provider';
import { finalPaymentStates } from './payment-events';
import {
  createSimulatedProvider,
  SIMULATED_CONNECT_CODE_TTL_SECONDS,
  SIMULATED_PUBLIC_KEY,
  SIMULATED_READER_ID,
  SIMULATED_READER_LABEL,
  SIMULATED_TERMINAL_LOCATION,
  TEST_CARDS,
} from './simulated-provider';
import { signatureHeader } from './webhook-signature';

const START = new Date('2026-03-01T10:00:00Z');
const setup = () => {
  const clock = manualClock(START);
  return { clock, payments: createSimulatedProvider({ clock, instance: '' }) };
};

async function rejection(promise: Promise<unknown>): Promise<PaymentError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof PaymentError)) throw new Error(`expected a PaymentError, got ${String(error)}`);
  return error;
}

const cardIntent = (payments: ReturnType<typeof createSimulatedProvider>) =>
  payments.createPaymentIntent({ amountMinor: 125_050, currency: 'NOK', metadata: { cart_ref: 'cart-1', payment_uuid: 'pay-1' } });

describe('simulated provider: card payments', () => {
  test('an intent starts as requires_payment_method, in Stripe shape', async () => {
    const { payments } = setup();
    const intent = await cardIntent(payments);
    expect(intent).toEqual({
      id: 'pi_sim_000001',
      client_secret: expect.stringMatching(/^pi_sim_000001_secret_[0-9a-f]{24}$/),
      status: 'requires_payment_method',
      amount: 125_050,
      currency: 'nok',
      metadata: { cart_ref: 'cart-1', payment_uuid: 'pay-1' },
      payment_method_types: ['card'],
      last_payment_error: null,
      created: START.getTime() / 1000,
    });
    expect(await payments.retrieveIntent(intent.id)).toEqual(intent);
    // Deterministic only with an explicit seed; by default each provider's secrets are random (see the webhook tests).
    const seeded = () => createSimulatedProvider({ instance: '', seed: 'fixed' });
    expect((await cardIntent(seeded())).client_secret).toBe((await cardIntent(seeded())).client_secret);
  });

  test('4242 4242 4242 4242 succeeds', async () => {
    const { payments } = setup();
    const intent = await cardIntent(payments);
    const paid = await payments.confirmCardPayment(intent.id, { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 30, cvc: '123' });
    expect(paid.status).toBe('succeeded');
    expect((await payments.retrieveIntent(intent.id)).status).toBe('succeeded');
  });

  test.each<[string, PaymentErrorCode, string, string]>([
    ['4000 0000 0000 0002', 'card_declined', 'generic_decline', 'Your card detail is invalid!'],
    ['4000 0000 0000 9995', 'insufficient_funds', 'insufficient_funds', 'We could not confirm your payment. Please try again.'],
    ['5555 5555 5555 4444', 'unknown_test_card', 'test_mode_live_card', 'Your card detail is invalid!'],
  ])('%s is declined: %s', async (number, code, declineCode, message) => {
    const { payments } = setup();
    const intent = await cardIntent(payments);
    const error = await rejection(payments.confirmCardPayment(intent.id, { number }));
    expect(error).toMatchObject({ code, status: 402, message });
    expect(error.paymentIntent).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'card_declined', decline_code: declineCode } });
    expect(await payments.retrieveIntent(intent.id)).toMatchObject({ status: 'requires_payment_method', last_payment_error: { decline_code: declineCode } });
    // The shopper may try another card on the same intent.
    expect((await payments.confirmCardPayment(intent.id, { number: TEST_CARDS.succeeds })).status).toBe('succeeded');
  });

  test('empty, malformed and expired cards are refused without touching the intent', async () => {
    const { payments } = setup();
    const intent = await cardIntent(payments);
    expect(await rejection(payments.confirmCardPayment(intent.id, { number: '  ' }))).toMatchObject({ code: 'card_details_empty', message: 'Your card details is empty!' });
    expect((await rejection(payments.confirmCardPayment(intent.id, { number: '4242 4242 4242 4241' }))).code).toBe('incorrect_number');
    expect((await rejection(payments.confirmCardPayment(intent.id, { number: TEST_CARDS.succeeds, exp_month: 2, exp_year: 2026 }))).code).toBe('invalid_expiry');
    expect(await payments.retrieveIntent(intent.id)).toMatchObject({ status: 'requires_payment_method', last_payment_error: null });
    expect(payments.simulation.takeWebhookDeliveries()).toEqual([]);
  });

  test('cancel: an open intent is canceled; a succeeded or canceled one cannot be', async () => {
    const { payments } = setup();
    const open = await cardIntent(payments);
    expect((await payments.cancelIntent(open.id)).status).toBe('canceled');
    expect((await rejection(payments.confirmCardPayment(open.id, { number: TEST_CARDS.succeeds }))).code).toBe('intent_unexpected_state');
    expect((await rejection(payments.cancelIntent(open.id))).code).toBe('intent_unexpected_state');
    const paid = await cardIntent(payments);
    await payments.confirmCardPayment(paid.id, { number: TEST_CARDS.succeeds });
    expect((await rejection(payments.cancelIntent(paid.id))).code).toBe('intent_unexpected_state');
    expect((await rejection(payments.retrieveIntent('pi_unknown'))).code).toBe('intent_not_found');
  });

  test('a bad amount or currency is refused', async () => {
    const { payments } = setup();
    expect((await rejection(payments.createPaymentIntent({ amountMinor: 10.5, currency: 'NOK', metadata: {} }))).code).toBe('invalid_request');
    expect((await rejection(payments.createPaymentIntent({ amountMinor: 100, currency: 'kroner', metadata: {} }))).code).toBe('invalid_request');
  });

  test('public key and connection token', async () => {
    const { payments } = setup();
    expect(payments.publicKey('NOK')).toBe(SIMULATED_PUBLIC_KEY);
    const first = await payments.terminalConnectionToken();
    expect(first).toMatch(/^pst_sim_000001_secret_/);
    expect(await payments.terminalConnectionToken()).not.toBe(first);
  });
});

describe('simulated provider: webhooks go through the same verification as Stripe', () => {
  test('each state change is delivered signed; parseWebhook accepts it and the bookkeeping reaches the final state', async () => {
    const { payments } = setup();
    const declinedThenPaid = await cardIntent(payments);
    await rejection(payments.confirmCardPayment(declinedThenPaid.id, { number: TEST_CARDS.declined }));
    await payments.confirmCardPayment(declinedThenPaid.id, { number: TEST_CARDS.succeeds });
    const canceled = await cardIntent(payments);
    await payments.cancelIntent(canceled.id);

    const deliveries = payments.simulation.takeWebhookDeliveries();
    const events = deliveries.map((delivery) => payments.parseWebhook(delivery.rawBody, delivery.signature));
    expect(events.map((event) => event.type)).toEqual([
      'payment_intent.payment_failed',
      'payment_intent.processing',
      'payment_intent.succeeded',
      'payment_intent.canceled',
    ]);
    expect(events[0]?.data.object).toMatchObject({ id: declinedThenPaid.id, metadata: { cart_ref: 'cart-1' }, last_payment_error: { decline_code: 'generic_decline' } });
    expect(payments.simulation.takeWebhookDeliveries()).toEqual([]);

    // Delivered backwards and twice over, the outcome is the same.
    const states = finalPaymentStates([...events].reverse().concat(events));
    expect(states.get(declinedThenPaid.id)?.outcome).toBe('succeeded');
    expect(states.get(canceled.id)?.outcome).toBe('canceled');

    const tampered = deliveries[2]!.rawBody.replace('"succeeded"', '"canceled"');
    expect(() => payments.parseWebhook(tampered, deliveries[2]!.signature)).toThrow(expect.objectContaining({ code: 'webhook_signature_invalid' }));
  });

  test('every provider signs with a random secret of its own: the constant once in the source forges nothing', async () => {
    const { clock, payments } = setup();
    const other = createSimulatedProvider({ clock, instance: '' });
    const intent = await cardIntent(payments);
    await payments.confirmCardPayment(intent.id, { number: TEST_CARDS.succeeds });
    const succeeded = payments.simulation.takeWebhookDeliveries()[1]!;
    expect(payments.parseWebhook(succeeded.rawBody, succeeded.signature).type).toBe('payment_intent.succeeded');

    const invalid = expect.objectContaining({ code: 'webhook_signature_invalid' });
    expect(() => other.parseWebhook(succeeded.rawBody, succeeded.signature)).toThrow(invalid);
    const now = Math.floor(clock.now().getTime() / 1000);
    expect(() => payments.parseWebhook(succeeded.rawBody, signatureHeader('whsec_simulated_wayhub', now, succeeded.rawBody))).toThrow(invalid);
    // A redelivery signed later by the same provider verifies; the first signature has aged out by then.
    clock.advance(10 * 60_000);
    expect(() => payments.parseWebhook(succeeded.rawBody, succeeded.signature)).toThrow(expect.objectContaining({ code: 'webhook_timestamp_out_of_tolerance' }));
    expect(payments.parseWebhook(succeeded.rawBody, payments.simulation.signDelivery(succeeded.rawBody)).type).toBe('payment_intent.succeeded');
  });

  test('client and connection secrets are not derivable from their ids: two providers issue different ones for the same id', async () => {
    const { clock, payments } = setup();
    const other = createSimulatedProvider({ clock, instance: '' });
    const [a, b] = [await cardIntent(payments), await cardIntent(other)];
    expect(a.id).toBe(b.id);
    expect(a.client_secret).not.toBe(b.client_secret);
    expect(await payments.terminalConnectionToken()).not.toBe(await other.terminalConnectionToken());
  });
});

describe('simulated provider: terminal reader', () => {
  const terminalIntent = (payments: ReturnType<typeof createSimulatedProvider>) =>
    payments.createPaymentIntent({
      amountMinor: 49_900,
      currency: 'nok',
      metadata: { cart_ref: 'cart-t', payment_uuid: 'pay-t' },
      terminal: { terminal_id: 'tmr_sim_000001', terminal_location_id: 'tml_1' },
    });

  test('connecting with no reader registered: Reader Not Found', async () => {
    const { payments } = setup();
    expect(await payments.terminal.listReaders({ location: 'tml_1' })).toEqual([]);
    const error = await rejection(payments.terminal.connectReader('tmr_sim_000001'));
    expect(error).toMatchObject({ code: 'reader_not_found', status: 404 });
    expect(error.message).toBe('Reader Not Found. Please check your connection or device settings and try again.');
    expect((await rejection(payments.terminal.registerReader({ registration_code: 'purple-cat', location: 'tml_1' }))).code).toBe('invalid_registration_code');
  });

  test('register, connect, collect, pay: offline → online → connected → busy → connected', async () => {
    const { payments } = setup();
    const reader = await payments.terminal.registerReader({ registration_code: 'simulated-wpe', location: 'tml_1' });
    expect(reader).toMatchObject({ id: 'tmr_sim_000001', label: SIMULATED_READER_LABEL, device_type: 'simulated_wisepos_e', location: 'tml_1', state: 'online', action: null });
    expect(await payments.terminal.listReaders({ location: 'tml_1' })).toEqual([reader]);
    expect(await payments.terminal.listReaders({ location: 'elsewhere' })).toEqual([]);

    await payments.simulation.setReaderOnline(reader.id, false);
    const offline = await rejection(payments.terminal.connectReader(reader.id));
    expect(offline).toMatchObject({ code: 'reader_offline', message: 'Reader is Not Online. Please ensure your reader is connected to the network and try again.' });
    expect((await payments.simulation.setReaderOnline(reader.id, true)).state).toBe('online');

    const intent = await terminalIntent(payments);
    expect(intent).toMatchObject({ payment_method_types: ['card_present'], metadata: { payment_uuid: 'pay-t', terminal_id: 'tmr_sim_000001', terminal_location_id: 'tml_1' } });
    expect((await rejection(payments.terminal.processPaymentIntent(reader.id, intent.id))).code).toBe('reader_not_connected');
    expect((await payments.terminal.connectReader(reader.id)).state).toBe('connected');

    const busy = await payments.terminal.processPaymentIntent(reader.id, intent.id);
    expect(busy).toMatchObject({ state: 'busy', action: { type: 'process_payment_intent', status: 'in_progress', payment_intent: intent.id } });
    expect((await rejection(payments.terminal.processPaymentIntent(reader.id, intent.id))).code).toBe('reader_busy');
    expect((await rejection(payments.confirmCardPayment(intent.id, { number: TEST_CARDS.succeeds }))).code).toBe('intent_unexpected_state');

    const { reader: after, paymentIntent } = await payments.simulation.presentPaymentMethod(reader.id);
    expect(paymentIntent.status).toBe('succeeded');
    expect(after).toMatchObject({ state: 'connected', action: { status: 'succeeded' } });
    // The payment uuid is read back from the intent's metadata (spec 001 §4, card terminal).
    expect((await payments.retrieveIntent(intent.id)).metadata.payment_uuid).toBe('pay-t');
  });

  test('a declined card on the reader fails the action; cancel collect frees the reader; a card intent cannot go to a reader', async () => {
    const { payments } = setup();
    const reader = await payments.terminal.registerReader({ registration_code: 'simulated-wpe', label: 'Front desk', location: 'tml_1' });
    await payments.terminal.connectReader(reader.id);
    const intent = await terminalIntent(payments);
    await payments.terminal.processPaymentIntent(reader.id, intent.id);
    const { reader: failed, paymentIntent } = await payments.simulation.presentPaymentMethod(reader.id, { number: TEST_CARDS.insufficientFunds });
    expect(failed).toMatchObject({ label: 'Front desk', state: 'connected', action: { status: 'failed', failure_code: 'insufficient_funds' } });
    expect(paymentIntent).toMatchObject({ status: 'requires_payment_method', last_payment_error: { decline_code: 'insufficient_funds' } });

    expect((await rejection(payments.terminal.cancelReaderAction(reader.id))).code).toBe('reader_no_action');
    await payments.terminal.processPaymentIntent(reader.id, intent.id);
    expect(await payments.terminal.cancelReaderAction(reader.id)).toMatchObject({ state: 'connected', action: null });

    const card = await cardIntent(payments);
    expect((await rejection(payments.terminal.processPaymentIntent(reader.id, card.id))).code).toBe('intent_unexpected_state');
  });

  test('going offline mid-payment fails the action; canceling the intent fails it too', async () => {
    const { payments } = setup();
    const reader = await payments.terminal.registerReader({ registration_code: 'simulated-wpe', location: 'tml_1' });
    await payments.terminal.connectReader(reader.id);
    const first = await terminalIntent(payments);
    await payments.terminal.processPaymentIntent(reader.id, first.id);
    expect(await payments.simulation.setReaderOnline(reader.id, false)).toMatchObject({ state: 'offline', action: { status: 'failed', failure_code: 'reader_offline' } });
    expect((await rejection(payments.simulation.presentPaymentMethod(reader.id))).code).toBe('reader_offline');

    await payments.simulation.setReaderOnline(reader.id, true);
    await payments.terminal.connectReader(reader.id);
    const second = await terminalIntent(payments);
    await payments.terminal.processPaymentIntent(reader.id, second.id);
    await payments.cancelIntent(second.id);
    expect(await payments.terminal.retrieveReader(reader.id)).toMatchObject({ state: 'connected', action: { status: 'failed', failure_code: 'payment_intent_canceled' } });
    expect((await payments.simulation.disconnectReader(reader.id)).state).toBe('online');
    expect(isPaymentError(await rejection(payments.terminal.retrieveReader('tmr_nope')), 'reader_not_found')).toBe(true);
  });
});

describe('simulated provider: refunds, the demo reader, connection secrets, ids', () => {
  test('a succeeded intent refunds wholly or in parts, never beyond its amount; an idempotency key refunds once', async () => {
    const { payments } = setup();
    const intent = await cardIntent(payments);
    expect((await rejection(payments.refund(intent.id))).code).toBe('intent_unexpected_state');
    await payments.confirmCardPayment(intent.id, { number: TEST_CARDS.succeeds });
    expect(await payments.refund(intent.id, 50, { idempotencyKey: 'k1' })).toMatchObject({ payment_intent: intent.id, amount: 50, currency: 'nok', status: 'succeeded' });
    expect((await payments.refund(intent.id, 50, { idempotencyKey: 'k1' })).amount).toBe(50);
    expect(payments.simulation.refunds(intent.id)).toHaveLength(1);
    expect((await payments.refund(intent.id)).amount).toBe(125_000);
    expect((await rejection(payments.refund(intent.id, 1))).code).toBe('intent_unexpected_state');
    expect(payments.simulation.refunds().map((r) => r.amount)).toEqual([50, 125_000]);
  });

  test('failNextRefund fails exactly the next refund (nothing refunded, key left unused); the retry under the same key refunds once', async () => {
    const { payments } = setup();
    const intent = await cardIntent(payments);
    await payments.confirmCardPayment(intent.id, { number: TEST_CARDS.succeeds });
    payments.simulation.failNextRefund('intent_unexpected_state');
    payments.simulation.failNextRefund();
    expect((await rejection(payments.refund(intent.id, 100, { idempotencyKey: 'cancel-1' }))).code).toBe('intent_unexpected_state');
    expect((await rejection(payments.refund(intent.id, 100, { idempotencyKey: 'cancel-1' }))).code).toBe('provider_unavailable');
    expect(payments.simulation.refunds(intent.id)).toEqual([]);
    const first = await payments.refund(intent.id, 100, { idempotencyKey: 'cancel-1' });
    expect(first).toMatchObject({ amount: 100, status: 'succeeded' });
    expect((await payments.refund(intent.id, 100, { idempotencyKey: 'cancel-1' })).id).toBe(first.id);
    expect(payments.simulation.refunds(intent.id).map((r) => r.amount)).toEqual([100]);
  });

  test('the demo reader has a fixed id at the fixed location, whatever was registered before; registering again returns it', async () => {
    const { payments } = setup();
    await payments.terminal.registerReader({ registration_code: 'simulated-wpe', location: 'tml_other' });
    const demo = payments.simulation.registerDemoReader();
    expect(demo).toMatchObject({ id: SIMULATED_READER_ID, location: SIMULATED_TERMINAL_LOCATION, label: SIMULATED_READER_LABEL, state: 'online' });
    await payments.terminal.connectReader(SIMULATED_READER_ID);
    expect(payments.simulation.registerDemoReader().state).toBe('connected');
    expect((await payments.terminal.listReaders({ location: SIMULATED_TERMINAL_LOCATION })).map((r) => r.id)).toEqual([SIMULATED_READER_ID]);
  });

  test('only issued connection secrets are recognised', async () => {
    const { payments } = setup();
    const secret = await payments.terminalConnectionToken();
    expect(payments.simulation.isIssuedConnectionSecret(secret)).toBe(true);
    expect(payments.simulation.isIssuedConnectionSecret(`${secret}x`)).toBe(false);
    expect(payments.simulation.isIssuedConnectionSecret(undefined)).toBe(false);
  });

  test('by default every instance has its own ids, so a restarted server never reuses an intent or event id', async () => {
    const a = createSimulatedProvider();
    const b = createSimulatedProvider();
    const [ia, ib] = [await cardIntent(a), await cardIntent(b)];
    expect(ia.id).toMatch(/^pi_sim_[0-9a-f]{8}_000001$/);
    expect(ia.id).not.toBe(ib.id);
  });
});

describe('simulated provider: Stripe Connect', () => {
  const RETURN = 'http://localhost:8080/en/npanel/stripe-connect';

  test("the authorize URL is the provider's own onboarding page, in Stripe's query, and registers its redirect URI", () => {
    const { payments } = setup();
    expect(payments.simulation.isRegisteredRedirect(RETURN)).toBe(false);
    const url = new URL(payments.connect.authorizeUrl({ state: 's.1', redirectUri: RETURN }), 'http://localhost:8080');
    expect(url.pathname).toBe('/core/public/simulated-stripe/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({ response_type: 'code', client_id: 'ca_simulated_wayhub', scope: 'read_write', state: 's.1', redirect_uri: RETURN });
    expect(payments.simulation.isRegisteredRedirect(RETURN)).toBe(true);
    expect(payments.simulation.isRegisteredRedirect(`${RETURN}x`)).toBe(false);
  });

  test('a code connects its account once; a used, unknown or expired code is connect_code_invalid', async () => {
    const { clock, payments } = setup();
    const first = payments.simulation.authorizeConnect();
    const second = payments.simulation.authorizeConnect();
    expect(first).toEqual({ code: expect.stringMatching(/^ac_sim_[\w-]{24}$/), account_id: 'acct_sim_000001' });
    expect(second.account_id).toBe('acct_sim_000002');
    expect(second.code).not.toBe(first.code);
    expect(payments.simulation.connectedAccounts()).toEqual([]);

    expect(await payments.connect.exchangeCode(first.code)).toEqual({ account_id: 'acct_sim_000001' });
    expect(payments.simulation.connectedAccounts()).toEqual(['acct_sim_000001']);
    const used = await rejection(payments.connect.exchangeCode(first.code));
    expect({ code: used.code, status: used.status, message: used.message }).toEqual({
      code: 'connect_code_invalid',
      status: 400,
      message: 'Stripe did not accept this connection: it was used already or has expired. Connect the account again.',
    });
    expect((await rejection(payments.connect.exchangeCode('ac_sim_made_up'))).code).toBe('connect_code_invalid');

    clock.advance(SIMULATED_CONNECT_CODE_TTL_SECONDS * 1000);
    expect((await rejection(payments.connect.exchangeCode(second.code))).code).toBe('connect_code_invalid');
    expect(payments.simulation.connectedAccounts()).toEqual(['acct_sim_000001']);
  });

  test('deauthorize ends the connection, and an account no longer connected is no error', async () => {
    const { payments } = setup();
    const { account_id } = await payments.connect.exchangeCode(payments.simulation.authorizeConnect().code);
    await payments.connect.deauthorize(account_id);
    expect(payments.simulation.connectedAccounts()).toEqual([]);
    await expect(payments.connect.deauthorize(account_id)).resolves.toBeUndefined();
  });
});
