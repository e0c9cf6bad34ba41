import { Hono } from 'hono';
import {
  BucketAnswerSchema,
  BucketFilterSchema,
  BucketListAnswerSchema,
  FilteredBucketsAnswerSchema,
  MoveServicesAnswerSchema,
  MoveServicesInputSchema,
  SaveBucketInputSchema,
  UpdateBucketsInputSchema,
} from 'shared-contracts/buckets';
import { IdTextSchema } from 'shared-contracts/common';
import { Policy, Role } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import * as v from 'valibot';
import { requestedLocale } from '../../../lib/locale';
import { answerLocale } from '../../../lib/messages';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import type { BucketsService } from './buckets.service';

const SiteParamSchema = v.object({ siteId: IdTextSchema });
const BucketParamSchema = v.object({ siteId: IdTextSchema, bucketId: IdTextSchema });

/**
 * A partner's buckets of one of its sites (spec 002 §7.4; ADR 0011, 0028): listing them, moving services into one
 * (which puts them on sale), creating, renaming, deleting and ordering them. The site is the caller's tenant's (an
 * operator's parent's; any site for an administrator), else 404.
 */
export function bucketsRoutes({ buckets }: { buckets: BucketsService }) {
  const buildsSites = access.panel({ roles: [Role.Partner, Role.Operator, Role.Admin], policies: [Policy.PARTNER_SITE_BUILDER_POLICY] });
  return new Hono<AuthedEnv>()
    .get(api.partnerBuckets.list.pattern, buildsSites, validate('param', SiteParamSchema), async (c) => {
      const data = await buckets.list(c.get('tenant'), c.req.valid('param').siteId);
      return c.json(toDto(BucketListAnswerSchema, { data }));
    })
    .post(api.partnerBuckets.moveServices.pattern, buildsSites, validate('param', BucketParamSchema), validate('json', MoveServicesInputSchema), async (c) => {
      const { siteId, bucketId } = c.req.valid('param');
      const data = await buckets.moveServices(c.get('tenant'), siteId, bucketId, c.req.valid('json').service_ids);
      return c.json(toDto(MoveServicesAnswerSchema, { data }));
    })
    .post(api.partnerBuckets.save.pattern, buildsSites, validate('param', SiteParamSchema), validate('json', SaveBucketInputSchema), async (c) => {
      const input = c.req.valid('json');
      const data = await buckets.save(c.get('tenant'), c.req.valid('param').siteId, input);
      return c.json(toDto(BucketAnswerSchema, { data }), input.id === undefined ? 201 : 200);
    })
    .delete(api.partnerBuckets.remove.pattern, buildsSites, validate('param', BucketParamSchema), async (c) => {
      const { siteId, bucketId } = c.req.valid('param');
      await buckets.remove(c.get('tenant'), siteId, bucketId);
      return c.body(null, 204);
    })
    .post(api.partnerBuckets.update.pattern, buildsSites, validate('param', SiteParamSchema), validate('json', UpdateBucketsInputSchema), async (c) => {
      const data = await buckets.update(c.get('tenant'), c.req.valid('param').siteId, c.req.valid('json'));
      return c.json(toDto(BucketListAnswerSchema, { data }));
    })
    .post(api.partnerBuckets.listWithFilter.pattern, buildsSites, validate('param', SiteParamSchema), validate('json', BucketFilterSchema), async (c) => {
      const data = await buckets.listWithFilter(c.get('tenant'), c.req.valid('param').siteId, c.req.valid('json'), answerLocale(requestedLocale(c)));
      return c.json(toDto(FilteredBucketsAnswerSchema, { data }));
    });
}
