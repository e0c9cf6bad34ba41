import { LOCALES } from 'shared-contracts/constants';
import { LocaleListAnswerSchema } from 'shared-contracts/locales';
import { api } from 'shared-contracts/paths';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { languages } from '../../../db/schema/core';
import { testDatabases } from '../../../test/databases';
import { useTestDatabase } from '../../../test/harness';

describe.each(testDatabases())('languages on $name', (spec) => {
  const ctx = useTestDatabase(spec, { seed: false });

  test('lists the 14 locales publicly, default language first, on the gateway and the core path', async () => {
    const t = ctx.app();
    const response = await t.request(api.locales.list.path());
    expect(response.status).toBe(200);
    const body = v.parse(LocaleListAnswerSchema, await response.json());
    expect(body.data.map((entry) => entry.code)).toEqual([...LOCALES]);
    expect(body.data.find((entry) => entry.code === 'no')?.name).toBe('Norsk');
    expect(await (await t.request('/core/v1/langs')).json()).toEqual(body);
  });

  test('an inactive language is left out', async () => {
    const t = ctx.app();
    await t.handle.db.update(languages).set({ isActive: false }).where(eq(languages.code, 'bg'));
    try {
      const body = await (await t.request(api.locales.list.path())).json();
      expect(body.data.map((entry: { code: string }) => entry.code)).not.toContain('bg');
      expect(body.data).toHaveLength(13);
    } finally {
      await t.handle.db.update(languages).set({ isActive: true }).where(eq(languages.code, 'bg'));
    }
  });
});
