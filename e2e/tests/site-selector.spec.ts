import { expect, test } from '@playwright/test';
import { login } from '../support/panel';

test('a partner at 2 sites choosing "Create new site" gets MaxSiteLimit and the selection reverts', async ({ page }) => {
  await login(page, 'partner@wayhub.test');
  await expect(page).toHaveURL(/\/en\/npanel$/);
  const selector = page.getByLabel('Site', { exact: true });
  await selector.selectOption({ label: 'Demo Travels (demo)' });
  const selected = await selector.inputValue();
  const url = page.url();

  await selector.selectOption({ label: 'Create new site' });
  await expect(page.getByText('The maximum number of allowed sites has been reached. Please contact support.')).toBeVisible();
  await expect(selector).toHaveValue(selected);
  expect(page.url()).toBe(url);
});

test('a partner below the limit who chooses "Create new site" opens the new site\'s general settings', async ({ page }) => {
  await login(page, 'duo@wayhub.test');
  await page.getByLabel('Site', { exact: true }).selectOption({ label: 'Create new site' });
  await expect(page).toHaveURL(/\/en\/npanel\/sites\/-1\/settings\/general-settings$/);
});
