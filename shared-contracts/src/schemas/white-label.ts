/**
 * The partner's product catalogue (spec 002 §7.6; issue 15 §4; ADR 0028): the marketplace of services a partner may
 * sell, the services a site sells ("my services", which are its buckets' members), and the filters' choices.
 */
import * as v from 'shared-contracts/valibot';
import { PAGE_SIZES } from 'shared-contracts/constants';
import { ServiceTypeId } from 'shared-contracts/enums';
import { dataEnvelope, IdSchema, IdTextSchema } from 'shared-contracts/common';

const INVALID = 'validation.invalid';

export const CATALOGUE_LIMITS = {
  /** Services one write may name: a marketplace page with room to spare (as a bucket move). */
  servicesPerWrite: 100,
  /** The largest page a list call answers. */
  pageSizeMax: 48,
  /** Sites one link or unlink may name. */
  sitesPerLink: 20,
  queryMax: 100,
} as const;

export const ServiceTypeIdSchema = v.picklist(Object.values(ServiceTypeId), INVALID);

const ServiceIdsSchema = v.pipe(
  v.array(IdSchema, INVALID),
  v.minLength(1, 'validation.required'),
  v.maxLength(CATALOGUE_LIMITS.servicesPerWrite, INVALID),
  v.check((ids) => new Set(ids).size === ids.length, INVALID),
);

/** Text searched in the service's names (any language) and its product code. */
const QuerySchema = v.pipe(v.string(INVALID), v.trim(), v.maxLength(CATALOGUE_LIMITS.queryMax, INVALID));
const PageSchema = v.pipe(v.number(INVALID), v.integer(INVALID), v.minValue(1, INVALID), v.maxValue(10_000, INVALID));
const PageSizeSchema = v.pipe(v.number(INVALID), v.integer(INVALID), v.minValue(1, INVALID), v.maxValue(CATALOGUE_LIMITS.pageSizeMax, INVALID));

/** A page of a list: 1-based, 12 a page unless asked (spec 002 §7.6, §9). */
const paging = {
  page: v.optional(PageSchema, 1),
  item_per_page: v.optional(PageSizeSchema, PAGE_SIZES.whiteLabelServices),
};

/** Body of view-services and view-services/total. */
export const MarketplaceFilterSchema = v.object({
  service_type: v.optional(ServiceTypeIdSchema),
  query: v.optional(QuerySchema),
  /** A country holds its cities. */
  location_id: v.optional(IdSchema),
  /** A top-level category holds its children. */
  category_id: v.optional(IdSchema),
  ...paging,
});
export type MarketplaceFilter = v.InferOutput<typeof MarketplaceFilterSchema>;

/** A service as the catalogue pages show it, in the caller's language where it has a name in it. */
export const CatalogueServiceSchema = v.object({
  id: v.number(),
  name: v.string(),
  service_type: v.number(),
  product_code: v.string(),
  location_name: v.nullable(v.string()),
  image_url: v.nullable(v.string()),
  /** The site's bucket holding it; null when the site does not sell it. */
  bucket_id: v.nullable(v.number()),
});
export type CatalogueService = v.InferOutput<typeof CatalogueServiceSchema>;

const pageOf = <T extends v.GenericSchema>(row: T) => dataEnvelope(v.object({ data: v.array(row), page: v.number(), item_per_page: v.number() }));

/** view-services: a page of the marketplace, by name then id. */
export const MarketplacePageAnswerSchema = pageOf(CatalogueServiceSchema);
export type MarketplacePageAnswer = v.InferOutput<typeof MarketplacePageAnswerSchema>;

/** view-services/total: how many services the filter finds. */
export const CatalogueTotalAnswerSchema = dataEnvelope(v.object({ total: v.number() }));
export type CatalogueTotalAnswer = v.InferOutput<typeof CatalogueTotalAnswerSchema>;

/** Body of view-my-services: the site's own services, in the site's order. `bucket_id` limits them to one bucket. */
export const MyServicesFilterSchema = v.object({
  service_type: v.optional(ServiceTypeIdSchema),
  query: v.optional(QuerySchema),
  bucket_id: v.optional(IdSchema),
  ...paging,
});
export type MyServicesFilter = v.InferOutput<typeof MyServicesFilterSchema>;

/** view-my-services carries its total, so the site's catalogue needs one call a page. */
export const MyServicesAnswerSchema = dataEnvelope(
  v.object({ data: v.array(CatalogueServiceSchema), total: v.number(), page: v.number(), item_per_page: v.number() }),
);
export type MyServicesAnswer = v.InferOutput<typeof MyServicesAnswerSchema>;

