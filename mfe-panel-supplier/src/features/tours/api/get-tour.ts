import useSWR from 'swr';
import type { Locale } from 'shared-contracts/constants';
import { api } from 'shared-contracts/paths';
import { TourFullAnswerSchema, type TourFull } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** GET /core/v1/tours/{id}/full?locale: every editing section, its texts in `locale`. */
export async function getTour(id: number, locale: Locale): Promise<TourFull> {
  return (await getHttpClient().get(api.tours.full.path({ id }, { locale }), TourFullAnswerSchema, { kind: 'panel' })).data;
}

export function tourKey(id: number, locale: Locale) {
  return ['supplier-tour', id, locale] as const;
}

export function useTour(id: number, locale: Locale) {
  return useSWR(tourKey(id, locale), () => getTour(id, locale), { revalidateOnFocus: false, shouldRetryOnError: false });
}
