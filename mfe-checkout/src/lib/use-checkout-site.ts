/**
 * The partner site the checkout works for. On storefront pages mfe-site's start-up gate has published it to the
 * session store; on pages outside mfe-site (booking-details) it is loaded by host, as start-up does (on the platform
 * host, the site selected in the session).
 */
import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { sessionStore, storefrontSiteAtom, useSelectedSite } from 'shared-runtime/session';
import { PartnerSiteAnswerSchema, type PartnerSite } from 'shared-contracts/sites';
import { http, PUBLIC } from './http';

export interface CheckoutSite {
  site: PartnerSite | null;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

async function getSiteByHost(hostname: string): Promise<PartnerSite> {
  return (await http().get(api.partnerSites.byHost.path({ url: hostname }), PartnerSiteAnswerSchema, PUBLIC)).data;
}

export function useCheckoutSite(hostname: string = window.location.hostname): CheckoutSite {
  const published = useAtomValue(storefrontSiteAtom, { store: sessionStore });
  const byHost = useSWR(published ? null : ['checkout-site-by-host', hostname], ([, host]) => getSiteByHost(host), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  // The platform host has no site of its own: a panel user previewing their storefront has one selected (as mfe-site's
  // start-up does).
  const selected = useSelectedSite();
  const previewed = byHost.error && selected.info && selected.info.id === selected.id ? selected.info : null;
  const site = published ?? byHost.data ?? previewed ?? null;
  return {
    site,
    loading: site === null && !byHost.error,
    failed: site === null && Boolean(byHost.error),
    retry: () => void byHost.mutate(),
  };
}
