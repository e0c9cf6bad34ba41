import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { services } from '../schema/catalogue';
import { partnerSites } from '../schema/core';
import { siteWidgets } from '../schema/site-content';

/** The demo site's widget, at a fixed uuid so `/{uuid}/gotohubwidget` is a stable demo address. */
export const DEMO_WIDGET = {
  uuid: '5f0c6a8e-2b7d-4c1e-9a3f-6d8b1e2c4a70',
  site: 'demo',
  name: 'Oslo highlights',
  kind: 'service_grid',
  settings: { columns: 3, title: 'Oslo highlights', show_prices: true },
  services: ['oslo-fjord-sightseeing-cruise', 'oslo-city-bike-tour', 'oslo-harbour-hotel'],
} as const;

/** Idempotent: an existing widget with the uuid is left as it is. */
export async function seedWidgets(db: Db): Promise<void> {
  const [site] = await db.select({ id: partnerSites.id }).from(partnerSites).where(eq(partnerSites.subDomain, DEMO_WIDGET.site));
  if (!site) return;
  const rows = await db.select({ id: services.id, slug: services.slug }).from(services).where(inArray(services.slug, [...DEMO_WIDGET.services]));
  const idOf = new Map(rows.map((r) => [r.slug, r.id]));
  await db
    .insert(siteWidgets)
    .values({
      uuid: DEMO_WIDGET.uuid,
      siteId: site.id,
      name: DEMO_WIDGET.name,
      kind: DEMO_WIDGET.kind,
      settings: { ...DEMO_WIDGET.settings },
      serviceIds: DEMO_WIDGET.services.flatMap((slug) => idOf.get(slug) ?? []),
    })
    .onConflictDoNothing({ target: siteWidgets.uuid });
}
