import { PaymentIntentAnswerSchema, type PaymentIntentView, type SimulatedCard } from 'shared-contracts/booking';
import { api } from 'shared-contracts/paths';
import { http, PUBLIC } from '../../../lib/http';

/** POST simulated/payment-intents/{intentId}/confirm: the test-mode card form's stand-in for stripe-js. */
export async function confirmSimulatedCard(siteId: number, intentId: string, clientSecret: string, card: SimulatedCard): Promise<PaymentIntentView> {
  const path = api.booking.simulatedConfirmCard.path({ intentId }, { site_id: siteId });
  return (await http().post(path, { client_secret: clientSecret, card }, PaymentIntentAnswerSchema, PUBLIC)).data.payment_intent;
}
