/**
 * A partner site's life (issue 15 §1, ADR 0025): duo@ (supplier and partner, no site) creates a site from the site
 * selector; it waits, unserved, until admin@ approves it on the approval queue; then its sub-domain serves the
 * storefront. A new sub-domain asked for on the live site waits for admin@'s approval on the address-change queue
 * (ADR 0026), then only the new one is served; duo@ deactivates the site and it is no longer served.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { api } from 'shared-contracts/paths';
import { login } from '../support/panel';
import { MAIN, platformUrl, siteUrl } from '../support/servers';

test.use({ actionTimeout: 15_000 });

/** What the storefront's start-up call answers for the site's host: 200 once it is served, 404 otherwise. */
const servedStatus = async (request: APIRequestContext, subDomain: string) =>
  (await request.get(platformUrl(MAIN.port, api.partnerSites.byHost.path({ url: `${subDomain}.localhost:${MAIN.port}` })))).status();

test('duo@ creates a site; it is served once admin@ approves it, moves to a new address only once admin@ approves that, and is no longer served once deactivated', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const subDomain = `duo-${Date.now().toString(36)}`;
  const duo = await browser.newPage();
  await login(duo, 'duo@wayhub.test');
  await expect(duo).toHaveURL(/\/en\/npanel$/);
  await duo.getByLabel('Site', { exact: true }).selectOption({ label: 'Create new site' });
  const form = duo.getByRole('form', { name: 'New site' });
  await form.getByRole('textbox', { name: /Site name/ }).fill('Duo Fjord Tours');
  await form.getByRole('textbox', { name: /Sub-domain/ }).fill(subDomain);
  // By keyboard: the form's save bar, up once the form has changes, sits over the lower fields of a short window.
  const norwegian = form.getByRole('checkbox', { name: 'Norwegian' });
  await norwegian.focus();
  await duo.keyboard.press('Space');
  await expect(norwegian).toBeChecked();
  await form.getByRole('button', { name: 'Create site' }).click();
  const status = duo.getByRole('region', { name: 'Status' });
  await expect(status.getByText('Waiting for approval')).toBeVisible();
  expect(await servedStatus(request, subDomain)).toBe(404);

  const admin = await (await browser.newContext()).newPage();
  await login(admin, 'admin@wayhub.test');
  await admin.goto(platformUrl(MAIN.port, '/en/admin/partner-site/pending'));
  await admin.getByRole('button', { name: 'Approve Duo Fjord Tours' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Approve and publish' }).click();
  await expect(admin.getByRole('status')).toContainText('Duo Fjord Tours is approved and live.');
  expect(await servedStatus(request, subDomain)).toBe(200);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(siteUrl(subDomain, MAIN.port, '/en/search'));
  await expect(visitor).toHaveTitle(/Duo Fjord Tours/);

  await duo.reload();
  await expect(status.getByText('Live')).toBeVisible();

  // A live site's new sub-domain waits for admin@: the old address is served until the change is approved.
  const moved = `${subDomain}-new`;
  const settings = duo.getByRole('form', { name: 'General settings' });
  await settings.getByRole('textbox', { name: /Sub-domain/ }).fill(moved);
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(duo.getByText('A new address is waiting for approval')).toBeVisible();
  expect(await servedStatus(request, subDomain)).toBe(200);
  expect(await servedStatus(request, moved)).toBe(404);
  await admin.goto(platformUrl(MAIN.port, '/en/admin/partner-site/pending-change'));
  await expect(admin.getByRole('table', { name: 'Address change of Duo Fjord Tours' })).toContainText(moved);
  await admin.getByRole('button', { name: 'Approve the address change of Duo Fjord Tours' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Approve the change' }).click();
  await expect(admin.getByRole('status')).toContainText('The new address of Duo Fjord Tours is approved.');
  expect(await servedStatus(request, moved)).toBe(200);
  expect(await servedStatus(request, subDomain)).toBe(404);

  await duo.reload();
  await expect(status.getByText('Live')).toBeVisible();
  await duo.getByRole('button', { name: 'Deactivate site' }).click();
  await duo.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(status.getByText('Deactivated')).toBeVisible();
  expect(await servedStatus(request, moved)).toBe(404);
});
