import { eq, inArray } from 'drizzle-orm';
import { DEMO_PASSWORD } from 'shared-contracts/constants';
import { hashPassword } from '../../lib/passwords';
import { sanitizeFooterSettings } from '../../lib/sanitize-html';
import type { Db } from '../client';
import { partnerSiteSettings, partnerSites, userPolicies, userRoles, users } from '../schema/core';
import { seedCatalogue } from './catalogue';
import { DEMO_SITES, DEMO_USERS, type DemoUser } from './demo-data';
import { seedWidgets } from './widgets';

export interface SeedOptions {
  /** Builds a site's public link from its sub-domain, e.g. http://demo.localhost:8080 */
  siteLink(subDomain: string): string;
  /** The seed's "today" (availability starts then); defaults to the current time. */
  now?: Date;
  /**
   * How the demo password is hashed; defaults to the platform's own argon2id. The API tests pass a cheaper argon2id
   * (same format, less memory and time): every test login verifies against it, and the real cost would be most of a
   * login's time.
   */
  hashPassword?: (password: string) => Promise<string>;
}

export interface SeedResult {
  createdUsers: string[];
  createdSites: string[];
  createdServices: string[];
}

/**
 * Writes the demo accounts and sites, then the demo catalogue and site content. Idempotent: rows that exist (by e-mail, by sub-domain) are left as they
 * are, so running it again neither duplicates nor resets anything.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedResult> {
  const emails = DEMO_USERS.map((u) => u.email);
  const existing = new Set(
    (await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))).map((r) => r.email),
  );
  // Hashing is slow on purpose; do it before the transaction and only for accounts that will be created.
  const hashes = new Map<string, string>();
  for (const user of DEMO_USERS) {
    if (!existing.has(user.email)) hashes.set(user.email, await (options.hashPassword ?? hashPassword)(DEMO_PASSWORD));
  }

  const accounts = await db.transaction(async (tx) => {
    const ids = new Map<DemoUser['key'], number>();
    const createdUsers: string[] = [];
    // Parents before sub-users, so parent_user_id can be filled in.
    const ordered = [...DEMO_USERS].sort((a, b) => Number(Boolean(a.parent)) - Number(Boolean(b.parent)));
    for (const user of ordered) {
      const hash = hashes.get(user.email);
      if (hash) {
        const [row] = await tx
          .insert(users)
          .values({
            name: user.name,
            email: user.email,
            passwordHash: hash,
            parentUserId: user.parent ? (ids.get(user.parent) ?? null) : null,
            canLogin: user.canLogin ?? true,
            firstTimeLogin: user.firstTimeLogin ?? false,
            privacyPolicyAccepted: true,
          })
          .onConflictDoNothing({ target: users.email })
          .returning({ id: users.id });
        if (row) createdUsers.push(user.email);
      }
      const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, user.email));
      if (!row) throw new Error(`Seed: user ${user.email} missing after insert`);
      ids.set(user.key, row.id);
      if (user.roles.length) {
        await tx
          .insert(userRoles)
          .values(user.roles.map((roleId) => ({ userId: row.id, roleId })))
          .onConflictDoNothing();
      }
      if (user.policies.length) {
        await tx
          .insert(userPolicies)
          .values(user.policies.map((policy) => ({ userId: row.id, policy })))
          .onConflictDoNothing();
      }
    }

    const createdSites: string[] = [];
    for (const demo of DEMO_SITES) {
      const ownerUserId = ids.get(demo.owner);
      if (ownerUserId === undefined) throw new Error(`Seed: site owner ${demo.owner} missing`);
      const [inserted] = await tx
        .insert(partnerSites)
        .values({
          ...demo.site,
          // Footer widgets are partner HTML: stored sanitised, as every writer must (api/src/lib/sanitize-html.ts).
          ...(demo.site.footerSettings ? { footerSettings: sanitizeFooterSettings(demo.site.footerSettings) } : {}),
          ownerUserId,
          link: options.siteLink(demo.site.subDomain),
        })
        .onConflictDoNothing({ target: partnerSites.subDomain })
        .returning({ id: partnerSites.id });
      if (inserted) createdSites.push(demo.site.subDomain);
      const [site] = await tx
        .select({ id: partnerSites.id })
        .from(partnerSites)
        .where(eq(partnerSites.subDomain, demo.site.subDomain));
      if (!site) throw new Error(`Seed: site ${demo.site.subDomain} missing after insert`);
      if (demo.settings.length) {
        await tx
          .insert(partnerSiteSettings)
          .values(demo.settings.map((s) => ({ siteId: site.id, setting: s.setting, value: s.value })))
          .onConflictDoNothing();
      }
    }
    return { createdUsers, createdSites };
  });
  // The catalogue needs the demo suppliers and sites; it has its own transaction.
  const { createdServices } = await seedCatalogue(db, { now: options.now ?? new Date() });
  await seedWidgets(db);
  return { ...accounts, createdServices };
}

export const defaultSiteLink = (env: { PUBLIC_BASE_DOMAIN: string; PORT: number }) => (subDomain: string) =>
  `http://${subDomain}.${env.PUBLIC_BASE_DOMAIN}:${env.PORT}`;
