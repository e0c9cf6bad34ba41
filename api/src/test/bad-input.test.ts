/**
 * Bad input is the caller's fault and answers 4xx with a message that says what is wrong, never 500 (issue 11 §5):
 * ids beyond PostgreSQL's integer, NUL characters (PostgreSQL text cannot hold one), and JSON nested deeper than any
 * payload of ours. Each row sends one bad input to one endpoint. To cover a new endpoint that takes an id or text,
 * add a row.
 */
import { LIMITS, SEARCH } from 'shared-contracts/constants';
import { api } from 'shared-contracts/paths';
import { createSearchRecord } from 'shared-contracts/testing';
import { addToCart, cruiseSlot, getCart, ORDER } from '../modules/booking/testing/fixtures';
import { createSearchIndexer } from '../modules/search/indexer/indexer.service';
import { serviceId, siteId } from './catalogue-fixtures';
import { oneTestDatabase } from './databases';
import { DEMO, type TestApp, useTestDatabase } from './harness';

/** One past PostgreSQL's integer, the type of every id column. */
const BIG = LIMITS.maxId + 1;
const NUL = 'Ka\u0000ri';
const UUID = '7a1b7c1e-4d3f-4c59-9a55-0b5f4c2d9e11';

interface Ids {
  site: number;
  service: number;
  token: string;
}

interface Row {
  name: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path(ids: Ids): string;
  body?(ids: Ids): unknown;
  /** A panel call: sent with the demo partner's bearer token. */
  panel?: boolean;
  /** The field the answer's issue names ('' when the answer has none). */
  field: string;
}

const big = (name: string, row: Omit<Row, 'name'>): Row => ({ name: `${name}: ${row.field} ${BIG}`, ...row });

