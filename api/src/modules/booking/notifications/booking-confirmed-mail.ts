/**
 * The texts of the booking-confirmation e-mails, composed from a view model: pure functions, no database.
 * The payer's message is written in en, no or sv (every other locale falls back to en); the supplier's in en.
 */
import { DateTime } from 'luxon';
import { PaymentMethod } from 'shared-contracts/enums';
import { refundNotice } from 'shared-contracts/refund-notice';

export const MAIL_LOCALES = ['en', 'no', 'sv'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];

export const mailLocaleOf = (locale: string | null | undefined): MailLocale =>
  (MAIL_LOCALES as readonly string[]).includes(locale ?? '') ? (locale as MailLocale) : 'en';

export interface Money {
  minor: number;
  currency: string;
}

/** Cancelling at least `hours` before the start refunds `refund_percentage` (the service detail's tiers). */
export interface CancellationTierView {
  hours: number;
  refund_percentage: number;
}

/** A number of one kind of guest: a pricing type (Adult, Child, Senior …; spec 001 §3). */
export interface GuestCount {
  type: string;
  count: number;
}

export type ScheduleView =
  /** Activities and events: the departure, in the service's local time. */
  | { kind: 'tour'; date: string; time: string | null; meetingPoint: string | null }
  | { kind: 'hotel'; checkIn: string; checkOut: string; rooms: { count: number; name: string }[] }
  | { kind: 'package'; startDate: string; days: number | null };

export interface BookedItemView {
  bookingNumber: string;
  serviceName: string;
  schedule: ScheduleView;
  guests: GuestCount[];
  price: Money;
  /** null when the service's terms could not be read: the text then says to ask. */
  cancellation: CancellationTierView[] | null;
  comments: string | null;
}

export interface PayerMailView {
  locale: MailLocale;
  siteName: string;
  firstName: string;
  items: BookedItemView[];
  total: Money;
  /** The payment's method name: NOPAY, STRIPE, STRIPE_TERMINAL … */
  method: string;
  /** `<site origin>/<locale>/customer-reservation/login`, when the site's address is known. */
  customerAreaUrl: string | null;
}

