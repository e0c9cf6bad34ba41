import { DateTime } from 'luxon';
import { hasRole } from 'shared-contracts/access';
import { Role } from 'shared-contracts/enums';
import type { MessageId } from 'shared-contracts/messages';
import { type MonthlyReportQuery, REPORT_MONTHS, type Report, type ReportFigures, type ReportParty, type SalesReportInput, type SiteReport, type AffiliateReport } from 'shared-contracts/reports';
import type { CurrentUser } from 'shared-contracts/users';
import type { Locale } from 'shared-contracts/constants';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { messageText } from '../../../lib/messages';
import { scopeOwnerId, type TenantScope } from '../../../lib/tenancy';
import { validationError } from '../../../lib/validation';
import * as repo from './reports.repo';

/**
 * Reports by currency (issue 14 §4, ADR 0024), read from the earnings ledger (ADR 0017): each figure is a sum over
 * the bookings the party earned on, so every total is the sum of its months and every month the sum of its rows.
 */
export interface ReportsService {
  report(party: ReportParty, scope: TenantScope, q: { currency: string; party_user_id?: number }): Promise<Report>;
  perSite(scope: TenantScope, q: { currency: string; party_user_id?: number }): Promise<SiteReport[]>;
  /** Per site and sales channel (online, terminal) of the partner: "per affiliate" (ADR 0024). */
  perAffiliate(scope: TenantScope, q: { currency: string; party_user_id?: number }): Promise<AffiliateReport[]>;
  currencies(party: ReportParty, scope: TenantScope, partyUserId?: number): Promise<string[]>;
  /** POST /sales-report: the workbook of the period's bookings, one row each, with a totals row. */
  /** The workbook's headers and sheet names are in `locale` (the caller's APP-LOCALE), English by default. */
  salesReport(scope: TenantScope, q: SalesReportInput, locale?: Locale): Promise<Uint8Array>;
  /**
   * GET /user/monthly-report/download: one UTC month of the caller's bookings, a sheet per currency (the same rows and
   * writer as the sales report, so each totals row equals the report's figures for that month). `party` says whose.
   */
  monthlyReport(user: Pick<CurrentUser, 'role_id' | 'policies'>, scope: TenantScope, q: MonthlyReportQuery, locale?: Locale): Promise<{ party: ReportParty; bytes: Uint8Array }>;
}

/**
 * Names of what a report counts, asked of the modules that own sites and services (the app wires them), so the
 * workbooks name each booking's site and service, not only their ids.
 */
export interface ReportNames {
  sites(ids: readonly number[]): Promise<Map<number, string>>;
  /** Each service's name per locale. */
  services(ids: readonly number[]): Promise<Map<number, Partial<Record<string, string>>>>;
}

/** A 400 that names the field, as input validation answers. */
const fieldError = (path: string, id: MessageId) => validationError([{ path, message: messageText(id), code: id }]);

/**
 * Whose monthly report: an administrator names the supplier or the partner (one of them); anyone else gets its own,
 * whatever ids it names (a user holding both roles gets its partner side when it names a partner_id).
 */
export function monthlyReportParty(
  user: Pick<CurrentUser, 'role_id' | 'policies'>,
  scope: TenantScope,
  q: Pick<MonthlyReportQuery, 'partner_id' | 'supplier_id'>,
): { party: ReportParty; partyUserId: number } {
  if (scope.kind === 'all') {
    if (q.supplier_id !== undefined && q.partner_id !== undefined) throw fieldError('partner_id', 'validation.invalid');
    if (q.supplier_id !== undefined) return { party: 'supplier', partyUserId: q.supplier_id };
    if (q.partner_id !== undefined) return { party: 'partner', partyUserId: q.partner_id };
    throw fieldError('supplier_id', 'validation.required');
  }
  const partner = hasRole(user, Role.Partner) && (!hasRole(user, Role.Supplier) || q.partner_id !== undefined);
  return { party: partner ? 'partner' : 'supplier', partyUserId: scope.ownerUserId };
}

const zero = (): ReportFigures => ({ sales_minor: 0, bookings: 0, cancellations: 0, refunded_minor: 0, commission_minor: 0 });

/** Adds one booking to the figures (ADR 0024 defines each). */
function add(f: ReportFigures, r: repo.ReportRow) {
  f.sales_minor += r.priceMinor;
  f.bookings += 1;
  if (r.cancelled) f.cancellations += 1;
  f.refunded_minor += r.priceMinor - r.keptMinor;
  f.commission_minor += r.earnedMinor;
}

