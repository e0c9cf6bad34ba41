import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { ManagedTicketsAnswerSchema, type ManagedTicket } from 'shared-contracts/tour-manage';
import { getHttpClient } from 'shared-runtime/http';
import { SWR_OPTIONS, tourKey } from './keys';

/** GET /core/v1/tour/{id}/tickets/all: the activity's tickets, each with its prices for every option. */
export async function getTickets(tourId: number): Promise<ManagedTicket[]> {
  return (await getHttpClient().get(api.tourManage.tickets.path({ id: tourId }), ManagedTicketsAnswerSchema, { kind: 'panel' })).data;
}

export function useTickets(tourId: number) {
  return useSWR(tourKey(tourId, 'tickets'), () => getTickets(tourId), SWR_OPTIONS);
}
