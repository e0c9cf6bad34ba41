/**
 * The partner site the storefront is showing, published by mfe-site's start-up gate once the site of this host is
 * loaded (spec 001 §4 "Start-up"). mfe-checkout (the cart drawer, the checkout) reads it here instead of importing
 * mfe-site or loading the site a second time; pages outside mfe-site (booking-details) fall back to the site by host.
 */
import { atom } from 'jotai';
import type { PartnerSite } from 'shared-contracts/sites';
import { sessionStore, type SessionStore } from './store';

export const storefrontSiteAtom = atom<PartnerSite | null>(null);

/** mfe-site calls this when start-up has finished (and again if the site changes). */
export function publishStorefrontSite(site: PartnerSite | null, store: SessionStore = sessionStore): void {
  if (store.get(storefrontSiteAtom) !== site) store.set(storefrontSiteAtom, site);
}

/**
 * The host name the page is shown on: the browser's, or, in a server render, the request's (the shell's renderer
 * sets it in the request's store). The storefront finds its site by it (spec 002 §7.2 partner-sites?url=).
 */
export const pageHostAtom = atom<string>(typeof window === 'undefined' ? '' : window.location.hostname);

/**
 * Where the page's own services answer (the embedded search engine, on the platform's origin): the browser's origin,
 * or, in a server render, the API's own address as the server reaches it.
 */
export const serviceOriginAtom = atom<string>(typeof window === 'undefined' ? '' : window.location.origin);
