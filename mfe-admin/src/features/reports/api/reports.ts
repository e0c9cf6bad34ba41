import useSWR from 'swr';
import { api } from 'shared-contracts/paths';
import { ReportAnswerSchema, ReportCurrenciesAnswerSchema } from 'shared-contracts/reports';
import { UserDirectoryAnswerSchema, type UserDirectoryEntry } from 'shared-contracts/users';
import { getHttpClient } from 'shared-runtime/http';

export const ADMIN_REPORTS_KEY = 'admin-reports';

/** GET /booking/v1/report/currencies?party=platform: the currencies the platform has figures in. */
export async function listPlatformCurrencies(): Promise<string[]> {
  return (await getHttpClient().get(`${api.reports.currencies.path()}?party=platform`, ReportCurrenciesAnswerSchema, { kind: 'panel' })).data;
}

/** GET /booking/v1/report/admin: the platform's share of every booking, 12 months in one currency (ADR 0024). */
export async function getPlatformReport(currency: string) {
  return (await getHttpClient().get(`${api.reports.admin.path()}?currency=${encodeURIComponent(currency)}`, ReportAnswerSchema, { kind: 'panel' })).data;
}

export function usePlatformCurrencies() {
  return useSWR([ADMIN_REPORTS_KEY, 'currencies'], listPlatformCurrencies, { revalidateOnFocus: false, shouldRetryOnError: false });
}

export function usePlatformReport(currency: string | undefined) {
  return useSWR(currency ? [ADMIN_REPORTS_KEY, 'report', currency] : null, () => getPlatformReport(currency!), { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** GET /user/partners or POST /user/suppliers (spec 002 §7.14): the accounts of that party, by name, narrowed by `search`. */
export function useUserDirectory(party: 'partner' | 'supplier', search: string) {
  return useSWR([ADMIN_REPORTS_KEY, 'directory', party, search], async (): Promise<UserDirectoryEntry[]> => {
    const client = getHttpClient();
    const answer =
      party === 'partner'
        ? await client.get(`${api.users.partners.path()}${search ? `?search=${encodeURIComponent(search)}` : ''}`, UserDirectoryAnswerSchema, { kind: 'panel' })
        : await client.post(api.users.suppliers.path(), search ? { search } : {}, UserDirectoryAnswerSchema, { kind: 'panel' });
    return answer.data;
  }, { revalidateOnFocus: false, keepPreviousData: true });
}
