import { TourEditSection } from 'shared-contracts/enums';
import type { TourSellablePart } from 'shared-contracts/tours';
import type { MessageId } from 'shared-runtime/i18n';

/** The editing sections of an activity in the spec's order (spec 000 §4), each saved on its own. */
export const SECTIONS = [
  { id: TourEditSection.vitalDetails, label: 'supplier.tours.section.vitalDetails' },
  { id: TourEditSection.basicDetails, label: 'supplier.tours.section.basicDetails' },
  { id: TourEditSection.galleryAndWidget, label: 'supplier.tours.section.gallery' },
  { id: TourEditSection.tagsAndCategories, label: 'supplier.tours.section.tagsAndCategories' },
  { id: TourEditSection.taxation, label: 'supplier.tours.section.taxation' },
  { id: TourEditSection.seasonal, label: 'supplier.tours.section.seasonal' },
] as const satisfies readonly { id: TourEditSection; label: MessageId }[];

/** The `section` query value of the edit page; anything else opens the vital details. */
export function sectionOf(value: string | null): TourEditSection {
  return SECTIONS.find((section) => section.id === value)?.id ?? TourEditSection.vitalDetails;
}

/** Where each part activation needs is put right: a section of the edit page, or a Manage page (prices on Tickets, departures on Options). */
export const MISSING_PART: Record<TourSellablePart, { label: MessageId; fix: MessageId; where: TourEditSection | 'manageTickets' | 'manageOptions' }> = {
  vitalDetails: { label: 'supplier.tours.activation.missing.vitalDetails', fix: 'supplier.tours.activation.fix.vitalDetails', where: TourEditSection.vitalDetails },
  image: { label: 'supplier.tours.activation.missing.image', fix: 'supplier.tours.activation.fix.image', where: TourEditSection.galleryAndWidget },
  pricedOption: { label: 'supplier.tours.activation.missing.pricedOption', fix: 'supplier.tours.activation.fix.pricedOption', where: 'manageTickets' },
  futureDeparture: { label: 'supplier.tours.activation.missing.futureDeparture', fix: 'supplier.tours.activation.fix.futureDeparture', where: 'manageOptions' },
};
