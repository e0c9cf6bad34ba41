/**
 * The guest's "your booking has moved" e-mail (ADR 0020), composed from a view model: a pure function, no database.
 * Written in the checkout's language (en, no or sv; any other falls back to en), with the dates and times in its formats.
 */
import { escapeHtml, formatDate, formatTime, type MailLocale } from '../notifications/booking-confirmed-mail';

export interface MovedBookingView {
  locale: MailLocale;
  firstName: string;
  bookingNumber: string;
  serviceName: string;
  /** The departure's local date (YYYY-MM-DD) and start time (HH:mm), before and after the move. */
  from: { date: string; startTime: string | null };
  to: { date: string; startTime: string | null };
}

interface Words {
  subject: (number: string, date: string) => string;
  greeting: (name: string) => string;
  moved: (number: string, service: string) => string;
  before: string;
  now: string;
  unchanged: string;
  signOff: string;
}

const WORDS: Record<MailLocale, Words> = {
  en: {
    subject: (number, date) => `Your booking ${number} has moved to ${date}`,
    greeting: (name) => `Hi ${name},`,
    moved: (number, service) => `Your booking ${number} (${service}) has moved to a new date.`,
    before: 'Before',
    now: 'Now',
    unchanged: 'Your tickets and price stay the same. If the new date does not suit you, please reply to this e-mail.',
    signOff: 'Kind regards,',
  },
  no: {
    subject: (number, date) => `Bestillingen din ${number} er flyttet til ${date}`,
    greeting: (name) => `Hei ${name},`,
    moved: (number, service) => `Bestillingen din ${number} (${service}) er flyttet til en ny dato.`,
    before: 'Før',
    now: 'Nå',
    unchanged: 'Billettene og prisen er de samme. Hvis den nye datoen ikke passer, kan du svare på denne e-posten.',
    signOff: 'Vennlig hilsen',
  },
  sv: {
    subject: (number, date) => `Din bokning ${number} har flyttats till ${date}`,
    greeting: (name) => `Hej ${name},`,
    moved: (number, service) => `Din bokning ${number} (${service}) har flyttats till ett nytt datum.`,
    before: 'Tidigare',
    now: 'Nu',
    unchanged: 'Biljetterna och priset är desamma. Om det nya datumet inte passar kan du svara på det här mejlet.',
    signOff: 'Vänliga hälsningar',
  },
};

const when = (at: MovedBookingView['from'], locale: MailLocale) => (at.startTime ? `${formatDate(at.date, locale)}, ${formatTime(at.startTime, locale)}` : formatDate(at.date, locale));

export function composeDateChangeMail(view: MovedBookingView): { subject: string; text: string; html: string } {
  const w = WORDS[view.locale];
  const subject = w.subject(view.bookingNumber, formatDate(view.to.date, view.locale));
  const lines: [string, string][] = [
    [w.before, when(view.from, view.locale)],
    [w.now, when(view.to, view.locale)],
  ];
  const text = [w.greeting(view.firstName), '', w.moved(view.bookingNumber, view.serviceName), ...lines.map(([label, value]) => `  ${label}: ${value}`), '', w.unchanged, '', w.signOff, ''].join('\n');
  const html = [
    `<!doctype html>\n<html lang="${escapeHtml(view.locale)}">\n<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#222">',
    `<p>${escapeHtml(w.greeting(view.firstName))}</p>`,
    `<p>${escapeHtml(w.moved(view.bookingNumber, view.serviceName))}</p>`,
    `<table role="presentation" cellpadding="2">${lines.map(([label, value]) => `<tr><td style="color:#555;padding-right:12px">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`,
    `<p>${escapeHtml(w.unchanged)}</p>`,
    `<p>${escapeHtml(w.signOff)}</p>`,
    '</body>\n</html>\n',
  ].join('\n');
  return { subject, text, html };
}
