import { api } from 'shared-contracts/paths';
import { TicketCodesClearedAnswerSchema } from 'shared-contracts/tour-manage';
import type * as v from 'shared-contracts/valibot';
import { getHttpClient } from 'shared-runtime/http';

export type TicketCodesCleared = v.InferOutput<typeof TicketCodesClearedAnswerSchema>['data'];

/** DELETE /core/v1/tours/{id}/clear-ticket-code: every code not yet handed out; those handed out stay. */
export async function clearTicketCodes(tourId: number): Promise<TicketCodesCleared> {
  return (await getHttpClient().delete(api.tourManage.clearTicketCodes.path({ id: tourId }), TicketCodesClearedAnswerSchema, { kind: 'panel' })).data;
}
