import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { GeneralStatus, ServiceTypeId } from 'shared-contracts/enums';
import * as v from 'valibot';
import { activityDetails, services, serviceTranslations } from '../../../../db/schema/catalogue';
import { users } from '../../../../db/schema/core';
import type { TestApp } from '../../../../test/harness';

/** The manage tests' own activities: made directly in the database, owned by the demo supplier named. */
export async function createTour(t: TestApp, ownerEmail: string, { name = 'Test tour', timeZone = 'Europe/Oslo', currency = 'NOK' } = {}): Promise<number> {
  const [owner] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, ownerEmail));
  if (!owner) throw new Error(`no user ${ownerEmail}`);
  const slug = `manage-${randomUUID()}`;
  const [row] = await t.handle.db
    .insert(services)
    .values({ serviceType: ServiceTypeId.activities, supplierUserId: owner.id, status: GeneralStatus.Inactive, slug, productCode: slug.slice(0, 20), currency, timeZone })
    .returning({ id: services.id });
  await t.handle.db.insert(serviceTranslations).values([
    { serviceId: row!.id, locale: 'en', name },
    { serviceId: row!.id, locale: 'no', name: `${name} (no)` },
  ]);
  await t.handle.db.insert(activityDetails).values({ serviceId: row!.id });
  return row!.id;
}

export interface Caller {
  token: string;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  del(path: string, body?: unknown): Promise<Response>;
  send(method: string, path: string, init?: { body?: BodyInit; headers?: Record<string, string> }): Promise<Response>;
}

/** A logged-in panel user's calls, with their bearer token. */
export async function caller(t: TestApp, email: string): Promise<Caller> {
  const { token } = await t.login(email);
  const auth = { authorization: `Bearer ${token}` };
  const json = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.request(path, {
      method,
      headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return {
    token,
    get: (path, headers) => json('GET', path, undefined, headers),
    post: (path, body, headers) => json('POST', path, body, headers),
    del: (path, body) => json('DELETE', path, body),
    send: (method, path, init = {}) => t.request(path, { method, headers: { ...auth, ...init.headers }, ...(init.body === undefined ? {} : { body: init.body }) }),
  };
}

/** The answer parsed with its contract schema, after asserting the status (the body shows when it differs). */
export async function answer<T extends v.GenericSchema>(schema: T, response: Response, status = 200): Promise<v.InferOutput<T>> {
  const text = await response.text();
  expect({ status: response.status, text }).toMatchObject({ status });
  return v.parse(schema, JSON.parse(text));
}

/** An error answer: its status, code, message and the paths of its issues. */
export async function failure(response: Response) {
  const body = v.parse(ErrorEnvelopeSchema, await response.json());
  return { status: response.status, code: body.code, message: body.message, paths: (body.issues ?? []).map((i) => i.path), issues: body.issues ?? [] };
}

/** A date `days` after today in Oslo, on the app's clock. */
export const osloDay = (t: TestApp, days = 0) => DateTime.fromJSDate(t.clock.now(), { zone: 'Europe/Oslo' }).plus({ days }).toISODate()!;
