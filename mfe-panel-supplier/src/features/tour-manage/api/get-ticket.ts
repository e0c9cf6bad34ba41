import { api } from 'shared-contracts/paths';
import { TicketFormAnswerSchema, type TicketForm } from 'shared-contracts/tour-manage';
import { getHttpClient } from 'shared-runtime/http';

/** GET /core/v1/tour/{id}/ticket/{t}: the ticket as its form edits it; `clone` answers an unsaved copy (id null). */
export async function getTicket(tourId: number, ticketId: number, clone = false): Promise<TicketForm> {
  const path = api.tourManage.ticket.path({ id: tourId, ticketId }, clone ? { clone: 'true' } : undefined);
  return (await getHttpClient().get(path, TicketFormAnswerSchema, { kind: 'panel' })).data;
}
