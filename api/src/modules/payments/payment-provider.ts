import { ApiError } from 'shared-contracts/errors';
import { formatMessage, type MessageId } from 'shared-contracts/messages';

/**
 * The payment provider (ARCHITECTURE §5 Payments): `stripe` when STRIPE_SECRET_KEY is set, `simulated` otherwise.
 * Both answer in Stripe's shapes (a PaymentIntent, a Reader, an Event), so the checkout, the booking module and
 * the webhook route run the same code whichever is active. Amounts are in minor units (øre, cents), as at Stripe.
 */

/** Stripe's PaymentIntent.status. The simulated provider uses the first two, `processing` and the two final ones. */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export type PaymentMethodType = 'card' | 'card_present';

/** Stripe's last_payment_error, reduced to what a caller reads. */
export interface PaymentIntentError {
  type: string;
  code: string | null;
  decline_code: string | null;
  message: string;
}

export interface PaymentIntent {
  id: string;
  /** Handed to the browser (stripe-js, terminal-js or the simulated form); it alone allows confirming this intent. */
  client_secret: string;
  status: PaymentIntentStatus;
  amount: number;
  /** Lower-case ISO 4217, as Stripe answers (`nok`). */
  currency: string;
  metadata: Record<string, string>;
  payment_method_types: PaymentMethodType[];
  last_payment_error: PaymentIntentError | null;
  /** Unix seconds. */
  created: number;
}

export interface TerminalTarget {
  terminal_id: string;
  terminal_location_id: string;
}

export interface CreatePaymentIntentInput {
  amountMinor: number;
  /** Any case; sent lower-case. */
  currency: string;
  /** cart_ref, payment_uuid … Stripe allows 50 keys, 40-character keys and 500-character values. */
  metadata: Record<string, string>;
  /** A terminal (card_present) intent for this reader and location (spec 001 §3 Payment intent). */
  terminal?: TerminalTarget;
  /** Sent as Idempotency-Key, so a retried create does not make a second intent. */
  idempotencyKey?: string;
}

/** Card fields of the simulated test form. Never real card data: the stripe provider refuses this call. */
export interface TestCardDetails {
  number: string;
  exp_month?: number;
  exp_year?: number;
  cvc?: string;
}

/**
 * A terminal reader. `state` is ours, derived the same way for both providers:
 * offline (not reachable) → online (registered, reachable) → connected (checked out for a payment) → busy
 * (collecting or processing a payment) → connected again when that ends.
 */
export type ReaderState = 'offline' | 'online' | 'connected' | 'busy';

export interface ReaderAction {
  type: 'process_payment_intent';
  status: 'in_progress' | 'succeeded' | 'failed';
  payment_intent: string;
  failure_code: string | null;
  failure_message: string | null;
}

export interface TerminalReader {
  id: string;
  label: string;
  device_type: string;
  serial_number: string;
  location: string | null;
  state: ReaderState;
  action: ReaderAction | null;
}

/** Stripe's Refund, reduced: a refund of (part of) a succeeded intent. */
export interface Refund {
  id: string;
  payment_intent: string;
  /** Minor units. */
  amount: number;
  currency: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
}

export interface RefundOptions {
  /** Sent as Idempotency-Key: a retried refund (a redelivered webhook, a retried job) is not paid out twice. */
  idempotencyKey?: string;
}

export interface RegisterReaderInput {
  /** The code the reader shows; `simulated-wpe` registers Stripe's (and our) simulated WisePOS E. */
  registration_code: string;
  /** Defaults to the simulated reader's name, "WisePOS E simulated", or Stripe's own. */
  label?: string;
  location: string;
}

/** The webhook event types the booking module acts on. Others parse, and the bookkeeping ignores them. */
export const PAYMENT_INTENT_EVENT_TYPES = [
  'payment_intent.processing',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
] as const;
export type PaymentIntentEventType = (typeof PAYMENT_INTENT_EVENT_TYPES)[number];

export interface WebhookEvent {
  id: string;
  type: string;
  /** Unix seconds, Stripe's clock; the bookkeeping orders events by it. */
  created: number;
  data: { object: Record<string, unknown> };
}

