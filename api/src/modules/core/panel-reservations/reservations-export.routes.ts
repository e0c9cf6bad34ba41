import { Hono } from 'hono';
import type { Locale } from 'shared-contracts/constants';
import { SUPPLIER_MANIFEST } from 'shared-contracts/manifests';
import type { MessageId } from 'shared-contracts/messages';
import { type ReservationRow, ReservationTableInputSchema } from 'shared-contracts/panel-reservations';
import { api } from 'shared-contracts/paths';
import { requestedLocale } from '../../../lib/locale';
import { validate } from '../../../lib/validation';
import { streamXlsx, type XlsxColumn, xlsxFileName, xlsxResponse } from '../../../lib/xlsx/xlsx-stream';
import { exportText } from '../../../lib/xlsx/xlsx-texts';
import { access } from '../../auth/access/access';
import type { AuthedEnv } from '../../auth/session/require-user';
import { pageRequirements } from '../cancellation-policies/cancellation-policies.routes';
import type { PanelReservationsPanelService } from './panel-reservations.service';

/** The export's columns: what the reservations table shows, one value a cell (amounts as numbers, moments as dates). */
export function reservationColumns(locale: Locale | undefined): XlsxColumn<ReservationRow>[] {
  const t = (id: MessageId) => exportText(locale, id);
  const day = (date: string | null) => (date ? new Date(`${date}T00:00:00Z`) : null);
  const moment = (at: string | null) => (at ? new Date(at) : null);
  return [
    { header: t('export.col.bookingNumber'), value: (r) => r.booking_number, width: 18 },
    { header: t('export.col.reference'), value: (r) => r.ref, width: 38 },
    { header: t('export.col.service'), value: (r) => r.service.name, width: 32 },
    { header: t('export.col.serviceType'), value: (r) => r.service.type },
    { header: t('export.col.startDate'), value: (r) => day(r.start_date), width: 16 },
    { header: t('export.col.endDate'), value: (r) => day(r.end_date), width: 16 },
    { header: t('export.col.startTime'), value: (r) => r.start_time },
    { header: t('export.col.adults'), value: (r) => r.guests.adults },
    { header: t('export.col.children'), value: (r) => r.guests.children },
    { header: t('export.col.amount'), value: (r) => r.price.amount },
    { header: t('export.col.currency'), value: (r) => r.price.currency },
    { header: t('export.col.status'), value: (r) => t(`export.reservationStatus.${r.status}` as MessageId), width: 18 },
    { header: t('export.col.paymentMethod'), value: (r) => r.payment_method, width: 18 },
    { header: t('export.col.salesChannel'), value: (r) => r.sales_channel },
    { header: t('export.col.site'), value: (r) => r.site.name, width: 24 },
    { header: t('export.col.payer'), value: (r) => r.payer?.name ?? null, width: 24 },
    { header: t('export.col.payerEmail'), value: (r) => r.payer?.email ?? null, width: 28 },
    { header: t('export.col.bookedAt'), value: (r) => moment(r.created_at), width: 18 },
    { header: t('export.col.confirmedAt'), value: (r) => moment(r.confirmed_at), width: 18 },
  ];
}

/**
 * POST /reservation/data-table-excel (spec 002 §7.15, binary): every row the data table's body filters, as an xlsx
 * streamed from keyset-paged reads (ADR 0021), under the reservations list's access and visibility (ADR 0016).
 */
export function reservationsExportRoutes({ reservations }: { reservations: PanelReservationsPanelService }) {
  const reads = access.panel(pageRequirements(SUPPLIER_MANIFEST.pages['supplier.reservations.list'].access));
  return new Hono<AuthedEnv>().post(api.panelReservations.dataTableExcel.pattern, reads, validate('json', ReservationTableInputSchema), async (c) => {
    const locale = requestedLocale(c);
    const batches = reservations.exportBatches(c.get('user'), c.req.valid('json'), undefined, locale);
    const stream = await streamXlsx(batches, reservationColumns(locale), { sheetName: exportText(locale, 'export.reservations.sheet') });
    return xlsxResponse(stream, xlsxFileName('reservations', new Date()));
  });
}
