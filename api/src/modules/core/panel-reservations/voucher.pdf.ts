import PDFDocument from 'pdfkit';
import { create as createQr, type QRCode } from 'qrcode';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/constants';
import { formatMessage, type MessageId } from 'shared-contracts/messages';

export interface VoucherData {
  bookingNumber: string;
  /** The voucher code: the reservation's uuid (ADR 0020). */
  code: string;
  service: string;
  /** The service's local date(s) and time, and the zone they are in. */
  date: string;
  endDate: string | null;
  time: string | null;
  timeZone: string;
  /** "Adult × 2"-style lines: an activity's tickets or a stay's rooms. */
  tickets: string[];
  rooms: string[];
  guests: { adults: number; children: number };
  payer: string | null;
  supplier: string | null;
}

/** The QR code of a voucher: the voucher code alone, so any scanner reads back exactly what check-in takes. */
export function voucherQr(code: string): QRCode {
  return createQr(code, { errorCorrectionLevel: 'M' });
}

/**
 * A booking's voucher (ADR 0020): booking number, service, local date and time, tickets or rooms, guests, payer and
 * supplier, with the QR code of the voucher code drawn as vector squares and the code printed under it. Uncompressed,
 * so the text stays greppable in tests and archives.
 */
export function renderVoucher(data: VoucherData, locale: Locale | undefined): Promise<Buffer> {
  const lang = locale ?? DEFAULT_LOCALE;
  const t = (id: MessageId) => formatMessage(lang, id);
  const doc = new PDFDocument({ size: 'A4', margin: 50, compress: false, info: { Title: `${t('voucher.title')} ${data.bookingNumber}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(t('voucher.title'));
  doc.moveDown();
  doc.font('Helvetica').fontSize(11);
  const dates = data.endDate && data.endDate !== data.date ? `${data.date} – ${data.endDate}` : data.date;
  const facts: [MessageId, string | null][] = [
    ['voucher.bookingNumber', data.bookingNumber],
    ['voucher.service', data.service],
    ['voucher.date', dates],
    ['voucher.time', data.time ? `${data.time} (${data.timeZone})` : null],
    ['voucher.tickets', data.tickets.length ? data.tickets.join(', ') : null],
    ['voucher.rooms', data.rooms.length ? data.rooms.join(', ') : null],
    ['voucher.guests', data.guests.children ? `${data.guests.adults} + ${data.guests.children}` : String(data.guests.adults)],
    ['voucher.payer', data.payer],
    ['voucher.supplier', data.supplier],
  ];
  for (const [label, value] of facts) if (value) doc.text(`${t(label)}: ${value}`);
  doc.moveDown(2);

  const qr = voucherQr(data.code);
  const size = qr.modules.size;
  const quiet = 4;
  const cell = 180 / (size + 2 * quiet);
  const left = doc.page.margins.left;
  const top = doc.y;
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (qr.modules.get(row, col)) doc.rect(left + (col + quiet) * cell, top + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill('#000000');
  doc.y = top + (size + 2 * quiet) * cell;
  doc.x = left;
  doc.font('Helvetica').fontSize(9).text(t('voucher.code'));
  doc.font('Courier-Bold').fontSize(11).text(data.code);
  doc.moveDown();
  doc.font('Helvetica').fontSize(10).text(t('voucher.scan'));
  doc.end();
  return done;
}
