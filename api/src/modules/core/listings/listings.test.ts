import { eq } from 'drizzle-orm';
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { GeneralStatus, MediaSourceType, ServiceListFilter } from 'shared-contracts/enums';
import {
  LISTING_CALLS,
  LISTING_TYPES,
  ListingDeletedAnswerSchema,
  type ListingFull,
  ListingFullAnswerSchema,
  ListingListAnswerSchema,
  ListingStateAnswerSchema,
  ListingStatusCountsAnswerSchema,
  LocationChoicesAnswerSchema,
} from 'shared-contracts/listings';
import { api } from 'shared-contracts/paths';
import * as v from 'valibot';
import { categories, packageServices, services, tags } from '../../../db/schema/catalogue';
import { serviceId } from '../../../test/catalogue-fixtures';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { answer, insertFile, locationId, refusal, send, userId } from '../tours/testing/tour-fixtures';
import { createListing, makeReady, saveSection, TYPE_DETAILS } from './testing/listing-fixtures';

const calls = LISTING_CALLS;

async function categoryId(t: TestApp, slug: string): Promise<number> {
  const [row] = await t.handle.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  return row!.id;
}

async function tagId(t: TestApp, slug: string): Promise<number> {
  const [row] = await t.handle.db.select({ id: tags.id }).from(tags).where(eq(tags.slug, slug));
  return row!.id;
}

/** The issues of a 400, as `path: code`. */
async function issues(response: Response): Promise<string[]> {
  const body = await refusal(response, 400);
  return (body.issues ?? []).map((found) => `${found.path}: ${found.code ?? ''}`);
}

