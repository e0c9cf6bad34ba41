import { randomUUID } from 'node:crypto';
import { MediaState } from 'shared-contracts/enums';
import { FILE_LIMITS, IMAGE_QUALITY, IMAGE_WIDTHS, type ImageMimeType, type ImageQuery, type UploadedFile } from 'shared-contracts/files';
import { api } from 'shared-contracts/paths';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import type { TenantScope } from '../../../lib/tenancy';
import { approveFile, deleteFailedUpload, type FileRow, findFileByKey, insertProcessingFile, markDeleted } from './files.repo';
import { type ImageFacts, inspectImage, renderVariant, type Variant, VARIANT_CONTENT_TYPE, type VariantFormat, verifyDecodes } from './images';
import type { FileStorage } from './storage';

/** An image variant to serve: found and chosen, not yet read or encoded. */
export interface ImageRequest {
  file: FileRow;
  variant: Variant;
  /** Where the storage caches the variant, under the file's own prefix. */
  cacheKey: string;
  /** Strong: a file's bytes never change under its key, and the name holds everything the encoding depends on. */
  etag: string;
  /** The format was picked from the Accept header, so caches must keep one copy per Accept (Vary: Accept). */
  negotiated: boolean;
}

export interface ServedImage {
  bytes: Uint8Array;
  contentType: string;
}

export interface FilesService {
  /** Checks and stores an image for `ownerUserId`; 413 when too large, 400 when it is no usable image. */
  upload(ownerUserId: number, file: File): Promise<UploadedFile>;
  /** Marks the files Deleted and removes their bytes; 404 (nothing deleted) when any id is not in the scope. */
  remove(scope: TenantScope, ids: readonly number[]): Promise<number[]>;
  /** The variant an image URL asks for; 404 unless the file exists and is Approved. */
  resolveImage(key: string, query: ImageQuery, accept: string | undefined): Promise<ImageRequest>;
  /** The variant's bytes, from the storage's cache or encoded now (and cached). */
  renderImage(request: ImageRequest): Promise<ServedImage>;
}

/** Bumped when the encoding changes, so cached variants of the old encoding are neither served nor matched by ETag. */
const ENCODING_VERSION = 1;

const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const EXTENSION: Readonly<Record<ImageMimeType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
};

/** Served as its own format when no format is asked for and the spec's suffix does not choose one. */
const OWN_FORMAT: Readonly<Record<ImageMimeType, VariantFormat>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
};

const originalKey = (storageKey: string) => `${storageKey}/original`;

/** Letters that no Unicode decomposition turns into ASCII, as Nordic and other European names spell them out. */
const SPELLED_OUT: Readonly<Record<string, string>> = { æ: 'ae', ø: 'o', œ: 'oe', ß: 'ss', đ: 'd', ł: 'l', þ: 'th' };

/** The file name in an image URL: the upload's name made URL-safe, with the extension of what it really is. */
export function downloadName(originalName: string, mime: ImageMimeType): string {
  const stem = originalName
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[æøœßđłþ]/g, (letter) => SPELLED_OUT[letter]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return `${stem || 'image'}.${EXTENSION[mime]}`;
}

/** A name as the client sent it, for the record: no control characters (PostgreSQL text refuses NUL), bounded. */
const recordedName = (name: string) => name.replace(/\p{Cc}/gu, '').slice(0, 255) || 'image';

