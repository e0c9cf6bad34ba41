import { createHash, randomBytes } from 'node:crypto';
import { SIMULATED_READER_ID, SIMULATED_TERMINAL_LOCATION } from 'shared-contracts/booking';
import { api } from 'shared-contracts/paths';
import { systemClock, type Clock } from '../../lib/clock';
import {
  PaymentError,
  codeForPaymentError,
  type ConnectAccounts,
  type CreatePaymentIntentInput,
  type PaymentIntent,
  type PaymentErrorCode,
  type PaymentIntentError,
  type PaymentProvider,
  type Refund,
  type TerminalReader,
  type TerminalReaders,
  type TestCardDetails,
} from './payment-provider';
import { signatureHeader, verifyWebhook } from './webhook-signature';

/**
 * The default provider: no network, no keys. It keeps Stripe's shapes and state machine so everything above it
 * (checkout, booking, webhook route) behaves as with Stripe:
 *
 *   requires_payment_method ──confirm──▶ processing ──▶ succeeded
 *            ▲  │                                   (payment_intent.processing, payment_intent.succeeded)
 *            └──┘ decline: last_payment_error set      (payment_intent.payment_failed); retry allowed
 *   any open status ──cancel──▶ canceled               (payment_intent.canceled)
 *
 * State lives in this process's memory: intents and readers vanish on restart, and another replica cannot see
 * them. It is for development, tests and single-process demos; a multi-replica deployment must set
 * STRIPE_SECRET_KEY (ARCHITECTURE §7: no replica may hold state another needs).
 *
 * Ids are a counter behind a per-instance token (`pi_sim_<instance>_000001`): a restarted server must not reuse
 * the intent and event ids its database already recorded (the webhook bookkeeping would take a new intent's
 * events for an old one's). Tests that want exact ids pass `instance: ''`.
 *
 * Secrets (client secrets, connection secrets, the webhook signing secret) come from random bytes drawn per
 * instance: nothing in this source, and no id, lets anyone sign a delivery or confirm an intent of ours.
 *
 * Stripe Connect (ADR 0031): connect.authorizeUrl is the API's own onboarding page (simulated-connect.routes.ts), a
 * path on the platform's origin; its Connect button makes an `acct_sim_…` account and a code for it.
 */

/** Stripe's test cards. Spaces and dashes are ignored. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Stripe's test card whose charge succeeds and whose every refund fails (status failed). */
  refundFails: '4000000000005126',
} as const;

export const SIMULATED_READER_REGISTRATION_CODE = 'simulated-wpe';
export const SIMULATED_READER_LABEL = 'WisePOS E simulated';
/** The frontend knows the simulated provider by this key prefix and shows the simulated card form and reader. */
export const SIMULATED_PUBLIC_KEY = 'pk_simulated_wayhub';

/**
 * The demo reader every simulated provider that serves an app has (paymentProviderFromEnv and the test harness
 * register it): the storefront's terminal settings and the end-to-end tests name it by these contract ids.
 */
export { SIMULATED_READER_ID, SIMULATED_TERMINAL_LOCATION };

/** The Connect client id the simulated authorize URL names, as Stripe's names the platform's `ca_…`. */
export const SIMULATED_CONNECT_CLIENT_ID = 'ca_simulated_wayhub';
/** How long a simulated Connect code may wait to be traded (Stripe's are short-lived too). */
export const SIMULATED_CONNECT_CODE_TTL_SECONDS = 5 * 60;

export interface WebhookDelivery {
  rawBody: string;
  /** The Stripe-Signature header value. */
  signature: string;
}

