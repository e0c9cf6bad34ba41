import { expect, request, test, type Page } from '../support/test';
import { login } from '../support/panel';
import { ALT, platformUrl } from '../support/servers';

// The ALT instance issues access tokens that expire after 3 seconds.
const origin = platformUrl(ALT.port);
const EXPIRY_WAIT_MS = 4_000;

async function refreshToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies(origin)).find((c) => c.name === 'refresh_token');
  expect(cookie, 'the refresh token cookie').toBeDefined();
  expect(cookie?.httpOnly).toBe(true);
  return cookie!.value;
}

const siteSelector = (page: Page) => page.getByLabel('Site', { exact: true });

test('an expired access token is refreshed transparently mid-session', async ({ page }) => {
  await login(page, 'partner@wayhub.test', origin);
  await expect(page).toHaveURL(/\/en\/npanel$/);
  const before = await refreshToken(page);

  await page.waitForTimeout(EXPIRY_WAIT_MS);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/nauth/npanel/refresh_token'));
  const siteInfo = page.waitForResponse((r) => /\/core\/v1\/partner-sites\/\d+$/.test(new URL(r.url()).pathname) && r.status() === 200);
  await siteSelector(page).selectOption({ label: 'Demo Travels (demo)' });

  expect((await refreshed).status()).toBe(200);
  await siteInfo;
  await expect(page.getByRole('link', { name: 'Packages' })).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page).toHaveURL(/\/en\/npanel/);
  expect(await refreshToken(page)).not.toBe(before);
});

test('reusing a spent refresh token revokes the session and logs the user out', async ({ page }) => {
  await login(page, 'partner@wayhub.test', origin);
  await expect(page).toHaveURL(/\/en\/npanel$/);
  const spent = await refreshToken(page);

  // The app rotates the refresh token once the access token has expired…
  await page.waitForTimeout(EXPIRY_WAIT_MS);
  const rotated = page.waitForResponse((r) => r.url().endsWith('/nauth/npanel/refresh_token'));
  await siteSelector(page).selectOption({ label: 'Demo Travels (demo)' });
  expect((await rotated).status()).toBe(200);
  expect(await refreshToken(page)).not.toBe(spent);

  // …then someone replays the spent one, from elsewhere (no cookies of the user's browser).
  const attacker = await request.newContext({ baseURL: origin });
  const replay = await attacker.post('/nauth/npanel/refresh_token', { data: { refresh_token: spent } });
  expect(replay.status()).toBe(401);
  expect((await replay.json()).code).toBe('TOKEN_REUSED');
  await attacker.dispose();

  // The user's own, newer token belonged to the same family: the next refresh fails and the session ends.
  await page.waitForTimeout(EXPIRY_WAIT_MS);
  await siteSelector(page).selectOption({ label: 'Demo Pay Later (demo-paylater)' });
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByText('No Token found!')).toBeVisible();
});
