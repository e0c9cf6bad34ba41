/**
 * Panel reservations for a partner (issue 14 Proof 6, ADR 0018): partner@ supplies nothing, yet opens the reservations
 * page (the supplier remote renders it for partners too) and sees the bookings made on its own sites, demo and
 * demo-paylater, and no others. The journey owns its departure (support/departures.ts).
 */
import { expect, test } from '../support/test';
import { OTHER_BUYER, storefrontApi } from '../support/booking';
import { seatsLeft } from '../support/checkout-ui';
import { ownDeparture } from '../support/departures';
import { login } from '../support/panel';

const PARTNER = 'partner@wayhub.test';
const PARTNER_SITES = ['Demo Travels', 'Demo Pay Later'];
test.use({ actionTimeout: 15_000 });

test('partner@ sees the bookings of demo and demo-paylater only', async ({ page }) => {
  test.setTimeout(120_000);
  const when = await ownDeparture('partnerReservations', { subDomain: 'demo-paylater', seats: 1 });
  const cruise = await seatsLeft('demo-paylater', when.date, when.time);
  const guest = { ...OTHER_BUYER, first_name: 'Petra', last_name: 'Partnerview', email: `partner-view-${Date.now().toString(36)}@example.test` };
  await storefrontApi('demo-paylater').bookActivity(
    cruise.siteId,
    { serviceable_id: cruise.serviceId, option_id: cruise.optionId, date: when.date, slot_id: cruise.slot.id, ticket_id: cruise.adultTicket },
    1,
    guest,
    'later',
  );

  await login(page, PARTNER);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reservations' }).click();
  await expect(page).toHaveURL(/\/en\/npanel\/reservations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Reservations' });
  const bodyRows = table.locator('tbody').getByRole('row');
  await expect(bodyRows.first()).toBeVisible();

  // Every booking on the first page was made on one of the partner's two sites.
  const sites = table.getByRole('columnheader');
  const siteColumn = (await sites.allInnerTexts()).findIndex((text) => text.trim() === 'Site');
  expect(siteColumn).toBeGreaterThanOrEqual(0);
  const siteCells = await bodyRows.evaluateAll((rows, column) => rows.map((row) => row.children[column]?.textContent?.trim() ?? ''), siteColumn);
  expect(siteCells.length).toBeGreaterThan(0);
  for (const site of siteCells) expect(PARTNER_SITES).toContain(site);

  // The guest's booking on demo-paylater is there, and opens.
  await page.getByRole('searchbox', { name: 'Search reservations' }).fill(guest.email);
  const row = bodyRows.filter({ hasText: guest.email });
  await expect(row).toHaveCount(1);
  await expect(bodyRows).toHaveCount(1);
  await expect(row).toContainText('Demo Pay Later');
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Booking / })).toBeVisible();
  await expect(page.getByText('Petra Partnerview').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reservations' }).first()).toBeVisible();
  const bookingNumber = ((await page.getByRole('heading', { level: 1, name: /^Booking / }).innerText()).match(/WH-[\d-]+/) ?? [''])[0];
  expect(bookingNumber).not.toBe('');

  // Its commission is a line of the partner's earnings (the supplier remote's ledger over the partner's calls), newest first.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Partner earnings' }).click();
  await expect(page).toHaveURL(/\/en\/npanel\/partner-earnings$/);
  await expect(page.getByText(/commission on every confirmed booking made through your sites/)).toBeVisible();
  const line = page.getByRole('table', { name: 'Partner earnings' }).locator('tbody').getByRole('row').filter({ hasText: bookingNumber });
  await expect(line).toHaveCount(1);
  await line.click();
  await expect(page.getByRole('heading', { level: 1, name: `Earnings on booking ${bookingNumber}` })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Reason' })).toContainText('The booking was confirmed');
  await expect(page.getByRole('link', { name: bookingNumber })).toBeVisible();

  // The partner's report of its sites: in total, and per site with the site's name.
  await nav.getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/npanel\/report$/);
  await expect(page.getByRole('table', { name: /^Figures by month \(/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Show' }).selectOption('site');
  await expect(page.getByRole('heading', { level: 2, name: 'Demo Pay Later' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Figures by month, Demo Pay Later \(/ })).toBeVisible();
});
