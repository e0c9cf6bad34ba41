/**
 * The activity calendar (issue 13, Proof): supplier@ lowers a departure's allotment and the storefront's date picker
 * shows the seats left; a lower allotment than is sold is refused with the numbers; a guest is checked in from the
 * guest list. A second journey cancels a departure with three bookings (two by card, one pay later): the progress
 * bar runs to the end, three e-mails arrive over SMTP, the card bookings are refunded, the seats are closed. Each
 * journey owns its cruise departure (support/departures.ts), so they pass alone and in any order.
 */
import { expect, test } from '../support/test';
import { OTHER_BUYER, storefrontApi } from '../support/booking';
import { seatsLeft } from '../support/checkout-ui';
import { ownDeparture } from '../support/departures';
import { login } from '../support/panel';
import { panelApi } from '../support/supplier';
import { caughtMail, MAIN, platformUrl, siteUrl } from '../support/servers';

const SUPPLIER = 'supplier@wayhub.test';
const LOGIN_LINK = /http:\/\/\S+\/customer-reservation\/login\/token\?token=[A-Za-z0-9_-]+/;
const panel = (path: string) => platformUrl(MAIN.port, path);
test.use({ actionTimeout: 15_000 });

const buyer = (tag: string) => ({ ...OTHER_BUYER, first_name: tag, last_name: 'Guest', email: `calendar-${tag.toLowerCase()}-${Date.now().toString(36)}@example.test` });

