import { eq, sql } from 'drizzle-orm';
import type { PartnerSite, SiteSettingsInput } from 'shared-contracts/sites';
import type { Db } from '../../../db/client';
import { locations } from '../../../db/schema/catalogue';
import { partnerSites } from '../../../db/schema/core';
import { HttpError } from '../../../lib/http-error';
import { sanitizeFooterSettings, sanitizeSiteScripts } from '../../../lib/sanitize-html';
import type { TenantScope } from '../../../lib/tenancy';
import { fieldError } from '../../../lib/validation';
import { findLatestChange, findSettings, findSiteInScope } from './partner-sites.repo';
import { toSiteDto } from './partner-sites.service';

/**
 * A site's settings groups (issue 15 §2, spec 001 §3; ADR 0029): booking flow, header, footer, location,
 * redirection, scripts and theme. Each group the partner saves replaces the site's whole; none of them waits for an
 * administrator (only the address does, ADR 0026). The storefront reads them on its next load.
 */
export interface SiteSettingsService {
  update(scope: TenantScope, siteId: number, input: SiteSettingsInput): Promise<PartnerSite>;
}

export function createSiteSettingsService(db: Db): SiteSettingsService {
  return {
    async update(scope, siteId, input) {
      const row = await findSiteInScope(db, scope, siteId);
      if (!row) throw new HttpError('NOT_FOUND');
      const locationId = input.location_settings?.location_id ?? null;
      if (locationId !== null) {
        const [known] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, locationId));
        if (!known) throw fieldError('location_settings.location_id', 'validation.locationUnknown');
      }
      const set: Partial<typeof partnerSites.$inferInsert> = {};
      if (input.booking_flow_settings) set.bookingFlowSettings = input.booking_flow_settings;
      if (input.header_settings) set.headerSettings = input.header_settings;
      // Footer widgets are HTML or text, and scripts are what a tag manager asks to paste: both are stored sanitised.
      if (input.footer_settings) set.footerSettings = sanitizeFooterSettings(input.footer_settings);
      if (input.location_settings) set.locationSettings = input.location_settings;
      if (input.redirection_settings) set.redirectionSettings = input.redirection_settings;
      if (input.script_settings) {
        set.scriptSettings = {
          head_scripts: sanitizeSiteScripts(input.script_settings.head_scripts),
          footer_scripts: sanitizeSiteScripts(input.script_settings.footer_scripts),
        };
      }
      if (input.theme_settings) set.themeSettings = input.theme_settings;
      if (Object.keys(set).length > 0) {
        await db
          .update(partnerSites)
          .set({ ...set, updatedAt: sql`now()` })
          .where(eq(partnerSites.id, siteId));
      }
      const [site, settings, change] = await Promise.all([findSiteInScope(db, scope, siteId), findSettings(db, [siteId]), findLatestChange(db, siteId)]);
      return toSiteDto(site!, settings, change ?? null);
    },
  };
}