/** Every endpoint that parses an id from its path, query or body. */
const ID_ROWS: Row[] = [
  big('site by id', { path: () => api.partnerSites.byId.path({ id: BIG }), panel: true, field: 'id' }),
  big('site by id under /gateway', { path: () => `/gateway${api.partnerSites.byId.path({ id: BIG })}`, panel: true, field: 'id' }),
  big('site settings', { path: () => api.partnerSites.settings.path({ id: BIG }), panel: true, field: 'id' }),
  big('site list', { path: () => api.partnerSites.list.path({ left_off: BIG }), panel: true, field: 'left_off' }),
  big('stripe setup credential', {
    method: 'POST',
    path: () => api.partnerSites.stripeSetupCredential.path({ id: BIG }),
    body: () => ({ code: 'ac_sim_1', state: 'state' }),
    panel: true,
    field: 'id',
  }),
  big('deauthorize stripe', { path: () => api.partnerSites.deauthorizeStripe.path({ id: BIG }, { currency_code: 'NOK' }), panel: true, field: 'id' }),
  big('site page', { path: () => api.siteContent.page.path({ siteId: BIG }), field: 'siteId' }),
  big('site page', { path: ({ site }) => api.siteContent.page.path({ siteId: site }, { page_id: BIG }), field: 'page_id' }),
  big('page by id', { path: ({ site }) => api.siteContent.pageById.path({ siteId: site, pageId: BIG }), field: 'pageId' }),
  big('section', { path: ({ site }) => api.siteContent.section.path({ siteId: site, sectionId: BIG }), field: 'sectionId' }),
  big('public site settings', { path: () => api.siteContent.settings.path({ siteId: BIG }), field: 'siteId' }),
  big('site settings by name', { path: () => api.siteContent.siteSettings.path({ siteId: BIG }), field: 'siteId' }),
  big('menu items', { path: () => api.siteContent.menuItems.path({ siteId: BIG }), field: 'siteId' }),
  big('footer links', { path: () => api.siteContent.footerLinks.path({ siteId: BIG }), field: 'siteId' }),
  big('footer', { path: () => api.siteContent.footer.path({ siteId: BIG }), field: 'siteId' }),
  big('privacy policy', { path: () => api.siteContent.privacyPolicy.path({ siteId: BIG }), field: 'siteId' }),
  big('terms', { path: () => api.siteContent.terms.path({ siteId: BIG }), field: 'siteId' }),
  big('site services', { method: 'POST', path: () => api.siteContent.services.path({ siteId: BIG }), body: () => ({ service_ids: [1] }), field: 'siteId' }),
  big('site services', { method: 'POST', path: ({ site }) => api.siteContent.services.path({ siteId: site }), body: () => ({ service_ids: [BIG] }), field: 'service_ids.0' }),
  big('submit question', {
    method: 'POST',
    path: ({ site }) => api.siteContent.submitQuestion.path({ siteId: site, id: BIG }),
    body: () => ({ name: 'Kari', email: ORDER.email, question: 'Is lunch included?' }),
    field: 'id',
  }),
  big('customize site', { path: () => api.siteContent.customizeSite.path({ siteId: BIG }), field: 'siteId' }),
  big('customize site', { path: ({ site }) => api.siteContent.customizeSite.path({ siteId: site }, { white_label_id: BIG }), field: 'white_label_id' }),
  big('catalog', { method: 'POST', path: () => api.catalogue.catalog.path(), body: () => ({ site_id: BIG }), field: 'site_id' }),
  big('catalog', { method: 'POST', path: () => api.catalogue.catalog.path(), body: ({ site }) => ({ site_id: site, category_id: BIG }), field: 'category_id' }),
  big('catalog, all', { path: () => api.catalogue.catalogAll.path({ site_id: BIG }), field: 'site_id' }),
  big('categories', { method: 'POST', path: () => api.catalogue.categories.path(), body: () => ({ site_id: BIG }), field: 'site_id' }),
  big('service', { path: ({ site }) => api.catalogue.service.path({ id: BIG }, { site_id: site }), field: 'id' }),
  big('service', { path: ({ service }) => api.catalogue.service.path({ id: service }, { site_id: BIG }), field: 'site_id' }),
  big('tour', { path: ({ site }) => api.catalogue.tourFull.path({ id: BIG }, { site_id: site }), field: 'id' }),
  big('tour options', { path: ({ site }) => api.catalogue.tourOptions.path({ id: BIG }, { site_id: site }), field: 'id' }),
  big('tour tickets', { path: ({ site }) => api.catalogue.tourTickets.path({ id: BIG }, { site_id: site }), field: 'id' }),
  big('hotel listing', { path: ({ site }) => api.catalogue.hotelListing.path({ id: BIG }, { site_id: site }), field: 'id' }),
  big('hotel features', { path: ({ site }) => api.catalogue.hotelFeatures.path({ id: BIG }, { site_id: site }), field: 'id' }),
  big('package', { path: ({ site }) => api.catalogue.package.path({ id: BIG }, { site_id: site }), field: 'id' }),
  big('tour dates', { method: 'POST', path: () => api.availability.tourAvailableDates.path({ id: BIG }), body: ({ site }) => ({ site_id: site, month: '2030-01' }), field: 'id' }),
  big('tour dates', { method: 'POST', path: ({ service }) => api.availability.tourAvailableDates.path({ id: service }), body: ({ site }) => ({ site_id: site, month: '2030-01', option_id: BIG }), field: 'option_id' }),
  big('tour slots', { path: ({ site }) => api.availability.tourSlots.path({ id: BIG }, { site_id: site, date: '2030-01-01' }), field: 'id' }),
  big('tour slots', { path: ({ site, service }) => api.availability.tourSlots.path({ id: service }, { site_id: site, date: '2030-01-01', option_id: BIG }), field: 'option_id' }),
  big('price quote', {
    method: 'POST',
    path: ({ service }) => api.availability.tourPriceQuote.path({ id: service }),
    body: ({ site }) => ({ site_id: site, tickets: [{ ticket_id: BIG, count: 1 }] }),
    field: 'tickets.0.ticket_id',
  }),
  big('hotel availability', {
    method: 'POST',
    path: () => api.availability.hotelAvailability.path({ id: BIG }),
    body: ({ site }) => ({ site_id: site, check_in: '2030-01-01', check_out: '2030-01-02', adults: 1 }),
    field: 'id',
  }),
  big('hotel dates', { method: 'POST', path: () => api.availability.hotelAvailableDates.path({ id: BIG }), body: ({ site }) => ({ site_id: site, start_date: '2030-01-01', end_date: '2030-01-02' }), field: 'id' }),
  big('hotel empty dates', { method: 'POST', path: () => api.availability.hotelEmptyDates.path({ id: BIG }), body: ({ site }) => ({ site_id: site, start_date: '2030-01-01', end_date: '2030-01-02' }), field: 'id' }),
  big('package slots', { method: 'POST', path: () => api.availability.packageSlots.path({ id: BIG }), body: ({ site }) => ({ site_id: site }), field: 'id' }),
  big('package slot availability', {
    method: 'POST',
    path: () => api.availability.packageSlotAvailability.path(),
    body: ({ site }) => ({ site_id: site, package_id: 1, slot_id: BIG, adults: 1 }),
    field: 'slot_id',
  }),
  big('tours search', { method: 'POST', path: () => api.availability.toursSearch.path(), body: ({ site }) => ({ site_id: site, date: '2030-01-01', adults: 1, location_id: BIG }), field: 'location_id' }),
  big('hotels search', { method: 'POST', path: () => api.availability.hotelsSearch.path(), body: () => ({ site_id: BIG, check_in: '2030-01-01', check_out: '2030-01-02', adults: 1 }), field: 'site_id' }),
  big('packages search', { method: 'POST', path: () => api.availability.packagesSearch.path(), body: () => ({ site_id: BIG, date: '2030-01-01', adults: 1 }), field: 'site_id' }),
  big('cart', { path: () => api.booking.cart.path({ cartRef: UUID }, { site_id: BIG }), field: 'site_id' }),
  big('cart', { path: ({ site }) => api.booking.cart.path({ cartRef: UUID }, { site_id: site, package_id: BIG }), field: 'package_id' }),
  big('add to cart', {
    method: 'POST',
    path: ({ site }) => api.booking.addToCart.path({ site_id: site }),
    body: ({ service }) => ({ items: [{ service_type: 'activities', serviceable_id: service, option_id: 1, date: '2030-01-01', slot_id: BIG, tickets: [{ ticket_id: 1, count: 1 }] }] }),
    field: 'items.0.slot_id',
  }),
  big('remove package', { method: 'DELETE', path: ({ site }) => api.booking.removePackage.path({ cartRef: UUID }, { site_id: site }), body: () => ({ package_id: BIG }), field: 'package_id' }),
  big('hold', { method: 'POST', path: () => api.booking.holdReservation.path({ cartRef: UUID }, { site_id: BIG }), body: () => ({ order: ORDER }), field: 'site_id' }),
  big('thanks', { path: () => api.booking.thanks.path({ paymentUuid: UUID }, { site_id: BIG }), field: 'site_id' }),
];

