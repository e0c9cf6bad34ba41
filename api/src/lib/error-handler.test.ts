import { inspect } from 'node:util';
import { sql } from 'drizzle-orm';
import { api } from 'shared-contracts/paths';
import { manualClock } from './clock';
import { oneTestDatabase } from '../test/databases';
import { DEMO, useTestDatabase } from '../test/harness';
import { findJob } from '../modules/system/jobs/jobs.repo';
import { createJobQueue, createJobWorker } from '../modules/system/jobs/jobs.service';

/** What a guest typed at checkout: none of it may reach a log line. */
const GUEST = { email: 'kari.nordmann@example.test', phone: '41234567', name: 'Kari Nordmann' };

describe.each(oneTestDatabase())('error answers and error logs on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  describe('the message follows APP-LOCALE', () => {
    const wrongPassword = { email: DEMO.supplier, password: 'not-the-password' };

    test('panel languages (no, sv) get their own text; an unknown one, or none, gets English', async () => {
      const t = ctx.app();
      const messages: Record<string, unknown> = {};
      for (const locale of ['no', 'sv', 'NO', 'xx', undefined]) {
        const response = await t.post(api.auth.login.path(), wrongPassword, locale === undefined ? {} : { 'APP-LOCALE': locale });
        messages[String(locale)] = [response.status, ((await response.json()) as { message: string }).message];
      }
      expect(messages).toEqual({
        no: [401, 'E-postadressen eller passordet er feil.'],
        sv: [401, 'E-postadressen eller lösenordet är fel.'],
        NO: [401, 'E-postadressen eller passordet er feil.'],
        xx: [401, 'The e-mail or password is incorrect.'],
        undefined: [401, 'The e-mail or password is incorrect.'],
      });
    });

    test('validation issues, a 404 and a refused cross-site call are translated too; the codes stay', async () => {
      const t = ctx.app();
      const invalid = await t.post(api.auth.login.path(), { email: 'nope', password: 'x' }, { 'APP-LOCALE': 'sv' });
      expect(await invalid.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Felaktig begäran',
        issues: [{ path: 'email', message: 'Ange en giltig e-postadress.', code: 'validation.emailInvalid' }],
      });
      const missing = await t.request('/core/v1/nothing-here', { headers: { 'APP-LOCALE': 'no' } });
      expect(await missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Elementet du ba om, ble ikke funnet.' });
      const crossSite = await t.post(api.auth.login.path(), wrongPassword, { 'APP-LOCALE': 'sv', origin: 'https://evil.example' });
      expect(await crossSite.json()).toEqual({ code: 'CROSS_SITE_REQUEST', message: 'Begäran avvisades eftersom den inte kom från den här webbplatsen.' });
    });

    test('a storefront language uses what its catalogue has and English for the rest', async () => {
      const t = ctx.app();
      const invalid = await t.post(api.customer.login.path(), { email: 'nope' }, { 'APP-LOCALE': 'de' });
      expect(await invalid.json()).toMatchObject({ message: 'Ungültige Anfrage', issues: [{ path: 'email', code: 'validation.emailInvalid' }] });
      const wrong = await t.post(api.auth.login.path(), wrongPassword, { 'APP-LOCALE': 'de' });
      expect(((await wrong.json()) as { message: string }).message).toBe('The e-mail or password is incorrect.');
    });
  });

  describe('logs of failed queries', () => {
    const leaks = (text: string) => Object.values(GUEST).filter((value) => text.includes(value));
    /** A query that fails in the database with the guest's details as its parameters. */
    const failingQuery = sql`select ${GUEST.email}::int as id, ${GUEST.phone}::text as phone, ${GUEST.name}::text as name`;

    test("a failing query's log line carries its SQL, but none of its parameter values", async () => {
      const t = ctx.app();
      t.app.get('/core/v1/test-failing-query', async () => {
        await t.handle.db.execute(failingQuery);
        return new Response('unreachable');
      });
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const response = await t.request('/core/v1/test-failing-query');
        expect(response.status).toBe(500);
        expect(errors).toHaveBeenCalled();
        const logged = errors.mock.calls.map((args) => args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 5 }))).join(' ')).join('\n');
        expect(logged).toContain('select $1::int as id');
        expect(leaks(logged)).toEqual([]);
      } finally {
        errors.mockRestore();
      }
    });

    test('a job that fails on a query logs and stores the SQL, not the parameters', async () => {
      const clock = manualClock(new Date('2030-01-01T00:00:00Z'));
      const { db } = ctx.handle;
      const lines: string[] = [];
      const log = { error: (line: string) => void lines.push(line), warn: (line: string) => void lines.push(line) };
      const queue = createJobQueue(db, clock);
      const worker = createJobWorker({ db, clock, queue, handlers: { 'test.failing-query': async () => void (await db.execute(failingQuery)) }, log });
      const { id } = await queue.enqueue('test.failing-query', {}, { maxAttempts: 1 });
      await worker.runUntilIdle();
      const stored = (await findJob(db, id))?.lastError ?? '';
      expect(stored).toContain('select $1::int as id');
      expect({ logged: leaks(lines.join('\n')), stored: leaks(stored) }).toEqual({ logged: [], stored: [] });
    });
  });
});
