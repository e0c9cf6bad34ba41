/**
 * The HTTP client every frontend uses (ky). It owns the session rules of spec 000 §4.2 and the error mapping of
 * §8, so no remote re-implements them:
 * - every call sends APP-LOCALE and the cookies; panel calls also the in-memory bearer token when there is one
 *   (without it the server reads the HttpOnly access cookie);
 * - a panel 401 refreshes the token once, shared by all concurrent 401s and serialised across tabs with a Web Lock,
 *   then retries the call once. If the refresh is refused the session ends: the session atoms and the hint cookie
 *   are cleared, the "No Token found!" alert goes to `onAlert` (default: the store's toast queue, which the shell
 *   renders) and the user is sent to /{lang}/login;
 * - a panel 403 goes to /{lang}/npanel/403, a customer 401 to the customer login;
 * - every failure rejects with ApiError whose message is the server's, else the status mapping.
 * The alert travels through `onAlert` rather than a `?reason=` query because the shell navigates inside the SPA,
 * so the store (and its toast) survives; a query would also linger in the address bar and re-show on reload.
 */
import ky, { type KyInstance } from 'ky';
import { TokenAnswerSchema } from 'shared-contracts/auth';
import { ErrorEnvelopeSchema, type ErrorEnvelope } from 'shared-contracts/common';
import type { Locale } from 'shared-contracts/constants';
import { ApiError, codeForStatus, ErrorCode, resolveErrorMessage, statusMessageId } from 'shared-contracts/errors';
import { api, type HttpMethod } from 'shared-contracts/paths';
import * as v from 'shared-contracts/valibot';
// The other runtime subpaths by package name: a relative import would bundle a copy of them into this module's
// chunk, and a remote falling back to its own copy of shared-runtime/http would then get a second session store.
import { translate, type MessageId } from 'shared-runtime/i18n';
import {
  accessTokenAtom,
  clearSession,
  customerTokenAtom,
  localeAtom,
  pushAlert,
  sessionStore,
  type AlertInput,
  type SessionStore,
} from 'shared-runtime/session';
import type { RedirectTarget } from './redirect-targets';

/** panel: the back office (bearer + refresh); customer: the guest reservation area; public: no session at all. */
export type CallKind = 'panel' | 'customer' | 'public';

export const REFRESH_LOCK_NAME = 'wayhub-token-refresh';

export interface HttpClientOptions {
  /** Origin of the API; '' (the default) means the page's own origin. Tests pass http://127.0.0.1:<port>. */
  baseUrl?: string;
  /** A fetch implementation; defaults to the global one at call time. */
  fetch?: typeof globalThis.fetch;
  store?: SessionStore;
  /** Where the client sends the user; the shell passes its router's navigate. Default: window.location.assign. */
  navigate?: (path: string) => void;
  /** How the session-ended alert is shown. Default: pushed onto the store's toast queue. */
  onAlert?: (alert: AlertInput) => void;
  timeoutMs?: number;
}

export interface CallOptions {
  kind?: CallKind;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Body for a DELETE (other methods take it as an argument). */
  json?: unknown;
}

type Schema = v.GenericSchema;

export interface HttpClient {
  get<S extends Schema>(path: string, schema: S, options?: CallOptions): Promise<v.InferOutput<S>>;
  post<S extends Schema>(path: string, json: unknown, schema: S, options?: CallOptions): Promise<v.InferOutput<S>>;
  put<S extends Schema>(path: string, json: unknown, schema: S, options?: CallOptions): Promise<v.InferOutput<S>>;
  patch<S extends Schema>(path: string, json: unknown, schema: S, options?: CallOptions): Promise<v.InferOutput<S>>;
  delete<S extends Schema>(path: string, schema: S, options?: CallOptions): Promise<v.InferOutput<S>>;
  request<S extends Schema>(method: HttpMethod, path: string, schema: S, options?: CallOptions): Promise<v.InferOutput<S>>;
  /** For a request the client cannot send itself (an XMLHttpRequest upload, for its progress events). */
  prepare(path: string, kind?: CallKind): PreparedRequest;
}

/** The URL and session headers of a call; after a 401, `retryHeaders` refreshes as the client would (once, shared). */
export interface PreparedRequest {
  url: string;
  headers: Record<string, string>;
  retryHeaders(): Promise<Record<string, string>>;
}

