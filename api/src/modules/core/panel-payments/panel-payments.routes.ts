import { Hono } from 'hono';
import type { Locale } from 'shared-contracts/constants';
import { Role } from 'shared-contracts/enums';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import type { MessageId } from 'shared-contracts/messages';
import { PaymentDetailsAnswerSchema, PaymentIdParamSchema, type PaymentRow, PaymentTableAnswerSchema, PaymentTableQuerySchema } from 'shared-contracts/panel-payments';
import { api } from 'shared-contracts/paths';
import { requestedLocale } from '../../../lib/locale';
import { toDto, validate } from '../../../lib/validation';
import { streamXlsx, type XlsxColumn, xlsxFileName, xlsxResponse } from '../../../lib/xlsx/xlsx-stream';
import { exportText } from '../../../lib/xlsx/xlsx-texts';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import { pageRequirements } from '../cancellation-policies/cancellation-policies.routes';
import type { PanelPaymentsPanelService } from './panel-payments.service';

/** The export's columns: the payments table's, one value a cell (amounts as numbers, moments as dates). */
export function paymentColumns(locale: Locale | undefined): XlsxColumn<PaymentRow>[] {
  const t = (id: MessageId) => exportText(locale, id);
  const moment = (at: string | null) => (at ? new Date(at) : null);
  return [
    { header: t('export.col.id'), value: (r) => r.id, width: 38 },
    { header: t('export.col.bookingNumber'), value: (r) => r.booking_numbers.join(', '), width: 20 },
    { header: t('export.col.amount'), value: (r) => r.amount.amount },
    { header: t('export.col.currency'), value: (r) => r.amount.currency },
    { header: t('export.col.status'), value: (r) => t(`export.paymentStatus.${r.status}` as MessageId) },
    { header: t('export.col.paymentMethod'), value: (r) => r.method, width: 18 },
    { header: t('export.col.provider'), value: (r) => r.provider },
    { header: t('export.col.providerRef'), value: (r) => r.provider_ref, width: 30 },
    { header: t('export.col.refunded'), value: (r) => r.refunded.amount },
    { header: t('export.col.payer'), value: (r) => r.payer?.name ?? null, width: 24 },
    { header: t('export.col.payerEmail'), value: (r) => r.payer?.email ?? null, width: 28 },
    { header: t('export.col.createdAt'), value: (r) => moment(r.created_at), width: 18 },
    { header: t('export.col.paidAt'), value: (r) => moment(r.paid_at), width: 18 },
  ];
}

/**
 * Payments (spec 002 §7.15): GET /payment/data-table, POST /payment/data-table-excel (streamed, ADR 0021) and
 * GET /payment/{id}, under the supplier payments page's access; which payments each caller sees is the service's.
 */
export function panelPaymentsRoutes({ payments }: { payments: PanelPaymentsPanelService }) {
  // The page admits suppliers and administrators; partners read their sites' payments through the same calls.
  const page = pageRequirements(SUPPLIER_MANIFEST.pages['supplier.payments.list'].access);
  const reads = access.panel({ ...page, roles: [...(page.roles ?? []), Role.Partner] });
  const p = api.panelPayments;
  return new Hono<AuthedEnv>()
    .get(p.dataTable.pattern, reads, validate('query', PaymentTableQuerySchema), async (c) => {
      const data = await payments.table(c.get('user'), c.req.valid('query'));
      return c.json(toDto(PaymentTableAnswerSchema, { data }));
    })
    .post(p.dataTableExcel.pattern, reads, validate('json', PaymentTableQuerySchema), async (c) => {
      const locale = requestedLocale(c);
      const stream = await streamXlsx(payments.exportBatches(c.get('user'), c.req.valid('json')), paymentColumns(locale), {
        sheetName: exportText(locale, 'export.payments.sheet'),
      });
      return xlsxResponse(stream, xlsxFileName('payments', new Date()));
    })
    .get(p.details.pattern, reads, validate('param', PaymentIdParamSchema), async (c) => {
      const data = await payments.details(c.get('user'), c.req.valid('param').id, requestedLocale(c));
      return c.json(toDto(PaymentDetailsAnswerSchema, { data }));
    });
}

