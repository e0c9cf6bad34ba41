import useSWR from 'swr';
import { ActivitySlotsAnswerSchema, type ActivitySlot } from 'shared-contracts/catalogue';
import { getHttpClient } from 'shared-runtime/http';
import { api } from 'shared-contracts/paths';
import { useStorefront } from '../../../lib/storefront';

/** The time slots of one date and option, sold-out ones included (and marked). */
export async function getTourSlots(siteId: number, id: number, date: string, optionId: number): Promise<ActivitySlot[]> {
  const path = api.availability.tourSlots.path({ id }, { site_id: siteId, date, option_id: optionId });
  const answer = await getHttpClient().get(path, ActivitySlotsAnswerSchema, { kind: 'public' });
  return answer.data.slots;
}

export function useTourSlots(id: number, date: string | null, optionId: number | null) {
  const { site } = useStorefront();
  return useSWR(
    date === null || optionId === null ? null : ['product/tour-slots', site.id, id, date, optionId],
    () => getTourSlots(site.id, id, date ?? '', optionId ?? 0),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
