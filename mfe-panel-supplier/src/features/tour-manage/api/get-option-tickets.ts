import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { OptionTicketMapAnswerSchema, type OptionTicketMap } from 'shared-contracts/tour-manage';
import { getHttpClient } from 'shared-runtime/http';
import { SWR_OPTIONS, tourKey } from './keys';

/** GET /core/v1/tour/{id}/option-ticket: the price matrix (options, tickets, every price row) and its currency. */
export async function getOptionTickets(tourId: number): Promise<OptionTicketMap> {
  return (await getHttpClient().get(api.tourManage.optionTickets.path({ id: tourId }), OptionTicketMapAnswerSchema, { kind: 'panel' })).data;
}

export function useOptionTickets(tourId: number | null) {
  return useSWR(tourId === null ? null : tourKey(tourId, 'option-ticket'), () => getOptionTickets(tourId!), SWR_OPTIONS);
}
