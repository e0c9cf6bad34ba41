import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { LIMITS } from 'shared-contracts/constants';
import { SiteStatus } from 'shared-contracts/enums';
import {
  type AdminSiteListQuery,
  type CreateSiteInput,
  type HeldSiteField,
  type MerchantOfRecordInput,
  merchantOfRecordFromText,
  merchantOfRecordText,
  type PartnerSite,
  type RejectSiteInput,
  SITE_CHANGE_STATUS,
  type SiteChange,
  type UpdateSiteInput,
} from 'shared-contracts/sites';
import type { CurrentUser } from 'shared-contracts/users';
import type { Db } from '../../../db/client';
import { partnerSiteChanges, partnerSites, users } from '../../../db/schema/core';
import { sitePages } from '../../../db/schema/site-content';
import { uniqueViolationConstraint } from '../../../lib/db-errors';
import { HttpError } from '../../../lib/http-error';
import type { TenantScope } from '../../../lib/tenancy';
import { fieldError } from '../../../lib/validation';
import { keysetPage, keysetWindow } from '../../../lib/keyset';
import {
  countOpenChanges,
  countSitesByStatus,
  findLatestChange,
  findSettings,
  findSiteById,
  findSiteInScope,
  listOpenChanges,
  listSitesByStatus,
  type PartnerSiteRow,
} from './partner-sites.repo';
import { toChangeDto, toSiteDto, type SitePage } from './partner-sites.service';

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
  /**
   * General settings (ADR 0026). The primary language is fixed (400 on `language.primary_language`). On a Confirmed
   * site a new sub-domain or domain becomes the open address-change request instead (asking for the current address
   * again withdraws it); on a site not yet approved it applies at once. A foreign site answers 404.
   */
  update(scope: TenantScope, userId: number, siteId: number, input: UpdateSiteInput): Promise<PartnerSite>;
  /**
   * Who takes the money and how (ADR 0030). On a Confirmed site the change joins the site's open change request (with
   * any address change), for an administrator; asking for what the site has withdraws it. Before that it applies.
   */
  setMerchantOfRecord(scope: TenantScope, userId: number, siteId: number, input: MerchantOfRecordInput): Promise<PartnerSite>;
  adminChanges(page: { item_per_page: number; left_off: number }): Promise<{ data: SiteChange[]; total: number; left_off: number }>;
  /** The asked-for address applies; 409 when decided already or when another site took the address meanwhile. */
  approveChange(adminId: number, changeId: number): Promise<SiteChange>;
  /** The site keeps its address; its owner reads the reason. 409 when decided already. */
  rejectChange(adminId: number, changeId: number, input: RejectSiteInput): Promise<SiteChange>;
}

type AddressChanges = Partial<Record<HeldSiteField, { from: string | null; to: string | null }>>;

