import { eq, sql } from 'drizzle-orm';
import { ConfirmAnswerSchema, HoldAnswerSchema } from 'shared-contracts/booking';
import { AvailabilitySlotStatus, GeneralStatus, MediaSourceType, ProductKind, ServiceListFilter } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import {
  CommissionCategoriesAnswerSchema,
  TaxCategoriesAnswerSchema,
  TourActivationRefusalSchema,
  TourAtGlanceAnswerSchema,
  TourDeletedAnswerSchema,
  TourFullAnswerSchema,
  TourListingAnswerSchema,
  TourSeasonalAnswerSchema,
  TourStateAnswerSchema,
  TourStatusCountsAnswerSchema,
  TourSummaryAnswerSchema,
} from 'shared-contracts/tours';
import * as v from 'valibot';
import { categories, serviceCategories, services, serviceTranslations, tags } from '../../../db/schema/catalogue';
import { addToCart, confirm, cruiseSlot, hold, json } from '../../booking/testing/fixtures';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import {
  answer,
  createTour,
  insertFile,
  insertOption,
  insertPrice,
  insertSlot,
  insertTicket,
  locationId,
  makeSellable,
  refusal,
  send,
  tourToday,
  userId,
} from './testing/tour-fixtures';

const update = (id: number) => api.tours.update.path({ id });
const status = (id: number, value: number | string) => api.tours.updateStatus.path({ id }, { status: value });

