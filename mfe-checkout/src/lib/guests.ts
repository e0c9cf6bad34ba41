/**
 * Spec 001 §2: guest text reads like "2 Adults & 1 Child", with plurals: one ICU plural per pricing type, a zero
 * children part left out. The cart, the thank-you dialog and the booking-details page say it this way.
 */
import type { T } from 'shared-runtime/session';

export function guestText(t: T, adults: number, children: number): string {
  const adultText = t('site.checkout.guests.adults', { count: adults });
  if (children <= 0) return adultText;
  return t('site.checkout.guests.both', { adults: adultText, children: t('site.checkout.guests.children', { count: children }) });
}
