/**
 * The hotel calendar (issue 13, Proof): supplier@ raises the weekend price of one room and rate plan of Bryggen Inn
 * over a month with a bulk update, previewed first; the hotel page then quotes the new price for a Saturday night and
 * the old one for a Thursday night, and the connected plan follows its parent. A 2-night minimum stay set on one
 * night makes the storefront refuse a 1-night stay from that night, in the storefront's words.
 *
 * Bryggen Inn is supplier@'s second hotel and no other journey books it. Its weekend nights lie 35 to 64 days ahead
 * (clear of today's cut-off, inside the seed's 90 days); the minimum stay goes on a Thursday of the following week.
 */
import { expect, type Locator, type Page, test } from '../support/test';
import { storefrontApi } from '../support/booking';
import { login } from '../support/panel';
import { MAIN, platformUrl, siteUrl } from '../support/servers';
import { addDays, isoInZone, major, money, seedService, showMonth, weekday, zoneOf } from '../support/storefront-ui';

const SUPPLIER = 'supplier@wayhub.test';
const SLUG = 'bergen-bryggen-inn';
const SITE = 'demo';
test.use({ actionTimeout: 15_000 });

const hotel = seedService(SLUG);
if (hotel.details.kind !== 'hotel') throw new Error(`seed: ${SLUG} is not a hotel`);
const { rooms, plans, connected } = hotel.details;
const ROOM = rooms[0]!.names.en;
const OTHER_ROOM = rooms[1]!.names.en;
const PLAN = plans[0]!.names.en;
const CONNECTED = connected[0]!;
const zone = zoneOf(hotel);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const nextWeekday = (from: string, day: number) => {
  let date = from;
  while (weekday(date) !== day) date = addDays(date, 1);
  return date;
};

async function hotelId(): Promise<number> {
  const site = storefrontApi(SITE);
  return (await site.service(SLUG, await site.siteId())).id;
}

/** The panel's calendar of Bryggen Inn, on the month of `date`. */
async function openCalendar(page: Page, id: number, date: string) {
  await page.goto(platformUrl(MAIN.port, `/en/npanel/hotel/calendar?hotel=${id}&month=${date.slice(0, 7)}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Accommodation Calendar' })).toBeVisible();
  const grid = page.getByRole('grid', { name: /^Rates and rooms in / });
  await expect(grid).toBeVisible();
  return grid;
}

/** A stay on the hotel page, chosen on its date pickers; answers the rooms region once the quote is in. */
async function quoteStay(page: Page, checkIn: string, checkOut: string): Promise<Locator> {
  await page.goto(siteUrl(SITE, MAIN.port, `/en/hotel/${SLUG}`));
  await expect(page.getByRole('heading', { level: 1, name: hotel.texts.en.name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading available dates' })).toHaveCount(0);
  await showMonth(page, checkIn);
  await page.locator(`[data-date="${checkIn}"]`).click();
  await expect(page.getByRole('grid', { name: /^Choose your check-out date/ })).toBeVisible();
  await showMonth(page, checkOut);
  await page.locator(`[data-date="${checkOut}"]`).click();
  const region = page.getByRole('region', { name: 'Rooms and rates' });
  const nights = (Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000;
  await expect(region.getByText(new RegExp(`^${nights} nights?: `))).toBeVisible();
  return region;
}

/** The line of one rate plan in one room's card. */
const planLine = (region: Locator, room: string, plan: string) =>
  region
    .getByRole('article', { name: room })
    .getByRole('listitem')
    .filter({ has: region.page().getByText(plan, { exact: true }) });

test('a weekend-only bulk price update, previewed, is what the hotel page quotes; weekdays keep the old price', async ({ page }) => {
  test.setTimeout(120_000);
  const id = await hotelId();
  const start = isoInZone(zone, 35);
  const end = addDays(start, 29);
  const weekendNights = Array.from({ length: 30 }, (_, i) => addDays(start, i)).filter((d) => weekday(d) >= 6);
  // A price no seed night has, different on every run.
  const price = 1_990 + (Date.now() % 7) * 10;

  await login(page, SUPPLIER);
  await openCalendar(page, id, start);
  await page.getByRole('button', { name: 'Bulk update' }).click();
  const form = page.getByRole('form', { name: 'Bulk update of nights' });
  await expect(form).toBeVisible();
  await form.getByLabel('From').fill(start);
  await form.getByLabel('To').fill(end);
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await form.getByRole('button', { name: day, exact: true }).click();
  await expect(form.getByRole('button', { name: 'Saturday', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(form.getByRole('button', { name: 'Sunday', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await form.getByRole('checkbox', { name: ROOM }).check();
  await form.getByRole('checkbox', { name: OTHER_ROOM }).uncheck();
  await form.getByRole('checkbox', { name: PLAN }).check();
  await form.getByLabel(/^Price per night/).fill(String(price));
  await form.getByLabel(/^Rooms for sale/).fill('6');

  // The preview lists every night the save will change, before anything is written.
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview', exact: true });
  await expect(preview.getByText(`${weekendNights.length} nights will change`)).toBeVisible();
  const previewRows = preview.getByRole('table').getByRole('row');
  await expect(previewRows).toHaveCount(weekendNights.length + 1);
  // Only weekend nights, of the chosen room and plan.
  for (const row of (await previewRows.all()).slice(1)) {
    await expect(row).toContainText(ROOM);
    await expect(row).toContainText(PLAN);
  }
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${weekendNights.length} nights changed.`)).toBeVisible();

  // The grid shows it on a Saturday, for the chosen room only.
  const saturday = weekendNights.find((d) => weekday(d) === 6)!;
  const grid = await openCalendar(page, id, saturday);
  const cell = grid.locator(`td[data-date="${saturday}"]`).getByRole('button', { name: new RegExp(`^${escape(ROOM)}, ${escape(PLAN)}, `) });
  await expect(cell).toHaveAccessibleName(new RegExp(`${String(price).replace(/(\d)(\d{3})$/, '$1[,. \\u00a0]?$2')}`));
  await expect(cell).toHaveAccessibleName(/6 of 6 rooms left/);

  // The storefront: a Saturday night at the new price, the connected plan derived from it.
  const weekendStay = await quoteStay(page, saturday, addDays(saturday, 1));
  await expect(planLine(weekendStay, ROOM, PLAN)).toContainText(await money(page, price, hotel.currency));
  const derived = CONNECTED.kind === 'amount' ? price + major(CONNECTED.value) : Math.round(price * (100 + CONNECTED.value)) / 100;
  await expect(planLine(weekendStay, ROOM, CONNECTED.names.en)).toContainText(await money(page, derived, hotel.currency));

  // A Thursday night of the same weeks: the seed's weekday price, untouched.
  const thursday = nextWeekday(start, 4);
  const weekdayStay = await quoteStay(page, thursday, addDays(thursday, 1));
  await expect(planLine(weekdayStay, ROOM, PLAN)).toContainText(await money(page, major(plans[0]!.prices[0]!), hotel.currency));
  await expect(planLine(weekdayStay, ROOM, PLAN)).not.toContainText(await money(page, price, hotel.currency));
});

