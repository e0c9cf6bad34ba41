/** Texts of the payout receipt PDF the API renders in the payee's language (ADR 0023); the columns reuse export.col.*. */
export const receiptTexts = {
  'receipt.title': 'Payout receipt',
  'receipt.payout': 'Payout no.',
  'receipt.date': 'Date',
  'receipt.total': 'Total',
} as const;
