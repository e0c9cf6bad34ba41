import { DateTime } from 'luxon';
import { money, type AvailabilityHit, type PackageSlot, type Ticket } from 'shared-contracts/catalogue';
import type { Locale } from 'shared-contracts/constants';
import { AvailabilitySlotStatus, PricingType } from 'shared-contracts/enums';
import type * as v from 'valibot';
import type { PackageSlotAvailabilitySchema } from 'shared-contracts/catalogue';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { validationError } from '../../../lib/validation';
import type { CatalogueService } from '../../core/catalogue/catalogue.service';
import { guestsTotalMinor, unitPriceMinor } from '../pricing';
import { findPackageSlot, findPackageSlots, type PackageSlotRow } from './package-slots.repo';

type SlotAvailability = v.InferOutput<typeof PackageSlotAvailabilitySchema>;
/** Without a range, the slots of the next 90 days. */
const DEFAULT_WINDOW_DAYS = 90;

export interface PackageSlotsService {
  slots(packageId: number, input: { site_id: number; start_date?: string; end_date?: string }, locale?: Locale): Promise<{ package_id: number; time_zone: string; slots: PackageSlot[] }>;
  slotAvailability(input: { site_id: number; package_id: number; slot_id: number; adults: number; children: number }, locale?: Locale): Promise<SlotAvailability>;
  search(input: { site_id: number; date: string; adults: number; children: number }, locale?: Locale): Promise<AvailabilityHit[]>;
}

export function createPackageSlotsService(db: Db, catalogue: CatalogueService, clock: Clock): PackageSlotsService {
  const toSlot = (row: PackageSlotRow, durationDays: number, zone: string): PackageSlot => ({
    id: row.id,
    start_date: row.startDate,
    end_date: DateTime.fromISO(row.startDate, { zone }).plus({ days: durationDays - 1 }).toISODate() ?? row.startDate,
    allotment: row.allotmentTotal,
    remaining: row.remaining,
    status: row.status as PackageSlot['status'],
    sold_out: row.remaining === 0,
  });

  async function load(siteId: number, packageId: number, locale?: Locale) {
    const { site, service } = await catalogue.bookable(siteId, packageId, ['packages'], locale);
    const detail = await catalogue.detail(site, packageId, ['packages']);
    return { site, service, durationDays: detail.package?.duration_days ?? 1 };
  }

  function priceLines(tickets: Ticket[], adults: number, children: number, currency: string) {
    const price = (types: string[]) =>
      tickets
        .filter((t) => types.includes(t.pricing_type))
        .map((t) => ({ type: t.pricing_type, minor: unitPriceMinor(t, null, null) }))
        .find((p) => p.minor !== undefined);
    const adult = price([PricingType.Adult, PricingType.Person, PricingType.Traveller]);
    const child = price([PricingType.Child]) ?? adult;
    const lines = [
      { guests: adults, ticket: adult },
      { guests: children, ticket: child },
    ].flatMap(({ guests, ticket }) =>
      guests > 0 && ticket?.minor !== undefined
        ? [{ pricing_type: ticket.type, count: guests, unit_price: money(ticket.minor, currency), total: money(ticket.minor * guests, currency) }]
        : [],
    );
    return lines;
  }

  return {
    async slots(packageId, input, locale) {
      const { service, durationDays } = await load(input.site_id, packageId, locale);
      const today = DateTime.fromJSDate(clock.now(), { zone: service.timeZone });
      const from = input.start_date ?? today.toISODate() ?? '';
      const to = input.end_date ?? today.plus({ days: DEFAULT_WINDOW_DAYS }).toISODate() ?? '';
      const rows = await findPackageSlots(db, [packageId], from, to);
      return { package_id: packageId, time_zone: service.timeZone, slots: rows.map((r) => toSlot(r, durationDays, service.timeZone)) };
    },

    async slotAvailability(input, locale) {
      const { site, service, durationDays } = await load(input.site_id, input.package_id, locale);
      const row = await findPackageSlot(db, input.slot_id);
      if (!row || row.packageId !== input.package_id) {
        throw validationError([{ path: 'slot_id', message: 'This departure does not belong to the package.', code: 'validation.invalid' }]);
      }
      const persons = input.adults + input.children;
      const today = DateTime.fromJSDate(clock.now(), { zone: service.timeZone }).toISODate() ?? '';
      let reason: SlotAvailability['reason'] = null;
      if (row.status === AvailabilitySlotStatus.Locked) reason = 'locked';
      else if (row.startDate <= today) reason = 'started';
      else if (row.remaining === 0) reason = 'sold_out';
      else if (row.remaining < persons) reason = 'not_enough_seats';
      const lines = priceLines(await catalogue.tickets(site, input.package_id), input.adults, input.children, service.currency);
      return {
        package_id: input.package_id,
        slot: toSlot(row, durationDays, service.timeZone),
        persons,
        available: reason === null,
        reason,
        lines,
        total: money(lines.reduce((sum, line) => sum + line.total.minor, 0), service.currency),
      };
    },

    async search(input, locale) {
      const site = await catalogue.site(input.site_id, locale);
      const ids = await catalogue.siteServiceIds(site, { serviceTypes: [7] });
      const cards = await catalogue.cards(site, ids);
      const rows = await findPackageSlots(db, ids, input.date, input.date);
      const persons = input.adults + input.children;
      const hits: AvailabilityHit[] = [];
      for (const card of cards) {
        const row = rows.find((r) => r.packageId === card.id && r.status === AvailabilitySlotStatus.Active && r.remaining >= persons);
        if (!row) continue;
        const total = guestsTotalMinor(await catalogue.tickets(site, card.id), null, input.date, input.adults, input.children);
        if (total !== undefined) hits.push({ service: card, price: money(total, card.currency), seats_left: row.remaining });
      }
      return hits.sort((a, b) => a.price.minor - b.price.minor);
    },
  };
}