export interface PaymentProvider {
  readonly kind: 'stripe' | 'simulated';
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent>;
  retrieveIntent(id: string): Promise<PaymentIntent>;
  /**
   * Confirms a card intent with the simulated form's card. Only the simulated provider implements it; with
   * Stripe the browser confirms through stripe-js and the server retrieves the intent (or hears the webhook).
   * A decline throws PaymentError (card_declined, insufficient_funds …) carrying the updated intent.
   */
  confirmCardPayment(intentId: string, card: TestCardDetails): Promise<PaymentIntent>;
  cancelIntent(id: string): Promise<PaymentIntent>;
  /**
   * Refunds a succeeded intent, wholly or `amountMinor` of it (POST /v1/refunds). Refused with
   * intent_unexpected_state when the intent has not succeeded or the amount exceeds what is left to refund.
   */
  refund(intentId: string, amountMinor?: number, options?: RefundOptions): Promise<Refund>;
  /** The publishable key the browser initialises stripe-js with; throws public_key_missing when none is set. */
  publicKey(currency: string): string;
  /** The secret terminal-js (or the simulated reader UI) connects with (spec 002 §7.3 terminal_connection_secret). */
  terminalConnectionToken(options?: { location?: string }): Promise<string>;
  readonly terminal: TerminalReaders;
  /** Partners' own accounts, connected to the platform (Stripe Connect OAuth, ADR 0031). */
  readonly connect: ConnectAccounts;
  /** Verifies and parses a webhook delivery; throws PaymentError (webhook_*) when it must be refused. */
  parseWebhook(rawBody: string, signatureHeader: string | undefined): WebhookEvent;
}

/**
 * Stripe Connect's OAuth flow (Standard accounts): the partner's browser goes to `authorizeUrl`, connects an account there
 * and comes back to `redirectUri?code=…&state=…` (or `?error=access_denied&state=…` when it cancels); the server trades
 * the code for the account id. The state is the caller's to make and check; the provider only carries it.
 */
export interface ConnectAccounts {
  /** Where the partner connects an account. connect_not_configured (503) when the platform has no Connect client id. */
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  /** Trades a code for the account it connected. Codes are single-use and short-lived: connect_code_invalid (400) otherwise. */
  exchangeCode(code: string): Promise<{ account_id: string }>;
  /** Ends the platform's access to the account. An account that is no longer connected counts as done. */
  deauthorize(accountId: string): Promise<void>;
}

/**
 * Server-driven terminal payments, Stripe's shape (POST /v1/terminal/readers/{id}/process_payment_intent):
 * the checkout remote can drive a reader, simulated or real, through API calls alone.
 */
export interface TerminalReaders {
  registerReader(input: RegisterReaderInput): Promise<TerminalReader>;
  listReaders(filter?: { location?: string }): Promise<TerminalReader[]>;
  retrieveReader(id: string): Promise<TerminalReader>;
  /** reader_not_found / reader_offline / reader_busy, else the reader `connected`. */
  connectReader(id: string): Promise<TerminalReader>;
  /** Starts collecting on the reader; the intent must be a terminal (card_present) one. The reader is then busy. */
  processPaymentIntent(readerId: string, intentId: string): Promise<TerminalReader>;
  /** "Cancel collect payment method": ends the reader's action; the intent stays open for another try. */
  cancelReaderAction(readerId: string): Promise<TerminalReader>;
}

/**
 * Error codes of the payment layer, each with the spec 001 §8 message the checkout shows. Where §8 gives no
 * wording, the catalogue's own (errors.paymentKeyMissing, errors.confirmPaymentFailed) is used.
 *
 * Choices: a card decline (generic, or an unknown test number) is "Your card detail is invalid!", the checkout's
 * one card error; insufficient funds keeps its own code but says the payment could not be confirmed, since the
 * card details were valid. A decline on a reader is "Failed to Process Payment…". Webhook codes never reach a
 * shopper: the webhook route answers them to Stripe as 400.
 */
