import { eq, min } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { activitySlots } from '../db/schema/availability';
import { services } from '../db/schema/catalogue';
import { partnerSites } from '../db/schema/core';
import type { TestApp } from './harness';

/** Ids and dates of the seeded demo catalogue, looked up the way a test would see them. */
export async function siteId(t: TestApp, subDomain: string): Promise<number> {
  const [row] = await t.handle.db.select({ id: partnerSites.id }).from(partnerSites).where(eq(partnerSites.subDomain, subDomain));
  if (!row) throw new Error(`no site ${subDomain}`);
  return row.id;
}

export async function serviceId(t: TestApp, slug: string): Promise<number> {
  const [row] = await t.handle.db.select({ id: services.id }).from(services).where(eq(services.slug, slug));
  if (!row) throw new Error(`no service ${slug}`);
  return row.id;
}

/**
 * The seed's first day (its "today" in Europe/Oslo), read from the data: the template may have been seeded
 * earlier than the test runs. Every seeded activity has slots from that day on.
 */
export async function seedDay(t: TestApp): Promise<DateTime> {
  const [row] = await t.handle.db
    .select({ first: min(activitySlots.slotDate) })
    .from(activitySlots)
    .innerJoin(services, eq(services.id, activitySlots.serviceId))
    .where(eq(services.slug, 'oslo-fjord-sightseeing-cruise'));
  if (!row?.first) throw new Error('no seeded slots');
  return DateTime.fromISO(row.first, { zone: 'Europe/Oslo' });
}

/** Sets the app's clock to a wall time in Oslo on the seed's day (plus `days`). */
export async function atSeedDay(t: TestApp, days = 0, time = '08:00'): Promise<DateTime> {
  const [hour = 8, minute = 0] = time.split(':').map(Number);
  const day = (await seedDay(t)).plus({ days }).set({ hour, minute });
  t.clock.set(day.toJSDate());
  return day;
}

