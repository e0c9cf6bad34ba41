import { api } from 'shared-contracts/paths';
import { TicketFormAnswerSchema, type TicketForm, type TicketInput } from 'shared-contracts/tour-manage';
import { getHttpClient } from 'shared-runtime/http';

/** POST /core/v1/tour/{id}/ticket: creates the ticket (no id) or updates it. */
export async function saveTicket(tourId: number, input: TicketInput): Promise<TicketForm> {
  return (await getHttpClient().post(api.tourManage.saveTicket.path({ id: tourId }), input, TicketFormAnswerSchema, { kind: 'panel' })).data;
}
