/**
 * Storefront journeys on the demo partner sites (issue 3 §5): theme and chrome, language refusal, search with
 * filters and paging, the map's bounding box, an activity booked to a quote, a hotel stay refused with its reason,
 * a failing search, and which bundles a visitor downloads. Expected values come from the demo seed's constants,
 * never from the API under test.
 */
import { expect, test, type Request } from '../support/test';
import { SEED_BUCKETS, SEED_CATEGORIES, SEED_LOCATIONS, SEED_SERVICES, type SeedService, DEMO_SITES, DEMO_HOME_SECTIONS, SEED_MENU } from 'api/seed-data';
import { ownDeparture } from '../support/departures';
import { MAIN, siteUrl } from '../support/servers';
import { addDays, isoInZone, major, money, seedService, showMonth, weekday } from '../support/storefront-ui';

const PANEL_REMOTES = ['mfe-panel-supplier', 'mfe-panel-partner', 'mfe-admin', 'mfe-terminal'];
const demo = (path: string) => siteUrl('demo', MAIN.port, path);
const DEMO_SITE = DEMO_SITES.find((s) => s.site.subDomain === 'demo')!;
const HERO_TITLE = String(DEMO_HOME_SECTIONS.find((s) => s.type === 'hero')!.text.en.title);
/** Ticket types the "From" price is taken from (api catalogue.repo FROM_PRICE_TYPES). */
const FROM_PRICE_TYPES = ['Adult', 'Person', 'Traveller', 'Senior', 'Student', 'Youth', 'Military'];

const isSearchQuery = (r: Request) => r.method() === 'POST' && /\/1\/indexes\/[^/]+\/queries/.test(new URL(r.url()).pathname);
const searchRequests = (r: Request): Array<Record<string, unknown>> => {
  try {
    return (JSON.parse(r.postData() ?? '{}') as { requests?: Array<Record<string, unknown>> }).requests ?? [];
  } catch {
    return [];
  }
};