describe.each(testDatabases())('rentals, restaurants and attractions on $name', (spec) => {
  const ctx = useTestDatabase(spec);
  const tokenOf = async (t: TestApp, email: string) => (await t.login(email)).token;

  test.each(LISTING_TYPES)('%s: created Pending from a name, with a product code of its type and its name in the caller’s locale', async (type) => {
    const t = ctx.app();
    const token = await tokenOf(t, DEMO.supplier);
    const created = await createListing(t, token, type, { name: 'Fjord Corner' }, 'no');
    expect(created).toMatchObject({
      service_type: type,
      status: GeneralStatus.Pending,
      supplier_id: await userId(t, DEMO.supplier),
      currency: 'NOK',
      locale: 'no',
      text_locale: 'no',
      basic_details: { name: 'Fjord Corner' },
      location: { location_id: null, position: null },
      gallery: { media: [] },
      rental: null,
      restaurant: null,
      attraction: null,
      readiness: { ready: false, missing: ['location', 'image', 'typeDetails'] },
    });
    expect(created.product_code).toBe(`WH-${{ rentals: 'REN', restaurants: 'RES', attractions: 'ATT' }[type]}-${String(created.id).padStart(6, '0')}`);
    expect(created.slug).toMatch(/^fjord-corner(-\d+)?$/);
    // Another type's calls do not find it.
    const other = LISTING_TYPES.find((each) => each !== type)!;
    await refusal(await send(t, token, 'GET', calls[other].full.path({ id: created.id })), 404);
  });

  test('a rental: every section saves and reads back, then activation succeeds once it is ready', async () => {
    const t = ctx.app();
    const token = await tokenOf(t, DEMO.supplier);
    const rental = await createListing(t, token, 'rentals', { name: 'Harbour Bikes' });

    // Activation first: refused, naming what is missing in the caller's language.
    const refused = await send(t, token, 'PUT', calls.rentals.updateStatus.path({ id: rental.id }, { status: GeneralStatus.Active }), undefined, { 'app-locale': 'no' });
    const body = await refusal(refused, 400);
    expect(body.issues?.map((found) => found.path)).toEqual(['location', 'image', 'typeDetails']);
    expect(body.message).toBe('Denne oppføringen kan ikke settes til Aktiv ennå. Dette mangler: et sted, minst ett bilde og utleiedetaljene (kjøretøy, seter, pris per dag og hentested).');

    await saveSection(t, token, 'rentals', rental.id, {
      section: 'basic_details',
      name: '  Harbour E-bikes ',
      short_description: 'Bikes by the fjord.',
      long_description: 'Ride along the harbour.',
      highlights: ['Helmet included'],
    });
    await saveSection(t, token, 'rentals', rental.id, TYPE_DETAILS.rentals);
    const oslo = await locationId(t, 'oslo');
    await saveSection(t, token, 'rentals', rental.id, { section: 'location', location_id: oslo, position: { lat: 59.91, lng: 10.73 }, meeting_point: 'Pier 3' });
    const file = await insertFile(t, rental.supplier_id);
    await saveSection(t, token, 'rentals', rental.id, {
      section: 'gallery',
      media: [
        { source_type: MediaSourceType.embeddedVideo, url: 'https://youtu.be/dQw4w9WgXcQ' },
        { source_type: MediaSourceType.file, file_id: file.id, alt: 'Bikes' },
      ],
    });
    const electricCars = await categoryId(t, 'electric-cars');
    await saveSection(t, token, 'rentals', rental.id, { section: 'tags_and_categories', tag_ids: [await tagId(t, 'city')], category_ids: [electricCars] });

    const full = (await answer(ListingFullAnswerSchema, await send(t, token, 'GET', calls.rentals.full.path({ id: rental.id })))).data;
    expect(full).toMatchObject({
      basic_details: { name: 'Harbour E-bikes', short_description: 'Bikes by the fjord.', long_description: 'Ride along the harbour.', highlights: ['Helmet included'] },
      location: { location_id: oslo, location_name: 'Oslo', position: { lat: 59.91, lng: 10.73 }, meeting_point: 'Pier 3' },
      rental: { vehicle_type: 'E-bike', seats: 1, price_per_day_minor: 45_000, price_per_day: { currency: 'NOK', minor: 45_000, amount: 450 }, pickup_point: 'Aker Brygge pier' },
      time_zone: 'Europe/Oslo',
      readiness: { ready: true, missing: [] },
    });
    // The first image is the cover, not the video before it; the sub-category brought its parent along.
    expect(full.gallery.media.map((m) => [m.source_type, m.is_cover])).toEqual([
      [MediaSourceType.embeddedVideo, false],
      [MediaSourceType.file, true],
    ]);
    expect(full.tags_and_categories.category_ids.sort()).toEqual([electricCars, await categoryId(t, 'vehicles')].sort());
    const [row] = await t.handle.db.select({ imageUrl: services.imageUrl }).from(services).where(eq(services.id, rental.id));
    expect(row?.imageUrl).toBe(full.gallery.media[1]?.url);

    const activated = await answer(ListingStateAnswerSchema, await send(t, token, 'PUT', calls.rentals.updateStatus.path({ id: rental.id }, { status: GeneralStatus.Active })));
    expect(activated.data).toEqual({ id: rental.id, status: GeneralStatus.Active });

    // An Active listing stays ready: taking its location away is refused, and nothing changes.
    const unplaced = await send(t, token, 'PUT', calls.rentals.update.path({ id: rental.id }), { section: 'location', location_id: null });
    expect((await refusal(unplaced, 400)).issues?.map((found) => found.path)).toEqual(['location']);
    const after = (await answer(ListingFullAnswerSchema, await send(t, token, 'GET', calls.rentals.full.path({ id: rental.id })))).data;
    expect(after.location.location_id).toBe(oslo);
  });

  test('texts are kept per locale; another locale reads English until it has its own', async () => {
    const t = ctx.app();
    const token = await tokenOf(t, DEMO.supplier);
    const restaurant = await createListing(t, token, 'restaurants', { name: 'Fish House' });
    await saveSection(t, token, 'restaurants', restaurant.id, { section: 'basic_details', name: 'Fiskehuset', long_description: 'Norsk tekst.' }, 'no');
    const english = (await answer(ListingFullAnswerSchema, await send(t, token, 'GET', calls.restaurants.full.path({ id: restaurant.id }, { locale: 'en' })))).data;
    const norwegian = (await answer(ListingFullAnswerSchema, await send(t, token, 'GET', calls.restaurants.full.path({ id: restaurant.id }, { locale: 'no' })))).data;
    const swedish = (await answer(ListingFullAnswerSchema, await send(t, token, 'GET', calls.restaurants.full.path({ id: restaurant.id }, { locale: 'sv' })))).data;
    expect(english.basic_details.name).toBe('Fish House');
    expect(norwegian.basic_details).toMatchObject({ name: 'Fiskehuset', long_description: 'Norsk tekst.' });
    expect(swedish).toMatchObject({ text_locale: 'en', basic_details: { name: 'Fish House' } });
    expect(norwegian.locales.sort()).toEqual(['en', 'no']);
  });

  test('a restaurant’s opening hours: an evening past midnight is kept; a closing time equal to the opening time, or no time at all, is refused on its field', async () => {
    const t = ctx.app();
    const token = await tokenOf(t, DEMO.supplier);
    const restaurant = await createListing(t, token, 'restaurants');
    const saved = await saveSection(t, token, 'restaurants', restaurant.id, TYPE_DETAILS.restaurants);
    expect(saved.restaurant).toEqual({ cuisine: 'Nordic', price_level: 2, opening_hours: TYPE_DETAILS.restaurants.opening_hours });

    const put = (body: Record<string, unknown>) => send(t, token, 'PUT', calls.restaurants.update.path({ id: restaurant.id }), { ...TYPE_DETAILS.restaurants, ...body });
    expect(await issues(await put({ opening_hours: [{ days: 'Mon', opens: '11:00', closes: '11:00' }] }))).toEqual(['opening_hours.0.closes: errors.listings.closesAtOpening']);
    expect(await issues(await put({ opening_hours: [{ days: 'Mon', opens: '24:00', closes: '9:00' }] }))).toEqual([
      'opening_hours.0.opens: errors.listings.timeInvalid',
      'opening_hours.0.closes: errors.listings.timeInvalid',
    ]);
    expect(await issues(await put({ opening_hours: [{ days: ' ', opens: '11:00', closes: '12:00' }] }))).toEqual(['opening_hours.0.days: validation.required']);
    expect(await issues(await put({ price_level: 5 }))).toEqual(['price_level: errors.listings.priceLevelInvalid']);
    expect(await issues(await put({ cuisine: '' }))).toEqual(['cuisine: validation.required']);
    // Nothing refused was written.
    const full = (await answer(ListingFullAnswerSchema, await send(t, token, 'GET', calls.restaurants.full.path({ id: restaurant.id })))).data;
    expect(full.restaurant?.opening_hours).toEqual(TYPE_DETAILS.restaurants.opening_hours);
  });

  test('an attraction may be free; a rental needs its seats and a price', async () => {
    const t = ctx.app();
    const token = await tokenOf(t, DEMO.supplier);
    const attraction = await createListing(t, token, 'attractions');
    const free = await saveSection(t, token, 'attractions', attraction.id, { section: 'type_details', admission_minor: null, opening_hours: [] });
    expect(free.attraction).toEqual({ admission_minor: null, admission: null, opening_hours: [] });
    expect(free.readiness.missing).toEqual(['location', 'image']);

    const rental = await createListing(t, token, 'rentals');
    const put = (body: Record<string, unknown>) => send(t, token, 'PUT', calls.rentals.update.path({ id: rental.id }), { ...TYPE_DETAILS.rentals, ...body });
    expect(await issues(await put({ seats: 0 }))).toEqual(['seats: errors.listings.seatsInvalid']);
    expect(await issues(await put({ seats: 2.5 }))).toEqual(['seats: errors.listings.seatsInvalid']);
    expect(await issues(await put({ price_per_day_minor: -1 }))).toEqual(['price_per_day_minor: errors.listings.priceInvalid']);
    expect(await issues(await put({ price_per_day_minor: 10.5 }))).toEqual(['price_per_day_minor: errors.listings.priceInvalid']);
    expect(await issues(await put({ pickup_point: undefined }))).toEqual(['pickup_point: validation.required']);
    // Another type's details are not this type's section.
    expect((await issues(await send(t, token, 'PUT', calls.rentals.update.path({ id: rental.id }), TYPE_DETAILS.restaurants))).length).toBeGreaterThan(0);
  });

  test('bad inputs of every call answer 400 with the field named', async () => {
    const t = ctx.app();
    const token = await tokenOf(t, DEMO.supplier);
    const rental = await createListing(t, token, 'rentals');
    const c = calls.rentals;
    const id = rental.id;

    expect(await issues(await send(t, token, 'POST', c.listing.path(), { limit: 0 }))).toEqual(['limit: validation.invalid']);
    expect(await issues(await send(t, token, 'POST', c.listing.path(), { page_number: 0 }))).toEqual(['page_number: validation.invalid']);
    expect(await issues(await send(t, token, 'POST', c.listing.path(), { status: 7 }))).toEqual(['status: validation.invalid']);
    expect(await issues(await send(t, token, 'POST', c.listing.path(), { sort_by: 'price' }))).toEqual(['sort_by: validation.invalid']);
    expect(await issues(await send(t, token, 'GET', c.statusCounts.path({ supplier_user_id: 'x' })))).toEqual(['supplier_user_id: validation.idInvalid']);

    expect(await issues(await send(t, token, 'POST', c.create.path(), {}))).toEqual(['name: validation.required']);
    expect(await issues(await send(t, token, 'POST', c.create.path(), { name: '   ' }))).toEqual(['name: validation.required']);
    expect(await issues(await send(t, token, 'POST', c.create.path(), { name: 'x', currency: 'nok' }))).toEqual(['currency: validation.invalid']);
    expect(await issues(await send(t, token, 'POST', c.create.path(), { name: 'x', location_id: 999_999 }))).toEqual(['location_id: errors.referenceNotFound']);
    expect(await issues(await send(t, token, 'POST', c.create.path({ locale: 'xx' }), { name: 'x' }))).toHaveLength(1);
    // A supplier naming another supplier names nothing it may see.
    await refusal(await send(t, token, 'POST', c.create.path(), { name: 'x', supplier_user_id: await userId(t, DEMO.duo) }), 404);

    expect(await issues(await send(t, token, 'GET', c.full.path({ id: 'abc' })))).toEqual(['id: validation.idInvalid']);
    expect(await issues(await send(t, token, 'GET', c.full.path({ id: 0 })))).toEqual(['id: validation.idInvalid']);
    expect((await issues(await send(t, token, 'PUT', c.update.path({ id }), { section: 'seasonal', seasons: [] }))).length).toBeGreaterThan(0);
    expect(await issues(await send(t, token, 'PUT', c.update.path({ id }), { section: 'basic_details', name: '' }))).toEqual(['name: validation.required']);
    expect(await issues(await send(t, token, 'PUT', c.update.path({ id }), { section: 'location', location_id: 999_999 }))).toEqual(['location_id: errors.referenceNotFound']);
    expect(await issues(await send(t, token, 'PUT', c.update.path({ id }), { section: 'location', position: { lat: 91, lng: 0 } }))).toEqual(['position.lat: validation.invalid']);
    expect(await issues(await send(t, token, 'PUT', c.update.path({ id }), { section: 'gallery', media: [{ source_type: MediaSourceType.embeddedVideo, url: 'https://youtu.be/dQw4w9WgXcQ' }] }))).toEqual([
      'media: validation.imageRequired',
    ]);
    // Another supplier's upload is as unknown as no upload at all.
    const foreign = await insertFile(t, await userId(t, DEMO.duo));
    expect(await issues(await send(t, token, 'PUT', c.update.path({ id }), { section: 'gallery', media: [{ source_type: MediaSourceType.file, file_id: foreign.id }] }))).toEqual([
      'media.0.file_id: errors.fileNotFound',
    ]);
    expect(await issues(await send(t, token, 'PUT', c.update.path({ id }), { section: 'tags_and_categories', tag_ids: [999_999] }))).toEqual(['tag_ids.0: errors.referenceNotFound']);
    // A category of another service type is not one of this listing's.
    expect(await issues(await send(t, token, 'PUT', c.update.path({ id }), { section: 'tags_and_categories', category_ids: [await categoryId(t, 'seafood')] }))).toEqual([
      'category_ids.0: errors.referenceNotFound',
    ]);
    expect(await issues(await send(t, token, 'DELETE', c.remove.path({ id: 'x' })))).toEqual(['id: validation.idInvalid']);
    expect(await issues(await send(t, token, 'PUT', c.updateStatus.path({ id }, { status: 5 })))).toEqual(['status: validation.invalid']);
    expect(await issues(await send(t, token, 'PUT', c.updateStatus.path({ id })))).toEqual(['status: validation.required']);
  });

  test('the list: the caller’s own, searched by name or code, filtered by status, paged, with counts per status', async () => {
    const t = ctx.app();
    const token = await tokenOf(t, DEMO.supplier);
    const word = `zq${Math.random().toString(36).slice(2, 8)}`;
    const made: ListingFull[] = [];
    for (const name of ['Alpha', 'Bravo', 'Charlie']) made.push(await createListing(t, token, 'attractions', { name: `${name} ${word}` }));
    await makeReady(t, token, made[0]!);
    await answer(ListingStateAnswerSchema, await send(t, token, 'PUT', calls.attractions.updateStatus.path({ id: made[0]!.id }, { status: GeneralStatus.Active })));
    await answer(ListingStateAnswerSchema, await send(t, token, 'PUT', calls.attractions.updateStatus.path({ id: made[1]!.id }, { status: GeneralStatus.Hide })));

    const list = async (body: Record<string, unknown>) => (await answer(ListingListAnswerSchema, await send(t, token, 'POST', calls.attractions.listing.path(), body))).data;
    const page1 = await list({ search: word, limit: 2, sort_by: 'name', sort_order: 'asc' });
    expect(page1.data.map((row) => row.name)).toEqual([`Alpha ${word}`, `Bravo ${word}`]);
    expect(page1.total).toBe(3);
    expect((await list({ search: word, limit: 2, page_number: 2, sort_by: 'name', sort_order: 'asc' })).data.map((row) => row.name)).toEqual([`Charlie ${word}`]);
    expect(page1.data[0]).toMatchObject({ status: GeneralStatus.Active, location: { name: 'Oslo' }, price: { minor: 12_000, currency: 'NOK' }, service_type: 'attractions' });
    expect((await list({ search: word, status: ServiceListFilter.HIDE })).data.map((row) => row.id)).toEqual([made[1]!.id]);
    expect((await list({ search: made[2]!.product_code })).data.map((row) => row.id)).toEqual([made[2]!.id]);
    // Types keep to themselves, and the supplier sees only its own (the seeded attraction is duo@'s).
    expect((await answer(ListingListAnswerSchema, await send(t, token, 'POST', calls.rentals.listing.path(), { search: word }))).data.total).toBe(0);
    const all = await list({ limit: -1, page_number: -1 });
    expect(all.data.every((row) => row.supplier_id === made[0]!.supplier_id)).toBe(true);
    expect(all.data.map((row) => row.id)).not.toContain(await serviceId(t, 'oslo-fram-polar-museum'));

    const counts = (await answer(ListingStatusCountsAnswerSchema, await send(t, token, 'GET', calls.attractions.statusCounts.path({ search: word })))).data;
    expect(counts).toEqual({ all: 3, active: 1, inactive: 0, pending: 1, hide: 1, sync_failed: 0 });
  });

  test('an administrator lists, edits and creates for any supplier; creating needs the supplier named', async () => {
    const t = ctx.app();
    const admin = await tokenOf(t, DEMO.admin);
    const seeded = await serviceId(t, 'tromso-electric-car-rental');
    const rentals = (await answer(ListingListAnswerSchema, await send(t, admin, 'POST', calls.rentals.listing.path(), { limit: -1, page_number: -1 }))).data;
    expect(rentals.data.map((row) => row.id)).toContain(seeded);
    const read = (await answer(ListingFullAnswerSchema, await send(t, admin, 'GET', calls.rentals.full.path({ id: seeded })))).data;
    expect(read.rental).toMatchObject({ vehicle_type: 'Electric SUV', seats: 5, price_per_day: { currency: 'EUR', minor: 11_900 } });
    const edited = await saveSection(t, admin, 'rentals', seeded, { ...TYPE_DETAILS.rentals, seats: 7 });
    expect(edited.rental?.seats).toBe(7);

    expect(await issues(await send(t, admin, 'POST', calls.restaurants.create.path(), { name: 'For whom?' }))).toEqual(['supplier_user_id: errors.supplierRequired']);
    expect(await issues(await send(t, admin, 'POST', calls.restaurants.create.path(), { name: 'x', supplier_user_id: await userId(t, DEMO.partner) }))).toEqual([
      'supplier_user_id: errors.referenceNotFound',
    ]);
    const duo = await userId(t, DEMO.duo);
    const made = await createListing(t, admin, 'restaurants', { name: 'Duo Diner', supplier_user_id: duo, currency: 'SEK' });
    expect(made).toMatchObject({ supplier_id: duo, currency: 'SEK' });
    const duoToken = await tokenOf(t, DEMO.duo);
    await answer(ListingFullAnswerSchema, await send(t, duoToken, 'GET', calls.restaurants.full.path({ id: made.id })));
  });

  test('delete: gone afterwards; refused while a package is built from it', async () => {
    const t = ctx.app();
    const token = await tokenOf(t, DEMO.supplier);
    const gone = await createListing(t, token, 'attractions');
    const deleted = await answer(ListingDeletedAnswerSchema, await send(t, token, 'DELETE', calls.attractions.remove.path({ id: gone.id })));
    expect(deleted.data).toEqual({ id: gone.id, deleted: true });
    await refusal(await send(t, token, 'GET', calls.attractions.full.path({ id: gone.id })), 404);
    await refusal(await send(t, token, 'DELETE', calls.attractions.remove.path({ id: gone.id })), 404);

    const kept = await createListing(t, token, 'restaurants');
    const packageId = await serviceId(t, 'fjords-and-mountains-3-days');
    await t.handle.db.insert(packageServices).values({ packageId, position: 99, dayOffset: 0, serviceId: kept.id });
    const refused = await refusal(await send(t, token, 'DELETE', calls.restaurants.remove.path({ id: kept.id })), 409);
    expect(refused).toMatchObject({ code: 'CONFLICT', message: 'This listing is part of a package and cannot be deleted. Remove it from the package first.' });
    await answer(ListingFullAnswerSchema, await send(t, token, 'GET', calls.restaurants.full.path({ id: kept.id })));
  });

  test('the location choices: the catalogue’s locations, with their position', async () => {
    const t = ctx.app();
    const token = await tokenOf(t, DEMO.supplier);
    const choices = (await answer(LocationChoicesAnswerSchema, await send(t, token, 'GET', api.listings.locationChoices.path()))).data;
    const oslo = choices.find((choice) => choice.name === 'Oslo');
    expect(oslo).toMatchObject({ id: await locationId(t, 'oslo'), country: 'NO' });
    expect(oslo?.position.lat).toBeCloseTo(59.9, 0);
    expect(choices.map((choice) => choice.name)).toEqual(expect.arrayContaining(['Bergen', 'Tromsø']));
  });

  test('a partner without the supplier role gets 403 on every call', async () => {
    const t = ctx.app();
    const token = await tokenOf(t, DEMO.partner);
    for (const type of LISTING_TYPES) {
      const response = await send(t, token, 'POST', calls[type].listing.path(), {});
      expect(response.status).toBe(403);
      v.parse(ErrorEnvelopeSchema, await response.json());
    }
  });
});
