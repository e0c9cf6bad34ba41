import useSWR from 'swr';
import { ServiceDestinationBoxesAnswerSchema, type ServiceDestinationBoxesAnswer } from 'shared-contracts/destination-boxes';
import { api } from 'shared-contracts/paths';
import { getHttpClient } from 'shared-runtime/http';

export type ActivityDestinationBoxes = ServiceDestinationBoxesAnswer['data'];

/** GET /core/v1/tours/{id}/destination-box: the boxes the activity may sit in, each saying whether it does (ADR 0012). */
export async function getActivityDestinationBoxes(id: number, locale: string): Promise<ActivityDestinationBoxes> {
  return (await getHttpClient().get(api.destinationBoxes.ofService.path({ type: 'tours', item: id }, { locale }), ServiceDestinationBoxesAnswerSchema, { kind: 'panel' })).data;
}

export function useActivityDestinationBoxes(id: number, locale: string) {
  return useSWR(['supplier-tour-destination-boxes', id, locale], () => getActivityDestinationBoxes(id, locale), { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** PUT /core/v1/tours/{id}/update-destination-box: every box the activity sits in (replaces them). */
export async function setActivityDestinationBoxes(id: number, boxIds: number[], locale: string): Promise<ActivityDestinationBoxes> {
  const path = api.destinationBoxes.updateService.path({ type: 'tours', item: id }, { locale });
  return (await getHttpClient().put(path, { destination_box_ids: boxIds }, ServiceDestinationBoxesAnswerSchema, { kind: 'panel' })).data;
}
