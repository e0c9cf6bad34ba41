import { count, eq, sql } from 'drizzle-orm';
import { DEMO_PASSWORD } from 'shared-contracts/constants';
import { POLICY_NAMES, Policy, ROLE_IDS, Role, SiteStatus } from 'shared-contracts/enums';
import { verifyPassword } from '../lib/passwords';
import { type TestDatabaseSpec, openFreshPglite, testDatabases } from '../test/databases';
import type { DatabaseHandle } from './client';
import { languages, partnerSites, policies, roles, userPolicies, userRoles, users } from './schema/core';
import { defaultSiteLink, seedDemoData } from './seed/seed';

const siteLink = defaultSiteLink({ PUBLIC_BASE_DOMAIN: 'localhost', PORT: 8080 });

/** From the migrations folder alone, no template: PGlite fresh, PostgreSQL in a new database. */
async function openMigrated(spec: TestDatabaseSpec): Promise<DatabaseHandle> {
  return spec.name === 'pglite' ? openFreshPglite() : spec.open({ seed: false });
}

describe.each(testDatabases())('migrations and demo data on $name', (spec) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openMigrated(spec);
  });
  afterAll(async () => {
    await handle.close();
  });

  test('the migrations create the reference data of the spec', async () => {
    const { db } = handle;
    expect((await db.select().from(roles)).map((r) => r.id).sort()).toEqual([...ROLE_IDS].sort());
    expect((await db.select().from(policies)).map((p) => p.name).sort()).toEqual([...POLICY_NAMES].sort());
    const langs = await db.select().from(languages);
    expect(langs).toHaveLength(14);
    expect(langs.every((l) => l.isActive)).toBe(true);
  });

  test('migrating again is a no-op', async () => {
    await handle.migrate();
    const [row] = await handle.db.select({ n: count() }).from(roles);
    expect(row?.n).toBe(6);
  });

  test('the database enforces lower-case unique e-mails and valid statuses', async () => {
    const { db } = handle;
    await expect(db.insert(users).values({ name: 'X', email: 'Mixed@Case.test', passwordHash: 'x' })).rejects.toThrow();
    await expect(db.insert(users).values({ name: 'X', email: 'x@status.test', passwordHash: 'x', status: 9 })).rejects.toThrow();
  });

  test('the demo seed writes every account and site, and running it again changes nothing', async () => {
    const { db } = handle;
    const first = await seedDemoData(db, { siteLink });
    expect(first.createdUsers).toHaveLength(7);
    expect(first.createdSites).toEqual(['demo', 'demo-paylater']);
    const second = await seedDemoData(db, { siteLink });
    expect(second).toEqual({ createdUsers: [], createdSites: [], createdServices: [] });
    const [userCount] = await db.select({ n: count() }).from(users);
    expect(userCount?.n).toBe(7);

    const byEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!;
    const rolesOf = async (id: number) =>
      (await db.select().from(userRoles).where(eq(userRoles.userId, id))).map((r) => r.roleId).sort();
    const policiesOf = async (id: number) =>
      (await db.select().from(userPolicies).where(eq(userPolicies.userId, id))).map((p) => p.policy).sort();

    const admin = await byEmail('admin@wayhub.test');
    expect(await rolesOf(admin.id)).toEqual([Role.Admin]);
    expect(await verifyPassword(admin.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);

    const supplier = await byEmail('supplier@wayhub.test');
    expect(await policiesOf(supplier.id)).toEqual(
      [Policy.ACTIVITY_MODULE, Policy.ACCOMMODATION_MODULE, Policy.SUPPLIER_PACKAGE_POLICY].sort(),
    );

    const partner = await byEmail('partner@wayhub.test');
    expect(await policiesOf(partner.id)).toEqual(
      POLICY_NAMES.filter((p) => p !== Policy.ACTIVITY_MODULE && p !== Policy.ACCOMMODATION_MODULE).sort(),
    );

    const duo = await byEmail('duo@wayhub.test');
    expect(await rolesOf(duo.id)).toEqual([Role.Supplier, Role.Partner]);
    expect(await policiesOf(duo.id)).toEqual(
      [Policy.ACTIVITY_MODULE, Policy.PARTNER_SITE_BUILDER_POLICY, Policy.PARTNER_MAX_PARTNER_SITE_COUNT_2].sort(),
    );

    expect((await byEmail('newbie@wayhub.test')).firstTimeLogin).toBe(true);
    expect((await byEmail('blocked@wayhub.test')).canLogin).toBe(false);
    const operator = await byEmail('operator@wayhub.test');
    expect(operator.parentUserId).toBe(partner.id);
    expect(await rolesOf(operator.id)).toEqual([Role.Operator]);

    const sites = await db.select().from(partnerSites).where(eq(partnerSites.ownerUserId, partner.id));
    expect(sites.map((s) => [s.subDomain, s.status, s.link])).toEqual(
      expect.arrayContaining([
        ['demo', SiteStatus.Confirmed, 'http://demo.localhost:8080'],
        ['demo-paylater', SiteStatus.Confirmed, 'http://demo-paylater.localhost:8080'],
      ]),
    );
    const [duoSites] = await db.select({ n: count() }).from(partnerSites).where(eq(partnerSites.ownerUserId, duo.id));
    expect(duoSites?.n).toBe(0);
  });

  test('timestamps are stored with their time zone', async () => {
    const rows = await handle.db.execute(sql`select data_type from information_schema.columns where table_name = 'refresh_tokens' and column_name = 'expires_at'`);
    expect(JSON.stringify(rows)).toContain('timestamp with time zone');
  });
});
