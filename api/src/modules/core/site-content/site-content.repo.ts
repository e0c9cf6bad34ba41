import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { SectionStoredSchemas, type SectionType } from 'shared-contracts/catalogue';
import * as v from 'valibot';
import type { Db } from '../../../db/client';
import {
  pageSectionTranslations,
  pageSections,
  platformLegalTexts,
  siteBucketServices,
  siteBuckets,
  siteFooterLinks,
  siteLegalTexts,
  siteMenuItems,
  sitePages,
} from '../../../db/schema/site-content';
import { sanitizePartnerHtml, sanitizeSectionText } from '../../../lib/sanitize-html';

export type PageRow = typeof sitePages.$inferSelect;
export type SectionRow = typeof pageSections.$inferSelect;
export type LegalRow = { kind: string; locale: string; title: string; body: string };
export const PUBLISHED = 1;

/** A published page of the site; any page of it with `anyStatus` (its owner's preview). */
/** The slugs of a site's published pages that search engines may index (not "no index"), in slug order (the sitemap). */
export async function findPublishedSlugs(db: Db, siteId: number): Promise<string[]> {
  const rows = await db
    .select({ slug: sitePages.slug })
    .from(sitePages)
    .where(and(eq(sitePages.siteId, siteId), eq(sitePages.status, PUBLISHED), eq(sitePages.noIndex, false)))
    .orderBy(asc(sitePages.slug));
  return rows.map((r) => r.slug);
}