test('supplier@ lowers a departure; the storefront shows the seats left; below what is sold is refused; a guest is checked in', async ({ page }) => {
  test.setTimeout(120_000);
  const when = await ownDeparture('calendar', { subDomain: 'demo-paylater', seats: 4 });
  const before = await seatsLeft('demo-paylater', when.date, when.time);
  const site = storefrontApi('demo-paylater');
  // One guest books two seats, pay later.
  const guest = buyer('Ingrid');
  await site.bookActivity(
    before.siteId,
    { serviceable_id: before.serviceId, option_id: before.optionId, date: when.date, slot_id: before.slot.id, ticket_id: before.adultTicket },
    2,
    guest,
    'later',
  );

  // What the departure has sold now: the seed's bookings, if any, and this guest's two seats.
  const seen = await (await panelApi(SUPPLIER)).departure(before.serviceId, when.date, before.slot.id);
  const sold = seen.held + seen.booked;
  expect(sold).toBeGreaterThanOrEqual(2);

  await login(page, SUPPLIER);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  const base = `/en/npanel/calendar/${before.serviceId}/${before.optionId}`;
  await page.goto(panel(`${base}/change-allotments?date=${when.date}&slot=${before.slot.id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tour Option Allotment' })).toBeVisible();
  const form = page.getByRole('form', { name: `Departure at ${when.time}` });
  await expect(form).toBeVisible();

  const allotmentField = form.getByRole('spinbutton', { name: /^Allotment/ }).or(form.getByRole('textbox', { name: /^Allotment/ })).first();

  // Below what is sold: refused, with the numbers.
  await allotmentField.fill(String(sold - 1));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`This departure already has ${sold} seats booked, so its allotment cannot be lower than ${sold}.`)).toBeVisible();

  // Down to sold + 3: saved, and the storefront offers exactly 3.
  await allotmentField.fill(String(sold + 3));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`now has ${sold + 3} seats`) })).toBeVisible();
  expect((await seatsLeft('demo-paylater', when.date, when.time)).remaining).toBe(3);

  // The guest list of the departure: the guest, checked in with one tap.
  await page.goto(panel(`${base}/guest-list?date=${when.date}&slot=${before.slot.id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Guest list' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`${guest.first_name} ${guest.last_name}`) });
  await expect(row).toContainText('2');
  await row.getByRole('button', { name: `Check in ${guest.first_name} ${guest.last_name}` }).click();
  await expect(row).toContainText('Checked in');
});

test('supplier@ cancels a departure with three bookings: progress to the end, three e-mails, refunds, seats closed', async ({ page }) => {
  test.setTimeout(150_000);
  const when = await ownDeparture('bulkCancel', { subDomain: 'demo', seats: 4 });
  const demo = await seatsLeft('demo', when.date, when.time);
  const later = await seatsLeft('demo-paylater', when.date, when.time);
  const item = { serviceable_id: demo.serviceId, option_id: demo.optionId, date: when.date, slot_id: demo.slot.id, ticket_id: demo.adultTicket };
  const guests = [buyer('Astrid'), buyer('Bjorn'), buyer('Cecilie')];
  await storefrontApi('demo').bookActivity(demo.siteId, item, 1, guests[0]!, 'card');
  await storefrontApi('demo').bookActivity(demo.siteId, item, 1, guests[1]!, 'card');
  await storefrontApi('demo-paylater').bookActivity(later.siteId, item, 1, guests[2]!, 'later');

  // Seats the seed sold without bookings count as booked too: read what the calendar shows.
  const seen = await (await panelApi(SUPPLIER)).departure(demo.serviceId, when.date, demo.slot.id);
  expect(seen.booked).toBeGreaterThanOrEqual(3);

  await login(page, SUPPLIER);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.goto(panel(`/en/npanel/calendar/${demo.serviceId}/${demo.optionId}/bulk-cancellation?date=${when.date}&slot=${demo.slot.id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk cancellation' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: new RegExp(`at ${when.time}: ${seen.booked} booked`) })).toBeChecked();
  await page.getByRole('textbox', { name: 'Reason (told to the guests)' }).fill('Storm warning on the fjord');
  await page.getByRole('button', { name: 'Cancel 1 departure' }).click();
  const question = page.getByRole('alertdialog', { name: 'Cancel 1 departure?' });
  await question.getByRole('button', { name: 'Cancel departures' }).click();

  await expect(page.getByText('3 of 3 bookings handled')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar', { name: 'Cancelling the bookings' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText(/Done: 3 bookings are cancelled, and the departure is closed/)).toBeVisible();
  const bookings = page.getByRole('table', { name: 'Bookings being cancelled' });
  await expect(bookings.getByText('Cancelled')).toHaveCount(3);
  await expect(bookings.getByText('Nothing paid')).toHaveCount(1);

  // Every guest is told over SMTP, with the reason.
  for (const guest of guests) {
    await expect.poll(async () => (await caughtMail(guest.email)).filter((m) => /is cancelled/.test(m.subject)).length, { timeout: 30_000 }).toBe(1);
    expect((await caughtMail(guest.email)).find((m) => /is cancelled/.test(m.subject))!.text).toContain('Storm warning on the fjord');
  }
  // The pay-later guest's own area shows the booking cancelled (logged in from the e-mailed link).
  const origin = siteUrl('demo-paylater', MAIN.port);
  await page.goto(`${origin}/en/customer-reservation/login`);
  await page.getByLabel('E-mail').fill(guests[2]!.email);
  await page.getByRole('button', { name: 'Send login link' }).click();
  let link = '';
  await expect
    .poll(async () => (link = (await caughtMail(guests[2]!.email)).map((m) => m.text.match(LOGIN_LINK)?.[0]).find(Boolean) ?? ''), { timeout: 20_000 })
    .toMatch(LOGIN_LINK);
  await page.goto(link);
  await expect(page).toHaveURL(/\/en\/customer-reservation\/booking$/);
  const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${when.date}T12:00:00Z`));
  const bookingsOfMonth = page.getByRole('region', { name: month });
  await expect(bookingsOfMonth.getByRole('link', { name: /Oslo Fjord Sightseeing Cruise/ })).toHaveCount(1);
  await expect(bookingsOfMonth).toContainText('Cancelled');

  // The departure is closed on the storefront.
  const after = await storefrontApi('demo').slots(demo.serviceId, demo.siteId, when.date, demo.optionId);
  expect(after.find((s) => s.start_time === when.time)?.bookable ?? false).toBe(false);
});
