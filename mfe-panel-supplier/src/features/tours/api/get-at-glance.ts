import useSWR from 'swr';
import type { Locale } from 'shared-contracts/constants';
import { api } from 'shared-contracts/paths';
import { TourAtGlanceAnswerSchema, type TourAtGlance } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** GET /core/v1/tours/{id}/at-glance: what the activity has (media, options, priced tickets, departures). */
export async function getAtGlance(id: number, locale: Locale): Promise<TourAtGlance> {
  return (await getHttpClient().get(api.tours.atGlance.path({ id }, { locale }), TourAtGlanceAnswerSchema, { kind: 'panel' })).data;
}

export function atGlanceKey(id: number) {
  return ['supplier-tour-glance', id] as const;
}

export function useAtGlance(id: number, locale: Locale) {
  return useSWR(atGlanceKey(id), () => getAtGlance(id, locale), { revalidateOnFocus: false, shouldRetryOnError: false });
}
