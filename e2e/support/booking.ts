/**
 * What the checkout journeys need besides the browser: the public API of a partner site, called the way another
 * visitor's browser would (same origin, no back door). A test uses it to read how many seats a departure has left,
 * and to let "someone else" buy them out between add and pay.
 */
import http from 'node:http';
import * as v from 'valibot';
import { AddToCartAnswerSchema, ConfirmAnswerSchema, CreatePaymentIntentAnswerSchema, HoldAnswerSchema, PaymentIntentAnswerSchema } from 'shared-contracts/booking';
import { ActivitySlotsAnswerSchema, PackageSlotsAnswerSchema, ServiceDetailAnswerSchema, TourFullAnswerSchema } from 'shared-contracts/catalogue';
import { api } from 'shared-contracts/paths';
import { PartnerSiteAnswerSchema } from 'shared-contracts/sites';
import { MAIN, siteUrl } from './servers';

export const OTHER_BUYER = { first_name: 'Ola', last_name: 'Nordmann', email: 'ola@example.test', country: 'NO', area_code: '+47', phone: '98765432' };

/** The answer's body checked against its contract schema; a non-2xx answer throws with its body. */
export async function parsed<S extends v.GenericSchema>(schema: S, response: Response): Promise<v.InferOutput<S>> {
  const text = await response.text();
  if (!response.ok) throw new Error(`HTTP ${response.status} ${text}`);
  return v.parse(schema, JSON.parse(text));
}

/**
 * One HTTP call to the loopback address with the Host a browser would send. Node does not resolve *.localhost as
 * Chromium does, and its fetch ignores a Host header, so this uses node:http.
 */
function hostRequest(port: number, host: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: { ...init.headers, host } },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: answer.statusCode ?? 500 })));
        answer.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}

