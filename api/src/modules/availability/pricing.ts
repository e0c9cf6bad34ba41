import type { Ticket } from 'shared-contracts/catalogue';
import { PricingType } from 'shared-contracts/enums';

/** Ticket types whose price is a grown-up's: what adults pay when a search only says "2 adults". */
const ADULT_LIKE: readonly string[] = [PricingType.Adult, PricingType.Person, PricingType.Traveller];
const CHILD_LIKE: readonly string[] = [PricingType.Child, PricingType.Youth];

/**
 * A ticket's price in minor units for an option on a date: the narrowest dated row containing the date wins
 * over the undated default. Undefined when the ticket has no price for that option.
 */
export function unitPriceMinor(ticket: Ticket, optionId: number | null, date: string | null): number | undefined {
  const candidates = ticket.prices.filter(
    (p) =>
      p.option_id === optionId &&
      (p.valid_from === null || (date !== null && p.valid_from <= date)) &&
      (p.valid_to === null || (date !== null && date <= p.valid_to)),
  );
  const span = (p: (typeof candidates)[number]) =>
    p.valid_from === null || p.valid_to === null ? Number.POSITIVE_INFINITY : Date.parse(p.valid_to) - Date.parse(p.valid_from);
  return candidates.sort((a, b) => span(a) - span(b))[0]?.price.minor;
}

/** Cheapest total for `adults` and `children` on an option and date with per-person tickets; undefined if unpriced. */
export function guestsTotalMinor(tickets: Ticket[], optionId: number | null, date: string, adults: number, children: number): number | undefined {
  const perPerson = tickets.filter((t) => t.pricing_basis === 1 && t.member_count === 1);
  const cheapest = (types: readonly string[]) => {
    const prices = perPerson
      .filter((t) => types.includes(t.pricing_type))
      .map((t) => unitPriceMinor(t, optionId, date))
      .filter((p): p is number => p !== undefined);
    return prices.length ? Math.min(...prices) : undefined;
  };
  const adult = cheapest(ADULT_LIKE);
  if (adult === undefined) return undefined;
  const child = cheapest(CHILD_LIKE) ?? adult;
  return adult * adults + child * children;
}
