import type { voucherTexts as en } from '../en/vouchers';

export const voucherTexts: Record<keyof typeof en, string> = {
  'voucher.title': 'Bokningsbevis',
  'voucher.bookingNumber': 'Bokningsnummer',
  'voucher.service': 'Tjänst',
  'voucher.date': 'Datum',
  'voucher.time': 'Tid',
  'voucher.tickets': 'Biljetter',
  'voucher.rooms': 'Rum',
  'voucher.guests': 'Gäster',
  'voucher.payer': 'Bokad av',
  'voucher.supplier': 'Leverantör',
  'voucher.code': 'Voucherkod',
  'voucher.scan': 'Visa den här koden vid incheckning.',
};
