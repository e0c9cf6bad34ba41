/**
 * Customer calls: the shared client sends the in-memory customer token as bearer and, always, the cookies, so the
 * HttpOnly customer_token cookie keeps a reloaded page logged in. A 401 on a `customer` call ends the session and
 * opens the customer login (the client does it).
 */
import { getHttpClient, type CallOptions, type HttpClient } from 'shared-runtime/http';
import { customerTokenAtom, sessionStore } from 'shared-runtime/session';

export const CUSTOMER = { kind: 'customer' } as const satisfies CallOptions;
/** Login calls: no session yet, and their 401 (a refused link) is an answer to show, not a session that ended. */
export const PUBLIC = { kind: 'public' } as const satisfies CallOptions;

export function http(): HttpClient {
  return getHttpClient();
}

export function customerWith(headers: Record<string, string>): CallOptions {
  return { kind: 'customer', headers };
}

/**
 * For a probe whose 401 only means "not logged in": the customer's credentials (token if in memory, cookie always)
 * without the client's 401 handling, which would navigate.
 */
export function customerProbe(): CallOptions {
  const token = sessionStore.get(customerTokenAtom);
  return { kind: 'public', headers: token ? { Authorization: `Bearer ${token}` } : {} };
}
