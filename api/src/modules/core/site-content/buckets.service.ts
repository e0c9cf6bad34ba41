import type { Issue } from 'shared-contracts/common';
import type { Bucket, MoveServicesAnswer } from 'shared-contracts/buckets';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { messageText } from '../../../lib/messages';
import type { TenantScope } from '../../../lib/tenancy';
import type { SearchReindexer } from '../../search/indexer/search-jobs';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { PartnerSitesService } from '../partner-sites/partner-sites.service';
import * as repo from './site-content.repo';

export interface BucketsService {
  /** The site's buckets in position order, each with its services in bucket order; 404 for a site outside the scope. */
  list(scope: TenantScope, siteId: number): Promise<Bucket[]>;
  /**
   * Puts the services into the bucket, after its own, in the order given, and takes them out of the site's other
   * buckets; one already in the bucket keeps its place. Nothing changes unless every service may be sold (400, an
   * issue per refused one). 404 for a site outside the scope, or a bucket that is not the site's.
   */
  moveServices(scope: TenantScope, siteId: number, bucketId: number, serviceIds: number[]): Promise<MoveServicesAnswer['data']>;
}

export interface BucketsDeps {
  db: Db;
  sites: Pick<PartnerSitesService, 'requireInScope'>;
  catalogue: Pick<CatalogueService, 'sellableServiceIds'>;
  /** Wakes this process's search worker after a move (the database triggers queue the job either way). */
  reindexer?: Pick<SearchReindexer, 'enqueueServiceReindex'>;
}

/** 400 naming each service that may not be sold, by its place in `service_ids`. */
function notSellable(refused: number[]): HttpError {
  const issues: Issue[] = refused.map((index) => ({
    path: `service_ids.${index}`,
    message: messageText('errors.buckets.serviceNotSellable'),
    code: 'errors.buckets.serviceNotSellable',
  }));
  return new HttpError('VALIDATION_FAILED', { message: 'errors.buckets.notSellable', values: { count: refused.length }, issues });
}

export function createBucketsService({ db, sites, catalogue, reindexer }: BucketsDeps): BucketsService {
  return {
    async list(scope, siteId) {
      await sites.requireInScope(scope, siteId);
      const buckets = await repo.findBuckets(db, siteId);
      const members = await repo.findBucketMembers(db, buckets.map((bucket) => bucket.id));
      return buckets.map((bucket) => ({ id: bucket.id, name: bucket.name, position: bucket.position, service_ids: members.get(bucket.id) ?? [] }));
    },

    async moveServices(scope, siteId, bucketId, serviceIds) {
      // Before the transaction: on PGlite's one connection, a read outside an open transaction would wait for it.
      await sites.requireInScope(scope, siteId);
      return db.transaction(async (tx) => {
        const siteBuckets = await repo.lockSiteBuckets(tx, siteId);
        if (!siteBuckets.includes(bucketId)) throw new HttpError('NOT_FOUND');

        const sellable = await catalogue.sellableServiceIds(serviceIds, { tx });
        const refused = serviceIds.flatMap((id, index) => (sellable.has(id) ? [] : [index]));
        if (refused.length > 0) throw notSellable(refused);

        const already = new Set((await repo.findBucketMembers(tx, [bucketId])).get(bucketId));
        const added = serviceIds.filter((id) => !already.has(id));
        await repo.removeFromBuckets(tx, siteBuckets.filter((id) => id !== bucketId), serviceIds);
        await repo.appendToBucket(tx, bucketId, added);
        // Search filters on site_ids, made of bucket membership. The triggers of migration 0006 queue these reindexes
        // already; queueing them here too wakes this process's worker at once.
        for (const id of added) await reindexer?.enqueueServiceReindex(id, { tx });

        // What was there keeps its order; the added ones follow in the order given.
        return { bucket_id: bucketId, service_ids: [...already, ...added] };
      });
    },
  };
}
