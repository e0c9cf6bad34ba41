/** Every checkout call is public (the visitor has no session) and carries `site_id` (spec 002 §7.3). */
import { getHttpClient, type CallOptions, type HttpClient } from 'shared-runtime/http';

export const PUBLIC = { kind: 'public' } as const satisfies CallOptions;

export function http(): HttpClient {
  return getHttpClient();
}

/** Public call options with extra headers (Idempotency-Key, the terminal connection secret). */
export function publicWith(headers: Record<string, string>, json?: unknown): CallOptions {
  return { kind: 'public', headers, ...(json === undefined ? {} : { json }) };
}
