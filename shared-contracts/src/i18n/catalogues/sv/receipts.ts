import type { receiptTexts as en } from '../en/receipts';

export const receiptTexts: Record<keyof typeof en, string> = {
  'receipt.title': 'Kvitto för utbetalning',
  'receipt.payout': 'Utbetalning nr',
  'receipt.date': 'Datum',
  'receipt.total': 'Totalt',
};
