import type { Locale } from 'shared-contracts/constants';
import { SiteStatus } from 'shared-contracts/enums';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { localeChain } from '../../../lib/locale';
import { findSiteById, type PartnerSiteRow } from '../partner-sites/partner-sites.repo';

/** A Confirmed site as its public calls see it, with the locale fallback chain of the request. */
export interface PublicSite {
  id: number;
  row: PartnerSiteRow;
  primary: Locale;
  enabled: Locale[];
  /** requested (if enabled) → primary → en. */
  chain: Locale[];
}

/** 404 for a site that does not exist or is not Confirmed: its public calls behave as if it did not exist. */
export async function loadPublicSite(db: Db, siteId: number, requested: Locale | undefined): Promise<PublicSite> {
  const row = await findSiteById(db, siteId);
  if (!row || row.status !== SiteStatus.Confirmed) throw new HttpError('NOT_FOUND');
  return publicSiteOf(row, requested);
}

/**
 * A site as its public calls would see it, whatever its status: for its owner's preview of a site or page not yet
 * served (the caller has checked the owner).
 */
export function publicSiteOf(row: PartnerSiteRow, requested: Locale | undefined): PublicSite {
  const { enabled_language: enabled, primary_language: primary } = row.generalSettings.language;
  return { id: row.id, row, primary, enabled, chain: localeChain(requested, { enabled, primary }) };
}
