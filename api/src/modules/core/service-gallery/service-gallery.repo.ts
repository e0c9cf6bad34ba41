import { and, asc, eq, exists, inArray, ne, sql } from 'drizzle-orm';
import { MediaSourceType, MediaState } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import { serviceMedia, services } from '../../../db/schema/catalogue';
import { files } from '../../../db/schema/files';

export type MediaRow = typeof serviceMedia.$inferSelect;
export type FileRow = typeof files.$inferSelect;
export type NewMediaRow = Omit<typeof serviceMedia.$inferInsert, 'serviceId'>;

export async function findMedia(db: Db, serviceId: number): Promise<MediaRow[]> {
  return db.select().from(serviceMedia).where(eq(serviceMedia.serviceId, serviceId)).orderBy(asc(serviceMedia.position), asc(serviceMedia.id));
}

/** The owner's files among `ids` that still exist (anything but Deleted). */
export async function findOwnedFiles(db: Db, ownerUserId: number, ids: number[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.ownerUserId, ownerUserId), ne(files.state, MediaState.Deleted)));
}

/** Replaces the service's gallery and its card image (services.image_url), which search records and cards show. */
export async function replaceMedia(db: Db, serviceId: number, rows: NewMediaRow[], coverUrl: string | null): Promise<void> {
  await db.delete(serviceMedia).where(eq(serviceMedia.serviceId, serviceId));
  if (rows.length) await db.insert(serviceMedia).values(rows.map((row) => ({ ...row, serviceId })));
  await db.update(services).set({ imageUrl: coverUrl, updatedAt: sql`now()` }).where(eq(services.id, serviceId));
}

/** Whether the service shows an image: an uploaded or reused file that is not hidden or deleted. */
export async function hasImage(db: Db, serviceId: number): Promise<boolean> {
  const image = db
    .select({ one: sql`1` })
    .from(serviceMedia)
    .where(
      and(
        eq(serviceMedia.serviceId, serviceId),
        inArray(serviceMedia.sourceType, [MediaSourceType.file, MediaSourceType.existingFile]),
        inArray(serviceMedia.state, [MediaState.Approved, MediaState.Processing]),
      ),
    );
  const [row] = await db.select({ image: exists(image) }).from(services).where(eq(services.id, serviceId));
  return Boolean(row?.image);
}
