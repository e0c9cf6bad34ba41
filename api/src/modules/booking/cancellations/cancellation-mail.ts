/**
 * The texts of the cancellation e-mails, composed from a view model: pure functions, no database. The guest's
 * message is written in en, no or sv (every other locale falls back to en); the supplier's in en.
 */
import { escapeHtml, formatDate, formatMoney, formatTime, type MailLocale, type Money } from '../notifications/booking-confirmed-mail';

export interface CancelledBookingView {
  bookingNumber: string;
  serviceName: string;
  /** The local start date (YYYY-MM-DD) and time (HH:mm[:ss], null when the service has none). */
  date: string;
  time: string | null;
  refundPercentage: number;
  /** What goes back to the payment method; zero (or nothing paid) is "no refund". */
  refund: Money;
}

export interface GuestCancellationMailView {
  locale: MailLocale;
  siteName: string;
  firstName: string;
  booking: CancelledBookingView;
  /** completed: cancelled and refunded (or nothing to refund); failed: the refund failed, an administrator finishes it. */
  outcome: 'completed' | 'failed';
  /** The supplier cancelled the departure (bulk cancellation), with its reason if it gave one; the guest did not ask. */
  bySupplier?: { reason: string | null };
}

export interface SupplierCancellationMailView {
  siteName: string;
  booking: CancelledBookingView;
  guestName: string;
  reason: string | null;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

interface Words {
  subjectCompleted: (number: string, site: string) => string;
  subjectFailed: (number: string, site: string) => string;
  greeting: (name: string) => string;
  completed: string;
  failed: string;
  bySupplier: string;
  reason: string;
  bookingNumber: string;
  service: string;
  date: string;
  refund: string;
  noRefund: string;
  refundNote: string;
  failedNote: string;
  signOff: string;
}

const WORDS: Record<MailLocale, Words> = {
  en: {
    subjectCompleted: (number, site) => `Your booking ${number} is cancelled – ${site}`,
    subjectFailed: (number, site) => `We are finishing the cancellation of your booking ${number} – ${site}`,
    greeting: (name) => `Hi ${name},`,
    completed: 'Your booking has been cancelled.',
    bySupplier: 'We are sorry: the organiser had to cancel this departure, so your booking has been cancelled. Anything you paid is refunded in full.',
    reason: 'Reason',
    failed: 'We have received your cancellation, but the refund could not be completed automatically. We are finishing it: an administrator will contact you and make the refund.',
    bookingNumber: 'Booking number',
    service: 'Service',
    date: 'Date',
    refund: 'Refund',
    noRefund: 'No refund',
    refundNote: 'A refund reaches your payment method within at most 10 working days.',
    failedNote: 'Once made, a refund reaches your payment method within at most 10 working days.',
    signOff: 'Kind regards,',
  },
  no: {
    subjectCompleted: (number, site) => `Bestillingen din ${number} er avbestilt – ${site}`,
    subjectFailed: (number, site) => `Vi fullfører avbestillingen av bestillingen din ${number} – ${site}`,
    greeting: (name) => `Hei ${name},`,
    completed: 'Bestillingen din er avbestilt.',
    bySupplier: 'Beklager: arrangøren måtte avlyse denne avgangen, så bestillingen din er avbestilt. Alt du har betalt, refunderes i sin helhet.',
    reason: 'Årsak',
    failed: 'Vi har mottatt avbestillingen din, men refusjonen kunne ikke gjennomføres automatisk. Vi fullfører den: en administrator kontakter deg og refunderer beløpet.',
    bookingNumber: 'Bestillingsnummer',
    service: 'Tjeneste',
    date: 'Dato',
    refund: 'Refusjon',
    noRefund: 'Ingen refusjon',
    refundNote: 'En refusjon kommer tilbake til betalingsmiddelet ditt innen høyst 10 virkedager.',
    failedNote: 'Når refusjonen er gjort, kommer den tilbake til betalingsmiddelet ditt innen høyst 10 virkedager.',
    signOff: 'Vennlig hilsen',
  },
  sv: {
    subjectCompleted: (number, site) => `Din bokning ${number} är avbokad – ${site}`,
    subjectFailed: (number, site) => `Vi slutför avbokningen av din bokning ${number} – ${site}`,
    greeting: (name) => `Hej ${name},`,
    completed: 'Din bokning har avbokats.',
    bySupplier: 'Vi beklagar: arrangören var tvungen att ställa in avgången, så din bokning har avbokats. Allt du har betalat återbetalas i sin helhet.',
    reason: 'Orsak',
    failed: 'Vi har tagit emot din avbokning, men återbetalningen kunde inte genomföras automatiskt. Vi slutför den: en administratör kontaktar dig och gör återbetalningen.',
    bookingNumber: 'Bokningsnummer',
    service: 'Tjänst',
    date: 'Datum',
    refund: 'Återbetalning',
    noRefund: 'Ingen återbetalning',
    refundNote: 'En återbetalning når ditt betalningsmedel inom högst 10 arbetsdagar.',
    failedNote: 'När återbetalningen är gjord når den ditt betalningsmedel inom högst 10 arbetsdagar.',
    signOff: 'Vänliga hälsningar',
  },
};

const intlLocale = (locale: MailLocale) => (locale === 'no' ? 'nb' : locale);

/** "NOK 450.00 (50 %)" in the locale's formats, or "No refund". */
export function describeRefund(booking: Pick<CancelledBookingView, 'refund' | 'refundPercentage'>, locale: MailLocale): string {
  if (booking.refund.minor <= 0) return WORDS[locale].noRefund;
  const percent = new Intl.NumberFormat(intlLocale(locale), { style: 'percent' }).format(booking.refundPercentage / 100);
  return `${formatMoney(booking.refund, locale)} (${percent})`;
}

function bookingLines(booking: CancelledBookingView, locale: MailLocale): [string, string][] {
  const w = WORDS[locale];
  const when = booking.time ? `${formatDate(booking.date, locale)}, ${formatTime(booking.time, locale)}` : formatDate(booking.date, locale);
  return [
    [w.bookingNumber, booking.bookingNumber],
    [w.service, booking.serviceName],
    [w.date, when],
    [w.refund, describeRefund(booking, locale)],
  ];
}

const textLines = (lines: [string, string][]) => lines.map(([label, value]) => `  ${label}: ${value}`).join('\n');

const htmlTable = (lines: [string, string][]) =>
  `<table role="presentation" cellpadding="2" style="border-collapse:collapse">\n${lines
    .map(([label, value]) => `<tr><td style="color:#555;padding-right:12px;vertical-align:top">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`)
    .join('\n')}\n</table>`;

const htmlDocument = (lang: string, title: string, body: string[]) =>
  `<!doctype html>\n<html lang="${escapeHtml(lang)}">\n<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>\n<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#222">\n${body.join('\n')}\n</body>\n</html>\n`;

/** The guest's message: the cancellation done (with the refund), or being finished by an administrator. */
export function composeGuestCancellationMail(view: GuestCancellationMailView): ComposedMail {
  const { locale, booking } = view;
  const w = WORDS[locale];
  const failed = view.outcome === 'failed';
  const subject = failed ? w.subjectFailed(booking.bookingNumber, view.siteName) : w.subjectCompleted(booking.bookingNumber, view.siteName);
  const intro = failed ? w.failed : view.bySupplier ? w.bySupplier : w.completed;
  const reason = view.bySupplier?.reason?.trim();
  const lines: [string, string][] = [...bookingLines(booking, locale), ...(reason ? ([[w.reason, reason]] as [string, string][]) : [])];
  // The 10-working-days note is about money going back: said whenever a refund is (or will be) made.
  const note = booking.refund.minor > 0 ? (failed ? w.failedNote : w.refundNote) : null;
  const text = [w.greeting(view.firstName), '', intro, '', textLines(lines), ...(note ? ['', note] : []), '', w.signOff, view.siteName, ''].join('\n');
  const html = htmlDocument(locale, subject, [
    `<p>${escapeHtml(w.greeting(view.firstName))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    htmlTable(lines),
    ...(note ? [`<p style="margin-top:16px">${escapeHtml(note)}</p>`] : []),
    `<p>${escapeHtml(w.signOff)}<br>${escapeHtml(view.siteName)}</p>`,
  ]);
  return { subject, text, html };
}

/** The supplier's notice (in en): the booking was cancelled by the guest and its capacity is on sale again. */
export function composeSupplierCancellationMail(view: SupplierCancellationMailView): ComposedMail {
  const locale: MailLocale = 'en';
  const { booking } = view;
  const subject = `Booking ${booking.bookingNumber} cancelled by the customer – ${view.siteName}`;
  const intro = `The customer cancelled the following booking on ${view.siteName}. Its places are available for sale again.`;
  const lines: [string, string][] = [...bookingLines(booking, locale), ['Customer', view.guestName], ...(view.reason ? ([['Reason', view.reason]] as [string, string][]) : [])];
  const note = booking.refund.minor > 0 ? 'The refund reaches the customer’s payment method within at most 10 working days.' : null;
  const text = ['Hello,', '', intro, '', textLines(lines), ...(note ? ['', note] : []), '', `– ${view.siteName} via Wayhub`, ''].join('\n');
  const html = htmlDocument(locale, subject, [
    '<p>Hello,</p>',
    `<p>${escapeHtml(intro)}</p>`,
    htmlTable(lines),
    ...(note ? [`<p style="margin-top:16px">${escapeHtml(note)}</p>`] : []),
    `<p>– ${escapeHtml(view.siteName)} via Wayhub</p>`,
  ]);
  return { subject, text, html };
}
