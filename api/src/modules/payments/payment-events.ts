import { PAYMENT_INTENT_EVENT_TYPES, type PaymentIntentEventType, type WebhookEvent } from './payment-provider';

/**
 * Webhook bookkeeping. Stripe delivers at least once and in no particular order: the same event may come ten
 * times, and payment_intent.processing may arrive after payment_intent.succeeded. The rules:
 *
 * - an event id already seen has no effect (duplicate);
 * - a final state (succeeded, canceled) is never left: later deliveries for that intent are stale;
 * - a final event wins over an open state whatever its `created` says;
 * - otherwise the newer event (`created`, Stripe's clock, in seconds) wins; within the same second the later
 *   step of the lifecycle (processing < payment_failed < succeeded | canceled) wins.
 *
 * The decision is pure. Persistence is behind two small stores, so the booking module can back them with its
 * tables (processed event ids, the payment's status) and run claim + put in the transaction that acts on the
 * outcome: a rolled-back transaction then un-claims the event and Stripe's redelivery is processed again.
 */

export type PaymentEventOutcome = 'processing' | 'failed' | 'succeeded' | 'canceled';

export interface IntentEventState {
  intentId: string;
  outcome: PaymentEventOutcome;
  eventId: string;
  created: number;
}

const OUTCOME_OF: Record<PaymentIntentEventType, PaymentEventOutcome> = {
  'payment_intent.processing': 'processing',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.canceled': 'canceled',
};

const RANK: Record<PaymentEventOutcome, number> = { processing: 1, failed: 2, succeeded: 3, canceled: 3 };

export const isFinalOutcome = (outcome: PaymentEventOutcome) => outcome === 'succeeded' || outcome === 'canceled';

export type PaymentEventDecision =
  | { effect: 'applied'; state: IntentEventState }
  /** Not a payment-intent event we track (another type, or no intent id in data.object). */
  | { effect: 'ignored' }
  | { effect: 'stale'; state: IntentEventState }
  | { effect: 'duplicate' };

/** The state an event leads to, if any, given the intent's current one. Pure. */
export function decidePaymentEvent(current: IntentEventState | undefined, event: WebhookEvent): PaymentEventDecision {
  const type = PAYMENT_INTENT_EVENT_TYPES.find((known) => known === event.type);
  const intentId = event.data.object.id;
  if (!type || typeof intentId !== 'string' || !intentId) return { effect: 'ignored' };
  const next: IntentEventState = { intentId, outcome: OUTCOME_OF[type], eventId: event.id, created: event.created };
  if (!current) return { effect: 'applied', state: next };
  if (isFinalOutcome(current.outcome)) return { effect: 'stale', state: current };
  if (isFinalOutcome(next.outcome)) return { effect: 'applied', state: next };
  if (next.created > current.created) return { effect: 'applied', state: next };
  if (next.created === current.created && RANK[next.outcome] > RANK[current.outcome]) return { effect: 'applied', state: next };
  return { effect: 'stale', state: current };
}

/** Processed event ids. */
export interface SeenEventStore {
  /** True the first time an id is claimed, false ever after. Must be atomic (INSERT … ON CONFLICT DO NOTHING). */
  claim(eventId: string): Promise<boolean>;
}

/** The latest applied state per intent. */
export interface IntentStateStore {
  get(intentId: string): Promise<IntentEventState | undefined>;
  put(state: IntentEventState): Promise<void>;
}

/** Records one verified event: duplicate, ignored, stale, or applied (then `state` is what to act on). */
export async function recordPaymentEvent(
  event: WebhookEvent,
  stores: { seen: SeenEventStore; states: IntentStateStore },
): Promise<PaymentEventDecision> {
  if (!(await stores.seen.claim(event.id))) return { effect: 'duplicate' };
  const intentId = event.data.object.id;
  const current = typeof intentId === 'string' ? await stores.states.get(intentId) : undefined;
  const decision = decidePaymentEvent(current, event);
  if (decision.effect === 'applied') await stores.states.put(decision.state);
  return decision;
}

export function memorySeenEventStore(): SeenEventStore {
  const seen = new Set<string>();
  return {
    async claim(eventId) {
      if (seen.has(eventId)) return false;
      seen.add(eventId);
      return true;
    },
  };
}

export function memoryIntentStateStore(): IntentStateStore & { all(): IntentEventState[] } {
  const states = new Map<string, IntentEventState>();
  return {
    async get(intentId) {
      return states.get(intentId);
    },
    async put(state) {
      states.set(state.intentId, state);
    },
    all: () => [...states.values()],
  };
}

/** The final state per intent of a batch of events, in delivery order: the same rules, without stores. */
export function finalPaymentStates(events: readonly WebhookEvent[]): Map<string, IntentEventState> {
  const seen = new Set<string>();
  const states = new Map<string, IntentEventState>();
  for (const event of events) {
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    const intentId = event.data.object.id;
    const decision = decidePaymentEvent(typeof intentId === 'string' ? states.get(intentId) : undefined, event);
    if (decision.effect === 'applied') states.set(decision.state.intentId, decision.state);
  }
  return states;
}
