import type { messages as en } from './en';

export const messages: Record<keyof typeof en, string> = {
  'supplier.earnings.intro': 'Din andel av varje bekräftad bokning, minus det som återbetalningar tog tillbaka, och utbetalningarna som reglerade den.',
  'supplier.earnings.totals': 'Summor per valuta',
  'supplier.earnings.owed': 'Skuld till dig ({currency})',
  'supplier.earnings.paid': 'Utbetalt ({currency})',
  'supplier.earnings.tab.all': 'Alla',
  'supplier.earnings.status.unpaid': 'Obetald',
  'supplier.earnings.status.onHold': 'Spärrad',
  'supplier.earnings.status.paid': 'Betald',
  'supplier.earnings.column.date': 'Datum',
  'supplier.earnings.column.booking': 'Bokning',
  'supplier.earnings.column.kind': 'Typ',
  'supplier.earnings.column.amount': 'Belopp',
  'supplier.earnings.column.status': 'Status',
  'supplier.earnings.column.payout': 'Utbetalning',
  'supplier.earnings.kind.sale': 'Bokning',
  'supplier.earnings.kind.reversal': 'Återbetalning',
  'supplier.earnings.paidOn': '{reference}, {date}',
  'supplier.earnings.empty': 'Inga intäkter ännu',
  'supplier.earnings.emptyHint': 'Din andel av en bokning visas här så snart bokningen är bekräftad.',
};
