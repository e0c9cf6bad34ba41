import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import type { AppSecretsService } from '../app-secrets/app-secrets.service';

/** How long a partner has between asking for Stripe's onboarding and coming back with its code (ADR 0031). */
export const CONNECT_STATE_TTL_SECONDS = 15 * 60;
const SECRET_NAME = 'stripe_connect_state_hmac';

/**
 * The OAuth `state` of a Stripe connection: who started it, for which currency, until when. Signed (HMAC-SHA256 with a
 * platform secret kept in app_secrets, so every replica checks what another issued), so the code that comes back is
 * taken only for the user who went to Stripe: another user's state, a forged or edited one, is refused.
 */
export interface ConnectStates {
  issue(userId: number, currency: string): Promise<string>;
  /** The currency the state was issued for; 400 errors.stripeConnect.stateInvalid / stateExpired otherwise. */
  verify(state: string, userId: number): Promise<{ currency: string }>;
}

interface Payload {
  u: number;
  c: string;
  /** Expiry, Unix seconds. */
  e: number;
  /** Makes each state distinct, so none can be predicted from another. */
  n: string;
}

const invalid = () => new HttpError('BAD_REQUEST', { message: 'errors.stripeConnect.stateInvalid' });

export function createConnectStates(secrets: AppSecretsService, clock: Clock): ConnectStates {
  let secret: Promise<string> | undefined;
  const getSecret = () => {
    secret ??= secrets.getOrCreate(SECRET_NAME, () => randomBytes(32).toString('base64url')).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
  const sign = async (body: string) => createHmac('sha256', await getSecret()).update(`stripe-connect-state.${body}`).digest();

  return {
    async issue(userId, currency) {
      const payload: Payload = { u: userId, c: currency, e: Math.floor(clock.now().getTime() / 1000) + CONNECT_STATE_TTL_SECONDS, n: randomBytes(9).toString('base64url') };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${(await sign(body)).toString('base64url')}`;
    },

    async verify(state, userId) {
      const [body, signature, ...rest] = state.split('.');
      if (!body || !signature || rest.length > 0) throw invalid();
      const given = Buffer.from(signature, 'base64url');
      const expected = await sign(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
      let payload: Partial<Payload>;
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Payload>;
      } catch {
        throw invalid();
      }
      if (payload.u !== userId || typeof payload.c !== 'string' || !/^[A-Z]{3}$/.test(payload.c) || typeof payload.e !== 'number') throw invalid();
      if (payload.e * 1000 <= clock.now().getTime()) throw new HttpError('BAD_REQUEST', { message: 'errors.stripeConnect.stateExpired' });
      return { currency: payload.c };
    },
  };
}
