import { Hono } from 'hono';
import { BucketListAnswerSchema, MoveServicesAnswerSchema, MoveServicesInputSchema } from 'shared-contracts/buckets';
import { IdTextSchema } from 'shared-contracts/common';
import { Policy, Role } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import * as v from 'valibot';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import type { BucketsService } from './buckets.service';

const SiteParamSchema = v.object({ siteId: IdTextSchema });
const BucketParamSchema = v.object({ siteId: IdTextSchema, bucketId: IdTextSchema });

/**
 * A partner's buckets of one of its sites (spec 002 §7.4; ADR 0011): the two calls that put services on sale. The
 * site is the caller's tenant's (an operator's parent's; any site for an administrator), else 404.
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
    });
}
