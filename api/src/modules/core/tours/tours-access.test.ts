import { Policy, Role } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { createApp } from '../../../app';
import type { Db } from '../../../db/client';
import { loadEnv } from '../../../env';
import { manualClock } from '../../../lib/clock';
import { routeAccessTable } from '../../auth/access/route-access';

/** Calls of the supplier's product settings and the reads every product form needs: no activity policy. */
const SUPPLIER_CALLS = new Set<string>([
  'commissionCategories',
  'taxCategories',
  'selectTags',
  'selectServiceCategories',
  'selectCategoryParents',
  'selectCategoryChildren',
  'createFeature',
  'feature',
  'updateFeature',
  'deleteFeature',
  'features',
]);

describe('every activity call is mounted at its contract path, asking what the supplier area’s pages ask', () => {
  const env = loadEnv({ NODE_ENV: 'test', WEB_ROOT: '/nonexistent/web', REMOTES_DIR: '/nonexistent/remotes' });
  // Building the app touches no database.
  const table = routeAccessTable(createApp({ db: {} as Db, env, clock: manualClock(), dbKind: 'pglite' }));

  test.each(Object.entries(api.tours))('%s', (name, call) => {
    const roles = [Role.Supplier, Role.Admin];
    const expected = SUPPLIER_CALLS.has(name) ? { kind: 'panel', roles } : { kind: 'panel', roles, policies: [Policy.ACTIVITY_MODULE] };
    for (const path of [call.pattern, `/gateway${call.pattern}`]) {
      const routes = table.filter((route) => route.method === call.method && route.path === path);
      expect({ path, routes }).toEqual({ path, routes: [{ method: call.method, path, access: expected, declaredFirst: true }] });
    }
  });
});
