import { LISTING_CALLS, ListingDeletedAnswerSchema, type ListingServiceType as ListingType } from 'shared-contracts/listings';
import { getHttpClient } from 'shared-runtime/http';

/** DELETE /core/v1/{types}/{id}: refused (409, with the reason) while bookings or packages hold it. */
export async function deleteListing(type: ListingType, id: number): Promise<void> {
  await getHttpClient().delete(LISTING_CALLS[type].remove.path({ id }), ListingDeletedAnswerSchema, { kind: 'panel' });
}
