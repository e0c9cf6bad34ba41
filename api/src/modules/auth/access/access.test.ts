import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ErrorEnvelopeSchema } from 'shared-contracts/common';
import { Policy, Role } from 'shared-contracts/enums';
import { api, type ApiCall } from 'shared-contracts/paths';
import * as v from 'valibot';
import { createApp } from '../../../app';
import type { Db } from '../../../db/client';
import { userPolicies, users } from '../../../db/schema/core';
import { loadEnv } from '../../../env';
import { manualClock } from '../../../lib/clock';
import { handleError } from '../../../lib/error-handler';
import { validate } from '../../../lib/validation';
import { oneTestDatabase } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { createAppSecretsService } from '../../core/app-secrets/app-secrets.service';
import { createUsersService } from '../../core/users/users.service';
import { createRequireCustomer } from '../../customer/auth/require-customer';
import { createAccessTokens } from '../session/access-token';
import { createAuthenticatePanel, type AuthedEnv } from '../session/require-user';
import { type AccessDeclaration, access, installAccessControl } from './access';
import { routeAccessTable } from './route-access';

/** The real app's routes; building it touches no database, so any stand-in will do. */
function appRoutes() {
  const env = loadEnv({ NODE_ENV: 'test', WEB_ROOT: '/nonexistent/web', REMOTES_DIR: '/nonexistent/remotes' });
  return routeAccessTable(createApp({ db: {} as Db, env, clock: manualClock(), dbKind: 'pglite' }));
}

const key = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

