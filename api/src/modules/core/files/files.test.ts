import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { MediaState } from 'shared-contracts/enums';
import { DeleteFilesAnswerSchema, FILE_LIMITS, imageUrl, UPLOAD_FIELD, UploadAnswerSchema, type UploadedFile } from 'shared-contracts/files';
import { api } from 'shared-contracts/paths';
import * as v from 'valibot';
import { users } from '../../../db/schema/core';
import { files } from '../../../db/schema/files';
import { oneTestDatabase } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { createFilesService } from './files.service';
import { createS3Storage } from './s3-storage';
import { createFakeS3 } from './testing/fake-s3';

/** A photo-like JPEG (gradients, so sizes differ with quality), made here rather than checked in. */
async function photo(width = 1200, height = 800, options: { orientation?: number } = {}): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = ((x ^ y) & 63) * 4;
    }
  }
  const image = sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 });
  return options.orientation ? image.withMetadata({ orientation: options.orientation }).toBuffer() : image.toBuffer();
}

const transparentPng = () => sharp({ create: { width: 64, height: 48, channels: 4, background: { r: 0, g: 128, b: 255, alpha: 0.5 } } }).png().toBuffer();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function tokenOf(t: TestApp, email: string): Promise<string> {
  const { response, token } = await t.login(email);
  expect(response.status).toBe(200);
  return token;
}

