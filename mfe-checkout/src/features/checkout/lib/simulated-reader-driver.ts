/**
 * The simulated reader (the API's, when no real Stripe key is configured): the same stages and messages as Stripe
 * Terminal, driven by the contract's reader calls. `tap()` stands in for the shopper tapping a card on the device.
 */
import type { PaymentIntentView, ReaderView } from 'shared-contracts/booking';
import { getConnectionToken } from '../api/get-connection-token';
import { simulatedReaderCalls, type SimulatedReaderCalls } from '../api/simulated-reader';
import { CheckoutError, checkoutErrorFrom } from './checkout-error';
import type { ReaderDriver } from './handlers';

/** How often the reader's action is read while the shopper has not tapped yet (a tap re-reads at once). */
const READER_POLL_MS = 1000;

export interface SimulatedReaderDriver extends ReaderDriver {
  tap(): Promise<void>;
}

export function createSimulatedReaderDriver(siteId: number, currency: string): SimulatedReaderDriver {
  let calls: SimulatedReaderCalls | null = null;
  let readerId: string | null = null;
  let wake: (() => void) | null = null;
  let cancelled = false;

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, READER_POLL_MS);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  function outcome(reader: ReaderView): 'pending' | 'done' {
    if (reader.state === 'offline') throw new CheckoutError({ messageId: 'errors.terminal.readerDisconnected' });
    const action = reader.action;
    if (!action || action.status === 'in_progress') return 'pending';
    if (action.status === 'succeeded') return 'done';
    throw new CheckoutError(action.failure_message ? { text: action.failure_message } : { messageId: 'errors.terminal.payFailed' });
  }

  return {
    async connect(settings) {
      let secret: string;
      try {
        secret = await getConnectionToken(siteId, currency);
      } catch (error) {
        throw new CheckoutError({ messageId: 'errors.terminal.connectionTokenFailed', cause: error });
      }
      calls = simulatedReaderCalls(siteId, secret);
      let readers: ReaderView[];
      try {
        readers = await calls.list(settings.location_id);
      } catch (error) {
        throw new CheckoutError({ messageId: 'errors.terminal.readerDiscoverFailed', cause: error });
      }
      const reader = readers.find((r) => r.id === settings.reader_id);
      if (!reader) throw new CheckoutError({ messageId: 'errors.terminal.readerNotFound' });
      if (reader.state === 'offline') throw new CheckoutError({ messageId: 'errors.terminal.readerNotOnline' });
      try {
        await calls.connect(reader.id);
      } catch (error) {
        throw checkoutErrorFrom(error, 'errors.terminal.startFailed');
      }
      readerId = reader.id;
      return { label: reader.label };
    },

    async collectAndProcess(_clientSecret: string, intent: PaymentIntentView) {
      if (!calls || !readerId) throw new CheckoutError({ messageId: 'errors.terminal.startFailed' });
      cancelled = false;
      try {
        await calls.process(readerId, intent.id);
      } catch (error) {
        throw checkoutErrorFrom(error, 'errors.terminal.collectPaymentMethodFailed');
      }
      for (;;) {
        let reader: ReaderView;
        try {
          reader = await calls.get(readerId);
        } catch (error) {
          throw checkoutErrorFrom(error, 'errors.terminal.readerDisconnected');
        }
        // The operator stopped waiting: whatever the reader reports now, this payment did not happen.
        if (cancelled) throw new CheckoutError({ messageId: 'errors.terminal.payFailed' });
        if (outcome(reader) === 'done') return intent.metadata;
        await sleep();
      }
    },

    async tap() {
      if (!calls || !readerId) return;
      await calls.presentCard(readerId);
      wake?.();
    },

    async cancelCollect() {
      if (!calls || !readerId) return;
      try {
        await calls.cancelAction(readerId);
      } catch (error) {
        throw new CheckoutError({ messageId: 'errors.terminal.cancelCollectPaymentMethodFailed', cause: error });
      }
      cancelled = true;
      wake?.();
    },

    async disconnect() {
      wake?.();
      if (!calls || !readerId) return;
      const id = readerId;
      readerId = null;
      try {
        await calls.cancelAction(id);
      } catch {
        // nothing in progress
      }
      await calls.disconnect(id);
    },
  };
}
