/**
 * Tenancy of activities and their settings (ADR 0008): supplier B calling with supplier A's ids gets the very 404 an
 * id nobody owns gets, on every route that takes one; A and an administrator get A's resources.
 */
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { api } from 'shared-contracts/paths';
import { CustomSectionAnswerSchema, ProductFeatureAnswerSchema } from 'shared-contracts/tours';
import * as v from 'valibot';
import { oneTestDatabase } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { answer, createTour, type Method, send } from './testing/tour-fixtures';

interface Ids {
  tour: number;
  feature: number;
  section: number;
}

interface Call {
  name: string;
  method: Method;
  path(ids: Ids): string;
  body?(ids: Ids): unknown;
}

const NO_ID = 999_999;
const get = (name: string, path: (ids: Ids) => string): Call => ({ name, method: 'GET', path });

/** Reads first, then writes; deletes last, so every call still finds its resource. */
const CALLS: Call[] = [
  get('full', ({ tour }) => api.tours.full.path({ id: tour })),
  get('summary', ({ tour }) => api.tours.summary.path({ id: tour })),
  get('seasonal', ({ tour }) => api.tours.seasonal.path({ id: tour })),
  get('at a glance', ({ tour }) => api.tours.atGlance.path({ id: tour })),
  get('custom sections', ({ tour }) => api.tours.customSections.path({ id: tour })),
  get('custom section', ({ section }) => api.tours.customSection.path({ id: section })),
  get('recommend candidates', ({ tour }) => api.tours.recommendCandidates.path({ id: tour })),
  get('recommendations', ({ tour }) => api.tours.recommendations.path({ id: tour })),
  get('booking option', ({ tour }) => api.tours.bookingOption.path({ id: tour })),
  get('special-instruction mail', ({ tour }) => api.tours.specialInstructionMail.path({ id: tour })),
  get('product feature', ({ feature }) => api.tours.feature.path({ id: feature })),
  { name: 'update a section', method: 'PUT', path: ({ tour }) => api.tours.update.path({ id: tour }), body: () => ({ section: 'seasonal', seasons: [] }) },
  { name: 'update status', method: 'PUT', path: ({ tour }) => api.tours.updateStatus.path({ id: tour }, { status: 4 }) },
  { name: 'update is-private', method: 'PUT', path: ({ tour }) => api.tours.updateIsPrivate.path({ id: tour }, { is_private: false }) },
  { name: 'notification e-mails', method: 'POST', path: ({ tour }) => api.tours.notificationEmails.path({ id: tour }), body: () => ({ emails: ['ops@example.test'] }) },
  { name: 'tour features', method: 'PUT', path: ({ tour }) => api.tours.setTourFeatures.path({ id: tour }), body: ({ feature }) => ({ feature_ids: feature === NO_ID ? [] : [feature] }) },
  { name: 'create a custom section', method: 'POST', path: () => api.tours.createCustomSection.path(), body: ({ tour }) => ({ service_id: tour, titles: { en: 'More' } }) },
  { name: 'update a custom section', method: 'PUT', path: ({ section }) => api.tours.updateCustomSection.path({ id: section }), body: () => ({ titles: { en: 'Renamed' } }) },
  { name: 'set recommendations', method: 'POST', path: () => api.tours.setRecommendations.path(), body: ({ tour }) => ({ service_id: tour, recommended_ids: [] }) },
  { name: 'booking option', method: 'PUT', path: ({ tour }) => api.tours.updateBookingOption.path({ id: tour }), body: () => ({ questions: [] }) },
  { name: 'special-instruction mail', method: 'PUT', path: ({ tour }) => api.tours.updateSpecialInstructionMail.path({ id: tour }), body: () => ({ text: 'Bring boots.' }) },
  { name: 'update a product feature', method: 'PUT', path: ({ feature }) => api.tours.updateFeature.path({ id: feature }), body: () => ({ names: { en: 'Renamed' } }) },
  { name: 'delete a custom section', method: 'DELETE', path: ({ section }) => api.tours.deleteCustomSection.path({ id: section }) },
  { name: 'delete a product feature', method: 'DELETE', path: ({ feature }) => api.tours.deleteFeature.path({ id: feature }) },
  { name: 'delete the activity', method: 'DELETE', path: ({ tour }) => api.tours.remove.path({ id: tour }) },
];

describe.each(oneTestDatabase())('activity tenancy on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  /** An activity of `email` with a product feature and a custom section. */
  async function resources(t: TestApp, token: string): Promise<Ids> {
    const tour = await createTour(t, token, { name: 'Tenancy probe' });
    const feature = await answer(ProductFeatureAnswerSchema, await send(t, token, 'POST', api.tours.createFeature.path(), { names: { en: 'Probe' } }), 201);
    const section = await answer(CustomSectionAnswerSchema, await send(t, token, 'POST', api.tours.createCustomSection.path(), { service_id: tour.id, titles: { en: 'Probe' } }), 201);
    return { tour: tour.id, feature: feature.data.id, section: section.data.id };
  }

  const call = (t: TestApp, token: string, c: Call, ids: Ids) => send(t, token, c.method, c.path(ids), c.body?.(ids));

  async function notFound(response: Response): Promise<unknown> {
    const text = await response.text();
    expect({ status: response.status, text }).toMatchObject({ status: 404 });
    const body = v.parse(ErrorEnvelopeSchema, JSON.parse(text));
    expect(body).not.toHaveProperty('data');
    return body;
  }

  test.each([
    ['supplier@ (its owner)', DEMO.supplier],
    ['an administrator', DEMO.admin],
  ])('another supplier gets 404 on every route with supplier@’s ids, the answer an unknown id gets; %s gets 2xx', async (_who, insider) => {
    const t = ctx.app();
    const owner = (await t.login(DEMO.supplier)).token;
    const stranger = (await t.login(DEMO.duo)).token;
    const allowed = (await t.login(insider)).token;
    const ids = await resources(t, owner);
    const missing: Ids = { tour: NO_ID, feature: NO_ID, section: NO_ID };

    for (const c of CALLS) {
      const unknown = await notFound(await call(t, owner, c, missing));
      const foreign = await call(t, stranger, c, ids);
      expect({ call: c.name, status: foreign.status }).toEqual({ call: c.name, status: 404 });
      expect(await notFound(foreign)).toEqual(unknown);
      const response = await call(t, allowed, c, ids);
      expect({ call: c.name, status: response.status, ok: response.ok }).toMatchObject({ call: c.name, ok: true });
    }
  });
});