export interface SupplierMailView {
  siteName: string;
  items: BookedItemView[];
  payer: { name: string; email: string; phone: string; country: string } | null;
  method: string;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Words

type Plural = readonly [one: string, other: string];

const GUEST_WORDS: Record<MailLocale, Record<string, Plural>> = {
  en: {
    Adult: ['adult', 'adults'],
    Child: ['child', 'children'],
    Infant: ['infant', 'infants'],
    Senior: ['senior', 'seniors'],
    Youth: ['youth', 'youths'],
    Student: ['student', 'students'],
    Military: ['military guest', 'military guests'],
    Group: ['group', 'groups'],
    Person: ['person', 'people'],
    Family: ['family', 'families'],
    Transfer: ['transfer', 'transfers'],
    Traveller: ['traveller', 'travellers'],
    Room: ['room', 'rooms'],
  },
  no: {
    Adult: ['voksen', 'voksne'],
    Child: ['barn', 'barn'],
    Infant: ['spedbarn', 'spedbarn'],
    Senior: ['honnør', 'honnører'],
    Youth: ['ungdom', 'ungdommer'],
    Student: ['student', 'studenter'],
    Military: ['militær', 'militære'],
    Group: ['gruppe', 'grupper'],
    Person: ['person', 'personer'],
    Family: ['familie', 'familier'],
    Transfer: ['transport', 'transporter'],
    Traveller: ['reisende', 'reisende'],
    Room: ['rom', 'rom'],
  },
  sv: {
    Adult: ['vuxen', 'vuxna'],
    Child: ['barn', 'barn'],
    Infant: ['spädbarn', 'spädbarn'],
    Senior: ['pensionär', 'pensionärer'],
    Youth: ['ungdom', 'ungdomar'],
    Student: ['student', 'studenter'],
    Military: ['militär', 'militärer'],
    Group: ['grupp', 'grupper'],
    Person: ['person', 'personer'],
    Family: ['familj', 'familjer'],
    Transfer: ['transfer', 'transfers'],
    Traveller: ['resenär', 'resenärer'],
    Room: ['rum', 'rum'],
  },
};

interface Words {
  subject: (site: string) => string;
  greeting: (name: string) => string;
  intro: (site: string) => string;
  bookingNumber: string;
  date: string;
  time: string;
  localTime: string;
  meetingPoint: string;
  checkIn: string;
  checkOut: string;
  rooms: string;
  startDate: string;
  duration: string;
  days: Plural;
  hours: Plural;
  guests: string;
  price: string;
  comments: string;
  cancellation: string;
  totalPaid: string;
  totalToPay: string;
  payment: string;
  methods: { nopay: string; card: string; terminal: string };
  customerArea: string;
  signOff: string;
  policy: {
    freeUntil: (time: string) => string;
    freeUntilStart: string;
    refundAtLeast: (percent: string, time: string) => string;
    refundBeforeStart: (percent: string) => string;
    noRefundAfter: string;
    nonRefundable: string;
    unknown: string;
  };
}

const WORDS: Record<MailLocale, Words> = {
  en: {
    subject: (site) => `Your booking is confirmed – ${site}`,
    greeting: (name) => `Hi ${name},`,
    intro: (site) => `Thank you for booking with ${site}. Your booking is confirmed; here is a summary.`,
    bookingNumber: 'Booking number',
    date: 'Date',
    time: 'Time',
    localTime: 'local time',
    meetingPoint: 'Meeting point',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    rooms: 'Rooms',
    startDate: 'Start date',
    duration: 'Duration',
    days: ['day', 'days'],
    hours: ['hour', 'hours'],
    guests: 'Guests',
    price: 'Price',
    comments: 'Comments',
    cancellation: 'Cancellation',
    totalPaid: 'Total paid',
    totalToPay: 'Total to pay',
    payment: 'Payment',
    methods: { nopay: 'Pay on arrival – nothing has been charged yet', card: 'Paid by card', terminal: 'Paid by card at the terminal' },
    customerArea: 'See or cancel your bookings in the customer area:',
    signOff: 'Kind regards,',
    policy: {
      freeUntil: (time) => `free cancellation until ${time} before the start`,
      freeUntilStart: 'free cancellation until the start',
      refundAtLeast: (percent, time) => `${percent} refund if cancelled at least ${time} before the start`,
      refundBeforeStart: (percent) => `${percent} refund if cancelled before the start`,
      noRefundAfter: 'no refund after that',
      nonRefundable: 'non-refundable',
      unknown: 'please contact us about cancellation',
    },
  },
  no: {
    subject: (site) => `Bestillingen din er bekreftet – ${site}`,
    greeting: (name) => `Hei ${name},`,
    intro: (site) => `Takk for at du bestilte hos ${site}. Bestillingen din er bekreftet; her er en oppsummering.`,
    bookingNumber: 'Bestillingsnummer',
    date: 'Dato',
    time: 'Tid',
    localTime: 'lokal tid',
    meetingPoint: 'Møtested',
    checkIn: 'Innsjekking',
    checkOut: 'Utsjekking',
    rooms: 'Rom',
    startDate: 'Startdato',
    duration: 'Varighet',
    days: ['dag', 'dager'],
    hours: ['time', 'timer'],
    guests: 'Gjester',
    price: 'Pris',
    comments: 'Kommentarer',
    cancellation: 'Avbestilling',
    totalPaid: 'Totalt betalt',
    totalToPay: 'Totalt å betale',
    payment: 'Betaling',
    methods: { nopay: 'Betales ved ankomst – ingenting er belastet ennå', card: 'Betalt med kort', terminal: 'Betalt med kort i terminal' },
    customerArea: 'Se eller avbestill bestillingene dine på kundesiden:',
    signOff: 'Vennlig hilsen',
    policy: {
      freeUntil: (time) => `gratis avbestilling inntil ${time} før start`,
      freeUntilStart: 'gratis avbestilling frem til start',
      refundAtLeast: (percent, time) => `${percent} refusjon ved avbestilling minst ${time} før start`,
      refundBeforeStart: (percent) => `${percent} refusjon ved avbestilling før start`,
      noRefundAfter: 'ingen refusjon etter det',
      nonRefundable: 'kan ikke refunderes',
      unknown: 'kontakt oss om avbestilling',
    },
  },
  sv: {
    subject: (site) => `Din bokning är bekräftad – ${site}`,
    greeting: (name) => `Hej ${name},`,
    intro: (site) => `Tack för din bokning hos ${site}. Bokningen är bekräftad; här är en sammanfattning.`,
    bookingNumber: 'Bokningsnummer',
    date: 'Datum',
    time: 'Tid',
    localTime: 'lokal tid',
    meetingPoint: 'Mötesplats',
    checkIn: 'Incheckning',
    checkOut: 'Utcheckning',
    rooms: 'Rum',
    startDate: 'Startdatum',
    duration: 'Längd',
    days: ['dag', 'dagar'],
    hours: ['timme', 'timmar'],
    guests: 'Gäster',
    price: 'Pris',
    comments: 'Kommentarer',
    cancellation: 'Avbokning',
    totalPaid: 'Totalt betalt',
    totalToPay: 'Totalt att betala',
    payment: 'Betalning',
    methods: { nopay: 'Betalas på plats – inget har debiterats ännu', card: 'Betalt med kort', terminal: 'Betalt med kort i terminal' },
    customerArea: 'Se eller avboka dina bokningar på kundsidan:',
    signOff: 'Vänliga hälsningar',
    policy: {
      freeUntil: (time) => `gratis avbokning fram till ${time} före start`,
      freeUntilStart: 'gratis avbokning fram till start',
      refundAtLeast: (percent, time) => `${percent} återbetalning vid avbokning minst ${time} före start`,
      refundBeforeStart: (percent) => `${percent} återbetalning vid avbokning före start`,
      noRefundAfter: 'ingen återbetalning därefter',
      nonRefundable: 'ej återbetalningsbar',
      unknown: 'kontakta oss angående avbokning',
    },
  },
};

/** Intl locale of a mail locale: `no` is Norwegian Bokmål for number and date formats. */
const intlLocale = (locale: MailLocale) => (locale === 'no' ? 'nb' : locale);

const plural = (locale: MailLocale, n: number, [one, other]: Plural) => `${n} ${new Intl.PluralRules(intlLocale(locale)).select(n) === 'one' ? one : other}`;

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

// ---------------------------------------------------------------------------------------------------------------
// Formats

/** Minor units with the currency's own number of decimals (NOK 2, JPY 0), never through float arithmetic on sums. */
export function formatMoney(money: Money, locale: MailLocale): string {
  const format = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: money.currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(money.minor / 10 ** digits);
}

const DATE_FORMAT = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;

/** A calendar date (YYYY-MM-DD) as the locale writes it, weekday included. */
export function formatDate(isoDate: string, locale: MailLocale): string {
  return DateTime.fromISO(isoDate, { zone: 'UTC' }).setLocale(intlLocale(locale)).toLocaleString(DATE_FORMAT);
}

/** A wall-clock time (HH:mm[:ss]): 12-hour in en, 24-hour in no and sv. */
export function formatTime(time: string, locale: MailLocale): string {
  return DateTime.fromISO(`2000-01-01T${time}`, { zone: 'UTC' }).setLocale(intlLocale(locale)).toLocaleString(DateTime.TIME_SIMPLE);
}

/** "2 adults, 1 child" in the order the counts came, zero counts left out. */
export function formatGuests(guests: GuestCount[], locale: MailLocale): string {
  const words = GUEST_WORDS[locale];
  return guests
    .filter((g) => g.count > 0)
    .map((g) => plural(locale, g.count, words[g.type] ?? [g.type.toLowerCase(), g.type.toLowerCase()]))
    .join(', ');
}

/** The notice as the product page and the guest area tell it (shared-contracts/refund-notice). */
function formatNotice(hours: number, locale: MailLocale): string {
  const words = WORDS[locale];
  const { unit, count } = refundNotice(hours);
  return plural(locale, count, unit === 'days' ? words.days : words.hours);
}

const formatPercent = (percent: number, locale: MailLocale) => new Intl.NumberFormat(intlLocale(locale), { style: 'percent' }).format(percent / 100);

/**
 * The cancellation policy in words. Tiers mean "cancelling at least `hours` before the start refunds
 * `refund_percentage`"; the strictest tier that still refunds something is followed by "no refund after that"
 * unless it reaches the start itself.
 */
export function describeCancellation(tiers: CancellationTierView[] | null, locale: MailLocale): string {
  const words = WORDS[locale].policy;
  if (tiers === null || tiers.length === 0) return capitalise(words.unknown) + '.';
  const refunding = [...tiers].sort((a, b) => b.hours - a.hours).filter((t) => t.refund_percentage > 0);
  if (refunding.length === 0) return capitalise(words.nonRefundable) + '.';
  const parts = refunding.map((tier) => {
    if (tier.refund_percentage >= 100) return tier.hours > 0 ? words.freeUntil(formatNotice(tier.hours, locale)) : words.freeUntilStart;
    const percent = formatPercent(tier.refund_percentage, locale);
    return tier.hours > 0 ? words.refundAtLeast(percent, formatNotice(tier.hours, locale)) : words.refundBeforeStart(percent);
  });
  if (refunding.at(-1)!.hours > 0) parts.push(words.noRefundAfter);
  return capitalise(parts.join('; ')) + '.';
}

export function describeMethod(method: string, locale: MailLocale): string {
  const words = WORDS[locale].methods;
  if (method === PaymentMethod.NOPAY) return words.nopay;
  if (method === PaymentMethod.STRIPE_TERMINAL) return words.terminal;
  return words.card;
}

// ---------------------------------------------------------------------------------------------------------------
// Composition

/** Label/value lines of one booked item. Values are plain text; the HTML writer escapes them. */
function itemLines(item: BookedItemView, locale: MailLocale, withPolicy: boolean): [label: string, value: string][] {
  const w = WORDS[locale];
  const lines: [string, string][] = [[w.bookingNumber, item.bookingNumber]];
  const s = item.schedule;
  if (s.kind === 'tour') {
    lines.push([w.date, formatDate(s.date, locale)]);
    if (s.time) lines.push([w.time, `${formatTime(s.time, locale)} (${w.localTime})`]);
    if (s.meetingPoint) lines.push([w.meetingPoint, s.meetingPoint]);
  } else if (s.kind === 'hotel') {
    lines.push([w.checkIn, formatDate(s.checkIn, locale)], [w.checkOut, formatDate(s.checkOut, locale)]);
    lines.push([w.rooms, s.rooms.map((r) => `${r.count} × ${r.name}`).join(', ')]);
  } else {
    lines.push([w.startDate, formatDate(s.startDate, locale)]);
    if (s.days !== null) lines.push([w.duration, plural(locale, s.days, w.days)]);
  }
  const guests = formatGuests(item.guests, locale);
  if (guests) lines.push([w.guests, guests]);
  lines.push([w.price, formatMoney(item.price, locale)]);
  if (item.comments) lines.push([w.comments, item.comments]);
  if (withPolicy) lines.push([w.cancellation, describeCancellation(item.cancellation, locale)]);
  return lines;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Only http(s) links become anchors: anything else is shown as text, never as a javascript: href. */
const htmlLink = (url: string) => (/^https?:\/\//i.test(url) ? `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>` : escapeHtml(url));

const textItem = (title: string, lines: [string, string][]) => [title, ...lines.map(([label, value]) => `  ${label}: ${value}`)].join('\n');

const htmlItem = (title: string, lines: [string, string][]) =>
  `<h3 style="margin:16px 0 4px">${escapeHtml(title)}</h3>\n<table role="presentation" cellpadding="2" style="border-collapse:collapse">\n${lines
    .map(([label, value]) => `<tr><td style="color:#555;padding-right:12px;vertical-align:top">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`)
    .join('\n')}\n</table>`;

const htmlDocument = (lang: string, title: string, body: string[]) =>
  `<!doctype html>\n<html lang="${escapeHtml(lang)}">\n<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>\n<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#222">\n${body.join('\n')}\n</body>\n</html>\n`;

export function composePayerMail(view: PayerMailView): ComposedMail {
  const { locale } = view;
  const w = WORDS[locale];
  const subject = w.subject(view.siteName);
  const totalLabel = view.method === PaymentMethod.NOPAY ? w.totalToPay : w.totalPaid;
  const total = formatMoney(view.total, locale);
  const method = describeMethod(view.method, locale);
  const items = view.items.map((item) => ({ title: item.serviceName, lines: itemLines(item, locale, true) }));

  const text = [
    w.greeting(view.firstName),
    '',
    w.intro(view.siteName),
    '',
    items.map((i) => textItem(i.title, i.lines)).join('\n\n'),
    '',
    `${totalLabel}: ${total}`,
    `${w.payment}: ${method}`,
    ...(view.customerAreaUrl ? ['', w.customerArea, view.customerAreaUrl] : []),
    '',
    w.signOff,
    view.siteName,
    '',
  ].join('\n');

  const html = htmlDocument(locale, subject, [
    `<p>${escapeHtml(w.greeting(view.firstName))}</p>`,
    `<p>${escapeHtml(w.intro(view.siteName))}</p>`,
    ...items.map((i) => htmlItem(i.title, i.lines)),
    `<p style="margin-top:16px"><strong>${escapeHtml(totalLabel)}: ${escapeHtml(total)}</strong><br>${escapeHtml(w.payment)}: ${escapeHtml(method)}</p>`,
    ...(view.customerAreaUrl ? [`<p>${escapeHtml(w.customerArea)}<br>${htmlLink(view.customerAreaUrl)}</p>`] : []),
    `<p>${escapeHtml(w.signOff)}<br>${escapeHtml(view.siteName)}</p>`,
  ]);
  return { subject, text, html };
}

/** The supplier's notice (in en): their services only, with who booked and how to reach them. */
export function composeSupplierMail(view: SupplierMailView): ComposedMail {
  const locale: MailLocale = 'en';
  const numbers = view.items.map((i) => i.bookingNumber).join(', ');
  const subject = `New booking ${numbers} – ${view.siteName}`;
  const items = view.items.map((item) => ({ title: item.serviceName, lines: itemLines(item, locale, false) }));
  const payerLines: [string, string][] = view.payer
    ? [
        ['Name', view.payer.name],
        ['E-mail', view.payer.email],
        ['Phone', view.payer.phone],
        ['Country', view.payer.country],
      ]
    : [['Name', 'not recorded']];
  const method = describeMethod(view.method, locale);
  const intro = `The following ${view.items.length === 1 ? 'booking of your service was' : 'bookings of your services were'} confirmed on ${view.siteName}.`;

  const text = [
    'Hello,',
    '',
    intro,
    '',
    items.map((i) => textItem(i.title, i.lines)).join('\n\n'),
    '',
    textItem('Customer', payerLines),
    '',
    `Payment: ${method}`,
    '',
    `– ${view.siteName} via Wayhub`,
    '',
  ].join('\n');

  const html = htmlDocument(locale, subject, [
    '<p>Hello,</p>',
    `<p>${escapeHtml(intro)}</p>`,
    ...items.map((i) => htmlItem(i.title, i.lines)),
    htmlItem('Customer', payerLines),
    `<p style="margin-top:16px">Payment: ${escapeHtml(method)}</p>`,
    `<p>– ${escapeHtml(view.siteName)} via Wayhub</p>`,
  ]);
  return { subject, text, html };
}
