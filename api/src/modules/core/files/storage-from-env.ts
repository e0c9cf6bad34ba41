import path from 'node:path';
import type { Env } from '../../../env';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { FileStorage } from './storage';

/** The S3-compatible bucket when S3_* are set (env.ts has them all or none), else DATA_DIR/files. */
export function fileStorageFromEnv(env: Env): FileStorage {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY && env.S3_SECRET_KEY) {
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY,
      secretAccessKey: env.S3_SECRET_KEY,
    });
  }
  return createLocalStorage(path.join(env.DATA_DIR, 'files'));
}
