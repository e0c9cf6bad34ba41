import type { Issue } from 'shared-contracts/common';
import { BUCKETS_PER_SITE_MAX, type Bucket, type BucketFilter, type FilteredBucket, type MoveServicesAnswer, type SaveBucketInput, type UpdateBucketsInput } from 'shared-contracts/buckets';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { messageText } from '../../../lib/messages';
import { fieldError } from '../../../lib/validation';
import type { TenantScope } from '../../../lib/tenancy';
import type { SearchReindexer } from '../../search/indexer/search-jobs';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { PartnerSitesService } from '../partner-sites/partner-sites.service';
import * as writes from './buckets.repo';
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
  /** moveServices into `bucketId`, or into the site's first bucket without one (400 when it has none). */
  store(scope: TenantScope, siteId: number, serviceIds: number[], bucketId?: number): Promise<MoveServicesAnswer['data']>;
  /** One of the site's services to a bucket, at a 0-based place; 400 when the site does not sell it. */
  place(scope: TenantScope, siteId: number, input: { serviceId: number; bucketId: number; position: number }): Promise<MoveServicesAnswer['data']>;
  /** The site stops selling the services (those it sold are answered); the search drops them through the triggers. */
  takeOff(scope: TenantScope, siteId: number, serviceIds: number[]): Promise<number[]>;
  /** A new bucket, last, or with `id` a rename. 409 for a name the site's other buckets have. */
  save(scope: TenantScope, siteId: number, input: SaveBucketInput): Promise<Bucket>;
  /** Deletes the bucket; its services stop being sold through the site (ADR 0028). */
  remove(scope: TenantScope, siteId: number, bucketId: number): Promise<void>;
  /** The site's buckets and their services in a new order, renamed and moved (409 when the input is stale). */
  update(scope: TenantScope, siteId: number, input: UpdateBucketsInput): Promise<Bucket[]>;
  /** Every bucket with those of its services the filter finds, named in `locale` where they can be. */
  listWithFilter(scope: TenantScope, siteId: number, filter: BucketFilter, locale: string): Promise<FilteredBucket[]>;
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

const nameTaken = (path: string) => new HttpError('CONFLICT', { message: 'errors.buckets.nameTaken', issues: [{ path, message: messageText('errors.buckets.nameTaken'), code: 'errors.buckets.nameTaken' }] });
const stale = () => new HttpError('CONFLICT', { message: 'errors.buckets.changed' });