describe('every route declares its access', () => {
  const table = appRoutes();

  test('each mounted route carries one access declaration, as its first handler', () => {
    // Some hundred routes: the walk really reached the sub-apps.
    expect(table.length).toBeGreaterThan(100);
    const undeclared = table.filter((route) => !route.access).map(key);
    const declaredLate = table.filter((route) => route.access && !route.declaredFirst).map(key);
    expect({ undeclared, declaredLate }).toEqual({ undeclared: [], declaredLate: [] });
  });

  test('the /gateway mirror asks exactly what the direct path asks', () => {
    const byKey = new Map(table.map((route) => [key(route), route.access]));
    const mirrored = table.filter((route) => route.path.startsWith('/gateway/'));
    expect(mirrored.length).toBeGreaterThan(50);
    for (const route of mirrored) {
      const direct = { method: route.method, path: route.path.slice('/gateway'.length) };
      expect({ route: key(direct), access: byKey.get(key(direct)) }).toEqual({ route: key(direct), access: route.access });
    }
  });

  /**
   * Every route that is not public, with what it asks. A new panel, admin or customer route adds its line here, so a
   * reviewer sees the whole protected surface of the API in one place.
   */
  test('the protected routes and what they ask', () => {
    const partnerSites: AccessDeclaration = { kind: 'panel', roles: [Role.Partner, Role.Operator, Role.Admin] };
    const siteBuilder: AccessDeclaration = { ...partnerSites, policies: [Policy.PARTNER_SITE_BUILDER_POLICY] };
    const supplier: AccessDeclaration = { kind: 'panel', roles: [Role.Supplier, Role.Admin] };
    const activity: AccessDeclaration = { ...supplier, policies: [Policy.ACTIVITY_MODULE] };
    const packages: AccessDeclaration = { ...supplier, policies: [Policy.SUPPLIER_PACKAGE_POLICY] };
    const uploader: AccessDeclaration = { kind: 'panel', roles: [Role.Supplier, Role.Partner, Role.Admin] };
    /** Every call of a path-table group asks `access`. */
    const everyCall = (group: Record<string, ApiCall>, access: AccessDeclaration) =>
      Object.fromEntries(Object.values(group).map((call) => [`${call.method} ${call.pattern}`, access]));
    /** The named calls of a group ask `access` (spread after everyCall, they override it). */
    const onlyCalls = <G extends Record<string, ApiCall>>(group: G, access: AccessDeclaration, names: (keyof G)[]) =>
      Object.fromEntries(names.map((name) => [`${group[name]!.method} ${group[name]!.pattern}`, access]));
    const expected: Record<string, AccessDeclaration> = {
      [`GET ${api.users.current.pattern}`]: { kind: 'account' },
      ...onlyCalls(api.users, { kind: 'panel', roles: [Role.Admin] }, ['partners', 'suppliers']),
      [`POST ${api.auth.changePassword.pattern}`]: { kind: 'account' },
      [`GET ${api.partnerSites.list.pattern}`]: partnerSites,
      [`GET ${api.partnerSites.byId.pattern}`]: partnerSites,
      [`POST ${api.partnerSites.create.pattern}`]: { kind: 'panel', roles: [Role.Partner], policies: [Policy.PARTNER_MAX_PARTNER_SITE_COUNT_2] },
      [`PUT ${api.partnerSites.deactivate.pattern}`]: partnerSites,
      [`PUT ${api.partnerSites.update.pattern}`]: partnerSites,
      ...onlyCalls(api.partnerSites, { kind: 'panel', roles: [Role.Admin] }, ['adminList', 'adminById', 'approve', 'reject', 'adminChanges', 'approveChange', 'rejectChange']),
      [`PUT ${api.users.privacyPolicy.pattern}`]: { kind: 'panel', roles: [Role.Partner] },
      [`GET ${api.partnerSites.settings.pattern}`]: partnerSites,
      // The settings groups, the merchant of record and the search page: the site's owner (ADRs 0029, 0030).
      ...onlyCalls(api.partnerSites, partnerSites, ['updateSettings', 'merchantOfRecordTypes', 'merchantOfRecord', 'searchPage', 'saveSearchPage']),
      // A site's export file and its import into another of the partner's sites (ADR 0032).
      ...onlyCalls(api.partnerSites, partnerSites, ['exportSite', 'importSite']),
      // Stripe Connect per site and currency: the site's owner too; the simulated onboarding page is public (ADR 0031).
      ...onlyCalls(api.partnerSites, partnerSites, ['connectStripe', 'deauthorizeStripe', 'stripeSetupCredential']),
      // The white-label catalogue writes and reads: the site builder's, as the buckets (ADR 0028); its filter choices are public.
      ...onlyCalls(api.whiteLabel, siteBuilder, [
        'viewServices',
        'viewServicesTotal',
        'viewMyServices',
        'storeService',
        'updateService',
        'removeAllService',
        'linkServices',
        'unlinkServices',
      ]),
      // A site's buckets put services on sale: the site builder's (ADR 0011).
      ...everyCall(api.partnerBuckets, siteBuilder),
      // Pages, sections and the menu: the site builder's too (issue 15 §3).
      ...everyCall(api.sitePages, siteBuilder),
      // Issue 14 §2 (ADR 0022): the reservations pages' readers read; retrying a refund and resolving are administrators'.
      ...everyCall(api.cancellations, { kind: 'panel', roles: [Role.Admin] }),
      ...onlyCalls(api.cancellations, { kind: 'panel', roles: [Role.Supplier, Role.Partner, Role.Admin] }, ['dataTable', 'details']),
      [`GET ${api.customer.session.pattern}`]: { kind: 'customer' },
      [`POST ${api.customer.reservationList.pattern}`]: { kind: 'customer' },
      [`GET ${api.customer.reservation.pattern}`]: { kind: 'customer' },
      [`GET ${api.customer.packageReservation.pattern}`]: { kind: 'customer' },
      [`GET ${api.customer.cancellationPolicy.pattern}`]: { kind: 'customer' },
      [`POST ${api.customer.cancel.pattern}`]: { kind: 'customer' },
      // Issue 12: a supplier's products. Uploads serve every panel role that edits media; serving an image is public.
      [`POST ${api.files.upload.pattern}`]: uploader,
      [`POST ${api.files.delete.pattern}`]: uploader,
      ...everyCall(api.tours, activity),
      // The tour form's reads and the supplier's own product features need no module policy.
      ...onlyCalls(api.tours, supplier, [
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
      ]),
      ...everyCall(api.tourManage, activity),
      ...everyCall(api.cancellationPolicies, supplier),
      // Spec 000 §6: supplier consent is the package policy's.
      ...everyCall(api.supplierConsent, packages),
      // Rentals, restaurants and attractions: suppliers and administrators, no module policy (issue 12 §4).
      ...everyCall(api.listings, supplier),
      // The back office's reservations (issue 14 §1, ADR 0016): suppliers, partners and administrators; the service decides which rows.
      ...everyCall(api.panelReservations, { kind: 'panel', roles: [Role.Supplier, Role.Partner, Role.Admin] }),
      // Payments (issue 14 §3): the supplier payments page's access, and partners, who see their sites' payments.
      ...everyCall(api.panelPayments, { kind: 'panel', roles: [Role.Supplier, Role.Admin, Role.Partner] }),
      // Re-sending a confirmation and changing a date (ADR 0020): the reservations pages' access; the services gate partners.
      ...onlyCalls(api.panelReservationActions, { kind: 'panel', roles: [Role.Supplier, Role.Partner, Role.Admin] }, ['resendConfirmation', 'emptyDates', 'options', 'changeDate', 'voucher']),
      // The activity calendar (issue 13 §1): what the calendar pages ask.
      ...everyCall(api.activityCalendar, activity),
      // The earnings ledger (issue 14 §3, ADR 0017): each party's pages read; administrators hold, pay and transfer.
      ...everyCall(api.earnings, { kind: 'panel', roles: [Role.Admin] }),
      ...onlyCalls(api.earnings, supplier, ['supplierList', 'supplierById', 'supplierReceipt', 'supplierPayouts', 'supplierExcel']),
      ...onlyCalls(api.earnings, { kind: 'panel', roles: [Role.Partner, Role.Admin] }, ['partnerList', 'partnerById', 'partnerReceipt', 'partnerPayouts', 'partnerExcel']),
      // Reports (issue 14 §4, ADR 0024): each party's report pages; the currencies call checks the named party's after validation.
      ...everyCall(api.reports, { kind: 'panel', roles: [Role.Partner, Role.Admin] }),
      ...onlyCalls(api.reports, supplier, ['supplier']),
      ...onlyCalls(api.reports, { kind: 'panel', roles: [Role.Admin] }, ['admin']),
      ...onlyCalls(api.reports, { kind: 'panel' }, ['currencies', 'salesReport']),
      // The monthly report download (spec 002 §7.15): the monthly reports pages' (suppliers, partners) and administrators.
      ...onlyCalls(api.reports, { kind: 'panel', roles: [Role.Supplier, Role.Partner, Role.Admin] }, ['monthlyReport']),
      // Accommodations (issue 13 §2): what the Accommodations pages ask.
      ...everyCall(api.hotels, { ...supplier, policies: [Policy.ACCOMMODATION_MODULE] }),
      // The hotel calendar (issue 13 §3): what the hotel calendar page asks.
      ...everyCall(api.hotelCalendar, { ...supplier, policies: [Policy.ACCOMMODATION_MODULE] }),
      // Destination boxes (ADR 0012): administrators keep them; a supplier links its own services, each {type} asking
      // what that type's pages ask.
      ...onlyCalls(api.destinationBoxes, { kind: 'panel', roles: [Role.Admin] }, ['list', 'create', 'byId', 'update', 'remove', 'association']),
      ...Object.fromEntries(
        (['tours', 'rentals', 'restaurants', 'attractions'] as const).flatMap((type) =>
          [api.destinationBoxes.ofService, api.destinationBoxes.updateService].map((call) => [
            `${call.method} ${call.pattern.replace(':type', type)}`,
            type === 'tours' ? activity : supplier,
          ]),
        ),
      ),
    };
    const direct = table.filter((route) => !route.path.startsWith('/gateway/'));
    const protectedRoutes = Object.fromEntries(direct.filter((route) => route.access?.kind !== 'public').map((route) => [key(route), route.access]));
    expect(protectedRoutes).toEqual(expected);
    // Login, refresh and logout stay public: they are how a session starts, survives and ends.
    for (const call of [api.auth.login, api.auth.refreshToken, api.auth.logout, api.customer.login, api.customer.loginToken]) {
      expect(direct.find((route) => key(route) === `${call.method} ${call.pattern}`)?.access).toEqual({ kind: 'public' });
    }
  });

  test('the walk catches a route without a declaration, and one declared after its validator', () => {
    const handler = () => new Response('ok');
    const own = new Hono().get('/open', handler).post('/late', validate('json', v.object({})), access.public, handler).get('/ok', access.admin, handler);
    // A sub-app with its own error handler has its handlers wrapped by Hono; the declaration is still found.
    const wrapped = new Hono();
    wrapped.onError(handleError);
    wrapped.get('/wrapped', access.customer, handler);
    const app = new Hono();
    app.use(async (_c, next) => {
      await next();
    });
    app.route('/', own).route('/gateway', own).route('/', wrapped);

    expect(routeAccessTable(app)).toEqual([
      { method: 'GET', path: '/open', access: undefined, declaredFirst: false },
      { method: 'POST', path: '/late', access: { kind: 'public' }, declaredFirst: false },
      { method: 'GET', path: '/ok', access: { kind: 'panel', roles: [Role.Admin] }, declaredFirst: true },
      { method: 'GET', path: '/gateway/open', access: undefined, declaredFirst: false },
      { method: 'POST', path: '/gateway/late', access: { kind: 'public' }, declaredFirst: false },
      { method: 'GET', path: '/gateway/ok', access: { kind: 'panel', roles: [Role.Admin] }, declaredFirst: true },
      { method: 'GET', path: '/wrapped', access: { kind: 'customer' }, declaredFirst: true },
    ]);
  });
});

