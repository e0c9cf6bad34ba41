/**
 * A service's gallery (service_media), as every product editor saves and shows it: activities (tours) and rentals,
 * restaurants and attractions (listings). Items name uploads of the files module by id; only the service's own
 * supplier's files can be used, and the cover becomes the service's card image.
 */
import type { Issue } from 'shared-contracts/common';
import { MediaSourceType, MediaState } from 'shared-contracts/enums';
import { IMAGE_MIME_TYPES, type ImageMimeType } from 'shared-contracts/files';
import { api } from 'shared-contracts/paths';
import type { TourMedia, TourMediaInput } from 'shared-contracts/tours';
import type { Db } from '../../../db/client';
import { messageText } from '../../../lib/messages';
import { validationError } from '../../../lib/validation';
import { downloadName } from '../files/files.service';
import * as repo from './service-gallery.repo';

/** The served address of an upload, as the upload's own answer gives it (files module). */
function fileUrl(file: repo.FileRow): string {
  const mime = (IMAGE_MIME_TYPES as readonly string[]).includes(file.mimeType) ? (file.mimeType as ImageMimeType) : 'image/jpeg';
  return api.files.image.path({ key: file.storageKey, name: downloadName(file.originalName, mime) });
}

const mediaState = (state: string): MediaState => ((Object.values(MediaState) as string[]).includes(state) ? (state as MediaState) : MediaState.Approved);
const sourceType = (value: number): MediaSourceType =>
  (Object.values(MediaSourceType) as number[]).includes(value) ? (value as MediaSourceType) : MediaSourceType.file;

/**
 * Replaces the gallery of `service` with `media`, in order. A file that is not the supplier's (or is deleted) is a
 * 400 naming its item, the same answer for a foreign file as for none. The flagged item, else the first image, is
 * the cover.
 */
export async function writeGallery(tx: Db, service: { id: number; supplierUserId: number }, media: readonly TourMediaInput[]): Promise<void> {
  const fileIds = media.flatMap((item) => ('file_id' in item ? [item.file_id] : []));
  const found = new Map((await repo.findOwnedFiles(tx, service.supplierUserId, fileIds)).map((file) => [file.id, file]));
  const missing = media.flatMap((item, index): Issue[] =>
    'file_id' in item && !found.has(item.file_id)
      ? [{ path: `media.${index}.file_id`, message: messageText('errors.fileNotFound'), code: 'errors.fileNotFound' }]
      : [],
  );
  if (missing.length) throw validationError(missing);
  const flagged = media.findIndex((item) => item.is_cover);
  const cover = flagged >= 0 ? flagged : media.findIndex((item) => item.source_type !== MediaSourceType.embeddedVideo);
  const rows = media.map((item, position): repo.NewMediaRow => {
    const file = 'file_id' in item ? found.get(item.file_id) : undefined;
    return {
      url: file ? fileUrl(file) : 'url' in item ? item.url : '',
      alt: item.alt,
      sourceType: item.source_type,
      state: file ? mediaState(file.state) : MediaState.Approved,
      position,
      fileId: file?.id ?? null,
      isCover: position === cover,
    };
  });
  await repo.replaceMedia(tx, service.id, rows, rows[cover]?.url ?? null);
}

/** The gallery as the contract gives it, in order. */
export async function readGallery(db: Db, serviceId: number): Promise<TourMedia[]> {
  return (await repo.findMedia(db, serviceId)).map((m) => ({
    id: m.id,
    source_type: sourceType(m.sourceType),
    url: m.url,
    file_id: m.fileId,
    alt: m.alt,
    position: m.position,
    is_cover: m.isCover,
    state: mediaState(m.state),
  }));
}

/** Whether the service shows an image: an uploaded or reused file, not hidden or deleted (what activation asks). */
export function galleryHasImage(db: Db, serviceId: number): Promise<boolean> {
  return repo.hasImage(db, serviceId);
}
