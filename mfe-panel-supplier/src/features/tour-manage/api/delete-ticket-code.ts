import { api } from 'shared-contracts/paths';
import { DeletedAnswerSchema } from 'shared-contracts/tour-manage';
import { getHttpClient } from 'shared-runtime/http';

/** DELETE /core/v1/tours/{id}/ticket-code (body `{ id }`): one code; one already handed to a guest is refused. */
export async function deleteTicketCode(tourId: number, codeId: number): Promise<void> {
  await getHttpClient().delete(api.tourManage.deleteTicketCode.path({ id: tourId }), DeletedAnswerSchema, { kind: 'panel', json: { id: codeId } });
}
