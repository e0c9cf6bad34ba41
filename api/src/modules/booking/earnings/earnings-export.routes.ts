import { Hono } from 'hono';
import type { Locale } from 'shared-contracts/constants';
import { EARNINGS_LIMITS, type EarningLine, EarningListInputSchema, type EarningListQuery, type PayeeParty } from 'shared-contracts/earnings';
import { Role } from 'shared-contracts/enums';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import type { MessageId } from 'shared-contracts/messages';
import { api } from 'shared-contracts/paths';
import { requestedLocale } from '../../../lib/locale';
import type { TenantScope } from '../../../lib/tenancy';
import { validate } from '../../../lib/validation';
import { streamXlsx, type XlsxColumn, xlsxFileName, xlsxResponse } from '../../../lib/xlsx/xlsx-stream';
import { exportText } from '../../../lib/xlsx/xlsx-texts';
import { access, type PanelRequirements } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import type { EarningsService } from './earnings.service';

/** The export's columns: the earnings table's, one value a cell (signed amounts as numbers, moments as dates). */
export function earningColumns(locale: Locale | undefined): XlsxColumn<EarningLine>[] {
  const t = (id: MessageId) => exportText(locale, id);
  const moment = (at: string | null | undefined) => (at ? new Date(at) : null);
  return [
    { header: t('export.col.id'), value: (l) => l.id },
    { header: t('export.col.bookingNumber'), value: (l) => l.booking_number, width: 18 },
    { header: t('export.col.party'), value: (l) => l.party },
    { header: t('export.col.amount'), value: (l) => l.amount.amount },
    { header: t('export.col.currency'), value: (l) => l.amount.currency },
    { header: t('export.col.status'), value: (l) => l.status },
    { header: t('export.col.reference'), value: (l) => l.source, width: 20 },
    { header: t('export.col.payout'), value: (l) => l.payout?.reference ?? null, width: 22 },
    { header: t('export.col.paidAt'), value: (l) => moment(l.payout?.paid_at), width: 18 },
    { header: t('export.col.createdAt'), value: (l) => moment(l.created_at), width: 18 },
  ];
}

/**
 * Every line the ledger's data table filters, page after page of the table's own read (ADR 0021: the ledger's pages
 * are the list's, so the lines and their statuses are exactly what the table shows).
 */
async function* allLines(earnings: EarningsService, party: PayeeParty, scope: TenantScope, query: EarningListQuery): AsyncGenerator<EarningLine[]> {
  const limit = EARNINGS_LIMITS.pageSizeMax;
  for (let page = 1; ; page += 1) {
    const { data } = await earnings.list(party, scope, { ...query, page_number: page, limit });
    if (data.length > 0) yield data;
    if (data.length < limit) return;
  }
}

const pageRequirements = ({ roles, policies }: PanelRequirements): PanelRequirements => ({ ...(roles ? { roles } : {}), ...(policies ? { policies } : {}) });

/** POST /supplier-earning/data-table-excel and /partner-earning/data-table-excel (spec 002 §7.15, binary). */
export function earningsExportRoutes({ earnings }: { earnings: EarningsService }) {
  const p = api.earnings;
  const supplierReads = access.panel(pageRequirements(SUPPLIER_MANIFEST.pages['supplier.supplierEarnings.list'].access));
  const partnerPage = pageRequirements(SUPPLIER_MANIFEST.pages['supplier.partnerEarnings.list'].access);
  const partnerReads = access.panel({ ...partnerPage, roles: [...(partnerPage.roles ?? []), Role.Admin] });
  const body = validate('json', EarningListInputSchema);
  const app = new Hono<AuthedEnv>();
  for (const [party, reads, call] of [
    ['supplier', supplierReads, p.supplierExcel],
    ['partner', partnerReads, p.partnerExcel],
  ] as const) {
    app.post(call.pattern, reads, body, async (c) => {
      const locale = requestedLocale(c);
      const stream = await streamXlsx(allLines(earnings, party, c.get('tenant'), c.req.valid('json')), earningColumns(locale), {
        sheetName: exportText(locale, 'export.earnings.sheet'),
      });
      return xlsxResponse(stream, xlsxFileName(`${party}-earnings`, new Date()));
    });
  }
  return app;
}
