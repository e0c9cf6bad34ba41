import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { type AffiliateReport, AffiliateReportsAnswerSchema, ReportAnswerSchema, ReportCurrenciesAnswerSchema, type ReportParty, type SiteReport, SiteReportsAnswerSchema } from 'shared-contracts/reports';
import { PartnerSiteListAnswerSchema } from 'shared-contracts/sites';
import { getHttpClient } from 'shared-runtime/http';

export const REPORTS_KEY = 'supplier-reports';

/** GET /booking/v1/report/currencies: the currencies the caller has figures in, for the currency picker. */
export async function listReportCurrencies(party: ReportParty): Promise<string[]> {
  return (await getHttpClient().get(`${api.reports.currencies.path()}?party=${party}`, ReportCurrenciesAnswerSchema, { kind: 'panel' })).data;
}

export function useReportCurrencies(party: ReportParty) {
  return useSWR([REPORTS_KEY, 'currencies', party], () => listReportCurrencies(party), { revalidateOnFocus: false, shouldRetryOnError: false });
}


/** The report of a party the caller is (GET /report/supplier or /report/partner): 12 months in one currency. */
export function usePartyReport(party: 'supplier' | 'partner', currency: string | undefined) {
  const call = party === 'supplier' ? api.reports.supplier : api.reports.partner;
  return useSWR(currency ? [REPORTS_KEY, party, currency] : null, async () => {
    return (await getHttpClient().get(`${call.path()}?currency=${encodeURIComponent(currency!)}`, ReportAnswerSchema, { kind: 'panel' })).data;
  }, { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** GET /report/partner/site: the partner's report per site it sold on (ADR 0024). */
export function useSiteReports(currency: string | undefined, enabled: boolean) {
  return useSWR(currency && enabled ? [REPORTS_KEY, 'partner-site', currency] : null, async (): Promise<SiteReport[]> => {
    return (await getHttpClient().get(`${api.reports.partnerSite.path()}?currency=${encodeURIComponent(currency!)}`, SiteReportsAnswerSchema, { kind: 'panel' })).data;
  }, { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** GET /report/partner/affiliate: the partner's report per site and sales channel (ADR 0024). */
export function useAffiliateReports(currency: string | undefined, enabled: boolean) {
  return useSWR(currency && enabled ? [REPORTS_KEY, 'partner-affiliate', currency] : null, async (): Promise<AffiliateReport[]> => {
    return (await getHttpClient().get(`${api.reports.partnerAffiliate.path()}?currency=${encodeURIComponent(currency!)}`, AffiliateReportsAnswerSchema, { kind: 'panel' })).data;
  }, { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** GET /core/v1/partner-sites: the partner's sites, for naming the per-site reports (a site it no longer has keeps its number). */
export function usePartnerSiteNames(enabled: boolean) {
  return useSWR(enabled ? 'partner-site-names' : null, async (): Promise<Map<number, string>> => {
    const answer = await getHttpClient().get(api.partnerSites.list.path(), PartnerSiteListAnswerSchema, { kind: 'panel' });
    return new Map(answer.data.data.map((site) => [site.id, site.name]));
  }, { revalidateOnFocus: false, shouldRetryOnError: false });
}
