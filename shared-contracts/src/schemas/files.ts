/**
 * Files and images (spec 002 §7.19 POST upload, POST /delete; issue 12 §2): what an upload answers, what a delete
 * takes, the limits an upload is checked against, and the image URL rule that the API serves and clients build.
 */
import * as v from 'shared-contracts/valibot';
import { IMAGE_QUERY_SUFFIX } from 'shared-contracts/constants';
import { MediaState } from 'shared-contracts/enums';
import { dataEnvelope, IdSchema } from 'shared-contracts/common';

/**
 * Image types an upload may be, judged by the bytes (the API sniffs them; a file's own type and name are not
 * believed). These five are the ones every current browser shows, so any stored image can be served in its own
 * format to a browser that takes neither WebP nor AVIF. SVG is left out because it is a document that can carry
 * script and outside references; HEIC, TIFF and BMP because most browsers cannot show them.
 */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

export const FILE_LIMITS = {
  /**
   * 10 MB holds a full-size photo from a phone or a camera's best JPEG. Larger files are print masters or raw
   * exports, which no page shows at that size, and each one would cost memory and seconds on its first resize.
   */
  maxImageBytes: 10 * 1024 * 1024,
  /**
   * A small file can decode to a huge bitmap (a "decompression bomb"); 50 megapixels (frames of an animation
   * counted together) is more than any camera in common use and bounds the memory a resize may take.
   */
  maxImagePixels: 50_000_000,
  /** How many files one POST /delete may name. */
  maxDeleteIds: 100,
} as const;

/** The form field of POST upload that carries the file (multipart/form-data). */
export const UPLOAD_FIELD = 'file';

/** Formats an image can be asked for with `format`; without it the spec's suffix picks AVIF or WebP by Accept. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/**
 * The widths images are served at. A requested width goes up to the next one (and never past the original), so
 * one image has a few variants to encode and cache, whatever widths pages ask for.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 1024, 1280, 1600, 1920] as const;

/** Quality on JPEG's 1–100 scale, in steps of 10; AVIF gets its own lower number for the same look. */
export const IMAGE_QUALITY = {
  min: 30,
  max: 90,
  step: 10,
  /** Without `q`. */
  default: 80,
  /** Without `q`, under `auto=compress` (the spec's suffix). */
  compressed: 60,
} as const;

/** The served width for a requested one: the smallest of IMAGE_WIDTHS at least as wide, else the largest. */
export function imageWidth(requested: number): number {
  return IMAGE_WIDTHS.find((width) => width >= requested) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/** The served quality for a requested one: within IMAGE_QUALITY's bounds, rounded to its step. */
export function imageQuality(requested: number): number {
  const { min, max, step } = IMAGE_QUALITY;
  return Math.min(max, Math.max(min, Math.round(requested / step) * step));
}

export interface ImageUrlOptions {
  /** Wanted width in CSS pixels times the device pixel ratio; served at imageWidth(width). */
  width?: number;
  quality?: number;
  /** A fixed format; without it the server picks AVIF or WebP from the browser's Accept header. */
  format?: ImageFormat;
  /** The spec's "automatic compress and format" suffix (IMAGE_QUERY_SUFFIX); on unless turned off. */
  auto?: boolean;
}

const AUTO = new URLSearchParams(IMAGE_QUERY_SUFFIX.slice(1)).get('auto')!;

/**
 * The URL of an image at a width, quality and format: `src` (an upload's `url`, or any image URL) with the spec's
 * suffix and `w`, `q`, `format` in one fixed order, so that the same image asked for the same way is the same URL in
 * every cache. Widths and qualities are rounded as the server rounds them. Inline images (`data:`, `blob:`) are
 * returned as they are.
 */
export function imageUrl(src: string, { width, quality, format, auto = true }: ImageUrlOptions = {}): string {
  if (/^(data|blob):/i.test(src)) return src;
  const hashAt = src.indexOf('#');
  const withoutHash = hashAt < 0 ? src : src.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const base = queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt);
  const ours = new Set(['auto', 'w', 'q', 'format']);
  const kept = (queryAt < 0 ? '' : withoutHash.slice(queryAt + 1)).split('&').filter((part) => part !== '' && !ours.has(part.split('=')[0]!));
  const added = [
    ...(auto ? [`auto=${AUTO}`] : []),
    ...(width === undefined ? [] : [`w=${imageWidth(width)}`]),
    ...(quality === undefined ? [] : [`q=${imageQuality(quality)}`]),
    ...(format === undefined ? [] : [`format=${format}`]),
  ];
  const query = [...kept, ...added].join('&');
  return `${base}${query ? `?${query}` : ''}`;
}