describe.each(oneTestDatabase())('the access middleware on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  /** A small app of probe routes behind the real authenticators, on the same database (and signing key) as `t`. */
  function probe(t: TestApp, options: { install?: boolean } = {}) {
    const users = createUsersService(t.handle.db);
    const accessTokens = createAccessTokens(createAppSecretsService(t.handle.db), t.env, t.clock);
    const whoAmI = (c: { get: <K extends keyof AuthedEnv['Variables']>(key: K) => AuthedEnv['Variables'][K] }) =>
      Response.json({ email: c.get('user').email, tenant: c.get('tenant') });
    const app = new Hono<AuthedEnv>();
    app.onError(handleError);
    if (options.install !== false) {
      app.use(installAccessControl({ authenticatePanel: createAuthenticatePanel(accessTokens, users), requireCustomer: createRequireCustomer({ authenticate: async () => undefined }, async () => null) }));
    }
    app
      .get('/public', access.public, () => Response.json({ ok: true }))
      .get('/any', access.panel(), whoAmI)
      .get('/account', access.account, whoAmI)
      .get('/partner', access.panel({ roles: [Role.Partner] }), whoAmI)
      .get('/widgets', access.panel({ roles: [Role.Partner, Role.Supplier, Role.Admin], policies: [Policy.PARTNER_WIDGET_POLICY] }), whoAmI)
      .get('/partner-only', access.panel({ roles: [Role.Partner, Role.Operator, Role.Admin], partnerOnly: true }), whoAmI)
      .get('/admin', access.admin, whoAmI);
    return (path: string, token?: string) => Promise.resolve(app.request(path, token ? { headers: { authorization: `Bearer ${token}` } } : {}));
  }

  async function codeOf(response: Response): Promise<string | number> {
    if (response.status < 400) return response.status;
    return v.parse(ErrorEnvelopeSchema, await response.json()).code;
  }

  async function userId(t: TestApp, email: string) {
    const [row] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row!.id;
  }

  test('roles, policies (administrators bypass them), partnerOnly and the first-login gate, route by route', async () => {
    const t = ctx.app();
    const call = probe(t);
    const tokens = Object.fromEntries(
      await Promise.all((['admin', 'supplier', 'partner', 'duo', 'newbie', 'operator'] as const).map(async (name) => [name, (await t.login(DEMO[name])).token] as const)),
    );
    const cases: [path: string, caller: keyof typeof tokens | null, expected: string | number][] = [
      ['/public', null, 200],
      ['/any', null, 'UNAUTHENTICATED'],
      ['/any', 'supplier', 200],
      ['/any', 'newbie', 'PASSWORD_CHANGE_REQUIRED'],
      ['/account', 'newbie', 200],
      ['/partner', 'partner', 200],
      ['/partner', 'duo', 200],
      ['/partner', 'supplier', 'FORBIDDEN'],
      // Roles are never bypassed, not even by an administrator (as in the shell's guard).
      ['/partner', 'admin', 'FORBIDDEN'],
      ['/widgets', 'partner', 200],
      ['/widgets', 'duo', 'FORBIDDEN'],
      ['/widgets', 'supplier', 'FORBIDDEN'],
      // Administrators bypass policies (spec 000 §6): admin holds none.
      ['/widgets', 'admin', 200],
      ['/partner-only', 'duo', 200],
      ['/partner-only', 'operator', 'FORBIDDEN'],
      ['/partner-only', 'admin', 200],
      ['/admin', 'admin', 200],
      ['/admin', 'partner', 'FORBIDDEN'],
      // The gate comes first: a first-login user is told to change the password, not that the route is not theirs.
      ['/admin', 'newbie', 'PASSWORD_CHANGE_REQUIRED'],
    ];
    const actual: typeof cases = [];
    for (const [path, caller] of cases) actual.push([path, caller, await codeOf(await call(path, caller ? tokens[caller] : undefined))]);
    expect(actual).toEqual(cases);
  });

  test('the caller’s tenant: an operator acts as its parent, an administrator sees every tenant', async () => {
    const t = ctx.app();
    const call = probe(t);
    const tenant = async (email: string) => (await (await call('/any', (await t.login(email)).token)).json()).tenant;
    const partner = await userId(t, DEMO.partner);
    expect(await tenant(DEMO.partner)).toEqual({ kind: 'owner', ownerUserId: partner });
    expect(await tenant(DEMO.operator)).toEqual({ kind: 'owner', ownerUserId: partner });
    expect(await tenant(DEMO.duo)).toEqual({ kind: 'owner', ownerUserId: await userId(t, DEMO.duo) });
    expect(await tenant(DEMO.admin)).toEqual({ kind: 'all' });
  });

  test('a policy taken away applies to the next call of a token already issued', async () => {
    const t = ctx.app();
    const call = probe(t);
    const { token } = await t.login(DEMO.partner);
    expect((await call('/widgets', token)).status).toBe(200);
    const partner = await userId(t, DEMO.partner);
    const widgetPolicy = and(eq(userPolicies.userId, partner), eq(userPolicies.policy, Policy.PARTNER_WIDGET_POLICY));
    await t.handle.db.delete(userPolicies).where(widgetPolicy);
    try {
      expect(await codeOf(await call('/widgets', token))).toBe('FORBIDDEN');
    } finally {
      await t.handle.db.insert(userPolicies).values({ userId: partner, policy: Policy.PARTNER_WIDGET_POLICY });
    }
  });

  test('a panel token is no customer session, and an app without the installed control admits nobody', async () => {
    const t = ctx.app();
    const { token } = await t.login(DEMO.partner);
    expect(await codeOf(await t.request(api.customer.session.path(), { headers: { authorization: `Bearer ${token}` } }))).toBe('UNAUTHENTICATED');

    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const bare = probe(t, { install: false });
      expect((await bare('/public')).status).toBe(200);
      const refused = await bare('/any', token);
      expect(refused.status).toBe(500);
      expect(JSON.stringify(await refused.json())).not.toContain(DEMO.partner);
    } finally {
      logged.mockRestore();
    }
  });
});
