/**
 * Spec 001 §2: guest text reads like "2 Adults & 1 Child", with plurals. Each count is an ICU plural of its own, one
 * per pricing type; a zero children part is left out.
 */
import type { Translate } from './message';

export interface GuestCounts {
  adults: number;
  children: number;
}

export function guestText(t: Translate, { adults, children }: GuestCounts): string {
  const adultText = t('site.customer.guests.adults', { count: adults });
  if (children <= 0) return adultText;
  return t('site.customer.guests.both', { adults: adultText, children: t('site.customer.guests.children', { count: children }) });
}

/** Which counts a booking's guests are: activities hold tour_*, hotels hotel_*, packages the larger of both. */
export function guestCounts(item: {
  service_type: string;
  tour_adults: number;
  tour_children: number;
  hotel_adults: number;
  hotel_children: number;
}): GuestCounts {
  if (item.service_type === 'hotels') return { adults: item.hotel_adults, children: item.hotel_children };
  if (item.service_type === 'packages') {
    return { adults: Math.max(item.tour_adults, item.hotel_adults), children: Math.max(item.tour_children, item.hotel_children) };
  }
  return { adults: item.tour_adults, children: item.tour_children };
}