async function userId(t: TestApp, email: string): Promise<number> {
  const [row] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

function uploadRequest(t: TestApp, token: string | undefined, bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg', headers: Record<string, string> = {}, pathname = api.files.upload.path()) {
  const form = new FormData();
  form.append(UPLOAD_FIELD, new Blob([new Uint8Array(bytes)], { type }), name);
  return t.request(pathname, { method: 'POST', headers: { ...(token ? bearer(token) : {}), ...headers }, body: form });
}

async function uploaded(t: TestApp, token: string, bytes: Uint8Array, name?: string, type?: string): Promise<UploadedFile> {
  const response = await uploadRequest(t, token, bytes, name, type);
  expect(response.status).toBe(201);
  return v.parse(UploadAnswerSchema, await response.json()).data;
}

async function errorOf(response: Response) {
  return v.parse(ErrorEnvelopeSchema, await response.json());
}

const deleteFiles = (t: TestApp, token: string | undefined, body: unknown) => t.post(api.files.delete.path(), body, token ? bearer(token) : {});

async function fileRow(t: TestApp, id: number) {
  const [row] = await t.handle.db.select().from(files).where(eq(files.id, id));
  return row;
}

const keyOf = (file: UploadedFile) => file.url.split('/').at(-2)!;

describe.each(oneTestDatabase())('files and images (spec 002 §7.19) on $name', (spec) => {
  const ctx = useTestDatabase(spec);
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'wayhub-files-test-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const app = () => ctx.app({ DATA_DIR: dataDir });
  const stored = (...segments: string[]) => path.join(dataDir, 'files', ...segments);
  const storedKeys = () => (existsSync(stored()) ? readdirSync(stored()).sort() : []);

  describe('POST upload', () => {
    test('a supplier uploads a JPEG: Approved, owned by the supplier, its bytes kept as they came', async () => {
      const t = app();
      const token = await tokenOf(t, DEMO.supplier);
      const bytes = await photo();
      const file = await uploaded(t, token, bytes, 'Fjord at dawn (1).JPG');
      expect(file).toMatchObject({ mime: 'image/jpeg', size: bytes.length, width: 1200, height: 800, state: MediaState.Approved });
      expect(file.url).toMatch(/^\/core\/public\/files\/[0-9a-f-]{36}\/fjord-at-dawn-1\.jpg$/);

      const row = await fileRow(t, file.id);
      expect(row).toMatchObject({
        ownerUserId: await userId(t, DEMO.supplier),
        storageKey: keyOf(file),
        originalName: 'Fjord at dawn (1).JPG',
        mimeType: 'image/jpeg',
        sizeBytes: bytes.length,
        state: MediaState.Approved,
      });
      expect(readFileSync(stored(keyOf(file), 'original')).equals(bytes)).toBe(true);
    });

    test('the type is what the bytes are: a PNG sent as "photo.jpg" (image/jpeg) is a PNG', async () => {
      const t = app();
      const file = await uploaded(t, await tokenOf(t, DEMO.partner), await transparentPng(), 'photo.jpg', 'image/jpeg');
      expect(file).toMatchObject({ mime: 'image/png', width: 64, height: 48 });
      expect(file.url).toMatch(/\/photo\.png$/);
    });

    test('control characters in the name (PostgreSQL text refuses NUL) are left out of the record', async () => {
      const t = app();
      const file = await uploaded(t, await tokenOf(t, DEMO.supplier), await photo(32, 32), 'boat\u0000\u0007 trip.jpg');
      expect((await fileRow(t, file.id))?.originalName).toBe('boat trip.jpg');
      expect(file.url).toMatch(/\/boat-trip\.jpg$/);
    });

    test('width and height are as the image is shown: EXIF orientation applied', async () => {
      const t = app();
      const file = await uploaded(t, await tokenOf(t, DEMO.supplier), await photo(300, 200, { orientation: 6 }));
      expect(file).toMatchObject({ width: 200, height: 300 });
      const served = await t.request(imageUrl(file.url, { format: 'jpeg', auto: false }));
      expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 200, height: 300 });
    });

    test.each([
      ['a text file', () => Buffer.from('Just some notes, not a picture.\n'), 'notes.jpg', 'image/jpeg'],
      ['an SVG (a document that can carry script)', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'), 'logo.svg', 'image/svg+xml'],
      ['a TIFF', () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).tiff().toBuffer(), 'scan.tiff', 'image/tiff'],
    ])('%s: 400, not an image we can use, and no row', async (_label, make, name, type) => {
      const t = app();
      const token = await tokenOf(t, DEMO.supplier);
      const before = (await t.handle.db.select({ id: files.id }).from(files)).length;
      const response = await uploadRequest(t, token, await make(), name, type);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code: 'BAD_REQUEST', message: 'This file is not an image we can use. Upload a JPEG, PNG, WebP, AVIF or GIF image.' });
      expect((await t.handle.db.select({ id: files.id }).from(files)).length).toBe(before);
    });

    test('a truncated JPEG: 400, damaged or incomplete, and neither row nor bytes are left', async () => {
      const t = app();
      const token = await tokenOf(t, DEMO.supplier);
      const whole = await photo(400, 300);
      const before = await t.handle.db.select({ id: files.id }).from(files);
      const storedBefore = storedKeys();
      const response = await uploadRequest(t, token, whole.subarray(0, Math.floor(whole.length * 0.6)));
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe('The image could not be read: it is damaged or incomplete. Save it again and upload the new copy.');
      // Its header read well, so a Processing row was made for it while it was checked; that row is gone again.
      expect((await t.handle.db.select({ id: files.id }).from(files)).length).toBe(before.length);
      expect(storedKeys()).toEqual(storedBefore);
    });

    test('the error speaks the caller’s language (APP-LOCALE)', async () => {
      const t = app();
      const response = await uploadRequest(t, await tokenOf(t, DEMO.supplier), Buffer.from('hei'), 'x.png', 'image/png', { 'APP-LOCALE': 'no' });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe('Denne filen er ikke et bilde vi kan bruke. Last opp et JPEG-, PNG-, WebP-, AVIF- eller GIF-bilde.');
    });

    test('a file over 10 MB: 413 that says the limit, without storing anything', async () => {
      const t = app();
      const token = await tokenOf(t, DEMO.supplier);
      const tooBig = Buffer.alloc(FILE_LIMITS.maxImageBytes + 1);
      tooBig.set(await photo(64, 64));
      const before = (await t.handle.db.select({ id: files.id }).from(files)).length;
      const response = await uploadRequest(t, token, tooBig);
      expect(response.status).toBe(413);
      expect(await errorOf(response)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large. An image can be at most 10 MB.' });
      expect((await t.handle.db.select({ id: files.id }).from(files)).length).toBe(before);
    });

    test('a Content-Length over the limit is refused before the body is read', async () => {
      const t = app();
      const token = await tokenOf(t, DEMO.supplier);
      let pulled = 0;
      // A body that never ends: reading it would hang the test.
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled++;
          controller.enqueue(new Uint8Array(1024));
        },
      });
      const response = await t.request(api.files.upload.path(), {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(FILE_LIMITS.maxImageBytes * 2) },
        body: endless,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(pulled).toBeLessThan(3);
    });

    test('a pixel bomb (10,000 × 10,000 in a few bytes): 400 before any decoding', async () => {
      const t = app();
      const response = await uploadRequest(t, await tokenOf(t, DEMO.supplier), pngHeaderOnly(10_000, 10_000), 'bomb.png', 'image/png');
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe('The image has too many pixels. An image can have at most 50 megapixels; make it smaller and try again.');
    });

    test('no file in the form: 400 naming the field; the JSON body limit does not apply to the upload, its own does', async () => {
      const t = app();
      const token = await tokenOf(t, DEMO.supplier);
      const form = new FormData();
      form.append('other', 'x');
      const missing = await t.request(api.files.upload.path(), { method: 'POST', headers: bearer(token), body: form });
      expect(missing.status).toBe(400);
      expect((await errorOf(missing)).issues).toEqual([expect.objectContaining({ path: UPLOAD_FIELD, code: 'validation.required' })]);
      // Over the app's 1 MB JSON limit, and well inside the upload's: noise does not compress.
      const big = await sharp(randomBytes(1200 * 1200 * 3), { raw: { width: 1200, height: 1200, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
      expect(big.length).toBeGreaterThan(1024 * 1024);
      expect((await uploadRequest(t, token, big)).status).toBe(201);
      // Under /gateway too, as every call.
      expect((await uploadRequest(t, token, await photo(32, 32), 'g.jpg', 'image/jpeg', {}, `/gateway${api.files.upload.path()}`)).status).toBe(201);
    });

    test('who may upload: anonymous 401, a terminal operator 403, a user who must first change the password 403', async () => {
      const t = app();
      const bytes = await photo(32, 32);
      const anonymous = await uploadRequest(t, undefined, bytes);
      expect(anonymous.status).toBe(401);
      expect((await uploadRequest(t, await tokenOf(t, DEMO.operator), bytes)).status).toBe(403);
      const newbie = await uploadRequest(t, await tokenOf(t, DEMO.newbie), bytes);
      expect(newbie.status).toBe(403);
      expect((await errorOf(newbie)).code).toBe('PASSWORD_CHANGE_REQUIRED');
    });
  });

  describe('GET the image', () => {
    test('resized by width (rounded up to a served width), quality and format, with immutable caching', async () => {
      const t = app();
      const file = await uploaded(t, await tokenOf(t, DEMO.supplier), await photo());
      const response = await t.request(imageUrl(file.url, { width: 300, quality: 50, format: 'webp' }));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('etag')).toMatch(/^".+"$/);
      expect(response.headers.get('vary')).toBeNull();
      const image = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(image).toMatchObject({ format: 'webp', width: 320, height: 213 });

      const small = await t.request(imageUrl(file.url, { width: 640, quality: 30, format: 'jpeg' }));
      const fine = await t.request(imageUrl(file.url, { width: 640, quality: 90, format: 'jpeg' }));
      expect((await small.arrayBuffer()).byteLength).toBeLessThan((await fine.arrayBuffer()).byteLength);
    });

    test('the spec’s suffix (?auto=compress,format) picks AVIF or WebP by Accept, and says Vary: Accept', async () => {
      const t = app();
      const file = await uploaded(t, await tokenOf(t, DEMO.supplier), await photo(640, 480));
      const url = `${file.url}?auto=compress,format&w=480`;
      const formatFor = async (accept: string) => {
        const response = await t.request(url, { headers: { accept } });
        expect(response.status).toBe(200);
        expect(response.headers.get('vary')).toBe('Accept');
        const image = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(image.width).toBe(480);
        return [response.headers.get('content-type'), image.format];
      };
      expect(await formatFor('image/avif,image/webp,image/apng,image/*,*/*;q=0.8')).toEqual(['image/avif', 'heif']);
      expect(await formatFor('image/webp,*/*')).toEqual(['image/webp', 'webp']);
      expect(await formatFor('image/avif;q=0,image/webp')).toEqual(['image/webp', 'webp']);
      expect(await formatFor('*/*')).toEqual(['image/jpeg', 'jpeg']);
      // The plain suffix, as the spec writes it, works on its own as well.
      expect((await t.request(`${file.url}?auto=compress,format`, { headers: { accept: 'image/webp' } })).headers.get('content-type')).toBe('image/webp');
    });

    test('without the suffix or a format, an image keeps its own format; a PNG under the suffix stays PNG for old browsers', async () => {
      const t = app();
      const token = await tokenOf(t, DEMO.partner);
      const jpeg = await uploaded(t, token, await photo(200, 100));
      const own = await t.request(jpeg.url);
      expect(own.headers.get('content-type')).toBe('image/jpeg');
      expect(await sharp(Buffer.from(await own.arrayBuffer())).metadata()).toMatchObject({ width: 200, height: 100 });
      const png = await uploaded(t, token, await transparentPng());
      const old = await t.request(imageUrl(png.url), { headers: { accept: 'image/*' } });
      expect(old.headers.get('content-type')).toBe('image/png');
      expect((await sharp(Buffer.from(await old.arrayBuffer())).metadata()).hasAlpha).toBe(true);
    });

    test('never enlarged: a width above the original answers the original width', async () => {
      const t = app();
      const file = await uploaded(t, await tokenOf(t, DEMO.supplier), await photo(500, 250));
      const response = await t.request(imageUrl(file.url, { width: 1600, format: 'webp' }));
      expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ width: 500, height: 250 });
    });

    test('the second request is served from the cache, not encoded again; a known ETag answers 304', async () => {
      const t = app();
      const file = await uploaded(t, await tokenOf(t, DEMO.supplier), await photo(800, 600));
      const url = imageUrl(file.url, { width: 480, quality: 70, format: 'webp' });
      const first = await t.request(url);
      expect(first.status).toBe(200);
      const cacheFile = stored(keyOf(file), 'variants', 'v1-w480-q70.webp');
      expect(existsSync(cacheFile)).toBe(true);
      expect(readFileSync(cacheFile).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);

      // Whatever the cache holds is what is sent: an encoder would have produced a real WebP.
      const marker = Buffer.from('cached variant, not a fresh encoding');
      writeFileSync(cacheFile, marker);
      const second = await t.request(url);
      expect(second.status).toBe(200);
      expect(Buffer.from(await second.arrayBuffer()).equals(marker)).toBe(true);

      const revalidated = await t.request(url, { headers: { 'if-none-match': first.headers.get('etag')! } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    test('Processing, Hide, unknown and malformed keys answer 404', async () => {
      const t = app();
      const file = await uploaded(t, await tokenOf(t, DEMO.supplier), await photo(64, 64));
      expect((await t.request(file.url)).status).toBe(200);
      await t.handle.db.update(files).set({ state: MediaState.Hide }).where(eq(files.id, file.id));
      const hidden = await t.request(file.url);
      expect(hidden.status).toBe(404);
      expect((await errorOf(hidden)).code).toBe('NOT_FOUND');
      expect(hidden.headers.get('cache-control')).toBe('no-store');
      await t.handle.db.update(files).set({ state: MediaState.Processing }).where(eq(files.id, file.id));
      expect((await t.request(file.url)).status).toBe(404);
      for (const key of ['00000000-0000-4000-8000-000000000000', '..', 'not-a-key']) {
        expect((await t.request(api.files.image.path({ key, name: 'x.jpg' }))).status).toBe(404);
      }
    });

    test('bad query values are a 400; widths and qualities in range are rounded, not refused', async () => {
      const t = app();
      const file = await uploaded(t, await tokenOf(t, DEMO.supplier), await photo(400, 300));
      expect((await t.request(`${file.url}?w=abc`)).status).toBe(400);
      expect((await t.request(`${file.url}?format=bmp`)).status).toBe(400);
      expect((await t.request(`${file.url}?q=101`)).status).toBe(400);
      const odd = await t.request(`${file.url}?w=1&q=1&format=JPG`);
      expect(odd.status).toBe(200);
      expect(await sharp(Buffer.from(await odd.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 160 });
    });
  });

  describe('POST /delete', () => {
    test('the owner deletes: Deleted, bytes and cached variants gone, the URL 404, a second delete 404', async () => {
      const t = app();
      const token = await tokenOf(t, DEMO.supplier);
      const file = await uploaded(t, token, await photo(320, 240));
      expect((await t.request(imageUrl(file.url, { width: 160 }))).status).toBe(200);
      expect(existsSync(stored(keyOf(file), 'variants'))).toBe(true);

      const response = await deleteFiles(t, token, { id: file.id });
      expect(response.status).toBe(200);
      expect(v.parse(DeleteFilesAnswerSchema, await response.json()).data).toEqual({ ids: [file.id] });
      expect((await fileRow(t, file.id))?.state).toBe(MediaState.Deleted);
      expect(existsSync(stored(keyOf(file)))).toBe(false);
      expect((await t.request(file.url)).status).toBe(404);
      expect((await deleteFiles(t, token, { id: file.id })).status).toBe(404);
    });

    test('cross-tenant: another supplier or a partner gets 404 and the file stays; an administrator may delete it', async () => {
      const t = app();
      const owner = await tokenOf(t, DEMO.supplier);
      const file = await uploaded(t, owner, await photo(64, 64));
      for (const stranger of [DEMO.duo, DEMO.partner]) {
        const response = await deleteFiles(t, await tokenOf(t, stranger), { id: file.id });
        expect(response.status).toBe(404);
        expect((await errorOf(response)).code).toBe('NOT_FOUND');
      }
      expect((await fileRow(t, file.id))?.state).toBe(MediaState.Approved);
      expect((await t.request(file.url)).status).toBe(200);

      expect((await deleteFiles(t, await tokenOf(t, DEMO.admin), { id: file.id })).status).toBe(200);
      expect((await fileRow(t, file.id))?.state).toBe(MediaState.Deleted);
    });

    test('several ids: all the caller’s, or nothing is deleted', async () => {
      const t = app();
      const supplier = await tokenOf(t, DEMO.supplier);
      const duo = await tokenOf(t, DEMO.duo);
      const mine = await uploaded(t, supplier, await photo(48, 48));
      const alsoMine = await uploaded(t, supplier, await photo(48, 48));
      const theirs = await uploaded(t, duo, await photo(48, 48));

      expect((await deleteFiles(t, supplier, { ids: [mine.id, theirs.id] })).status).toBe(404);
      expect((await fileRow(t, mine.id))?.state).toBe(MediaState.Approved);
      expect((await fileRow(t, theirs.id))?.state).toBe(MediaState.Approved);

      const both = await deleteFiles(t, supplier, { ids: [mine.id, alsoMine.id, mine.id] });
      expect(both.status).toBe(200);
      expect(v.parse(DeleteFilesAnswerSchema, await both.json()).data.ids.sort()).toEqual([mine.id, alsoMine.id].sort());
    });

    test.each([
      ['no id', {}],
      ['both id and ids', { id: 1, ids: [2] }],
      ['a text id', { id: 'x' }],
      ['an empty list', { ids: [] }],
      ['too many ids', { ids: Array.from({ length: FILE_LIMITS.maxDeleteIds + 1 }, (_, i) => i + 1) }],
    ])('%s: 400', async (_label, body) => {
      const t = app();
      const response = await deleteFiles(t, await tokenOf(t, DEMO.supplier), body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe('VALIDATION_FAILED');
    });

    test('anonymous 401', async () => {
      expect((await deleteFiles(app(), undefined, { id: 1 })).status).toBe(401);
    });
  });
  describe('over S3-compatible storage (a fake bucket behind the SDK)', () => {
    test('the original, its cached variants and their removal all happen in the bucket; a burst of first requests encodes once', async () => {
      const t = app();
      const fake = createFakeS3('wayhub-files');
      const service = createFilesService({
        db: t.handle.db,
        storage: createS3Storage({ endpoint: 'http://minio:9000', bucket: 'wayhub-files', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's', client: fake.client }),
      });
      const owner = await userId(t, DEMO.supplier);
      const bytes = await photo(640, 480);
      const file = await service.upload(owner, new File([new Uint8Array(bytes)], 'boat.jpg', { type: 'image/jpeg' }));
      expect(file).toMatchObject({ state: MediaState.Approved, width: 640, height: 480 });
      const key = keyOf(file);
      expect(fake.objects.get(`${key}/original`)).toEqual({ bytes: new Uint8Array(bytes), contentType: 'image/jpeg' });

      const request = await service.resolveImage(key, { w: 320, format: 'webp' }, undefined);
      const [first, same] = await Promise.all([service.renderImage(request), service.renderImage(request)]);
      expect(await sharp(first.bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
      expect(same.bytes).toEqual(first.bytes);
      const variantKey = `${key}/variants/v1-w320-q80.webp`;
      expect(fake.objects.get(variantKey)?.contentType).toBe('image/webp');
      expect(fake.calls.filter((call) => call.command === 'PutObject' && call.input.Key === variantKey)).toHaveLength(1);

      const callsBefore = fake.calls.length;
      expect((await service.renderImage(request)).bytes).toEqual(first.bytes);
      // One read of the cached variant: neither the original nor a new write.
      expect(fake.calls.slice(callsBefore)).toEqual([{ command: 'GetObject', input: { Bucket: 'wayhub-files', Key: variantKey } }]);

      expect(await service.remove({ kind: 'owner', ownerUserId: owner }, [file.id])).toEqual([file.id]);
      expect([...fake.objects.keys()].filter((stored) => stored.startsWith(`${key}/`))).toEqual([]);
    });

    test('when the bucket fails to remove the bytes, the file is Deleted all the same and the log says what is left', async () => {
      const t = app();
      const fake = createFakeS3('wayhub-files');
      const service = createFilesService({
        db: t.handle.db,
        storage: createS3Storage({ endpoint: 'http://minio:9000', bucket: 'wayhub-files', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's', client: fake.client }),
      });
      const owner = await userId(t, DEMO.supplier);
      const file = await service.upload(owner, new File([new Uint8Array(await photo(32, 32))], 'x.jpg'));
      fake.failDeletes(true);
      const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
      try {
        expect(await service.remove({ kind: 'owner', ownerUserId: owner }, [file.id])).toEqual([file.id]);
        expect(logged).toHaveBeenCalledWith(expect.stringContaining(`${keyOf(file)}/`), expect.any(Error));
      } finally {
        logged.mockRestore();
      }
      expect((await fileRow(t, file.id))?.state).toBe(MediaState.Deleted);
      await expect(service.resolveImage(keyOf(file), {}, undefined)).rejects.toMatchObject({ status: 404 });
    });
  });
});

/** A PNG that announces `width` × `height` and holds almost nothing: what a decompression bomb looks like from outside. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let crc = 0xffffffff;
    for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(16))), chunk('IEND', Buffer.alloc(0))]);
}
