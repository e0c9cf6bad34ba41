import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import * as v from 'valibot';
import { imageUrl, UPLOAD_FIELD, UploadAnswerSchema, type ImageFormat } from 'shared-contracts/files';
import { api } from 'shared-contracts/paths';
import { createApp } from '../../../app';
import { openPglite } from '../../../db/client';
import { seedDemoData } from '../../../db/seed/seed';
import { loadEnv } from '../../../env';
import { systemClock } from '../../../lib/clock';
import { percentile } from '../../../lib/bench-timing';

export interface ImageBenchOptions {
  /** Images uploaded, each asked for once per cold series. */
  images?: number;
  cachedIterations?: number;
  log?: (line: string) => void;
}


/** A 1600 × 1067 photo-like JPEG: gradients with fine detail, so encoders work as on a real photo. */
async function samplePhoto(seed: number): Promise<Buffer> {
  const width = 1600;
  const height = 1067;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = (((x + seed) * (y + 1)) >> 6) & 255;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

/**
 * Image serving, in process against an in-memory PGlite and files in a scratch DATA_DIR: the upload check, a cold
 * variant (read the original, resize, encode, write the cache) in WebP and in AVIF at 640 px, and a cached variant.
 */
export async function benchImages({ images = 20, cachedIterations = 200, log = console.info }: ImageBenchOptions = {}): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wayhub-bench-files-'));
  const handle = await openPglite();
  try {
    await handle.migrate();
    await seedDemoData(handle.db, { siteLink: (sub) => `http://${sub}.localhost:8080` });
    const app = createApp({ db: handle.db, env: loadEnv({ NODE_ENV: 'test', PORT: '8080', DATA_DIR: dataDir }), clock: systemClock });
    const login = await app.request(api.auth.login.path(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'supplier@wayhub.test', password: 'wayhub-demo' }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;

    const report = (label: string, times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      log(`${label.padEnd(34)} n=${String(times.length).padStart(4)}  p50 ${percentile(sorted, 50).toFixed(2).padStart(7)} ms  p95 ${percentile(sorted, 95).toFixed(2).padStart(7)} ms`);
    };
    const timed = async (fn: () => Promise<Response>) => {
      const started = performance.now();
      const response = await fn();
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return performance.now() - started;
    };

    const urls: string[] = [];
    const uploadTimes: number[] = [];
    for (let i = 0; i < images; i++) {
      const form = new FormData();
      form.append(UPLOAD_FIELD, new Blob([new Uint8Array(await samplePhoto(i))], { type: 'image/jpeg' }), `bench-${i}.jpg`);
      let answer: Response | undefined;
      uploadTimes.push(
        await timed(async () => {
          answer = await app.request(api.files.upload.path(), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
          return answer.clone();
        }),
      );
      urls.push(v.parse(UploadAnswerSchema, await answer!.json()).data.url);
    }
    report('POST upload (1600 px JPEG)', uploadTimes);

    for (const format of ['webp', 'avif'] satisfies ImageFormat[]) {
      const cold: number[] = [];
      for (const url of urls) cold.push(await timed(() => Promise.resolve(app.request(imageUrl(url, { width: 640, format })))));
      report(`GET image 640 px ${format} (cold)`, cold);
    }
    const cachedUrl = imageUrl(urls[0]!, { width: 640, format: 'webp' });
    const cached: number[] = [];
    for (let i = 0; i < cachedIterations; i++) cached.push(await timed(() => Promise.resolve(app.request(cachedUrl))));
    report('GET image 640 px webp (cached)', cached);
  } finally {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
