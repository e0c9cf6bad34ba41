/**
 * Every journey that books, or needs seats on, a cruise departure owns one: a window of days no other journey
 * uses, and inside it the first departure that the public availability call says is bookable with enough seats.
 *
 * Why not a fixed "7 days ahead at 13:00": the seed marks departures sold out, nearly sold out or locked by a hash
 * of the date (api/src/db/seed/catalogue.ts), so a fixed date is unusable on some days of the year; and two
 * journeys on one departure sell each other's seats. Windows start three days ahead, so a departure earlier today
 * (or past a same-day cut-off) is never picked, whatever the hour the suite runs at.
 */
import { storefrontApi } from './booking';
import { CRUISE } from './checkout-ui';
import { isoInZone, seedService, zoneOf } from './storefront-ui';

const WINDOW_DAYS = 3;

/** Each journey's first day ahead; windows are WINDOW_DAYS long and must not overlap (checked below). */
export const JOURNEY_WINDOWS = {
  storefrontPricing: 3,
  payLater: 6,
  card: 9,
  declined: 12,
  reader: 15,
  readerMissing: 18,
  soldOut: 21,
  customerCancel: 24,
  calendar: 27,
  bulkCancel: 30,
  reservations: 33,
  reservationCancel: 36,
  changeDate: 39,
  changeDateTarget: 42,
  resendConfirmation: 45,
  reservationsExport: 48,
  failedCancellation: 51,
  payout: 54,
  partnerReservations: 57,
  newSite: 60,
} as const;
export type Journey = keyof typeof JOURNEY_WINDOWS;

const starts = Object.values(JOURNEY_WINDOWS).sort((a, b) => a - b);
for (const [i, start] of starts.entries()) {
  if (start < 1) throw new Error('a journey window must start after today');
  if (i > 0 && start < starts[i - 1]! + WINDOW_DAYS) throw new Error(`journey windows overlap at day ${start}`);
}

export interface OwnDeparture {
  date: string;
  time: string;
  remaining: number;
}

/**
 * The first bookable departure in the journey's window with at least `seats` seats, for option `optionIndex`
 * (and, when given, only at the seed's `timeIndex`-th start time). Read through the site's public API.
 */
export async function ownDeparture(
  journey: Journey,
  { subDomain, seats, optionIndex = 0, timeIndex, slug = CRUISE }: { subDomain: string; seats: number; optionIndex?: number; timeIndex?: number; slug?: string },
): Promise<OwnDeparture> {
  const service = seedService(slug);
  if (service.details.kind !== 'activity') throw new Error(`seed: ${slug} is not an activity`);
  const times = timeIndex === undefined ? service.details.times : [service.details.times[timeIndex]!];
  const api = storefrontApi(subDomain);
  const siteId = await api.siteId();
  const { id } = await api.service(slug, siteId);
  const optionId = (await api.tourFull(id, siteId)).options[optionIndex]!.id;
  const first = JOURNEY_WINDOWS[journey];
  for (let day = first; day < first + WINDOW_DAYS; day += 1) {
    const date = isoInZone(zoneOf(service), day);
    const slots = await api.slots(id, siteId, date, optionId);
    for (const time of times) {
      const slot = slots.find((s) => s.start_time === time);
      if (slot?.bookable && slot.remaining >= seats) return { date, time, remaining: slot.remaining };
    }
  }
  throw new Error(`no departure of ${slug} with ${seats} seats in ${journey}'s days ${first}–${first + WINDOW_DAYS - 1}`);
}