/**
 * Body of store-service: services to put on sale through the site, appended to `bucket_id` (else the site's first
 * bucket, made when the site has none). One the site already sells moves to that bucket.
 */
export const StoreServicesInputSchema = v.object({ service_ids: ServiceIdsSchema, bucket_id: v.optional(IdSchema) });
export type StoreServicesInput = v.InferOutput<typeof StoreServicesInputSchema>;

/** Body of update-service: one of the site's services goes to a bucket, at a 0-based place (past the end: last). */
export const UpdateServiceInputSchema = v.object({
  service_id: IdSchema,
  bucket_id: IdSchema,
  position: v.pipe(v.number(INVALID), v.integer(INVALID), v.minValue(0, INVALID), v.maxValue(10_000, INVALID)),
});
export type UpdateServiceInput = v.InferOutput<typeof UpdateServiceInputSchema>;

/** Body of remove-all-service: services the site stops selling, out of all its buckets. */
export const RemoveServicesInputSchema = v.object({ service_ids: ServiceIdsSchema });
export type RemoveServicesInput = v.InferOutput<typeof RemoveServicesInputSchema>;

/** The bucket a write left the services in, with its services in order. */
export const StoredServicesAnswerSchema = dataEnvelope(v.object({ bucket_id: v.number(), service_ids: v.array(v.number()) }));
export type StoredServicesAnswer = v.InferOutput<typeof StoredServicesAnswerSchema>;

/** remove-all-service and unlink-services: per site, the services it sold and no longer sells. */
export const RemovedServicesSchema = v.object({ site_id: v.number(), service_ids: v.array(v.number()) });
export const RemovedServicesAnswerSchema = dataEnvelope(v.array(RemovedServicesSchema));
export type RemovedServicesAnswer = v.InferOutput<typeof RemovedServicesAnswerSchema>;

/** Body of link-services and unlink-services: the same services on (or off) several of the caller's sites. */
export const LinkServicesInputSchema = v.object({
  site_ids: v.pipe(
    v.array(IdSchema, INVALID),
    v.minLength(1, 'validation.required'),
    v.maxLength(CATALOGUE_LIMITS.sitesPerLink, INVALID),
    v.check((ids) => new Set(ids).size === ids.length, INVALID),
  ),
  service_ids: ServiceIdsSchema,
});
export type LinkServicesInput = v.InferOutput<typeof LinkServicesInputSchema>;

/** link-services: per site, the bucket the services sit in and its services in order. */
export const LinkedServicesAnswerSchema = dataEnvelope(v.array(v.object({ site_id: v.number(), bucket_id: v.number(), service_ids: v.array(v.number()) })));
export type LinkedServicesAnswer = v.InferOutput<typeof LinkedServicesAnswerSchema>;

/** `type`: a service type by its numeric id (spec 002 §9) or its name. */
const ServiceTypeTextSchema = v.pipe(
  v.string(INVALID),
  v.picklist([...Object.keys(ServiceTypeId), ...Object.values(ServiceTypeId).map(String)], INVALID),
  v.transform((text) => (/^\d$/.test(text) ? Number(text) : ServiceTypeId[text as keyof typeof ServiceTypeId]) as ServiceTypeId),
);

/**
 * Query of category-having-services and locations-having-services: with `site_id`, what that site sells; without,
 * what the marketplace offers (Active, public services).
 */
export const HavingServicesQuerySchema = v.object({ site_id: v.optional(IdTextSchema), type: v.optional(ServiceTypeTextSchema) });
export type HavingServicesQuery = v.InferOutput<typeof HavingServicesQuerySchema>;

/** A category or a location with how many of those services it holds (its children's included). */
export const FilterChoiceSchema = v.object({ id: v.number(), name: v.string(), parent_id: v.nullable(v.number()), count: v.number() });
export type FilterChoice = v.InferOutput<typeof FilterChoiceSchema>;

export const CategoryChoiceSchema = v.object({ ...FilterChoiceSchema.entries, service_type: v.number() });
export type CategoryChoice = v.InferOutput<typeof CategoryChoiceSchema>;

export const CategoryChoicesAnswerSchema = dataEnvelope(v.array(CategoryChoiceSchema));
export type CategoryChoicesAnswer = v.InferOutput<typeof CategoryChoicesAnswerSchema>;
export const LocationChoicesAnswerSchema = dataEnvelope(v.array(FilterChoiceSchema));
export type LocationChoicesAnswer = v.InferOutput<typeof LocationChoicesAnswerSchema>;
