import { and, eq } from 'drizzle-orm';
import { GeneralStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import {
  CategorySelectAnswerSchema,
  CustomBookingOptionAnswerSchema,
  CustomSectionAnswerSchema,
  CustomSectionsAnswerSchema,
  NotificationEmailsAnswerSchema,
  ProductFeatureAnswerSchema,
  ProductFeaturesAnswerSchema,
  RecommendedItemsAnswerSchema,
  ServiceCategoriesAnswerSchema,
  SpecialInstructionAnswerSchema,
  TagSelectAnswerSchema,
  TourDeletedAnswerSchema,
  TourFeaturesAnswerSchema,
  TourFullAnswerSchema,
} from 'shared-contracts/tours';
import { categories, services, serviceTranslations } from '../../../db/schema/catalogue';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { answer, createTour, refusal, send, userId } from './testing/tour-fixtures';

describe.each(testDatabases())('activity settings on $name', (spec) => {
  const ctx = useTestDatabase(spec);
  const tokenOf = async (t: TestApp, email: string) => (await t.login(email)).token;

  describe('product features', () => {
    test('create, read, update, list and delete; names by locale; a tour maps only its supplier’s', async () => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.supplier);
      const created = await answer(
        ProductFeatureAnswerSchema,
        await send(t, token, 'POST', api.tours.createFeature.path(), { names: { en: 'Hotel pickup', no: 'Henting på hotellet', sv: '' }, icon: 'bus' }),
        201,
      );
      expect(created.data).toMatchObject({ supplier_id: await userId(t, DEMO.supplier), name: 'Hotel pickup', names: { en: 'Hotel pickup', no: 'Henting på hotellet' }, icon: 'bus' });
      expect(created.data.names).not.toHaveProperty('sv');
      const id = created.data.id;
      const inNorwegian = await answer(ProductFeatureAnswerSchema, await send(t, token, 'GET', api.tours.feature.path({ id }, { locale: 'no' })));
      expect(inNorwegian.data.name).toBe('Henting på hotellet');

      const updated = await answer(ProductFeatureAnswerSchema, await send(t, token, 'PUT', api.tours.updateFeature.path({ id }), { names: { en: 'Free pickup' }, icon: 'car' }));
      expect(updated.data).toMatchObject({ name: 'Free pickup', names: { en: 'Free pickup' }, icon: 'car' });
      const mine = await answer(ProductFeaturesAnswerSchema, await send(t, token, 'GET', api.tours.features.path()));
      expect(mine.data.map((f) => f.id)).toContain(id);

      const tour = await createTour(t, token);
      const mapped = await answer(TourFeaturesAnswerSchema, await send(t, token, 'PUT', api.tours.setTourFeatures.path({ id: tour.id }), { feature_ids: [id] }));
      expect(mapped.data).toEqual({ service_id: tour.id, feature_ids: [id] });
      expect((await answer(TourFullAnswerSchema, await send(t, token, 'GET', api.tours.full.path({ id: tour.id })))).data.feature_ids).toEqual([id]);

      const duo = await tokenOf(t, DEMO.duo);
      const theirs = await answer(ProductFeatureAnswerSchema, await send(t, duo, 'POST', api.tours.createFeature.path(), { names: { en: 'Sauna' } }), 201);
      expect((await answer(ProductFeaturesAnswerSchema, await send(t, duo, 'GET', api.tours.features.path()))).data.map((f) => f.id)).not.toContain(id);
      const refused = await refusal(await send(t, token, 'PUT', api.tours.setTourFeatures.path({ id: tour.id }), { feature_ids: [id, theirs.data.id] }), 400);
      expect(refused.issues).toEqual([expect.objectContaining({ path: 'feature_ids.1', code: 'errors.referenceNotFound' })]);

      const admin = await tokenOf(t, DEMO.admin);
      const everyone = (await answer(ProductFeaturesAnswerSchema, await send(t, admin, 'GET', api.tours.features.path()))).data.map((f) => f.id);
      expect(everyone).toEqual(expect.arrayContaining([id, theirs.data.id]));
      const duos = (await answer(ProductFeaturesAnswerSchema, await send(t, admin, 'GET', api.tours.features.path({ supplier_user_id: await userId(t, DEMO.duo) })))).data;
      expect(duos.every((f) => f.supplier_id !== created.data.supplier_id)).toBe(true);

      expect((await answer(TourDeletedAnswerSchema, await send(t, token, 'DELETE', api.tours.deleteFeature.path({ id })))).data).toEqual({ id, deleted: true });
      await refusal(await send(t, token, 'GET', api.tours.feature.path({ id })), 404);
      // The mapping went with it.
      expect((await answer(TourFullAnswerSchema, await send(t, token, 'GET', api.tours.full.path({ id: tour.id })))).data.feature_ids).toEqual([]);
    });

    test.each([
      ['no name in any locale', { names: { en: ' ', no: '' } }, 'names'],
      ['a locale that is not ours', { names: { xx: 'Pickup' } }, 'names.xx'],
      ['an icon name with spaces', { names: { en: 'Pickup' }, icon: 'hot tub' }, 'icon'],
      ['a name over 100 characters', { names: { en: 'x'.repeat(101) } }, 'names.en'],
    ])('refuses %s', async (_what, body, path) => {
      const t = ctx.app();
      const refused = await refusal(await send(t, await tokenOf(t, DEMO.supplier), 'POST', api.tours.createFeature.path(), body), 400);
      expect(refused.issues?.[0]).toMatchObject({ path });
    });

    test('an administrator creates one for a named supplier, and must name one', async () => {
      const t = ctx.app();
      const admin = await tokenOf(t, DEMO.admin);
      const duo = await userId(t, DEMO.duo);
      const made = await answer(ProductFeatureAnswerSchema, await send(t, admin, 'POST', api.tours.createFeature.path(), { names: { en: 'Guide' }, supplier_user_id: duo }), 201);
      expect(made.data.supplier_id).toBe(duo);
      const missing = await refusal(await send(t, admin, 'POST', api.tours.createFeature.path(), { names: { en: 'Guide' } }), 400);
      expect(missing.issues).toEqual([expect.objectContaining({ path: 'supplier_user_id', code: 'errors.supplierRequired' })]);
    });
  });

  describe('custom sections', () => {
    test('create (appended), list in order, read, update, delete', async () => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.supplier);
      const tour = await createTour(t, token);
      const create = (titles: Record<string, string>, bodies: Record<string, string> = {}) =>
        send(t, token, 'POST', api.tours.createCustomSection.path(), { service_id: tour.id, titles, bodies });
      const first = (await answer(CustomSectionAnswerSchema, await create({ en: 'What to bring', no: 'Hva du tar med' }, { en: 'Warm clothes.' }), 201)).data;
      const second = (await answer(CustomSectionAnswerSchema, await create({ en: 'Accessibility' }), 201)).data;
      expect([first.position, second.position]).toEqual([0, 1]);
      expect(first).toMatchObject({ service_id: tour.id, title: 'What to bring', body: 'Warm clothes.' });

      const listed = await answer(CustomSectionsAnswerSchema, await send(t, token, 'GET', api.tours.customSections.path({ id: tour.id }, { locale: 'no' })));
      expect(listed.data.map((s) => s.title)).toEqual(['Hva du tar med', 'Accessibility']);

      const moved = await answer(
        CustomSectionAnswerSchema,
        await send(t, token, 'PUT', api.tours.updateCustomSection.path({ id: second.id }), { titles: { en: 'Access' }, position: 0 }),
      );
      expect(moved.data).toMatchObject({ title: 'Access', body: '', position: 0 });
      const one = await answer(CustomSectionAnswerSchema, await send(t, token, 'GET', api.tours.customSection.path({ id: first.id })));
      expect(one.data.titles).toEqual({ en: 'What to bring', no: 'Hva du tar med' });

      await answer(TourDeletedAnswerSchema, await send(t, token, 'DELETE', api.tours.deleteCustomSection.path({ id: first.id })));
      const left = await answer(CustomSectionsAnswerSchema, await send(t, token, 'GET', api.tours.customSections.path({ id: tour.id })));
      expect(left.data.map((s) => s.id)).toEqual([second.id]);

      const untitled = await refusal(await send(t, token, 'POST', api.tours.createCustomSection.path(), { service_id: tour.id, titles: {} }), 400);
      expect(untitled.issues?.[0]).toMatchObject({ path: 'titles', code: 'validation.required' });
      const unknown = await refusal(await send(t, token, 'POST', api.tours.createCustomSection.path(), { service_id: 999_999, titles: { en: 'x' } }), 404);
      expect(unknown.code).toBe('NOT_FOUND');
      await refusal(await send(t, token, 'POST', api.tours.createCustomSection.path(), { service_id: tour.id, titles: { en: 'x' }, position: -1 }), 400);
    });
  });

  describe('recommended items', () => {
    test('candidates are the supplier’s other services; the list keeps its order; foreign ones and itself are refused', async () => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.supplier);
      const tour = await createTour(t, token, { name: 'Recommender' });
      const a = await createTour(t, token, { name: 'Rec Kayak' });
      const b = await createTour(t, token, { name: 'Rec Bike' });
      const candidates = await answer(RecommendedItemsAnswerSchema, await send(t, token, 'GET', api.tours.recommendCandidates.path({ id: tour.id }, { search: 'rec ' })));
      expect(candidates.data.map((c) => c.name)).toEqual(['Rec Bike', 'Rec Kayak']);
      const all = await answer(RecommendedItemsAnswerSchema, await send(t, token, 'GET', api.tours.recommendCandidates.path({ id: tour.id })));
      expect(all.data.map((c) => c.id)).not.toContain(tour.id);
      const supplierId = await userId(t, DEMO.supplier);
      const owners = await t.handle.db.select({ id: services.id, owner: services.supplierUserId }).from(services);
      const ownerOf = new Map(owners.map((o) => [o.id, o.owner]));
      expect(all.data.every((c) => ownerOf.get(c.id) === supplierId)).toBe(true);

      const set = await answer(RecommendedItemsAnswerSchema, await send(t, token, 'POST', api.tours.setRecommendations.path(), { service_id: tour.id, recommended_ids: [a.id, b.id] }));
      expect(set.data.map((r) => [r.id, r.name, r.status])).toEqual([
        [a.id, 'Rec Kayak', GeneralStatus.Pending],
        [b.id, 'Rec Bike', GeneralStatus.Pending],
      ]);
      const reversed = await answer(RecommendedItemsAnswerSchema, await send(t, token, 'POST', api.tours.setRecommendations.path(), { service_id: tour.id, recommended_ids: [b.id, a.id] }));
      expect(reversed.data.map((r) => r.id)).toEqual([b.id, a.id]);
      expect((await answer(RecommendedItemsAnswerSchema, await send(t, token, 'GET', api.tours.recommendations.path({ id: tour.id })))).data.map((r) => r.id)).toEqual([b.id, a.id]);

      const duoTour = await createTour(t, await tokenOf(t, DEMO.duo));
      const refused = await refusal(await send(t, token, 'POST', api.tours.setRecommendations.path(), { service_id: tour.id, recommended_ids: [a.id, duoTour.id, tour.id] }), 400);
      expect(refused.issues?.map((i) => i.path)).toEqual(['recommended_ids.1', 'recommended_ids.2']);
      const twice = await refusal(await send(t, token, 'POST', api.tours.setRecommendations.path(), { service_id: tour.id, recommended_ids: [a.id, a.id] }), 400);
      expect(twice.issues?.[0]).toMatchObject({ path: 'recommended_ids' });
    });
  });

  describe('booking option, special-instruction mail and notification e-mails', () => {
    test('the booking option’s questions are saved and read back; a select needs choices', async () => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.supplier);
      const tour = await createTour(t, token);
      const empty = await answer(CustomBookingOptionAnswerSchema, await send(t, token, 'GET', api.tours.bookingOption.path({ id: tour.id })));
      expect(empty.data).toEqual({ service_id: tour.id, questions: [] });
      const questions = [
        { label: 'Hotel name', type: 'text', required: true },
        { label: 'Shoe size', type: 'select', choices: ['38–40', '41–43'] },
      ];
      const saved = await answer(CustomBookingOptionAnswerSchema, await send(t, token, 'PUT', api.tours.updateBookingOption.path({ id: tour.id }), { questions }));
      expect(saved.data.questions).toEqual([
        { label: 'Hotel name', type: 'text', required: true, choices: [] },
        { label: 'Shoe size', type: 'select', required: false, choices: ['38–40', '41–43'] },
      ]);
      expect((await answer(CustomBookingOptionAnswerSchema, await send(t, token, 'GET', api.tours.bookingOption.path({ id: tour.id })))).data).toEqual(saved.data);
      const noChoices = await refusal(await send(t, token, 'PUT', api.tours.updateBookingOption.path({ id: tour.id }), { questions: [{ label: 'Size', type: 'select' }] }), 400);
      expect(noChoices.issues?.[0]).toMatchObject({ path: 'questions.0.choices' });
      const badType = await refusal(await send(t, token, 'PUT', api.tours.updateBookingOption.path({ id: tour.id }), { questions: [{ label: 'Size', type: 'date' }] }), 400);
      expect(badType.issues?.[0]).toMatchObject({ path: 'questions.0.type' });
    });

    test('the special-instruction mail is kept per locale', async () => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.supplier);
      const tour = await createTour(t, token, { name: 'Instructed' });
      const put = (text: string, locale: string) => send(t, token, 'PUT', api.tours.updateSpecialInstructionMail.path({ id: tour.id }, { locale }), { text });
      await answer(SpecialInstructionAnswerSchema, await put('Meet at gate 3.', 'en'));
      const norwegian = await answer(SpecialInstructionAnswerSchema, await put('Møt ved port 3.', 'no'));
      expect(norwegian.data).toEqual({ service_id: tour.id, locale: 'no', text: 'Møt ved port 3.', translations: { en: 'Meet at gate 3.', no: 'Møt ved port 3.' } });
      const swedish = await answer(SpecialInstructionAnswerSchema, await send(t, token, 'GET', api.tours.specialInstructionMail.path({ id: tour.id }), undefined, { 'APP-LOCALE': 'sv' }));
      expect(swedish.data).toMatchObject({ locale: 'sv', text: '' });
      // Writing Norwegian first gave the Norwegian row the activity's name.
      const norwegianRow = await t.handle.db.select().from(serviceTranslations).where(and(eq(serviceTranslations.serviceId, tour.id), eq(serviceTranslations.locale, 'no')));
      expect(norwegianRow).toEqual([expect.objectContaining({ name: 'Instructed', specialInstructions: 'Møt ved port 3.' })]);
      await refusal(await put('x'.repeat(5001), 'en'), 400);
    });

    test('notification e-mails replace the list, lower-cased and without repeats; a bad address is refused', async () => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.supplier);
      const tour = await createTour(t, token);
      const post = (emails: unknown) => send(t, token, 'POST', api.tours.notificationEmails.path({ id: tour.id }), { emails });
      const saved = await answer(NotificationEmailsAnswerSchema, await post(['Ops@Example.test', 'ops@example.test', 'guide@example.test']));
      expect(saved.data).toEqual({ service_id: tour.id, emails: ['ops@example.test', 'guide@example.test'] });
      expect((await answer(TourFullAnswerSchema, await send(t, token, 'GET', api.tours.full.path({ id: tour.id })))).data.notification_emails).toEqual(['ops@example.test', 'guide@example.test']);
      expect((await refusal(await post(['not-an-address']), 400)).issues?.[0]).toMatchObject({ path: 'emails.0', code: 'validation.emailInvalid' });
      expect((await refusal(await post(Array.from({ length: 11 }, (_, i) => `a${i}@example.test`)), 400)).issues?.[0]).toMatchObject({ path: 'emails' });
      expect((await answer(NotificationEmailsAnswerSchema, await post([]))).data.emails).toEqual([]);
    });
  });

  describe('the reads a product form needs (spec 002 §7.10)', () => {
    test('tags: all (-1/-1), by page, by search', async () => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.supplier);
      const all = await answer(TagSelectAnswerSchema, await send(t, token, 'POST', api.tours.selectTags.path(), {}));
      expect(all.data.total).toBe(all.data.data.length);
      expect(all.data.data.map((tag) => tag.slug)).toEqual(expect.arrayContaining(['fjord', 'northern-lights']));
      const page = await answer(TagSelectAnswerSchema, await send(t, token, 'POST', api.tours.selectTags.path(), { limit: 3, page_number: 2 }));
      expect(page.data.data.map((tag) => tag.id)).toEqual(all.data.data.slice(3, 6).map((tag) => tag.id));
      const found = await answer(TagSelectAnswerSchema, await send(t, token, 'POST', api.tours.selectTags.path(), { search: 'LIGHTS' }));
      expect(found.data).toEqual({ data: [expect.objectContaining({ slug: 'northern-lights' })], total: 1 });
      expect((await refusal(await send(t, token, 'POST', api.tours.selectTags.path(), { limit: 'all' }), 400)).issues?.[0]).toMatchObject({ path: 'limit' });
    });

    test('service categories, their parents and children (by name or id), in the requested locale', async () => {
      const t = ctx.app();
      const token = await tokenOf(t, DEMO.supplier);
      const types = await answer(ServiceCategoriesAnswerSchema, await send(t, token, 'GET', api.tours.selectServiceCategories.path()));
      expect(types.data).toEqual(expect.arrayContaining([{ id: 1, name: 'activities' }, { id: 2, name: 'events' }]));
      const parents = await answer(CategorySelectAnswerSchema, await send(t, token, 'GET', api.tours.selectCategoryParents.path({ serviceType: 'activities' }, { locale: 'no' })));
      expect(parents.data.map((c) => c.slug).sort()).toEqual(['outdoor', 'tours']);
      expect(parents.data.find((c) => c.slug === 'tours')).toMatchObject({ parent_id: null, service_type: 'activities' });
      const [tours] = await t.handle.db.select().from(categories).where(eq(categories.slug, 'tours'));
      const children = await answer(CategorySelectAnswerSchema, await send(t, token, 'GET', api.tours.selectCategoryChildren.path({ serviceType: 1 }, { parent_id: tours!.id, locale: 'no' })));
      expect(children.data.map((c) => c.name)).toEqual(['Båtturer', 'Byturer', 'Matturer']);
      const everyChild = await answer(CategorySelectAnswerSchema, await send(t, token, 'GET', api.tours.selectCategoryChildren.path({ serviceType: 'activities' })));
      expect(everyChild.data.length).toBe(6);
      await refusal(await send(t, token, 'GET', api.tours.selectCategoryParents.path({ serviceType: 'spaceships' })), 400);
      await refusal(await send(t, token, 'GET', api.tours.selectCategoryParents.path({ serviceType: 8 })), 400);
      await refusal(await send(t, token, 'GET', api.tours.selectCategoryChildren.path({ serviceType: 1 }, { parent_id: 'x' })), 400);
    });
  });
});
