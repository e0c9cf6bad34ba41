// Must load before ky: jsdom has no fetch/Request/Response of its own.
import 'shared-contracts/testing/dom-fetch';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStore } from 'jotai';
import { COOKIES } from 'shared-contracts/constants';
import { ApiError } from 'shared-contracts/errors';
import { api } from 'shared-contracts/paths';
import { createPartner } from 'shared-contracts/testing';
import { CurrentUserAnswerSchema } from 'shared-contracts/users';
import * as v from 'shared-contracts/valibot';
import { loadCatalogue } from '../i18n/intl';
import {
  accessTokenAtom,
  alertsAtom,
  currentUserAtom,
  localeAtom,
  selectedSiteIdAtom,
  type AlertInput,
  type SessionStore,
} from '../session/store';
import { readCookie, writeCookie } from '../session/cookies';
import { createHttpClient, REFRESH_LOCK_NAME, type HttpClientOptions } from './client';

const SESSION_TIMEOUT = "You've been logged out due to session time out. Kindly log back in for contined access.";

interface Seen {
  method: string;
  url: string;
  locale: string | undefined;
  authorization: string | undefined;
  body: string;
}

/** A small stand-in for the API: real HTTP on 127.0.0.1, answering like the contract says. */
class TestApi {
  server!: Server;
  seen: Seen[] = [];
  validToken = 'token-1';
  refreshCalls = 0;
  refreshInFlight = 0;
  maxRefreshInFlight = 0;
  refreshFails = false;
  refreshDelayMs = 30;
  private tokenSequence = 1;
  user = createPartner();

