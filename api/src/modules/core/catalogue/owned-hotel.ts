import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/constants';
import { ServiceTypeId } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import { ratePlanRoomTypes, ratePlans, roomTypes, services, serviceTranslations } from '../../../db/schema/catalogue';
import { HttpError } from '../../../lib/http-error';
import { pickText } from '../../../lib/locale';
import { ownedBy, type TenantScope } from '../../../lib/tenancy';

/** A hotel inside the caller's scope, with its room types and rate plans named in the caller's language. */
export interface OwnedHotel {
  id: number;
  name: string;
  timeZone: string;
  currency: string;
  rooms: { id: number; name: string }[];
  plans: {
    id: number;
    name: string;
    parentRatePlanId: number | null;
    derivationKind: 'percent' | 'amount' | null;
    derivationValue: number | null;
    refundable: boolean;
    breakfastIncluded: boolean;
    /** The room types the plan sells (a connected plan: a subset of its parent's). */
    roomTypeIds: number[];
  }[];
}

export interface OwnedHotels {
  /** The hotel when it lies inside the scope (any status); 404 otherwise, as for an id that does not exist. */
  ownedHotel(scope: TenantScope, hotelId: number, locale?: Locale): Promise<OwnedHotel>;
}

/** The panel's read of one of the caller's hotels (the hotel calendar, issue 13 §3). Rooms and plans in list order. */
export function createOwnedHotels(db: Db): OwnedHotels {
  return {
    async ownedHotel(scope, hotelId, locale) {
      const [service] = await db
        .select({ id: services.id, timeZone: services.timeZone, currency: services.currency })
        .from(services)
        .where(and(eq(services.id, hotelId), eq(services.serviceType, ServiceTypeId.hotels), ownedBy(scope, services.supplierUserId)));
      if (!service) throw new HttpError('NOT_FOUND');
      const [names, rooms, plans, sold] = await Promise.all([
        db.select({ locale: serviceTranslations.locale, name: serviceTranslations.name }).from(serviceTranslations).where(inArray(serviceTranslations.serviceId, [hotelId])),
        db.select().from(roomTypes).where(eq(roomTypes.serviceId, hotelId)).orderBy(asc(roomTypes.position), asc(roomTypes.id)),
        db.select().from(ratePlans).where(eq(ratePlans.serviceId, hotelId)).orderBy(asc(ratePlans.position), asc(ratePlans.id)),
        db
          .select({ ratePlanId: ratePlanRoomTypes.ratePlanId, roomTypeId: ratePlanRoomTypes.roomTypeId })
          .from(ratePlanRoomTypes)
          .innerJoin(ratePlans, eq(ratePlans.id, ratePlanRoomTypes.ratePlanId))
          .where(eq(ratePlans.serviceId, hotelId)),
      ]);
      const roomsOf = new Map<number, number[]>();
      for (const link of sold) roomsOf.set(link.ratePlanId, [...(roomsOf.get(link.ratePlanId) ?? []), link.roomTypeId]);
      const chain: Locale[] = locale && locale !== DEFAULT_LOCALE ? [locale, DEFAULT_LOCALE] : [DEFAULT_LOCALE];
      const label = (texts: Partial<Record<string, string>>) => pickText(texts, chain).text;
      return {
        ...service,
        name: label(Object.fromEntries(names.map((n) => [n.locale, n.name]))),
        rooms: rooms.map((r) => ({ id: r.id, name: label(r.names) })),
        plans: plans.map((p) => ({
          id: p.id,
          name: label(p.names),
          parentRatePlanId: p.parentRatePlanId,
          derivationKind: p.derivationKind === 'percent' || p.derivationKind === 'amount' ? p.derivationKind : null,
          derivationValue: p.derivationValue,
          refundable: p.refundable,
          breakfastIncluded: p.breakfastIncluded,
          roomTypeIds: roomsOf.get(p.id) ?? [],
        })),
      };
    },
  };
}