/** Test and demo controls a real reader has in hardware (and Stripe in its test helpers). */
export interface SimulationControls {
  /** Stripe's test helper present_payment_method: the shopper taps a card (4242… unless given). */
  presentPaymentMethod(readerId: string, card?: { number?: string }): Promise<{ reader: TerminalReader; paymentIntent: PaymentIntent }>;
  /** Network loss and return. Going offline drops the connection and fails a payment in progress. */
  setReaderOnline(readerId: string, online: boolean): Promise<TerminalReader>;
  /** terminal-js disconnectReader: the checkout does this after a failed terminal payment (spec 001 §4). */
  disconnectReader(readerId: string): Promise<TerminalReader>;
  /** The webhook deliveries emitted since the last call, oldest first, each signed with this instance's secret. */
  takeWebhookDeliveries(): WebhookDelivery[];
  /** A Stripe-Signature for `rawBody` signed now with this instance's secret: a late redelivery, as Stripe signs each attempt. */
  signDelivery(rawBody: string): string;
  /**
   * Registers the demo reader (SIMULATED_READER_ID at SIMULATED_TERMINAL_LOCATION, label "WisePOS E simulated")
   * once; later calls return it as it stands. Its id is fixed, whatever else was registered before.
   */
  registerDemoReader(): TerminalReader;
  /** Whether terminalConnectionToken issued this secret: the simulated reader routes accept no other. */
  isIssuedConnectionSecret(secret: string | undefined): boolean;
  /** The refunds made so far, oldest first (optionally of one intent). */
  refunds(intentId?: string): Refund[];
  /**
   * Makes the next refund call fail with `code` (a provider outage by default), once per call of this function:
   * nothing is refunded and its idempotency key stays unused, so a later retry under the same key can succeed.
   */
  failNextRefund(code?: PaymentErrorCode): void;
  /**
   * The simulated onboarding page's "Connect account": a new account (`acct_sim_…`) and a single-use code for it, to be
   * traded with connect.exchangeCode within SIMULATED_CONNECT_CODE_TTL_SECONDS.
   */
  authorizeConnect(): { code: string; account_id: string };
  /**
   * Whether connect.authorizeUrl was built with this redirect URI. The page sends the browser back to no other address,
   * as Stripe sends it only to the platform's registered redirect URIs.
   */
  isRegisteredRedirect(uri: string): boolean;
  /** The accounts connected (code traded) and not deauthorised since, oldest first. */
  connectedAccounts(): string[];
}

export interface SimulatedPaymentProvider extends PaymentProvider {
  readonly kind: 'simulated';
  readonly simulation: SimulationControls;
}

interface ReaderRecord {
  reader: Omit<TerminalReader, 'state'>;
  online: boolean;
  connected: boolean;
}

type CardOutcome = { ok: true } | { ok: false; error: PaymentIntentError };

const declined = (decline_code: string, message: string): CardOutcome => ({
  ok: false,
  error: { type: 'card_error', code: 'card_declined', decline_code, message },
});

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What Stripe's test mode answers for a card; throws for what stripe-js would refuse before sending. */
function cardOutcome(card: TestCardDetails, now: Date): CardOutcome {
  const digits = (card.number ?? '').replace(/[\s-]/g, '');
  if (!digits) throw new PaymentError('card_details_empty');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) throw new PaymentError('incorrect_number');
  if (card.exp_month !== undefined || card.exp_year !== undefined) {
    const month = card.exp_month ?? 0;
    const year = card.exp_year ?? 0;
    const fullYear = year < 100 ? 2000 + year : year;
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
    if (month < 1 || month > 12 || fullYear * 12 + month < current) throw new PaymentError('invalid_expiry');
  }
  switch (digits) {
    case TEST_CARDS.succeeds:
    case TEST_CARDS.refundFails:
      return { ok: true };
    case TEST_CARDS.declined:
      return declined('generic_decline', 'Your card was declined.');
    case TEST_CARDS.insufficientFunds:
      return declined('insufficient_funds', 'Your card has insufficient funds.');
    default:
      return declined('test_mode_live_card', 'Your card was declined. Only Stripe test card numbers work with the simulated provider.');
  }
}

export interface SimulatedProviderOptions {
  clock?: Clock;
  /** Derives the client and connection secrets; random by default. */
  seed?: string;
  /** The token in every id; random by default. `''` gives `pi_sim_000001`, for tests that name exact ids. */
  instance?: string;
}