test('a 2-night minimum stay set on one night makes the hotel page refuse a 1-night stay from it', async ({ page }) => {
  test.setTimeout(120_000);
  const id = await hotelId();
  // A Thursday a week after the bulk journey's first Thursday, so the two journeys never share a night.
  const thursday = nextWeekday(addDays(isoInZone(zone, 35), 7), 4);

  await login(page, SUPPLIER);
  const grid = await openCalendar(page, id, thursday);
  const cell = grid.locator(`td[data-date="${thursday}"]`).getByRole('button', { name: new RegExp(`^${escape(ROOM)}, ${escape(PLAN)}, `) });
  await cell.click();
  const editor = page.getByRole('form', { name: 'Change this night' });
  await expect(editor).toBeVisible();
  await editor.getByLabel(/^Minimum stay/).fill('2');
  await editor.getByLabel(/^Rooms for sale/).fill('4');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(cell).toHaveAccessibleName(/4 of 4 rooms left/);

  // One night from that Thursday: refused for the room and plan changed, and for the plan derived from it.
  const stay = await quoteStay(page, thursday, addDays(thursday, 1));
  const refusal = /^Arrivals on .+ require a stay of at least 2 nights\.$/;
  await expect(planLine(stay, ROOM, PLAN).getByText(refusal)).toBeVisible();
  await expect(planLine(stay, ROOM, CONNECTED.names.en).getByText(refusal)).toBeVisible();
  await expect(stay.getByRole('button', { name: `Add ${ROOM}, ${PLAN} to cart` })).toBeDisabled();
  // The other room keeps its own rules.
  await expect(stay.getByRole('article', { name: OTHER_ROOM }).getByText(refusal)).toHaveCount(0);

  // Two nights from the same Thursday: the minimum stay is met.
  const twoNights = await quoteStay(page, thursday, addDays(thursday, 2));
  await expect(planLine(twoNights, ROOM, PLAN).getByText(refusal)).toHaveCount(0);
});
