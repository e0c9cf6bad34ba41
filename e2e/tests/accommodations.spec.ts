/**
 * Accommodations (issue 13 §2): supplier@ creates a hotel, gives it its details, a room type, a rate plan and a
 * connected plan 10 % below it, then opens its first nights from the hotel calendar: the connected plan shows the
 * derived price, read-only. The hotel is this journey's own, so no other journey sees it.
 */
import { expect, test } from '../support/test';
import { login } from '../support/panel';
import { MAIN, platformUrl } from '../support/servers';
import { addDays, isoInZone } from '../support/storefront-ui';

const SUPPLIER = 'supplier@wayhub.test';
const panel = (path: string) => platformUrl(MAIN.port, path);
const unique = (name: string) => `${name} ${Date.now().toString(36)}`;
test.use({ actionTimeout: 15_000 });

test('supplier@ creates a hotel with a room type, a rate plan and a connected plan, and opens its nights in the calendar', async ({ page }) => {
  test.setTimeout(120_000);
  const name = unique('Fjord Lodge');
  await login(page, SUPPLIER);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  // The list has the seed's hotels.
  await page.goto(panel('/en/npanel/hotel'));
  await expect(page.getByRole('heading', { level: 1, name: 'Accommodation List' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bryggen Inn' })).toBeVisible();

  // A new hotel: its name and place, then its details.
  await page.goto(panel('/en/npanel/hotel/-1'));
  await expect(page.getByRole('heading', { level: 1, name: 'Create accommodation' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('combobox', { name: /^Location/ }).selectOption({ label: 'Bergen (NO)' });
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Hotel details' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Stars/ }).selectOption({ label: '4 stars' });
  await page.getByRole('textbox', { name: /^Check-in from/ }).fill('14:00');
  await page.getByRole('textbox', { name: /^Check-out until/ }).fill('10:30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Saved:/)).toBeVisible();

  // A room type.
  const sections = page.getByRole('navigation', { name: 'Sections' });
  await sections.getByRole('link', { name: /^Room types/ }).click();
  await page.getByRole('button', { name: 'Add room type' }).first().click();
  const roomDialog = page.getByRole('dialog', { name: 'New room type' });
  await roomDialog.getByRole('textbox', { name: /^Name/ }).fill('Harbour Double');
  await roomDialog.getByRole('textbox', { name: /^Adults/ }).or(roomDialog.getByRole('spinbutton', { name: /^Adults/ })).first().fill('2');
  await roomDialog.getByRole('textbox', { name: /^Children/ }).or(roomDialog.getByRole('spinbutton', { name: /^Children/ })).first().fill('1');
  await roomDialog.getByRole('textbox', { name: /^Guests in all/ }).or(roomDialog.getByRole('spinbutton', { name: /^Guests in all/ })).first().fill('3');
  await roomDialog.getByRole('button', { name: 'Save room type' }).click();
  await expect(page.getByText('Room type “Harbour Double” saved.')).toBeVisible();

  // A rate plan that sells it, and a connected plan 10 % below it.
  await sections.getByRole('link', { name: /^Rate plans/ }).click();
  await page.getByRole('button', { name: 'Add rate plan' }).first().click();
  let planDialog = page.getByRole('dialog', { name: 'New rate plan' });
  await planDialog.getByRole('textbox', { name: /^Name/ }).fill('Flexible');
  await planDialog.getByRole('combobox', { name: /^Meals/ }).selectOption({ label: 'Breakfast' });
  await planDialog.getByRole('checkbox', { name: 'Harbour Double' }).check();
  await planDialog.getByRole('textbox', { name: /^“From” price per night/ }).fill('1500');
  await planDialog.getByRole('button', { name: 'Save rate plan' }).click();
  await expect(page.getByText('Rate plan “Flexible” saved.')).toBeVisible();

  await page.getByRole('button', { name: 'Add rate plan' }).first().click();
  planDialog = page.getByRole('dialog', { name: 'New rate plan' });
  await planDialog.getByRole('textbox', { name: /^Name/ }).fill('Saver');
  await planDialog.getByRole('checkbox', { name: 'Harbour Double' }).check();
  await planDialog.getByText('Connected: derive the price from another plan').click();
  await expect(planDialog.getByRole('checkbox', { name: /^Connected/ })).toBeChecked();
  await planDialog.getByRole('combobox', { name: /^Parent plan/ }).selectOption({ label: 'Flexible' });
  await planDialog.getByRole('combobox', { name: /^Change by/ }).selectOption({ label: 'Percent' });
  await planDialog.getByRole('textbox', { name: /^Change/ }).or(planDialog.getByRole('spinbutton', { name: /^Change$/ })).first().fill('-10');
  await planDialog.getByRole('button', { name: 'Save rate plan' }).click();
  await expect(page.getByText('Rate plan “Saver” saved.')).toBeVisible();
  await expect(page.getByText(/^Flexible −10\s?%$/)).toBeVisible();

  // The calendar: no nights yet; a bulk update opens a week at 1,500 with 5 rooms.
  const url = new URL(page.url());
  const hotelId = url.pathname.split('/').at(-1);
  const first = addDays(isoInZone('Europe/Oslo', 40), 0);
  await page.goto(panel(`/en/npanel/hotel/calendar?hotel=${hotelId}&month=${first.slice(0, 7)}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Accommodation Calendar' })).toBeVisible();
  await expect(page.getByText(/^No prices in /)).toBeVisible();
  await page.getByRole('button', { name: 'Bulk update' }).first().click();
  const form = page.getByRole('form', { name: 'Bulk update of nights' });
  await form.getByLabel('From').fill(first);
  await form.getByLabel('To').fill(addDays(first, 6));
  await form.getByLabel(/^Price per night/).fill('1500');
  await form.getByLabel(/^Rooms for sale/).fill('5');
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('region', { name: 'Preview', exact: true }).getByText('7 nights will change')).toBeVisible();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('7 nights changed.')).toBeVisible();

  const grid = page.getByRole('grid', { name: /^Rates and rooms in / });
  const own = grid.locator(`td[data-date="${first}"]`).getByRole('button', { name: /^Harbour Double, Flexible, / });
  await expect(own).toHaveAccessibleName(/1[,.\s\u00a0]?500.*5 of 5 rooms left/);
  // The connected plan: its price derived (1,350), not a button to edit.
  const connectedRow = grid.locator('[data-connected="true"]');
  await expect(connectedRow).toHaveCount(1);
  await expect(connectedRow.locator(`td[data-date="${first}"]`)).toContainText(/1[,.\s\u00a0]?350/);
  await expect(connectedRow.locator(`td[data-date="${first}"]`).getByRole('button')).toHaveCount(0);
});
