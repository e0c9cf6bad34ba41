// Node's fetch for the HTTP client's refresh call; the upload itself goes through jsdom's XMLHttpRequest.
import 'shared-contracts/testing/dom-fetch';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError } from 'shared-contracts/errors';
import * as v from 'shared-contracts/valibot';
import { createHttpClient } from 'shared-runtime/http';
import { installCatalogue } from 'shared-runtime/testing';
import { accessTokenAtom, localeAtom, sessionStore } from 'shared-runtime/session';
import { createFilesUploader, createXhrUploader, type UploadProgress } from '../upload/xhr-upload';

interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A real HTTP server on another origin than the page, so the browser rules (CORS with credentials) apply too. */
class UploadServer {
  server!: Server;
  uploads: Received[] = [];
  refreshes = 0;
  validToken = 'token-1';
  answer: (request: Received) => { status: number; body: unknown } = () => ({ status: 200, body: { data: { id: 7, url: '/files/7' } } });

  get baseUrl() {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  start() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => this.handle(req, res, Buffer.concat(chunks).toString('latin1')));
    });
    return new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  stop() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(req: IncomingMessage, res: ServerResponse, body: string) {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', 'APP-LOCALE, Authorization, Content-Type');
    res.setHeader('Access-Control-Allow-Methods', 'POST');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const send = (status: number, payload: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    if (req.url === '/nauth/npanel/refresh_token') {
      this.refreshes += 1;
      this.validToken = `token-${this.refreshes + 1}`;
      send(200, { data: { access_token: this.validToken, token_type: 'Bearer', expires_in: 900 } });
      return;
    }
    const received: Received = { url: req.url ?? '', headers: req.headers, body };
    this.uploads.push(received);
    if (req.headers.authorization !== `Bearer ${this.validToken}`) {
      send(401, { message: '', code: 'UNAUTHENTICATED' });
      return;
    }
    const { status, body: answer } = this.answer(received);
    send(status, answer);
  }
}

const AnswerSchema = v.object({ data: v.object({ id: v.number(), url: v.string() }) });
const server = new UploadServer();

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => {
  server.uploads = [];
  server.refreshes = 0;
  server.validToken = 'token-1';
  server.answer = () => ({ status: 200, body: { data: { id: 7, url: '/files/7' } } });
  installCatalogue('no');
  sessionStore.set(localeAtom, 'no');
  sessionStore.set(accessTokenAtom, 'token-1');
});

function uploaderFor(path = '/core/v1/upload') {
  return createXhrUploader({ path, schema: AnswerSchema, fields: { purpose: 'gallery' }, client: createHttpClient({ baseUrl: server.baseUrl }) });
}

const photo = () => new File([new Uint8Array(200_000).fill(65)], 'fjord.jpg', { type: 'image/jpeg' });

describe('createXhrUploader', () => {
  it('posts the file as multipart with the client’s session headers, reports progress, and returns the checked answer', async () => {
    const progress: UploadProgress[] = [];
    const result = await uploaderFor()(photo(), { onProgress: (step) => progress.push(step), signal: new AbortController().signal });

    expect(result).toEqual({ data: { id: 7, url: '/files/7' } });
    const [upload] = server.uploads;
    expect(upload?.url).toBe('/core/v1/upload');
    expect(upload?.headers['app-locale']).toBe('no');
    expect(upload?.headers.authorization).toBe('Bearer token-1');
    expect(upload?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.body).toContain('name="purpose"\r\n\r\ngallery');
    expect(upload?.body).toContain('name="file"; filename="fjord.jpg"');
    expect(upload?.body).toContain('A'.repeat(200_000));
    expect(progress.length).toBeGreaterThan(0);
    expect(progress[progress.length - 1]).toEqual({ loaded: expect.any(Number), total: expect.any(Number) });
    expect(progress[progress.length - 1]!.loaded).toBe(progress[progress.length - 1]!.total);
  });

  it('refreshes the session once on a 401, through the client, and sends the file again with the new token', async () => {
    sessionStore.set(accessTokenAtom, 'expired');
    const result = await uploaderFor()(photo(), { onProgress: () => undefined, signal: new AbortController().signal });
    expect(result.data.id).toBe(7);
    expect(server.refreshes).toBe(1);
    expect(server.uploads.map((upload) => upload.headers.authorization)).toEqual(['Bearer expired', 'Bearer token-2']);
    expect(sessionStore.get(accessTokenAtom)).toBe('token-2');
  });

  it('rejects with the server’s message and issues, as the client does', async () => {
    server.answer = () => ({ status: 413, body: { message: 'The file is larger than 10 MB.', code: 'PAYLOAD_TOO_LARGE', issues: [{ path: 'file', message: 'Too large.' }] } });
    const failure = uploaderFor()(photo(), { onProgress: () => undefined, signal: new AbortController().signal });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 10 MB.', issues: [{ path: 'file', message: 'Too large.' }] });
  });

  it('maps a failure without the envelope to the status message in the page’s language', async () => {
    server.answer = () => ({ status: 502, body: 'Bad gateway' });
    await expect(uploaderFor()(photo(), { onProgress: () => undefined, signal: new AbortController().signal })).rejects.toMatchObject({
      status: 502,
      message: 'Noe gikk galt',
    });
  });

  it('refuses an answer that breaks the contract', async () => {
    server.answer = () => ({ status: 200, body: { data: { id: 'seven' } } });
    await expect(uploaderFor()(photo(), { onProgress: () => undefined, signal: new AbortController().signal })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('by default sends to the platform’s upload call and resolves with the stored file', async () => {
    const stored = { id: 31, url: '/core/public/files/k31/fjord.jpg', mime: 'image/jpeg', size: 200_000, width: 1600, height: 900, state: 'Processing' };
    server.answer = () => ({ status: 200, body: { data: stored } });
    const file = await createFilesUploader(createHttpClient({ baseUrl: server.baseUrl }))(photo(), { onProgress: () => undefined, signal: new AbortController().signal });
    expect(file).toEqual(stored);
    expect(server.uploads[0]?.url).toBe('/core/v1/upload');
    expect(server.uploads[0]?.body).toContain('name="file"; filename="fjord.jpg"');
  });

  it('stops when the signal aborts, with an AbortError', async () => {
    const controller = new AbortController();
    const running = uploaderFor()(photo(), { onProgress: () => controller.abort(), signal: controller.signal });
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    const already = uploaderFor()(photo(), { onProgress: () => undefined, signal: controller.signal });
    await expect(already).rejects.toMatchObject({ name: 'AbortError' });
  });
});
