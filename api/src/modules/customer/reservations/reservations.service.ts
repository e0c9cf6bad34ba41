import { DateTime } from 'luxon';
import { money } from 'shared-contracts/catalogue';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/constants';
import {
  BookingListItemSchema,
  CUSTOMER_VISIBLE_STATUSES,
  PackageReservationSchema,
  SingleReservationSchema,
  type BookingListItem,
  type CustomerReservationListFilter,
  type PackageReservation,
  type PackageService,
  type SingleReservation,
} from 'shared-contracts/customer';
import { ReservationStatus, ServiceTypeId, type ServiceTypeName } from 'shared-contracts/enums';
import type { Clock } from '../../../lib/clock';
import { HttpError } from '../../../lib/http-error';
import { pickText } from '../../../lib/locale';
import { toDto } from '../../../lib/validation';
import { bookingStart, refundAt, type RefundNow } from '../../booking/cancellations/refund-policy';
import type { GuestReservation, GuestReservationFilter, ReservationsService } from '../../booking/reservations/reservations.service';
import { type BookedService, type CatalogueService, type LocalizedText, locationName, serviceTypeName } from '../../core/catalogue/catalogue.service';

export interface CustomerReservationsService {
  /** The customer's bookings, newest start first. */
  list(email: string, filter: CustomerReservationListFilter, locale?: Locale): Promise<BookingListItem[]>;
  /** One single-service booking of the customer; 404 for a package, or for anyone else's. */
  single(email: string, uuid: string, locale?: Locale): Promise<SingleReservation>;
  /** One package booking of the customer, paid with `paymentUuid`; 404 unless both match. */
  package(email: string, paymentUuid: string, uuid: string, locale?: Locale): Promise<PackageReservation>;
}

/** The same answer for a booking that does not exist and for someone else's: it tells nothing. */
const notFound = () => new HttpError('NOT_FOUND', { message: 'The reservation was not found.' });

const hhmm = (time: string | null | undefined) => (time ? time.slice(0, 5) : null);
const plusDays = (date: string, days: number) => DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toISODate() ?? date;
const TOUR_TYPES: readonly number[] = [ServiceTypeId.activities, ServiceTypeId.events];

/** Texts along the chain: the requested locale, then the default, then any the catalogue has. */
function chainOf(locale: Locale | undefined): Locale[] {
  return locale && locale !== DEFAULT_LOCALE ? [locale, DEFAULT_LOCALE] : [DEFAULT_LOCALE];
}

function textOf(texts: LocalizedText, chain: Locale[]): string | null {
  return pickText(texts, chain).text || null;
}

/** The order's phone as digits: the client writes "+area phone" itself. */
const digits = (text: string) => text.replace(/^\s*\+/, '').trim();

interface Guests {
  tour_adults: number;
  tour_children: number;
  hotel_adults: number;
  hotel_children: number;
}

/** Everything the three answers are built from, for one reservation. */
interface Booking {
  owned: GuestReservation;
  service: BookedService;
  type: ServiceTypeName;
  name: string;
  startDate: string;
  endDate: string | null;
  startTime: string | null;
  refund: RefundNow & { can_cancel: boolean };
  guests: Guests;
  parts: PackageService[];
}

export interface CustomerReservationsDeps {
  clock: Clock;
  /** The booking module's reservations: it decides which are the guest's. */
  bookings: Pick<ReservationsService, 'ofGuest'>;
  catalogue: Pick<CatalogueService, 'bookedServices' | 'roomNames'>;
}

