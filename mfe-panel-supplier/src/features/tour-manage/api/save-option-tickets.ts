import { api } from 'shared-contracts/paths';
import { OptionTicketMapAnswerSchema, type OptionTicketInput, type OptionTicketMap } from 'shared-contracts/tour-manage';
import { getHttpClient } from 'shared-runtime/http';

/** POST /core/v1/tour/{id}/option-ticket: each named pair's prices become exactly its rows (none: not sold there). */
export async function saveOptionTickets(tourId: number, input: OptionTicketInput): Promise<OptionTicketMap> {
  return (await getHttpClient().post(api.tourManage.saveOptionTickets.path({ id: tourId }), input, OptionTicketMapAnswerSchema, { kind: 'panel' })).data;
}
