import { Hono } from 'hono';
import type { AccessRequirements } from 'shared-contracts/access';
import { Role } from 'shared-contracts/enums';
import { ADMIN_MANIFEST, SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import { api } from 'shared-contracts/paths';
import {
  type ReportParty,
  AffiliateReportsAnswerSchema,
  MonthlyReportQuerySchema,
  ReportAnswerSchema,
  ReportCurrenciesAnswerSchema,
  ReportCurrenciesQuerySchema,
  ReportQuerySchema,
  SalesReportInputSchema,
  SiteReportsAnswerSchema,
} from 'shared-contracts/reports';
import { XLSX_CONTENT_TYPE } from 'shared-contracts/constants';
import { requestedLocale } from '../../../lib/locale';
import { toDto, validate } from '../../../lib/validation';
import { access, type PanelRequirements } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import type { ReportsService } from './reports.service';

const pageRequirements = ({ roles, policies }: AccessRequirements): PanelRequirements => ({ ...(roles ? { roles } : {}), ...(policies ? { policies } : {}) });

/**
 * Reports by currency (spec 002 §7.15 Reports, issue 14 §4, ADR 0024). The supplier's admit what the supplier earnings
 * page admits (suppliers, administrators); the partner's admit partners and administrators; the platform's are the
 * administrators' report page's. A caller other than an administrator sees its own figures only.
 */
export function reportsRoutes({ reports }: { reports: ReportsService }) {
  const p = api.reports;
  const partnerPage = pageRequirements(SUPPLIER_MANIFEST.pages['supplier.partnerEarnings.list'].access);
  const reads: Record<ReportParty, ReturnType<typeof access.panel>> = {
    // The report page admits partners too; the supplier's figures are the supplier earnings page's (suppliers, administrators).
    supplier: access.panel(pageRequirements(SUPPLIER_MANIFEST.pages['supplier.supplierEarnings.list'].access)),
    partner: access.panel({ ...partnerPage, roles: [...(partnerPage.roles ?? []), Role.Admin] }),
    platform: access.panel(pageRequirements(ADMIN_MANIFEST.pages['admin.reports'].access)),
  };
  const query = validate('query', ReportQuerySchema);
  // The monthly reports page's (suppliers and partners) and the administrators' user/monthly-report page's.
  const monthlyPage = pageRequirements(SUPPLIER_MANIFEST.pages['supplier.monthlyReport'].access);
  const monthly = access.panel({ ...monthlyPage, roles: [...(monthlyPage.roles ?? []), Role.Admin] });
  return new Hono<AuthedEnv>()
    .get(p.currencies.pattern, access.panel(), validate('query', ReportCurrenciesQuerySchema), async (c, next) => reads[c.req.valid('query').party](c, next), async (c) => {
      const q = c.req.valid('query');
      // The party's report's access decides who may list its currencies (checked just before).
      const data = await reports.currencies(q.party, c.get('tenant'), q.party_user_id);
      return c.json(toDto(ReportCurrenciesAnswerSchema, { data }));
    })
    .get(p.supplier.pattern, reads.supplier, query, async (c) => {
      const data = await reports.report('supplier', c.get('tenant'), c.req.valid('query'));
      return c.json(toDto(ReportAnswerSchema, { data }));
    })
    .get(p.partner.pattern, reads.partner, query, async (c) => {
      const data = await reports.report('partner', c.get('tenant'), c.req.valid('query'));
      return c.json(toDto(ReportAnswerSchema, { data }));
    })
    .get(p.partnerSite.pattern, reads.partner, query, async (c) => {
      const data = await reports.perSite(c.get('tenant'), c.req.valid('query'));
      return c.json(toDto(SiteReportsAnswerSchema, { data }));
    })
    .get(p.partnerAffiliate.pattern, reads.partner, query, async (c) => {
      const data = await reports.perAffiliate(c.get('tenant'), c.req.valid('query'));
      return c.json(toDto(AffiliateReportsAnswerSchema, { data }));
    })
    .post(p.salesReport.pattern, access.panel(), validate('json', SalesReportInputSchema), async (c, next) => reads[c.req.valid('json').party](c, next), async (c) => {
      const q = c.req.valid('json');
      const bytes = await reports.salesReport(c.get('tenant'), q, requestedLocale(c));
      const name = `sales-report-${q.party}-${q.currency}-${q.date_from}-${q.date_to}.xlsx`;
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'content-type': XLSX_CONTENT_TYPE, 'content-disposition': `attachment; filename="${name}"` });
    })
    .get(p.monthlyReport.pattern, monthly, validate('query', MonthlyReportQuerySchema), async (c) => {
      const q = c.req.valid('query');
      const { party, bytes } = await reports.monthlyReport(c.get('user'), c.get('tenant'), q, requestedLocale(c));
      const name = `monthly-report-${party}-${q.month}.xlsx`;
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'content-type': XLSX_CONTENT_TYPE, 'content-disposition': `attachment; filename="${name}"` });
    })
    .get(p.admin.pattern, reads.platform, query, async (c) => {
      const data = await reports.report('platform', c.get('tenant'), c.req.valid('query'));
      return c.json(toDto(ReportAnswerSchema, { data }));
    });
}
