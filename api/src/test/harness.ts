import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../db/client';
import { createApp, type App } from '../app';
import { type Env, loadEnv } from '../env';
import { manualClock, type ManualClock } from '../lib/clock';
import { createSimulatedProvider, type SimulatedPaymentProvider } from '../modules/payments/simulated-provider';
import type { TestDatabaseSpec } from './databases';

/** Minimal cookie jar: keeps what Set-Cookie gives and sends it back, as a browser on one host would. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/;\s*max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface TestApp {
  app: App;
  env: Env;
  clock: ManualClock;
  handle: DatabaseHandle;
  /** This app's simulated payment provider (on the app's clock, with the demo reader registered). */
  payments: SimulatedPaymentProvider;
  request(pathname: string, init?: RequestInit): Promise<Response>;
  /** POST JSON with a browser-like same-origin request, unless headers say otherwise. */
  post(pathname: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  login(email: string, password?: string, headers?: Record<string, string>): Promise<{ response: Response; jar: CookieJar; token: string }>;
}

export const DEMO = {
  password: 'wayhub-demo',
  admin: 'admin@wayhub.test',
  supplier: 'supplier@wayhub.test',
  partner: 'partner@wayhub.test',
  duo: 'duo@wayhub.test',
  newbie: 'newbie@wayhub.test',
  blocked: 'blocked@wayhub.test',
  operator: 'operator@wayhub.test',
} as const;

let clockOffsetDays = 0;

/**
 * Opens the spec's database once for the enclosing describe block and closes it afterwards. Each `app()` call
 * builds a fresh app with its own manual clock, a day later than the previous one: audit-log rate-limit windows
 * of one test never reach into the next, even though the tests share a database.
 */
export function useTestDatabase(spec: TestDatabaseSpec, options: { seed?: boolean } = {}) {
  let handle: DatabaseHandle | undefined;
  const tmpDirs: string[] = [];

  beforeAll(async () => {
    handle = await spec.open(options);
  });
  afterAll(async () => {
    await handle?.close();
    for (const dir of tmpDirs) rmSync(dir, { recursive: true, force: true });
  });

  return {
    get handle(): DatabaseHandle {
      if (!handle) throw new Error('database not open yet (use inside a test)');
      return handle;
    },
    app(envOverrides: Record<string, string> = {}): TestApp {
      if (!handle) throw new Error('database not open yet (use inside a test)');
      const scratch = mkdtempSync(path.join(os.tmpdir(), 'wayhub-api-test-'));
      tmpDirs.push(scratch);
      const env = loadEnv({
        NODE_ENV: 'test',
        WEB_ROOT: path.join(scratch, 'web'),
        REMOTES_DIR: path.join(scratch, 'remotes'),
        TRUST_PROXY: 'true',
        // No shell server build in a scratch web root; the server render has its own tests (web/ssr).
        SERVER_RENDER: 'off',
        ...envOverrides,
      });
      clockOffsetDays += 1;
      const clock = manualClock(new Date(Date.now() + clockOffsetDays * 24 * 60 * 60 * 1000));
      const payments = createSimulatedProvider({ clock });
      payments.simulation.registerDemoReader();
      const app = createApp({ db: handle.db, env, clock, dbKind: handle.kind, payments });
      const request = (pathname: string, init?: RequestInit) => Promise.resolve(app.request(pathname, init));
      const post = (pathname: string, body?: unknown, headers: Record<string, string> = {}) =>
        request(pathname, {
          method: 'POST',
          headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      return {
        app,
        env,
        clock,
        handle,
        payments,
        request,
        post,
        async login(email, password = DEMO.password, headers = {}) {
          const response = await post('/nauth/npanel/login', { email, password }, headers);
          const jar = new CookieJar();
          jar.store(response);
          const body = (await response.clone().json()) as { data?: { access_token?: string } };
          return { response, jar, token: body.data?.access_token ?? '' };
        },
      };
    },
  };
}
