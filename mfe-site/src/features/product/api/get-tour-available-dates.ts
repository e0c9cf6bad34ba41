import useSWR from 'swr';
import { ActivityDatesAnswerSchema, type ActivityDatesAnswer, type ActivityDatesInput } from 'shared-contracts/catalogue';
import { getHttpClient } from 'shared-runtime/http';
import { api } from 'shared-contracts/paths';
import { useStorefront } from '../../../lib/storefront';

/** The dates of a month that still have bookable seats (spec 002 §7.8 available dates). */
export async function getTourAvailableDates(id: number, input: ActivityDatesInput): Promise<ActivityDatesAnswer['data']> {
  const answer = await getHttpClient().post(api.availability.tourAvailableDates.path({ id }), input, ActivityDatesAnswerSchema, { kind: 'public' });
  return answer.data;
}

export function useTourAvailableDates(id: number, month: string, optionId: number | null) {
  const { site } = useStorefront();
  return useSWR(
    optionId === null ? null : ['product/tour-dates', site.id, id, month, optionId],
    () => getTourAvailableDates(id, { site_id: site.id, month, option_id: optionId }),
    { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: false },
  );
}
