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
