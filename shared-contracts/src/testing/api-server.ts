import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** A binary answer (an xlsx download), sent as it is with `headers` instead of the JSON body. */
  raw?: Uint8Array;
  headers?: Record<string, string>;
}

export type Handler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

export interface ApiServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replace or add the handler of "METHOD /path" (query excluded). */
  on(route: string, handler: Handler): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 for component tests: the shell's HTTP client talks to it over the network,
 * so the tests exercise the real client (headers, envelopes, error mapping) and no module of ours is mocked.
 */
export async function startApiServer(routes: Record<string, Handler> = {}): Promise<ApiServer> {
  const handlers = new Map(Object.entries(routes));
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        const recorded: RecordedRequest = {
          method: req.method ?? 'GET',
          path: req.url ?? '/',
          headers: req.headers,
          body: raw ? (JSON.parse(raw) as unknown) : undefined,
        };
        requests.push(recorded);
        const handler = handlers.get(`${recorded.method} ${path}`);
        const answer: FakeAnswer = handler
          ? await handler(recorded)
          : { status: 404, body: { message: `No test route for ${recorded.method} ${path}`, code: 'NOT_FOUND' } };
        res.writeHead(answer.status ?? 200, answer.raw ? { ...answer.headers } : { 'content-type': 'application/json', ...answer.headers });
        res.end(answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body)));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    on: (route, handler) => void handlers.set(route, handler),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
