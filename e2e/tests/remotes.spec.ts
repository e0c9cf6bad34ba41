import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import {
  CUSTOMER_LOGIN_HEADING,
  INCOMPATIBLE_PARTNER_VERSION,
  NEW_CUSTOMER_LOGIN_HEADING,
  NEW_TEXT_CUSTOMER_VERSION,
  NEXT_SITE_VERSION,
  remoteVariantsBuilt,
} from '../support/remote-variants';
import { login } from '../support/panel';
import { ALT, platformUrl, siteUrl } from '../support/servers';
import { html } from '../support/page-html';

// The versions these journeys switch to are built in the background from the start of the run (global set-up).
test.beforeAll(async () => {
  test.setTimeout(11 * 60_000);
  await remoteVariantsBuilt();
});

test('a remote that is down shows the error panel while the drawer and top bar keep working', async ({ page }) => {
  await page.route('**/remotes/mfe-panel-supplier/**', (route) => route.abort('connectionrefused'));
  await login(page, 'supplier@wayhub.test');
  await expect(page).toHaveURL(/\/en\/npanel$/);

  // The shell's own profile renders; the supplier area below it cannot load.
  await expect(page.getByRole('heading', { name: 'Sam Supplier' })).toBeVisible();
  await expect(page.getByText('This section could not be loaded')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Activity Calendar' }).click();
  await expect(page).toHaveURL(/\/en\/npanel\/calendar$/);
  await expect(page.getByText('This section could not be loaded')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Once the remote is back, Retry loads it without a page reload.
  let documentLoads = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documentLoads += 1;
  });
  await page.unroute('**/remotes/mfe-panel-supplier/**');
  // The retry plugin may still have the calendar's load in flight, and that attempt can now succeed on its own before
  // Retry is pressed (on CI the first attempt waited two minutes for a Retry button that had gone): either way the area
  // comes back without a page reload, which is the point here.
  const calendar = page.getByRole('heading', { name: 'Activity Calendar' });
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(async () => {
    if (await retry.isVisible()) await retry.click({ timeout: 1_000 });
    await expect(calendar).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText('This section could not be loaded')).toHaveCount(0);
  expect(documentLoads).toBe(0);
});

test('the retry plugin rides out a remote that answers 503 twice', async ({ page }) => {
  let manifestRequests = 0;
  await page.route('**/remotes/mfe-panel-supplier/**/mf-manifest.json', async (route) => {
    manifestRequests += 1;
    if (manifestRequests <= 2) await route.fulfill({ status: 503, body: 'Service Unavailable' });
    else await route.fallback();
  });
  await login(page, 'supplier@wayhub.test');
  await expect(page.getByTestId('remote-version-mfe-panel-supplier')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('This section could not be loaded')).toHaveCount(0);
  expect(manifestRequests).toBeGreaterThanOrEqual(3);
});

test('a chunk that fails during navigation reloads the page once, not in a loop', async ({ page }) => {
  // Entry files load; every other chunk of the remote fails, as after a deploy that removed old chunks.
  await page.route(/\/remotes\/mfe-panel-supplier\/.*\.js$/, (route) =>
    /remoteEntry\.js$/.test(route.request().url()) ? route.fallback() : route.abort('failed'),
  );
  let documentLoads = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) documentLoads += 1;
  });
  // The login page is one document; logging in navigates inside the app to the supplier's landing.
  await login(page, 'supplier@wayhub.test');
  await expect(page).toHaveURL(/\/en\/npanel$/);
  await expect(page.getByText('This section could not be loaded')).toBeVisible({ timeout: 45_000 });
  // Give a looping reload every chance to show itself before counting: exactly one reload happened.
  await page.waitForTimeout(5_000);
  expect(documentLoads).toBe(2);
  await expect(page.getByText('This section could not be loaded')).toBeVisible();
});

test('switching a remote version in the environment manifest needs no rebuild', async ({ page }) => {
  const manifestFile = path.resolve(__dirname, '..', '..', 'deploy', 'remotes', `${ALT.env}.json`);
  const original = readFileSync(manifestFile, 'utf8');
  const manifest = JSON.parse(original) as Record<string, string>;
  const current = manifest.mfe_site!;
  try {
    await page.goto(platformUrl(ALT.port, '/en'));
    const version = page.getByTestId('remote-version-mfe-site');
    await expect(version).toHaveText(/0\.1\.0$/);

    manifest.mfe_site = current.replace(/\/0\.1\.0\//, `/${NEXT_SITE_VERSION}/`);
    expect(manifest.mfe_site).not.toBe(current);
    writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
    await page.reload();
    await expect(version).toHaveText(/0\.1\.0-next$/);
  } finally {
    writeFileSync(manifestFile, original);
  }
});

/** The mfe-site version line the server drew into a partner-site page, read from its HTML alone. */
async function serverDrawnSiteVersion(url: string): Promise<string | null> {
  const page = await html(url);
  if (!page.includes('data-server-rendered')) return null;
  return /data-testid="remote-version-mfe-site" data-version="([^"]*)"/.exec(page)?.[1] ?? '';
}