function addressTaken(error: unknown): HttpError | undefined {
  const constraint = uniqueViolationConstraint(error);
  if (constraint === 'partner_sites_sub_domain_unique') return fieldError('sub_domain', 'validation.subDomainTaken');
  if (constraint === 'partner_sites_domain_unique') return fieldError('domain', 'validation.domainTaken');
  return undefined;
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
        throw addressTaken(error) ?? error;
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
      const { afterId, limit, fetch } = keysetWindow(query);
      const page = keysetPage(await listSitesByStatus(db, { status: query.status, afterId, limit: fetch }), limit);
      const [total, settings] = await Promise.all([countSitesByStatus(db, query.status), findSettings(db, page.rows.map((row) => row.id))]);
      return { data: page.rows.map((row) => toSiteDto(row, settings)), total, left_off: page.left_off };
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

    async update(scope, userId, siteId, input) {
      const row = await findSiteInScope(db, scope, siteId);
      if (!row) throw new HttpError('NOT_FOUND');
      if (input.language.primary_language !== row.generalSettings.language.primary_language) {
        throw fieldError('language.primary_language', 'validation.primaryLanguageFixed');
      }
      if (input.primary_page_id !== null) {
        const [page] = await db.select({ id: sitePages.id }).from(sitePages).where(and(eq(sitePages.id, input.primary_page_id), eq(sitePages.siteId, siteId)));
        if (!page) throw fieldError('primary_page_id', 'validation.invalid');
      }
      const held = row.status === SiteStatus.Confirmed;
      const asked: AddressChanges = {};
      if (held && input.sub_domain !== row.subDomain) asked.sub_domain = { from: row.subDomain, to: input.sub_domain };
      if (held && input.domain !== row.domain) asked.domain = { from: row.domain, to: input.domain };
      if (asked.sub_domain || asked.domain) {
        // Refused now when another site has the address; checked again, by the unique constraints, on approval.
        const taken = await db
          .select({ subDomain: partnerSites.subDomain, domain: partnerSites.domain })
          .from(partnerSites)
          .where(sql`${partnerSites.id} <> ${siteId} and (${partnerSites.subDomain} = ${asked.sub_domain?.to ?? ''} or ${partnerSites.domain} = ${asked.domain?.to ?? ''})`);
        if (taken.some((other) => asked.sub_domain && other.subDomain === asked.sub_domain.to)) throw fieldError('sub_domain', 'validation.subDomainTaken');
        if (taken.length > 0) throw fieldError('domain', 'validation.domainTaken');
      }
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(partnerSites)
            .set({
              name: input.name,
              ...(held ? {} : { subDomain: input.sub_domain, domain: input.domain }),
              generalSettings: {
                ...row.generalSettings,
                favicon_icon: input.favicon_icon,
                company_name: input.company_name,
                primary_page_id: input.primary_page_id,
                language: input.language,
              },
              updatedAt: sql`now()`,
            })
            .where(eq(partnerSites.id, siteId));
          if (input.primary_page_id !== null) {
            // The site's home page is one fact: general_settings.primary_page_id and the page's own flag agree.
            await tx.update(sitePages).set({ isPrimary: false }).where(and(eq(sitePages.siteId, siteId), sql`${sitePages.id} <> ${input.primary_page_id}`));
            await tx.update(sitePages).set({ isPrimary: true }).where(eq(sitePages.id, input.primary_page_id));
          }
          if (!held) return;
          // The address fields are asked anew; a merchant of record waiting in the same request stays.
          await askChange(tx, siteId, userId, (open) => ({ ...(open.merchant_of_record ? { merchant_of_record: open.merchant_of_record } : {}), ...asked }));
        });
      } catch (error) {
        throw addressTaken(error) ?? error;
      }
      const [site, settings, change] = await Promise.all([siteOrMissing(siteId), findSettings(db, [siteId]), findLatestChange(db, siteId)]);
      return toSiteDto(site, settings, change ?? null);
    },

    async setMerchantOfRecord(scope, userId, siteId, input) {
      const row = await findSiteInScope(db, scope, siteId);
      if (!row) throw new HttpError('NOT_FOUND');
      if (row.status !== SiteStatus.Confirmed) {
        await db.update(partnerSites).set({ merchantOfRecord: input, updatedAt: sql`now()` }).where(eq(partnerSites.id, siteId));
      } else {
        const from = merchantOfRecordText(row.merchantOfRecord);
        const to = merchantOfRecordText(input);
        await db.transaction((tx) =>
          askChange(tx, siteId, userId, ({ merchant_of_record: _replaced, ...rest }) => ({ ...rest, ...(from === to ? {} : { merchant_of_record: { from, to } }) })),
        );
      }
      const [site, settings, change] = await Promise.all([siteOrMissing(siteId), findSettings(db, [siteId]), findLatestChange(db, siteId)]);
      return toSiteDto(site, settings, change ?? null);
    },

    async adminChanges(page) {
      const { afterId, limit, fetch } = keysetWindow(page);
      const found = keysetPage(await listOpenChanges(db, { afterId, limit: fetch }), limit);
      return { data: found.rows.map(toChangeDto), total: await countOpenChanges(db), left_off: found.left_off };
    },

    async approveChange(adminId, changeId) {
      let applied: boolean;
      try {
        applied = await db.transaction(async (tx) => {
          const [change] = await tx
            .update(partnerSiteChanges)
            .set({ status: SITE_CHANGE_STATUS.approved, decidedBy: adminId, decidedAt: sql`now()` })
            .where(and(eq(partnerSiteChanges.id, changeId), eq(partnerSiteChanges.status, SITE_CHANGE_STATUS.pending)))
            .returning();
          // Nothing else may be asked of the database until the transaction ends (PGlite has one connection).
          if (!change) return false;
          const { sub_domain: subDomain, domain, merchant_of_record: merchant } = change.changes;
          await tx
            .update(partnerSites)
            .set({
              ...(subDomain ? { subDomain: subDomain.to! } : {}),
              ...(domain ? { domain: domain.to } : {}),
              ...(merchant?.to ? { merchantOfRecord: merchantOfRecordFromText(merchant.to) } : {}),
              updatedAt: sql`now()`,
            })
            .where(eq(partnerSites.id, change.siteId));
          return true;
        });
      } catch (error) {
        const taken = addressTaken(error);
        if (taken) throw new HttpError('CONFLICT', { message: uniqueViolationConstraint(error) === 'partner_sites_domain_unique' ? 'validation.domainTaken' : 'validation.subDomainTaken' });
        throw error;
      }
      if (!applied) throw await changeConflict(changeId);
      return decided(changeId);
    },

    async rejectChange(adminId, changeId, input) {
      const [change] = await db
        .update(partnerSiteChanges)
        .set({ status: SITE_CHANGE_STATUS.rejected, decidedBy: adminId, decidedAt: sql`now()`, reviewNote: input.reason })
        .where(and(eq(partnerSiteChanges.id, changeId), eq(partnerSiteChanges.status, SITE_CHANGE_STATUS.pending)))
        .returning();
      if (!change) throw await changeConflict(changeId);
      return decided(changeId);
    },
  };

  /**
   * The site's one open change request becomes `next(what it asks now)`: created, replaced, or withdrawn when nothing
   * is left to ask. `tx` is the caller's transaction; nothing else is asked of the database meanwhile.
   */
  async function askChange(tx: Db, siteId: number, userId: number, next: (open: AddressChanges) => AddressChanges) {
    const open = and(eq(partnerSiteChanges.siteId, siteId), eq(partnerSiteChanges.status, SITE_CHANGE_STATUS.pending));
    const [current] = await tx.select({ changes: partnerSiteChanges.changes }).from(partnerSiteChanges).where(open).for('update');
    const changes = next(current?.changes ?? {});
    if (Object.keys(changes).length === 0) {
      if (current) await tx.delete(partnerSiteChanges).where(open);
      return;
    }
    if (current) await tx.update(partnerSiteChanges).set({ changes, requestedBy: userId, createdAt: sql`now()` }).where(open);
    else await tx.insert(partnerSiteChanges).values({ siteId, changes, requestedBy: userId });
  }

  /** 404 for an unknown request, 409 for one decided already. */
  async function changeConflict(changeId: number): Promise<HttpError> {
    const [row] = await db.select({ id: partnerSiteChanges.id }).from(partnerSiteChanges).where(eq(partnerSiteChanges.id, changeId));
    return row ? new HttpError('CONFLICT', { message: 'errors.siteChangeDecided' }) : new HttpError('NOT_FOUND');
  }

  async function decided(changeId: number): Promise<SiteChange> {
    const [row] = await db
      .select({ change: partnerSiteChanges, siteName: partnerSites.name })
      .from(partnerSiteChanges)
      .innerJoin(partnerSites, eq(partnerSites.id, partnerSiteChanges.siteId))
      .where(eq(partnerSiteChanges.id, changeId));
    return toChangeDto({ ...row!.change, siteName: row!.siteName });
  }
}
