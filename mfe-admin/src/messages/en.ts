/**
 * The administrators' Cancellations page (mfe-admin, issue 5), prefixed `admin.cancellations.`. The remote
 * registers them as the `admin` part when its area loads (ADR 0004). The panel speaks en, no and sv: every id here
 * must be in no.ts and sv.ts (types and messages.test.ts check it).
 */
export const messages = {
  'admin.cancellations.intro': 'Cancelled bookings, newest first. A cancellation whose refund failed needs an administrator to finish it.',
  'admin.cancellations.filter.label': 'Show',
  'admin.cancellations.filter.all': 'All',
  'admin.cancellations.filter.failed': 'Refund failed — needs an administrator',
  'admin.cancellations.filter.succeeded': 'Refunded',
  'admin.cancellations.filter.notRequired': 'No refund needed',
  'admin.cancellations.filter.pending': 'Pending',
  'admin.cancellations.failedCount': '{count, plural, =0 {No failed refunds} one {# failed refund} other {# failed refunds}}',
  'admin.cancellations.tableLabel': 'Cancellations',
  'admin.cancellations.column.cancelledAt': 'Cancelled at',
  'admin.cancellations.column.bookingNumber': 'Booking number',
  'admin.cancellations.column.service': 'Service',
  'admin.cancellations.column.payerEmail': 'Payer e-mail',
  'admin.cancellations.column.price': 'Price',
  'admin.cancellations.column.refund': 'Refund',
  'admin.cancellations.column.refundStatus': 'Refund status',
  'admin.cancellations.column.origin': 'Cancelled by',
  'admin.cancellations.refund': '{amount} ({percentage} %)',
  'admin.cancellations.status.failed': 'Cancellation failed',
  'admin.cancellations.status.succeeded': 'Refunded',
  'admin.cancellations.status.notRequired': 'No refund needed',
  'admin.cancellations.status.pending': 'Refund pending',
  'admin.cancellations.failureCode': 'Provider code: {code}',
  'admin.cancellations.origin.supplier': 'Supplier',
  'admin.cancellations.origin.customer': 'Customer',
  'admin.cancellations.origin.system': 'System',
  'admin.cancellations.missing': '—',
  'admin.cancellations.empty': 'No cancellations yet',
  'admin.cancellations.emptyFiltered': 'No cancellations match this filter',
  'admin.cancellations.emptyFilteredHint': 'Choose another filter, or All, to see the other cancellations.',
  'admin.cancellations.loading': 'Loading cancellations…',
  'admin.cancellations.error': 'The cancellations could not be loaded.',
} as const;
