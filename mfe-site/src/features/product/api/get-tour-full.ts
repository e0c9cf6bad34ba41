import useSWR from 'swr';
import { TourFullAnswerSchema, type TourFull } from 'shared-contracts/catalogue';
import { getHttpClient } from 'shared-runtime/http';
import { api } from 'shared-contracts/paths';
import { useStorefront } from '../../../lib/storefront';

/** An activity or event with its options and tickets (spec 002 §7.8 GET /tours/{id}/full). */
export async function getTourFull(siteId: number, id: number): Promise<TourFull> {
  const answer = await getHttpClient().get(api.catalogue.tourFull.path({ id }, { site_id: siteId }), TourFullAnswerSchema, { kind: 'public' });
  return answer.data;
}

export function useTourFull(id: number) {
  const { site, lang } = useStorefront();
  return useSWR(['product/tour-full', site.id, id, lang], () => getTourFull(site.id, id), { revalidateOnFocus: false, shouldRetryOnError: false });
}
