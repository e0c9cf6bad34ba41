/**
 * Supplier products (issue 12, Proof): supplier@ puts an activity on sale from nothing in the browser — vital
 * details, two uploaded images, an option, adult and child tickets with prices, a departure schedule — is told what
 * is missing when it is not sellable yet, and activates it. A partner puts it in a demo site's bucket (set-up through
 * the partner API), a visitor finds it in search and books it, a price edit reaches the product page, and hiding it
 * takes it out of search. A second journey creates a rental and a cancellation policy and maps the policy onto an
 * activity. Each journey makes its own activity, so they pass alone and in any order.
 */
import { expect, test, type Page } from '../support/test';
import { BOOKING_NUMBER, fillPersonalInformation, openCheckout, payer } from '../support/checkout-ui';
import { login } from '../support/panel';
import { MAIN, platformUrl, siteUrl } from '../support/servers';
import { isoInZone, label12h, money, showMonth } from '../support/storefront-ui';
import { gradientPng, panelApi } from '../support/supplier';

const SUPPLIER = 'supplier@wayhub.test';
const PARTNER = 'partner@wayhub.test';
const SITE = 'demo-paylater';
const ZONE = 'Europe/Oslo';
const panel = (path: string) => platformUrl(MAIN.port, path);
const storefront = (path: string) => siteUrl(SITE, MAIN.port, path);
// A missing control fails in seconds, not at the journey's timeout.
test.use({ actionTimeout: 15_000 });

const unique = (name: string) => `${name} ${Date.now().toString(36)}`;

/** The activity's id, read from the edit page's address (npanel/tour/{id}). */
const tourIdOf = (page: Page) => Number(/\/npanel\/tour\/(\d+)/.exec(page.url())?.[1]);

/** Sets the activity's status from its edit page, answering the question the page asks first. */
async function changeStatus(page: Page, status: 'Active' | 'Hidden', confirmLabel: string) {
  await page.getByRole('combobox', { name: 'Change status to' }).selectOption({ label: status });
  await page.getByRole('button', { name: 'Change status' }).click();
  const question = page.getByRole('alertdialog', { name: new RegExp(`to ${status}\\?$`) });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: confirmLabel }).click();
}

