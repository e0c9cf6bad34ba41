import { LIMITS } from 'shared-contracts/constants';
import { ListingEditSection, type ListingReadyPart, type ListingServiceType as ListingType } from 'shared-contracts/listings';
import { hrefFor, SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import type { MessageId } from 'shared-runtime/i18n';

/** What differs between the three types on their pages: the manifest pages and the texts that name the type. */
export interface ListingKind {
  type: ListingType;
  list: (typeof SUPPLIER_MANIFEST.pages)['supplier.rental.list' | 'supplier.restaurant.list' | 'supplier.attraction.list' | 'supplier.hotel.list'];
  edit: (typeof SUPPLIER_MANIFEST.pages)['supplier.rental.edit' | 'supplier.restaurant.edit' | 'supplier.attraction.edit' | 'supplier.hotel.edit'];
  text: {
    intro: MessageId;
    create: MessageId;
    empty: MessageId;
    emptyHint: MessageId;
    createIntro: MessageId;
    notFound: MessageId;
    typeDetails: MessageId;
  };
}

const texts = (type: 'rental' | 'restaurant' | 'attraction'): ListingKind['text'] => ({
  intro: `supplier.listings.${type}.intro`,
  create: `supplier.listings.${type}.create`,
  empty: `supplier.listings.${type}.empty`,
  emptyHint: `supplier.listings.${type}.emptyHint`,
  createIntro: `supplier.listings.${type}.createIntro`,
  notFound: `supplier.listings.${type}.notFound`,
  typeDetails: `supplier.listings.${type}.typeDetails`,
});

const pages = SUPPLIER_MANIFEST.pages;
export const KINDS: Readonly<Record<ListingType, ListingKind>> = {
  rentals: { type: 'rentals', list: pages['supplier.rental.list'], edit: pages['supplier.rental.edit'], text: texts('rental') },
  restaurants: { type: 'restaurants', list: pages['supplier.restaurant.list'], edit: pages['supplier.restaurant.edit'], text: texts('restaurant') },
  attractions: { type: 'attractions', list: pages['supplier.attraction.list'], edit: pages['supplier.attraction.edit'], text: texts('attraction') },
  // Hotels (issue 13 §2) share these pages' sections; their own texts are the supplier-hotels part's.
  hotels: {
    type: 'hotels',
    list: pages['supplier.hotel.list'],
    edit: pages['supplier.hotel.edit'],
    text: {
      intro: 'supplier.hotels.intro',
      create: 'supplier.hotels.create',
      empty: 'supplier.hotels.empty',
      emptyHint: 'supplier.hotels.emptyHint',
      createIntro: 'supplier.hotels.createIntro',
      notFound: 'supplier.hotels.notFound',
      typeDetails: 'supplier.hotels.typeDetails',
    },
  },
};

function listHref(type: ListingType, lang: string): string {
  if (type === 'rentals') return hrefFor('supplier.rental.list', { lang });
  if (type === 'restaurants') return hrefFor('supplier.restaurant.list', { lang });
  if (type === 'hotels') return hrefFor('supplier.hotel.list', { lang });
  return hrefFor('supplier.attraction.list', { lang });
}

function editHref(type: ListingType, lang: string, id: number): string {
  if (type === 'rentals') return hrefFor('supplier.rental.edit', { lang, id });
  if (type === 'restaurants') return hrefFor('supplier.restaurant.edit', { lang, id });
  if (type === 'hotels') return hrefFor('supplier.hotel.edit', { lang, id });
  return hrefFor('supplier.attraction.edit', { lang, id });
}

/** The pages of a listing, in the page's language. */
export const listingHref = {
  list: listHref,
  create: (type: ListingType, lang: string) => editHref(type, lang, LIMITS.createId),
  edit: (type: ListingType, lang: string, id: number, section?: string) => `${editHref(type, lang, id)}${section ? `?section=${section}` : ''}`,
};

/** The editing sections in the order a supplier fills them. */
export const SECTIONS = [
  { id: ListingEditSection.basicDetails, label: 'supplier.listings.section.basicDetails' },
  { id: ListingEditSection.typeDetails, label: null },
  { id: ListingEditSection.location, label: 'supplier.listings.section.location' },
  { id: ListingEditSection.gallery, label: 'supplier.listings.section.gallery' },
  { id: ListingEditSection.tagsAndCategories, label: 'supplier.listings.section.tagsAndCategories' },
] as const satisfies readonly { id: ListingEditSection; label: MessageId | null }[];

/** A section's name; the type's details are named after the type ("Rental details"). */
export const sectionLabel = (kind: ListingKind, section: string): MessageId =>
  SECTIONS.find((each) => each.id === section)?.label ?? kind.text.typeDetails;

/** The `section` query value of the edit page (one of `extra` too); anything else opens the basic details. */
export function sectionOf(value: string | null, extra: readonly string[] = []): string {
  return SECTIONS.find((section) => section.id === value)?.id ?? extra.find((id) => id === value) ?? ListingEditSection.basicDetails;
}

/** A hotel's room types and rate plans: sections of its own (features/hotels), named here for its readiness. */
export const HOTEL_SECTION = { features: 'features', roomTypes: 'room_types', ratePlans: 'rate_plans' } as const;

/** Where each part activation needs is put right. */
export const MISSING_PART: Record<ListingReadyPart, { label: MessageId; where: string }> = {
  location: { label: 'supplier.listings.missing.location', where: ListingEditSection.location },
  image: { label: 'supplier.listings.missing.image', where: ListingEditSection.gallery },
  typeDetails: { label: 'supplier.listings.missing.typeDetails', where: ListingEditSection.typeDetails },
  roomType: { label: 'supplier.hotels.missing.roomType', where: HOTEL_SECTION.roomTypes },
  ratePlan: { label: 'supplier.hotels.missing.ratePlan', where: HOTEL_SECTION.ratePlans },
};