export function createBucketsService({ db, sites, catalogue, reindexer }: BucketsDeps): BucketsService {
  /** Wakes the search worker for services whose sites changed (the triggers queued them in the same transaction). */
  const wake = async (tx: Db, serviceIds: Iterable<number>) => {
    for (const id of serviceIds) await reindexer?.enqueueServiceReindex(id, { tx });
  };

  const service: BucketsService = {
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

    async store(scope, siteId, serviceIds, bucketId) {
      if (bucketId !== undefined) return service.moveServices(scope, siteId, bucketId, serviceIds);
      await sites.requireInScope(scope, siteId);
      const [first] = await repo.findBuckets(db, siteId);
      if (!first) throw fieldError('bucket_id', 'errors.buckets.noBucket');
      return service.moveServices(scope, siteId, first.id, serviceIds);
    },

    async place(scope, siteId, { serviceId, bucketId, position }) {
      await sites.requireInScope(scope, siteId);
      return db.transaction(async (tx) => {
        const siteBuckets = await repo.lockSiteBuckets(tx, siteId);
        if (!siteBuckets.includes(bucketId)) throw new HttpError('NOT_FOUND');
        const from = (await writes.findSiteMembership(tx, siteBuckets)).get(serviceId);
        if (from === undefined) throw fieldError('service_id', 'errors.buckets.notOnSite');
        const members = await repo.findBucketMembers(tx, [...new Set([from, bucketId])]);
        const target = (members.get(bucketId) ?? []).filter((id) => id !== serviceId);
        target.splice(Math.min(position, target.length), 0, serviceId);
        if (from !== bucketId) await writes.writeBucketMembers(tx, from, (members.get(from) ?? []).filter((id) => id !== serviceId));
        await writes.writeBucketMembers(tx, bucketId, target);
        return { bucket_id: bucketId, service_ids: target };
      });
    },

    async takeOff(scope, siteId, serviceIds) {
      await sites.requireInScope(scope, siteId);
      return db.transaction(async (tx) => {
        const siteBuckets = await repo.lockSiteBuckets(tx, siteId);
        const membership = await writes.findSiteMembership(tx, siteBuckets);
        const sold = serviceIds.filter((id) => membership.has(id));
        await repo.removeFromBuckets(tx, siteBuckets, sold);
        await wake(tx, sold);
        return sold;
      });
    },

    async save(scope, siteId, { id, name }) {
      await sites.requireInScope(scope, siteId);
      return db.transaction(async (tx) => {
        // The lock makes the name check and the write one step: two saves of one name cannot both pass it.
        const siteBuckets = await repo.lockSiteBuckets(tx, siteId);
        if (id !== undefined && !siteBuckets.includes(id)) throw new HttpError('NOT_FOUND');
        const others = (await repo.findBuckets(tx, siteId)).filter((bucket) => bucket.id !== id);
        if (others.some((bucket) => bucket.name.toLowerCase() === name.toLowerCase())) throw nameTaken('name');
        if (id === undefined && siteBuckets.length >= BUCKETS_PER_SITE_MAX) {
          throw new HttpError('CONFLICT', { message: 'errors.buckets.tooMany', values: { max: BUCKETS_PER_SITE_MAX } });
        }
        const row = id === undefined ? await writes.insertBucket(tx, siteId, name) : await writes.renameBucket(tx, id, name);
        const members = await repo.findBucketMembers(tx, [row.id]);
        return { id: row.id, name: row.name, position: row.position, service_ids: members.get(row.id) ?? [] };
      });
    },

    async remove(scope, siteId, bucketId) {
      await sites.requireInScope(scope, siteId);
      await db.transaction(async (tx) => {
        const siteBuckets = await repo.lockSiteBuckets(tx, siteId);
        if (!siteBuckets.includes(bucketId)) throw new HttpError('NOT_FOUND');
        const leaving = (await repo.findBucketMembers(tx, [bucketId])).get(bucketId) ?? [];
        // The members' rows go with the bucket (on delete cascade), and their trigger queues the reindex.
        await writes.deleteBucket(tx, bucketId);
        await wake(tx, leaving);
      });
    },

    async update(scope, siteId, input) {
      await sites.requireInScope(scope, siteId);
      return db.transaction(async (tx) => {
        const siteBuckets = await repo.lockSiteBuckets(tx, siteId);
        const named = input.buckets.map((bucket) => bucket.id);
        if (named.length !== siteBuckets.length || named.some((id) => !siteBuckets.includes(id))) throw stale();
        const membership = await writes.findSiteMembership(tx, siteBuckets);
        const listed = input.buckets.flatMap((bucket) => bucket.service_ids);
        if (listed.length !== membership.size || listed.some((id) => !membership.has(id))) throw stale();

        const current = new Map((await repo.findBuckets(tx, siteId)).map((bucket) => [bucket.id, bucket.name]));
        const finalNames = input.buckets.map((bucket) => (bucket.name ?? current.get(bucket.id)!).toLowerCase());
        const clash = finalNames.findIndex((name, index) => finalNames.indexOf(name) !== index);
        if (clash >= 0) throw nameTaken(`buckets.${clash}.name`);
        // Renames go through a placeholder first: swapping two names would otherwise break the unique index midway.
        const renamed = input.buckets.filter((bucket) => bucket.name !== undefined && bucket.name !== current.get(bucket.id));
        for (const bucket of renamed) await writes.renameBucket(tx, bucket.id, `\u0001${bucket.id}`);
        for (const [position, bucket] of input.buckets.entries()) {
          await writes.setBucketPosition(tx, bucket.id, position, renamed.includes(bucket) ? bucket.name : undefined);
          await writes.writeBucketMembers(tx, bucket.id, bucket.service_ids);
        }
        const buckets = await repo.findBuckets(tx, siteId);
        const members = await repo.findBucketMembers(tx, buckets.map((bucket) => bucket.id));
        return buckets.map((bucket) => ({ id: bucket.id, name: bucket.name, position: bucket.position, service_ids: members.get(bucket.id) ?? [] }));
      });
    },

    async listWithFilter(scope, siteId, filter, locale) {
      await sites.requireInScope(scope, siteId);
      const buckets = await repo.findBuckets(db, siteId);
      const rows = await writes.findBucketServices(
        db,
        buckets.map((bucket) => bucket.id),
        { ...(filter.service_type === undefined ? {} : { serviceType: filter.service_type }), ...(filter.query ? { query: filter.query } : {}) },
        locale,
      );
      return buckets.map((bucket) => ({
        id: bucket.id,
        name: bucket.name,
        position: bucket.position,
        services: rows
          .filter((row) => row.bucketId === bucket.id)
          .map((row) => ({ id: row.id, name: row.name, service_type: row.serviceType, status: row.status, location_name: row.locationName, image_url: row.imageUrl })),
      }));
    },
  };
  return service;
}
