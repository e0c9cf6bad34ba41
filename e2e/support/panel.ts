import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'wayhub-demo';

/**
 * Logs in through the real login form and waits until the login has landed: the page has left the login form (for the
 * panel or the forced password change). A caller that navigates on must not race the login's own request, or the
 * session is not there yet. `{ refused: true }` is for a login that must fail: the caller checks the form's answer.
 */
export async function login(page: Page, email: string, origin = '', { refused = false }: { refused?: boolean } = {}) {
  await page.goto(`${origin}/en/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  if (!refused) await page.waitForURL((url) => !/\/login$/.test(url.pathname), { timeout: 30_000 });
}

export interface NavEntry {
  label: string;
  children?: string[];
}

/** The drawer as a user sees it: top-level entries in order, with each group's items (read from the DOM, open or not). */
export async function readNavigation(page: Page): Promise<NavEntry[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  return nav.evaluate((root) => {
    const list = root.querySelector(':scope > ul');
    if (!list) return [];
    const label = (el: Element | null) => (el?.querySelector('span')?.textContent ?? el?.textContent ?? '').trim();
    return [...list.children].map((li) => {
      const group = li.querySelector(':scope > button');
      if (!group) return { label: label(li.firstElementChild) };
      const children = [...li.querySelectorAll(':scope > ul > li')].map((child) => label(child.firstElementChild));
      return { label: label(group), children };
    });
  });
}
