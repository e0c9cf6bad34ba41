import { and, eq, inArray } from 'drizzle-orm';
import { ServiceCardsAnswerSchema } from 'shared-contracts/catalogue';
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { PAGE_SIZES } from 'shared-contracts/constants';
import { api } from 'shared-contracts/paths';
import * as v from 'valibot';
import { categories, locations, serviceCategories, services } from '../../../db/schema/catalogue';
import { siteBucketServices, siteBuckets } from '../../../db/schema/site-content';
import { siteId } from '../../../test/catalogue-fixtures';
import { oneTestDatabase } from '../../../test/databases';
import { type TestApp, useTestDatabase } from '../../../test/harness';
import { sample } from './white-label.service';

/** The demo site's catalogue as the database holds it: what each filter must select from. */
async function soldBy(t: TestApp, site: number) {
  return t.handle.db
    .selectDistinct({ id: services.id, type: services.serviceType, supplier: services.supplierUserId, location: services.locationId, parent: locations.parentId })
    .from(siteBucketServices)
    .innerJoin(siteBuckets, eq(siteBuckets.id, siteBucketServices.bucketId))
    .innerJoin(services, eq(services.id, siteBucketServices.serviceId))
    .leftJoin(locations, eq(locations.id, services.locationId))
    .where(and(eq(siteBuckets.siteId, site), eq(services.status, 1)));
}

describe.each(oneTestDatabase())('GET white-label/customize-site on $name', (spec) => {
  const ctx = useTestDatabase(spec);
  const cards = async (t: TestApp, site: number, query: Record<string, string | number>) => {
    const response = await t.request(api.siteContent.customizeSite.path({ siteId: site }, query));
    expect(response.status).toBe(200);
    return v.parse(ServiceCardsAnswerSchema, await response.json()).data;
  };

  test('without filters: the first 12 services in the site order (the white-label page size)', async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    const sold = await soldBy(t, demo);
    expect(sold.length).toBeGreaterThan(PAGE_SIZES.whiteLabelServices);
    const first = await cards(t, demo, {});
    expect(first).toHaveLength(PAGE_SIZES.whiteLabelServices);
    expect(first[0]?.slug).toBe('oslo-fjord-sightseeing-cruise');
    // Same order as the catalogue listing of the site.
    const listing = await t.post(api.catalogue.catalog.path(), { site_id: demo, item_per_page: PAGE_SIZES.whiteLabelServices });
    const listed = ((await listing.json()) as { data: { data: { id: number }[] } }).data.data.map((c) => c.id);
    expect(first.map((c) => c.id)).toEqual(listed);
  });

  test('service_type by name or numeric id, white_label_id (supplier), location_id (a country holds its cities) and category_id', async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    const sold = await soldBy(t, demo);
    const hotels = sold.filter((s) => s.type === 3).map((s) => s.id).sort();
    expect(hotels.length).toBeGreaterThan(0);
    expect((await cards(t, demo, { service_type: 'hotels', count: 50 })).map((c) => c.id).sort()).toEqual(hotels);
    expect((await cards(t, demo, { service_type: 3, count: 50 })).map((c) => c.id).sort()).toEqual(hotels);

    const supplier = sold[0]!.supplier;
    const ofSupplier = sold.filter((s) => s.supplier === supplier).map((s) => s.id).sort();
    expect(ofSupplier.length).toBeLessThan(sold.length);
    expect((await cards(t, demo, { white_label_id: supplier, count: 50 })).map((c) => c.id).sort()).toEqual(ofSupplier);

    const [norway] = await t.handle.db.select({ id: locations.id }).from(locations).where(eq(locations.slug, 'norway'));
    const inNorway = sold.filter((s) => s.location === norway!.id || s.parent === norway!.id).map((s) => s.id).sort();
    expect(inNorway.length).toBeLessThan(sold.length);
    expect((await cards(t, demo, { location_id: norway!.id, count: 50 })).map((c) => c.id).sort()).toEqual(inNorway);

    const [hiking] = await t.handle.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'hiking'));
    const tagged = await t.handle.db
      .select({ id: serviceCategories.serviceId })
      .from(serviceCategories)
      .where(and(eq(serviceCategories.categoryId, hiking!.id), inArray(serviceCategories.serviceId, sold.map((s) => s.id))));
    expect(tagged.length).toBeGreaterThan(0);
    expect((await cards(t, demo, { category_id: hiking!.id, service_type: 'activities' })).map((c) => c.id).sort()).toEqual(tagged.map((r) => r.id).sort());
  });

  test('is_random=true: `count` distinct services the site sells, sampled afresh on each call', async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    const sold = new Set((await soldBy(t, demo)).map((s) => s.id));
    const orders = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const picked = await cards(t, demo, { is_random: 'true', count: 4 });
      expect(picked).toHaveLength(4);
      expect(new Set(picked.map((c) => c.id)).size).toBe(4);
      for (const card of picked) expect(sold.has(card.id)).toBe(true);
      orders.add(picked.map((c) => c.id).join(','));
    }
    // 12 draws of 4 from 16 services all alike would be a broken sampler (chance about 1e-50).
    expect(orders.size).toBeGreaterThan(1);
    // Asking for more than the filter holds returns all of them.
    const hotels = await cards(t, demo, { is_random: '1', service_type: 'hotels', count: 50 });
    expect(hotels.length).toBe((await soldBy(t, demo)).filter((s) => s.type === 3).length);
  });

  test('count is at most 50; bad parameters and unknown sites answer in the error envelope', async () => {
    const t = ctx.app();
    const demo = await siteId(t, 'demo');
    for (const query of [{ count: 51 }, { count: 0 }, { is_random: 'maybe' }, { service_type: 'boats' }, { service_type: 9 }]) {
      const response = await t.request(api.siteContent.customizeSite.path({ siteId: demo }, query));
      expect(response.status).toBe(400);
      expect(v.parse(ErrorEnvelopeSchema, await response.json()).code).toBe('VALIDATION_FAILED');
    }
    const unknown = await t.request(api.siteContent.customizeSite.path({ siteId: 999999 }));
    expect(unknown.status).toBe(404);
    expect(v.parse(ErrorEnvelopeSchema, await unknown.json()).code).toBe('NOT_FOUND');
  });
});

describe('sample', () => {
  test('picks min(count, n) distinct items', () => {
    const items = [1, 2, 3, 4, 5];
    expect(sample(items, 3, () => 0)).toEqual([1, 2, 3]);
    expect(sample(items, 9, (max) => max - 1).sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });
});
