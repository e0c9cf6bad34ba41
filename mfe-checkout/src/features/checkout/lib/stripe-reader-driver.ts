/**
 * Stripe Terminal (terminal-js), used when the API has a real Stripe key. The SDK is imported on first use only, so
 * it never weighs on the cart's first load.
 */
import type { Terminal } from '@stripe/terminal-js';
import type { PaymentIntentView } from 'shared-contracts/booking';
import { getConnectionToken } from '../api/get-connection-token';
import { CheckoutError } from './checkout-error';
import type { ReaderDriver } from './handlers';

export function createStripeReaderDriver(siteId: number, currency: string): ReaderDriver {
  let terminal: Terminal | null = null;
  let disconnected = false;

  return {
    async connect(settings) {
      try {
        const { loadStripeTerminal } = await import(/* webpackChunkName: "stripe-terminal" */ '@stripe/terminal-js');
        const StripeTerminal = await loadStripeTerminal();
        if (!StripeTerminal) throw new Error('terminal-js did not load');
        terminal = StripeTerminal.create({
          onFetchConnectionToken: () => getConnectionToken(siteId, currency),
          onUnexpectedReaderDisconnect: () => {
            disconnected = true;
          },
        });
      } catch (error) {
        throw new CheckoutError({ messageId: 'errors.terminal.startFailed', cause: error });
      }
      const found = await terminal.discoverReaders({ location: settings.location_id });
      if ('error' in found) {
        const code = found.error.code;
        throw new CheckoutError({ messageId: code === 'no_connection_token' ? 'errors.terminal.connectionTokenFailed' : 'errors.terminal.readerDiscoverFailed' });
      }
      const reader = found.discoveredReaders.find((r) => r.id === settings.reader_id);
      if (!reader) throw new CheckoutError({ messageId: 'errors.terminal.readerNotFound' });
      if (reader.status === 'offline') throw new CheckoutError({ messageId: 'errors.terminal.readerNotOnline' });
      const connected = await terminal.connectReader(reader);
      if ('error' in connected) throw new CheckoutError({ messageId: 'errors.terminal.startFailed' });
      return { label: reader.label ?? reader.id };
    },

    async collectAndProcess(clientSecret: string, intent: PaymentIntentView) {
      if (!terminal) throw new CheckoutError({ messageId: 'errors.terminal.startFailed' });
      const collected = await terminal.collectPaymentMethod(clientSecret);
      if ('error' in collected) {
        throw new CheckoutError({ messageId: disconnected ? 'errors.terminal.readerDisconnected' : 'errors.terminal.collectPaymentMethodFailed' });
      }
      const processed = await terminal.processPayment(collected.paymentIntent);
      if ('error' in processed) {
        throw new CheckoutError(processed.error.message ? { text: processed.error.message } : { messageId: 'errors.terminal.processPaymentFailed' });
      }
      const metadata = (processed.paymentIntent.metadata ?? {}) as Record<string, string>;
      return { ...intent.metadata, ...metadata };
    },

    async cancelCollect() {
      if (!terminal) return;
      const result = await terminal.cancelCollectPaymentMethod();
      if ('error' in result) throw new CheckoutError({ messageId: 'errors.terminal.cancelCollectPaymentMethodFailed' });
    },

    async disconnect() {
      if (!terminal) return;
      try {
        await terminal.cancelCollectPaymentMethod();
      } catch {
        // nothing to cancel
      }
      await terminal.disconnectReader();
    },
  };
}
