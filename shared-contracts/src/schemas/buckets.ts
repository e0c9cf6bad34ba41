/**
 * A partner site's buckets (spec 002 §7.4): the named, ordered groups of services the site sells. A service is on
 * sale through a site while it sits in one of the site's buckets, and it sits in one bucket of a site at most.
 */
import * as v from 'shared-contracts/valibot';
import { dataEnvelope, IdSchema } from 'shared-contracts/common';

export const BUCKET_LIMITS = {
  /** Services one move may name: a page of the panel's service picker, with room to spare. */
  moveServicesMax: 100,
} as const;

const INVALID = 'validation.invalid';

export const BucketSchema = v.object({
  id: v.number(),
  name: v.string(),
  position: v.number(),
  /** In bucket order. */
  service_ids: v.array(v.number()),
});
export type Bucket = v.InferOutput<typeof BucketSchema>;

/** The site's buckets in position order. */
export const BucketListAnswerSchema = dataEnvelope(v.array(BucketSchema));
export type BucketListAnswer = v.InferOutput<typeof BucketListAnswerSchema>;

/**
 * Services to put into the bucket, appended in this order; each leaves the site's other buckets. A service already
 * in the bucket keeps its place.
 */
export const MoveServicesInputSchema = v.object({
  service_ids: v.pipe(
    v.array(IdSchema, INVALID),
    v.minLength(1, 'validation.required'),
    v.maxLength(BUCKET_LIMITS.moveServicesMax, INVALID),
    v.check((ids) => new Set(ids).size === ids.length, INVALID),
  ),
});
export type MoveServicesInput = v.InferOutput<typeof MoveServicesInputSchema>;

/** The bucket's services in order after the move. */
export const MoveServicesAnswerSchema = dataEnvelope(v.object({ bucket_id: v.number(), service_ids: v.array(v.number()) }));
export type MoveServicesAnswer = v.InferOutput<typeof MoveServicesAnswerSchema>;

/* The site builder's bucket calls (issue 15 §4; ADR 0028): create and rename, delete, order, and the filtered list. */

export const BUCKET_NAME_MAX = 80;
/** A site's buckets at most: more than a catalogue page needs, few enough to reorder by hand. */
export const BUCKETS_PER_SITE_MAX = 50;

const BucketNameSchema = v.pipe(v.string(INVALID), v.trim(), v.minLength(1, 'validation.required'), v.maxLength(BUCKET_NAME_MAX, INVALID));

/** Body of POST …/bucket: a new bucket, last; with `id`, that bucket renamed. Names are unique within a site. */
export const SaveBucketInputSchema = v.object({ id: v.optional(IdSchema), name: BucketNameSchema });
export type SaveBucketInput = v.InferOutput<typeof SaveBucketInputSchema>;

export const BucketAnswerSchema = dataEnvelope(BucketSchema);
export type BucketAnswer = v.InferOutput<typeof BucketAnswerSchema>;

/**
 * Body of POST …/buckets/update: every bucket of the site, in their new order, each with every service it is to
 * hold, in order; a name renames. The buckets and the services must be exactly the site's (a service may change
 * bucket, none may join or leave the site here), else 409: the page was stale.
 */
export const UpdateBucketsInputSchema = v.object({
  buckets: v.pipe(
    v.array(
      v.object({
        id: IdSchema,
        name: v.optional(BucketNameSchema),
        service_ids: v.pipe(v.array(IdSchema, INVALID), v.maxLength(1000, INVALID)),
      }),
      INVALID,
    ),
    v.maxLength(BUCKETS_PER_SITE_MAX, INVALID),
    v.check((buckets) => new Set(buckets.map((b) => b.id)).size === buckets.length, INVALID),
    v.check((buckets) => {
      const ids = buckets.flatMap((b) => b.service_ids);
      return new Set(ids).size === ids.length;
    }, INVALID),
  ),
});
export type UpdateBucketsInput = v.InferOutput<typeof UpdateBucketsInputSchema>;

/** Body of POST …/buckets/list-with-filter: every bucket, each with those of its services the filter finds. */
export const BucketFilterSchema = v.object({
  service_type: v.optional(v.picklist([1, 2, 3, 4, 5, 6, 7], INVALID)),
  query: v.optional(v.pipe(v.string(INVALID), v.trim(), v.maxLength(100, INVALID))),
});
export type BucketFilter = v.InferOutput<typeof BucketFilterSchema>;

/** A service in a bucket, as the catalogue shows it. `status`: GeneralStatus (only Active ones are on sale). */
export const BucketServiceSchema = v.object({
  id: v.number(),
  name: v.string(),
  service_type: v.number(),
  status: v.number(),
  location_name: v.nullable(v.string()),
  image_url: v.nullable(v.string()),
});
export type BucketService = v.InferOutput<typeof BucketServiceSchema>;

export const FilteredBucketSchema = v.object({ id: v.number(), name: v.string(), position: v.number(), services: v.array(BucketServiceSchema) });
export type FilteredBucket = v.InferOutput<typeof FilteredBucketSchema>;
export const FilteredBucketsAnswerSchema = dataEnvelope(v.array(FilteredBucketSchema));
export type FilteredBucketsAnswer = v.InferOutput<typeof FilteredBucketsAnswerSchema>;
