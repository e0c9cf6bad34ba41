import { useCataloguePart } from 'shared-runtime/session';
import type { AreaPageProps } from 'shared-ui/panel-area';
import { listHotels } from '../features/hotels/api/list-hotels';
import { useHotelColumns } from '../features/hotels/components/hotel-columns';
import { HOTEL_SECTIONS } from '../features/hotels/components/hotel-sections';
import { ListingEditPage } from '../features/listings/components/listing-edit-page';
import { ListingsPage } from '../features/listings/components/listings-page';
import { HOTELS_PART } from '../lib/catalogue';

/**
 * npanel/hotel and npanel/hotel/{id} (issue 13 §2): a hotel is edited as a listing (basic details, its details,
 * location, images, tags, status), with its own sections for features, room types and rate plans (ADR 0014).
 */
export function HotelsPage(props: AreaPageProps) {
  useCataloguePart(HOTELS_PART);
  return <ListingsPage {...props} type="hotels" fetchPage={listHotels} extraColumns={useHotelColumns()} />;
}

export function HotelEditPage(props: AreaPageProps) {
  useCataloguePart(HOTELS_PART);
  return <ListingEditPage {...props} type="hotels" extraSections={HOTEL_SECTIONS} />;
}
