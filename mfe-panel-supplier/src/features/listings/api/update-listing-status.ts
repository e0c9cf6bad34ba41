import type { GeneralStatus } from 'shared-contracts/enums';
import { LISTING_CALLS, ListingStateAnswerSchema, type ListingState, type ListingServiceType as ListingType } from 'shared-contracts/listings';
import { getHttpClient } from 'shared-runtime/http';

/** PUT /core/v1/{types}/{id}/update-status?status: Active only when ready, else 400 naming what is missing. */
export async function updateListingStatus(type: ListingType, id: number, status: GeneralStatus): Promise<ListingState> {
  return (await getHttpClient().put(LISTING_CALLS[type].updateStatus.path({ id }, { status }), undefined, ListingStateAnswerSchema, { kind: 'panel' })).data;
}
