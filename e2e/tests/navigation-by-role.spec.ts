import { expect, test } from '../support/test';
import { login, readNavigation, type NavEntry } from '../support/panel';

/** Spec 000 §2.7 and §6, per demo account (README table). */
const EXPECTED: Record<string, { landing: RegExp; areas: string[]; nav: NavEntry[] }> = {
  'admin@wayhub.test': {
    landing: /\/en\/admin\/dashboard$/,
    areas: ['mfe-admin'],
    nav: [
      { label: 'Dashboard' },
      {
        label: 'Settings',
        children: ['Site', 'Main preamble', 'Checkout features', 'Commission', 'Commission categories', 'Tax categories', 'Analytics', 'Contacts', 'Languages', 'Mail templates', 'FAQ'],
      },
      { label: 'Partner Site', children: ['Pending', 'View', 'Editing Request', 'Mappings'] },
      { label: 'Activities' },
      { label: 'Accommodations' },
      { label: 'Selects', children: ['Categories', 'Tags', 'Destination boxes', 'Business types', 'Service categories'] },
      { label: 'Texts', children: ['Privacy policy', 'Terms and conditions', 'Terms of use', 'Partner commission terms', 'Partner site registration'] },
      { label: 'Rentals' },
      { label: 'Restaurants' },
      { label: 'Attraction' },
      { label: 'Users', children: ['Administrators', 'Partners', 'Suppliers', 'Pending partners'] },
      { label: 'Reservation', children: ['Bookings', 'Hotel bookings', 'Cancellations'] },
      { label: 'Reports' },
      { label: 'Tools' },
    ],
  },
  'supplier@wayhub.test': {
    landing: /\/en\/npanel$/,
    areas: ['mfe-panel-supplier'],
    nav: [
      { label: 'Activity Calendar' },
      { label: 'Accommodation Calendar' },
      { label: 'Products', children: ['Activities', 'Accommodations', 'Rentals', 'Restaurants', 'Attraction', 'Settings'] },
      { label: 'Reservation', children: ['Reservations', 'Cancellations'] },
      { label: 'Reports', children: ['Monthly Reports', 'Reports', 'Supplier earnings'] },
      { label: 'Profile' },
    ],
  },
  'partner@wayhub.test': {
    landing: /\/en\/npanel$/,
    areas: ['mfe-panel-partner'],
    nav: [
      { label: 'Packages' },
      { label: 'Reservations' },
      { label: 'Monthly Reports' },
      { label: 'Reports' },
      { label: 'Partner earnings' },
      { label: 'Site', children: ['Pages', 'Widgets', 'AI Chatbot', 'Site Settings', 'Theme', 'General Settings'] },
      { label: 'Marketplace' },
      { label: 'Profile' },
    ],
  },
  'duo@wayhub.test': {
    landing: /\/en\/npanel$/,
    areas: ['mfe-panel-supplier', 'mfe-panel-partner'],
    nav: [
      { label: 'Activity Calendar' },
      { label: 'Products', children: ['Activities', 'Rentals', 'Restaurants', 'Attraction', 'Settings'] },
      { label: 'Reservation', children: ['Reservations', 'Cancellations'] },
      { label: 'Reports', children: ['Monthly Reports', 'Reports', 'Supplier earnings'] },
      { label: 'Partner earnings' },
      { label: 'Site', children: ['Pages', 'Site Settings', 'Theme', 'General Settings'] },
      { label: 'Marketplace' },
      { label: 'Profile' },
    ],
  },
  'operator@wayhub.test': { landing: /\/en\/npanel$/, areas: [], nav: [{ label: 'Profile' }] },
};

for (const [email, expected] of Object.entries(EXPECTED)) {
  test(`${email} logs in and sees exactly its navigation`, async ({ page }) => {
    await login(page, email);
    await expect(page).toHaveURL(expected.landing);
    expect(await readNavigation(page)).toEqual(expected.nav);
    // The landing shows each of the user's areas, each loaded from its own remote.
    for (const area of expected.areas) await expect(page.getByTestId(`remote-version-${area}`)).toBeVisible();
    await expect(page.locator('[data-testid^="remote-version-"]')).toHaveCount(expected.areas.length);
  });
}

test('a partner who selects a card-terminal site also gets Terminal Settings; site items are disabled until then', async ({ page }) => {
  await login(page, 'partner@wayhub.test');
  const packages = page.getByRole('link', { name: 'Packages' });
  await expect(packages).toHaveAttribute('aria-disabled', 'true');
  await page.getByLabel('Site', { exact: true }).selectOption({ label: 'Demo Travels (demo)' });
  await expect(page.getByRole('link', { name: 'Packages' })).not.toHaveAttribute('aria-disabled', 'true');
  const site = (await readNavigation(page)).find((entry) => entry.label === 'Site');
  expect(site?.children).toEqual(['Pages', 'Widgets', 'AI Chatbot', 'Site Settings', 'Terminal Settings', 'Theme', 'General Settings']);
});

test('a blocked account gets the wrong-password answer, even with the right password, and stays out', async ({ page }) => {
  // The same answer as a wrong password: the login form must not tell a guesser which accounts exist or are blocked.
  await login(page, 'blocked@wayhub.test', '', { refused: true });
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByText('The e-mail or password is incorrect.').first()).toBeVisible();
  await page.goto('/en/npanel');
  await expect(page).toHaveURL(/\/en\/login$/);
});

test('a first-time user must change the password before anything else, then reaches the panel', async ({ page }) => {
  await login(page, 'newbie@wayhub.test');
  await expect(page).toHaveURL(/\/en\/npanel\/change-password$/);
  await page.goto('/en/npanel/tour');
  await expect(page).toHaveURL(/\/en\/npanel\/change-password$/);
  await page.getByLabel('Current password').fill('wayhub-demo');
  await page.getByLabel('New password', { exact: true }).fill('a-much-better-secret');
  await page.getByLabel('Confirm new password').fill('a-much-better-secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/en\/npanel$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});
