import useSWR from 'swr';
import { LIMITS } from 'shared-contracts/constants';
import { api } from 'shared-contracts/paths';
import { TourListingAnswerSchema, type TourListingAnswer, type TourListingInput } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';

/** The swr key (and DataTable key) prefix of every activity list, so a change can refresh them all. */
export const TOURS_KEY = 'supplier-tours';

/** POST /core/v1/tour-listing: a page of the caller's activities (page_number/limit, search, status, sort). */
export async function listTours(input: TourListingInput): Promise<TourListingAnswer['data']> {
  return (await getHttpClient().post(api.tours.listing.path(), input, TourListingAnswerSchema, { kind: 'panel' })).data;
}

/**
 * Every activity of the caller (page -1, limit -1), for choices: locations in use, images to reuse. An administrator
 * names the supplier whose activities they are, so the answer is not the whole catalogue. Not `enabled`: no request.
 */
export function useAllTours(supplierUserId?: number, enabled = true) {
  return useSWR(
    enabled ? [TOURS_KEY, 'all', supplierUserId ?? null] : null,
    async () =>
      (
        await listTours({
          page_number: LIMITS.allItems,
          limit: LIMITS.allItems,
          sort_by: 'name',
          sort_order: 'asc',
          ...(supplierUserId === undefined ? {} : { supplier_user_id: supplierUserId }),
        })
      ).data,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
