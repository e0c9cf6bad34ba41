import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EnvError, loadEnv, REPO_ROOT } from '../../../env';
import { createS3Storage } from './s3-storage';
import { fileStorageFromEnv } from './storage-from-env';
import { createFakeS3 } from './testing/fake-s3';

const BUCKET = 'wayhub-files';
const S3_ENV = { S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: BUCKET, S3_ACCESS_KEY: 'wayhub', S3_SECRET_KEY: 'a-long-secret' };

function storageOn(fake: ReturnType<typeof createFakeS3>) {
  return createS3Storage({ endpoint: 'http://minio:9000', bucket: BUCKET, region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's', client: fake.client });
}

describe('S3 storage', () => {
  test('put then get gives the same bytes back, in the configured bucket, with the content type', async () => {
    const fake = createFakeS3(BUCKET);
    const storage = storageOn(fake);
    const bytes = new Uint8Array([1, 2, 3, 250]);
    await storage.put('abc/original', bytes, 'image/png');
    expect(fake.objects.get('abc/original')?.contentType).toBe('image/png');
    expect(await storage.get('abc/original')).toEqual(bytes);
    expect(fake.calls.map((call) => call.input.Bucket)).toEqual([BUCKET, BUCKET]);
  });

  test('a missing key is undefined; any other failure is thrown', async () => {
    const storage = storageOn(createFakeS3(BUCKET));
    expect(await storage.get('nothing/here')).toBeUndefined();
    const wrongBucket = createS3Storage({ endpoint: 'http://minio:9000', bucket: 'other', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's', client: createFakeS3(BUCKET).client });
    // NoSuchBucket is a 404 as well, but a missing bucket is a misconfiguration, not a missing file.
    await expect(wrongBucket.get('a/b')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  test('removeTree deletes every object under the prefix across listing pages, and nothing next to it', async () => {
    const fake = createFakeS3(BUCKET);
    const storage = storageOn(fake);
    for (let i = 0; i < 2500; i++) fake.objects.set(`key1/variants/${String(i).padStart(4, '0')}.webp`, { bytes: new Uint8Array([i % 256]), contentType: 'image/webp' });
    fake.objects.set('key1/original', { bytes: new Uint8Array([1]), contentType: 'image/jpeg' });
    // Shares the prefix's characters but is another file's tree.
    fake.objects.set('key10/original', { bytes: new Uint8Array([2]), contentType: 'image/jpeg' });

    await storage.removeTree('key1');
    expect([...fake.objects.keys()]).toEqual(['key10/original']);
    const deletes = fake.calls.filter((call) => call.command === 'DeleteObjects');
    expect(deletes.map((call) => call.input.count)).toEqual([1000, 1000, 501]);
    expect(fake.calls.filter((call) => call.command === 'ListObjectsV2').every((call) => call.input.Prefix === 'key1/')).toBe(true);

    // Nothing there: one listing, no delete, no error.
    await storage.removeTree('key1');
    expect(fake.calls.filter((call) => call.command === 'DeleteObjects')).toHaveLength(3);
  });

  test('keys S3 could not delete make removeTree fail, rather than pass silently', async () => {
    const fake = createFakeS3(BUCKET);
    const storage = storageOn(fake);
    await storage.put('key2/original', new Uint8Array([1]), 'image/jpeg');
    fake.failDeletes(true);
    await expect(storage.removeTree('key2')).rejects.toThrow(/could not delete 1 object.*AccessDenied/);
  });

  test.each(['../etc/passwd', 'a/../../b', '/abs', 'a//b', '', 'a/./b'])('refuses the unsafe key %j before calling S3', async (key) => {
    const fake = createFakeS3(BUCKET);
    const storage = storageOn(fake);
    await expect(storage.get(key)).rejects.toThrow(/unsafe storage key/);
    await expect(storage.put(key, new Uint8Array([1]), 'image/png')).rejects.toThrow(/unsafe storage key/);
    await expect(storage.removeTree(key)).rejects.toThrow(/unsafe storage key/);
    expect(fake.calls).toEqual([]);
  });
});

describe('storage from the configuration', () => {
  test('S3 with the four S3_* variables, else DATA_DIR/files', () => {
    expect(fileStorageFromEnv(loadEnv({ ...S3_ENV, DATA_DIR: path.join('/tmp', 'x') })).kind).toBe('s3');
    expect(fileStorageFromEnv(loadEnv({ DATA_DIR: path.join('/tmp', 'x') })).kind).toBe('local');
  });

  test('the S3 variables come together or not at all, and are checked', () => {
    expect(() => loadEnv({ S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: BUCKET })).toThrow(EnvError);
    expect(() => loadEnv({ ...S3_ENV, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadEnv({ ...S3_ENV, S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/);
    expect(loadEnv(S3_ENV)).toMatchObject({ ...S3_ENV, S3_REGION: 'us-east-1' });
  });

  test('production refuses docker-compose.yml’s placeholder secret', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'q8Zr1vN4xT7bK2mW9cY5hJ3pL6sD0fGaE', ALLOW_SIMULATED_PAYMENTS: 'true', ...S3_ENV };
    const compose = readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
    const placeholder = /\$\{S3_SECRET_KEY:-([^}]+)\}/.exec(compose)?.[1];
    expect(placeholder).toBeDefined();
    expect(() => loadEnv({ ...production, S3_SECRET_KEY: placeholder })).toThrow(/S3_SECRET_KEY is a published placeholder/);
    expect(loadEnv(production).S3_SECRET_KEY).toBe(S3_ENV.S3_SECRET_KEY);
  });
});
