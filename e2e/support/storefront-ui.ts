/**
 * Storefront steps the journeys share: seed lookups, dates in a service's time zone, the date picker, and adding an
 * activity or a hotel stay to the cart the way a visitor does (keyboard and mouse on the product page).
 */
import { expect, type Page } from '@playwright/test';
import { SEED_LOCATIONS, SEED_SERVICES, type SeedService } from 'api/seed-data';

export const seedService = (slug: string): SeedService => {
  const service = SEED_SERVICES.find((s) => s.slug === slug);
  if (!service) throw new Error(`no seed service ${slug}`);
  return service;
};

/** The seed's catalogue is priced in minor units; the storefront shows major units. */
export const major = (minor: number) => minor / 100;

/** Money as the storefront formats it in English (en-GB, the API's amount in major units). */
export const money = (page: Page, amount: number, currency: string) =>
  page.evaluate(([a, c]) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: c as string }).format(a as number), [amount, currency] as const);

/** An ISO calendar date `days` after today in a time zone. */
export function isoInZone(zone: string, days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
export const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
export const weekday = (iso: string) => ((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7) + 1; // 1 = Monday … 7 = Sunday

export const zoneOf = (service: SeedService) => SEED_LOCATIONS.find((l) => l.slug === service.location)!.timeZone;

/** Shows the month of `iso` in a date picker (forward only, from the current month). */
export async function showMonth(page: Page, iso: string) {
  for (let i = 0; i < 4 && (await page.locator(`[data-date="${iso}"]`).count()) === 0; i += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(page.locator(`[data-date="${iso}"]`)).toBeVisible();
}

/** 12-hour label of a seed time, as the slot buttons read ("1:00 PM"). */
export function label12h(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return `${((hour + 11) % 12) + 1}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * Adds `adults` adult tickets of an activity's first option on `date` at `time` (a seed time) to the cart, from its
 * product page on `origin`, and waits for the storefront's confirmation.
 */
export async function addActivity(page: Page, origin: string, slug: string, { date, time, adults = 1 }: { date: string; time: string; adults?: number }) {
  const service = seedService(slug);
  if (service.details.kind !== 'activity') throw new Error(`seed: ${slug} is not an activity`);
  const adult = service.details.tickets.find((t) => t.type === 'Adult')!;
  await page.goto(`${origin}/en/activity/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: service.texts.en.name })).toBeVisible();
  const booking = page.locator('#product-booking');
  await booking.getByRole('combobox').selectOption({ label: service.details.options[0]!.names.en });
  await showMonth(page, date);
  await page.locator(`[data-date="${date}"]`).click();
  await expect(page.locator(`[data-date="${date}"]`)).toHaveAttribute('aria-selected', 'true');
  const slot = booking.getByRole('group', { name: 'Start times' }).getByRole('button', { name: new RegExp(`^${label12h(time)},`) });
  await slot.click();
  for (let i = 0; i < adults; i += 1) await booking.getByRole('button', { name: `Add one ${adult.names.en}` }).click();
  await expect(booking.getByLabel(`${adult.names.en}: ${adults}`)).toBeVisible();
  await booking.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`${service.texts.en.name} was added to your cart.`)).toBeVisible();
  await expectInCart(page, service.texts.en.name);
}

/** The cart drawer lists the item: the add has reached the API (leaving the page before that would lose it). */
export async function expectInCart(page: Page, name: string) {
  await expect(page.getByRole('dialog', { name: 'Your cart' }).getByRole('article', { name })).toBeVisible();
}

/**
 * Adds a two-night stay in a hotel's first room and rate plan that is open, from a few days ahead, to the cart.
 * Some seeded nights are sold out at random, some weekdays refuse arrivals or departures, and journeys running beside
 * this one hold rooms in their carts: it tries every third day for about seven weeks.
 */
export async function addHotelStay(page: Page, origin: string, slug: string): Promise<{ checkIn: string; checkOut: string }> {
  const service = seedService(slug);
  if (service.details.kind !== 'hotel') throw new Error(`seed: ${slug} is not a hotel`);
  const { noCheckOutWeekday, noCheckInWeekday } = service.details;
  await page.goto(`${origin}/en/hotel/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: service.texts.en.name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading available dates' })).toHaveCount(0);
  const rooms = page.getByRole('region', { name: 'Rooms and rates' });
  let arrival = isoInZone(zoneOf(service), 4);
  for (let attempt = 0; attempt < 16; attempt += 1, arrival = addDays(arrival, 3)) {
    const departure = addDays(arrival, 2);
    if (weekday(arrival) === noCheckInWeekday || weekday(departure) === noCheckOutWeekday) continue;
    await showMonth(page, arrival);
    if ((await page.locator(`[data-date="${arrival}"]`).getAttribute('aria-disabled')) === 'true') continue;
    await page.locator(`[data-date="${arrival}"]`).click();
    await expect(page.getByRole('grid', { name: /^Choose your check-out date/ })).toBeVisible();
    await showMonth(page, departure);
    if ((await page.locator(`[data-date="${departure}"]`).getAttribute('aria-disabled')) === 'true') continue;
    await page.locator(`[data-date="${departure}"]`).click();
    await expect(rooms.getByText(/^2 nights: /)).toBeVisible();
    const open = rooms.getByRole('button', { name: /to cart$/ }).and(page.locator(':enabled'));
    if ((await open.count()) === 0) continue;
    await open.first().click();
    await expect(page.getByText(`${service.texts.en.name} was added to your cart.`)).toBeVisible();
    await expectInCart(page, service.texts.en.name);
    return { checkIn: arrival, checkOut: departure };
  }
  throw new Error(`no open two-night stay found at ${slug}`);
}
