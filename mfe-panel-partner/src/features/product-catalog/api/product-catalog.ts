import useSWR from 'swr';
import { BucketAnswerSchema, BucketListAnswerSchema, FilteredBucketsAnswerSchema, type Bucket, type FilteredBucket, type UpdateBucketsInput } from 'shared-contracts/buckets';
import { api } from 'shared-contracts/paths';
import * as v from 'shared-contracts/valibot';
import {
  CatalogueTotalAnswerSchema,
  CategoryChoicesAnswerSchema,
  LocationChoicesAnswerSchema,
  MarketplacePageAnswerSchema,
  RemovedServicesAnswerSchema,
  StoredServicesAnswerSchema,
  type CatalogueService,
  type CategoryChoice,
  type FilterChoice,
  type MarketplaceFilter,
} from 'shared-contracts/white-label';
import { getHttpClient } from 'shared-runtime/http';

const panel = { kind: 'panel' } as const;
const w = api.whiteLabel;
const b = api.partnerBuckets;

/** The swr key of the site's buckets with their services; every write below refreshes it. */
export const bucketsKey = (siteId: number) => `partner-catalog-buckets:${siteId}`;

/** POST …/buckets/list-with-filter, unfiltered: every bucket with its services, named in the panel's language. */
export function useSiteBuckets(siteId: number) {
  return useSWR(bucketsKey(siteId), async (): Promise<FilteredBucket[]> => (await getHttpClient().post(b.listWithFilter.path({ siteId }), {}, FilteredBucketsAnswerSchema, panel)).data, {
    revalidateOnFocus: false,
  });
}

/** view-services and view-services/total together: one marketplace page and how many the filter finds. */
export async function viewServices(siteId: number, filter: MarketplaceFilter): Promise<{ rows: CatalogueService[]; total: number }> {
  const http = getHttpClient();
  const [page, total] = await Promise.all([
    http.post(w.viewServices.path({ siteId }), filter, MarketplacePageAnswerSchema, panel),
    http.post(w.viewServicesTotal.path({ siteId }), filter, CatalogueTotalAnswerSchema, panel),
  ]);
  return { rows: page.data.data, total: total.data.total };
}

/** The marketplace's categories and places, for its filters (the public having-services calls, without a site). */
export function useMarketplaceChoices() {
  return useSWR(
    'partner-marketplace-choices',
    async (): Promise<{ categories: CategoryChoice[]; locations: FilterChoice[] }> => {
      const http = getHttpClient();
      const [categories, locations] = await Promise.all([
        http.get(w.categoriesHavingServices.path(), CategoryChoicesAnswerSchema),
        http.get(w.locationsHavingServices.path(), LocationChoicesAnswerSchema),
      ]);
      return { categories: categories.data, locations: locations.data };
    },
    { revalidateOnFocus: false },
  );
}

/** store-service: the services on sale through the site, in the bucket. */
export async function storeServices(siteId: number, serviceIds: number[], bucketId: number) {
  return (await getHttpClient().post(w.storeService.path({ siteId }), { service_ids: serviceIds, bucket_id: bucketId }, StoredServicesAnswerSchema, panel)).data;
}

/** remove-all-service: the site stops selling the services. */
export async function removeServices(siteId: number, serviceIds: number[]) {
  return (await getHttpClient().post(w.removeAllService.path({ siteId }), { service_ids: serviceIds }, RemovedServicesAnswerSchema, panel)).data;
}

/** POST …/bucket: a new bucket, or with `id` a rename. */
export async function saveBucket(siteId: number, input: { id?: number; name: string }): Promise<Bucket> {
  return (await getHttpClient().post(b.save.path({ siteId }), input, BucketAnswerSchema, panel)).data;
}

export async function deleteBucket(siteId: number, bucketId: number): Promise<void> {
  await getHttpClient().delete(b.remove.path({ siteId, bucketId }), v.unknown(), panel);
}

/** POST …/buckets/update: every bucket and service in its new place (409 when the page was stale). */
export async function updateBuckets(siteId: number, input: UpdateBucketsInput): Promise<Bucket[]> {
  return (await getHttpClient().post(b.update.path({ siteId }), input, BucketListAnswerSchema, panel)).data;
}
