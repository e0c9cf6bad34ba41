import { api } from 'shared-contracts/paths';
import { DeletedAnswerSchema } from 'shared-contracts/tour-manage';
import { getHttpClient } from 'shared-runtime/http';

/** DELETE /core/v1/tour/{id}/ticket/{t}: refused (409) once the ticket has reservations. */
export async function deleteTicket(tourId: number, ticketId: number): Promise<void> {
  await getHttpClient().delete(api.tourManage.deleteTicket.path({ id: tourId, ticketId }), DeletedAnswerSchema, { kind: 'panel' });
}