describe.each(oneTestDatabase())('bad input on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  async function idsOf(t: TestApp): Promise<Ids> {
    return { site: await siteId(t, 'demo'), service: await serviceId(t, 'oslo-fjord-sightseeing-cruise'), token: (await t.login(DEMO.partner)).token };
  }

  function send(t: TestApp, row: Row, ids: Ids) {
    const body = row.body?.(ids);
    return t.request(row.path(ids), {
      method: row.method ?? 'GET',
      headers: { ...(row.panel ? { authorization: `Bearer ${ids.token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  /** What the caller sees, in one object so that a failing row shows all of it. */
  async function answerOf(response: Response) {
    const text = await response.text();
    let body: { message?: string; code?: string; issues?: { path: string; code?: string }[] } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // shown as text below
    }
    return { status: response.status, code: body.code, message: body.message, issues: body.issues?.map((i) => [i.path, i.code]), text: text.slice(0, 300) };
  }

  test(`an id above ${LIMITS.maxId} is a 400 naming the field, on every endpoint that takes one`, async () => {
    const t = ctx.app();
    const ids = await idsOf(t);
    const answers: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const row of ID_ROWS) {
      const answer = await answerOf(await send(t, row, ids));
      answers[row.name] = answer;
      expected[row.name] = expect.objectContaining({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Bad request',
        issues: expect.arrayContaining([[row.field, 'validation.idInvalid']]),
      });
    }
    expect(answers).toEqual(expected);
  });

  test(`${LIMITS.maxId} itself is a well-formed id: not found, not refused`, async () => {
    const t = ctx.app();
    const ids = await idsOf(t);
    expect((await send(t, { name: 'site page', path: () => api.siteContent.page.path({ siteId: LIMITS.maxId }), field: '' }, ids)).status).toBe(404);
    expect((await send(t, { name: 'site by id', path: () => api.partnerSites.byId.path({ id: LIMITS.maxId }), panel: true, field: '' }, ids)).status).toBe(404);
  });

  test('a NUL character in a name, a comment or a query is a 400, never stored and never a 500', async () => {
    const t = ctx.app();
    const ids = await idsOf(t);
    const { site, item } = await cruiseSlot(t, 4, 5);
    const cartRef = await addToCart(t, site, [item]);
    const reservationRef = (await getCart(t, site, cartRef)).reservations[0]!.id;
    const rows: Row[] = [
      {
        name: 'hold: first name',
        method: 'POST',
        path: () => api.booking.holdReservation.path({ cartRef }, { site_id: site }),
        body: () => ({ order: { ...ORDER, first_name: NUL } }),
        field: 'order.first_name',
      },
      { name: 'hold: last name', method: 'POST', path: () => api.booking.holdReservation.path({ cartRef }, { site_id: site }), body: () => ({ order: { ...ORDER, name: NUL } }), field: 'order.name' },
      { name: 'comments', method: 'POST', path: () => api.booking.saveComments.path({ reservationRef }, { site_id: site }), body: () => ({ comments: `Window seat${NUL}` }), field: 'comments' },
      {
        name: 'question: name',
        method: 'POST',
        path: ({ service }) => api.siteContent.submitQuestion.path({ siteId: site, id: service }),
        body: () => ({ name: NUL, email: ORDER.email, question: 'Is lunch included?' }),
        field: 'name',
      },
      {
        name: 'question: text',
        method: 'POST',
        path: ({ service }) => api.siteContent.submitQuestion.path({ siteId: site, id: service }),
        body: () => ({ name: 'Kari', email: ORDER.email, question: `Lunch?${NUL}` }),
        field: 'question',
      },
      { name: 'site by host', path: () => api.partnerSites.byHost.path({ url: `demo${NUL}.localhost` }), field: 'url' },
      { name: 'page by slug', path: () => api.siteContent.page.path({ siteId: site }, { slug: NUL }), field: 'slug' },
      { name: 'menu items', path: () => api.siteContent.menuItems.path({ siteId: site }, { url_prefix: NUL }), field: 'url_prefix' },
      { name: 'panel site settings', path: () => api.partnerSites.settings.path({ id: site }, { setting: NUL }), panel: true, field: 'setting' },
      {
        name: 'stripe setup credential: code',
        method: 'POST',
        path: () => api.partnerSites.stripeSetupCredential.path({ id: site }),
        body: () => ({ code: NUL, state: 'state' }),
        panel: true,
        field: 'code',
      },
      { name: 'connect stripe: currency', path: () => api.partnerSites.connectStripe.path({ currency_code: 'N\u0000K' }), panel: true, field: 'currency_code' },
    ];
    const answers: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const row of rows) {
      answers[row.name] = await answerOf(await send(t, row, ids));
      expected[row.name] = expect.objectContaining({ status: 400, code: 'VALIDATION_FAILED', issues: expect.arrayContaining([[row.field, 'validation.invalidCharacter']]) });
    }
    expect(answers).toEqual(expected);
    expect((await getCart(t, site, cartRef)).reservations[0]!.comments).toBeNull();
  });

  test('JSON nested 100,000 deep is a 400 "nested too deeply", to search and to a JSON call', async () => {
    const t = ctx.app();
    const { site } = await idsOf(t);
    const index = SEARCH.indexName('services', 'en');
    await createSearchIndexer(t.handle.db).replaceIndex(index, [createSearchRecord({ objectID: 'kayak', name: 'Fjord kayaking', site_ids: [site] })]);
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const searches = [
      `{"requests":[{"indexName":"${index}","query":"kayak","extra":${deep}}]}`,
      `{"requests":[{"indexName":"${index}","facetFilters":${deep}}]}`,
      deep,
    ];
    for (const body of searches) {
      const response = await t.request('/1/indexes/*/queries', { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
      expect({ status: response.status, message: ((await response.json()) as { message?: string }).message }).toEqual({ status: 400, message: 'The request body is nested too deeply.' });
    }
    const cancel = await t.request(api.booking.cancelReservation.path({ cartRef: UUID }, { site_id: site }), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: `{"order":${deep}}`,
    });
    expect(await answerOf(cancel)).toMatchObject({ status: 400, code: 'BAD_REQUEST', message: 'The request body is nested too deeply.' });
  });
});