export const PAYMENT_ERRORS = {
  /** A malformed create (amount not a positive integer, currency not three letters). */
  invalid_request: { status: 400, messageId: 'errors.badRequest' },
  card_details_empty: { status: 400, messageId: 'errors.cardDetailsEmpty' },
  incorrect_number: { status: 402, messageId: 'errors.cardDetailInvalid' },
  invalid_expiry: { status: 402, messageId: 'errors.cardDetailInvalid' },
  card_declined: { status: 402, messageId: 'errors.cardDetailInvalid' },
  insufficient_funds: { status: 402, messageId: 'errors.confirmPaymentFailed' },
  /** A real-looking number in test mode (Stripe's decline_code test_mode_live_card). */
  unknown_test_card: { status: 402, messageId: 'errors.cardDetailInvalid' },
  /** The stripe provider: cards are confirmed in the browser, never sent to this server. */
  confirm_in_browser: { status: 400, messageId: 'errors.confirmPaymentFailed' },
  intent_not_found: { status: 404, messageId: 'errors.confirmPaymentFailed' },
  /** e.g. confirming a canceled intent, cancelling a succeeded one, a card intent on a reader. */
  intent_unexpected_state: { status: 409, messageId: 'errors.confirmPaymentFailed' },
  public_key_missing: { status: 503, messageId: 'errors.paymentKeyMissing' },
  connection_token_failed: { status: 502, messageId: 'errors.terminal.connectionTokenFailed' },
  invalid_registration_code: { status: 400, messageId: 'errors.terminal.readerNotFound' },
  reader_not_found: { status: 404, messageId: 'errors.terminal.readerNotFound' },
  reader_offline: { status: 409, messageId: 'errors.terminal.readerNotOnline' },
  reader_busy: { status: 409, messageId: 'errors.terminal.collectPaymentMethodFailed' },
  reader_not_connected: { status: 409, messageId: 'errors.terminal.readerDisconnected' },
  reader_no_action: { status: 409, messageId: 'errors.terminal.cancelCollectPaymentMethodFailed' },
  terminal_payment_failed: { status: 402, messageId: 'errors.terminal.processPaymentFailed' },
  /** Stripe Connect without STRIPE_CONNECT_CLIENT_ID: partners cannot connect accounts (ADR 0031). */
  connect_not_configured: { status: 503, messageId: 'errors.stripeConnect.notConfigured' },
  /** An OAuth code Stripe does not know, already traded, or expired. */
  connect_code_invalid: { status: 400, messageId: 'errors.stripeConnect.codeInvalid' },
  /** Stripe unreachable or answering 5xx / unexpectedly. */
  provider_unavailable: { status: 502, messageId: 'errors.terminal.paymentSystemIssue' },
  webhook_secret_missing: { status: 500, messageId: 'errors.somethingWentWrong' },
  webhook_signature_missing: { status: 400, messageId: 'errors.badRequest' },
  webhook_signature_invalid: { status: 400, messageId: 'errors.badRequest' },
  webhook_timestamp_out_of_tolerance: { status: 400, messageId: 'errors.badRequest' },
  webhook_payload_invalid: { status: 400, messageId: 'errors.badRequest' },
} as const satisfies Record<string, { status: number; messageId: MessageId }>;

export type PaymentErrorCode = keyof typeof PAYMENT_ERRORS;

/**
 * A payment failure with a stable code. It is an ApiError, so a route may simply let it propagate: the app's
 * error handler answers `{ message, code }` with the status above. `detail` is for logs, never for shoppers.
 */
export class PaymentError extends ApiError {
  declare readonly code: PaymentErrorCode;
  readonly detail: string | undefined;
  /** The intent as it stands after a decline (status requires_payment_method, last_payment_error set). */
  readonly paymentIntent: PaymentIntent | undefined;

  constructor(code: PaymentErrorCode, options: { detail?: string; paymentIntent?: PaymentIntent; cause?: unknown } = {}) {
    const { status, messageId } = PAYMENT_ERRORS[code];
    super({ status, code, message: formatMessage('en', messageId), messageId, cause: options.cause });
    this.detail = options.detail;
    this.paymentIntent = options.paymentIntent;
  }
}

export function isPaymentError(error: unknown, code?: PaymentErrorCode): error is PaymentError {
  return error instanceof PaymentError && (code === undefined || error.code === code);
}

/** Stripe's last_payment_error → our code: insufficient funds apart, every other card decline is card_declined. */
export function codeForPaymentError(error: PaymentIntentError): PaymentErrorCode {
  if (error.decline_code === 'insufficient_funds' || error.code === 'insufficient_funds') return 'insufficient_funds';
  if (error.decline_code === 'test_mode_live_card') return 'unknown_test_card';
  if (error.code === 'incorrect_number' || error.code === 'invalid_number') return 'incorrect_number';
  if (error.code === 'invalid_expiry_month' || error.code === 'invalid_expiry_year' || error.code === 'expired_card') return 'invalid_expiry';
  return 'card_declined';
}

export const isFinalIntentStatus = (status: PaymentIntentStatus) => status === 'succeeded' || status === 'canceled';
