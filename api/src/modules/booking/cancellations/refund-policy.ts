import { DateTime } from 'luxon';

/** A cancellation tier: cancelling at least `hours` before the start refunds `refund_percentage` (0–100). */
export interface RefundTier {
  hours: number;
  refund_percentage: number;
}

/** When the booked service starts: a local date and time (HH:mm[:ss], null = 00:00) in the service's IANA zone. */
export interface ServiceStart {
  date: string;
  time: string | null;
  zone: string;
}

export interface RefundNow {
  /** What cancelling at `now` refunds, 0–100. */
  refund_percentage: number;
  /** The notice (hours) of the tier that gives that refund; null when no tier applies (nothing back). */
  cancellation_time: number | null;
  /** The last instant (ISO, UTC) at which cancelling still refunds 100 %, if that moment is not yet past. */
  free_cancellation_until: string | null;
  /** Whole hours and fractions left before the start; negative once it has begun. */
  hours_left: number;
}

/** What a booking's start is read from: its departure, its package's first day, or its rooms' check-in dates. */
export interface BookedItems {
  tour: { slotDate: string; startTime: string } | null;
  pkg: { startDate: string } | null;
  checkIns: readonly string[];
  /** The hotel's check-in time (HH:mm[:ss]); only read for a stay. */
  hotelCheckInTime: string | null;
}

/**
 * When a booking starts, for its cancellation terms (ADR 0007): an activity's departure; a package's first day at
 * 00:00; a hotel stay's first check-in at the hotel's check-in time. Null for a reservation without items.
 */
export function bookingStart(items: BookedItems, zone: string): ServiceStart | null {
  if (items.tour) return { date: items.tour.slotDate, time: items.tour.startTime, zone };
  if (items.pkg) return { date: items.pkg.startDate, time: null, zone };
  const first = [...items.checkIns].sort()[0];
  return first === undefined ? null : { date: first, time: items.hotelCheckInTime, zone };
}

/** The start as an instant: the local wall time in the service's zone (spec 001 §5: a missing time is 00:00). */
export function startInstant(start: ServiceStart): DateTime {
  const time = (start.time ?? '00:00').slice(0, 5);
  const instant = DateTime.fromISO(`${start.date}T${time}`, { zone: start.zone });
  if (!instant.isValid) throw new Error(`Invalid service start ${start.date} ${time} in ${start.zone}: ${instant.invalidReason}`);
  return instant;
}

/**
 * The refund that applies when cancelling at `now`. Every tier whose notice is still met (`hours` ≤ time left)
 * qualifies and the most generous one wins (on a tie, the one with the shortest notice, since that is the one the
 * customer is within). Once the service has started nothing is refunded.
 */
export function refundAt(tiers: readonly RefundTier[], start: ServiceStart, now: Date): RefundNow {
  const begins = startInstant(start);
  const hoursLeft = begins.diff(DateTime.fromJSDate(now), 'hours').hours;
  let best: RefundTier | null = null;
  if (hoursLeft > 0) {
    for (const tier of tiers) {
      if (tier.hours > hoursLeft || tier.refund_percentage <= 0) continue;
      if (best === null || tier.refund_percentage > best.refund_percentage || (tier.refund_percentage === best.refund_percentage && tier.hours < best.hours)) best = tier;
    }
  }
  const full = tiers.filter((t) => t.refund_percentage >= 100).sort((a, b) => a.hours - b.hours)[0];
  const freeUntil = full === undefined ? null : begins.minus({ hours: full.hours });
  return {
    refund_percentage: best?.refund_percentage ?? 0,
    cancellation_time: best?.hours ?? null,
    free_cancellation_until: freeUntil !== null && hoursLeft > 0 && freeUntil.toMillis() >= now.getTime() ? freeUntil.toUTC().toISO() : null,
    hours_left: hoursLeft,
  };
}

/** `price × percentage / 100` in minor units, rounded half up (never more than the price). */
export function refundMinor(priceMinor: number, percentage: number): number {
  if (percentage <= 0) return 0;
  if (percentage >= 100) return priceMinor;
  return Math.min(priceMinor, Math.floor((priceMinor * percentage + 50) / 100));
}
