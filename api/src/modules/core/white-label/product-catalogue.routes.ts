import { Hono } from 'hono';
import { IdTextSchema } from 'shared-contracts/common';
import { Policy, Role } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import {
  CatalogueTotalAnswerSchema,
  CategoryChoicesAnswerSchema,
  HavingServicesQuerySchema,
  type HavingServicesQuery,
  LinkedServicesAnswerSchema,
  LinkServicesInputSchema,
  LocationChoicesAnswerSchema,
  MarketplaceFilterSchema,
  MarketplacePageAnswerSchema,
  MyServicesAnswerSchema,
  MyServicesFilterSchema,
  RemovedServicesAnswerSchema,
  RemoveServicesInputSchema,
  StoredServicesAnswerSchema,
  StoreServicesInputSchema,
  UpdateServiceInputSchema,
} from 'shared-contracts/white-label';
import * as v from 'valibot';
import { requestedLocale } from '../../../lib/locale';
import { answerLocale } from '../../../lib/messages';
import { toDto, validate } from '../../../lib/validation';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { BucketsService } from '../site-content/buckets.service';
import type { ProductCatalogueService } from './product-catalogue.service';

const SiteParamSchema = v.object({ siteId: IdTextSchema });
const BucketFilterQuerySchema = v.object({ bucket_filter: v.optional(v.picklist(['true', 'false'], 'validation.invalid')) });

/**
 * The partner's white-label catalogue (spec 002 §7.6, §7.5 link and unlink; ADR 0028): the marketplace, the site's
 * own services, and the writes that put services on sale or take them off, through the buckets' service. Partners,
 * their operators and administrators with PARTNER_SITE_BUILDER_POLICY; a site outside the caller's tenant is a 404.
 * The filter choices are public: they name only categories and places of public services.
 */
export function productCatalogueRoutes({ catalogue, buckets }: { catalogue: ProductCatalogueService; buckets: BucketsService }) {
  const builds = access.panel({ roles: [Role.Partner, Role.Operator, Role.Admin], policies: [Policy.PARTNER_SITE_BUILDER_POLICY] });
  const w = api.whiteLabel;
  const site = validate('param', SiteParamSchema);
  const locale = (c: Parameters<typeof requestedLocale>[0]) => answerLocale(requestedLocale(c));

  return (
    new Hono<AuthedEnv>()
      // view-services/total first: its two segments would otherwise be read as a site id.
      .post(w.viewServicesTotal.pattern, builds, site, validate('json', MarketplaceFilterSchema), async (c) => {
        const total = await catalogue.marketplaceTotal(c.get('tenant'), c.req.valid('param').siteId, c.req.valid('json'));
        return c.json(toDto(CatalogueTotalAnswerSchema, { data: { total } }));
      })
      .post(w.viewServices.pattern, builds, site, validate('json', MarketplaceFilterSchema), async (c) => {
        const data = await catalogue.marketplace(c.get('tenant'), c.req.valid('param').siteId, c.req.valid('json'), locale(c));
        return c.json(toDto(MarketplacePageAnswerSchema, { data }));
      })
      .post(w.viewMyServices.pattern, builds, site, validate('query', BucketFilterQuerySchema), validate('json', MyServicesFilterSchema), async (c) => {
        const { bucket_id: bucketId, ...filter } = c.req.valid('json');
        // The spec's flag: the bucket named in the body counts only with bucket_filter=true.
        const byBucket = c.req.valid('query').bucket_filter === 'true' && bucketId !== undefined ? { bucket_id: bucketId } : {};
        const data = await catalogue.myServices(c.get('tenant'), c.req.valid('param').siteId, { ...filter, ...byBucket }, locale(c));
        return c.json(toDto(MyServicesAnswerSchema, { data }));
      })
      .post(w.storeService.pattern, builds, site, validate('json', StoreServicesInputSchema), async (c) => {
        const { service_ids: serviceIds, bucket_id: bucketId } = c.req.valid('json');
        const data = await buckets.store(c.get('tenant'), c.req.valid('param').siteId, serviceIds, bucketId);
        return c.json(toDto(StoredServicesAnswerSchema, { data }));
      })
      .post(w.updateService.pattern, builds, site, validate('json', UpdateServiceInputSchema), async (c) => {
        const input = c.req.valid('json');
        const data = await buckets.place(c.get('tenant'), c.req.valid('param').siteId, { serviceId: input.service_id, bucketId: input.bucket_id, position: input.position });
        return c.json(toDto(StoredServicesAnswerSchema, { data }));
      })
      .post(w.removeAllService.pattern, builds, site, validate('json', RemoveServicesInputSchema), async (c) => {
        const { siteId } = c.req.valid('param');
        const removed = await buckets.takeOff(c.get('tenant'), siteId, c.req.valid('json').service_ids);
        return c.json(toDto(RemovedServicesAnswerSchema, { data: [{ site_id: siteId, service_ids: removed }] }));
      })
      .post(w.linkServices.pattern, builds, validate('json', LinkServicesInputSchema), async (c) => {
        const { site_ids: siteIds, service_ids: serviceIds } = c.req.valid('json');
        return c.json(toDto(LinkedServicesAnswerSchema, { data: await catalogue.link(c.get('tenant'), siteIds, serviceIds) }));
      })
      .delete(w.unlinkServices.pattern, builds, validate('json', LinkServicesInputSchema), async (c) => {
        const { site_ids: siteIds, service_ids: serviceIds } = c.req.valid('json');
        return c.json(toDto(RemovedServicesAnswerSchema, { data: await catalogue.unlink(c.get('tenant'), siteIds, serviceIds) }));
      })
  );
}

/**
 * GET /core/public/category-having-services and locations-having-services: the marketplace's and sites' filter
 * choices. A `site_id` must name a site the storefront serves (Confirmed), else 404, as every public site read.
 */
export function filterChoicesRoutes({ catalogue, publicSites }: { catalogue: ProductCatalogueService; publicSites: Pick<CatalogueService, 'site'> }) {
  const w = api.whiteLabel;
  const served = async (query: HavingServicesQuery) => {
    if (query.site_id !== undefined) await publicSites.site(query.site_id);
    return query;
  };
  return new Hono()
    .get(w.categoriesHavingServices.pattern, access.public, validate('query', HavingServicesQuerySchema), async (c) => {
      const data = await catalogue.categoriesHaving(await served(c.req.valid('query')), answerLocale(requestedLocale(c)));
      return c.json(toDto(CategoryChoicesAnswerSchema, { data }));
    })
    .get(w.locationsHavingServices.pattern, access.public, validate('query', HavingServicesQuerySchema), async (c) => {
      return c.json(toDto(LocationChoicesAnswerSchema, { data: await catalogue.locationsHaving(await served(c.req.valid('query'))) }));
    });
}