/** The widths a storefront image offers the browser (`srcset`): a phone's, a tablet's, a laptop's, a large screen's. */
export const RESPONSIVE_IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;

/**
 * An image's `src` (at `width`) and `srcSet` (at RESPONSIVE_IMAGE_WIDTHS), for the browser to fetch the size its
 * layout (`sizes`) and screen need from the image service. Inline images (`data:`, `blob:`) have no variants.
 */
export function responsiveImage(src: string, width = 1024): { src: string; srcSet?: string } {
  if (/^(data|blob):/i.test(src)) return { src };
  return { src: imageUrl(src, { width }), srcSet: RESPONSIVE_IMAGE_WIDTHS.map((w) => `${imageUrl(src, { width: w })} ${w}w`).join(', ') };
}

const digits = (max: number) => v.pipe(v.string('validation.invalid'), v.regex(/^\d{1,5}$/, 'validation.invalid'), v.toNumber(), v.maxValue(max, 'validation.invalid'));

/**
 * The query of the public image GET. Widths and qualities are rounded, not refused, so hand-written URLs work;
 * `auto` takes imgix-style words separated by commas, and words other than `compress` and `format` are ignored.
 */
export const ImageQuerySchema = v.object({
  w: v.optional(v.pipe(digits(99_999), v.minValue(1, 'validation.invalid'), v.transform(imageWidth))),
  q: v.optional(v.pipe(digits(100), v.minValue(1, 'validation.invalid'), v.transform(imageQuality))),
  format: v.optional(
    v.pipe(
      v.string('validation.invalid'),
      v.toLowerCase(),
      v.transform((name) => (name === 'jpg' ? 'jpeg' : name)),
      v.picklist(IMAGE_FORMATS, 'validation.invalid'),
    ),
  ),
  auto: v.optional(
    v.pipe(
      v.string('validation.invalid'),
      v.maxLength(100, 'validation.invalid'),
      v.transform((words) => words.split(',').map((word) => word.trim().toLowerCase())),
    ),
  ),
});
export type ImageQuery = v.InferOutput<typeof ImageQuerySchema>;

/** An uploaded file (the answer of POST upload). `url` serves the image; build sized URLs from it with imageUrl. */
export const UploadedFileSchema = v.object({
  id: v.number(),
  url: v.string(),
  mime: v.picklist(IMAGE_MIME_TYPES),
  /** Bytes, as uploaded. */
  size: v.number(),
  /** Pixels, as the image is shown (its EXIF orientation applied). */
  width: v.number(),
  height: v.number(),
  state: v.picklist(Object.values(MediaState)),
});
export type UploadedFile = v.InferOutput<typeof UploadedFileSchema>;
export const UploadAnswerSchema = dataEnvelope(UploadedFileSchema);

/** POST /delete: one file (`id`) or several (`ids`); all of them are the caller's, or nothing is deleted (404). */
export const DeleteFilesInputSchema = v.pipe(
  v.object({
    id: v.optional(IdSchema),
    ids: v.optional(v.pipe(v.array(IdSchema), v.minLength(1, 'validation.required'), v.maxLength(FILE_LIMITS.maxDeleteIds, 'validation.invalid'))),
  }),
  v.check((input) => (input.id === undefined) !== (input.ids === undefined), 'validation.required'),
);
export type DeleteFilesInput = v.InferOutput<typeof DeleteFilesInputSchema>;

/** The ids that are now Deleted. */
export const DeleteFilesAnswerSchema = dataEnvelope(v.object({ ids: v.array(v.number()) }));
export type DeleteFilesAnswer = v.InferOutput<typeof DeleteFilesAnswerSchema>;
