import useSWR from 'swr';
import { LIMITS } from 'shared-contracts/constants';
import { api } from 'shared-contracts/paths';
import { TourListingAnswerSchema, type TourListItem } from 'shared-contracts/tours';
import { getHttpClient } from 'shared-runtime/http';
import { calendarKey, SWR_OPTIONS } from './keys';

/** POST /core/v1/tour-listing, every item (page -1, limit -1), by name: the activities the calendar can show. */
export async function listActivities(): Promise<TourListItem[]> {
  const input = { page_number: LIMITS.allItems, limit: LIMITS.allItems, sort_by: 'name', sort_order: 'asc' } as const;
  return (await getHttpClient().post(api.tours.listing.path(), input, TourListingAnswerSchema, { kind: 'panel' })).data.data;
}

export function useActivities() {
  return useSWR(calendarKey('activities'), listActivities, SWR_OPTIONS);
}