export function createCustomerReservationsService({ clock, bookings, catalogue }: CustomerReservationsDeps): CustomerReservationsService {
  /** Reads the catalogue facts of the guest's reservations and puts each booking together. */
  async function assemble(owned: GuestReservation[], locale: Locale | undefined): Promise<Booking[]> {
    if (owned.length === 0) return [];
    const chain = chainOf(locale);
    const facts = await catalogue.bookedServices(owned.map((o) => o.serviceId));
    const nameOf = (serviceId: number) => {
      const service = facts.get(serviceId);
      return (service && textOf(service.names, chain)) ?? `#${serviceId}`;
    };
    const now = clock.now();

    const booked: Booking[] = [];
    for (const entry of owned) {
      const { tour, pkg, hotel } = entry;
      const service = facts.get(entry.serviceId);
      if (!service) throw new Error(`reservation ${entry.id}: service ${entry.serviceId} not found`);
      const guests: Guests = { tour_adults: 0, tour_children: 0, hotel_adults: 0, hotel_children: 0 };
      const start = bookingStart(
        { tour, pkg, checkIns: hotel.map((h) => h.checkIn), hotelCheckInTime: service.hotel?.checkInTime ?? null },
        service.timeZone,
      );
      if (!start) throw new Error(`reservation ${entry.id} (service type ${entry.serviceType}) has no items`);
      let endDate: string | null = null;
      let packageParts: PackageService[] = [];
      if (tour) {
        guests.tour_adults = tour.adults;
        guests.tour_children = tour.children;
      } else if (pkg) {
        const components = service.parts;
        packageParts = components.map((p) => ({
          service_type: serviceTypeName(p.serviceType),
          service_name: nameOf(p.serviceId),
          day_offset: p.dayOffset,
          date: plusDays(pkg.startDate, p.dayOffset),
        }));
        if (components.some((p) => TOUR_TYPES.includes(p.serviceType))) {
          guests.tour_adults = pkg.adults;
          guests.tour_children = pkg.children;
        }
        if (components.some((p) => p.serviceType === ServiceTypeId.hotels)) {
          guests.hotel_adults = pkg.adults;
          guests.hotel_children = pkg.children;
        }
        endDate = plusDays(pkg.startDate, Math.max(1, service.packageDays ?? 1) - 1);
      } else if (hotel.length > 0) {
        guests.hotel_adults = hotel.reduce((sum, h) => sum + h.adults, 0);
        guests.hotel_children = hotel.reduce((sum, h) => sum + h.children, 0);
        endDate = hotel.map((h) => h.checkOut).sort().at(-1)!;
      }
      const refund = refundAt(service.tiers, start, now);
      booked.push({
        owned: entry,
        service,
        type: serviceTypeName(entry.serviceType),
        name: nameOf(entry.serviceId),
        startDate: start.date,
        endDate,
        startTime: tour ? hhmm(tour.startTime) : null,
        refund: { ...refund, can_cancel: entry.status === ReservationStatus.CONFIRM && refund.hours_left > 0 },
        guests,
        parts: packageParts,
      });
    }
    return booked;
  }

  const refundFields = (b: Booking) => ({
    refund_percentage: b.refund.refund_percentage,
    cancellation_time: b.refund.cancellation_time,
    free_cancellation_until: b.refund.free_cancellation_until,
    can_cancel: b.refund.can_cancel,
  });

  const supplierFields = (b: Booking) => ({
    supplier_name: b.service.supplier?.name ?? '',
    supplier_email: b.service.supplier?.email ?? null,
    // The catalogue keeps no supplier phone number.
    supplier_phone: null,
  });

  const bookingDate = (b: Booking) => b.owned.payment.bookedAt.toISOString();
  const isActivity = (b: Booking) => TOUR_TYPES.includes(b.owned.serviceType);
  const isHotel = (b: Booking) => b.owned.serviceType === ServiceTypeId.hotels;

  function listItem(b: Booking): BookingListItem {
    const { owned: reservation } = b;
    const { payment } = reservation;
    const isPackage = b.type === 'packages';
    return toDto(BookingListItemSchema, {
      uuid: reservation.ref,
      id: reservation.id,
      payment_id: payment.uuid,
      booking_number: reservation.bookingNumber,
      serviceable_id: reservation.serviceId,
      service_type: b.type,
      service_name: b.name,
      start_date: b.startDate,
      end_date: b.endDate,
      start_time: b.startTime,
      checkin_time: isHotel(b) ? hhmm(b.service.hotel?.checkInTime) : null,
      checkout_time: isHotel(b) ? hhmm(b.service.hotel?.checkOutTime) : null,
      duration: isActivity(b) ? b.service.duration : null,
      package_days: isPackage ? b.service.packageDays : null,
      price: money(reservation.priceMinor, reservation.currency),
      currency_code: reservation.currency,
      status: reservation.status as ReservationStatus,
      ...refundFields(b),
      ...b.guests,
      package_name: isPackage ? b.name : null,
      image: isPackage ? b.service.imageUrl : null,
      package_service: b.parts,
      booking_date: bookingDate(b),
    });
  }

  async function findOne(email: string, filter: Omit<GuestReservationFilter, 'statuses'>, locale: Locale | undefined): Promise<Booking> {
    const owned = await bookings.ofGuest(email, { ...filter, statuses: CUSTOMER_VISIBLE_STATUSES });
    const [booking] = await assemble(owned.slice(0, 1), locale);
    if (!booking) throw notFound();
    return booking;
  }

  return {
    async list(email, filter, locale) {
      const owned = await bookings.ofGuest(email, {
        statuses: filter.statuses?.length ? filter.statuses : CUSTOMER_VISIBLE_STATUSES,
        from: filter.from,
        to: filter.to,
      });
      return (await assemble(owned, locale)).map(listItem);
    },

    async single(email, uuid, locale) {
      const b = await findOne(email, { ref: uuid }, locale);
      if (b.type === 'packages') throw notFound();
      const { owned: reservation } = b;
      const { payment, payer: order, hotel } = reservation;
      const chain = chainOf(locale);
      const names = await catalogue.roomNames(
        hotel.map((h) => h.roomTypeId),
        hotel.map((h) => h.ratePlanId),
      );
      return toDto(SingleReservationSchema, {
        id: reservation.id,
        uuid: reservation.ref,
        payment_id: payment.uuid,
        service_name: b.name,
        service_type: b.type,
        booking_number: reservation.bookingNumber,
        start_date: b.startDate,
        end_date: b.endDate,
        start_time: b.startTime,
        checkin_time: isHotel(b) ? hhmm(b.service.hotel?.checkInTime) : null,
        checkout_time: isHotel(b) ? hhmm(b.service.hotel?.checkOutTime) : null,
        status: reservation.status as ReservationStatus,
        image: b.service.imageUrl,
        duration: isActivity(b) ? b.service.duration : null,
        location_name: b.service.location
          ? locationName(b.service.location.name, b.service.location.country, b.service.location.topLevel, chain[0] ?? DEFAULT_LOCALE)
          : null,
        meeting_point: isActivity(b) ? textOf(b.service.meetingPoints, chain) : null,
        special_instruction: reservation.comments?.trim() || null,
        ...refundFields(b),
        cancellation_policy: b.service.tiers,
        ...b.guests,
        payer_name: order.name?.trim() || `${order.firstName} ${order.lastName}`.trim(),
        payer_email: order.email,
        payer_phone_area_code: digits(order.areaCode),
        payer_phone: digits(order.phone),
        ...supplierFields(b),
        booking_date: bookingDate(b),
        price: money(reservation.priceMinor, reservation.currency),
        currency_code: reservation.currency,
        hotel_reserved_items: hotel.map((h) => ({
          room_type_name: pickText(names.rooms.get(h.roomTypeId) ?? {}, chain).text,
          rate_plan_name: pickText(names.plans.get(h.ratePlanId) ?? {}, chain).text,
          num_of_rooms: h.rooms,
          num_of_adults: h.adults,
          num_of_children: h.children,
        })),
        cancellation: b.owned.cancellation,
      });
    },

    async package(email, paymentUuid, uuid, locale) {
      const b = await findOne(email, { ref: uuid, paymentRef: paymentUuid }, locale);
      if (b.type !== 'packages' || b.endDate === null) throw notFound();
      const { owned: reservation } = b;
      const { payment, payer: order } = reservation;
      return toDto(PackageReservationSchema, {
        id: reservation.id,
        uuid: reservation.ref,
        payment_id: payment.uuid,
        package_id: reservation.serviceId,
        package_name: b.name,
        booking_number: reservation.bookingNumber,
        status: reservation.status as ReservationStatus,
        image: b.service.imageUrl,
        start_date: b.startDate,
        end_date: b.endDate,
        package_days: b.service.packageDays ?? 1,
        customer_name: order.name?.trim() || `${order.firstName} ${order.lastName}`.trim(),
        customer_email: order.email,
        customer_phone_area_code: digits(order.areaCode),
        customer_phone: digits(order.phone),
        ...supplierFields(b),
        booking_date: bookingDate(b),
        total_price: money(reservation.priceMinor, reservation.currency),
        currency_code: reservation.currency,
        ...b.guests,
        services: b.parts,
        ...refundFields(b),
        cancellation_policy: b.service.tiers,
        cancellation: b.owned.cancellation,
      });
    },
  };
}
