/**
 * Stripe Connect (issue 15 §2, ADR 0031): partner@ connects its own Stripe account for NOK to the demo site through the
 * simulated provider's onboarding page, sees it connected on the merchant of record page, and disconnects it after
 * confirming. A connection cancelled on the onboarding page says so on the return page, with the way back. axe scans the
 * merchant page and the return page. The journey undoes what it does, so others keep the seed.
 */
import { expect, test } from '../support/test';
import { MerchantOfRecordType, PaymentMethod } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { PartnerSiteAnswerSchema } from 'shared-contracts/sites';
import * as v from 'valibot';
import { expectNoSeriousViolations } from '../support/axe';
import { login, PASSWORD } from '../support/panel';
import { MAIN, platformUrl } from '../support/servers';

const PARTNER = 'partner@wayhub.test';
const panel = (path: string) => platformUrl(MAIN.port, path);
test.use({ actionTimeout: 15_000 });

/** A panel user's bearer calls, as the panel's HTTP client makes them. */
async function bearer(email: string) {
  const answer = await fetch(panel(api.auth.login.path()), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  const token = ((await answer.json()) as { data: { access_token: string } }).data.access_token;
  return (method: string, path: string, body?: unknown) =>
    fetch(panel(path), { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

/** The demo site's id, taking card payments through the platform (the seed's; switched and approved if not). */
async function demoTakingCards(): Promise<number> {
  const partner = await bearer(PARTNER);
  const byHost = await fetch(panel(api.partnerSites.byHost.path({ url: `demo.localhost:${MAIN.port}` })));
  const id = v.parse(PartnerSiteAnswerSchema, await byHost.json()).data.id;
  const site = v.parse(PartnerSiteAnswerSchema, await (await partner('GET', api.partnerSites.byId.path({ id }))).json()).data;
  if (site.merchant_of_record.type !== MerchantOfRecordType.GOTO_HUB) {
    const asked = await partner('PUT', api.partnerSites.merchantOfRecord.path({ id }), { type: MerchantOfRecordType.GOTO_HUB, payment_method: [PaymentMethod.STRIPE, PaymentMethod.STRIPE_TERMINAL] });
    const change = v.parse(PartnerSiteAnswerSchema, await asked.json()).data.address_change;
    // The demo site is live: the change waits for an administrator (ADR 0030).
    if (change?.status === 1) await (await bearer('admin@wayhub.test'))('PUT', api.partnerSites.approveChange.path({ id: change.id }));
  }
  // A journey run before may have left a connection behind.
  for (const account of site.stripe_accounts ?? []) await partner('GET', api.partnerSites.deauthorizeStripe.path({ id }, { currency_code: account.currency }));
  return id;
}

test('partner@ connects a Stripe account for NOK through the simulated onboarding, sees it connected, and disconnects it', async ({ page }) => {
  test.setTimeout(120_000);
  const id = await demoTakingCards();
  const merchantPage = panel(`/en/npanel/sites/${id}/settings/merchant-of-records`);
  await login(page, PARTNER);
  await page.goto(merchantPage);
  const accounts = page.getByRole('table', { name: 'Stripe accounts' });
  const nok = accounts.getByRole('row', { name: /^NOK\b/ });
  await expect(nok).toContainText('Not connected');
  await expectNoSeriousViolations(page);

  // Cancelled on the onboarding page: the return page says so and leads back.
  await accounts.getByRole('button', { name: 'Connect with Stripe for EUR' }).click();
  await expect(page).toHaveTitle('Simulated Stripe: connect an account');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/en\/npanel\/stripe-connect\?/);
  await expect(page.getByText('The connection was cancelled')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Back to the merchant of record page' }).click();
  await expect(page).toHaveURL(merchantPage);
  await expect(accounts.getByRole('row', { name: /^EUR\b/ })).toContainText('Not connected');

  // Connected: Stripe's stand-in sends the partner back, and the return page sets the account up for the site.
  await accounts.getByRole('button', { name: 'Connect with Stripe for NOK' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connect an account' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Connect account' }).click();
  await expect(page).toHaveURL(merchantPage);
  await expect(page.getByText(/^The Stripe account acct_sim_\w+ is connected for NOK\.$/)).toBeVisible();
  await expect(nok).toContainText('Connected');
  await expect(nok).toContainText(/acct_sim_\w+/);
  await expectNoSeriousViolations(page);

  // A reload reads it from the site, not from what the page remembered.
  await page.reload();
  await expect(nok).toContainText(/acct_sim_\w+/);

  // Disconnect, by keyboard, after confirming.
  const disconnect = nok.getByRole('button', { name: 'Disconnect the NOK account' });
  await disconnect.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Disconnect the NOK account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('The NOK Stripe account is disconnected.')).toBeVisible();
  await expect(nok).toContainText('Not connected');
});
