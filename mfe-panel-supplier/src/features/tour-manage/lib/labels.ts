import { AvailabilitySlotStatus, PricingBasis, PricingType, TourProviderType } from 'shared-contracts/enums';
import type { MessageId } from 'shared-contracts/messages';
import type { TourSellablePart } from 'shared-contracts/tours';

/** Every pricing type of spec 000 §3, in the spec's order (the ticket form's choices). */
export const PRICING_TYPE_LABELS: Record<PricingType, MessageId> = {
  [PricingType.Adult]: 'supplier.tourManage.pricingType.adult',
  [PricingType.Child]: 'supplier.tourManage.pricingType.child',
  [PricingType.Infant]: 'supplier.tourManage.pricingType.infant',
  [PricingType.Senior]: 'supplier.tourManage.pricingType.senior',
  [PricingType.Youth]: 'supplier.tourManage.pricingType.youth',
  [PricingType.Student]: 'supplier.tourManage.pricingType.student',
  [PricingType.Military]: 'supplier.tourManage.pricingType.military',
  [PricingType.Group]: 'supplier.tourManage.pricingType.group',
  [PricingType.Person]: 'supplier.tourManage.pricingType.person',
  [PricingType.Family]: 'supplier.tourManage.pricingType.family',
  [PricingType.Transfer]: 'supplier.tourManage.pricingType.transfer',
  [PricingType.Traveller]: 'supplier.tourManage.pricingType.traveller',
  [PricingType.Room]: 'supplier.tourManage.pricingType.room',
};

export const PRICING_BASIS_LABELS: Record<PricingBasis, MessageId> = {
  [PricingBasis.perPerson]: 'supplier.tourManage.pricingBasis.perPerson',
  [PricingBasis.perGroup]: 'supplier.tourManage.pricingBasis.perGroup',
};

export const PROVIDER_TYPE_LABELS: Record<TourProviderType, MessageId> = {
  [TourProviderType.NORMAL_TOUR]: 'supplier.tourManage.providerType.normalTour',
  [TourProviderType.ZAUI]: 'supplier.tourManage.providerType.zaui',
  [TourProviderType.EXPB]: 'supplier.tourManage.providerType.expb',
  [TourProviderType.BOOKING_KIT]: 'supplier.tourManage.providerType.bookingKit',
  [TourProviderType.SECUTIX]: 'supplier.tourManage.providerType.secutix',
  [TourProviderType.BILBERRY]: 'supplier.tourManage.providerType.bilberry',
  [TourProviderType.BOOK_SPOT]: 'supplier.tourManage.providerType.bookSpot',
  [TourProviderType.VISIT_GALAXY]: 'supplier.tourManage.providerType.visitGalaxy',
  [TourProviderType.FARE_HARBOR]: 'supplier.tourManage.providerType.fareHarbor',
};

export const SLOT_STATUS_LABELS: Record<AvailabilitySlotStatus, MessageId> = {
  [AvailabilitySlotStatus.Active]: 'supplier.tourManage.departures.status.active',
  [AvailabilitySlotStatus.Booked]: 'supplier.tourManage.departures.status.booked',
  [AvailabilitySlotStatus.Locked]: 'supplier.tourManage.departures.status.locked',
};

/** What activation still needs, as the landing lists it. */
export const MISSING_PART_LABELS: Record<TourSellablePart, MessageId> = {
  vitalDetails: 'supplier.tourManage.landing.missing.vitalDetails',
  image: 'supplier.tourManage.landing.missing.image',
  pricedOption: 'supplier.tourManage.landing.missing.pricedOption',
  futureDeparture: 'supplier.tourManage.landing.missing.futureDeparture',
};
