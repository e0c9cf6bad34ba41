import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  IntentIdParamSchema,
  PaymentIntentAnswerSchema,
  PresentCardBodySchema,
  ProcessOnReaderBodySchema,
  ReaderAnswerSchema,
  ReaderIdParamSchema,
  ReaderListAnswerSchema,
  ReaderListQuerySchema,
  SimulatedConfirmBodySchema,
  TERMINAL_SECRET_HEADER,
} from 'shared-contracts/booking';
import { api } from 'shared-contracts/paths';
import { HttpError } from '../../../lib/http-error';
import { toDto, validate } from '../../../lib/validation';
import { PaymentError, type PaymentProvider, type TerminalReader } from '../../payments/payment-provider';
import type { SimulatedPaymentProvider } from '../../payments/simulated-provider';
import { intentView, type CheckoutService } from './checkout.service';
import { access } from '../../auth/access/access';

/**
 * The simulated provider's browser-facing calls: the test-mode card form's confirm (what stripe-js does with
 * Stripe) and a reader driven through the API (Stripe's server-driven terminal flow, plus its
 * present_payment_method test helper). With Stripe configured every one of them is 404: they do not exist.
 *
 * Each call that can make the provider emit events hands them to the webhook handler before answering, so the
 * booking has reacted (confirmed, refunded …) by the time the browser hears back.
 */
export function simulatedRoutes({ payments, checkout }: { payments: PaymentProvider; checkout: Pick<CheckoutService, 'deliverSimulatedEvents'> }) {
  const b = api.booking;
  const simulated = payments.kind === 'simulated' ? (payments as SimulatedPaymentProvider) : undefined;
  const provider = () => {
    if (!simulated) throw new HttpError('NOT_FOUND');
    return simulated;
  };
  /**
   * Reader calls authenticate with a connection secret this provider issued (GET stripe-connection-token): the
   * simulated Stripe API's own credential, not a Wayhub session, so these routes are declared public and check it next.
   */
  const readerAuth = createMiddleware(async (c, next) => {
    if (!provider().simulation.isIssuedConnectionSecret(c.req.header(TERMINAL_SECRET_HEADER))) throw new HttpError('UNAUTHENTICATED');
    await next();
  });
  const readerParam = validate('param', ReaderIdParamSchema);
  const reader = (value: TerminalReader) => toDto(ReaderAnswerSchema, { data: { reader: value } });
  /** Runs a provider call, then delivers whatever events it emitted, whether it succeeded or threw. */
  const emitting = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } finally {
      await checkout.deliverSimulatedEvents();
    }
  };

  return new Hono()
    .post(b.simulatedConfirmCard.pattern, access.public, validate('param', IntentIdParamSchema), validate('json', SimulatedConfirmBodySchema), async (c) => {
      const sim = provider();
      const { intentId } = c.req.valid('param');
      const { client_secret, card } = c.req.valid('json');
      // The client secret alone allows confirming (as with stripe-js): a wrong one looks like no intent at all.
      const intent = await sim.retrieveIntent(intentId);
      if (intent.client_secret !== client_secret) throw new PaymentError('intent_not_found', { detail: `${intentId}: client secret mismatch` });
      const confirmed = await emitting(() => sim.confirmCardPayment(intentId, card));
      return c.json(toDto(PaymentIntentAnswerSchema, { data: { payment_intent: intentView(confirmed) } }));
    })
    .get(b.simulatedReaders.pattern, access.public, readerAuth, validate('query', ReaderListQuerySchema), async (c) => {
      const { location } = c.req.valid('query');
      const readers = await provider().terminal.listReaders(location ? { location } : {});
      return c.json(toDto(ReaderListAnswerSchema, { data: { readers } }));
    })
    .get(b.simulatedReader.pattern, access.public, readerAuth, readerParam, async (c) => c.json(reader(await provider().terminal.retrieveReader(c.req.valid('param').readerId))))
    .post(b.simulatedConnectReader.pattern, access.public, readerAuth, readerParam, async (c) => c.json(reader(await provider().terminal.connectReader(c.req.valid('param').readerId))))
    .post(b.simulatedDisconnectReader.pattern, access.public, readerAuth, readerParam, async (c) =>
      c.json(reader(await provider().simulation.disconnectReader(c.req.valid('param').readerId))),
    )
    .post(b.simulatedProcessOnReader.pattern, access.public, readerAuth, readerParam, validate('json', ProcessOnReaderBodySchema), async (c) =>
      c.json(reader(await provider().terminal.processPaymentIntent(c.req.valid('param').readerId, c.req.valid('json').payment_intent_id))),
    )
    .post(b.simulatedCancelReaderAction.pattern, access.public, readerAuth, readerParam, async (c) =>
      c.json(reader(await provider().terminal.cancelReaderAction(c.req.valid('param').readerId))),
    )
    .post(b.simulatedPresentCard.pattern, access.public, readerAuth, readerParam, validate('json', PresentCardBodySchema), async (c) => {
      const { card_number } = c.req.valid('json');
      const sim = provider();
      const { reader: after } = await emitting(() => sim.simulation.presentPaymentMethod(c.req.valid('param').readerId, card_number ? { number: card_number } : {}));
      return c.json(reader(after));
    });
}
