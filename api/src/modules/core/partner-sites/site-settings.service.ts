import { eq, sql } from 'drizzle-orm';
import { SiteStatus } from 'shared-contracts/enums';
import {
  type PartnerSite,
  type PublicSearchPage,
  type SearchPageInput,
  type SearchPageSettings,
  SearchPageSettingsSchema,
  type SiteSettingsInput,
} from 'shared-contracts/sites';
import * as v from 'valibot';
import type { Db } from '../../../db/client';
import { locations } from '../../../db/schema/catalogue';
import { partnerSites } from '../../../db/schema/core';
import { HttpError } from '../../../lib/http-error';
import { sanitizeFooterSettings, sanitizeSiteScripts } from '../../../lib/sanitize-html';
import type { TenantScope } from '../../../lib/tenancy';
import { fieldError, validationError } from '../../../lib/validation';
import { languageIssues } from '../site-pages/site-pages.service';
import { findLatestChange, findSettings, findSiteById, findSiteInScope } from './partner-sites.repo';
import { toSiteDto } from './partner-sites.service';

/**
 * A site's settings groups (issue 15 §2, spec 001 §3; ADR 0029): booking flow, header, footer, location,
 * redirection, scripts and theme. Each group the partner saves replaces the site's whole; none of them waits for an
 * administrator (only the address does, ADR 0026). The storefront reads them on its next load.
 */
export interface SiteSettingsService {
  update(scope: TenantScope, siteId: number, input: SiteSettingsInput): Promise<PartnerSite>;
  /** The search page's cover and texts, every language (spec 002 §7.5 search page). */
  searchPage(scope: TenantScope, siteId: number): Promise<SearchPageSettings>;
  /** Replaces them; texts only in the site's enabled languages (400 on the language's field otherwise). */
  saveSearchPage(scope: TenantScope, siteId: number, input: SearchPageInput): Promise<SearchPageSettings>;
  /** A Confirmed site's search page in `locale`, else its primary language; 404 for a site that is not served. */
  publicSearchPage(siteId: number, locale: string | undefined): Promise<PublicSearchPage>;
}

/**
 * The columns a SiteSettingsInput writes: each group it names, footer widgets and scripts sanitised; a 400 for a
 * catalogue location that does not exist. Shared by the settings call and the site import (ADR 0032).
 */
export async function settingsColumns(db: Db, input: SiteSettingsInput): Promise<Partial<typeof partnerSites.$inferInsert>> {
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
  if (input.search_page_theme_settings) set.searchPageThemeSettings = input.search_page_theme_settings;
  return set;
}

export function createSiteSettingsService(db: Db): SiteSettingsService {
  const inScope = async (scope: TenantScope, siteId: number) => {
    const row = await findSiteInScope(db, scope, siteId);
    if (!row) throw new HttpError('NOT_FOUND');
    return row;
  };

  return {
    async searchPage(scope, siteId) {
      return v.parse(SearchPageSettingsSchema, (await inScope(scope, siteId)).searchPageSettings);
    },

    async saveSearchPage(scope, siteId, input) {
      const row = await inScope(scope, siteId);
      const issues = [
        ...languageIssues(row, input.titles, 'titles', { requirePrimary: false }),
        ...languageIssues(row, input.subtitles, 'subtitles', { requirePrimary: false }),
      ];
      if (issues.length > 0) throw validationError(issues);
      const [saved] = await db
        .update(partnerSites)
        .set({ searchPageSettings: input, updatedAt: sql`now()` })
        .where(eq(partnerSites.id, siteId))
        .returning({ settings: partnerSites.searchPageSettings });
      return v.parse(SearchPageSettingsSchema, saved!.settings);
    },

    async publicSearchPage(siteId, locale) {
      const row = await findSiteById(db, siteId);
      if (!row || row.status !== SiteStatus.Confirmed) throw new HttpError('NOT_FOUND');
      const page = v.parse(SearchPageSettingsSchema, row.searchPageSettings);
      const primary = row.generalSettings.language.primary_language;
      const pick = (texts: Record<string, string>) => (locale !== undefined ? texts[locale] : undefined) ?? texts[primary] ?? null;
      return { cover_image_url: page.cover_image_url, title: pick(page.titles), subtitle: pick(page.subtitles) };
    },

    async update(scope, siteId, input) {
      const row = await findSiteInScope(db, scope, siteId);
      if (!row) throw new HttpError('NOT_FOUND');
      const set = await settingsColumns(db, input);
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
