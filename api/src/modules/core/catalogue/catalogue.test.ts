import { and, eq } from 'drizzle-orm';
import {
  CatalogAnswerSchema,
  CategoriesAnswerSchema,
  HotelFeaturesAnswerSchema,
  HotelListingAnswerSchema,
  ServiceCardsAnswerSchema,
  ServiceDetailAnswerSchema,
  TicketsAnswerSchema,
  TourFullAnswerSchema,
  TourOptionsAnswerSchema,
} from 'shared-contracts/catalogue';
import { api } from 'shared-contracts/paths';
import * as v from 'valibot';
import { serviceTranslations } from '../../../db/schema/catalogue';
import { partnerSites } from '../../../db/schema/core';
import { SEED_HOTEL_FEATURES } from '../../../db/seed/catalogue-data';
import { serviceId, siteId } from '../../../test/catalogue-fixtures';
import { testDatabases } from '../../../test/databases';
import { useTestDatabase } from '../../../test/harness';
import { createCatalogueService } from './catalogue.service';

const locale = (code: string) => ({ headers: { 'APP-LOCALE': code } });

describe.each(testDatabases())('public catalogue on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  test('catalog: a site\'s services in bucket order, paged, filtered by type and location', async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    const first = v.parse(CatalogAnswerSchema, await (await t.post(api.catalogue.catalog.path(), { site_id: demo, item_per_page: 5 })).json()).data;
    expect(first.total).toBe(16);
    expect(first.data.map((s) => s.slug)).toEqual([
      'oslo-fjord-sightseeing-cruise',
      'oslo-city-bike-tour',
      'oslo-harbour-hotel',
      'oslo-fram-polar-museum',
      'bergen-floyen-mountain-hike',
    ]);
    const fourth = v.parse(CatalogAnswerSchema, await (await t.post(api.catalogue.catalog.path(), { site_id: demo, item_per_page: 5, page: 4 })).json()).data;
    expect(fourth.data.map((s) => s.slug)).toEqual(['stockholm-old-town-hotel']);
    const hotels = v.parse(CatalogAnswerSchema, await (await t.post(api.catalogue.catalog.path(), { site_id: demo, service_type: 'hotels', item_per_page: -1 })).json()).data;
    expect(hotels.data.map((s) => s.slug).sort()).toEqual(['bergen-bryggen-inn', 'oslo-harbour-hotel', 'stockholm-old-town-hotel']);
    const categories = v.parse(CategoriesAnswerSchema, await (await t.post(api.catalogue.categories.path(), { site_id: demo, service_type: 'activities' })).json()).data;
    const hiking = categories.find((c) => c.slug === 'hiking')!;
    const inHiking = v.parse(CatalogAnswerSchema, await (await t.post(api.catalogue.catalog.path(), { site_id: demo, category_id: hiking.id })).json()).data;
    expect(inHiking.data.map((s) => s.slug)).toEqual(['bergen-floyen-mountain-hike']);
    const card = first.data[0]!;
    expect(card).toMatchObject({
      service_type: 'activities',
      location: { name: 'Oslo' },
      currency: 'NOK',
      lowest_price: { minor: 49_900, amount: 499 },
      categories: { lvl0: ['Tours'], lvl1: ['Boat tours'] },
      duration: '2:00',
    });
    expect(card.image).toMatch(/^data:image\/svg\+xml,/);
  });

  test('catalog/all: each site sees only what it sells', async () => {
    const t = ctx.app();
    const all = async (sub: string) =>
      v.parse(ServiceCardsAnswerSchema, await (await t.request(api.catalogue.catalogAll.path({ site_id: await siteId(t, sub) }))).json()).data.map((s) => s.slug);
    const demo = await all('demo');
    const paylater = await all('demo-paylater');
    expect(demo).not.toContain('stockholm-gamla-stan-walking-tour');
    expect(demo).not.toContain('holmenkollen-ski-jump-and-museum');
    expect(paylater).toEqual(['oslo-fjord-sightseeing-cruise', 'tromso-northern-lights-chase', 'oslo-harbour-hotel', 'arctic-weekend-tromso', 'stockholm-gamla-stan-walking-tour']);
  });

  test('categories: lvl0/lvl1 with counts of the site\'s services, translated', async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    const rows = v.parse(CategoriesAnswerSchema, await (await t.post(api.catalogue.categories.path(), { site_id: demo }, { 'APP-LOCALE': 'no' })).json()).data;
    const tours = rows.find((c) => c.slug === 'tours')!;
    expect(tours).toMatchObject({ level: 0, name: 'Turer', parent_id: null, service_type: 'activities' });
    expect(rows.find((c) => c.slug === 'winter-activities')).toMatchObject({ level: 1, parent_id: rows.find((c) => c.slug === 'outdoor')!.id, count: 2 });
    // Nobody sells to demo a running event.
    expect(rows.map((c) => c.slug)).not.toContain('running');
  });

  test('translations fall back: requested (if enabled) → site primary → en', async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    const kayak = await serviceId(t, 'stockholm-archipelago-kayak');
    const read = async (id: number, site: number, code: string) =>
      v.parse(ServiceDetailAnswerSchema, await (await t.request(api.catalogue.service.path({ id }, { site_id: site }), locale(code))).json()).data;
    expect((await read(kayak, demo, 'sv')).name).toBe('Kajaktur i Stockholms skärgård');
    expect((await read(kayak, demo, 'de')).locale).toBe('de');
    // Husky sledding has no German text: the demo site's primary language (en) is used.
    const husky = await serviceId(t, 'tromso-husky-sledding');
    expect(await read(husky, demo, 'de')).toMatchObject({ locale: 'en', name: 'Husky Sledding Adventure' });
    // Finnish is not enabled on demo: en.
    expect((await read(kayak, demo, 'fi')).locale).toBe('en');
    // A site whose primary language is Norwegian gets Norwegian when English is asked for but not enabled.
    const paylater = await siteId(t, 'demo-paylater');
    const cruise = await serviceId(t, 'oslo-fjord-sightseeing-cruise');
    const [row] = await t.handle.db.select().from(partnerSites).where(eq(partnerSites.id, paylater));
    await t.handle.db
      .update(partnerSites)
      .set({ generalSettings: { ...row!.generalSettings, language: { enabled_language: ['no'], primary_language: 'no' } } })
      .where(eq(partnerSites.id, paylater));
    try {
      expect(await read(cruise, paylater, 'en')).toMatchObject({ locale: 'no', name: 'Sightseeing på Oslofjorden' });
      // And without a Norwegian text, English.
      await t.handle.db.delete(serviceTranslations).where(and(eq(serviceTranslations.serviceId, cruise), eq(serviceTranslations.locale, 'no')));
      expect((await read(cruise, paylater, 'no')).locale).toBe('en');
    } finally {
      await t.handle.db.update(partnerSites).set({ generalSettings: row!.generalSettings }).where(eq(partnerSites.id, paylater));
      await t.handle.db
        .insert(serviceTranslations)
        .values({ serviceId: cruise, locale: 'no', name: 'Sightseeing på Oslofjorden', shortDescription: 'x', longDescription: 'x', highlights: [] })
        .onConflictDoNothing();
    }
  });

  test('service detail: gallery, tags, cancellation tiers; the wrong type or another site\'s service is 404', async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    const cruise = await serviceId(t, 'oslo-fjord-sightseeing-cruise');
    const detail = v.parse(ServiceDetailAnswerSchema, await (await t.request(api.catalogue.service.path({ id: cruise }, { site_id: demo }))).json()).data;
    expect(detail.gallery).toHaveLength(3);
    expect(detail.cancellation_policy).toEqual([
      { hours: 48, refund_percentage: 100 },
      { hours: 24, refund_percentage: 50 },
      { hours: 0, refund_percentage: 0 },
    ]);
    expect(detail).toMatchObject({ time_zone: 'Europe/Oslo', meeting_point: 'Pier 3, Aker Brygge, Oslo', activity: { duration: '2:00', duration_minutes: 120 } });
    expect(detail.tags.map((tag) => tag.slug)).toContain('fjord');
    expect((await t.request(api.catalogue.service.path({ id: cruise }, { site_id: demo, service_type: 'hotels' }))).status).toBe(404);
    const gamla = await serviceId(t, 'stockholm-gamla-stan-walking-tour');
    expect((await t.request(api.catalogue.tourFull.path({ id: gamla }, { site_id: demo }))).status).toBe(404);
    expect((await t.request(api.catalogue.service.path({ id: cruise }))).status).toBe(400);
  });

  test('service detail by slug: the same answer as by id, scoped to the site that sells it', async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    const cruise = await serviceId(t, 'oslo-fjord-sightseeing-cruise');
    const byId = await (await t.request(api.catalogue.service.path({ id: cruise }, { site_id: demo }))).json();
    const bySlugResponse = await t.request(api.catalogue.service.path({ id: 'oslo-fjord-sightseeing-cruise' }, { site_id: demo }));
    expect(bySlugResponse.status).toBe(200);
    const bySlug = v.parse(ServiceDetailAnswerSchema, await bySlugResponse.json());
    expect(bySlug).toEqual(byId);
    expect(bySlug.data.id).toBe(cruise);

    // Sold by demo-paylater only; an unknown slug; a malformed one.
    const notSold = await t.request(api.catalogue.service.path({ id: 'stockholm-gamla-stan-walking-tour' }, { site_id: demo }));
    expect(notSold.status).toBe(404);
    expect(await notSold.json()).toMatchObject({ code: 'NOT_FOUND' });
    const paylater = await siteId(t, 'demo-paylater');
    expect((await t.request(api.catalogue.service.path({ id: 'stockholm-gamla-stan-walking-tour' }, { site_id: paylater }))).status).toBe(200);
    expect((await t.request(api.catalogue.service.path({ id: 'no-such-service' }, { site_id: demo }))).status).toBe(404);
    expect((await t.request(api.catalogue.service.path({ id: 'Bad Slug!' }, { site_id: demo }))).status).toBe(400);
  });

  test('rentals, restaurants and attractions have their details', async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    const read = async (slug: string) =>
      v.parse(ServiceDetailAnswerSchema, await (await t.request(api.catalogue.service.path({ id: await serviceId(t, slug) }, { site_id: demo }))).json()).data;
    expect((await read('tromso-electric-car-rental')).rental).toMatchObject({ seats: 5, price_per_day: { currency: 'EUR', minor: 11_900 } });
    expect((await read('bergen-harbour-seafood-restaurant')).restaurant?.price_level).toBe(3);
    expect((await read('oslo-fram-polar-museum')).attraction?.admission?.amount).toBe(160);
  });

  test('tour full, options and tickets', async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    const cruise = await serviceId(t, 'oslo-fjord-sightseeing-cruise');
    const full = v.parse(TourFullAnswerSchema, await (await t.request(api.catalogue.tourFull.path({ id: cruise }, { site_id: demo }), locale('no'))).json()).data;
    expect(full.options.map((o) => o.name)).toEqual(['2 timers cruise', '3 timers cruise med rekelunsj']);
    expect(full.tickets.map((tk) => [tk.pricing_type, tk.pricing_basis, tk.member_count])).toEqual([
      ['Adult', 1, 1],
      ['Child', 1, 1],
      ['Group', 1, 4],
      ['Family', 2, 4],
    ]);
    const options = v.parse(TourOptionsAnswerSchema, await (await t.request(api.catalogue.tourOptions.path({ id: cruise }, { site_id: demo }))).json()).data;
    expect(options).toHaveLength(2);
    const tickets = v.parse(TicketsAnswerSchema, await (await t.request(api.catalogue.tourTickets.path({ id: cruise }, { site_id: demo }))).json()).data;
    // Default prices per option, plus the dated high-season rows.
    expect(tickets[0]?.prices.filter((p) => p.valid_from === null).map((p) => p.price.minor)).toEqual([49_900, 79_900]);
    expect(tickets[0]?.prices.some((p) => p.valid_from !== null)).toBe(true);
  });

  test('hotel listing, the feature list and a hotel\'s most popular features', async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    const id = await serviceId(t, 'oslo-harbour-hotel');
    const listing = v.parse(HotelListingAnswerSchema, await (await t.request(api.catalogue.hotelListing.path({ id }, { site_id: demo }))).json()).data;
    expect(listing.hotel).toMatchObject({ stars: 4, check_in_time: '15:00', check_out_time: '11:00' });
    expect(listing.room_types.map((r) => r.name)).toEqual(['Standard Double Room', 'Fjord View Suite']);
    const plans = listing.room_types[0]!.rate_plans;
    expect(plans[1]).toMatchObject({ parent_rate_plan_id: plans[0]!.id, derivation: { kind: 'percent', value: -10 }, refundable: false });
    const all = v.parse(HotelFeaturesAnswerSchema, await (await t.request(api.catalogue.features.path({ item_per_page: -1 }))).json()).data;
    expect(all).toHaveLength(SEED_HOTEL_FEATURES.length);
    const two = v.parse(HotelFeaturesAnswerSchema, await (await t.request(api.catalogue.features.path({ item_per_page: 2 }))).json()).data;
    expect(two).toHaveLength(2);
    const popular = v.parse(
      HotelFeaturesAnswerSchema,
      await (await t.request(api.catalogue.hotelFeatures.path({ id }, { site_id: demo, most_popular: 'true' }), locale('no'))).json(),
    ).data;
    expect(popular.map((f) => f.name)).toEqual(['Gratis Wi-Fi', 'Frokostbuffet', 'Bar']);
  });

  test('search records: one per service and locale, with the facets the indexer needs', async () => {
    const t = ctx.app();
    const catalogue = createCatalogueService(t.handle.db);
    const id = await serviceId(t, 'tromso-northern-lights-chase');
    const record = await catalogue.searchRecord(id, 'sv');
    expect(record).toMatchObject({
      objectID: String(id),
      type: 'service',
      service_type: 'activities',
      locale: 'sv',
      name: 'Norrskensjakt från Tromsø',
      currency: 'NOK',
      lowest_price: 1490,
      ratings: 4.9,
      categories: { lvl0: ['Friluftsliv'], lvl1: ['Friluftsliv > Vinteraktiviteter'] },
      _geoloc: { lat: 69.6496, lng: 18.956 },
    });
    expect(record?.site_ids).toEqual([await siteId(t, 'demo'), await siteId(t, 'demo-paylater')]);
    expect(await catalogue.searchRecord(999_999, 'en')).toBeNull();
  });
});
