import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  /** The path without its query. */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** Parsed JSON, or the raw text of any other body (a multipart upload). */
  body: unknown;
}

export interface Answer {
  status?: number;
  body?: unknown;
  /** The status and headers go at once, the body when this settles: the upload is then complete, the answer not. */
  bodyAfter?: Promise<void>;
}

export type Handler = (request: Recorded) => Answer | Promise<Answer>;

export interface FakeApi {
  baseUrl: string;
  requests: Recorded[];
  /** Sets the handler of "METHOD /path" (query excluded). */
  on(route: string, handler: Handler): void;
  /** The requests made to "METHOD /path". */
  calls(route: string): Recorded[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1, as shared-contracts/testing's api-server, that also answers as a browser needs
 * for the XMLHttpRequest upload (jsdom enforces CORS on it: preflight, credentials) and keeps non-JSON bodies.
 */
export async function startFakeApi(): Promise<FakeApi> {
  const handlers = new Map<string, Handler>();
  const requests: Recorded[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
        res.setHeader('Access-Control-Allow-Credentials', 'true');
        res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
        if (req.method === 'OPTIONS') {
          res.writeHead(204).end();
          return;
        }
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        const raw = Buffer.concat(chunks).toString('utf8');
        const json = (req.headers['content-type'] ?? '').includes('application/json');
        const recorded: Recorded = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body: raw && json ? (JSON.parse(raw) as unknown) : raw || undefined,
        };
        requests.push(recorded);
        const handler = handlers.get(`${recorded.method} ${recorded.path}`);
        let answer: Answer;
        try {
          answer = handler ? await handler(recorded) : { status: 404, body: { message: `No test route for ${recorded.method} ${recorded.path}`, code: 'NOT_FOUND' } };
        } catch (error) {
          // A broken fixture answers, so the test fails on it rather than hanging.
          answer = { status: 500, body: { message: `Test handler failed: ${String(error)}`, code: 'SERVER_ERROR' } };
        }
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
        if (answer.bodyAfter) {
          res.flushHeaders();
          await answer.bodyAfter;
        }
        res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    on: (route, handler) => void handlers.set(route, handler),
    calls: (route) => requests.filter((request) => `${request.method} ${request.path}` === route),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