/** The report of rows over months (oldest first): each row in its UTC booking month. */
export function summarise(currency: string, months: string[], rows: repo.ReportRow[]): Report {
  const byMonth = new Map(months.map((m) => [m, zero()]));
  const totals = zero();
  for (const r of rows) {
    const month = byMonth.get(DateTime.fromJSDate(r.createdAt, { zone: 'utc' }).toFormat('yyyy-MM'));
    if (!month) continue;
    add(month, r);
    add(totals, r);
  }
  return { currency, months: months.map((month) => ({ month, ...byMonth.get(month)! })), totals };
}

export function createReportsService({ db, clock, names }: { db: Db; clock: Clock; names: ReportNames }): ReportsService {
  /** The names of the rows' sites and services, for the workbook. */
  async function namesOf(rows: repo.ReportRow[]) {
    const [sites, services] = await Promise.all([names.sites([...new Set(rows.map((r) => r.siteId))]), names.services([...new Set(rows.map((r) => r.serviceId))])]);
    return { sites, services };
  }

  /** The caller's own figures; an administrator's are anyone's, or the one asked for. The platform's are everyone's. */
  const payee = (party: ReportParty, scope: TenantScope, asked: number | undefined) =>
    party === 'platform' ? undefined : scope.kind === 'all' ? asked : scopeOwnerId(scope);

  function period() {
    const end = DateTime.fromJSDate(clock.now(), { zone: 'utc' }).startOf('month').plus({ months: 1 });
    const start = end.minus({ months: REPORT_MONTHS });
    const months = Array.from({ length: REPORT_MONTHS }, (_, i) => start.plus({ months: i }).toFormat('yyyy-MM'));
    return { from: start.toJSDate(), to: end.toJSDate(), months };
  }

  async function rowsOf(party: ReportParty, scope: TenantScope, q: { currency: string; party_user_id?: number }) {
    const { from, to, months } = period();
    const rows = await repo.reportRows(db, { party, partyUserId: payee(party, scope, q.party_user_id), currency: q.currency, from, to });
    return { rows, months };
  }

  return {
    async report(party, scope, q) {
      const { rows, months } = await rowsOf(party, scope, q);
      return summarise(q.currency, months, rows);
    },
    async perSite(scope, q) {
      const { rows, months } = await rowsOf('partner', scope, q);
      const sites = [...new Set(rows.map((r) => r.siteId))].sort((a, b) => a - b);
      return sites.map((site_id) => ({ site_id, ...summarise(q.currency, months, rows.filter((r) => r.siteId === site_id)) }));
    },
    async perAffiliate(scope, q) {
      const { rows, months } = await rowsOf('partner', scope, q);
      const channelOf = (r: repo.ReportRow) => (r.terminal ? 'terminal' : 'online') as AffiliateReport['channel'];
      const keys = [...new Map(rows.map((r) => [`${r.siteId}:${channelOf(r)}`, { site_id: r.siteId, channel: channelOf(r) }])).values()];
      keys.sort((a, b) => a.site_id - b.site_id || a.channel.localeCompare(b.channel));
      return keys.map((key) => ({ ...key, ...summarise(q.currency, months, rows.filter((r) => r.siteId === key.site_id && channelOf(r) === key.channel)) }));
    },
    async salesReport(scope, q, locale) {
      const from = DateTime.fromISO(q.date_from, { zone: 'utc' });
      const to = DateTime.fromISO(q.date_to, { zone: 'utc' }).plus({ days: 1 });
      const rows = await repo.reportRows(db, { party: q.party, partyUserId: payee(q.party, scope, q.party_user_id), currency: q.currency, from: from.toJSDate(), to: to.toJSDate() });
      const chosen = rows.filter((r) => (q.site_id === undefined || r.siteId === q.site_id) && (q.service_id === undefined || r.serviceId === q.service_id));
      const { salesReportXlsx } = await import('./reports.xlsx');
      return salesReportXlsx(chosen, q.currency, locale, await namesOf(chosen));
    },
    async monthlyReport(user, scope, q, locale) {
      const { party, partyUserId } = monthlyReportParty(user, scope, q);
      const from = DateTime.fromFormat(q.month, 'yyyy-MM', { zone: 'utc' });
      const to = from.plus({ months: 1 });
      const currencies = await repo.reportCurrencies(db, { party, partyUserId });
      const sections = await Promise.all(
        currencies.map(async (currency) => ({ currency, rows: await repo.reportRows(db, { party, partyUserId, currency, from: from.toJSDate(), to: to.toJSDate() }) })),
      );
      const { monthlyReportXlsx } = await import('./reports.xlsx');
      return { party, bytes: monthlyReportXlsx(sections, locale, await namesOf(sections.flatMap((section) => section.rows))) };
    },
    currencies(party, scope, partyUserId) {
      return repo.reportCurrencies(db, { party, partyUserId: payee(party, scope, partyUserId) });
    },
  };
}
