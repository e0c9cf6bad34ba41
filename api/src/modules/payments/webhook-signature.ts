import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { PaymentError, type WebhookEvent } from './payment-provider';

/** Stripe's default: a delivery signed more than 5 minutes from our clock is refused (a replay). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Stripe's scheme: v1 = hex HMAC-SHA256 over `${t}.${rawBody}` with the endpoint's whsec_ secret. */
export function stripeSignature(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** The Stripe-Signature header for a payload, as Stripe sends it (the simulated provider signs its events so). */
export function signatureHeader(secret: string, timestamp: number, rawBody: string): string {
  return `t=${timestamp},v1=${stripeSignature(secret, timestamp, rawBody)}`;
}

const WebhookEventSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  type: v.pipe(v.string(), v.nonEmpty()),
  created: v.pipe(v.number(), v.integer()),
  data: v.object({ object: v.record(v.string(), v.unknown()) }),
});

export interface VerifyWebhookOptions {
  secret: string | undefined;
  /** Unix seconds now. */
  nowSeconds: number;
  toleranceSeconds?: number;
}

/**
 * Verifies `Stripe-Signature: t=…,v1=…[,v1=…]` against the raw body (the exact bytes: a re-serialised JSON
 * would not match) and parses the event. Any v1 may match (Stripe sends several while a secret is rolled).
 * The compare is timing-safe; the timestamp must lie within the tolerance either way.
 */
export function verifyWebhook(rawBody: string, header: string | undefined, options: VerifyWebhookOptions): WebhookEvent {
  if (!options.secret) throw new PaymentError('webhook_secret_missing');
  if (!header) throw new PaymentError('webhook_signature_missing');
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't' && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === 'v1') signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) {
    throw new PaymentError('webhook_signature_missing', { detail: 'no t= or v1= in Stripe-Signature' });
  }
  const expected = Buffer.from(stripeSignature(options.secret, timestamp, rawBody), 'hex');
  const matches = signatures.some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new PaymentError('webhook_signature_invalid');
  if (Math.abs(options.nowSeconds - timestamp) > (options.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS)) {
    throw new PaymentError('webhook_timestamp_out_of_tolerance', { detail: `t=${timestamp}, now=${options.nowSeconds}` });
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch (cause) {
    throw new PaymentError('webhook_payload_invalid', { detail: 'not JSON', cause });
  }
  const parsed = v.safeParse(WebhookEventSchema, json);
  if (!parsed.success) throw new PaymentError('webhook_payload_invalid', { detail: 'not an event' });
  return parsed.output;
}
