import { atom } from 'jotai';
import { needsAlert } from 'shared-contracts/errors';
import { type HttpClient } from 'shared-runtime/http';
import { pushAlert, selectedSiteIdAtom, selectedSiteInfoAtom, sessionStore, type SessionStore } from 'shared-runtime/session';
import { getPartnerSite } from './api/get-partner-site';

/** The site whose info failed to load, so the guard does not ask for it again in a loop. */
export const siteInfoFailedForAtom = atom<number | null>(null);

const inFlight = new Map<number, Promise<void>>();

/**
 * Loads the selected site's info into the session (spec 000 §2.8, §4.1 step 5). Shared by the site selector and
 * the route guard, and single-flight per site, so choosing a site fetches it once. On failure: an error alert with
 * the server's message, and "Failed to fetch Site by id!" (spec 000 §8).
 */
export function loadSiteInfo(http: HttpClient, siteId: number, store: SessionStore = sessionStore): Promise<void> {
  const running = inFlight.get(siteId);
  if (running) return running;
  const run = getPartnerSite(http, siteId)
    .then(
      (site) => {
        // A slower answer for a site the user has since switched away from must not overwrite the newer choice.
        if (store.get(selectedSiteIdAtom) !== siteId) return;
        store.set(selectedSiteInfoAtom, site);
        if (store.get(siteInfoFailedForAtom) === siteId) store.set(siteInfoFailedForAtom, null);
      },
      (error: unknown) => {
        store.set(siteInfoFailedForAtom, siteId);
        // The client already ended the session (or redirected) and told the user; a second alert would be noise.
        if (!needsAlert(error)) return;
        const message = error instanceof Error ? error.message.trim() : '';
        if (message) pushAlert({ status: 'error', text: message }, store);
        pushAlert({ status: 'error', messageId: 'errors.failedToFetchSiteById' }, store);
      },
    )
    .finally(() => inFlight.delete(siteId));
  inFlight.set(siteId, run);
  return run;
}