/** The storefront search for `name`: the result headings a visitor sees (none once it is gone). */
async function searchFor(page: Page, name: string) {
  await page.goto(storefront(`/en/search?q=${encodeURIComponent(name)}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toBeVisible();
  return page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 3, name });
}

test('supplier@ puts an activity on sale from nothing; a visitor finds and books it; a price edit and hiding reach the storefront', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const name = unique('Fjord Kayak Sunrise');
  const option = 'Sunrise paddle';

  // 1. Vital details: tour/-1 creates the activity, Pending, and opens it.
  await login(page, SUPPLIER);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.goto(panel('/en/npanel/tour/-1'));
  const vital = page.getByRole('form', { name: 'Vital details' });
  await vital.getByRole('textbox', { name: 'Name' }).fill(name);
  await vital.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'Oslo (NO)' });
  await vital.getByRole('textbox', { name: 'Duration' }).fill('2h 30m');
  await vital.getByRole('button', { name: 'Create activity' }).click();
  await expect(page.getByRole('form', { name: 'Basic details' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = tourIdOf(page);
  expect(id).toBeGreaterThan(0);
  await expect(page.getByTestId('tour-status')).toHaveText(/Pending/);

  // 2. Two images, each with its own progress bar while the upload is on its way.
  await page.goto(panel(`/en/npanel/tour/${id}?section=gallery_and_widget`));
  const gallery = page.getByRole('form', { name: 'Gallery and widget' });
  await expect(gallery.getByText(/No images or videos yet/)).toBeVisible();
  let releaseUploads: () => void = () => undefined;
  const uploadsHeld = new Promise<void>((resolve) => (releaseUploads = resolve));
  await page.route('**/core/v1/upload', async (route) => {
    await uploadsHeld;
    await route.continue();
  });
  await gallery.locator('input[type="file"]').setInputFiles([
    { name: 'kayak-sunrise.png', mimeType: 'image/png', buffer: gradientPng(640, 400, [250, 140, 40], [20, 60, 140]) },
    { name: 'kayak-fjord.png', mimeType: 'image/png', buffer: gradientPng(640, 400, [30, 120, 110], [230, 230, 210]) },
  ]);
  await expect(page.getByRole('progressbar', { name: 'Uploading kayak-sunrise.png' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Uploading kayak-fjord.png' })).toBeVisible();
  releaseUploads();
  const items = gallery.getByRole('list', { name: 'Gallery' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await page.unroute('**/core/v1/upload');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(items.first().getByText('Cover', { exact: true })).toBeVisible();
  await gallery.getByRole('button', { name: 'Save' }).click();
  await expect(gallery.getByText('Saved: Gallery')).toBeVisible();

  // 3. An option; its departures open, but none are planned yet.
  await page.goto(panel(`/en/npanel/tour/manage/${id}/options`));
  await expect(page.getByRole('heading', { name: 'No options yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add the first option' }).click();
  await page.getByLabel('Name in English').fill(option);
  await page.getByRole('button', { name: 'Save option' }).click();
  await expect(page.getByText(`Option “${option}” saved.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Departures of ${option}` })).toBeVisible();

  // 4. Adult and child tickets, and their prices on the option.
  await page.goto(panel(`/en/npanel/tour/manage/${id}/tickets`));
  await page.getByRole('button', { name: 'Add the first ticket' }).click();
  let ticket = page.getByRole('region', { name: 'New ticket' });
  await ticket.getByLabel('Name in English').fill('Adult');
  await ticket.getByRole('button', { name: 'Save ticket' }).click();
  await expect(page.getByText('Ticket “Adult” saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Add ticket' }).click();
  ticket = page.getByRole('region', { name: 'New ticket' });
  await ticket.getByLabel(/^Pricing type/).selectOption({ label: 'Child' });
  await ticket.getByLabel('Name in English').fill('Child');
  await ticket.getByRole('button', { name: 'Save ticket' }).click();
  await expect(page.getByText('Ticket “Child” saved.')).toBeVisible();
  // The price matrix reads the tickets again after a save: its Child row shows once it has.
  await expect(page.getByRole('group', { name: `${option} · Child` })).toBeVisible();
  await page.getByRole('group', { name: `${option} · Adult` }).getByLabel(/^Default price \(NOK\)/).fill('450');
  await page.getByRole('group', { name: `${option} · Child` }).getByLabel(/^Default price \(NOK\)/).fill('200');
  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Prices of 2 tickets saved.')).toBeVisible();

  // 5. Activation with no departure yet is refused, and the refusal names what is missing (and only that).
  await page.goto(panel(`/en/npanel/tour/${id}`));
  await expect(page.getByRole('form', { name: 'Vital details' })).toBeVisible();
  await changeStatus(page, 'Active', 'Set Active');
  const refusal = page.getByRole('alert', { name: 'Why the activity cannot be set Active' });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('link')).toHaveText(['A departure in the future']);
  await expect(page.getByTestId('tour-status')).toHaveText(/Pending/);

  // 6. A week of departures at 10:00, 8 seats each, from four days ahead.
  const first = isoInZone(ZONE, 4);
  const last = isoInZone(ZONE, 10);
  await refusal.getByRole('link', { name: 'A departure in the future' }).click();
  await page.getByRole('button', { name: `Departures of ${option}` }).click();
  const schedule = page.getByRole('form', { name: 'Create a schedule' });
  const dates = schedule.getByRole('group', { name: 'Dates' });
  await dates.getByLabel('To').fill(last);
  await dates.getByLabel('From').fill(first);
  const weekdays = schedule.getByRole('group', { name: 'Weekdays' });
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) await weekdays.getByRole('button', { name: day }).click();
  await schedule.getByLabel('Start time 1', { exact: true }).fill('10:00');
  await schedule.getByLabel(/Seats per departure/).fill('8');
  await schedule.getByRole('button', { name: 'Create departures' }).click();
  await expect(page.getByText('7 departures in the schedule: 7 new, 0 with new seats, 0 already as asked.')).toBeVisible();

  // 7. Now it is sellable: Active.
  await page.goto(panel(`/en/npanel/tour/${id}`));
  await expect(page.getByText('The activity has everything it needs to be set Active.')).toBeVisible();
  await changeStatus(page, 'Active', 'Set Active');
  await expect(page.getByTestId('tour-status')).toHaveText(/Active/);

  // Set-up: the partner sells it on demo-paylater (the site builder's product catalogue is a later issue).
  const partner = await panelApi(PARTNER);
  const moved = await partner.putOnSale(await partner.siteId(SITE), [id]);
  expect(moved.service_ids).toContain(id);

  // 8. A visitor finds it in search (the index follows within seconds) and books an adult and a child, paying later.
  const visitor = await browser.newPage();
  await expect(async () => expect(await searchFor(visitor, name)).toHaveCount(1, { timeout: 1_000 })).toPass({ timeout: 20_000 });
  await (await searchFor(visitor, name)).getByRole('link', { name }).click();
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  const productUrl = visitor.url();
  const booking = visitor.locator('#product-booking');
  await booking.getByRole('combobox').selectOption({ label: option });
  await expect(booking.getByText(`${await money(visitor, 450, 'NOK')} per person`)).toBeVisible();
  const day = isoInZone(ZONE, 5);
  await showMonth(visitor, day);
  await visitor.locator(`[data-date="${day}"]`).click();
  await booking.getByRole('group', { name: 'Start times' }).getByRole('button', { name: new RegExp(`^${label12h('10:00')},`) }).click();
  await booking.getByRole('button', { name: 'Add one Adult' }).click();
  await booking.getByRole('button', { name: 'Add one Child' }).click();
  await booking.getByRole('button', { name: 'Add to cart' }).click();
  await expect(visitor.getByText(`${name} was added to your cart.`)).toBeVisible();
  await openCheckout(visitor);
  const dialog = await fillPersonalInformation(visitor, payer('supplier-products'));
  await expect(dialog.getByText(await money(visitor, 650, 'NOK')).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  const thanks = visitor.getByRole('dialog', { name: 'Thank you for your booking' });
  await expect(thanks.getByText('Confirmed', { exact: true })).toBeVisible();
  expect((await thanks.textContent())?.match(BOOKING_NUMBER)).toHaveLength(1);

  // 9. A price edit in the panel reaches the product page.
  await page.goto(panel(`/en/npanel/tour/manage/${id}/tickets`));
  const adult = page.getByRole('group', { name: `${option} · Adult` }).getByLabel(/^Default price \(NOK\)/);
  await expect(adult).toHaveValue('450.00');
  await adult.fill('520');
  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Prices of 1 ticket saved.')).toBeVisible();
  await visitor.goto(productUrl);
  await visitor.locator('#product-booking').getByRole('combobox').selectOption({ label: option });
  await expect(visitor.locator('#product-booking').getByText(`${await money(visitor, 520, 'NOK')} per person`)).toBeVisible();

  // 10. Hidden, it leaves search.
  await page.goto(panel(`/en/npanel/tour/${id}`));
  await changeStatus(page, 'Hidden', 'Hide');
  await expect(page.getByTestId('tour-status')).toHaveText(/Hidden/);
  await expect(async () => expect(await searchFor(visitor, name)).toHaveCount(0, { timeout: 1_000 })).toPass({ timeout: 20_000 });
  // … and its product page, which sold it a minute ago, no longer does.
  await visitor.goto(productUrl);
  await expect(visitor.getByText('The product may have been removed, or this site does not offer it.')).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 1, name })).toHaveCount(0);
  await visitor.close();
});

test('supplier@ creates a rental and a cancellation policy, maps the policy onto an activity and puts it in a destination box', async ({ page }) => {
  test.setTimeout(120_000);
  const rental = unique('Harbour E-bikes');
  const policy = unique('Flexible');
  // The activity the policy is mapped onto is this journey's own, made as tour/-1 would make it.
  const supplier = await panelApi(SUPPLIER);
  const activity = await supplier.createTour({ name: unique('Policy Walk'), kind: 1, duration: '2h' });
  const activityName = activity.vital_details.name;

  await login(page, SUPPLIER);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  // A rental, from the supplier's Products, with what its product page shows.
  await page.goto(panel('/en/npanel/rental/-1'));
  await expect(page.getByRole('heading', { level: 1, name: 'Create rental' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill(rental);
  await page.getByRole('combobox', { name: /^Location/ }).selectOption({ label: 'Oslo (NO)' });
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Rental details' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Vehicle/ }).fill('E-bike');
  await page.getByRole('textbox', { name: /^Seats/ }).fill('1');
  await page.getByRole('textbox', { name: /^Price per day \(NOK\)/ }).fill('449.50');
  await page.getByRole('textbox', { name: /^Pick-up point/ }).fill('Aker Brygge');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Saved:/)).toBeVisible();
  await page.goto(panel('/en/npanel/rental'));
  await expect(page.getByRole('link', { name: rental })).toBeVisible();

  // A cancellation policy; each tier reads as a guest will read it.
  await page.goto(panel('/en/npanel/cancellation-policy/-1'));
  await expect(page.getByRole('heading', { level: 1, name: 'Cancellation policy' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(policy);
  const tier = (n: number) => page.getByRole('group', { name: `Tier ${n}` });
  await tier(1).getByRole('spinbutton', { name: 'Hours before the start' }).fill('100');
  await tier(1).getByRole('spinbutton', { name: 'Refund (%)' }).fill('100');
  await page.getByRole('button', { name: 'Add tier' }).click();
  await tier(2).getByRole('spinbutton', { name: 'Hours before the start' }).fill('24');
  await tier(2).getByRole('spinbutton', { name: 'Refund (%)' }).fill('50');
  await expect(tier(1).getByTestId('guest-text')).toHaveText('Free cancellation up to 5 days before');
  await expect(tier(2).getByTestId('guest-text')).toHaveText('50% refund up to 24 hours before');
  await page.getByRole('button', { name: 'Create policy' }).click();
  await expect(page.getByText(`The policy “${policy}” was created.`)).toBeVisible();

  // Mapped onto the activity from the policies page; the activity now shows the policy's tiers.
  await page.goto(panel('/en/npanel/product-settings/cancellation-policy'));
  const services = page.getByRole('table', { name: 'Services and their policies' });
  await services.getByRole('searchbox', { name: 'Search' }).or(page.getByRole('searchbox', { name: 'Search' }).last()).first().fill(activityName);
  const select = services.getByRole('combobox', { name: `Cancellation policy for ${activityName}` });
  await select.selectOption({ label: policy });
  await expect(page.getByText(`${activityName} now follows ${policy}.`)).toBeVisible();
  await expect(services.getByRole('row', { name: new RegExp(activityName) })).toContainText('Free cancellation up to 5 days before');

  // The activity goes into a destination box of the administrator's; the choice survives a reload.
  await page.goto(panel(`/en/npanel/tour/settings/${activity.id}/link-destination-box`));
  const boxes = page.getByRole('form', { name: 'Destination boxes' });
  await boxes.getByText('The fjords', { exact: true }).click();
  await expect(boxes.getByRole('checkbox', { name: 'The fjords' })).toBeChecked();
  await boxes.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Saved/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Destination boxes' }).getByRole('checkbox', { name: 'The fjords' })).toBeChecked();
  await page.goto(panel('/en/npanel/product-settings/cancellation-policy'));

  // A policy in use cannot be deleted: asked first, then refused with where it is used.
  const policies = page.getByRole('table', { name: 'Cancellation policies' });
  await policies.getByRole('button', { name: `Actions for ${policy}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const question = page.getByRole('alertdialog', { name: `Delete “${policy}”?` });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText(`This cancellation policy is used by 1 service: ${activityName}. Map it to another policy before you delete it.`),
  ).toBeVisible();
  await expect(policies.getByText(policy)).toBeVisible();
});
