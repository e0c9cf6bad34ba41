import { LIMITS } from 'shared-contracts/constants';
import { PartnerSiteSchema, type PartnerSite, type SiteSetting } from 'shared-contracts/sites';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { scopeOwnerId, type TenantScope } from '../../../lib/tenancy';
import { toDto } from '../../../lib/validation';
import {
  countSites,
  findConfirmedSiteByDomain,
  findConfirmedSiteBySubDomain,
  findSettings,
  findSiteInScope,
  listSites,
  type PartnerSiteRow,
  type SettingRow,
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
  /** The Confirmed site a browser host (`host[:port]`) belongs to. */
  byHost(url: string): Promise<PartnerSite>;
  isConfirmedSiteDomain(hostname: string): Promise<boolean>;
}

function toSiteDto(row: PartnerSiteRow, settings: SettingRow[]): PartnerSite {
  return toDto(PartnerSiteSchema, {
    id: row.id,
    name: row.name,
    sub_domain: row.subDomain,
    link: row.link,
    domain: row.domain,
    status: row.status as PartnerSite['status'],
    general_settings: { ...row.generalSettings, name: row.name, sub_domain: row.subDomain, domain: row.domain },
    redirection_settings: row.redirectionSettings,
    script_settings: row.scriptSettings,
    theme_settings: row.themeSettings,
    header_settings: row.headerSettings,
    footer_settings: row.footerSettings,
    booking_flow_settings: row.bookingFlowSettings,
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
      return withSettings(await visibleSite(scope, siteId));
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

    async isConfirmedSiteDomain(hostname) {
      return (await findConfirmedSiteByDomain(db, hostname.toLowerCase())) !== undefined;
    },
  };
}
