/**
 * The supplier area's earnings texts (ADR 0004, ADR 0017), prefixed `supplier.earnings.`: what the platform owes the
 * supplier, what it has paid, and the lines behind it. Every id here must be in no.ts and sv.ts of this folder.
 */
export const messages = {
  'supplier.earnings.intro': 'Your share of every confirmed booking, less what refunds took back, and the payouts that settled it.',
  'supplier.earnings.totals': 'Totals per currency',
  'supplier.earnings.owed': 'Owed to you ({currency})',
  'supplier.earnings.paid': 'Paid out ({currency})',
  'supplier.earnings.tab.all': 'All',
  'supplier.earnings.status.unpaid': 'Unpaid',
  'supplier.earnings.status.onHold': 'On hold',
  'supplier.earnings.status.paid': 'Paid',
  'supplier.earnings.column.date': 'Date',
  'supplier.earnings.column.booking': 'Booking',
  'supplier.earnings.column.kind': 'Type',
  'supplier.earnings.column.amount': 'Amount',
  'supplier.earnings.column.status': 'Status',
  'supplier.earnings.column.payout': 'Payout',
  'supplier.earnings.kind.sale': 'Booking',
  'supplier.earnings.kind.reversal': 'Refund',
  'supplier.earnings.paidOn': '{reference}, {date}',
  'supplier.earnings.empty': 'No earnings yet',
  'supplier.earnings.emptyHint': 'Your share of a booking shows here as soon as the booking is confirmed.',
} as const;
