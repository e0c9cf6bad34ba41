/**
 * A booking's actions in the panel (issue 14 Proofs 2 and 4): supplier@ cancels a card-paid booking with a partial
 * refund (the guest gets the cancellation e-mail, and the refund shows among the payment's events), and re-sends
 * another booking's confirmation to the guest. Each journey owns its departure (support/departures.ts).
 */
import { expect, test, type Page } from '../support/test';
import { OTHER_BUYER, storefrontApi } from '../support/booking';
import { seatsLeft } from '../support/checkout-ui';
import { ownDeparture, type Journey } from '../support/departures';
import { login } from '../support/panel';
import { MAIN, caughtMail, platformUrl } from '../support/servers';

const SUPPLIER = 'supplier@wayhub.test';
test.use({ actionTimeout: 15_000 });

/** A guest books two cruise seats on demo in the journey's window, by card or to pay later; its e-mail is unique. */
async function bookOnDemo(journey: Journey, tag: string, pay: 'card' | 'later') {
  const subDomain = pay === 'card' ? 'demo' : 'demo-paylater';
  const when = await ownDeparture(journey, { subDomain, seats: 2 });
  const cruise = await seatsLeft(subDomain, when.date, when.time);
  const guest = { ...OTHER_BUYER, first_name: 'Gunn', last_name: tag, email: `${tag.toLowerCase()}-${Date.now().toString(36)}@example.test` };
  await storefrontApi(subDomain).bookActivity(
    cruise.siteId,
    { serviceable_id: cruise.serviceId, option_id: cruise.optionId, date: when.date, slot_id: cruise.slot.id, ticket_id: cruise.adultTicket },
    2,
    guest,
    pay,
  );
  return { guest, when, cruise, subDomain };
}

/** supplier@ finds the guest's booking by e-mail and opens it; answers its booking number. */
async function openBooking(page: Page, email: string): Promise<string> {
  await login(page, SUPPLIER);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.goto(platformUrl(MAIN.port, '/en/npanel/reservations'));
  const table = page.getByRole('table', { name: 'Reservations' });
  await page.getByRole('searchbox', { name: 'Search reservations' }).fill(email);
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.click();
  const heading = page.getByRole('heading', { level: 1, name: /^Booking / });
  await expect(heading).toBeVisible();
  return (await heading.textContent())!.replace(/^Booking /, '').trim();
}

test('supplier@ cancels a booking with a partial refund: the guest is e-mailed, the refund is among the payment’s events', async ({ page }) => {
  test.setTimeout(150_000);
  const { guest, when, subDomain } = await bookOnDemo('reservationCancel', 'Partial', 'card');
  const seatsBefore = (await seatsLeft(subDomain, when.date, when.time)).remaining;
  const number = await openBooking(page, guest.email);

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel booking ${number}` });
  const amount = dialog.getByRole('textbox', { name: /Refund \(NOK\)/ });
  await expect(amount).toHaveValue(/^\d+\.\d{2}$/);
  await amount.fill('100');
  await dialog.getByRole('textbox', { name: /Reason for the guest/ }).fill('The boat needs repairs.');
  await dialog.getByRole('button', { name: 'Cancel booking…' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(dialog.getByText('The booking is cancelled.')).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'OK' }).click();

  // The details now say cancelled, and the payment's events hold the refund.
  await expect(page.getByText('Cancelled').first()).toBeVisible();
  await expect(page.getByText('refund.succeeded', { exact: false })).toBeVisible();
  expect((await seatsLeft(subDomain, when.date, when.time)).remaining).toBe(seatsBefore + 2);
  await expect
    .poll(async () => (await caughtMail(guest.email)).some((m) => m.subject.startsWith(`Your booking ${number} is cancelled`) && /The boat needs repairs/.test(m.text)), {
      timeout: 20_000,
    })
    .toBe(true);
});

test('supplier@ re-sends a booking’s confirmation to the guest', async ({ page }) => {
  test.setTimeout(120_000);
  const { guest } = await bookOnDemo('resendConfirmation', 'Resend', 'later');
  const number = await openBooking(page, guest.email);
  const confirmations = async () => (await caughtMail(guest.email)).filter((m) => m.subject.startsWith('Your booking is confirmed') && m.text.includes(number)).length;
  await expect.poll(confirmations, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  const before = await confirmations();

  await page.getByRole('button', { name: 'Send confirmation again' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox', { name: `The guest (${guest.email})` })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('The e-mail is on its way.')).toBeVisible();
  await expect.poll(confirmations, { timeout: 20_000 }).toBe(before + 1);
});
