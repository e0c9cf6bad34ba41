import type { ReactNode } from 'react';
import type { Locale } from 'shared-contracts/constants';
import type { ListingFull } from 'shared-contracts/listings';
import type { MessageId } from 'shared-runtime/i18n';
import { HOTEL_SECTION_IDS } from '../lib/sections';
import { FeaturesSection } from './features-section';
import { RatePlansSection } from './rate-plans-section';
import { RoomTypesSection } from './room-types-section';

export interface HotelSection {
  id: string;
  label: MessageId;
  render: (props: { listing: ListingFull; locale: Locale; onChanged: () => Promise<unknown> }) => ReactNode;
}

/** The hotel's own sections of its edit page, after the ones it shares with the listings. */
export const HOTEL_SECTIONS: readonly HotelSection[] = [
  { id: HOTEL_SECTION_IDS.features, label: 'supplier.hotels.section.features', render: ({ listing }) => <FeaturesSection hotelId={listing.id} /> },
  {
    id: HOTEL_SECTION_IDS.roomTypes,
    label: 'supplier.hotels.section.roomTypes',
    render: ({ listing, locale, onChanged }) => <RoomTypesSection hotelId={listing.id} locale={locale} onChanged={onChanged} />,
  },
  {
    id: HOTEL_SECTION_IDS.ratePlans,
    label: 'supplier.hotels.section.ratePlans',
    render: ({ listing, locale, onChanged }) => <RatePlansSection hotel={listing} locale={locale} onChanged={onChanged} />,
  },
];
