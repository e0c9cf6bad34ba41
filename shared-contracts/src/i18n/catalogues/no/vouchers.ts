import type { voucherTexts as en } from '../en/vouchers';

export const voucherTexts: Record<keyof typeof en, string> = {
  'voucher.title': 'Bestillingsbevis',
  'voucher.bookingNumber': 'Bestillingsnummer',
  'voucher.service': 'Tjeneste',
  'voucher.date': 'Dato',
  'voucher.time': 'Tid',
  'voucher.tickets': 'Billetter',
  'voucher.rooms': 'Rom',
  'voucher.guests': 'Gjester',
  'voucher.payer': 'Bestilt av',
  'voucher.supplier': 'Leverandør',
  'voucher.code': 'Bevis-kode',
  'voucher.scan': 'Vis denne koden ved innsjekking.',
};
