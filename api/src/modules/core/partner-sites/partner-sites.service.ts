import { DEFAULT_PARTNER_COMMISSION_PERCENT, LIMITS, SITE_SETTING_KEYS } from 'shared-contracts/constants';
import { HELD_SITE_FIELDS, PartnerSiteSchema, type PartnerSite, type SiteChange, type SiteSetting } from 'shared-contracts/sites';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { scopeOwnerId, type TenantScope } from '../../../lib/tenancy';
import { toDto } from '../../../lib/validation';
import { stripeAccountsOf } from '../stripe-connect/stripe-connect.service';
import {
  countSites,
  findConfirmedSiteByDomain,
  findDeactivatedSiteByAddress,
  findConfirmedSiteBySubDomain,
  findLatestChange,
  findSettings,
  findSiteById,
  findSiteInScope,
  listSites,
  type PartnerSiteRow,
  type SettingRow,
  type SiteChangeRow,
} from './partner-sites.repo';

export interface SitePage {
  data: PartnerSite[];
  total: number;
  left_off: number;
}

export interface PartnerSitesService {
  /** The scope's sites (every site for an administrator); keyset paging by id. */
  list(scope: TenantScope, page: { item_per_page: number; left_off: number }): Promise<SitePage>;
  /** 404 for a site outside the scope, so its existence does not leak. */
  byId(scope: TenantScope, siteId: number): Promise<PartnerSite>;
  settings(scope: TenantScope, siteId: number, only?: string[]): Promise<SiteSetting[]>;
  /**
   * For other modules acting on a site's own data (its buckets, say): resolves when the site lies inside the scope,
   * else throws byId's 404, so a foreign site answers exactly as a missing one.
   */
  requireInScope(scope: TenantScope, siteId: number): Promise<void>;
  /** The Confirmed site a browser host (`host[:port]`) belongs to. */
  byHost(url: string): Promise<PartnerSite>;
  isConfirmedSiteDomain(hostname: string): Promise<boolean>;
  /**
   * Where visitors of a deactivated site go (issue 15 §1): its redirection address, when the host is a Deactivated
   * site's and it set one; null otherwise.
   */
  redirectionForHost(url: string): Promise<string | null>;
}

/**
 * What other modules ask of a partner site by id, for the platform's own work (a booking, a job): no tenant scope,
 * and any status, since a booking keeps its site whatever becomes of it. `tx`: the caller's transaction.
 */
export interface SiteFactsService {
  /** The site's name and the address fields its origin is made of (siteOrigin); undefined for an unknown site. */
  identity(siteId: number): Promise<SiteIdentity | undefined>;
  /** Who takes the money for the site's bookings, and by which payment methods. */
  merchantOfRecord(siteId: number, options?: { tx?: Db }): Promise<{ type: string; payment_method: string[] } | undefined>;
  /**
   * What the site's owner earns on its bookings: the PARTNER_COMMISSION_PERCENT setting (0–100) in basis points, else
   * the platform default, and the owner's user id.
   */
  earningTerms(siteId: number, options?: { tx?: Db }): Promise<{ commissionBasisPoints: number; ownerUserId: number | undefined }>;
}

/** The address fields of a site that say where it is served. */
export interface SiteAddressFields {
  link: string | null;
  domain: string | null;
  subDomain: string;
}

export interface SiteIdentity extends SiteAddressFields {
  name: string;
}

/** The site's public origin, without a trailing slash: its stored link, else its own domain, else the sub-domain's. */
export function siteOrigin(site: SiteAddressFields, siteLink?: (subDomain: string) => string): string | null {
  if (site.link) return site.link.replace(/\/+$/, '');
  if (site.domain) return `https://${site.domain}`;
  return siteLink ? siteLink(site.subDomain).replace(/\/+$/, '') : null;
}

export function createSiteFactsService(db: Db): SiteFactsService {
  return {
    async identity(siteId) {
      const row = await findSiteById(db, siteId);
      return row ? { name: row.name, link: row.link, domain: row.domain, subDomain: row.subDomain } : undefined;
    },

    async merchantOfRecord(siteId, { tx = db } = {}) {
      return (await findSiteById(tx, siteId))?.merchantOfRecord;
    },

    async earningTerms(siteId, { tx = db } = {}) {
      const [setting] = await findSettings(tx, [siteId], [SITE_SETTING_KEYS.PARTNER_COMMISSION_PERCENT]);
      const value = setting?.value;
      const percent = value === null || value === undefined || value.trim() === '' ? Number.NaN : Number(value);
      const chosen = Number.isFinite(percent) && percent >= 0 && percent <= 100 ? percent : DEFAULT_PARTNER_COMMISSION_PERCENT;
      const owner = await findSiteById(tx, siteId);
      return { commissionBasisPoints: Math.round(chosen * 100), ownerUserId: owner?.ownerUserId };
    },
  };
}

export function toChangeDto(row: SiteChangeRow): SiteChange {
  return {
    id: row.id,
    site_id: row.siteId,
    site_name: row.siteName,
    status: row.status as SiteChange['status'],
    fields: HELD_SITE_FIELDS.flatMap((field) => {
      const change = row.changes[field];
      return change ? [{ field, from: change.from, to: change.to }] : [];
    }),
    review_note: row.reviewNote,
    created_at: row.createdAt.toISOString(),
  };
}

