/**
 * Partner-site start-up (spec 001 §4 "Start-up", 002 §7.2): the locales, the site of this host, then the site's
 * settings. The theme is applied by the caller once all three are here. The outcome is a value, not an exception,
 * so the gate can render each case (and a test can check each one).
 */
import { ApiError } from 'shared-contracts/errors';
import type { HttpClient } from 'shared-runtime/http';
import { LocaleListAnswerSchema, type LocaleEntry } from 'shared-contracts/locales';
import { api } from 'shared-contracts/paths';
import { PartnerSiteAnswerSchema, SiteSettingsAnswerSchema, type PartnerSite, type SiteSetting } from 'shared-contracts/sites';
import { hostOf } from '../lib/redirect';

export type StartupResult =
  | { kind: 'ready'; site: PartnerSite; locales: LocaleEntry[]; settings: SiteSetting[] }
  /** The platform host, and no site selected in the session. */
  | { kind: 'no-site' }
  /** An unknown host, and no platform address to send the visitor to. */
  | { kind: 'unavailable' }
  | { kind: 'redirect'; url: string }
  /** A transient failure with nowhere to redirect: the gate offers a retry. */
  | { kind: 'failed' };

export interface StartupInput {
  /** window.location.hostname. */
  hostname: string;
  /** Whether the host is the platform's own (localhost, 127.0.0.1 or the configured platform hosts). */
  platformHost: boolean;
  /** On the platform host: the site selected in the session (panel users previewing their storefront). */
  fallbackSite: PartnerSite | null;
  /** Where an unknown host sends visitors (`<meta name="wayhub-site-redirect">`), if configured. */
  platformRedirect: string | null;
}

const PUBLIC = { kind: 'public' } as const;

/** A redirect target that would land on this very host would loop: it is refused. */
function redirectOrNot(url: string | null | undefined, hostname: string): string | null {
  if (!url) return null;
  const host = hostOf(url);
  if (!host || host === hostname.toLowerCase()) return null;
  return url;
}

export async function loadStartup(http: HttpClient, input: StartupInput): Promise<StartupResult> {
  // Both start at once (the site does not depend on the locales); the settings need the site's id.
  const localesCall = http.get(api.locales.list.path(), LocaleListAnswerSchema, PUBLIC).then(
    (answer) => answer.data.filter((entry) => entry.is_active),
    // The names only label the language menu; without them it shows each language's own name from Intl.
    () => [] as LocaleEntry[],
  );

  let site: PartnerSite;
  try {
    site = (await http.get(api.partnerSites.byHost.path({ url: input.hostname }), PartnerSiteAnswerSchema, PUBLIC)).data;
  } catch (error) {
    const unknownHost = error instanceof ApiError && error.status === 404;
    if (input.platformHost && input.fallbackSite) {
      site = input.fallbackSite;
    } else if (input.platformHost && unknownHost) {
      return { kind: 'no-site' };
    } else if (unknownHost) {
      const url = redirectOrNot(input.platformRedirect, input.hostname);
      return url ? { kind: 'redirect', url } : { kind: 'unavailable' };
    } else {
      return { kind: 'failed' };
    }
  }

  let settings: SiteSetting[];
  try {
    settings = (await http.get(api.siteContent.settings.path({ siteId: site.id }), SiteSettingsAnswerSchema, PUBLIC)).data;
  } catch {
    // The site is known but its data did not load: its configured redirection address (spec 001 §4).
    const url = redirectOrNot(site.redirection_settings.redirection_url, input.hostname);
    return url ? { kind: 'redirect', url } : { kind: 'failed' };
  }

  return { kind: 'ready', site, locales: await localesCall, settings };
}
