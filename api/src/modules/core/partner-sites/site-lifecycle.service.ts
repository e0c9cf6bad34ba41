import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { LIMITS } from 'shared-contracts/constants';
import { SiteStatus } from 'shared-contracts/enums';
import type { AdminSiteListQuery, CreateSiteInput, PartnerSite, RejectSiteInput } from 'shared-contracts/sites';
import type { CurrentUser } from 'shared-contracts/users';
import type { Db } from '../../../db/client';
import { partnerSites, users } from '../../../db/schema/core';
import { uniqueViolationConstraint } from '../../../lib/db-errors';
import { HttpError } from '../../../lib/http-error';
import type { TenantScope } from '../../../lib/tenancy';
import { fieldError } from '../cancellation-policies/cancellation-policies.service';
import { countSitesByStatus, findSettings, findSiteById, findSiteInScope, listSitesByStatus, type PartnerSiteRow } from './partner-sites.repo';
import { toSiteDto, type SitePage } from './partner-sites.service';

/**
 * A site's life (issue 15 §1, ADR 0025): a partner creates it Pending; an administrator approves it (Confirmed, served)
 * or sends it back (Reviewing, with a reason); its owner or an administrator deactivates it (no longer served).
 */
export interface SiteLifecycleService {
  /** 409 PRIVACY_POLICY_DECLINED while the partner has declined the policy, MAX_SITE_LIMIT at the limit. */
  create(user: Pick<CurrentUser, 'id' | 'privacy_policy_accepted'>, input: CreateSiteInput): Promise<PartnerSite>;
  /** The owner's or an administrator's: the site stops being served. A foreign site answers 404. */
  deactivate(scope: TenantScope, siteId: number): Promise<PartnerSite>;
  adminList(query: AdminSiteListQuery): Promise<SitePage>;
  adminById(siteId: number): Promise<PartnerSite>;
  /** Pending or Reviewing → Confirmed; 409 for a site in any other status. */
  approve(siteId: number): Promise<PartnerSite>;
  /** Pending → Reviewing, with the reason its owner reads; 409 for a site in any other status. */
  reject(siteId: number, input: RejectSiteInput): Promise<PartnerSite>;
  /** The caller's answer to the platform's privacy policy. */
  decidePrivacyPolicy(userId: number, accepted: boolean): Promise<void>;
}

/** The API's answer to a site its owner has declined the privacy policy for (spec 000 §5). */
export const privacyDeclined = () => new HttpError('PRIVACY_POLICY_DECLINED');

export function createSiteLifecycleService(db: Db): SiteLifecycleService {
  const dto = async (row: PartnerSiteRow) => toSiteDto(row, await findSettings(db, [row.id]));

  async function siteOrMissing(siteId: number): Promise<PartnerSiteRow> {
    const row = await findSiteById(db, siteId);
    if (!row) throw new HttpError('NOT_FOUND');
    return row;
  }

  /** Moves a site from one of `from` to `to`, in one statement, so two administrators cannot both act on it. */
  async function move(siteId: number, from: SiteStatus[], to: SiteStatus, reviewNote: string | null): Promise<PartnerSite> {
    await siteOrMissing(siteId);
    const [row] = await db
      .update(partnerSites)
      .set({ status: to, reviewNote, updatedAt: sql`now()` })
      .where(and(eq(partnerSites.id, siteId), inArray(partnerSites.status, from)))
      .returning();
    if (!row) throw new HttpError('CONFLICT', { message: 'errors.siteStatusChanged' });
    return dto(row);
  }

  return {
    async create(user, input) {
      if (!user.privacy_policy_accepted) throw privacyDeclined();
      try {
        const row = await db.transaction(async (tx) => {
          // The owner's row is the lock: two creations by one partner at the same moment count one after the other.
          await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
          const [owned] = await tx.select({ total: count() }).from(partnerSites).where(eq(partnerSites.ownerUserId, user.id));
          if ((owned?.total ?? 0) >= LIMITS.maxPartnerSites) throw new HttpError('MAX_SITE_LIMIT');
          const [created] = await tx
            .insert(partnerSites)
            .values({
              ownerUserId: user.id,
              name: input.name,
              subDomain: input.sub_domain,
              domain: input.domain,
              status: SiteStatus.Pending,
              generalSettings: {
                favicon_icon: input.favicon_icon,
                company_name: input.company_name,
                primary_page_id: null,
                language: input.language,
              },
            })
            .returning();
          return created!;
        });
        return dto(row);
      } catch (error) {
        const constraint = uniqueViolationConstraint(error);
        if (constraint === 'partner_sites_sub_domain_unique') throw fieldError('sub_domain', 'validation.subDomainTaken');
        if (constraint === 'partner_sites_domain_unique') throw fieldError('domain', 'validation.domainTaken');
        throw error;
      }
    },

    async deactivate(scope, siteId) {
      const row = await findSiteInScope(db, scope, siteId);
      if (!row) throw new HttpError('NOT_FOUND');
      if (row.status === SiteStatus.Deactivated) return dto(row);
      const [updated] = await db
        .update(partnerSites)
        .set({ status: SiteStatus.Deactivated, updatedAt: sql`now()` })
        .where(eq(partnerSites.id, siteId))
        .returning();
      return dto(updated!);
    },

    async adminList(query) {
      const limit = query.item_per_page === LIMITS.allItems ? null : query.item_per_page;
      const afterId = query.left_off === -1 ? 0 : query.left_off;
      const rows = await listSitesByStatus(db, { status: query.status, afterId, limit: limit === null ? null : limit + 1 });
      const more = limit !== null && rows.length > limit;
      const pageRows = more ? rows.slice(0, limit) : rows;
      const [total, settings] = await Promise.all([countSitesByStatus(db, query.status), findSettings(db, pageRows.map((row) => row.id))]);
      return { data: pageRows.map((row) => toSiteDto(row, settings)), total, left_off: more ? (pageRows.at(-1)?.id ?? -1) : -1 };
    },

    async adminById(siteId) {
      return dto(await siteOrMissing(siteId));
    },

    approve(siteId) {
      return move(siteId, [SiteStatus.Pending, SiteStatus.Reviewing], SiteStatus.Confirmed, null);
    },

    reject(siteId, input) {
      return move(siteId, [SiteStatus.Pending], SiteStatus.Reviewing, input.reason);
    },

    async decidePrivacyPolicy(userId, accepted) {
      await db.update(users).set({ privacyPolicyAccepted: accepted }).where(eq(users.id, userId));
    },
  };
}
