/**
 * A partner site's life, issue 15's proof in one journey (ADRs 0025, 0026): duo@ (supplier and partner, no site) has
 * declined the privacy policy, reads it and accepts it, then creates a site from the site selector, English with
 * Norwegian. While it waits, unserved, for admin@'s approval, duo@ fills a bucket with two marketplace services, builds
 * a home page (a hero, a service grid on that bucket, questions and answers, in both languages), publishes it, adds a
 * menu item, gives the site a logo, its colours (watching the live preview) and its address. admin@ approves; a
 * visitor opens the site in Norwegian, sees the page in its theme, and books one of the services. A new sub-domain asked
 * for on the live site waits for admin@'s approval (the old address is served until then); duo@ deactivates the site and
 * it is no longer served. axe checks the builder, the theme page, the site settings and the catalogue on the way.
 */
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { api } from 'shared-contracts/paths';
import { expectNoSeriousViolations } from '../support/axe';
import { CRUISE, fillPersonalInformation, openCheckout, payer } from '../support/checkout-ui';
import { ownDeparture } from '../support/departures';
import { login } from '../support/panel';
import { MAIN, platformUrl, siteUrl } from '../support/servers';
import { addActivity, seedService } from '../support/storefront-ui';
import { gradientPng, panelApi } from '../support/supplier';

test.use({ actionTimeout: 15_000 });

/** The selected site's id, from the panel's site-scoped address. */
const siteIdOf = (page: Page) => /\/npanel\/(?:sites\/)?(\d+)\//.exec(page.url())?.[1] ?? '-1';

const BUCKET = 'Fjord trips';
const HIKE = 'bergen-floyen-mountain-hike';
const name = (slug: string, lang: 'en' | 'no' = 'en') => {
  const texts = seedService(slug).texts as Record<string, { name: string } | undefined>;
  return texts[lang]?.name ?? texts.en!.name;
};

/** duo@ makes a bucket and adds two services of the marketplace to it (issue 15 §4): what the site sells. */
async function fillTheCatalogue(duo: Page) {
  await duo.goto(platformUrl(MAIN.port, `/en/npanel/sites/${siteIdOf(duo)}/settings/product-catalog`));
  const form = duo.getByRole('form', { name: 'New bucket' });
  await form.getByRole('textbox', { name: 'Bucket name' }).fill(BUCKET);
  await form.getByRole('button', { name: 'Create bucket' }).click();
  await expect(duo.getByRole('heading', { level: 2, name: BUCKET })).toBeVisible();
  await duo.getByRole('link', { name: 'Add services from the marketplace' }).click();
  await duo.getByRole('combobox', { name: 'Add services to bucket' }).selectOption({ label: BUCKET });
  for (const [slug, query] of [[CRUISE, 'Oslo Fjord'], [HIKE, 'Fløyen']] as const) {
    await duo.getByRole('searchbox', { name: 'Search' }).fill(query);
    const row = duo.getByRole('row', { name: new RegExp(name(slug)) });
    await row.getByRole('button', { name: `Add ${name(slug)} to ${BUCKET}` }).click();
    await expect(row.getByText(BUCKET)).toBeVisible();
  }
  await expectNoSeriousViolations(duo);
}

/** A logo, as an inline picture (the header takes an address or an uploaded image; the address field takes both). */
const LOGO = `data:image/png;base64,${gradientPng(96, 24, [11, 122, 117], [240, 250, 250]).toString('base64')}`;

async function giveItALogo(duo: Page) {
  await duo.goto(platformUrl(MAIN.port, `/en/npanel/${siteIdOf(duo)}/site-settings`));
  await duo.getByRole('navigation', { name: 'Settings groups' }).getByRole('link', { name: 'Header' }).click();
  await duo.getByRole('textbox', { name: 'Or the address of Dark logo' }).fill(LOGO);
  await expect(duo.getByRole('img', { name: /Dark logo/ })).toBeVisible();
  await duo.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(duo.getByText(/^Saved: /)).toBeVisible();
}

/**
 * duo@ builds a page on the site while it waits for approval (issue 15 §3): settings with an address checked as
 * typed, a hero and a questions section written in English and Norwegian in the content builder, the questions moved
 * to the top by keyboard in the page builder, the preview drawn by mfe-site's own sections, then publishing.
 */