describe.each(testDatabases())('activities (tours) on $name', (spec) => {
  const ctx = useTestDatabase(spec);
  const tokenOf = async (t: TestApp, email: string) => (await t.login(email)).token;

  describe('create', () => {
    test('a supplier makes a Pending activity with a unique slug, a product code and its name in the caller’s locale', async () => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.supplier);
      const first = await createTour(t, token, { name: 'Midnight Sun Paddle' });
      const second = await createTour(t, token, { name: 'Midnight Sun Paddle', kind: ProductKind.Event }, 'no');

      expect(first).toMatchObject({
        status: GeneralStatus.Pending,
        service_type: 'activities',
        slug: 'midnight-sun-paddle',
        supplier_id: await userId(t, DEMO.supplier),
        currency: 'NOK',
        locale: 'en',
        text_locale: 'en',
        vital_details: { name: 'Midnight Sun Paddle', kind: ProductKind.Tour, duration: '2h 30m', duration_stored: '2:30', location_id: null },
        sellable: { ready: false, missing: ['vitalDetails', 'image', 'pricedOption', 'futureDeparture'] },
      });
      expect(first.product_code).toBe(`WH-ACT-${String(first.id).padStart(6, '0')}`);
      expect(second).toMatchObject({ slug: 'midnight-sun-paddle-2', service_type: 'events', locale: 'no', text_locale: 'no', locales: ['no'] });
      expect(second.product_code).toMatch(/^WH-EVT-\d{6}$/);
    });

    test('an administrator names the supplier; the location sets the time zone and map position', async () => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.admin);
      const oslo = await locationId(t, 'oslo');
      const tour = await createTour(t, token, { name: 'Admin made', supplier_user_id: await userId(t, DEMO.duo), location_id: oslo, currency: 'EUR' });
      expect(tour).toMatchObject({ supplier_id: await userId(t, DEMO.duo), time_zone: 'Europe/Oslo', currency: 'EUR', vital_details: { location_id: oslo, location_name: 'Oslo', position: { lat: 59.9139, lng: 10.7522 } } });
    });

    test.each([
      ['no name', { name: '  ' }, 'name', 'validation.required'],
      ['a duration past 23 hours', { duration: '24h' }, 'duration', 'validation.durationInvalid'],
      ['an unknown kind', { kind: 3 }, 'kind', 'validation.invalid'],
      ['a latitude off the map', { position: { lat: 91, lng: 0 } }, 'position.lat', 'validation.invalid'],
      ['an unknown location', { location_id: 999_999 }, 'location_id', 'errors.referenceNotFound'],
      ['a provider type the spec does not have', { provider_type: 10 }, 'provider_type', 'validation.invalid'],
      ['a lower-case currency', { currency: 'nok' }, 'currency', 'validation.invalid'],
      ['a NUL character in the name', { name: 'Ka\u0000ri' }, 'name', 'validation.invalidCharacter'],
      ['a supplier id past PostgreSQL’s integer', { supplier_user_id: 2_147_483_648 }, 'supplier_user_id', 'validation.idInvalid'],
    ])('refuses %s (400, naming the field)', async (_what, overrides, path, code) => {
      const t = ctx.app();
      const response = await send(t, await tokenOf(t, DEMO.supplier), 'POST', api.tours.create.path(), { name: 'X', kind: 1, ...overrides });
      expect((await refusal(response, 400)).issues).toEqual([expect.objectContaining({ path, code })]);
    });

    test('an administrator must name an existing supplier; a supplier cannot create for another', async () => {
      const t = ctx.app();
      const admin = await tokenOf(t, DEMO.admin);
      const missing = await refusal(await send(t, admin, 'POST', api.tours.create.path(), { name: 'X', kind: 1 }), 400);
      expect(missing.issues).toEqual([expect.objectContaining({ path: 'supplier_user_id', code: 'errors.supplierRequired' })]);
      const partner = await refusal(await send(t, admin, 'POST', api.tours.create.path(), { name: 'X', kind: 1, supplier_user_id: await userId(t, DEMO.partner) }), 400);
      expect(partner.issues).toEqual([expect.objectContaining({ path: 'supplier_user_id', code: 'errors.referenceNotFound' })]);
      const supplier = await tokenOf(t, DEMO.supplier);
      await refusal(await send(t, supplier, 'POST', api.tours.create.path(), { name: 'X', kind: 1, supplier_user_id: await userId(t, DEMO.duo) }), 404);
    });

    test('a partner without the supplier role is refused (403)', async () => {
      const t = ctx.app();
      const partner = await tokenOf(t, DEMO.partner);
      await refusal(await send(t, partner, 'POST', api.tours.create.path(), { name: 'X', kind: 1 }), 403);
      await refusal(await send(t, partner, 'POST', api.tours.listing.path(), {}), 403);
    });
  });

  describe('editing sections', () => {
    test('vital details: kind, activity kind, provider, location, duration; a kind change drops the other type’s categories', async () => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.supplier);
      const tour = await createTour(t, token);
      const [boat] = await t.handle.db.select().from(categories).where(eq(categories.slug, 'boat-tours'));
      await answer(TourFullAnswerSchema, await send(t, token, 'PUT', update(tour.id), { section: 'tags_and_categories', category_ids: [boat!.id] }));
      const tromso = await locationId(t, 'tromso');

      const body = { section: 'vital_details', name: 'Aurora Night', kind: ProductKind.Event, activity_kind: 2, provider_type: 3, location_id: tromso, position: { lat: 69.7, lng: 19 }, duration: '1d 2h 30m', channel_product_code: 'EXPB-77' };
      const saved = (await answer(TourFullAnswerSchema, await send(t, token, 'PUT', update(tour.id), body))).data;
      expect(saved).toMatchObject({
        service_type: 'events',
        time_zone: 'Europe/Oslo',
        vital_details: { name: 'Aurora Night', kind: ProductKind.Event, activity_kind: 2, provider_type: 3, location_id: tromso, position: { lat: 69.7, lng: 19 }, duration: '1d 2h 30m', duration_stored: '26:30', channel_product_code: 'EXPB-77' },
        tags_and_categories: { category_ids: [] },
      });
      expect(saved.sellable.missing).not.toContain('vitalDetails');
    });

    test('basic details are written in the requested locale; a new locale takes the name along', async () => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.supplier);
      const tour = await createTour(t, token, { name: 'Bergen Food Walk' });
      const body = {
        section: 'basic_details',
        short_description: ' Taste Bergen. ',
        long_description: 'Five stops.\nLocal fish.',
        highlights: ['Fish market'],
        inclusions: ['Tastings'],
        exclusions: ['Drinks'],
        meeting_point: 'Torget',
        meeting_position: { lat: 60.39, lng: 5.32 },
      };
      const saved = (await answer(TourFullAnswerSchema, await send(t, token, 'PUT', update(tour.id), body, { 'APP-LOCALE': 'no' }))).data;
      expect(saved).toMatchObject({
        locale: 'no',
        text_locale: 'no',
        locales: ['en', 'no'],
        vital_details: { name: 'Bergen Food Walk' },
        basic_details: { short_description: 'Taste Bergen.', long_description: 'Five stops.\nLocal fish.', highlights: ['Fish market'], inclusions: ['Tastings'], exclusions: ['Drinks'], meeting_point: 'Torget', meeting_position: { lat: 60.39, lng: 5.32 } },
      });
      // English keeps its own (empty) texts.
      const english = (await answer(TourFullAnswerSchema, await send(t, token, 'GET', api.tours.full.path({ id: tour.id }, { locale: 'en' })))).data;
      expect(english.basic_details.short_description).toBe('');
      const refused = await refusal(await send(t, token, 'PUT', update(tour.id), { section: 'basic_details', highlights: [''] }), 400);
      expect(refused.issues).toEqual([expect.objectContaining({ path: 'highlights.0', code: 'validation.required' })]);
    });

    test('gallery: files, a video and an existing file in order; the flagged (else first) image is the cover and the card image', async () => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.supplier);
      const tour = await createTour(t, token);
      const [first, second] = [await insertFile(t, tour.supplier_id), await insertFile(t, tour.supplier_id, 'Processing')];
      const media = [
        { source_type: MediaSourceType.embeddedVideo, url: 'https://youtu.be/dQw4w9WgXcQ', alt: 'Film' },
        { source_type: MediaSourceType.file, file_id: first.id, alt: 'Kayaks' },
        { source_type: MediaSourceType.existingFile, file_id: second.id },
      ];
      const saved = (await answer(TourFullAnswerSchema, await send(t, token, 'PUT', update(tour.id), { section: 'gallery_and_widget', media }))).data;
      expect(saved.gallery_and_widget.media).toEqual([
        expect.objectContaining({ position: 0, source_type: 2, url: 'https://www.youtube.com/embed/dQw4w9WgXcQ', file_id: null, is_cover: false, state: 'Approved' }),
        expect.objectContaining({ position: 1, source_type: 1, url: api.files.image.path({ key: first.storageKey, name: 'fjord-view.jpg' }), file_id: first.id, alt: 'Kayaks', is_cover: true }),
        expect.objectContaining({ position: 2, source_type: 3, file_id: second.id, is_cover: false, state: 'Processing' }),
      ]);
      expect(saved.sellable.missing).not.toContain('image');
      const [row] = await t.handle.db.select({ image: services.imageUrl }).from(services).where(eq(services.id, tour.id));
      expect(row?.image).toBe(saved.gallery_and_widget.media[1]?.url);

      const recovered = (
        await answer(TourFullAnswerSchema, await send(t, token, 'PUT', update(tour.id), { section: 'gallery_and_widget', media: [media[1], { ...media[2], is_cover: true }] }))
      ).data;
      expect(recovered.gallery_and_widget.media.map((m) => m.is_cover)).toEqual([false, true]);
      const [after] = await t.handle.db.select({ image: services.imageUrl }).from(services).where(eq(services.id, tour.id));
      expect(after?.image).toBe(recovered.gallery_and_widget.media[1]?.url);
    });

    test.each([
      ['no image at all', () => [{ source_type: 2, url: 'https://vimeo.com/76979871' }], 'media', 'validation.imageRequired', 'At least one image is required!'],
      ['an empty gallery', () => [], 'media', 'validation.imageRequired', 'At least one image is required!'],
      ['a video that is not YouTube or Vimeo', (file: number) => [{ source_type: 1, file_id: file }, { source_type: 2, url: 'https://example.com/watch?v=dQw4w9WgXcQ' }], 'media.1.url', 'errors.videoUrlInvalid', undefined],
      ['a video over plain http', (file: number) => [{ source_type: 1, file_id: file }, { source_type: 2, url: 'http://www.youtube.com/watch?v=dQw4w9WgXcQ' }], 'media.1.url', 'errors.videoUrlInvalid', undefined],
      ['two covers', (file: number) => [{ source_type: 1, file_id: file, is_cover: true }, { source_type: 3, file_id: file, is_cover: true }], 'media', 'validation.invalid', undefined],
      ['a video as cover', (file: number) => [{ source_type: 1, file_id: file }, { source_type: 2, url: 'https://vimeo.com/76979871', is_cover: true }], 'media', 'errors.coverNotImage', undefined],
      ['an unknown source type', (file: number) => [{ source_type: 4, file_id: file }], 'media.0.source_type', 'validation.invalid', undefined],
    ])('gallery refuses %s', async (_what, media, path, code, message) => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.supplier);
      const tour = await createTour(t, token);
      const file = await insertFile(t, tour.supplier_id);
      const body = await refusal(await send(t, token, 'PUT', update(tour.id), { section: 'gallery_and_widget', media: media(file.id) }), 400);
      expect(body.issues).toEqual([expect.objectContaining({ path, code, ...(message ? { message } : {}) })]);
    });

    test('gallery refuses another owner’s file and a deleted one, by position', async () => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.supplier);
      const tour = await createTour(t, token);
      const mine = await insertFile(t, tour.supplier_id);
      const theirs = await insertFile(t, await userId(t, DEMO.duo));
      const deleted = await insertFile(t, tour.supplier_id, 'Deleted');
      const media = [{ source_type: 1, file_id: mine.id }, { source_type: 3, file_id: theirs.id }, { source_type: 1, file_id: deleted.id }];
      const body = await refusal(await send(t, token, 'PUT', update(tour.id), { section: 'gallery_and_widget', media }), 400);
      expect(body.issues?.map((i) => [i.path, i.code])).toEqual([
        ['media.1.file_id', 'errors.fileNotFound'],
        ['media.2.file_id', 'errors.fileNotFound'],
      ]);
    });

    test('tags and categories: a sub-category brings its parent; another type’s category or an unknown tag is refused', async () => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.supplier);
      const tour = await createTour(t, token);
      const [kayaking] = await t.handle.db.select().from(categories).where(eq(categories.slug, 'kayaking'));
      const [concerts] = await t.handle.db.select().from(categories).where(eq(categories.slug, 'concerts'));
      const [fjord] = await t.handle.db.select().from(tags).where(eq(tags.slug, 'fjord'));
      const saved = (await answer(TourFullAnswerSchema, await send(t, token, 'PUT', update(tour.id), { section: 'tags_and_categories', tag_ids: [fjord!.id], category_ids: [kayaking!.id] }))).data;
      expect(saved.tags_and_categories).toEqual({ tag_ids: [fjord!.id], category_ids: [kayaking!.parentId, kayaking!.id].sort((a, b) => a! - b!) });
      const links = await t.handle.db.select().from(serviceCategories).where(eq(serviceCategories.serviceId, tour.id));
      expect(links).toHaveLength(2);

      const refused = await refusal(await send(t, token, 'PUT', update(tour.id), { section: 'tags_and_categories', tag_ids: [999_999], category_ids: [concerts!.id] }), 400);
      expect(refused.issues?.map((i) => [i.path, i.code])).toEqual([
        ['tag_ids.0', 'errors.referenceNotFound'],
        ['category_ids.0', 'errors.referenceNotFound'],
      ]);
      const duplicate = await refusal(await send(t, token, 'PUT', update(tour.id), { section: 'tags_and_categories', tag_ids: [fjord!.id, fjord!.id] }), 400);
      expect(duplicate.issues?.[0]).toMatchObject({ path: 'tag_ids' });
    });

    test('taxation: seeded categories; a retired commission category cannot be chosen', async () => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.supplier);
      const taxes = (await answer(TaxCategoriesAnswerSchema, await send(t, token, 'GET', api.tours.taxCategories.path()))).data;
      const commissions = (await answer(CommissionCategoriesAnswerSchema, await send(t, token, 'GET', api.tours.commissionCategories.path()))).data;
      expect(taxes.map((c) => c.rate_basis_points).sort()).toEqual([0, 1200, 1200, 2500]);
      expect(commissions.map((c) => c.name)).not.toContain('Legacy (20 %)');
      expect(commissions.length).toBe(3);

      const tour = await createTour(t, token);
      const body = { section: 'taxation', tax_category_id: taxes[0]!.id, commission_category_id: commissions[0]!.id };
      const saved = (await answer(TourFullAnswerSchema, await send(t, token, 'PUT', update(tour.id), body))).data;
      expect(saved.taxation).toEqual({ tax_category_id: taxes[0]!.id, commission_category_id: commissions[0]!.id });

      const [legacy] = rows(await t.handle.db.execute(sql`select id from commission_categories where name = 'Legacy (20 %)'`));
      const refused = await refusal(await send(t, token, 'PUT', update(tour.id), { section: 'taxation', commission_category_id: legacy!.id }), 400);
      expect(refused.issues).toEqual([expect.objectContaining({ path: 'commission_category_id', code: 'errors.referenceNotFound' })]);
      await refusal(await send(t, token, 'PUT', update(tour.id), { section: 'taxation', tax_category_id: 999_999 }), 400);
    });

    test('seasonal: saved and read back; impossible days are refused', async () => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.supplier);
      const tour = await createTour(t, token);
      const seasons = [{ from: '05-01', to: '09-30' }, { from: '12-01', to: '02-29' }];
      await answer(TourFullAnswerSchema, await send(t, token, 'PUT', update(tour.id), { section: 'seasonal', seasons }));
      expect((await answer(TourSeasonalAnswerSchema, await send(t, token, 'GET', api.tours.seasonal.path({ id: tour.id })))).data).toEqual({ service_id: tour.id, seasons });
      const refused = await refusal(await send(t, token, 'PUT', update(tour.id), { section: 'seasonal', seasons: [{ from: '02-30', to: '03-01' }] }), 400);
      expect(refused.issues).toEqual([expect.objectContaining({ path: 'seasons.0.from', code: 'validation.dateInvalid' })]);
    });

    test('a section that does not exist, or none, is refused', async () => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.supplier);
      const tour = await createTour(t, token);
      expect((await refusal(await send(t, token, 'PUT', update(tour.id), { section: 'pricing' }), 400)).issues?.[0]).toMatchObject({ path: 'section' });
      expect((await refusal(await send(t, token, 'PUT', update(tour.id), { name: 'x' }), 400)).issues?.[0]).toMatchObject({ path: 'section', code: 'validation.required' });
      await refusal(await send(t, token, 'PUT', api.tours.update.path({ id: 'abc' }), { section: 'seasonal', seasons: [] }), 400);
      const big = await refusal(await send(t, token, 'GET', api.tours.full.path({ id: 2_147_483_648 })), 400);
      expect(big.issues).toEqual([expect.objectContaining({ path: 'id', code: 'validation.idInvalid' })]);
    });
  });

  describe('activation', () => {
    test('refusal names each missing part, in the message and as issues; each part added drops off the list', async () => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.supplier);
      const tour = await createTour(t, token, { duration: null });
      const refuse = async (locale = 'en') => activationRefusal(await refusal(await send(t, token, 'PUT', status(tour.id, 1), undefined, { 'APP-LOCALE': locale }), 400));

      const all = await refuse();
      expect(all.issues.map((i) => i.path)).toEqual(['vitalDetails', 'image', 'pricedOption', 'futureDeparture']);
      expect(all.message).toBe(
        'This activity cannot be set Active yet. Still missing: vital details (name, location and duration), at least one image, an option with a priced ticket and a departure in the future.',
      );
      const norwegian = await refuse('no');
      expect(norwegian.message).toBe(
        'Denne aktiviteten kan ikke settes til Aktiv ennå. Dette mangler: grunnleggende detaljer (navn, sted og varighet), minst ett bilde, et alternativ med en billett som har pris og en fremtidig avgang.',
      );
      expect(norwegian.issues[1]).toMatchObject({ path: 'image', message: 'minst ett bilde', code: 'errors.tourMissing.image' });

      const oslo = await locationId(t, 'oslo');
      await answer(TourFullAnswerSchema, await send(t, token, 'PUT', update(tour.id), { section: 'vital_details', name: 'Ready', kind: 1, location_id: oslo, duration: '2h' }));
      expect((await refuse()).issues.map((i) => i.path)).toEqual(['image', 'pricedOption', 'futureDeparture']);

      const file = await insertFile(t, tour.supplier_id);
      await answer(TourFullAnswerSchema, await send(t, token, 'PUT', update(tour.id), { section: 'gallery_and_widget', media: [{ source_type: 1, file_id: file.id }] }));
      expect((await refuse()).issues.map((i) => i.path)).toEqual(['pricedOption', 'futureDeparture']);

      // An option and a ticket without a price, and a price that ran out yesterday, sell nothing.
      const optionId = await insertOption(t, tour.id);
      const ticketId = await insertTicket(t, tour.id);
      const today = await tourToday(t, tour.id);
      await insertPrice(t, ticketId, optionId, 30_000, { validFrom: today.minus({ days: 30 }).toISODate()!, validTo: today.minus({ days: 1 }).toISODate()! });
      expect((await refuse()).issues.map((i) => i.path)).toEqual(['pricedOption', 'futureDeparture']);
      await insertPrice(t, ticketId, optionId, 35_000);
      expect((await refuse()).issues.map((i) => i.path)).toEqual(['futureDeparture']);

      // Yesterday's departure and a locked one are no future departure.
      await insertSlot(t, tour.id, optionId, today.minus({ days: 1 }).toISODate()!);
      await insertSlot(t, tour.id, optionId, today.plus({ days: 5 }).toISODate()!, AvailabilitySlotStatus.Locked);
      expect((await refuse()).issues.map((i) => i.path)).toEqual(['futureDeparture']);
      await insertSlot(t, tour.id, optionId, today.toISODate()!);

      const activated = await answer(TourStateAnswerSchema, await send(t, token, 'PUT', status(tour.id, 1)));
      expect(activated.data).toEqual({ id: tour.id, status: GeneralStatus.Active, is_private: false });
      const full = (await answer(TourFullAnswerSchema, await send(t, token, 'GET', api.tours.full.path({ id: tour.id })))).data;
      expect(full.sellable).toEqual({ ready: true, missing: [] });
    });

    test('an Active activity stays sellable: a section that would break it is refused and nothing changes', async () => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.supplier);
      const tour = await createTour(t, token);
      await makeSellable(t, token, tour);
      await answer(TourStateAnswerSchema, await send(t, token, 'PUT', status(tour.id, 1)));
      const refused = await refusal(await send(t, token, 'PUT', update(tour.id), { section: 'vital_details', name: 'Renamed', kind: 1, location_id: null, duration: '3h' }), 400);
      expect(refused.issues).toEqual([expect.objectContaining({ path: 'vitalDetails' })]);
      const full = (await answer(TourFullAnswerSchema, await send(t, token, 'GET', api.tours.full.path({ id: tour.id })))).data;
      expect(full.vital_details.name).toBe(tour.vital_details.name);
      expect(full.vital_details.location_id).not.toBeNull();
    });

    test('other statuses need no check; bad status and privacy values are refused', async () => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.supplier);
      const tour = await createTour(t, token);
      for (const value of [GeneralStatus.Hide, GeneralStatus.Inactive, GeneralStatus.Pending]) {
        expect((await answer(TourStateAnswerSchema, await send(t, token, 'PUT', status(tour.id, value)))).data.status).toBe(value);
      }
      for (const bad of ['0', '5', 'active', '']) {
        expect((await refusal(await send(t, token, 'PUT', status(tour.id, bad)), 400)).issues?.[0]).toMatchObject({ path: 'status' });
      }
      await refusal(await send(t, token, 'PUT', api.tours.updateStatus.path({ id: tour.id })), 400);
      const privacy = (value: string) => send(t, token, 'PUT', api.tours.updateIsPrivate.path({ id: tour.id }, { is_private: value }));
      expect((await answer(TourStateAnswerSchema, await privacy('true'))).data.is_private).toBe(true);
      expect((await answer(TourStateAnswerSchema, await privacy('0'))).data.is_private).toBe(false);
      expect((await refusal(await privacy('maybe'), 400)).issues?.[0]).toMatchObject({ path: 'is_private' });
    });
  });

  describe('at a glance, summary and delete', () => {
    test('at a glance counts what the activity has', async () => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.supplier);
      const tour = await createTour(t, token, { name: 'Glance' });
      const { optionId } = await makeSellable(t, token, tour);
      const child = await insertTicket(t, tour.id, 'Child');
      await insertPrice(t, child, optionId, 20_000);
      await insertTicket(t, tour.id, 'Infant');
      const today = await tourToday(t, tour.id);
      await insertSlot(t, tour.id, optionId, today.plus({ days: 1 }).toISODate()!, AvailabilitySlotStatus.Active, 7);
      await insertSlot(t, tour.id, optionId, today.plus({ days: 40 }).toISODate()!, AvailabilitySlotStatus.Active, 9);
      const glance = (await answer(TourAtGlanceAnswerSchema, await send(t, token, 'GET', api.tours.atGlance.path({ id: tour.id })))).data;
      expect(glance).toEqual({
        id: tour.id,
        name: 'Glance',
        status: GeneralStatus.Pending,
        is_private: false,
        media: 1,
        options: 1,
        tickets: 3,
        priced_tickets: 2,
        upcoming_departures: 3,
        next_departure: { date: today.plus({ days: 1 }).toISODate(), start_time: '10:00' },
        seats_left_30_days: 17,
        lowest_price: { currency: 'NOK', minor: 45_000, amount: 450 },
        sellable: { ready: true, missing: [] },
      });
      const summary = (await answer(TourSummaryAnswerSchema, await send(t, token, 'GET', api.tours.summary.path({ id: tour.id })))).data;
      expect(summary).toMatchObject({ id: tour.id, name: 'Glance', duration: '3h', location: { name: 'Oslo' }, lowest_price: { minor: 45_000 } });
    });

    test('delete removes an activity without bookings; one with bookings, or in a package, is refused (409) and stays', async () => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.supplier);
      const tour = await createTour(t, token);
      expect((await answer(TourDeletedAnswerSchema, await send(t, token, 'DELETE', api.tours.remove.path({ id: tour.id })))).data).toEqual({ id: tour.id, deleted: true });
      await refusal(await send(t, token, 'GET', api.tours.full.path({ id: tour.id })), 404);
      await refusal(await send(t, token, 'DELETE', api.tours.remove.path({ id: tour.id })), 404);

      const cruise = await cruiseSlot(t, 3, 10);
      const cartRef = await addToCart(t, cruise.site, [cruise.item]);
      await json(HoldAnswerSchema, await hold(t, cruise.site, cartRef));
      await json(ConfirmAnswerSchema, await confirm(t, cruise.site, cartRef));
      const booked = await refusal(await send(t, token, 'DELETE', api.tours.remove.path({ id: cruise.id })), 409);
      expect(booked).toMatchObject({ code: 'CONFLICT', message: 'This activity has bookings and cannot be deleted. Set it Inactive or Hide it instead.' });
      expect(await t.handle.db.select({ id: services.id }).from(services).where(eq(services.id, cruise.id))).toHaveLength(1);

      const packagedTour = await createTour(t, token);
      await t.handle.db.execute(sql`
        insert into package_services (package_id, position, day_offset, service_id)
        select package_id, max(position) + 1, 0, ${packagedTour.id} from package_services group by package_id limit 1`);
      const packaged = await refusal(await send(t, token, 'DELETE', api.tours.remove.path({ id: packagedTour.id })), 409);
      expect(packaged.message).toBe('This activity is part of a package and cannot be deleted. Remove it from the package first.');
      await answer(TourFullAnswerSchema, await send(t, token, 'GET', api.tours.full.path({ id: packagedTour.id })));
    });
  });

  describe('the list', () => {
    /** Five activities of duo@ named with a word no other test uses, in known states. */
    async function listFixture(t: TestApp) {
      const token = await tokenOf(t, DEMO.duo);
      const word = `zq${Math.random().toString(36).slice(2, 8)}`;
      const made = [];
      for (const [name, state, syncFailed] of [
        [`Alpha ${word}`, GeneralStatus.Active, false],
        [`bravo ${word}`, GeneralStatus.Inactive, true],
        [`Charlie ${word}`, GeneralStatus.Pending, false],
        [`Delta ${word}`, GeneralStatus.Hide, false],
        [`Echo ${word}`, GeneralStatus.Pending, true],
      ] as const) {
        const tour = await createTour(t, token, { name });
        await t.handle.db.update(services).set({ status: state, syncFailed }).where(eq(services.id, tour.id));
        made.push(tour);
      }
      return { token, word, made };
    }
    const list = async (t: TestApp, token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      (await answer(TourListingAnswerSchema, await send(t, token, 'POST', api.tours.listing.path(), body, headers))).data;

    test('filters by status (ALL when left out, SYNC_FAILED across statuses), searches names and codes, and counts the tabs', async () => {
      const t = ctx.app();
      const { token, word, made } = await listFixture(t);
      const names = async (body: Record<string, unknown>) => (await list(t, token, { search: word, sort_by: 'name', sort_order: 'asc', ...body })).data.map((r) => r.name.split(' ')[0]);

      expect(await names({})).toEqual(['Alpha', 'bravo', 'Charlie', 'Delta', 'Echo']);
      expect(await names({ status: ServiceListFilter.ACTIVE })).toEqual(['Alpha']);
      expect(await names({ status: ServiceListFilter.INACTIVE })).toEqual(['bravo']);
      expect(await names({ status: ServiceListFilter.PENDING })).toEqual(['Charlie', 'Echo']);
      expect(await names({ status: ServiceListFilter.HIDE })).toEqual(['Delta']);
      expect(await names({ status: ServiceListFilter.SYNC_FAILED })).toEqual(['bravo', 'Echo']);
      expect(await names({ search: `CHARLIE ${word.toUpperCase()}` })).toEqual(['Charlie']);
      expect(await names({ search: made[3]!.product_code })).toEqual(['Delta']);
      expect(await names({ search: `${word}%` })).toEqual([]);
      expect(await names({ sort_order: 'desc' })).toEqual(['Echo', 'Delta', 'Charlie', 'bravo', 'Alpha']);
      expect(await names({ sort_by: 'id', sort_order: 'asc' })).toEqual(['Alpha', 'bravo', 'Charlie', 'Delta', 'Echo']);
      expect(await names({ sort_by: 'status', sort_order: 'asc' })).toEqual(['Alpha', 'bravo', 'Charlie', 'Echo', 'Delta']);

      const counts = (await answer(TourStatusCountsAnswerSchema, await send(t, token, 'GET', api.tours.statusCounts.path({ search: word })))).data;
      expect(counts).toEqual({ all: 5, active: 1, inactive: 1, pending: 2, hide: 1, sync_failed: 2 });
      // Each tab's count is the list's total under that filter.
      for (const [filter, key] of [[1, 'active'], [2, 'inactive'], [3, 'pending'], [4, 'hide'], [100, 'sync_failed']] as const) {
        expect((await list(t, token, { search: word, status: filter })).total).toBe(counts[key]);
      }
    });

    test('pages with page_number and limit (-1: all), and shows the name in the requested locale', async () => {
      const t = ctx.app();
      const { token, word, made } = await listFixture(t);
      await t.handle.db.insert(serviceTranslations).values({ serviceId: made[0]!.id, locale: 'sv', name: `Alfa ${word}` });
      const page = (n: number) => list(t, token, { search: word, sort_by: 'name', sort_order: 'asc', limit: 2, page_number: n });
      const [one, two, three] = [await page(1), await page(2), await page(3)];
      expect([one, two, three].map((p) => p.data.map((r) => r.name.split(' ')[0]))).toEqual([['Alpha', 'bravo'], ['Charlie', 'Delta'], ['Echo']]);
      expect([one.total, one.page_number, one.limit]).toEqual([5, 1, 2]);
      expect(await page(4)).toMatchObject({ data: [], total: 5 });
      const all = await list(t, token, { search: word, limit: -1, page_number: -1 });
      expect(all.data).toHaveLength(5);
      const swedish = await list(t, token, { search: word, sort_by: 'name', sort_order: 'asc', limit: 1 }, { 'APP-LOCALE': 'sv' });
      expect(swedish.data[0]).toMatchObject({ name: `Alfa ${word}`, locale: 'sv', status: GeneralStatus.Active, service_type: 'activities', duration: '2h 30m' });
    });

    test('a supplier lists only its own; an administrator everyone’s, or one supplier’s', async () => {
      const t = ctx.app();
      const { word } = await listFixture(t);
      const supplier = await tokenOf(t, DEMO.supplier);
      expect((await list(t, supplier, { search: word })).total).toBe(0);
      expect((await answer(TourStatusCountsAnswerSchema, await send(t, supplier, 'GET', api.tours.statusCounts.path({ search: word })))).data.all).toBe(0);
      const admin = await tokenOf(t, DEMO.admin);
      expect((await list(t, admin, { search: word })).total).toBe(5);
      expect((await list(t, admin, { search: word, supplier_user_id: await userId(t, DEMO.supplier) })).total).toBe(0);
      const everyone = (await answer(TourStatusCountsAnswerSchema, await send(t, admin, 'GET', api.tours.statusCounts.path()))).data;
      const mine = (await answer(TourStatusCountsAnswerSchema, await send(t, supplier, 'GET', api.tours.statusCounts.path()))).data;
      expect(everyone.all).toBeGreaterThan(mine.all);
    });

    test.each([
      ['a page size over 100', { limit: 101 }, 'limit'],
      ['a fractional page', { page_number: 1.5 }, 'page_number'],
      ['page 0', { page_number: 0 }, 'page_number'],
      ['a page size of 0', { limit: 0 }, 'limit'],
      ['a status the filter does not have', { status: 5 }, 'status'],
      ['an unknown sort', { sort_by: 'price' }, 'sort_by'],
      ['a sort order other than asc or desc', { sort_order: 'up' }, 'sort_order'],
      ['a search that is not text', { search: 7 }, 'search'],
      ['a service type that is no activity', { service_type: 'hotels' }, 'service_type'],
    ])('refuses %s', async (_what, body, path) => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.supplier);
      const refused = await refusal(await send(t, token, 'POST', api.tours.listing.path(), body), 400);
      expect(refused.issues?.[0]).toMatchObject({ path });
    });
  });
});

const rows = (result: unknown) => (result as { rows: { id: number }[] }).rows;
const activationRefusal = (body: unknown) => v.parse(TourActivationRefusalSchema, body);
