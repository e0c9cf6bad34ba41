import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';

interface StoredObject {
  bytes: Uint8Array;
  contentType: string | undefined;
}

/** S3's error for a key it does not have, as the SDK raises it. */
function noSuchKey(): Error {
  return Object.assign(new Error('The specified key does not exist.'), { name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } });
}

/**
 * An in-memory bucket behind the SDK's `send`, answering the four commands the S3 storage uses as S3 does: keys listed
 * in order, `pageSize` to a page (S3's 1,000) with a continuation token, missing keys as NoSuchKey. It is a stand-in
 * for Amazon's service, not for our code; `calls` records what was sent, `failDeletes` makes DeleteObjects report
 * per-key errors, as S3 does for keys it could not delete.
 */
export function createFakeS3(bucket: string, { pageSize = 1000 } = {}) {
  const objects = new Map<string, StoredObject>();
  const calls: { command: string; input: Record<string, unknown> }[] = [];
  let failDeletes = false;

  const requireBucket = (name: unknown) => {
    if (name !== bucket) throw Object.assign(new Error('The specified bucket does not exist'), { name: 'NoSuchBucket', $metadata: { httpStatusCode: 404 } });
  };

  const send = async (command: unknown): Promise<unknown> => {
    if (command instanceof PutObjectCommand) {
      const { Bucket, Key, Body, ContentType } = command.input;
      calls.push({ command: 'PutObject', input: { Bucket, Key, ContentType } });
      requireBucket(Bucket);
      objects.set(Key!, { bytes: new Uint8Array(Body as Uint8Array), contentType: ContentType });
      return {};
    }
    if (command instanceof GetObjectCommand) {
      const { Bucket, Key } = command.input;
      calls.push({ command: 'GetObject', input: { Bucket, Key } });
      requireBucket(Bucket);
      const stored = objects.get(Key!);
      if (!stored) throw noSuchKey();
      return { Body: { transformToByteArray: async () => new Uint8Array(stored.bytes) }, ContentType: stored.contentType };
    }
    if (command instanceof ListObjectsV2Command) {
      const { Bucket, Prefix = '', ContinuationToken } = command.input;
      calls.push({ command: 'ListObjectsV2', input: { Bucket, Prefix, ContinuationToken } });
      requireBucket(Bucket);
      const keys = [...objects.keys()].filter((key) => key.startsWith(Prefix)).sort();
      const start = ContinuationToken ? keys.findIndex((key) => key > ContinuationToken) : 0;
      const page = start < 0 ? [] : keys.slice(start, start + pageSize);
      const truncated = start >= 0 && start + pageSize < keys.length;
      return { Contents: page.map((Key) => ({ Key })), KeyCount: page.length, IsTruncated: truncated, NextContinuationToken: truncated ? page.at(-1) : undefined };
    }
    if (command instanceof DeleteObjectsCommand) {
      const { Bucket, Delete } = command.input;
      const keys = (Delete?.Objects ?? []).map((object) => object.Key!);
      calls.push({ command: 'DeleteObjects', input: { Bucket, count: keys.length } });
      requireBucket(Bucket);
      if (keys.length > 1000) throw Object.assign(new Error('MalformedXML'), { name: 'MalformedXML', $metadata: { httpStatusCode: 400 } });
      if (failDeletes) return { Errors: keys.map((Key) => ({ Key, Code: 'AccessDenied', Message: 'Access Denied' })) };
      for (const key of keys) objects.delete(key);
      return { Deleted: keys.map((Key) => ({ Key })) };
    }
    throw new Error(`the fake S3 does not answer ${String(command)}`);
  };

  return {
    client: { send } as unknown as Pick<S3Client, 'send'>,
    objects,
    calls,
    failDeletes(value: boolean) {
      failDeletes = value;
    },
  };
}
