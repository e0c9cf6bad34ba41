import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { ManagedOptionsAnswerSchema, type ManagedOption } from 'shared-contracts/tour-manage';
import { getHttpClient } from 'shared-runtime/http';
import { SWR_OPTIONS, tourKey } from './keys';

/** GET /core/v1/tour/{id}/options/all: the activity's options in their order, named in the page's language. */
export async function getOptions(tourId: number): Promise<ManagedOption[]> {
  return (await getHttpClient().get(api.tourManage.options.path({ id: tourId }), ManagedOptionsAnswerSchema, { kind: 'panel' })).data;
}

export function useOptions(tourId: number) {
  return useSWR(tourKey(tourId, 'options'), () => getOptions(tourId), SWR_OPTIONS);
}
