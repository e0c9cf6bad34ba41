/**
 * Panel reservations (issue 14 Proof 1): a guest books the cruise on demo-paylater; supplier@ finds the booking by the
 * guest's e-mail in the reservations table and opens it: the details show the booking number, the payer and the
 * timeline. The journey owns its departure (support/departures.ts).
 */
import { expect, test } from '../support/test';
import { OTHER_BUYER, storefrontApi } from '../support/booking';
import { seatsLeft } from '../support/checkout-ui';
import { ownDeparture } from '../support/departures';
import { login } from '../support/panel';
import { MAIN, platformUrl } from '../support/servers';

const SUPPLIER = 'supplier@wayhub.test';
test.use({ actionTimeout: 15_000 });

test('supplier@ finds a booking by the guest’s e-mail and opens it', async ({ page }) => {
  test.setTimeout(120_000);
  const when = await ownDeparture('reservations', { subDomain: 'demo-paylater', seats: 2 });
  const cruise = await seatsLeft('demo-paylater', when.date, when.time);
  const guest = { ...OTHER_BUYER, first_name: 'Solveig', last_name: 'Finder', email: `reservations-${Date.now().toString(36)}@example.test` };
  await storefrontApi('demo-paylater').bookActivity(
    cruise.siteId,
    { serviceable_id: cruise.serviceId, option_id: cruise.optionId, date: when.date, slot_id: cruise.slot.id, ticket_id: cruise.adultTicket },
    2,
    guest,
    'later',
  );

  await login(page, SUPPLIER);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.goto(platformUrl(MAIN.port, '/en/npanel/reservations'));
  await expect(page.getByRole('heading', { level: 1, name: 'Reservations' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Reservations' });
  await expect(table).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search reservations' }).fill(guest.email);
  const rows = table.getByRole('row').filter({ hasText: guest.email });
  await expect(rows).toHaveCount(1);
  // Only the guest's booking is left in the table (its header row aside).
  await expect(table.getByRole('row')).toHaveCount(2);
  await rows.first().click();

  const heading = page.getByRole('heading', { level: 1, name: /^Booking / });
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(/\/en\/npanel\/reservations\/[0-9a-f-]{36}$/);
  await expect(page.getByText(guest.email).first()).toBeVisible();
  await expect(page.getByText('Solveig Finder').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Timeline' })).toBeVisible();
});
