import PDFDocument from 'pdfkit';
import { DEFAULT_LOCALE, type Locale } from 'shared-contracts/constants';
import { formatMessage, type MessageId } from 'shared-contracts/messages';

/** `1234.50 NOK`: the same in every language, exact to the minor unit (Helvetica has no narrow no-break space). */
export function receiptAmount(minor: number, currency: string): string {
  return `${(minor / 100).toFixed(2)} ${currency}`;
}

export interface ReceiptData {
  payoutId: number;
  reference: string;
  paidAt: Date;
  payee: { name: string; email: string };
  currency: string;
  totalMinor: number;
  lines: { bookingNumber: string | null; service: string; amountMinor: number }[];
}

/**
 * A payout receipt (ADR 0023): the payout's number, reference, date, payee, and its lines (booking number, service,
 * amount) with the total, in the caller's language. Uncompressed, so the text stays greppable in tests and archives.
 */
export function renderReceipt(data: ReceiptData, locale: Locale | undefined): Promise<Buffer> {
  const lang = locale ?? DEFAULT_LOCALE;
  const t = (id: MessageId) => formatMessage(lang, id);
  const money = (minor: number) => receiptAmount(minor, data.currency);
  const doc = new PDFDocument({ size: 'A4', margin: 50, compress: false, info: { Title: `${t('receipt.title')} ${data.reference}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(t('receipt.title'));
  doc.moveDown();
  doc.font('Helvetica').fontSize(11);
  const facts: [MessageId, string][] = [
    ['receipt.payout', String(data.payoutId)],
    ['export.col.reference', data.reference],
    ['receipt.date', data.paidAt.toISOString().slice(0, 10)],
    ['export.col.party', `${data.payee.name} <${data.payee.email}>`],
    ['export.col.currency', data.currency],
  ];
  for (const [label, value] of facts) doc.text(`${t(label)}: ${value}`);
  doc.moveDown();

  const left = doc.page.margins.left;
  const cols = [left, left + 160, left + 360];
  const row = (cells: [string, string, string], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(cells[0], cols[0], y, { width: 150 });
    doc.text(cells[1], cols[1], y, { width: 190 });
    doc.text(cells[2], cols[2], y, { width: 135, align: 'right' });
    doc.moveDown(0.3);
  };
  row([t('export.col.bookingNumber'), t('export.col.service'), t('export.col.amount')], true);
  for (const line of data.lines) row([line.bookingNumber ?? '—', line.service, money(line.amountMinor)]);
  doc.moveDown();
  row([t('receipt.total'), '', money(data.totalMinor)], true);
  doc.end();
  return done;
}
