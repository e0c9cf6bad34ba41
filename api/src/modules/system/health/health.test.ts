import { HealthSchema } from 'shared-contracts/common';
import { api } from 'shared-contracts/paths';
import * as v from 'valibot';
import { createApp } from '../../../app';
import { loadEnv } from '../../../env';
import { manualClock } from '../../../lib/clock';
import { testDatabases } from '../../../test/databases';
import { useTestDatabase } from '../../../test/harness';

describe.each(testDatabases())('health on $name', (spec) => {
  const ctx = useTestDatabase(spec, { seed: false });

  test('reports ok and which database answers', async () => {
    const t = ctx.app();
    const response = await t.request(api.health.path());
    expect(response.status).toBe(200);
    expect(v.parse(HealthSchema, await response.json())).toEqual({ status: 'ok', database: spec.name, version: expect.any(String) });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  test('reports degraded with 503 when the database does not answer', async () => {
    const handle = await spec.open({ seed: false });
    const app = createApp({ db: handle.db, env: loadEnv({ NODE_ENV: 'test' }), clock: manualClock(), dbKind: handle.kind });
    await handle.close();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await app.request(api.health.path());
      expect(response.status).toBe(503);
      expect((await response.json()).status).toBe('degraded');
      expect(errors).toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});
