import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { ReportAnswerSchema, ReportCurrenciesAnswerSchema, type ReportParty } from 'shared-contracts/reports';
import { getHttpClient } from 'shared-runtime/http';

export const REPORTS_KEY = 'supplier-reports';

/** GET /booking/v1/report/currencies: the currencies the caller has figures in, for the currency picker. */
export async function listReportCurrencies(party: ReportParty): Promise<string[]> {
  return (await getHttpClient().get(`${api.reports.currencies.path()}?party=${party}`, ReportCurrenciesAnswerSchema, { kind: 'panel' })).data;
}

/** GET /booking/v1/report/supplier: the caller's 12 months in one currency, with totals (ADR 0024). */
export async function getSupplierReport(currency: string) {
  return (await getHttpClient().get(`${api.reports.supplier.path()}?currency=${encodeURIComponent(currency)}`, ReportAnswerSchema, { kind: 'panel' })).data;
}

export function useReportCurrencies(party: ReportParty) {
  return useSWR([REPORTS_KEY, 'currencies', party], () => listReportCurrencies(party), { revalidateOnFocus: false, shouldRetryOnError: false });
}

export function useSupplierReport(currency: string | undefined) {
  return useSWR(currency ? [REPORTS_KEY, 'supplier', currency] : null, () => getSupplierReport(currency!), { revalidateOnFocus: false, shouldRetryOnError: false });
}
