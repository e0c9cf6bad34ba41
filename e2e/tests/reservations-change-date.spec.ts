/**
 * Changing a booking's date in the panel (issue 14 Proof 3, ADR 0020): a guest books two cruise seats on
 * demo-paylater; supplier@ opens the booking, clicks "Change date", picks the date and a departure of the target
 * window, confirms, and the details page shows the new date; the seats moved with it. The journey owns two windows:
 * `changeDate` for the booking and `changeDateTarget` for the move (support/departures.ts).
 */
import { expect, test } from '../support/test';
import { formatDisplayDate } from 'shared-contracts/dates';
import { OTHER_BUYER, storefrontApi } from '../support/booking';
import { seatsLeft } from '../support/checkout-ui';
import { ownDeparture } from '../support/departures';
import { login } from '../support/panel';
import { MAIN, platformUrl } from '../support/servers';

const SUPPLIER = 'supplier@wayhub.test';
const SUB_DOMAIN = 'demo-paylater';
test.use({ actionTimeout: 15_000 });

test('supplier@ moves a booking to a departure on another date; the details show the new date', async ({ page }) => {
  test.setTimeout(150_000);
  const from = await ownDeparture('changeDate', { subDomain: SUB_DOMAIN, seats: 2 });
  const to = await ownDeparture('changeDateTarget', { subDomain: SUB_DOMAIN, seats: 2 });
  const cruise = await seatsLeft(SUB_DOMAIN, from.date, from.time);
  const guest = { ...OTHER_BUYER, first_name: 'Gunn', last_name: 'Mover', email: `change-date-${Date.now().toString(36)}@example.test` };
  await storefrontApi(SUB_DOMAIN).bookActivity(
    cruise.siteId,
    { serviceable_id: cruise.serviceId, option_id: cruise.optionId, date: from.date, slot_id: cruise.slot.id, ticket_id: cruise.adultTicket },
    2,
    guest,
    'later',
  );
  const targetBefore = (await seatsLeft(SUB_DOMAIN, to.date, to.time)).remaining;
  const sourceBefore = (await seatsLeft(SUB_DOMAIN, from.date, from.time)).remaining;

  await login(page, SUPPLIER);
  // The login must land before the next navigation, or the session is not there yet.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.goto(platformUrl(MAIN.port, '/en/npanel/reservations'));
  const table = page.getByRole('table', { name: 'Reservations' });
  await page.getByRole('searchbox', { name: 'Search reservations' }).fill(guest.email);
  const row = table.getByRole('row').filter({ hasText: guest.email });
  await expect(row).toHaveCount(1);
  await row.click();
  const heading = page.getByRole('heading', { level: 1, name: /^Booking / });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.replace(/^Booking /, '').trim();
  await expect(page.getByText(`${formatDisplayDate(from.date, { locale: 'en' })} ${from.time}`)).toBeVisible();

  await page.getByRole('button', { name: 'Change date' }).click();
  const dialog = page.getByRole('dialog', { name: `Move ${number} to another date` });
  await expect(dialog.getByText('The booking has 2 seats.')).toBeVisible();
  await dialog.getByLabel('New date').fill(to.date);
  await dialog.getByRole('radio', { name: new RegExp(`^${to.time} · \\d+ seats? left$`) }).check();
  await dialog.getByRole('button', { name: 'Move the booking' }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  await expect(page.getByText(`${formatDisplayDate(to.date, { locale: 'en' })} ${to.time}`)).toBeVisible();
  expect((await seatsLeft(SUB_DOMAIN, to.date, to.time)).remaining).toBe(targetBefore - 2);
  expect((await seatsLeft(SUB_DOMAIN, from.date, from.time)).remaining).toBe(sourceBefore + 2);
});