/** The site as its owner reads it by id: with its latest address-change request (ADR 0026). `change` undefined: not read. */
export function toSiteDto(row: PartnerSiteRow, settings: SettingRow[], change?: SiteChangeRow | null): PartnerSite {
  return toDto(PartnerSiteSchema, {
    ...(change === undefined ? {} : { address_change: change ? toChangeDto(change) : null }),
    id: row.id,
    name: row.name,
    sub_domain: row.subDomain,
    link: row.link,
    domain: row.domain,
    status: row.status as PartnerSite['status'],
    review_note: row.reviewNote,
    general_settings: { ...row.generalSettings, name: row.name, sub_domain: row.subDomain, domain: row.domain },
    redirection_settings: row.redirectionSettings,
    script_settings: row.scriptSettings,
    theme_settings: row.themeSettings,
    search_page_theme_settings: row.searchPageThemeSettings,
    header_settings: row.headerSettings,
    footer_settings: row.footerSettings,
    booking_flow_settings: row.bookingFlowSettings,
    location_settings: row.locationSettings,
    merchant_of_record: row.merchantOfRecord,
    merchant_of_record_payment_method: row.merchantOfRecord.payment_method,
    site_settings: settings.filter((s) => s.siteId === row.id).map(({ setting, value }) => ({ setting, value })),
  });
}

/**
 * `host[:port]` (a full URL is tolerated) -> lower-case host name without port or trailing dot.
 * Returns undefined for input that cannot be a host name.
 */
export function normaliseHost(url: string): string | undefined {
  let host = url.trim().toLowerCase();
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  host = host.split(/[/?#]/)[0] ?? '';
  host = host.replace(/:\d*$/, '').replace(/\.$/, '');
  return /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host) ? host : undefined;
}

export function createPartnerSitesService(db: Db, baseDomain: string): PartnerSitesService {
  async function visibleSite(scope: TenantScope, siteId: number): Promise<PartnerSiteRow> {
    const row = await findSiteInScope(db, scope, siteId);
    if (!row) throw new HttpError('NOT_FOUND');
    return row;
  }

  async function withSettings(row: PartnerSiteRow): Promise<PartnerSite> {
    return toSiteDto(row, await findSettings(db, [row.id]));
  }

  return {
    async list(scope, page) {
      const ownerUserId = scopeOwnerId(scope);
      const limit = page.item_per_page === LIMITS.allItems ? null : page.item_per_page;
      const afterId = page.left_off === -1 ? 0 : page.left_off;
      // One extra row tells whether another page follows.
      const rows = await listSites(db, { ownerUserId, afterId, limit: limit === null ? null : limit + 1 });
      const more = limit !== null && rows.length > limit;
      const pageRows = more ? rows.slice(0, limit) : rows;
      const [total, settings] = await Promise.all([
        countSites(db, ownerUserId),
        findSettings(
          db,
          pageRows.map((row) => row.id),
        ),
      ]);
      return {
        data: pageRows.map((row) => toSiteDto(row, settings)),
        total,
        left_off: more ? (pageRows.at(-1)?.id ?? -1) : -1,
      };
    },

    async byId(scope, siteId) {
      // The owner's read, so it carries the address-change request and the Stripe accounts too; the public read by host never does.
      const row = await visibleSite(scope, siteId);
      const [settings, change, stripeAccounts] = await Promise.all([findSettings(db, [row.id]), findLatestChange(db, row.id), stripeAccountsOf(db, row.id)]);
      return { ...toSiteDto(row, settings, change ?? null), stripe_accounts: stripeAccounts };
    },

    async requireInScope(scope, siteId) {
      await visibleSite(scope, siteId);
    },

    async settings(scope, siteId, only) {
      const row = await visibleSite(scope, siteId);
      const rows = await findSettings(db, [row.id], only);
      return rows.map(({ setting, value }) => ({ setting, value }));
    },

    async byHost(url) {
      const host = normaliseHost(url);
      if (!host) throw new HttpError('NOT_FOUND');
      const suffix = `.${baseDomain}`;
      let row: PartnerSiteRow | undefined;
      if (host.endsWith(suffix)) {
        const subDomain = host.slice(0, -suffix.length);
        if (!subDomain.includes('.')) row = await findConfirmedSiteBySubDomain(db, subDomain);
      }
      row ??= await findConfirmedSiteByDomain(db, host);
      if (!row) throw new HttpError('NOT_FOUND');
      return withSettings(row);
    },

    async redirectionForHost(url) {
      const host = normaliseHost(url);
      if (!host) return null;
      const suffix = `.${baseDomain}`;
      const label = host.endsWith(suffix) ? host.slice(0, -suffix.length) : undefined;
      const row = await findDeactivatedSiteByAddress(db, { ...(label && !label.includes('.') ? { subDomain: label } : {}), domain: host });
      return row?.redirectionSettings.redirection_url ?? null;
    },

    async isConfirmedSiteDomain(hostname) {
      return (await findConfirmedSiteByDomain(db, hostname.toLowerCase())) !== undefined;
    },
  };
}
