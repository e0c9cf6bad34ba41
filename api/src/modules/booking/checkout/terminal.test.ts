import {
  ConnectionTokenAnswerSchema,
  CreatePaymentIntentAnswerSchema,
  HoldAnswerSchema,
  ReaderAnswerSchema,
  ReaderListAnswerSchema,
  TERMINAL_SECRET_HEADER,
  ThanksAnswerSchema,
} from 'shared-contracts/booking';
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { MerchantOfRecordType, PaymentMethod, PaymentStatus, ReservationStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { testDatabases } from '../../../test/databases';
import { type TestApp, useTestDatabase } from '../../../test/harness';
import { SIMULATED_READER_ID, SIMULATED_TERMINAL_LOCATION, TEST_CARDS } from '../../payments/simulated-provider';
import { addToCart, cancel, cruiseSlot, demoSite, hold, json, ORDER, stateOf } from '../testing/fixtures';

const TERMINAL_SITE = { type: MerchantOfRecordType.GOTO_HUB, payment_method: [PaymentMethod.STRIPE, PaymentMethod.STRIPE_TERMINAL] };
const READER_NOT_FOUND = 'Reader Not Found. Please check your connection or device settings and try again.';

describe.each(testDatabases())('terminal checkout with the simulated reader on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  async function terminalCheckout(t: TestApp, days: number, seats: number) {
    const tour = await cruiseSlot(t, days, seats);
    await demoSite(t, TERMINAL_SITE);
    const cartRef = await addToCart(t, tour.site, [tour.item]);
    const secret = (await json(ConnectionTokenAnswerSchema, await t.request(api.booking.connectionToken.path({ currency: 'NOK' })))).data.terminal_connection_secret;
    const headers = { [TERMINAL_SECRET_HEADER]: secret };
    const reader = (call: { path: (p: { readerId: string }) => string }, readerId = SIMULATED_READER_ID, body: object = {}) => t.post(call.path({ readerId }), body, headers);
    return { ...tour, cartRef, headers, reader };
  }

  test('create terminal intent → hold → connect → process → present card → confirmed; the uuid in the intent is the thanks uuid', async () => {
    const t = ctx.app();
    const c = await terminalCheckout(t, 3, 4);
    const b = api.booking;

    // The storefront discovers the demo reader at the fixed location.
    const listed = await json(ReaderListAnswerSchema, await t.request(b.simulatedReaders.path({ location: SIMULATED_TERMINAL_LOCATION }), { headers: c.headers }));
    expect(listed.data.readers).toMatchObject([{ id: SIMULATED_READER_ID, label: 'WisePOS E simulated', location: SIMULATED_TERMINAL_LOCATION, state: 'online' }]);

    const created = await json(
      CreatePaymentIntentAnswerSchema,
      await t.post(b.createPaymentIntent.path({ cartRef: c.cartRef }, { site_id: c.site }), {
        order: ORDER,
        is_stripe_terminal_payment_method: true,
        terminal_id: SIMULATED_READER_ID,
        terminal_location_id: SIMULATED_TERMINAL_LOCATION,
      }),
    );
    const intent = created.data.stripe_payment_intent;
    expect(intent.payment_method_types).toEqual(['card_present']);
    expect(intent.metadata).toMatchObject({ terminal_id: SIMULATED_READER_ID, terminal_location_id: SIMULATED_TERMINAL_LOCATION });

    const held = await json(HoldAnswerSchema, await hold(t, c.site, c.cartRef, {}, { order: ORDER, stripe_payment_intent_id: intent.id }));
    expect(held.data.reservation_status).toBe(ReservationStatus.HOLD);
    expect((await stateOf(t, c.cartRef)).pays).toMatchObject([{ method: PaymentMethod.STRIPE_TERMINAL, providerRef: intent.id, status: PaymentStatus.PENDING }]);

    expect((await json(ReaderAnswerSchema, await c.reader(b.simulatedConnectReader))).data.reader.state).toBe('connected');
    const busy = await json(ReaderAnswerSchema, await c.reader(b.simulatedProcessOnReader, SIMULATED_READER_ID, { payment_intent_id: intent.id }));
    expect(busy.data.reader).toMatchObject({ state: 'busy', action: { status: 'in_progress', payment_intent: intent.id } });
    const tapped = await json(ReaderAnswerSchema, await c.reader(b.simulatedPresentCard, SIMULATED_READER_ID, { card_number: TEST_CARDS.succeeds }));
    expect(tapped.data.reader).toMatchObject({ state: 'connected', action: { status: 'succeeded' } });

    // As the checkout does after a terminal payment: the payment uuid comes from the intent's metadata.
    const uuid = (await t.payments.retrieveIntent(intent.id)).metadata.payment_uuid!;
    expect(uuid).toBe(held.data.payment_uuid);
    const thanks = await json(ThanksAnswerSchema, await t.request(b.thanks.path({ paymentUuid: uuid }, { site_id: c.site })));
    expect(thanks.data.payment_info).toMatchObject({ uuid, payment_method: PaymentMethod.STRIPE_TERMINAL, payment_status: PaymentStatus.PAID });
    expect(thanks.data.cart_reservations.retry_status_check).toBe(false);
    expect(thanks.data.cart_reservations.reservations.map((r) => r.reservation_status)).toEqual([ReservationStatus.CONFIRM]);
    expect(await c.remaining()).toBe(3);

    await c.reader(b.simulatedDisconnectReader);
    expect((await json(ReaderAnswerSchema, await t.request(b.simulatedReader.path({ readerId: SIMULATED_READER_ID }), { headers: c.headers }))).data.reader.state).toBe('online');
  });

  test('a wrong reader id is 404 (Reader Not Found); reader calls need an issued connection secret; a declined tap releases on cancel', async () => {
    const t = ctx.app();
    const c = await terminalCheckout(t, 4, 2);
    const b = api.booking;
    const missing = await json(ErrorEnvelopeSchema, await c.reader(b.simulatedConnectReader, 'tmr_nope'), 404);
    expect(missing).toEqual({ code: 'reader_not_found', message: READER_NOT_FOUND });
    expect((await t.post(b.simulatedConnectReader.path({ readerId: SIMULATED_READER_ID }), {})).status).toBe(401);
    expect((await t.post(b.simulatedConnectReader.path({ readerId: SIMULATED_READER_ID }), {}, { [TERMINAL_SECRET_HEADER]: 'pst_sim_000999_secret_made_up' })).status).toBe(401);

    const created = await json(
      CreatePaymentIntentAnswerSchema,
      await t.post(b.createPaymentIntent.path({ cartRef: c.cartRef }, { site_id: c.site }), {
        order: ORDER,
        is_stripe_terminal_payment_method: true,
        terminal_id: SIMULATED_READER_ID,
        terminal_location_id: SIMULATED_TERMINAL_LOCATION,
      }),
    );
    const intentId = created.data.stripe_payment_intent.id;
    await hold(t, c.site, c.cartRef, {}, { order: ORDER, stripe_payment_intent_id: intentId });
    expect(await c.remaining()).toBe(1);
    await c.reader(b.simulatedConnectReader);
    await c.reader(b.simulatedProcessOnReader, SIMULATED_READER_ID, { payment_intent_id: intentId });
    const declined = await json(ReaderAnswerSchema, await c.reader(b.simulatedPresentCard, SIMULATED_READER_ID, { card_number: TEST_CARDS.declined }));
    expect(declined.data.reader.action).toMatchObject({ status: 'failed', failure_code: 'generic_decline' });
    expect((await stateOf(t, c.cartRef)).pays).toMatchObject([{ status: PaymentStatus.PENDING }]);

    // Spec 001 §4: on failure the reader disconnects and the reservation is released.
    await c.reader(b.simulatedDisconnectReader);
    expect((await cancel(t, c.site, c.cartRef)).status).toBe(200);
    expect(await c.remaining()).toBe(2);
    expect((await t.payments.retrieveIntent(intentId)).status).toBe('canceled');
  });
});
