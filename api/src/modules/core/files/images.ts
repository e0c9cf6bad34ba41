import type { Metadata } from 'sharp';

/** sharp (and libvips) load on the first image, not with every process that never handles one. */
const loadSharp = async () => (await import('sharp')).default;
import { FILE_LIMITS, type ImageFormat, type ImageMimeType } from 'shared-contracts/files';
import { HttpError } from '../../../lib/http-error';

/** What an upload turned out to be, from its bytes. */
export interface ImageFacts {
  mime: ImageMimeType;
  /** As shown: the EXIF orientation applied. */
  width: number;
  height: number;
  /** Frames of an animated GIF or WebP; 1 for a still image. */
  pages: number;
}

/** What a served image is encoded as: the formats one may ask for, and GIF for an original GIF kept as it is. */
export type VariantFormat = ImageFormat | 'gif';

export interface Variant {
  width: number;
  /** On JPEG's scale; unused for the lossless formats (PNG, GIF). */
  quality: number;
  format: VariantFormat;
}

export const VARIANT_CONTENT_TYPE: Readonly<Record<VariantFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/**
 * The image type the first bytes announce, or undefined. Only these signatures ever reach sharp, so none of libvips'
 * other loaders (SVG, PDF, TIFF, raw camera files…) parses what a client sends.
 */
export function signatureOf(bytes: Uint8Array): ImageMimeType | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    // An ISO-BMFF file: AVIF when its major or a compatible brand says so (HEIC shares the container).
    const boxEnd = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0));
    for (let at = 8; at + 4 <= boxEnd; at += at === 8 ? 8 : 4) {
      const brand = ascii(bytes, at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'image/avif';
    }
  }
  return undefined;
}

/** The type sharp reads, in the contract's terms; AVIF is sharp's HEIF with the AV1 codec (HEVC is HEIC, refused). */
function sharpMime(metadata: Metadata): ImageMimeType | undefined {
  switch (metadata.format) {
    case 'jpeg':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'gif':
      return 'image/gif';
    case 'webp':
      return 'image/webp';
    case 'heif':
      return metadata.compression === 'av1' ? 'image/avif' : undefined;
    default:
      return undefined;
  }
}

// 'warning' is what sharp advises for untrusted input: a truncated or damaged image fails instead of decoding grey.
const INPUT = { failOn: 'warning', limitInputPixels: FILE_LIMITS.maxImagePixels } as const;

const notImage = () => new HttpError('BAD_REQUEST', { message: 'errors.fileNotImage' });
const corrupt = (cause: unknown) => new HttpError('BAD_REQUEST', { message: 'errors.fileCorrupt', cause });

/**
 * What the bytes are, from their signature and sharp's reading of the header: a 400 for anything that is not one of
 * the accepted image types, whose header does not read, or that decodes to more than FILE_LIMITS.maxImagePixels.
 * Cheap (no pixels are decoded); verifyDecodes does that.
 */
export async function inspectImage(bytes: Uint8Array): Promise<ImageFacts> {
  const announced = signatureOf(bytes);
  if (!announced) throw notImage();
  let metadata: Metadata;
  try {
    // The header only: the pixel limit is checked below, with an answer that says what is wrong.
    const sharp = await loadSharp();
    metadata = await sharp(bytes, { ...INPUT, limitInputPixels: false }).metadata();
  } catch (error) {
    throw corrupt(error);
  }
  const mime = sharpMime(metadata);
  if (mime !== announced) throw notImage();
  const pages = metadata.pages ?? 1;
  if (metadata.width * metadata.height * pages > FILE_LIMITS.maxImagePixels) {
    throw new HttpError('BAD_REQUEST', { message: 'errors.imageTooManyPixels', values: { maxMegapixels: FILE_LIMITS.maxImagePixels / 1_000_000 } });
  }
  return { mime, width: metadata.autoOrient.width, height: metadata.autoOrient.height, pages };
}

/** Decodes every pixel (of every frame), so a truncated or damaged image is refused at upload, not when it is served. */
export async function verifyDecodes(bytes: Uint8Array, facts: ImageFacts): Promise<void> {
  try {
    const sharp = await loadSharp();
    await sharp(bytes, { ...INPUT, animated: facts.pages > 1 }).stats();
  } catch (error) {
    throw corrupt(error);
  }
}

/** AVIF's quality number looks like JPEG's at about 5/8 of it (sharp's defaults: 50 for AVIF, 80 for JPEG). */
const avifQuality = (quality: number) => Math.round((quality * 5) / 8);

/**
 * One served variant of an original: oriented, no wider than `width` (never enlarged), re-encoded without the
 * original's metadata (EXIF and its GPS position are dropped). Animations stay animated in WebP and GIF.
 */
export async function renderVariant(original: Uint8Array, facts: Pick<ImageFacts, 'pages'>, variant: Variant): Promise<Uint8Array> {
  const animated = facts.pages > 1 && (variant.format === 'webp' || variant.format === 'gif');
  const sharp = await loadSharp();
  const image = sharp(original, { ...INPUT, animated }).autoOrient().resize({ width: variant.width, withoutEnlargement: true });
  switch (variant.format) {
    case 'avif':
      // effort 2 of 9: a tenth of the default's encoding time for a few per cent more bytes; each variant is encoded once.
      image.avif({ quality: avifQuality(variant.quality), effort: 2 });
      break;
    case 'webp':
      image.webp({ quality: variant.quality });
      break;
    case 'jpeg':
      // JPEG has no transparency: transparent parts turn white, as on most page backgrounds, not black.
      image.flatten({ background: '#ffffff' }).jpeg({ quality: variant.quality, mozjpeg: true });
      break;
    case 'png':
      image.png({ compressionLevel: 9 });
      break;
    case 'gif':
      image.gif();
      break;
  }
  return new Uint8Array(await image.toBuffer());
}
