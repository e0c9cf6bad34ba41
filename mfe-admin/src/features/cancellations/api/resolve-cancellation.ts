import { CancellationDetailsAnswerSchema, type CancellationDetails } from 'shared-contracts/panel-cancellations';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

/** What an administrator may do to a failed cancellation (ADR 0022). */
export type CancellationAction = 'retry' | 'confirm' | 'keep';

const CALLS = { retry: api.cancellations.refund, confirm: api.cancellations.confirmFailed, keep: api.cancellations.keepFailed } as const;

/** POST cancellation-refund/{id}, or reservation/cancellation-failed/{id}/confirm | cancel; answers the details after. */
export async function resolveCancellation(id: number, action: CancellationAction): Promise<CancellationDetails> {
  return (await getHttpClient().post(CALLS[action].path({ id }), {}, CancellationDetailsAnswerSchema, { kind: 'panel' })).data;
}
