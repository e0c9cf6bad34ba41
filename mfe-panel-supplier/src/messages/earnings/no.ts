import type { messages as en } from './en';

export const messages: Record<keyof typeof en, string> = {
  'supplier.earnings.intro': 'Din andel av hver bekreftet bestilling, minus det refusjoner tok tilbake, og utbetalingene som gjorde den opp.',
  'supplier.earnings.totals': 'Summer per valuta',
  'supplier.earnings.owed': 'Skyldig deg ({currency})',
  'supplier.earnings.paid': 'Utbetalt ({currency})',
  'supplier.earnings.tab.all': 'Alle',
  'supplier.earnings.status.unpaid': 'Ikke betalt',
  'supplier.earnings.status.onHold': 'Holdt tilbake',
  'supplier.earnings.status.paid': 'Betalt',
  'supplier.earnings.column.date': 'Dato',
  'supplier.earnings.column.booking': 'Bestilling',
  'supplier.earnings.column.kind': 'Type',
  'supplier.earnings.column.amount': 'Beløp',
  'supplier.earnings.column.status': 'Status',
  'supplier.earnings.column.payout': 'Utbetaling',
  'supplier.earnings.kind.sale': 'Bestilling',
  'supplier.earnings.kind.reversal': 'Refusjon',
  'supplier.earnings.paidOn': '{reference}, {date}',
  'supplier.earnings.empty': 'Ingen inntekter ennå',
  'supplier.earnings.emptyHint': 'Din andel av en bestilling vises her så snart bestillingen er bekreftet.',
};
