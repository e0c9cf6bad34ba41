import { areas } from './areas';
import { nav } from './nav';
import type { adminCancellations as en } from '../en/panel';

/** Administratörernas avbokningssida (mfe-admin, issue 5). */
export const adminCancellations: Record<keyof typeof en, string> = {
  'admin.cancellations.intro': 'Avbokade bokningar, nyaste först. En avbokning där återbetalningen misslyckades måste slutföras av en administratör.',
  'admin.cancellations.filter.label': 'Visa',
  'admin.cancellations.filter.all': 'Alla',
  'admin.cancellations.filter.failed': 'Återbetalning misslyckades – behöver en administratör',
  'admin.cancellations.filter.succeeded': 'Återbetald',
  'admin.cancellations.filter.notRequired': 'Ingen återbetalning behövs',
  'admin.cancellations.filter.pending': 'Väntande',
  'admin.cancellations.failedCount': '{count, plural, =0 {Inga misslyckade återbetalningar} one {# misslyckad återbetalning} other {# misslyckade återbetalningar}}',
  'admin.cancellations.tableLabel': 'Avbokningar',
  'admin.cancellations.column.cancelledAt': 'Avbokad',
  'admin.cancellations.column.bookingNumber': 'Bokningsnummer',
  'admin.cancellations.column.service': 'Tjänst',
  'admin.cancellations.column.payerEmail': 'Betalarens e-post',
  'admin.cancellations.column.price': 'Pris',
  'admin.cancellations.column.refund': 'Återbetalning',
  'admin.cancellations.column.refundStatus': 'Återbetalningsstatus',
  'admin.cancellations.column.origin': 'Avbokad av',
  'admin.cancellations.refund': '{amount} ({percentage} %)',
  'admin.cancellations.status.failed': 'Avbokning misslyckades',
  'admin.cancellations.status.succeeded': 'Återbetald',
  'admin.cancellations.status.notRequired': 'Ingen återbetalning behövs',
  'admin.cancellations.status.pending': 'Återbetalning väntar',
  'admin.cancellations.failureCode': 'Leverantörskod: {code}',
  'admin.cancellations.origin.supplier': 'Leverantör',
  'admin.cancellations.origin.customer': 'Kund',
  'admin.cancellations.origin.system': 'System',
  'admin.cancellations.missing': '—',
  'admin.cancellations.empty': 'Inga avbokningar än',
  'admin.cancellations.emptyFiltered': 'Inga avbokningar matchar det här filtret',
  'admin.cancellations.emptyFilteredHint': 'Välj ett annat filter, eller Alla, för att se de andra avbokningarna.',
  'admin.cancellations.loading': 'Läser in avbokningar …',
  'admin.cancellations.error': 'Avbokningarna kunde inte läsas in.',
};

/** The panel's part: drawer labels and the panel areas' texts, loaded with the panel chunk. */
export const panel = { ...nav, ...areas, ...adminCancellations };
