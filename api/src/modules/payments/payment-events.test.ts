import { finalPaymentStates, memoryIntentStateStore, memorySeenEventStore, recordPaymentEvent } from './payment-events';
import type { WebhookEvent } from './payment-provider';

const event = (id: string, type: string, intentId: string, created: number): WebhookEvent => ({
  id,
  type,
  created,
  data: { object: { id: intentId, object: 'payment_intent' } },
});

describe('webhook event bookkeeping', () => {
  test('ten deliveries of one event have one effect', async () => {
    const seen = memorySeenEventStore();
    const states = memoryIntentStateStore();
    const succeeded = event('evt_1', 'payment_intent.succeeded', 'pi_1', 100);
    const effects = [];
    for (let i = 0; i < 10; i += 1) effects.push((await recordPaymentEvent(succeeded, { seen, states })).effect);
    expect(effects).toEqual(['applied', ...Array(9).fill('duplicate')]);
    expect(states.all()).toEqual([{ intentId: 'pi_1', outcome: 'succeeded', eventId: 'evt_1', created: 100 }]);
  });

  test('an older event never overrides a final state', async () => {
    const seen = memorySeenEventStore();
    const states = memoryIntentStateStore();
    const record = (e: WebhookEvent) => recordPaymentEvent(e, { seen, states });
    expect((await record(event('evt_s', 'payment_intent.succeeded', 'pi_1', 105))).effect).toBe('applied');
    expect((await record(event('evt_p', 'payment_intent.processing', 'pi_1', 104))).effect).toBe('stale');
    expect((await record(event('evt_f', 'payment_intent.payment_failed', 'pi_1', 101))).effect).toBe('stale');
    // Even a later-stamped event cannot reopen a final intent.
    expect((await record(event('evt_c', 'payment_intent.canceled', 'pi_1', 200))).effect).toBe('stale');
    expect((await states.get('pi_1'))?.outcome).toBe('succeeded');
  });

  test('open states: the newer wins; within one second the later lifecycle step; a final event always', () => {
    const failedThenRetried = [
      event('e3', 'payment_intent.processing', 'pi_a', 30),
      event('e1', 'payment_intent.processing', 'pi_a', 10),
      event('e2', 'payment_intent.payment_failed', 'pi_a', 20),
    ];
    expect(finalPaymentStates(failedThenRetried).get('pi_a')).toMatchObject({ outcome: 'processing', eventId: 'e3' });

    const sameSecond = [event('f', 'payment_intent.payment_failed', 'pi_b', 50), event('p', 'payment_intent.processing', 'pi_b', 50)];
    expect(finalPaymentStates(sameSecond).get('pi_b')?.outcome).toBe('failed');

    // Stripe's clock skew across its systems: a final event stamped earlier still closes an open intent.
    const skewed = [event('x', 'payment_intent.payment_failed', 'pi_c', 61), event('y', 'payment_intent.succeeded', 'pi_c', 60)];
    expect(finalPaymentStates(skewed).get('pi_c')?.outcome).toBe('succeeded');
  });

  test('every delivery order of a lifecycle ends in the same state', () => {
    const lifecycle = [
      event('a', 'payment_intent.processing', 'pi_1', 10),
      event('b', 'payment_intent.payment_failed', 'pi_1', 11),
      event('c', 'payment_intent.processing', 'pi_1', 20),
      event('d', 'payment_intent.succeeded', 'pi_1', 20),
      event('e', 'payment_intent.canceled', 'pi_2', 15),
      event('f', 'payment_intent.processing', 'pi_2', 12),
    ];
    const permutations = (items: WebhookEvent[]): WebhookEvent[][] =>
      items.length <= 1 ? [items] : items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
    const outcomes = new Set(
      permutations(lifecycle).map((order) => {
        const states = finalPaymentStates([...order, ...order.slice(0, 3)]);
        return `${states.get('pi_1')?.outcome}/${states.get('pi_2')?.outcome}`;
      }),
    );
    expect([...outcomes]).toEqual(['succeeded/canceled']);
  });

  test('other event types and events without an intent id are ignored, but still marked seen', async () => {
    const seen = memorySeenEventStore();
    const states = memoryIntentStateStore();
    expect((await recordPaymentEvent(event('evt_x', 'charge.refunded', 'ch_1', 1), { seen, states })).effect).toBe('ignored');
    expect((await recordPaymentEvent({ id: 'evt_y', type: 'payment_intent.succeeded', created: 1, data: { object: {} } }, { seen, states })).effect).toBe('ignored');
    expect((await recordPaymentEvent(event('evt_x', 'charge.refunded', 'ch_1', 1), { seen, states })).effect).toBe('duplicate');
    expect(states.all()).toEqual([]);
  });
});
