/**
 * Checkout steps the journeys share: a payer, the checkout dialog's personal information, paying with a simulated
 * test card, and the seats left on a cruise departure as another visitor reads them through the public API.
 */
import { expect, type Page } from '@playwright/test';
import { storefrontApi } from './booking';

export const CRUISE = 'oslo-fjord-sightseeing-cruise';
export const BOOKING_NUMBER = /WH-\d{8}-\d{6}/g;

export function payer(tag: string) {
  return { firstName: 'Kari', lastName: 'Nordmann', email: `kari.${tag}.${Date.now()}@example.test`, country: 'Norway', areaCode: '+47', phone: '41234567' };
}
export type Payer = ReturnType<typeof payer>;

export async function fillPersonalInformation(page: Page, who: Payer) {
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByLabel('First name').fill(who.firstName);
  await dialog.getByLabel('Last name').fill(who.lastName);
  await dialog.getByLabel('E-mail').fill(who.email);
  const country = dialog.getByLabel('Country');
  if ((await country.evaluate((el) => el.tagName)) === 'SELECT') await country.selectOption({ label: who.country });
  else await country.fill(who.country);
  await dialog.getByLabel('Area code').fill(who.areaCode);
  await dialog.getByLabel('Phone').fill(who.phone);
  return dialog;
}

export async function openCheckout(page: Page) {
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('dialog', { name: 'Checkout' })).toBeVisible();
}

/** Fills a simulated test card (demo runs the simulated provider) and pays. */
export async function payWithCard(dialog: ReturnType<Page['getByRole']>, number: string) {
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await dialog.getByLabel('Security code (CVC)').fill('123');
  await dialog.getByRole('button', { name: /^Pay / }).click();
}

/** Seats left on a cruise departure, as the public availability call answers. */
export async function seatsLeft(subDomain: string, date: string, time: string, slug = CRUISE) {
  const api = storefrontApi(subDomain);
  const siteId = await api.siteId();
  const service = await api.service(slug, siteId);
  const full = await api.tourFull(service.id, siteId);
  const slots = await api.slots(service.id, siteId, date, full.options[0]!.id);
  const slot = slots.find((s) => s.start_time === time);
  if (!slot) throw new Error(`no ${time} departure on ${date}`);
  return { remaining: slot.remaining, slot, siteId, serviceId: service.id, optionId: full.options[0]!.id, adultTicket: full.tickets.find((t) => t.pricing_type === 'Adult')!.id };
}
