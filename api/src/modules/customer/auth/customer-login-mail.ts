/**
 * The login-link e-mail, in en, no or sv (every other locale falls back to en): pure functions, no database.
 */
import { escapeHtml, type MailLocale } from '../../booking/notifications/booking-confirmed-mail';

export interface LoginMailView {
  locale: MailLocale;
  /** The partner site's name, when the link is for one. */
  siteName: string | null;
  url: string;
}

interface Words {
  subject(site: string | null): string;
  intro(site: string | null): string;
  validity: string;
  ignore: string;
}

const WORDS: Record<MailLocale, Words> = {
  en: {
    subject: (site) => (site ? `Your login link for ${site}` : 'Your login link'),
    intro: (site) => `Use the link below to see your reservations${site ? ` at ${site}` : ''}.`,
    validity: 'The link is valid for 1 hour and can be used once.',
    ignore: 'If you did not ask for this link, you can ignore this e-mail.',
  },
  no: {
    subject: (site) => (site ? `Din innloggingslenke for ${site}` : 'Din innloggingslenke'),
    intro: (site) => `Bruk lenken nedenfor for å se reservasjonene dine${site ? ` hos ${site}` : ''}.`,
    validity: 'Lenken er gyldig i 1 time og kan brukes én gang.',
    ignore: 'Hvis du ikke ba om denne lenken, kan du se bort fra denne e-posten.',
  },
  sv: {
    subject: (site) => (site ? `Din inloggningslänk för ${site}` : 'Din inloggningslänk'),
    intro: (site) => `Använd länken nedan för att se dina bokningar${site ? ` hos ${site}` : ''}.`,
    validity: 'Länken gäller i 1 timme och kan användas en gång.',
    ignore: 'Om du inte har bett om den här länken kan du bortse från det här mejlet.',
  },
};

export function composeLoginMail({ locale, siteName, url }: LoginMailView): { subject: string; text: string; html: string } {
  const w = WORDS[locale];
  const subject = w.subject(siteName);
  const text = [w.intro(siteName), '', url, '', w.validity, w.ignore, ...(siteName ? ['', siteName] : [])].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${escapeHtml(locale)}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#222">',
    `<p>${escapeHtml(w.intro(siteName))}</p>`,
    `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
    `<p>${escapeHtml(w.validity)}<br>${escapeHtml(w.ignore)}</p>`,
    ...(siteName ? [`<p>${escapeHtml(siteName)}</p>`] : []),
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { subject, text, html };
}
