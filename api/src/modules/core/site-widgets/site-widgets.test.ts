import { eq } from 'drizzle-orm';
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { api } from 'shared-contracts/paths';
import { SiteWidgetAnswerSchema } from 'shared-contracts/sites';
import * as v from 'valibot';
import { services } from '../../../db/schema/catalogue';
import { siteWidgets } from '../../../db/schema/site-content';
import { DEMO_WIDGET } from '../../../db/seed/widgets';
import { serviceId, siteId } from '../../../test/catalogue-fixtures';
import { testDatabases } from '../../../test/databases';
import { useTestDatabase } from '../../../test/harness';

describe.each(testDatabases())('GET /core/public/partner-sites/widget/:uuid on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  test('the seeded demo widget, with its services as cards in the widget order', async () => {
    const t = ctx.app();
    const response = await t.request(api.partnerSites.widget.path({ uuid: DEMO_WIDGET.uuid }), { headers: { 'APP-LOCALE': 'de' } });
    expect(response.status).toBe(200);
    const widget = v.parse(SiteWidgetAnswerSchema, await response.json()).data;
    expect(widget).toMatchObject({ uuid: DEMO_WIDGET.uuid, site_id: await siteId(t, 'demo'), name: DEMO_WIDGET.name, kind: 'service_grid', settings: DEMO_WIDGET.settings });
    expect(widget.services.map((s) => s.slug)).toEqual([...DEMO_WIDGET.services]);
    expect(widget.services[0]).toMatchObject({ locale: 'de', name: 'Sightseeing-Kreuzfahrt auf dem Oslofjord' });
    // Also under /gateway, as every public call.
    expect((await t.request(`/gateway${api.partnerSites.widget.path({ uuid: DEMO_WIDGET.uuid.toUpperCase() })}`)).status).toBe(200);
  });

  test('a service the site no longer sells (or that is inactive) drops out of the widget', async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    const [created] = await t.handle.db
      .insert(siteWidgets)
      .values({
        siteId: demo,
        name: 'Mixed',
        kind: 'service_grid',
        serviceIds: [await serviceId(t, 'stockholm-gamla-stan-walking-tour'), await serviceId(t, 'oslo-city-bike-tour')],
      })
      .returning({ uuid: siteWidgets.uuid });
    const widget = v.parse(SiteWidgetAnswerSchema, await (await t.request(api.partnerSites.widget.path({ uuid: created!.uuid }))).json()).data;
    expect(widget.services.map((s) => s.slug)).toEqual(['oslo-city-bike-tour']);

    await t.handle.db.update(services).set({ status: 2 }).where(eq(services.slug, 'oslo-city-bike-tour'));
    try {
      const again = v.parse(SiteWidgetAnswerSchema, await (await t.request(api.partnerSites.widget.path({ uuid: created!.uuid }))).json()).data;
      expect(again.services).toEqual([]);
    } finally {
      await t.handle.db.update(services).set({ status: 1 }).where(eq(services.slug, 'oslo-city-bike-tour'));
    }
  });

  test.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', 'settings'])('404 in the error envelope for %s', async (uuid) => {
    const t = ctx.app();
    const response = await t.request(api.partnerSites.widget.path({ uuid }));
    expect(response.status).toBe(404);
    expect(v.parse(ErrorEnvelopeSchema, await response.json()).code).toBe('NOT_FOUND');
  });
});