test('a remote version switch changes the server-drawn HTML without a restart (ADR 0034)', async () => {
  const manifestFile = path.resolve(__dirname, '..', '..', 'deploy', 'remotes', `${ALT.env}.json`);
  const original = readFileSync(manifestFile, 'utf8');
  const manifest = JSON.parse(original) as Record<string, string>;
  const url = siteUrl('demo', ALT.port, '/en');
  try {
    expect(await serverDrawnSiteVersion(url)).toMatch(/0\.1\.0$/);
    manifest.mfe_site = manifest.mfe_site!.replace(/\/0\.1\.0\//, `/${NEXT_SITE_VERSION}/`);
    writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
    expect(await serverDrawnSiteVersion(url)).toMatch(/0\.1\.0-next$/);
  } finally {
    writeFileSync(manifestFile, original);
  }
  expect(await serverDrawnSiteVersion(url)).toMatch(/0\.1\.0$/);
});

test('with the site remote’s server build missing, the page is drawn by the browser', async ({ page }) => {
  const remotes = path.resolve(__dirname, '..', '..', 'dist', 'web', 'remotes', 'mfe-site');
  const noServer = `${NEXT_SITE_VERSION}-browser-only`;
  rmSync(path.join(remotes, noServer), { recursive: true, force: true });
  // A deployed version whose server build never arrived: the browser build alone.
  cpSync(path.join(remotes, '0.1.0'), path.join(remotes, noServer), { recursive: true, filter: (source) => !source.includes(`${path.sep}server`) });
  const manifestFile = path.resolve(__dirname, '..', '..', 'deploy', 'remotes', `${ALT.env}.json`);
  const original = readFileSync(manifestFile, 'utf8');
  const manifest = JSON.parse(original) as Record<string, string>;
  try {
    manifest.mfe_site = manifest.mfe_site!.replace(/\/0\.1\.0\//, `/${noServer}/`);
    writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
    const url = siteUrl('demo', ALT.port, '/en/privacy-policy');
    expect(await serverDrawnSiteVersion(url)).toBeNull();
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('remote-version-mfe-site')).toHaveText(/0\.1\.0$/);
  } finally {
    writeFileSync(manifestFile, original);
    rmSync(path.join(remotes, noServer), { recursive: true, force: true });
  }
});

test('a remote rebuilt with a new text shows it once the environment manifest switches to it, with no shell rebuild', async ({ page }) => {
  const manifestFile = path.resolve(__dirname, '..', '..', 'deploy', 'remotes', `${ALT.env}.json`);
  const original = readFileSync(manifestFile, 'utf8');
  const manifest = JSON.parse(original) as Record<string, string>;
  const current = manifest.mfe_customer_area!;
  const loginPage = siteUrl('demo', ALT.port, '/en/customer-reservation/login');
  // The shell's document names its entry scripts by content hash: the same document means the same shell build.
  // Fetched by the page (Node does not resolve *.localhost; the browser does).
  const shellDocument = () => page.evaluate(async () => (await fetch(location.href, { cache: 'no-store' })).text());
  try {
    await page.goto(loginPage);
    const shellBefore = await shellDocument();
    await expect(page.getByText(CUSTOMER_LOGIN_HEADING).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(NEW_CUSTOMER_LOGIN_HEADING)).toHaveCount(0);

    manifest.mfe_customer_area = current.replace(/\/0\.1\.0\//, `/${NEW_TEXT_CUSTOMER_VERSION}/`);
    expect(manifest.mfe_customer_area).not.toBe(current);
    writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
    await page.reload();
    await expect(page.getByText(NEW_CUSTOMER_LOGIN_HEADING).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(CUSTOMER_LOGIN_HEADING)).toHaveCount(0);
    // Its other texts still come from its own part, and the shell is the one it was.
    await expect(page.getByRole('button', { name: 'Send login link' })).toBeVisible();
    expect(await shellDocument()).toBe(shellBefore);
  } finally {
    writeFileSync(manifestFile, original);
  }
});

test('a remote built against an incompatible shared-contracts fails in its own area; the shell and the other areas keep working', async ({ page }) => {
  const manifestFile = path.resolve(__dirname, '..', '..', 'deploy', 'remotes', `${ALT.env}.json`);
  const original = readFileSync(manifestFile, 'utf8');
  const manifest = JSON.parse(original) as Record<string, string>;
  // Built by the global set-up as if against the next major of shared-contracts; the shell provides the installed one.
  manifest.mfe_panel_partner = manifest.mfe_panel_partner!.replace(/\/0\.1\.0\//, `/${INCOMPATIBLE_PARTNER_VERSION}/`);
  writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  try {
    // duo@ is supplier and partner: its landing shows both areas, each from its own remote.
    await login(page, 'duo@wayhub.test', platformUrl(ALT.port));
    await expect(page).toHaveURL(/\/en\/npanel$/);
    await expect(page.getByTestId('remote-version-mfe-panel-supplier')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('This section needs another version of Wayhub')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('remote-version-mfe-panel-partner')).toHaveCount(0);

    // A partner page (its sites) says the same, with no Retry that could never help.
    await page.goto(`${platformUrl(ALT.port)}/en/npanel/sites`);
    await expect(page.getByText('This section needs another version of Wayhub')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);

    // The supplier area and the shell's own chrome keep working.
    // From the drawer: the supplier landing links its built pages too, the calendar among them.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Activity Calendar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Activity Calendar' })).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  } finally {
    writeFileSync(manifestFile, original);
  }
});