test('the demo site shows its theme, logo, menu and footer', async ({ page }) => {
  await page.goto(demo('/en'));
  await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();

  // Theme (mfe-site/src/lib/theme.ts): the seed's button colour, the spec defaults for radius, box colour and font.
  const storefront = page.getByTestId('storefront');
  const vars = await storefront.evaluate((el) => {
    const style = getComputedStyle(el);
    const read = (name: string) => style.getPropertyValue(name).trim();
    return { buttonBg: read('--wh-button-bg'), radius: read('--wh-button-radius'), box: read('--wh-box'), font: read('--wh-font'), fontFamily: style.fontFamily };
  });
  expect(vars.buttonBg.toUpperCase()).toBe(String(DEMO_SITE.site.themeSettings!.button_background_color).toUpperCase());
  expect(vars.radius).toBe('50px');
  expect(vars.box.toUpperCase()).toBe('#FFF');
  expect(vars.font).toContain('Roboto');
  expect(vars.fontFamily).toContain('Roboto');
  // A themed button as painted: the hero's call to action in the site's colour, rounded by the theme's radius.
  const cta = page.getByRole('link', { name: 'Find experiences' });
  await expect(cta).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await expect(cta).toHaveCSS('border-top-left-radius', '50px');
  await expect(page.getByRole('button', { name: 'Cart' })).toHaveCSS('border-top-left-radius', '50px');

  // Logo: the seed's black logo inside the home link, which carries the site's name.
  const home = page.getByRole('link', { name: 'Demo Travels, home page' });
  await expect(home).toBeVisible();
  await expect(home.locator('img')).toHaveAttribute('src', String(DEMO_SITE.site.headerSettings!.black_logo));

  // Menu: the seed's items in order; the unpublished page's item is not shown.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const published = SEED_MENU.demo!.filter((item) => item.page !== 'winter-deals').map((item) => item.labels.en);
  await expect(menu.getByRole('link')).toHaveText(published);
  await expect(menu.getByRole('link', { name: 'Hotels' })).toHaveAttribute('href', '/en/search?type=hotels');
  await expect(menu.getByRole('link', { name: 'Winter deals' })).toHaveCount(0);

  // Footer: company name, the footer links, terms and privacy (the platform's, use_goto_hub_privacy).
  const footer = page.getByTestId('site-footer');
  await expect(footer.getByText(`© ${new Date().getFullYear()} ${DEMO_SITE.site.generalSettings!.company_name}`)).toBeVisible();
  const footerLinks = footer.getByRole('navigation', { name: 'Footer links' });
  await expect(footerLinks.getByRole('link', { name: 'About us' })).toBeVisible();
  await expect(footerLinks.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', 'mailto:hello@demo-travels.test');
  await expect(footerLinks.getByRole('link', { name: 'Visit Norway (opens another site)' })).toHaveAttribute('target', '_blank');
  await expect(footerLinks.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', /^\/en\/.*terms-and-conditions$/);
  const privacy = footerLinks.getByRole('link', { name: 'Privacy policy' });
  await expect(privacy).toHaveAttribute('href', /^\/en\/.*privacy-policy$/);
  await expect(privacy).toHaveAttribute('data-privacy-source', 'platform');
});

test('German is refused on demo-paylater and the same page opens in English', async ({ page }) => {
  await page.goto(siteUrl('demo-paylater', MAIN.port, '/de/search?type=hotels'));
  await expect(page).toHaveURL(siteUrl('demo-paylater', MAIN.port, '/en/search?type=hotels'));
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByLabel('Service type')).toHaveValue('hotels');
  // One language only: no language choice in the header.
  await expect(page.getByLabel('Language', { exact: true })).toHaveCount(0);
});

test('a search by category and price range pages through what the seed says it should', async ({ page }) => {
  // The oracle, from the seed: the demo site's services in the Tours, Outdoor or Multi-day trips categories whose
  // "From" price is 500–2000, ranked like the index (rating desc, then price asc), 5 per page.
  const [minPrice, maxPrice] = [500, 2000];
  const chosen = SEED_CATEGORIES.filter((c) => ['tours', 'outdoor', 'multi-day'].includes(c.slug));
  const chosenChildren = new Set(chosen.flatMap((c) => c.children.map((child) => child.slug)));
  const sold = new Set(SEED_BUCKETS.demo!.flatMap((bucket) => bucket.services));
  const fromPrice = (s: SeedService) => {
    const details = s.details;
    if (details.kind !== 'activity' && details.kind !== 'package') return null;
    const prices = details.tickets.filter((t) => FROM_PRICE_TYPES.includes(t.type)).flatMap((t) => t.prices);
    return prices.length ? major(Math.min(...prices)) : null;
  };
  const inCategory = SEED_SERVICES.filter((s) => sold.has(s.slug) && s.categories.some((c) => chosenChildren.has(c)));
  const expected = inCategory
    .map((s) => ({ name: s.texts.en.name, rating: s.rating, price: fromPrice(s) }))
    .filter((s): s is { name: string; rating: number; price: number } => s.price !== null && s.price >= minPrice && s.price <= maxPrice)
    .sort((a, b) => b.rating - a.rating || a.price - b.price)
    .map((s) => s.name);
  // The range must really narrow the categories (both ends) and the answer must need a second page.
  expect(inCategory.length).toBeGreaterThan(expected.length);
  expect(expected.length).toBeGreaterThan(5);
  expect(expected.length).toBeLessThanOrEqual(10);

  await page.goto(demo('/en/search'));
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Results' });
  await expect(results.getByRole('heading', { level: 3 }).first()).toBeVisible();

  for (const category of chosen) {
    // The styled box covers the native input: a visitor clicks the label.
    const label = new RegExp(`^${category.names.en} \\(\\d+\\)$`);
    await page.getByText(label).click();
    await expect(page.getByRole('checkbox', { name: label })).toBeChecked();
  }
  await page.getByLabel('Minimum price').fill(String(minPrice));
  await page.getByLabel('Maximum price').fill(String(maxPrice));
  await page.getByRole('button', { name: 'Apply price' }).click();

  await expect(page).toHaveURL(/[?&]price_min=500(&|$)/);
  await expect(page).toHaveURL(/[?&]price_max=2000(&|$)/);
  for (const category of chosen) expect(new URL(page.url()).searchParams.getAll('category')).toContain(category.names.en);
  await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toHaveText(`${expected.length} results`);
  await expect(results.getByRole('heading', { level: 3 })).toHaveText(expected.slice(0, 5));

  const pages = page.getByRole('navigation', { name: 'Result pages' });
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(results.getByRole('heading', { level: 3 })).toHaveText(expected.slice(5, 10));
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();

  // Back on page 1 by the browser: the URL is the state.
  await page.goBack();
  await expect(results.getByRole('heading', { level: 3 })).toHaveText(expected.slice(0, 5));
});

test('moving the map sends the search a bounding box', async ({ page }) => {
  await page.goto(demo('/en/search?type=activities'));
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 3 }).first()).toBeVisible();

  // Opening the map adds the map query (no box yet: it fits the results).
  const mapQuery = page.waitForRequest((r) => isSearchQuery(r) && searchRequests(r).length === 4);
  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
  expect(searchRequests(await mapQuery)[3]).not.toHaveProperty('insideBoundingBox');
  const map = page.getByRole('group', { name: 'Map of the results' });
  await expect(map).toBeVisible();
  await expect(map.getByRole('button').first()).toBeVisible();

  // Zoom in, then pan with the keyboard: the next search carries the map's box.
  const boxed = page.waitForRequest((r) => isSearchQuery(r) && searchRequests(r).some((q) => 'insideBoundingBox' in q));
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await map.focus();
  await page.keyboard.press('ArrowRight');
  const request = searchRequests(await boxed).find((q) => 'insideBoundingBox' in q)!;
  const box = request.insideBoundingBox as number[][];
  expect(box).toHaveLength(1);
  expect(box[0]).toHaveLength(4);
  const [lat1, lng1, lat2, lng2] = box[0] as [number, number, number, number];
  for (const lat of [lat1, lat2]) expect(Math.abs(lat)).toBeLessThanOrEqual(90);
  for (const lng of [lng1, lng2]) expect(Math.abs(lng)).toBeLessThanOrEqual(180);
  expect(lat1).not.toBe(lat2);
  expect(lng1).not.toBe(lng2);
  expect(String(request.filters)).toContain('service_type:activities');
});