export function createSimulatedProvider(options: SimulatedProviderOptions = {}): SimulatedPaymentProvider {
  const clock = options.clock ?? systemClock;
  const seed = options.seed ?? randomBytes(16).toString('hex');
  // Signs this instance's deliveries, so they go through the same verification as Stripe's; never leaves the process.
  const webhookSecret = `whsec_${randomBytes(24).toString('base64url')}`;
  const intents = new Map<string, PaymentIntent>();
  const readers = new Map<string, ReaderRecord>();
  let deliveries: WebhookDelivery[] = [];
  const connectionSecrets = new Set<string>();
  const refunds: Refund[] = [];
  const refundKeys = new Map<string, Refund>();
  const refundFailures: PaymentErrorCode[] = [];
  /** Intents paid with TEST_CARDS.refundFails: each refund of theirs is answered failed, and nothing goes back. */
  const refundsFail = new Set<string>();
  const counters = { pi: 0, evt: 0, tmr: 0, pst: 0, re: 0, acct: 0 };
  /** Connect codes not yet traded: the account each connects, and until when (ms). */
  const connectCodes = new Map<string, { accountId: string; expiresAt: number }>();
  const redirectUris = new Set<string>();
  const connected = new Set<string>();
  const instance = options.instance ?? randomBytes(4).toString('hex');
  const nextId = (kind: keyof typeof counters, prefix: string) => `${prefix}_sim_${instance ? `${instance}_` : ''}${String(++counters[kind]).padStart(6, '0')}`;
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  const digest = (text: string) => createHash('sha256').update(`${seed}:${text}`).digest('hex').slice(0, 24);

  const emit = (type: string, intent: PaymentIntent) => {
    const created = nowSeconds();
    const rawBody = JSON.stringify({
      id: nextId('evt', 'evt'),
      object: 'event',
      type,
      created,
      livemode: false,
      data: { object: { object: 'payment_intent', ...intent } },
    });
    deliveries.push({ rawBody, signature: signatureHeader(webhookSecret, created, rawBody) });
  };

  const intentRecord = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new PaymentError('intent_not_found', { detail: id });
    return intent;
  };

  const readerRecord = (id: string) => {
    const record = readers.get(id);
    if (!record) throw new PaymentError('reader_not_found', { detail: id });
    return record;
  };

  const view = (record: ReaderRecord): TerminalReader => ({
    ...structuredClone(record.reader),
    state: !record.online ? 'offline' : record.reader.action?.status === 'in_progress' ? 'busy' : record.connected ? 'connected' : 'online',
  });

  /** Applies a card's outcome to an open intent, emitting the events Stripe would. */
  const settle = (intent: PaymentIntent, outcome: CardOutcome) => {
    if (outcome.ok) {
      intent.status = 'processing';
      intent.last_payment_error = null;
      emit('payment_intent.processing', intent);
      intent.status = 'succeeded';
      emit('payment_intent.succeeded', intent);
    } else {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = outcome.error;
      emit('payment_intent.payment_failed', intent);
    }
  };

  const addReader = (id: string, input: { label?: string; location: string }) => {
    const record: ReaderRecord = {
      reader: {
        id,
        label: input.label?.trim() || SIMULATED_READER_LABEL,
        device_type: 'simulated_wisepos_e',
        serial_number: `SIMULATOR-${id.slice(-6)}`,
        location: input.location,
        action: null,
      },
      online: true,
      connected: false,
    };
    readers.set(id, record);
    return view(record);
  };

  const terminal: TerminalReaders = {
    async registerReader(input) {
      if (input.registration_code !== SIMULATED_READER_REGISTRATION_CODE) {
        throw new PaymentError('invalid_registration_code', { detail: `only ${SIMULATED_READER_REGISTRATION_CODE} registers here` });
      }
      return addReader(nextId('tmr', 'tmr'), input);
    },
    async listReaders(filter = {}) {
      return [...readers.values()].filter((record) => !filter.location || record.reader.location === filter.location).map(view);
    },
    async retrieveReader(id) {
      return view(readerRecord(id));
    },
    async connectReader(id) {
      const record = readerRecord(id);
      if (!record.online) throw new PaymentError('reader_offline', { detail: id });
      if (record.reader.action?.status === 'in_progress') throw new PaymentError('reader_busy', { detail: id });
      record.connected = true;
      return view(record);
    },
    async processPaymentIntent(readerId, intentId) {
      const record = readerRecord(readerId);
      if (!record.online) throw new PaymentError('reader_offline', { detail: readerId });
      if (!record.connected) throw new PaymentError('reader_not_connected', { detail: readerId });
      if (record.reader.action?.status === 'in_progress') throw new PaymentError('reader_busy', { detail: readerId });
      const intent = intentRecord(intentId);
      if (!intent.payment_method_types.includes('card_present') || intent.status !== 'requires_payment_method') {
        throw new PaymentError('intent_unexpected_state', { detail: `${intentId} is ${intent.status}, ${intent.payment_method_types.join('/')}` });
      }
      record.reader.action = { type: 'process_payment_intent', status: 'in_progress', payment_intent: intentId, failure_code: null, failure_message: null };
      return view(record);
    },
    async cancelReaderAction(readerId) {
      const record = readerRecord(readerId);
      if (record.reader.action?.status !== 'in_progress') throw new PaymentError('reader_no_action', { detail: readerId });
      record.reader.action = null;
      return view(record);
    },
  };

  const simulation: SimulationControls = {
    async presentPaymentMethod(readerId, card = {}) {
      const record = readerRecord(readerId);
      const action = record.reader.action;
      if (!record.online) throw new PaymentError('reader_offline', { detail: readerId });
      if (action?.status !== 'in_progress') throw new PaymentError('reader_no_action', { detail: readerId });
      const intent = intentRecord(action.payment_intent);
      const outcome = cardOutcome({ number: card.number ?? TEST_CARDS.succeeds }, clock.now());
      settle(intent, outcome);
      record.reader.action = outcome.ok
        ? { ...action, status: 'succeeded' }
        : { ...action, status: 'failed', failure_code: outcome.error.decline_code ?? outcome.error.code, failure_message: outcome.error.message };
      return { reader: view(record), paymentIntent: structuredClone(intent) };
    },
    async setReaderOnline(readerId, online) {
      const record = readerRecord(readerId);
      record.online = online;
      if (!online) {
        record.connected = false;
        const action = record.reader.action;
        if (action?.status === 'in_progress') {
          record.reader.action = { ...action, status: 'failed', failure_code: 'reader_offline', failure_message: 'The reader went offline.' };
        }
      }
      return view(record);
    },
    async disconnectReader(readerId) {
      const record = readerRecord(readerId);
      record.connected = false;
      return view(record);
    },
    takeWebhookDeliveries() {
      const taken = deliveries;
      deliveries = [];
      return taken;
    },
    signDelivery(rawBody) {
      return signatureHeader(webhookSecret, nowSeconds(), rawBody);
    },
    registerDemoReader() {
      const existing = readers.get(SIMULATED_READER_ID);
      return existing ? view(existing) : addReader(SIMULATED_READER_ID, { location: SIMULATED_TERMINAL_LOCATION });
    },
    isIssuedConnectionSecret(secret) {
      return secret !== undefined && connectionSecrets.has(secret);
    },
    refunds(intentId) {
      return refunds.filter((refund) => intentId === undefined || refund.payment_intent === intentId).map((refund) => structuredClone(refund));
    },
    failNextRefund(code = 'provider_unavailable') {
      refundFailures.push(code);
    },
    authorizeConnect() {
      const now = clock.now().getTime();
      for (const [code, entry] of connectCodes) if (entry.expiresAt <= now) connectCodes.delete(code);
      const account_id = nextId('acct', 'acct');
      // Unguessable, as Stripe's: whoever holds a code may connect its account to a site.
      const code = `ac_sim_${randomBytes(18).toString('base64url')}`;
      connectCodes.set(code, { accountId: account_id, expiresAt: now + SIMULATED_CONNECT_CODE_TTL_SECONDS * 1000 });
      return { code, account_id };
    },
    isRegisteredRedirect(uri) {
      return redirectUris.has(uri);
    },
    connectedAccounts() {
      return [...connected];
    },
  };

  const connect: ConnectAccounts = {
    authorizeUrl({ state, redirectUri }) {
      redirectUris.add(redirectUri);
      return api.partnerSites.simulatedStripeAuthorize.path({
        response_type: 'code',
        client_id: SIMULATED_CONNECT_CLIENT_ID,
        scope: 'read_write',
        state,
        redirect_uri: redirectUri,
      });
    },
    async exchangeCode(code) {
      const entry = connectCodes.get(code);
      // Single use: a code is spent by its first trade, whatever comes of it.
      connectCodes.delete(code);
      if (!entry) throw new PaymentError('connect_code_invalid', { detail: 'unknown or used code' });
      if (entry.expiresAt <= clock.now().getTime()) throw new PaymentError('connect_code_invalid', { detail: 'expired code' });
      connected.add(entry.accountId);
      return { account_id: entry.accountId };
    },
    async deauthorize(accountId) {
      connected.delete(accountId);
    },
  };

  return {
    kind: 'simulated',
    terminal,
    simulation,
    connect,

    async createPaymentIntent(input: CreatePaymentIntentInput) {
      if (!Number.isInteger(input.amountMinor) || input.amountMinor < 1) throw new PaymentError('invalid_request', { detail: 'amountMinor' });
      if (!/^[a-z]{3}$/i.test(input.currency)) throw new PaymentError('invalid_request', { detail: 'currency' });
      const id = nextId('pi', 'pi');
      const metadata = { ...input.metadata };
      if (input.terminal) Object.assign(metadata, input.terminal);
      const intent: PaymentIntent = {
        id,
        client_secret: `${id}_secret_${digest(id)}`,
        status: 'requires_payment_method',
        amount: input.amountMinor,
        currency: input.currency.toLowerCase(),
        metadata,
        payment_method_types: [input.terminal ? 'card_present' : 'card'],
        last_payment_error: null,
        created: nowSeconds(),
      };
      intents.set(id, intent);
      return structuredClone(intent);
    },

    async retrieveIntent(id) {
      return structuredClone(intentRecord(id));
    },

    async confirmCardPayment(intentId, card) {
      const intent = intentRecord(intentId);
      if (!intent.payment_method_types.includes('card')) {
        throw new PaymentError('intent_unexpected_state', { detail: `${intentId} is a terminal intent: pay on the reader` });
      }
      if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
        throw new PaymentError('intent_unexpected_state', { detail: `${intentId} is ${intent.status}` });
      }
      const outcome = cardOutcome(card, clock.now());
      if (outcome.ok && (card.number ?? '').replace(/[\s-]/g, '') === TEST_CARDS.refundFails) refundsFail.add(intentId);
      settle(intent, outcome);
      if (!outcome.ok) throw new PaymentError(codeForPaymentError(outcome.error), { paymentIntent: structuredClone(intent) });
      return structuredClone(intent);
    },

    async cancelIntent(id) {
      const intent = intentRecord(id);
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        throw new PaymentError('intent_unexpected_state', { detail: `${id} is ${intent.status}` });
      }
      intent.status = 'canceled';
      emit('payment_intent.canceled', intent);
      for (const record of readers.values()) {
        const action = record.reader.action;
        if (action?.status === 'in_progress' && action.payment_intent === id) {
          record.reader.action = { ...action, status: 'failed', failure_code: 'payment_intent_canceled', failure_message: 'The payment was canceled.' };
        }
      }
      return structuredClone(intent);
    },

    async refund(intentId, amountMinor, refundOptions = {}) {
      const key = refundOptions.idempotencyKey;
      const replay = key === undefined ? undefined : refundKeys.get(key);
      if (replay) return structuredClone(replay);
      const injected = refundFailures.shift();
      if (injected !== undefined) throw new PaymentError(injected, { detail: `simulated refund failure of ${intentId}` });
      const intent = intentRecord(intentId);
      if (intent.status !== 'succeeded') throw new PaymentError('intent_unexpected_state', { detail: `${intentId} is ${intent.status}: nothing to refund` });
      const refunded = refunds.filter((refund) => refund.payment_intent === intentId).reduce((sum, refund) => sum + refund.amount, 0);
      const amount = amountMinor ?? intent.amount - refunded;
      if (!Number.isInteger(amount) || amount < 1 || refunded + amount > intent.amount) {
        throw new PaymentError('intent_unexpected_state', { detail: `${intentId}: ${amount} exceeds the ${intent.amount - refunded} left to refund` });
      }
      if (refundsFail.has(intentId)) {
        const failed: Refund = { id: nextId('re', 're'), payment_intent: intentId, amount, currency: intent.currency, status: 'failed' };
        if (key !== undefined) refundKeys.set(key, failed);
        return structuredClone(failed);
      }
      const refund: Refund = { id: nextId('re', 're'), payment_intent: intentId, amount, currency: intent.currency, status: 'succeeded' };
      refunds.push(refund);
      if (key !== undefined) refundKeys.set(key, refund);
      return structuredClone(refund);
    },

    publicKey() {
      return SIMULATED_PUBLIC_KEY;
    },

    async terminalConnectionToken() {
      const id = nextId('pst', 'pst');
      const secret = `${id}_secret_${digest(id)}`;
      connectionSecrets.add(secret);
      return secret;
    },

    parseWebhook(rawBody, header) {
      return verifyWebhook(rawBody, header, { secret: webhookSecret, nowSeconds: nowSeconds() });
    },
  };
}
