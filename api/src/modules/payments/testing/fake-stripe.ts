import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeConnection } from '../stripe-provider';

/** One request as api.stripe.com would have received it. */
export interface RecordedRequest {
  method: string;
  /** The path without the query, e.g. `/v1/payment_intents`. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, parsed. */
  form: URLSearchParams;
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Never answers: the provider's timeout has to end the call. */
  hang?: boolean;
}

export interface FakeStripe {
  /** Hand to createStripeProvider({ connection }) so the SDK talks to this server. */
  connection: StripeConnection;
  requests: RecordedRequest[];
  /** Queues answers, used in order; an empty queue answers 500. */
  answer(...answers: FakeAnswer[]): void;
  close(): Promise<void>;
}

/** A local HTTP server standing in for api.stripe.com: records each request and answers from a queue. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const queue: FakeAnswer[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake.stripe');
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      });
      const next = queue.shift() ?? { status: 500, body: { error: { type: 'api_error', message: 'no answer queued' } } };
      if (next.hang) return;
      response.writeHead(next.status ?? 200, { 'content-type': 'application/json', 'request-id': `req_fake_${requests.length}` });
      response.end(JSON.stringify(next.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    connection: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    answer: (...answers) => void queue.push(...answers),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
