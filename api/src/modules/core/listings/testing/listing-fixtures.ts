import { MediaSourceType } from 'shared-contracts/enums';
import { LISTING_CALLS, ListingFullAnswerSchema, type ListingFull, type ListingServiceType as ListingType } from 'shared-contracts/listings';
import type { TestApp } from '../../../../test/harness';
import { answer, insertFile, locationId, send } from '../../tours/testing/tour-fixtures';

/** What tests of the listings module need besides the tours module's call helpers. */

/** POST /{types} with a name; `overrides` add to the body. */
export async function createListing(t: TestApp, token: string, type: ListingType, overrides: Record<string, unknown> = {}, locale?: string): Promise<ListingFull> {
  const response = await send(t, token, 'POST', LISTING_CALLS[type].create.path(locale ? { locale } : undefined), { name: 'Harbour Bikes', ...overrides });
  return (await answer(ListingFullAnswerSchema, response, 201)).data;
}

/** A valid type-details section of each type. */
export const TYPE_DETAILS: Record<ListingType, Record<string, unknown>> = {
  rentals: { section: 'type_details', vehicle_type: 'E-bike', seats: 1, price_per_day_minor: 45_000, pickup_point: 'Aker Brygge pier' },
  restaurants: {
    section: 'type_details',
    cuisine: 'Nordic',
    price_level: 2,
    opening_hours: [
      { days: 'Mon–Fri', opens: '11:00', closes: '22:00' },
      { days: 'Sat', opens: '18:00', closes: '01:00' },
    ],
  },
  attractions: { section: 'type_details', admission_minor: 12_000, opening_hours: [{ days: 'Mon–Sun', opens: '10:00', closes: '17:00' }] },
  hotels: { section: 'type_details', stars: 4, check_in_time: '15:00', check_out_time: '11:00' },
};

/** PUT one section and return the listing it answers. */
export async function saveSection(t: TestApp, token: string, type: ListingType, id: number, body: Record<string, unknown>, locale?: string): Promise<ListingFull> {
  const response = await send(t, token, 'PUT', LISTING_CALLS[type].update.path({ id }, locale ? { locale } : undefined), body);
  return (await answer(ListingFullAnswerSchema, response)).data;
}

/** Gives a new listing what activation needs: its type's details, a location (Oslo) and an image. */
export async function makeReady(t: TestApp, token: string, listing: ListingFull): Promise<{ fileId: number }> {
  const type = listing.service_type;
  await saveSection(t, token, type, listing.id, TYPE_DETAILS[type]);
  await saveSection(t, token, type, listing.id, { section: 'location', location_id: await locationId(t, 'oslo') });
  const file = await insertFile(t, listing.supplier_id);
  await saveSection(t, token, type, listing.id, { section: 'gallery', media: [{ source_type: MediaSourceType.file, file_id: file.id }] });
  return { fileId: file.id };
}
