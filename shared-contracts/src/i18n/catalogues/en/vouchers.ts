/** Texts of the booking voucher PDF the API renders in the caller's language (ADR 0020). */
export const voucherTexts = {
  'voucher.title': 'Booking voucher',
  'voucher.bookingNumber': 'Booking number',
  'voucher.service': 'Service',
  'voucher.date': 'Date',
  'voucher.time': 'Time',
  'voucher.tickets': 'Tickets',
  'voucher.rooms': 'Rooms',
  'voucher.guests': 'Guests',
  'voucher.payer': 'Booked by',
  'voucher.supplier': 'Supplier',
  'voucher.code': 'Voucher code',
  'voucher.scan': 'Show this code at check-in.',
} as const;