  reset(): void {
    this.seen = [];
    this.refreshCalls = 0;
    this.maxRefreshInFlight = 0;
    this.refreshFails = false;
    this.tokenSequence = 1;
    this.validToken = 'token-1';
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  calls(path: string): Seen[] {
    return this.seen.filter((call) => call.url === path);
  }

  start(): Promise<void> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => void this.handle(req, res, body));
    });
    return new Promise((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private authorised(req: IncomingMessage): boolean {
    return req.headers.authorization === `Bearer ${this.validToken}`;
  }

  private async handle(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    const url = req.url ?? '';
    this.seen.push({
      method: req.method ?? '',
      url,
      locale: req.headers['app-locale'] as string | undefined,
      authorization: req.headers.authorization,
      body,
    });
    const unauthenticated = () => this.json(res, 401, { message: 'Unauthenticated', code: 'UNAUTHENTICATED' });

    if (url === api.auth.refreshToken.path()) {
      this.refreshCalls += 1;
      this.refreshInFlight += 1;
      this.maxRefreshInFlight = Math.max(this.maxRefreshInFlight, this.refreshInFlight);
      await new Promise((resolve) => setTimeout(resolve, this.refreshDelayMs));
      this.refreshInFlight -= 1;
      if (this.refreshFails) return this.json(res, 401, { message: '', code: 'NO_TOKEN' });
      this.tokenSequence += 1;
      this.validToken = `token-${this.tokenSequence}`;
      return this.json(res, 200, { data: { access_token: this.validToken, token_type: 'Bearer', expires_in: 900 } });
    }
    if (url === api.auth.login.path()) {
      return this.json(res, 401, { message: 'The e-mail or password is incorrect.', code: 'INVALID_CREDENTIALS' });
    }
    if (url === api.users.current.path()) {
      // Slow enough that concurrent calls are all in flight before the first 401 comes back.
      await new Promise((resolve) => setTimeout(resolve, 10));
      return this.authorised(req) ? this.json(res, 200, { data: this.user }) : unauthenticated();
    }
    if (url === '/always-401') return unauthenticated();
    if (url === '/forbidden') return this.json(res, 403, { message: '', code: 'FORBIDDEN' });
    if (url === '/customer/bookings') return this.json(res, 401, { message: '', code: 'UNAUTHENTICATED' });
    if (url === '/archived') return this.json(res, 409, { message: 'This tour is archived.', code: 'CONFLICT' });
    if (url === '/bare-400') {
      res.writeHead(400);
      return void res.end();
    }
    if (url === '/bare-500') {
      res.writeHead(500, { 'content-type': 'text/html' });
      return void res.end('<h1>oops</h1>');
    }
    if (url === '/wrong-shape') return this.json(res, 200, { data: { id: 'seven' } });
    if (url === '/drop') return void req.socket.destroy();
    if (url === '/echo') return this.json(res, 200, { data: { received: JSON.parse(body || 'null') } });
    return this.json(res, 404, { message: '', code: 'NOT_FOUND' });
  }
}

const testApi = new TestApi();
beforeAll(() => testApi.start());
afterAll(() => testApi.stop());

let store: SessionStore;
let navigations: string[];
let alerts: AlertInput[];

function client(extra: Partial<HttpClientOptions> = {}) {
  return createHttpClient({
    baseUrl: testApi.baseUrl,
    store,
    navigate: (path) => navigations.push(path),
    onAlert: (alert) => alerts.push(alert),
    ...extra,
  });
}

beforeEach(async () => {
  testApi.reset();
  store = createStore();
  store.set(localeAtom, 'no');
  // Norwegian loads on demand; the messages below are asserted in it, so wait for it rather than for the calls.
  await loadCatalogue('no');
  navigations = [];
  alerts = [];
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('every call', () => {
  it('sends APP-LOCALE with the current locale, and the bearer token on panel calls', async () => {
    store.set(accessTokenAtom, 'token-1');
    const answer = await client().get(api.users.current.path(), CurrentUserAnswerSchema);
    expect(answer.data.email).toBe(testApi.user.email);
    expect(testApi.seen[0]).toMatchObject({ method: 'GET', locale: 'no', authorization: 'Bearer token-1' });
  });

  it('sends no bearer on public calls even when a token is held', async () => {
    store.set(accessTokenAtom, 'token-1');
    store.set(localeAtom, 'sv');
    await client().post('/echo', { q: 1 }, v.object({ data: v.object({ received: v.unknown() }) }), { kind: 'public' });
    expect(testApi.seen[0]).toMatchObject({ locale: 'sv', authorization: undefined, body: '{"q":1}' });
  });

  it('rejects an answer that does not match the schema', async () => {
    const error = await failureOf(client().get('/wrong-shape', v.object({ data: v.object({ id: v.number() }) })));
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.message).toBe('Noe gikk galt');
  });
});

describe('token refresh on a panel 401', () => {
  it('refreshes once for three concurrent 401s, and all three succeed on retry with the new token', async () => {
    store.set(accessTokenAtom, 'expired');
    const http = client();
    const answers = await Promise.all([
      http.get(api.users.current.path(), CurrentUserAnswerSchema),
      http.get(api.users.current.path(), CurrentUserAnswerSchema),
      http.get(api.users.current.path(), CurrentUserAnswerSchema),
    ]);
    expect(answers.map((answer) => answer.data.id)).toEqual([testApi.user.id, testApi.user.id, testApi.user.id]);
    expect(testApi.refreshCalls).toBe(1);
    expect(store.get(accessTokenAtom)).toBe('token-2');
    const userCalls = testApi.calls(api.users.current.path());
    expect(userCalls.filter((call) => call.authorization === 'Bearer expired')).toHaveLength(3);
    expect(userCalls.filter((call) => call.authorization === 'Bearer token-2')).toHaveLength(3);
    const refresh = testApi.calls(api.auth.refreshToken.path())[0];
    expect(refresh).toMatchObject({ method: 'POST', body: '{}', authorization: undefined });
    expect(navigations).toEqual([]);
  });

  it('refreshes when no token is held in memory (the cookie carried it) and then sends the new one', async () => {
    await client().get(api.users.current.path(), CurrentUserAnswerSchema);
    expect(testApi.refreshCalls).toBe(1);
    expect(testApi.calls(api.users.current.path()).map((call) => call.authorization)).toEqual([undefined, 'Bearer token-2']);
  });

  it('does not refresh a second time when the retry is refused too', async () => {
    store.set(accessTokenAtom, 'token-1');
    const error = await failureOf(client().get('/always-401', v.unknown()));
    expect(testApi.refreshCalls).toBe(1);
    expect(testApi.calls('/always-401')).toHaveLength(2);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Unauthenticated');
    // Nothing was done for the user (no redirect): the caller still reports it.
    expect(error.handled).toBe(false);
  });

  it('does not refresh for a refused login: the server message reaches the form', async () => {
    const error = await failureOf(client().post(api.auth.login.path(), { email: 'a@b.c', password: 'x' }, v.unknown()));
    expect(testApi.refreshCalls).toBe(0);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS', message: 'The e-mail or password is incorrect.' });
    expect(navigations).toEqual([]);
  });

  it('ends the session when the refresh is refused: clears it and goes to login with "No Token found!"', async () => {
    testApi.refreshFails = true;
    store.set(accessTokenAtom, 'expired');
    store.set(currentUserAtom, testApi.user);
    store.set(selectedSiteIdAtom, 12);
    writeCookie(COOKIES.sessionHint.name, '1');
    const http = client();
    const errors = await Promise.all([
      failureOf(http.get(api.users.current.path(), CurrentUserAnswerSchema)),
      failureOf(http.get(api.users.current.path(), CurrentUserAnswerSchema)),
    ]);
    expect(errors.map((error) => error.code)).toEqual(['NO_TOKEN', 'NO_TOKEN']);
    // Already told and redirected: callers must not alert again.
    expect(errors.map((error) => error.handled)).toEqual([true, true]);
    expect(errors[0]?.message).toBe('Ingen token funnet!');
    expect(testApi.refreshCalls).toBe(1);
    expect(navigations).toEqual(['/no/login']);
    expect(alerts).toEqual([{ status: 'error', messageId: 'errors.noTokenFound' }]);
    expect(store.get(accessTokenAtom)).toBeNull();
    expect(store.get(currentUserAtom)).toBeNull();
    expect(store.get(selectedSiteIdAtom)).toBe(-1);
    expect(readCookie(COOKIES.sessionHint.name)).toBeNull();
  });

  it('by default shows the session-ended alert through the store toast queue', async () => {
    testApi.refreshFails = true;
    await failureOf(createHttpClient({ baseUrl: testApi.baseUrl, store, navigate: () => {} }).get('/always-401', v.unknown()));
    expect(store.get(alertsAtom)).toEqual([expect.objectContaining({ status: 'error', messageId: 'errors.noTokenFound' })]);
  });

  it(`holds the Web Lock "${REFRESH_LOCK_NAME}" while refreshing, so two tabs never refresh at once`, async () => {
    const requested: string[] = [];
    let queue: Promise<unknown> = Promise.resolve();
    // A minimal exclusive LockManager: jsdom has none. Each request waits for the previous holder.
    const locks = {
      request: (name: string, callback: () => Promise<unknown>) => {
        requested.push(name);
        const run = queue.then(() => callback());
        queue = run.catch(() => undefined);
        return run;
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      const tabA = client({ store: createStore() });
      const tabB = client({ store: createStore() });
      const [a, b] = await Promise.all([
        tabA.get(api.users.current.path(), CurrentUserAnswerSchema),
        tabB.get(api.users.current.path(), CurrentUserAnswerSchema),
      ]);
      expect(a.data.id).toBe(testApi.user.id);
      expect(b.data.id).toBe(testApi.user.id);
      expect(requested).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);
      expect(testApi.maxRefreshInFlight).toBe(1);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });
});

describe('redirects', () => {
  it('sends a panel 403 to the access-denied page of the current language', async () => {
    const error = await failureOf(client().get('/forbidden', v.unknown()));
    expect(navigations).toEqual(['/no/npanel/403']);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'Ingen tilgang', handled: true });
  });

  it('sends a customer 401 to the customer login, without a panel refresh', async () => {
    store.set(localeAtom, 'en');
    const error = await failureOf(client().get('/customer/bookings', v.unknown(), { kind: 'customer' }));
    expect(navigations).toEqual(['/en/customer-reservation/login']);
    expect(testApi.refreshCalls).toBe(0);
    expect(error.message).toBe('Unauthenticated');
    expect(error.handled).toBe(true);
  });

  it('does not redirect a public 403 or refresh a public 401', async () => {
    const forbidden = await failureOf(client().get('/forbidden', v.unknown(), { kind: 'public' }));
    await failureOf(client().get('/always-401', v.unknown(), { kind: 'public' }));
    expect(navigations).toEqual([]);
    // Nothing was done for the user, so the caller still has to tell them.
    expect(forbidden.handled).toBe(false);
    expect(testApi.refreshCalls).toBe(0);
  });
});

describe('error messages', () => {
  it('prefers the server message', async () => {
    const error = await failureOf(client().get('/archived', v.unknown()));
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', message: 'This tour is archived.' });
    expect(error.messageId).toBeUndefined();
  });

  it('maps a bare status when there is no envelope', async () => {
    store.set(localeAtom, 'en');
    expect(await failureOf(client().get('/bare-400', v.unknown()))).toMatchObject({ status: 400, code: 'BAD_REQUEST', message: 'Bad request' });
    expect(await failureOf(client().get('/bare-500', v.unknown()))).toMatchObject({ status: 500, message: 'Something went wrong' });
  });

  it('gives the session-timeout message when no answer arrives', async () => {
    store.set(localeAtom, 'en');
    const dropped = await failureOf(client().get('/drop', v.unknown()));
    expect(dropped).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: SESSION_TIMEOUT });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const refused = await failureOf(client({ baseUrl: deadUrl }).get('/anything', v.unknown()));
    expect(refused.message).toBe(SESSION_TIMEOUT);
  });
});