/** Calls whose 401/403 mean "wrong credentials" or "no session", never "refresh and retry" or "access denied". */
const SESSION_CALLS: readonly string[] = [api.auth.login.pattern, api.auth.logout.pattern, api.auth.refreshToken.pattern];

function pathOnly(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

const redirectTargets = () => import(/* webpackChunkName: "http-redirects" */ './redirect-targets').then((m) => m.REDIRECT_TARGETS);

function defaultNavigate(path: string): void {
  window.location.assign(path);
}

function lockManager(): LockManager | undefined {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return undefined;
  return navigator.locks ?? undefined;
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const store = options.store ?? sessionStore;
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const navigate = options.navigate ?? defaultNavigate;
  const onAlert = options.onAlert ?? ((alert: AlertInput) => void pushAlert(alert, store));
  const http: KyInstance = ky.create({
    credentials: 'include',
    // Retries are decided here (the one refresh-and-retry); ky's own retry would repeat failed writes.
    retry: 0,
    throwHttpErrors: false,
    timeout: options.timeoutMs ?? 30_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const locale = (): Locale => store.get(localeAtom);
  const message = (id: MessageId) => translate(locale(), id);

  function networkError(cause: unknown): ApiError {
    return new ApiError({
      status: 0,
      code: ErrorCode.NETWORK_ERROR,
      message: message(statusMessageId(undefined)),
      messageId: statusMessageId(undefined),
      cause,
    });
  }

  async function send(
    method: HttpMethod,
    path: string,
    json: unknown,
    callOptions: CallOptions,
    bearer: string | null,
  ): Promise<Response> {
    const headers: Record<string, string> = { ...callOptions.headers, 'APP-LOCALE': locale() };
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    try {
      return await http(baseUrl + path, {
        method,
        headers,
        ...(json === undefined ? {} : { json }),
        ...(callOptions.signal ? { signal: callOptions.signal } : {}),
      });
    } catch (error) {
      // The caller cancelled (unmount, new search): that is not a failure to report.
      if (callOptions.signal?.aborted) throw error;
      throw networkError(error);
    }
  }

  /** Navigates once the target's href is known, so a caller that awaits the failure sees the navigation done. */
  async function redirect(target: RedirectTarget): Promise<void> {
    const lang = locale();
    try {
      navigate((await redirectTargets())[target](lang));
    } catch (error) {
      // The targets' chunk did not load: the caller still gets the ApiError to show, only the page stays.
      console.error('Could not load where to redirect', error);
    }
  }

  async function endSession(): Promise<ApiError> {
    clearSession(store);
    onAlert({ status: 'error', messageId: 'errors.noTokenFound' });
    await redirect('login');
    return new ApiError({
      status: 401,
      code: ErrorCode.NO_TOKEN,
      message: message('errors.noTokenFound'),
      messageId: 'errors.noTokenFound',
      handled: true,
    });
  }

  async function runRefresh(): Promise<string> {
    let response: Response;
    try {
      response = await http(baseUrl + api.auth.refreshToken.path(), {
        method: 'POST',
        headers: { 'APP-LOCALE': locale() },
        // The refresh token travels as its HttpOnly cookie, never in script.
        json: {},
      });
    } catch (error) {
      // No answer says nothing about the session; keep it, so the user can retry once the network is back.
      throw networkError(error);
    }
    if (response.ok) {
      const parsed = v.safeParse(TokenAnswerSchema, await response.json().catch(() => undefined));
      if (parsed.success) {
        store.set(accessTokenAtom, parsed.output.data.access_token);
        return parsed.output.data.access_token;
      }
    }
    throw await endSession();
  }

  let refreshing: Promise<string> | null = null;

  /**
   * The token to retry with. Single-flight: concurrent 401s share one refresh. A 401 that lands after another
   * refresh already replaced the token it was sent with just retries with the new one.
   */
  function refreshedToken(sentWith: string | null): Promise<string> {
    const current = store.get(accessTokenAtom);
    if (current && current !== sentWith) return Promise.resolve(current);
    if (!refreshing) {
      const locks = lockManager();
      // Across tabs: the refresh token rotates, and presenting a spent one revokes the whole family (reuse
      // detection). The lock makes a second tab wait and then refresh with the cookie the first tab received.
      const run = locks ? locks.request(REFRESH_LOCK_NAME, runRefresh) : runRefresh();
      refreshing = run.finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  async function readEnvelope(response: Response): Promise<ErrorEnvelope | null> {
    const body: unknown = await response.json().catch(() => null);
    const parsed = v.safeParse(ErrorEnvelopeSchema, body);
    return parsed.success ? parsed.output : null;
  }

  async function failure(response: Response, kind: CallKind, sessionCall: boolean): Promise<ApiError> {
    const envelope = await readEnvelope(response);
    const { status } = response;
    let handled = false;
    if (kind === 'panel' && status === 403 && !sessionCall) {
      await redirect('accessDenied');
      handled = true;
    }
    if (kind === 'customer' && status === 401) {
      store.set(customerTokenAtom, null);
      await redirect('customerLogin');
      handled = true;
    }
    const fromServer = Boolean(envelope?.message.trim());
    return new ApiError({
      status,
      code: envelope?.code ?? codeForStatus(status),
      message: resolveErrorMessage({ status, serverMessage: envelope?.message }, message),
      ...(fromServer ? {} : { messageId: statusMessageId(status) }),
      ...(envelope?.issues ? { issues: envelope.issues } : {}),
      handled,
    });
  }

  async function parseAnswer<S extends Schema>(response: Response, schema: S): Promise<v.InferOutput<S>> {
    const text = await response.text();
    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch (error) {
      throw invalidAnswer(response.status, error);
    }
    const parsed = v.safeParse(schema, body);
    if (!parsed.success) throw invalidAnswer(response.status, parsed.issues);
    return parsed.output;
  }

  function invalidAnswer(status: number, cause: unknown): ApiError {
    return new ApiError({
      status,
      code: ErrorCode.INVALID_RESPONSE,
      message: message('errors.somethingWentWrong'),
      messageId: 'errors.somethingWentWrong',
      cause,
    });
  }

  function bearerFor(kind: CallKind): string | null {
    if (kind === 'panel') return store.get(accessTokenAtom);
    if (kind === 'customer') return store.get(customerTokenAtom);
    return null;
  }

  async function request<S extends Schema>(
    method: HttpMethod,
    path: string,
    schema: S,
    callOptions: CallOptions = {},
  ): Promise<v.InferOutput<S>> {
    const kind = callOptions.kind ?? 'panel';
    const sessionCall = SESSION_CALLS.includes(pathOnly(path));
    const sentWith = bearerFor(kind);
    let response = await send(method, path, callOptions.json, callOptions, sentWith);
    if (response.status === 401 && kind === 'panel' && !sessionCall) {
      const token = await refreshedToken(sentWith);
      // Exactly one retry: whatever it answers is final, a second 401 included.
      response = await send(method, path, callOptions.json, callOptions, token);
    }
    if (!response.ok) throw await failure(response, kind, sessionCall);
    return parseAnswer(response, schema);
  }

  return {
    request,
    get: (path, schema, o) => request('GET', path, schema, o),
    delete: (path, schema, o) => request('DELETE', path, schema, o),
    post: (path, json, schema, o) => request('POST', path, schema, { ...o, json }),
    put: (path, json, schema, o) => request('PUT', path, schema, { ...o, json }),
    patch: (path, json, schema, o) => request('PATCH', path, schema, { ...o, json }),
    prepare(path, kind = 'panel') {
      const sentWith = bearerFor(kind);
      const headersWith = (bearer: string | null): Record<string, string> => ({
        'APP-LOCALE': locale(),
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      });
      return {
        url: baseUrl + path,
        headers: headersWith(sentWith),
        retryHeaders: async () => headersWith(kind === 'panel' ? await refreshedToken(sentWith) : sentWith),
      };
    },
  };
}

let shared: HttpClient | null = null;

/** The shell configures the one shared client at start-up (with its router's navigate); remotes then use it. */
export function configureHttpClient(options: HttpClientOptions): HttpClient {
  shared = createHttpClient(options);
  return shared;
}

let scoped: (() => HttpClient | undefined) | null = null;

/**
 * Server rendering (ADR 0034): the shell's renderer answers with the client of the request being rendered (it keeps
 * one per request in Node's async context), so concurrent renders never share a locale or a fetch. Browsers never
 * call this.
 */
export function setHttpClientScope(resolve: (() => HttpClient | undefined) | null): void {
  scoped = resolve;
}

export function getHttpClient(): HttpClient {
  const inScope = scoped?.();
  if (inScope) return inScope;
  shared ??= createHttpClient();
  return shared;
}
