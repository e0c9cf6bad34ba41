import { and, asc, count, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pageSectionTranslations, pageSections, siteFooterLinks, siteMenuItems, sitePages } from '../../../db/schema/site-content';

export type PageRow = typeof sitePages.$inferSelect;
export type SectionRow = typeof pageSections.$inferSelect;
export type TranslationRow = typeof pageSectionTranslations.$inferSelect;
export type MenuItemRow = typeof siteMenuItems.$inferSelect;

/** A site's pages of one status after the cursor, by id, each with how many sections it has. */
export async function listPages(db: Db, siteId: number, opts: { status: number; afterId: number; limit: number | null }) {
  const query = db
    .select({ page: sitePages, sectionCount: sql<number>`(select count(*)::int from ${pageSections} where ${pageSections.pageId} = ${sitePages.id})` })
    .from(sitePages)
    .where(and(eq(sitePages.siteId, siteId), eq(sitePages.status, opts.status), gt(sitePages.id, opts.afterId)))
    .orderBy(asc(sitePages.id));
  const rows = opts.limit === null ? await query : await query.limit(opts.limit);
  return rows.map((row) => ({ ...row.page, sectionCount: Number(row.sectionCount) }));
}

export async function countPages(db: Db, siteId: number, status: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(sitePages)
    .where(and(eq(sitePages.siteId, siteId), eq(sitePages.status, status)));
  return row?.total ?? 0;
}

/** The site's page, locked until the end of `tx` when asked: writers of one page's sections take turns. */
export async function findPage(db: Db, siteId: number, pageId: number, opts: { lock?: boolean } = {}): Promise<PageRow | undefined> {
  const query = db
    .select()
    .from(sitePages)
    .where(and(eq(sitePages.id, pageId), eq(sitePages.siteId, siteId)));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

export async function slugTaken(db: Db, siteId: number, slug: string, exceptPageId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sitePages.id })
    .from(sitePages)
    .where(and(eq(sitePages.siteId, siteId), eq(sitePages.slug, slug), exceptPageId === undefined ? undefined : ne(sitePages.id, exceptPageId)))
    .limit(1);
  return row !== undefined;
}

/** Every slug of the site (a site has tens of pages), for finding a free one. */
export async function siteSlugs(db: Db, siteId: number): Promise<Set<string>> {
  const rows = await db.select({ slug: sitePages.slug }).from(sitePages).where(eq(sitePages.siteId, siteId));
  return new Set(rows.map((row) => row.slug));
}

export async function touchPage(db: Db, pageId: number): Promise<void> {
  await db.update(sitePages).set({ updatedAt: sql`now()` }).where(eq(sitePages.id, pageId));
}

/** A page's sections in order, with their texts. */
export async function findPageSections(db: Db, pageId: number): Promise<{ sections: SectionRow[]; translations: TranslationRow[] }> {
  const sections = await db.select().from(pageSections).where(eq(pageSections.pageId, pageId)).orderBy(asc(pageSections.position), asc(pageSections.id));
  return { sections, translations: await findTranslations(db, sections.map((s) => s.id)) };
}

export async function findTranslations(db: Db, sectionIds: number[]): Promise<TranslationRow[]> {
  if (sectionIds.length === 0) return [];
  return db.select().from(pageSectionTranslations).where(inArray(pageSectionTranslations.sectionId, sectionIds));
}

/** The section with the site its page belongs to; undefined when it is on no page of the site. */
export async function findSiteSection(db: Db, siteId: number, sectionId: number): Promise<SectionRow | undefined> {
  const [row] = await db
    .select({ section: pageSections })
    .from(pageSections)
    .innerJoin(sitePages, eq(sitePages.id, pageSections.pageId))
    .where(and(eq(pageSections.id, sectionId), eq(sitePages.siteId, siteId)));
  return row?.section;
}

/** Numbers the sections 0, 1, 2… in the order given. */
export async function setSectionOrder(db: Db, sectionIds: number[]): Promise<void> {
  for (const [position, id] of sectionIds.entries()) {
    await db.update(pageSections).set({ position }).where(eq(pageSections.id, id));
  }
}

export async function deleteSectionTexts(db: Db, sectionId: number): Promise<void> {
  await db.delete(pageSectionTranslations).where(eq(pageSectionTranslations.sectionId, sectionId));
}

export async function findMenu(db: Db, siteId: number): Promise<MenuItemRow[]> {
  return db.select().from(siteMenuItems).where(eq(siteMenuItems.siteId, siteId)).orderBy(asc(siteMenuItems.position), asc(siteMenuItems.id));
}

/** The site's menu item ids, locked until the end of `tx`: two saves of one menu take turns. */
export async function lockMenu(db: Db, siteId: number): Promise<number[]> {
  const rows = await db.select({ id: siteMenuItems.id }).from(siteMenuItems).where(eq(siteMenuItems.siteId, siteId)).for('update');
  return rows.map((row) => row.id);
}

/** The site's footer links in order (a flat list: no sub-items). */
export async function findFooterLinks(db: Db, siteId: number): Promise<MenuItemRow[]> {
  const rows = await db.select().from(siteFooterLinks).where(eq(siteFooterLinks.siteId, siteId)).orderBy(asc(siteFooterLinks.position), asc(siteFooterLinks.id));
  return rows.map((row) => ({ ...row, parentId: null }));
}

/** The site's footer link ids, locked until the end of `tx`. */
export async function lockFooterLinks(db: Db, siteId: number): Promise<number[]> {
  const rows = await db.select({ id: siteFooterLinks.id }).from(siteFooterLinks).where(eq(siteFooterLinks.siteId, siteId)).for('update');
  return rows.map((row) => row.id);
}

/** Which of these ids are pages of the site. */
export async function sitePageIds(db: Db, siteId: number, pageIds: number[]): Promise<Set<number>> {
  if (pageIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sitePages.id })
    .from(sitePages)
    .where(and(eq(sitePages.siteId, siteId), inArray(sitePages.id, pageIds)));
  return new Set(rows.map((row) => row.id));
}