export async function findPublishedPage(
  db: Db,
  siteId: number,
  by: { id?: number; slug?: string; primary?: true },
  opts: { anyStatus?: boolean } = {},
): Promise<PageRow | undefined> {
  const [row] = await db
    .select()
    .from(sitePages)
    .where(
      and(
        eq(sitePages.siteId, siteId),
        opts.anyStatus ? undefined : eq(sitePages.status, PUBLISHED),
        by.id === undefined ? undefined : eq(sitePages.id, by.id),
        by.slug === undefined ? undefined : eq(sitePages.slug, by.slug),
        by.primary ? eq(sitePages.isPrimary, true) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function findSections(db: Db, pageIds: number[]) {
  if (pageIds.length === 0) return { sections: [], translations: [] };
  const sections = await db.select().from(pageSections).where(inArray(pageSections.pageId, pageIds)).orderBy(asc(pageSections.position), asc(pageSections.id));
  const translations = sections.length
    ? await db.select().from(pageSectionTranslations).where(inArray(pageSectionTranslations.sectionId, sections.map((s) => s.id)))
    : [];
  return { sections, translations };
}

export async function findSection(db: Db, sectionId: number): Promise<SectionRow | undefined> {
  const [row] = await db.select().from(pageSections).where(eq(pageSections.id, sectionId));
  return row;
}

export async function bucketBelongsToSite(db: Db, bucketId: number, siteId: number): Promise<boolean> {
  const [row] = await db.select({ id: siteBuckets.id }).from(siteBuckets).where(and(eq(siteBuckets.id, bucketId), eq(siteBuckets.siteId, siteId)));
  return row !== undefined;
}

export type BucketRow = typeof siteBuckets.$inferSelect;

/** A site's buckets in position order. */
export async function findBuckets(db: Db, siteId: number): Promise<BucketRow[]> {
  return db.select().from(siteBuckets).where(eq(siteBuckets.siteId, siteId)).orderBy(asc(siteBuckets.position), asc(siteBuckets.id));
}

/** The services of each bucket, whatever their status, in bucket order. */
export async function findBucketMembers(db: Db, bucketIds: number[]): Promise<Map<number, number[]>> {
  const members = new Map<number, number[]>(bucketIds.map((id) => [id, []]));
  if (bucketIds.length === 0) return members;
  const rows = await db
    .select({ bucketId: siteBucketServices.bucketId, serviceId: siteBucketServices.serviceId })
    .from(siteBucketServices)
    .where(inArray(siteBucketServices.bucketId, bucketIds))
    .orderBy(asc(siteBucketServices.bucketId), asc(siteBucketServices.position), asc(siteBucketServices.serviceId));
  for (const row of rows) members.get(row.bucketId)?.push(row.serviceId);
  return members;
}

/**
 * The ids of a site's buckets, locked until the end of `tx`: writers of one site's bucket contents take turns, so two
 * moves of one service cannot each leave it in a different bucket of the site.
 */
export async function lockSiteBuckets(tx: Db, siteId: number): Promise<number[]> {
  const rows = await tx.select({ id: siteBuckets.id }).from(siteBuckets).where(eq(siteBuckets.siteId, siteId)).orderBy(asc(siteBuckets.id)).for('update');
  return rows.map((r) => r.id);
}

export async function removeFromBuckets(tx: Db, bucketIds: number[], serviceIds: number[]): Promise<void> {
  if (bucketIds.length === 0 || serviceIds.length === 0) return;
  await tx.delete(siteBucketServices).where(and(inArray(siteBucketServices.bucketId, bucketIds), inArray(siteBucketServices.serviceId, serviceIds)));
}

/** Puts the services at the end of the bucket, in the order given. */
export async function appendToBucket(tx: Db, bucketId: number, serviceIds: number[]): Promise<void> {
  if (serviceIds.length === 0) return;
  const [last] = await tx.select({ position: max(siteBucketServices.position) }).from(siteBucketServices).where(eq(siteBucketServices.bucketId, bucketId));
  const start = (last?.position ?? -1) + 1;
  await tx.insert(siteBucketServices).values(serviceIds.map((serviceId, index) => ({ bucketId, serviceId, position: start + index })));
}

/** Menu items with the slug and status of the page they link to. */
export async function findMenuItems(db: Db, siteId: number) {
  return db
    .select({ item: siteMenuItems, pageSlug: sitePages.slug, pageStatus: sitePages.status })
    .from(siteMenuItems)
    .leftJoin(sitePages, eq(sitePages.id, siteMenuItems.pageId))
    .where(eq(siteMenuItems.siteId, siteId))
    .orderBy(asc(siteMenuItems.position), asc(siteMenuItems.id));
}

export async function findFooterLinks(db: Db, siteId: number) {
  return db
    .select({ item: siteFooterLinks, pageSlug: sitePages.slug, pageStatus: sitePages.status })
    .from(siteFooterLinks)
    .leftJoin(sitePages, eq(sitePages.id, siteFooterLinks.pageId))
    .where(eq(siteFooterLinks.siteId, siteId))
    .orderBy(asc(siteFooterLinks.position), asc(siteFooterLinks.id));
}

export async function findSiteLegal(db: Db, siteId: number, kind: string): Promise<LegalRow[]> {
  return db
    .select({ kind: siteLegalTexts.kind, locale: siteLegalTexts.locale, title: siteLegalTexts.title, body: siteLegalTexts.body })
    .from(siteLegalTexts)
    .where(and(eq(siteLegalTexts.siteId, siteId), eq(siteLegalTexts.kind, kind)));
}

export async function findPlatformLegal(db: Db, kind: string): Promise<LegalRow[]> {
  return db.select().from(platformLegalTexts).where(eq(platformLegalTexts.kind, kind));
}

/* Writes. Partner HTML is sanitised here, where it enters the database (api/src/lib/sanitize-html.ts), so every
   writer (the seed today, the site builder later) stores the same clean HTML. */

/** One section's texts per locale, each checked against the section type's stored schema. */
export async function insertSectionTexts(db: Pick<Db, 'insert'>, section: { id: number; type: SectionType }, texts: Record<string, Record<string, unknown>>) {
  const rows = Object.entries(texts).map(([locale, content]) => ({
    sectionId: section.id,
    locale,
    content: sanitizeSectionText(section.type, v.parse(SectionStoredSchemas[section.type].text, content) as Record<string, unknown>),
  }));
  if (rows.length > 0) await db.insert(pageSectionTranslations).values(rows);
}

/** A site's own legal texts; one already written for a kind and locale stays. */
export async function insertSiteLegalTexts(db: Pick<Db, 'insert'>, siteId: number, rows: readonly LegalRow[]) {
  if (rows.length === 0) return;
  await db
    .insert(siteLegalTexts)
    .values(rows.map((row) => ({ siteId, kind: row.kind, locale: row.locale, title: row.title, body: sanitizePartnerHtml(row.body) })))
    .onConflictDoNothing();
}

export async function insertPlatformLegalTexts(db: Pick<Db, 'insert'>, rows: readonly LegalRow[]) {
  if (rows.length === 0) return;
  await db
    .insert(platformLegalTexts)
    .values(rows.map((row) => ({ kind: row.kind, locale: row.locale, title: row.title, body: sanitizePartnerHtml(row.body) })))
    .onConflictDoNothing();
}