/** The public API of one partner site, as its own pages call it: on the site's own host, from its own origin. */
export function storefrontApi(subDomain: string, port: number = MAIN.port) {
  const origin = siteUrl(subDomain, port);
  const host = new URL(origin).host;
  const get = (path: string) => hostRequest(port, host, path, { headers: { origin } });
  const send = (method: string, path: string, body: unknown) =>
    hostRequest(port, host, path, { method, headers: { 'content-type': 'application/json', origin }, body: JSON.stringify(body) });

  return {
    async siteId(): Promise<number> {
      const answer = await parsed(PartnerSiteAnswerSchema, await get(api.partnerSites.byHost.path({ url: `${subDomain}.localhost` })));
      return answer.data.id;
    },
    async service(slug: string, siteId: number) {
      return (await parsed(ServiceDetailAnswerSchema, await get(api.catalogue.service.path({ id: slug }, { site_id: siteId })))).data;
    },
    async tourFull(id: number, siteId: number) {
      return (await parsed(TourFullAnswerSchema, await get(api.catalogue.tourFull.path({ id }, { site_id: siteId })))).data;
    },
    async slots(id: number, siteId: number, date: string, optionId?: number) {
      const query = { site_id: siteId, date, ...(optionId ? { option_id: optionId } : {}) };
      return (await parsed(ActivitySlotsAnswerSchema, await get(api.availability.tourSlots.path({ id }, query)))).data.slots;
    },
    /**
     * A visitor books a package on a pay-later site, the way its checkout does (add, hold with the order, confirm):
     * the departure `slotIndex` from the end of the list, for 2 adults. Answers the start date and payment uuid.
     */
    async bookPackageLater(siteId: number, slug: string, order: typeof OTHER_BUYER, slotIndex = 1) {
      const service = await this.service(slug, siteId);
      const slots = (await parsed(PackageSlotsAnswerSchema, await send('POST', api.availability.packageSlots.path({ id: service.id }), { site_id: siteId }))).data.slots;
      const slot = slots.filter((s) => !s.sold_out && s.remaining >= 2).at(-slotIndex);
      if (!slot) throw new Error(`no bookable departure of ${slug}`);
      const item = { service_type: 'packages', package_id: service.id, slot_id: slot.id, start_date: slot.start_date, number_of_adults: 2, number_of_children: 0 };
      const added = await parsed(AddToCartAnswerSchema, await send('POST', api.booking.addToCart.path({ site_id: siteId }), { items: [item] }));
      const cartRef = added.data.cart_ref;
      const held = await parsed(HoldAnswerSchema, await send('POST', api.booking.holdReservation.path({ cartRef }, { site_id: siteId }), { order }));
      if (held.data.failed_reservation_info?.length) throw new Error(`the package could not be held: ${JSON.stringify(held.data.failed_reservation_info)}`);
      const confirmed = await parsed(ConfirmAnswerSchema, await send('POST', api.booking.confirmReservation.path({ cartRef }, { site_id: siteId }), { status: 'paid' }));
      return { startDate: slot.start_date, paymentUuid: confirmed.data.payment_uuid, name: service.name };
    },
    /**
     * A visitor books `seats` adults of a departure the way the checkout does: pay later (add, hold with the order,
     * confirm) on a pay-later site, or by card (payment intent, hold, the simulated provider's 4242 card) on a card
     * site. Answers the cart's ref.
     */
    async bookActivity(siteId: number, item: { serviceable_id: number; option_id: number; date: string; slot_id: number; ticket_id: number }, seats: number, order: typeof OTHER_BUYER, pay: 'later' | 'card') {
      const { serviceable_id, option_id, date, slot_id, ticket_id } = item;
      const added = await parsed(
        AddToCartAnswerSchema,
        await send('POST', api.booking.addToCart.path({ site_id: siteId }), {
          items: [{ service_type: 'activities', serviceable_id, option_id, date, slot_id, tickets: [{ ticket_id, count: seats }] }],
        }),
      );
      const cartRef = added.data.cart_ref;
      if (pay === 'later') {
        const held = await parsed(HoldAnswerSchema, await send('POST', api.booking.holdReservation.path({ cartRef }, { site_id: siteId }), { order }));
        if (held.data.failed_reservation_info?.length) throw new Error(`could not hold: ${JSON.stringify(held.data.failed_reservation_info)}`);
        await parsed(ConfirmAnswerSchema, await send('POST', api.booking.confirmReservation.path({ cartRef }, { site_id: siteId }), { status: 'paid' }));
        return cartRef;
      }
      const intent = (await parsed(CreatePaymentIntentAnswerSchema, await send('POST', api.booking.createPaymentIntent.path({ cartRef }, { site_id: siteId }), { order }))).data;
      const held = await parsed(
        HoldAnswerSchema,
        await send('POST', api.booking.holdReservation.path({ cartRef }, { site_id: siteId }), {
          order,
          stripe_payment_intent_id: intent.stripe_payment_intent.id,
          stripe_secret: intent.stripe_secret,
        }),
      );
      if (held.data.failed_reservation_info?.length) throw new Error(`could not hold: ${JSON.stringify(held.data.failed_reservation_info)}`);
      await parsed(
        PaymentIntentAnswerSchema,
        await send('POST', api.booking.simulatedConfirmCard.path({ intentId: intent.stripe_payment_intent.id }), {
          client_secret: intent.stripe_secret,
          card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
        }),
      );
      return cartRef;
    },
    /** Another visitor takes `seats` seats of a departure: adds them to their own cart and holds it. */
    async buyOut(siteId: number, item: { serviceable_id: number; option_id: number; date: string; slot_id: number; ticket_id: number }, seats: number) {
      const { serviceable_id, option_id, date, slot_id, ticket_id } = item;
      const added = await parsed(
        AddToCartAnswerSchema,
        await send('POST', api.booking.addToCart.path({ site_id: siteId }), {
          items: [{ service_type: 'activities', serviceable_id, option_id, date, slot_id, tickets: [{ ticket_id, count: seats }] }],
        }),
      );
      const held = await parsed(HoldAnswerSchema, await send('POST', api.booking.holdReservation.path({ cartRef: added.data.cart_ref }, { site_id: siteId }), { order: OTHER_BUYER }));
      if (held.data.failed_reservation_info?.length) throw new Error(`the other buyer could not hold: ${JSON.stringify(held.data.failed_reservation_info)}`);
      return added.data.cart_ref;
    },
  };
}
