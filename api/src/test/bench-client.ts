/**
 * The benches' way in: the whole app in process on a bench's database, and a panel user's bearer token (a demo
 * account of the seed). Calls go through `app.request`, so a figure is the API's own time, without a socket.
 */
import { api } from 'shared-contracts/paths';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { loadEnv } from '../env';
import { systemClock } from '../lib/clock';

export async function benchPanelClient(handle: DatabaseHandle, email = 'supplier@wayhub.test') {
  const app = createApp({ db: handle.db, env: loadEnv({ NODE_ENV: 'test', PORT: '8080' }), clock: systemClock, dbKind: handle.kind });
  const login = await app.request(api.auth.login.path(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'wayhub-demo' }),
  });
  if (!login.ok) throw new Error(`bench login as ${email}: HTTP ${login.status}`);
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  /** A call to make (and time) later; a JSON body when given. */
  const call = (method: string, path: string, body?: unknown) => () =>
    app.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { app, headers, call };
}
