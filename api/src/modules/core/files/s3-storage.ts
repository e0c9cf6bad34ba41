import type { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertSafeKey, type FileStorage } from './storage';

export interface S3StorageOptions {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A client to use instead of one built from the options (tests give a fake one). */
  client?: Pick<S3Client, 'send'>;
}

/** A key the bucket does not have. Not any 404: a missing bucket (NoSuchBucket) is a misconfiguration to report. */
const isMissing = (error: unknown) => (error as Partial<S3ServiceException> | undefined)?.name === 'NoSuchKey';

/**
 * Files in an S3-compatible bucket (S3_* in env.ts). Path-style addressing (`endpoint/bucket/key`), because MinIO
 * and most self-hosted servers have no per-bucket host names, and AWS accepts it as well.
 */
export function createS3Storage({ endpoint, bucket, region, accessKeyId, secretAccessKey, client }: S3StorageOptions): FileStorage {
  // The AWS SDK (a few hundred modules) loads on the first file operation, not when the API starts.
  const sdk = () => import('@aws-sdk/client-s3');
  let built: Promise<Pick<S3Client, 'send'>> | undefined;
  const connect = () =>
    (built ??= client
      ? Promise.resolve(client)
      : sdk().then(({ S3Client: Client }) => new Client({ endpoint, region, forcePathStyle: true, credentials: { accessKeyId, secretAccessKey } })));
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertSafeKey(key);
      const [s3, { PutObjectCommand }] = await Promise.all([connect(), sdk()]);
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      assertSafeKey(key);
      const [s3, { GetObjectCommand }] = await Promise.all([connect(), sdk()]);
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async removeTree(prefix) {
      assertSafeKey(prefix);
      const [s3, { DeleteObjectsCommand, ListObjectsV2Command }] = await Promise.all([connect(), sdk()]);
      let token: string | undefined;
      do {
        // A listing page holds at most 1,000 keys, the most one DeleteObjects takes.
        const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/`, ContinuationToken: token }));
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0) {
          const answer = await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }));
          const failed = answer.Errors ?? [];
          if (failed.length > 0) throw new Error(`S3 could not delete ${failed.length} object(s) under ${prefix}/: ${failed[0]?.Code ?? ''} ${failed[0]?.Message ?? ''}`);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
