/**
 * The journeys' `test` and `expect`: Playwright's, with one addition. A partner-site page arrives drawn by the server
 * (ADR 0034) and only answers clicks once the browser has hydrated it; a choice made in the server's markup before
 * that is lost (a real visitor would see the option fall back). Every browser context of a journey therefore keeps a
 * server-drawn page hidden, to Playwright's waiting as to its accessibility queries, until the storefront marks the
 * page hydrated (SERVER_RENDER in shared-contracts). Journeys that read the HTML itself fetch it without a browser.
 */
import { test as base, type Browser, type BrowserContext } from '@playwright/test';
import { SERVER_RENDER } from 'shared-contracts/constants';

// Everything else is Playwright's own; `test` below shadows its namesake.
export * from '@playwright/test';

const HIDE_UNTIL_HYDRATED = `(() => {
  const add = () => {
    const style = document.createElement('style');
    style.textContent = 'html:not([${SERVER_RENDER.hydratedAttribute}]) #root[${SERVER_RENDER.rootAttribute}] { visibility: hidden !important; }';
    (document.head || document.documentElement).appendChild(style);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', add, { once: true });
  else add();
})();`;

export async function untilHydrated(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(HIDE_UNTIL_HYDRATED);
  return context;
}

export const test = base.extend<object, { browser: Browser }>({
  context: async ({ context }, use) => {
    await use(await untilHydrated(context));
  },
  // Contexts a journey opens itself (a second visitor, an administrator beside a partner) get the same.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => untilHydrated(await newContext(options));
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
