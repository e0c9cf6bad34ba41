import useSWR from 'swr';
import {
  PanelCancelAnswerSchema,
  PanelCancellationPolicyAnswerSchema,
  PartialRefundAnswerSchema,
  type CancelReservationBody,
  type PanelCancelAnswer,
  type PanelCancellationPolicy,
  type PartialRefund,
} from 'shared-contracts/panel-cancellation';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';
import { RESERVATIONS_KEY } from './reservations';

const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
const p = api.panelReservations;

/** GET /booking/v1/reservations/cancellation-policy/{id}: the tiers and what the policy refunds today (ADR 0019). */
export async function getCancellationPolicy(id: number): Promise<PanelCancellationPolicy> {
  return (await getHttpClient().get(p.cancellationPolicy.path({ id }), PanelCancellationPolicyAnswerSchema, { kind: 'panel' })).data;
}

/** GET /booking/v1/reservation/{id}/partial-refund: paid, refunded, the most that can still go back. */
export async function getPartialRefund(id: number): Promise<PartialRefund> {
  return (await getHttpClient().get(p.partialRefund.path({ id }), PartialRefundAnswerSchema, { kind: 'panel' })).data;
}

/** Both reads the cancel dialog opens with; null id = not asked yet. */
export function useCancelTerms(id: number | null) {
  return useSWR(id === null ? null : [RESERVATIONS_KEY, 'cancel-terms', id], async () => {
    const [policy, refund] = await Promise.all([getCancellationPolicy(id!), getPartialRefund(id!)]);
    return { policy, refund };
  }, SWR_OPTIONS);
}

/** POST /booking/v1/cancel-reservation: claim → refund → cancel; the answer says cancelled, failed or pending. */
export async function cancelReservation(body: CancelReservationBody): Promise<PanelCancelAnswer['data']> {
  return (await getHttpClient().post(p.cancel.path(), body, PanelCancelAnswerSchema, { kind: 'panel' })).data;
}