/** Whether an Accept header lists a media type with a quality above zero. */
function accepts(accept: string, type: string): boolean {
  return accept.split(',').some((entry) => {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return name === type && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * The variant a query asks for. `w` and `q` are already rounded by the contract's ImageQuerySchema. The width is
 * never more than the original's, so asking a small image for any larger width finds one cached variant. The format:
 * `format` when given; else, under `auto=format` (the spec's suffix), AVIF or WebP as the browser accepts, JPEG for
 * a browser that takes neither (GIF and PNG stay themselves: they may be transparent or animated); else the image's
 * own format.
 */
export function chooseVariant(file: Pick<FileRow, 'width' | 'mimeType'>, query: ImageQuery, accept = ''): { variant: Variant; negotiated: boolean } {
  const mime = file.mimeType as ImageMimeType;
  const auto = new Set(query.auto ?? []);
  const originalWidth = file.width ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  const width = Math.min(originalWidth, query.w ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  const quality = query.q ?? (auto.has('compress') ? IMAGE_QUALITY.compressed : IMAGE_QUALITY.default);
  let format: VariantFormat;
  let negotiated = false;
  if (query.format) format = query.format;
  else if (auto.has('format')) {
    negotiated = true;
    if (accepts(accept, 'image/avif')) format = 'avif';
    else if (accepts(accept, 'image/webp')) format = 'webp';
    else format = mime === 'image/png' || mime === 'image/gif' ? OWN_FORMAT[mime] : 'jpeg';
  } else format = OWN_FORMAT[mime];
  const lossless = format === 'png' || format === 'gif';
  return { variant: { width, quality: lossless ? 0 : quality, format }, negotiated };
}

/** Files and images (spec 002 §7.19) over a storage (storage-from-env.ts). */
export function createFilesService({ db, storage }: { db: Db; storage: FileStorage }): FilesService {
  /** Variants being encoded now, so a burst of first requests for one variant encodes it once. */
  const rendering = new Map<string, Promise<Uint8Array>>();

  async function encodeAndCache(request: ImageRequest): Promise<Uint8Array> {
    const original = await storage.get(originalKey(request.file.storageKey));
    if (!original) throw new Error(`file ${request.file.id} is Approved but its bytes are missing from the storage`);
    const facts = await inspectImage(original);
    const bytes = await renderVariant(original, facts, request.variant);
    await storage.put(request.cacheKey, bytes, VARIANT_CONTENT_TYPE[request.variant.format]);
    return bytes;
  }

  return {
    async upload(ownerUserId, file) {
      if (file.size > FILE_LIMITS.maxImageBytes) throw fileTooLarge();
      const bytes = new Uint8Array(await file.arrayBuffer());
      const facts: ImageFacts = await inspectImage(bytes);
      const row = await insertProcessingFile(db, {
        ownerUserId,
        storageKey: randomUUID(),
        originalName: recordedName(file.name),
        mimeType: facts.mime,
        sizeBytes: bytes.byteLength,
        width: facts.width,
        height: facts.height,
      });
      try {
        await verifyDecodes(bytes, facts);
        await storage.put(originalKey(row.storageKey), bytes, facts.mime);
      } catch (error) {
        await deleteFailedUpload(db, row.id);
        await storage.removeTree(row.storageKey).catch(() => undefined);
        throw error;
      }
      const approved = await approveFile(db, row.id);
      return {
        id: approved.id,
        url: api.files.image.path({ key: approved.storageKey, name: downloadName(approved.originalName, facts.mime) }),
        mime: facts.mime,
        size: approved.sizeBytes,
        width: facts.width,
        height: facts.height,
        state: approved.state as MediaState,
      };
    },

    async remove(scope, ids) {
      const unique = [...new Set(ids)];
      const deleted = await markDeleted(db, scope, unique);
      if (!deleted) throw new HttpError('NOT_FOUND');
      // The rows say Deleted before the bytes go, so nothing serves a file whose bytes are half removed. Bytes the
      // storage fails to remove are unreachable all the same; the deletion stands and the log names what is left.
      for (const row of deleted) {
        await storage.removeTree(row.storageKey).catch((error: unknown) => {
          console.error(`[files] the bytes of deleted file ${row.id} (${row.storageKey}/) stay in the storage:`, error);
        });
      }
      return deleted.map((row) => row.id);
    },

    async resolveImage(key, query, accept) {
      const file = STORAGE_KEY.test(key) ? await findFileByKey(db, key) : undefined;
      // Processing is not yet servable; Hide and Deleted no longer are. All answer as a file that does not exist.
      if (!file || file.state !== MediaState.Approved) throw new HttpError('NOT_FOUND');
      const { variant, negotiated } = chooseVariant(file, query, accept);
      const name = `v${ENCODING_VERSION}-w${variant.width}-q${variant.quality}.${variant.format}`;
      return { file, variant, negotiated, cacheKey: `${file.storageKey}/variants/${name}`, etag: `"${file.storageKey}-${name}"` };
    },

    async renderImage(request) {
      const contentType = VARIANT_CONTENT_TYPE[request.variant.format];
      const cached = await storage.get(request.cacheKey);
      if (cached) return { bytes: cached, contentType };
      let pending = rendering.get(request.cacheKey);
      if (!pending) {
        pending = encodeAndCache(request).finally(() => rendering.delete(request.cacheKey));
        rendering.set(request.cacheKey, pending);
      }
      return { bytes: await pending, contentType };
    },
  };
}

/** 413 with the limit in the caller's words; also the upload route's body limit. */
export function fileTooLarge(): HttpError {
  return new HttpError('PAYLOAD_TOO_LARGE', { message: 'errors.fileTooLarge', values: { maxMb: FILE_LIMITS.maxImageBytes / (1024 * 1024) } });
}
