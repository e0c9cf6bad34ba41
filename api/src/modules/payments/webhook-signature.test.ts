import { createHmac } from 'node:crypto';
import { PaymentError } from './payment-provider';
import { verifyWebhook } from './webhook-signature';

const SECRET = 'whsec_test_endpoint_secret';
const NOW = 1_772_360_000;
const body = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', created: NOW - 2, data: { object: { id: 'pi_1', status: 'succeeded' } } });
// Computed here, independently of the code under test: Stripe's scheme is HMAC-SHA256 over `${t}.${body}`.
const hmac = (secret: string, t: number, payload: string) => createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
const verify = (payload: string, header: string | undefined, nowSeconds = NOW) => verifyWebhook(payload, header, { secret: SECRET, nowSeconds });
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof PaymentError) return error.code;
    throw error;
  }
  return 'accepted';
};

describe('webhook signature (Stripe-Signature: t=…,v1=…)', () => {
  test('a correctly signed delivery is accepted and parsed', () => {
    const event = verify(body, `t=${NOW},v1=${hmac(SECRET, NOW, body)}`);
    expect(event).toEqual({ id: 'evt_1', type: 'payment_intent.succeeded', created: NOW - 2, data: { object: { id: 'pi_1', status: 'succeeded' } } });
  });

  test('while a secret is rolled, any of several v1 signatures may match; v0 is ignored', () => {
    const header = `t=${NOW},v1=${hmac('whsec_old', NOW, body)},v1=${hmac(SECRET, NOW, body)},v0=abc`;
    expect(codeOf(() => verify(body, header))).toBe('accepted');
  });

  test('a wrong secret, a tampered body, or a shifted timestamp fail the signature', () => {
    expect(codeOf(() => verify(body, `t=${NOW},v1=${hmac('whsec_other', NOW, body)}`))).toBe('webhook_signature_invalid');
    const tampered = body.replace('"succeeded"', '"canceled"');
    expect(codeOf(() => verify(tampered, `t=${NOW},v1=${hmac(SECRET, NOW, body)}`))).toBe('webhook_signature_invalid');
    expect(codeOf(() => verify(body, `t=${NOW + 1},v1=${hmac(SECRET, NOW, body)}`))).toBe('webhook_signature_invalid');
    expect(codeOf(() => verify(body, `t=${NOW},v1=not-hex`))).toBe('webhook_signature_invalid');
  });

  test('a genuine signature older (or newer) than 300 s is a replay', () => {
    const old = NOW - 301;
    expect(codeOf(() => verify(body, `t=${old},v1=${hmac(SECRET, old, body)}`))).toBe('webhook_timestamp_out_of_tolerance');
    const edge = NOW - 300;
    expect(codeOf(() => verify(body, `t=${edge},v1=${hmac(SECRET, edge, body)}`))).toBe('accepted');
    const future = NOW + 301;
    expect(codeOf(() => verify(body, `t=${future},v1=${hmac(SECRET, future, body)}`))).toBe('webhook_timestamp_out_of_tolerance');
  });

  test('a missing header, secret or event shape is refused', () => {
    expect(codeOf(() => verify(body, undefined))).toBe('webhook_signature_missing');
    expect(codeOf(() => verify(body, `v1=${hmac(SECRET, NOW, body)}`))).toBe('webhook_signature_missing');
    expect(codeOf(() => verifyWebhook(body, `t=${NOW},v1=${hmac(SECRET, NOW, body)}`, { secret: undefined, nowSeconds: NOW }))).toBe('webhook_secret_missing');
    const notEvent = JSON.stringify({ hello: 'world' });
    expect(codeOf(() => verify(notEvent, `t=${NOW},v1=${hmac(SECRET, NOW, notEvent)}`))).toBe('webhook_payload_invalid');
    expect(codeOf(() => verify('{oops', `t=${NOW},v1=${hmac(SECRET, NOW, '{oops')}`))).toBe('webhook_payload_invalid');
  });
});