async function buildWelcomePage(duo: Page) {
  const pages = platformUrl(MAIN.port, `/en/npanel/${siteIdOf(duo)}/pages`);
  await duo.goto(pages);
  await duo.getByRole('link', { name: 'New page' }).first().click();
  const settings = duo.getByRole('form', { name: 'Page settings' });
  await settings.getByRole('textbox', { name: /^Address/ }).fill('welcome');
  await expect(settings.getByText('/en/page/welcome is free.')).toBeVisible();
  await settings.getByRole('textbox', { name: /Title in English/ }).fill('Welcome');
  await settings.getByRole('textbox', { name: /Title in Norwegian/ }).fill('Velkommen');
  await settings.getByRole('button', { name: 'Create page' }).click();
  await duo.getByRole('tab', { name: /Unpublished/ }).click();
  await duo.getByRole('link', { name: 'Welcome' }).click();

  const write = async (texts: { en: string; no: string }) => {
    await duo.getByRole('textbox', { name: 'Title', exact: true }).fill(texts.en);
    await duo.getByRole('button', { name: 'Norwegian (not written)' }).click();
    await duo.getByRole('textbox', { name: 'Title', exact: true }).fill(texts.no);
    await duo.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(duo.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await duo.getByRole('button', { name: 'Back to the page builder' }).click();
  };
  await duo.getByRole('button', { name: 'Add section' }).click();
  await write({ en: 'Fjords by boat', no: 'Fjorder med båt' });
  // A grid of the bucket's services.
  await duo.getByLabel('Type of the new section').selectOption('service_grid');
  await duo.getByRole('button', { name: 'Add section' }).click();
  await duo.getByRole('combobox', { name: 'Bucket to show' }).selectOption({ label: `${BUCKET} (2 services)` });
  await write({ en: 'Our trips', no: 'Våre turer' });
  await duo.getByLabel('Type of the new section').selectOption('faq');
  await duo.getByRole('button', { name: 'Add section' }).click();
  await write({ en: 'Good to know', no: 'Godt å vite' });

  const handle = duo.getByRole('button', { name: 'Drag Questions and answers: Good to know to another place' });
  // By keyboard, each step once the screen reader was told of the last one.
  await handle.focus();
  await duo.keyboard.press('Space');
  await expect(duo.getByText('Questions and answers: Good to know is at place 3 of 3.')).toBeAttached();
  await duo.keyboard.press('ArrowUp');
  await expect(duo.getByText('Questions and answers: Good to know is at place 2 of 3.')).toBeAttached();
  await duo.keyboard.press('ArrowUp');
  await expect(duo.getByText('Questions and answers: Good to know is at place 1 of 3.')).toBeAttached();
  await duo.keyboard.press('Space');
  await expect(duo.getByText('Questions and answers: Good to know is now section 1 of 3. The order is saved.')).toBeVisible();

  // The preview is mfe-site's own sections, in the order saved.
  const preview = duo.getByTestId('section-preview');
  await expect(preview.getByRole('heading', { name: 'Good to know' })).toBeVisible();
  await duo.getByLabel('Preview language').selectOption('no');
  await expect(preview.getByRole('heading', { name: 'Godt å vite' })).toBeVisible();
  const text = (await preview.textContent()) ?? '';
  expect(text.indexOf('Godt å vite')).toBeLessThan(text.indexOf('Fjorder med båt'));
  await expectNoSeriousViolations(duo);

  await duo.goto(pages);
  await duo.getByRole('tab', { name: /Unpublished/ }).click();
  await duo.getByRole('row', { name: /Welcome/ }).getByRole('button', { name: /Actions/ }).click();
  await duo.getByRole('menuitem', { name: 'Publish' }).click();
  await expect(duo.getByRole('row', { name: /Welcome/ })).toHaveCount(0);

  // A menu item to the page, labelled in both languages.
  const menu = duo.getByRole('region', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Add menu item' }).click();
  await menu.getByRole('textbox', { name: /Label in English/ }).fill('Welcome');
  await menu.getByRole('textbox', { name: /Label in Norwegian/ }).fill('Velkommen');
  await menu.getByRole('combobox', { name: 'Links to' }).selectOption({ label: 'Page: Welcome' });
  await menu.getByRole('button', { name: 'Save menu' }).click();
  await expect(duo.getByRole('region', { name: 'Menu' }).getByRole('button', { name: 'Save menu' })).toBeDisabled();

  // The page becomes the site's home page, in its general settings.
  await duo.goto(platformUrl(MAIN.port, `/en/npanel/sites/${siteIdOf(duo)}/settings/general-settings`));
  const general = duo.getByRole('form', { name: 'General settings' });
  await general.getByRole('combobox', { name: /Home page/ }).selectOption({ label: 'Welcome' });
  await general.getByRole('button', { name: 'Save settings' }).click();
  await expect(duo.getByText('The settings were saved.')).toBeVisible();
}

const BRAND = { hex: '#0B7A75', rgb: 'rgb(11, 122, 117)' };
const ADDRESS = 'Bryggen 1, 5003 Bergen';

/**
 * duo@ gives the site its colours (issue 15 §2): the live preview, mfe-site's own look, follows the form before it is
 * saved. Then the location the footer shows, from the site settings.
 */
async function themeTheSite(duo: Page) {
  await duo.goto(platformUrl(MAIN.port, `/en/npanel/${siteIdOf(duo)}/theme-settings`));
  const book = duo.getByTestId('theme-preview').getByRole('button', { name: 'Book now' });
  await expect(book).toBeVisible();
  await expect(book).not.toHaveCSS('background-color', BRAND.rgb);
  await duo.getByRole('textbox', { name: 'Button colour', exact: true }).fill(BRAND.hex);
  await expect(book).toHaveCSS('background-color', BRAND.rgb);
  await expectNoSeriousViolations(duo);
  await duo.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(duo.getByText(/^Saved: Button colour/)).toBeVisible();

  await duo.goto(platformUrl(MAIN.port, `/en/npanel/${siteIdOf(duo)}/site-settings`));
  await duo.getByRole('navigation', { name: 'Settings groups' }).getByRole('link', { name: 'Location' }).click();
  await duo.getByRole('textbox', { name: 'Address', exact: true }).fill(ADDRESS);
  await expectNoSeriousViolations(duo);
  await duo.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(duo.getByText(/^Saved: Address/)).toBeVisible();
}

/** What the storefront's start-up call answers for the site's host: 200 once it is served, 404 otherwise. */
const servedStatus = async (request: APIRequestContext, subDomain: string) =>
  (await request.get(platformUrl(MAIN.port, api.partnerSites.byHost.path({ url: `${subDomain}.localhost:${MAIN.port}` })))).status();

test('duo@ accepts the privacy policy and builds a site from nothing; once admin@ approves it a visitor books on it in Norwegian; a new address waits for approval; deactivated, it is no longer served', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const subDomain = `duo-${Date.now().toString(36)}`;
  // duo@ has declined the privacy policy: no new site until it is accepted (spec 000 §5).
  await (await panelApi('duo@wayhub.test')).decidePrivacyPolicy(false);
  const duo = await (await browser.newContext()).newPage();
  await login(duo, 'duo@wayhub.test');
  await expect(duo).toHaveURL(/\/en\/npanel$/);
  const selector = duo.getByLabel('Site', { exact: true });
  await expect(selector).toBeDisabled();
  await duo.goto(platformUrl(MAIN.port, '/en/npanel/sites/-1/settings/general-settings'));
  await expect(duo.getByText('You have declined the privacy policy', { exact: false }).first()).toBeVisible();
  await duo.getByRole('button', { name: 'Accept the privacy policy' }).click();
  await expect(duo.getByRole('form', { name: 'New site' })).toBeVisible();
  await expect(selector).toBeEnabled();
  await duo.goto(platformUrl(MAIN.port, '/en/npanel'));
  await selector.selectOption({ label: 'Create new site' });
  // Below the limit, "Create new site" opens the new site's general settings (spec 000 §2.8).
  await expect(duo).toHaveURL(/\/en\/npanel\/sites\/-1\/settings\/general-settings$/);
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
  await fillTheCatalogue(duo);
  await buildWelcomePage(duo);
  await giveItALogo(duo);
  await themeTheSite(duo);

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

  // The page duo@ built while the site waited is its home page, in the language of the address, with the bucket's
  // services in its grid, and the logo in the header.
  await visitor.goto(siteUrl(subDomain, MAIN.port, '/no'));
  await expect(visitor.getByRole('heading', { name: 'Godt å vite' })).toBeVisible();
  await expect(visitor.getByText('Fjorder med båt')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Våre turer' })).toBeVisible();
  for (const slug of [CRUISE, HIKE]) await expect(visitor.getByText(name(slug, 'no')).first()).toBeVisible();
  await expect(visitor.getByRole('banner').locator(`img[src="${LOGO}"]`)).toBeVisible();
  await expect(visitor.getByRole('banner').getByRole('link', { name: 'Velkommen' })).toHaveAttribute('href', '/no/page/welcome');
  // In duo@'s theme, with its address in the footer.
  expect(await visitor.evaluate(() => getComputedStyle(document.getElementById('main-content')!).getPropertyValue('--wh-button-bg').trim())).toBe(BRAND.hex);
  await expect(visitor.getByRole('contentinfo').getByText(ADDRESS)).toBeVisible();

  // The visitor books one of the services the site sells (pay later: a new site's merchant of record).
  const when = await ownDeparture('newSite', { subDomain, seats: 1 });
  await addActivity(visitor, siteUrl(subDomain, MAIN.port), CRUISE, when);
  await openCheckout(visitor);
  const checkout = await fillPersonalInformation(visitor, payer('newsite'));
  await checkout.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(visitor.getByRole('dialog', { name: 'Thank you for your booking' }).getByText('Confirmed', { exact: true })).toBeVisible();

  await duo.goto(platformUrl(MAIN.port, `/en/npanel/sites/${siteIdOf(duo)}/settings/general-settings`));
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
