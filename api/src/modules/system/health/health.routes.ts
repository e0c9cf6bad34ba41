import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { HealthSchema } from 'shared-contracts/common';
import { api } from 'shared-contracts/paths';
import packageJson from '../../../../package.json';
import type { Db, DbKind } from '../../../db/client';
import { toDto } from '../../../lib/validation';
import { access } from '../../auth/access/access';

export function healthRoutes({ db, dbKind }: { db: Db; dbKind: DbKind }) {
  return new Hono().get(api.health.pattern, access.public, async (c) => {
    let ok = true;
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      ok = false;
      console.error('[health] database check failed:', error);
    }
    const body = toDto(HealthSchema, { status: ok ? 'ok' : 'degraded', database: dbKind, version: packageJson.version });
    c.header('Cache-Control', 'no-store');
    return c.json(body, ok ? 200 : 503);
  });
}
