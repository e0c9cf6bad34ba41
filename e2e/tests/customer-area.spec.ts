/**
 * The guest's way back in (issue 5 §3): book and pay by card on demo, ask for a login link, open it from the e-mail a
 * real SMTP server received, find the booking under its month, see the full refund before the free-cancellation
 * limit, cancel, and see the booking cancelled and its seats on sale again. The spent link is then refused. A package
 * booking opens on its own page, addressed by its payment and then its reservation, with the package's rows.
 */
import { expect, test, type Page } from '../support/test';
import { OTHER_BUYER, storefrontApi } from '../support/booking';
import { BOOKING_NUMBER, CRUISE, fillPersonalInformation, openCheckout, payWithCard, payer, seatsLeft } from '../support/checkout-ui';
import { login } from '../support/panel';
import { MAIN, caughtMail, platformUrl, siteUrl } from '../support/servers';
import { ownDeparture } from '../support/departures';
import { addActivity, seedService } from '../support/storefront-ui';

const cruise = seedService(CRUISE);
if (cruise.details.kind !== 'activity') throw new Error('seed: the cruise is not an activity');
/** The package demo-paylater sells (two activities over two days, no hotel). */
const PACKAGE = 'arctic-weekend-tromso';
const LOGIN_LINK = /http:\/\/\S+\/customer-reservation\/login\/token\?token=[A-Za-z0-9_-]+/;

test('a guest logs in from the e-mailed link, cancels a card booking for a full refund, and the seats are back', async ({ page, browser }) => {
  const origin = siteUrl('demo', MAIN.port);
  // Weeks ahead: far outside the cruise's 48-hour free-cancellation limit, on a departure no other journey uses.
  const when = await ownDeparture('customerCancel', { subDomain: 'demo', seats: 2 });
  const who = payer('customer');
  const before = await seatsLeft('demo', when.date, when.time);

  // 1. Book on the demo site, paying by (simulated) card.
  await addActivity(page, origin, CRUISE, { ...when, adults: 2 });
  await openCheckout(page);
  await payWithCard(await fillPersonalInformation(page, who), '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/en\/booking-details\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  const bookingNumber = (await page.getByText(BOOKING_NUMBER).first().textContent())!.match(BOOKING_NUMBER)![0];
  expect((await seatsLeft('demo', when.date, when.time)).remaining).toBe(before.remaining - 2);

  // 2. Ask for a login link and open it from the e-mail.
  const link = await loginLinkFor(page, origin, who.email);
  expect(link.startsWith(`${origin}/en/customer-reservation/login/token?token=`)).toBe(true);
  await page.goto(link);

  // 3. The booking, under the month it starts in.
  await expect(page).toHaveURL(/\/en\/customer-reservation\/booking$/);
  const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${when.date}T12:00:00Z`));
  const monthSection = page.getByRole('region', { name: month });
  await expect(monthSection).toBeVisible();
  const item = monthSection.getByRole('link', { name: new RegExp(cruise.texts.en.name) });
  await expect(item).toContainText(bookingNumber);
  await item.click();

  // 4. Before the free-cancellation limit: a full refund. Cancel.
  await expect(page).toHaveURL(/\/en\/customer-reservation\/booking\/[0-9a-f-]{36}$/);
  await expect(page.getByText(bookingNumber)).toBeVisible();
  await expect(page.getByText(/Free cancellation/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: /Cancel booking/ });
  await expect(dialog.getByText('Refund available')).toBeVisible();
  await expect(dialog.getByText('100%').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();

  // 5. Cancelled, with the refund note; the seats are on sale again.
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/within at most 10 working days/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await expect.poll(async () => (await seatsLeft('demo', when.date, when.time)).remaining).toBe(before.remaining);

  // An administrator sees the cancellation, refunded, made by the customer.
  const admin = await browser.newPage();
  await login(admin, 'admin@wayhub.test', platformUrl(MAIN.port));
  await expect(admin).toHaveURL(/\/en\/admin\/dashboard$/);
  await admin.goto(platformUrl(MAIN.port, '/en/admin/cancellations'));
  const row = admin.getByRole('row').filter({ hasText: bookingNumber });
  await expect(row).toContainText('Refunded');
  await expect(row).toContainText('Customer');
  await expect(row).toContainText(who.email);
  await admin.close();

  // The spent link is refused, with a way to ask for a new one.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByText(/already been used/)).toBeVisible();
  await expect(page.getByRole('button', { name: /new (login )?link/i }).or(page.getByRole('link', { name: /new (login )?link/i }))).toBeVisible();
});

/** Requests a login link on `origin` for `email`, and answers the link of the e-mail that arrives. */
async function loginLinkFor(page: Page, origin: string, email: string): Promise<string> {
  await page.goto(`${origin}/en/customer-reservation/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send login link' }).click();
  await expect(page.getByText(/valid for 1 hour/)).toBeVisible();
  let link = '';
  await expect
    .poll(async () => (link = (await caughtMail(email)).map((m) => m.text.match(LOGIN_LINK)?.[0]).find(Boolean) ?? ''), { timeout: 20_000 })
    .toMatch(LOGIN_LINK);
  return link;
}

test('a package booking opens on its own page with its package rows', async ({ page }) => {
  const origin = siteUrl('demo-paylater', MAIN.port);
  const email = `kari.package.${Date.now()}@example.test`;
  const storefront = storefrontApi('demo-paylater');
  const booked = await storefront.bookPackageLater(await storefront.siteId(), PACKAGE, { ...OTHER_BUYER, email });
  const seed = seedService(PACKAGE);
  if (seed.details.kind !== 'package') throw new Error('seed: not a package');
  const typeOf = (slug: string) => seedService(slug).type;
  const activities = seed.details.parts.filter((p) => typeOf(p.slug) !== 'hotels').length;
  const hotels = seed.details.parts.length - activities;

  await page.goto(await loginLinkFor(page, origin, email));
  await expect(page).toHaveURL(/\/en\/customer-reservation\/booking$/);
  const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${booked.startDate}T12:00:00Z`));
  await page.getByRole('region', { name: month }).getByRole('link', { name: new RegExp(booked.name) }).click();

  await expect(page).toHaveURL(new RegExp(`/en/customer-reservation/booking/package/${booked.paymentUuid}/[0-9a-f-]{36}$`));
  await expect(page.getByText(`${seed.details.durationDays} Day Package`)).toBeVisible();
  await expect(page.getByText(`${activities} x Activity`)).toBeVisible();
  // A package without a hotel has no hotel line at all.
  if (hotels > 0) await expect(page.getByText(`${hotels} x Hotel`)).toBeVisible();
  else await expect(page.getByText(/x Hotel/)).toHaveCount(0);
  await expect(page.getByText('+47 98765432')).toBeVisible();
});
