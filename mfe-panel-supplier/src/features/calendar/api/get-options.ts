import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { ManagedOptionsAnswerSchema, type ManagedOption } from 'shared-contracts/tour-manage';
import { getHttpClient } from 'shared-runtime/http';
import { calendarKey, SWR_OPTIONS } from './keys';

/** GET /core/v1/tour/{id}/options/all: the activity's options in their order, named in the page's language. */
export async function getOptions(tourId: number): Promise<ManagedOption[]> {
  return (await getHttpClient().get(api.tourManage.options.path({ id: tourId }), ManagedOptionsAnswerSchema, { kind: 'panel' })).data;
}

/** null: no activity chosen, so no request. */
export function useOptions(tourId: number | null) {
  return useSWR(tourId === null ? null : calendarKey('options', tourId), () => getOptions(tourId!), SWR_OPTIONS);
}
