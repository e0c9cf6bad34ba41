/**
 * One press of Pay is one attempt. Each of its writes (create-payment-intent, hold, confirm, cancel) carries an
 * Idempotency-Key of its own, made once per attempt: a retry of the same attempt (after a network failure, when
 * nothing is known to have reached the server) sends the same keys, so the API replays instead of repeating.
 */
import { newIdempotencyKey } from 'shared-runtime/http';

export type AttemptCall = 'intent' | 'hold' | 'confirm' | 'cancel';

export interface Attempt {
  readonly id: string;
  key(call: AttemptCall): string;
}

export function newAttempt(): Attempt {
  const keys = new Map<AttemptCall, string>();
  return {
    id: newIdempotencyKey(),
    key(call) {
      let key = keys.get(call);
      if (!key) {
        key = newIdempotencyKey();
        keys.set(call, key);
      }
      return key;
    },
  };
}
