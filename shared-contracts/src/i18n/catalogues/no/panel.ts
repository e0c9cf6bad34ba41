import { areas } from './areas';
import { nav } from './nav';
import type { adminCancellations as en } from '../en/panel';

/** Administratorenes avbestillingsside (mfe-admin, issue 5). */
export const adminCancellations: Record<keyof typeof en, string> = {
  'admin.cancellations.intro': 'Avbestilte bestillinger, nyeste først. En avbestilling der refusjonen feilet, må fullføres av en administrator.',
  'admin.cancellations.filter.label': 'Vis',
  'admin.cancellations.filter.all': 'Alle',
  'admin.cancellations.filter.failed': 'Refusjon feilet – trenger en administrator',
  'admin.cancellations.filter.succeeded': 'Refundert',
  'admin.cancellations.filter.notRequired': 'Ingen refusjon nødvendig',
  'admin.cancellations.filter.pending': 'Venter',
  'admin.cancellations.failedCount': '{count, plural, =0 {Ingen feilede refusjoner} one {# feilet refusjon} other {# feilede refusjoner}}',
  'admin.cancellations.tableLabel': 'Avbestillinger',
  'admin.cancellations.column.cancelledAt': 'Avbestilt',
  'admin.cancellations.column.bookingNumber': 'Bestillingsnummer',
  'admin.cancellations.column.service': 'Tjeneste',
  'admin.cancellations.column.payerEmail': 'Betalers e-post',
  'admin.cancellations.column.price': 'Pris',
  'admin.cancellations.column.refund': 'Refusjon',
  'admin.cancellations.column.refundStatus': 'Refusjonsstatus',
  'admin.cancellations.column.origin': 'Avbestilt av',
  'admin.cancellations.refund': '{amount} ({percentage} %)',
  'admin.cancellations.status.failed': 'Avbestilling feilet',
  'admin.cancellations.status.succeeded': 'Refundert',
  'admin.cancellations.status.notRequired': 'Ingen refusjon nødvendig',
  'admin.cancellations.status.pending': 'Refusjon venter',
  'admin.cancellations.failureCode': 'Leverandørkode: {code}',
  'admin.cancellations.origin.supplier': 'Leverandør',
  'admin.cancellations.origin.customer': 'Kunde',
  'admin.cancellations.origin.system': 'System',
  'admin.cancellations.missing': '—',
  'admin.cancellations.empty': 'Ingen avbestillinger ennå',
  'admin.cancellations.emptyFiltered': 'Ingen avbestillinger passer til dette filteret',
  'admin.cancellations.emptyFilteredHint': 'Velg et annet filter, eller Alle, for å se de andre avbestillingene.',
  'admin.cancellations.loading': 'Laster avbestillinger …',
  'admin.cancellations.error': 'Avbestillingene kunne ikke lastes.',
};

/** The panel's part: drawer labels and the panel areas' texts, loaded with the panel chunk. */
export const panel = { ...nav, ...areas, ...adminCancellations };
