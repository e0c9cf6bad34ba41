import type { receiptTexts as en } from '../en/receipts';

export const receiptTexts: Record<keyof typeof en, string> = {
  'receipt.title': 'Kvittering for utbetaling',
  'receipt.payout': 'Utbetaling nr.',
  'receipt.date': 'Dato',
  'receipt.total': 'Totalt',
};