test('an activity is priced from the seed\'s tickets, and Add to cart fetches mfe-checkout', async ({ page }) => {
  const service = seedService('oslo-fjord-sightseeing-cruise');
  if (service.details.kind !== 'activity') throw new Error('seed: not an activity');
  const details = service.details;
  const optionIndex = 1; // "3-hour cruise with shrimp lunch"
  const option = details.options[optionIndex]!.names.en;
  const ticket = (type: string) => details.tickets.find((t) => t.type === type)!;
  const price = (type: string) => major(ticket(type).prices[optionIndex] ?? ticket(type).prices[0]!);
  // Within the first weeks: the seed's seasonal price (from day 60) does not apply yet. 2 adults, a child and a
  // family of 4: seats for 7.
  const { date, time } = await ownDeparture('storefrontPricing', { subDomain: 'demo', seats: 7, optionIndex });
  expect(details.seasonal?.fromDay ?? 90).toBeGreaterThan(14);

  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto(demo(`/en/activity/${service.slug}`));
  await expect(page.getByRole('heading', { level: 1, name: service.texts.en.name })).toBeVisible();

  const booking = page.locator('#product-booking');
  await booking.getByRole('combobox').selectOption({ label: option });
  await expect(booking.getByText(details.options[optionIndex]!.descriptions!.en)).toBeVisible();

  // The date: a mouse click two days off, then the keyboard (arrows, Enter) to the date itself.
  await showMonth(page, date);
  // A day two off that is shown and open (the seed closes some days), to start the keyboard walk from.
  const open = async (offset: number) => {
    const day = page.locator(`[data-date="${addDays(date, offset)}"]`);
    return (await day.count()) > 0 && (await day.getAttribute('aria-disabled')) !== 'true';
  };
  const neighbour = (await open(-2)) ? -2 : 2;
  await expect(page.locator(`[data-date="${addDays(date, neighbour)}"]`)).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator(`[data-date="${date}"]`)).not.toHaveAttribute('aria-disabled', 'true');
  await page.locator(`[data-date="${addDays(date, neighbour)}"]`).click();
  const arrow = neighbour < 0 ? 'ArrowRight' : 'ArrowLeft';
  await page.keyboard.press(arrow);
  await page.keyboard.press(arrow);
  await expect(page.locator(`[data-date="${date}"]`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator(`[data-date="${date}"]`)).toHaveAttribute('aria-selected', 'true');

  // The time slot.
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const label12h = `${((hour + 11) % 12) + 1}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
  const slot = booking.getByRole('group', { name: 'Start times' }).getByRole('button', { name: new RegExp(`^${label12h},`) });
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');

  // Tickets: 2 adults, 1 child and one family ticket (a per-group price).
  const add = (name: string) => booking.getByRole('button', { name: `Add one ${name}` });
  await add(ticket('Adult').names.en).click();
  await add(ticket('Adult').names.en).click();
  await add(ticket('Child').names.en).click();
  await add(ticket('Family').names.en).click();
  await expect(booking.getByLabel(`${ticket('Adult').names.en}: 2`)).toBeVisible();

  const total = 2 * price('Adult') + price('Child') + price('Family');
  await expect(booking.getByTestId('quote-total')).toHaveText(await money(page, total, service.currency));
  const quote = booking.getByTestId('quote');
  await expect(quote).toContainText(`2 × ${ticket('Adult').names.en} (2 people)`);
  await expect(quote).toContainText(await money(page, 2 * price('Adult'), service.currency));
  await expect(quote).toContainText(`1 × ${ticket('Family').names.en} (4 people)`);

  // Add to cart: the cart is mfe-checkout's, fetched only now.
  expect(requested.filter((p) => p.includes('/remotes/mfe-checkout/'))).toEqual([]);
  const checkout = page.waitForRequest((r) => new URL(r.url()).pathname.includes('/remotes/mfe-checkout/'));
  await booking.getByRole('button', { name: 'Add to cart' }).click();
  await checkout;
  await expect(page.getByText(`${service.texts.en.name} was added to your cart.`)).toBeVisible();
});

test('a hotel stay shorter than the minimum stay is refused with its reason', async ({ page }) => {
  const service = seedService('oslo-harbour-hotel');
  if (service.details.kind !== 'hotel') throw new Error('seed: not a hotel');
  const { minStay2Weekday, noCheckOutWeekday, noCheckInWeekday } = service.details;
  // An arrival on the min-stay weekday, a few days ahead (clear of today's cut-off), with a one-night stay.
  const zone = SEED_LOCATIONS.find((l) => l.slug === service.location)!.timeZone;
  let arrival = isoInZone(zone, 3);
  while (weekday(arrival) !== minStay2Weekday) arrival = addDays(arrival, 1);
  expect(weekday(arrival)).not.toBe(noCheckInWeekday);
  expect(weekday(addDays(arrival, 1))).not.toBe(noCheckOutWeekday);

  await page.goto(demo(`/en/hotel/${service.slug}`));
  await expect(page.getByRole('heading', { level: 1, name: service.texts.en.name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading available dates' })).toHaveCount(0);

  // Some seeded nights are sold out at random: take the first min-stay weekday that is open for arrival.
  await showMonth(page, arrival);
  for (let i = 0; i < 4 && (await page.locator(`[data-date="${arrival}"]`).getAttribute('aria-disabled')) === 'true'; i += 1) {
    arrival = addDays(arrival, 7);
    await showMonth(page, arrival);
  }
  await expect(page.locator(`[data-date="${arrival}"]`)).not.toHaveAttribute('aria-disabled', 'true');
  await page.locator(`[data-date="${arrival}"]`).click();
  await expect(page.getByRole('grid', { name: /^Choose your check-out date/ })).toBeVisible();
  const departure = addDays(arrival, 1);
  await showMonth(page, departure);
  await page.locator(`[data-date="${departure}"]`).click();

  const rooms = page.getByRole('region', { name: 'Rooms and rates' });
  await expect(rooms.getByText(/^1 night: /)).toBeVisible();
  const refusal = rooms.getByText(/^Arrivals on .+ require a stay of at least 2 nights\.$/);
  await expect(refusal.first()).toBeVisible();
  // Every room and rate plan (the parent plans and the plans derived from them) gives the same reason.
  expect(await refusal.count()).toBe(service.details.rooms.length * (service.details.plans.length + service.details.connected.length));
  for (const button of await rooms.getByRole('button', { name: /to cart$/ }).all()) await expect(button).toBeDisabled();

  // Two nights from the same arrival: the minimum-stay reason is gone.
  await page.locator(`[data-date="${arrival}"]`).click();
  const second = addDays(arrival, 2);
  await showMonth(page, second);
  await page.locator(`[data-date="${second}"]`).click();
  await expect(rooms.getByText(/^2 nights: /)).toBeVisible();
  await expect(refusal).toHaveCount(0);
});

test('a failing search says so', async ({ page }) => {
  await page.route(/\/1\/indexes\/[^/]+\/queries(\?|$)/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom","status":500}' }));
  await page.goto(demo('/en/search?type=activities'));
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByText('Failed to fetch results from query!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'Results' })).toHaveCount(0);
});

test('the home page loads the shell and mfe-site only; mfe-checkout waits for the cart button', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto(demo('/en'));
  await expect(page.getByRole('heading', { level: 1, name: HERO_TITLE })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(requested.some((p) => p.startsWith('/_shell/'))).toBe(true);
  expect(requested.some((p) => p.startsWith('/remotes/mfe-site/'))).toBe(true);
  const otherRemotes = requested.filter((p) => p.startsWith('/remotes/') && !p.startsWith('/remotes/mfe-site/'));
  expect(otherRemotes, 'only mfe-site among the remotes').toEqual([]);
  for (const remote of PANEL_REMOTES) expect(requested.filter((p) => p.includes(`/remotes/${remote}/`))).toEqual([]);

  const checkout = page.waitForRequest((r) => new URL(r.url()).pathname.includes('/remotes/mfe-checkout/'));
  await page.getByRole('button', { name: 'Cart' }).click();
  await checkout;
  await page.waitForLoadState('networkidle');
  expect(requested.filter((p) => p.includes('/remotes/mfe-checkout/')).length).toBeGreaterThan(0);
  for (const remote of PANEL_REMOTES) expect(requested.filter((p) => p.includes(`/remotes/${remote}/`))).toEqual([]);
});
