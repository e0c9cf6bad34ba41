import { api } from 'shared-contracts/paths';
import { TicketCodeListAnswerSchema, type TicketCodeListAnswer, type TicketCodeListInput } from 'shared-contracts/tour-manage';
import { getHttpClient } from 'shared-runtime/http';

/** POST /core/v1/tours/{id}/ticket-code/listing: one page of the activity's voucher codes, with the unused count. */
export async function listTicketCodes(tourId: number, input: TicketCodeListInput): Promise<TicketCodeListAnswer['data']> {
  return (await getHttpClient().post(api.tourManage.ticketCodes.path({ id: tourId }), input, TicketCodeListAnswerSchema, { kind: 'panel' })).data;
}
