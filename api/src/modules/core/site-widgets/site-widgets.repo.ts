import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { siteWidgets } from '../../../db/schema/site-content';

export type WidgetRow = typeof siteWidgets.$inferSelect;

export async function findWidget(db: Db, uuid: string): Promise<WidgetRow | undefined> {
  const [row] = await db.select().from(siteWidgets).where(eq(siteWidgets.uuid, uuid));
  return row;
}
