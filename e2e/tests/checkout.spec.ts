/**
 * Checkout journeys (issue 4 §3): pay later on demo-paylater with the confirmation e-mail delivered over SMTP, a card
 * that succeeds and one that is declined on demo (simulated Stripe test cards), the simulated card reader and a
 * reader that is not there, and an item sold out by another visitor between add and pay. Every booking goes through
 * the real API and database; seats are read back through the public availability call, as another visitor sees them.
 */
import { expect, test, type Page } from '../support/test';
import { SIMULATED_READER_ID, SIMULATED_TERMINAL_LOCATION } from 'shared-contracts/booking';
import { STOREFRONT_STORAGE } from 'shared-contracts/constants';
import { storefrontApi } from '../support/booking';
import { BOOKING_NUMBER, CRUISE, fillPersonalInformation, openCheckout, payWithCard, payer, seatsLeft } from '../support/checkout-ui';
import { MAIN, caughtMail, siteUrl } from '../support/servers';
import { ownDeparture } from '../support/departures';
import { addActivity, addHotelStay, seedService } from '../support/storefront-ui';

const HOTEL = 'oslo-harbour-hotel';
const cruise = seedService(CRUISE);
if (cruise.details.kind !== 'activity') throw new Error('seed: the cruise is not an activity');

test('pay later on demo-paylater: an activity and a hotel stay are confirmed, and the e-mail arrives', async ({ page }) => {
  const origin = siteUrl('demo-paylater', MAIN.port);
  const when = await ownDeparture('payLater', { subDomain: 'demo-paylater', seats: 2 });
  const who = payer('paylater');
  const before = await seatsLeft('demo-paylater', when.date, when.time);

  await addActivity(page, origin, CRUISE, { ...when, adults: 2 });
  await addHotelStay(page, origin, HOTEL);
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByTestId('cart-count')).toHaveText('2');
  await expect(drawer.getByRole('article', { name: cruise.texts.en.name })).toBeVisible();
  await expect(drawer.getByRole('article', { name: seedService(HOTEL).texts.en.name })).toBeVisible();

  await openCheckout(page);
  const dialog = await fillPersonalInformation(page, who);
  await dialog.getByRole('button', { name: 'Confirm booking' }).click();

  const thanks = page.getByRole('dialog', { name: 'Thank you for your booking' });
  await expect(thanks.getByText('Confirmed', { exact: true })).toBeVisible();
  const numbers = (await thanks.textContent())?.match(BOOKING_NUMBER) ?? [];
  expect(new Set(numbers).size).toBe(2);
  expect((await seatsLeft('demo-paylater', when.date, when.time)).remaining).toBe(before.remaining - 2);

  // The confirmation e-mail, received by a real SMTP server: both booking numbers and the way back in.
  await expect.poll(async () => (await caughtMail(who.email)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await caughtMail(who.email);
  for (const number of numbers) expect(mail!.text).toContain(number);
  expect(mail!.text).toContain(`${origin}/en/customer-reservation/login`);
  expect(mail!.subject).toMatch(/confirmed/i);

  // The cart was closed: opening it again shows it empty.
  await page.keyboard.press('Escape');
  await page.goto(`${origin}/en`);
  await page.getByRole('button', { name: /cart/i }).first().click();
  await expect(page.getByRole('dialog', { name: 'Your cart' }).getByText('Your cart is empty.')).toBeVisible();
});

test('card 4242 on demo: paid, and booking-details shows the booking', async ({ page }) => {
  const origin = siteUrl('demo', MAIN.port);
  const when = await ownDeparture('card', { subDomain: 'demo', seats: 1 });
  await addActivity(page, origin, CRUISE, when);
  await openCheckout(page);
  const dialog = await fillPersonalInformation(page, payer('card'));
  await expect(dialog.getByText('Test mode')).toBeVisible();
  await payWithCard(dialog, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/en\/booking-details\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Booking details' })).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByText(cruise.texts.en.name).first()).toBeVisible();
  await expect(page.getByText(BOOKING_NUMBER).first()).toBeVisible();
});

test('card 4000 0000 0000 0002 is declined with the spec message, and the seats are back on sale', async ({ page }) => {
  const origin = siteUrl('demo', MAIN.port);
  const when = await ownDeparture('declined', { subDomain: 'demo', seats: 3 });
  const before = await seatsLeft('demo', when.date, when.time);
  await addActivity(page, origin, CRUISE, { ...when, adults: 3 });
  await openCheckout(page);
  const dialog = await fillPersonalInformation(page, payer('declined'));
  await payWithCard(dialog, '4000 0000 0000 0002');

  await expect(dialog.getByRole('alert').filter({ hasText: 'Your card detail is invalid!' })).toBeVisible();
  await expect(page).not.toHaveURL(/booking-details/);
  await expect.poll(async () => (await seatsLeft('demo', when.date, when.time)).remaining).toBe(before.remaining);
});

test.describe('the simulated card reader', () => {
  async function saveTerminalSettings(page: Page, readerId: string) {
    const siteId = await storefrontApi('demo').siteId();
    await page.goto(siteUrl('demo', MAIN.port, '/en'));
    await page.evaluate(
      ([key, value]) => window.localStorage.setItem(key!, value!),
      [STOREFRONT_STORAGE.terminalSettings(siteId), JSON.stringify({ location_id: SIMULATED_TERMINAL_LOCATION, reader_id: readerId })],
    );
  }

  test('connects, takes a tapped card and confirms the booking', async ({ page }) => {
    const origin = siteUrl('demo', MAIN.port);
    await saveTerminalSettings(page, SIMULATED_READER_ID);
    await addActivity(page, origin, CRUISE, await ownDeparture('reader', { subDomain: 'demo', seats: 1 }));
    await openCheckout(page);
    const dialog = await fillPersonalInformation(page, payer('reader'));
    await dialog.getByRole('button', { name: 'Pay with Reader' }).click();
    await expect(dialog.getByText('Waiting for Payment')).toBeVisible();
    await expect(dialog.getByText('Reader: WisePOS E simulated')).toBeVisible();
    await dialog.getByRole('button', { name: 'Tap card' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you for your booking' });
    await expect(thanks.getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(thanks.getByText(BOOKING_NUMBER)).toBeVisible();
  });

  test('a reader that is not there: "Reader Not Found…", and the seats are released', async ({ page }) => {
    const origin = siteUrl('demo', MAIN.port);
    const when = await ownDeparture('readerMissing', { subDomain: 'demo', seats: 1 });
    const before = await seatsLeft('demo', when.date, when.time);
    await saveTerminalSettings(page, 'tmr_not_registered');
    await addActivity(page, origin, CRUISE, when);
    await openCheckout(page);
    const dialog = await fillPersonalInformation(page, payer('noreader'));
    await dialog.getByRole('button', { name: 'Pay with Reader' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Reader Not Found. Please check your connection or device settings and try again.' })).toBeVisible();
    expect((await seatsLeft('demo', when.date, when.time)).remaining).toBe(before.remaining);
  });
});

test('an item sold out by another visitor between add and pay: the hold is refused and says which', async ({ page }) => {
  const origin = siteUrl('demo-paylater', MAIN.port);
  const when = await ownDeparture('soldOut', { subDomain: 'demo-paylater', seats: 1 });
  await addActivity(page, origin, CRUISE, when);
  await openCheckout(page);
  const dialog = await fillPersonalInformation(page, payer('soldout'));

  // While the form is being filled in, someone else takes every seat that is left.
  const left = await seatsLeft('demo-paylater', when.date, when.time);
  await storefrontApi('demo-paylater').buyOut(
    left.siteId,
    { serviceable_id: left.serviceId, option_id: left.optionId, date: when.date, slot_id: left.slot.id, ticket_id: left.adultTicket },
    left.remaining,
  );
  expect((await seatsLeft('demo-paylater', when.date, when.time)).remaining).toBe(0);

  await dialog.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /no longer available/ }).filter({ hasText: cruise.texts.en.name })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Thank you for your booking' })).toHaveCount(0);
  expect((await seatsLeft('demo-paylater', when.date, when.time)).remaining).toBe(0);
});
