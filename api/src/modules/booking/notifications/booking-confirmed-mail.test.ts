import {
  type BookedItemView,
  composePayerMail,
  composeSupplierMail,
  describeCancellation,
  describeMethod,
  escapeHtml,
  formatDate,
  formatGuests,
  formatMoney,
  formatTime,
  mailLocaleOf,
  type PayerMailView,
} from './booking-confirmed-mail';

/** Intl separates groups and currency with (narrow) no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const CRUISE: BookedItemView = {
  bookingNumber: 'WH-20300614-000101',
  serviceName: 'Sightseeingkryssning på Oslofjorden',
  schedule: { kind: 'tour', date: '2030-06-14', time: '13:00:00', meetingPoint: 'Brygga 3, Aker Brygge, Oslo' },
  guests: [
    { type: 'Adult', count: 2 },
    { type: 'Child', count: 1 },
  ],
  price: { minor: 124_700, currency: 'NOK' },
  cancellation: [
    { hours: 24, refund_percentage: 50 },
    { hours: 48, refund_percentage: 100 },
    { hours: 0, refund_percentage: 0 },
  ],
  comments: null,
};

const HOTEL: BookedItemView = {
  bookingNumber: 'WH-20300614-000102',
  serviceName: 'Oslo Harbour Hotel',
  schedule: { kind: 'hotel', checkIn: '2030-06-20', checkOut: '2030-06-22', rooms: [{ count: 1, name: 'Standard dubbelrum' }] },
  guests: [
    { type: 'Adult', count: 2 },
    { type: 'Child', count: 0 },
  ],
  price: { minor: 300_000, currency: 'NOK' },
  cancellation: [{ hours: 168, refund_percentage: 100 }],
  comments: 'Sen ankomst, ca 23:00',
};

const PACKAGE: BookedItemView = {
  bookingNumber: 'WH-20300614-000103',
  serviceName: 'Fjords & Mountains <3 days>',
  schedule: { kind: 'package', startDate: '2030-07-01', days: 3 },
  guests: [{ type: 'Adult', count: 1 }],
  price: { minor: 500_000, currency: 'NOK' },
  cancellation: null,
  comments: null,
};

const VIEW: PayerMailView = {
  locale: 'sv',
  siteName: 'Demo Travel',
  firstName: 'Kari',
  items: [CRUISE, HOTEL, PACKAGE],
  total: { minor: 924_700, currency: 'NOK' },
  method: 'NOPAY',
  customerAreaUrl: 'http://demo.localhost:8080/sv/customer-reservation/login',
};

describe('booking confirmation formats', () => {
  test('locales other than en, no and sv fall back to en', () => {
    expect(['en', 'no', 'sv', 'de', 'fi', '', null, undefined].map(mailLocaleOf)).toEqual(['en', 'no', 'sv', 'en', 'en', 'en', 'en', 'en']);
  });

  test('money from minor units with the currency’s own decimals, in the locale’s notation', () => {
    expect(plain(formatMoney({ minor: 123_456, currency: 'NOK' }, 'en'))).toBe('NOK 1,234.56');
    expect(plain(formatMoney({ minor: 123_456, currency: 'NOK' }, 'no'))).toBe('1 234,56 kr');
    expect(plain(formatMoney({ minor: 123_456, currency: 'SEK' }, 'sv'))).toBe('1 234,56 kr');
    expect(formatMoney({ minor: 199, currency: 'EUR' }, 'en')).toBe('€1.99');
    // Yen has no minor unit: 1500 minor units are ¥1,500, not ¥15.
    expect(formatMoney({ minor: 1500, currency: 'JPY' }, 'en')).toBe('¥1,500');
  });

  test('dates and times through luxon, as each locale writes them', () => {
    expect(formatDate('2030-06-14', 'en')).toBe('Fri, Jun 14, 2030');
    expect(formatDate('2030-06-14', 'sv')).toBe('fre 14 juni 2030');
    expect(formatDate('2030-06-14', 'no')).toBe('fre. 14. juni 2030');
    expect(plain(formatTime('13:00:00', 'en'))).toBe('1:00 PM');
    expect(formatTime('13:00:00', 'sv')).toBe('13:00');
  });

  test('guests: counts with plurals, zero counts left out', () => {
    expect(formatGuests(CRUISE.guests, 'en')).toBe('2 adults, 1 child');
    expect(formatGuests(CRUISE.guests, 'no')).toBe('2 voksne, 1 barn');
    expect(formatGuests(CRUISE.guests, 'sv')).toBe('2 vuxna, 1 barn');
    expect(formatGuests([{ type: 'Adult', count: 1 }, { type: 'Child', count: 2 }], 'en')).toBe('1 adult, 2 children');
    expect(formatGuests(HOTEL.guests, 'en')).toBe('2 adults');
    expect(formatGuests([{ type: 'Senior', count: 1 }, { type: 'Group', count: 2 }], 'sv')).toBe('1 pensionär, 2 grupper');
  });

  test('cancellation tiers in words, strictest last, days only beyond 3 days', () => {
    expect(describeCancellation(CRUISE.cancellation, 'en')).toBe(
      'Free cancellation until 48 hours before the start; 50% refund if cancelled at least 24 hours before the start; no refund after that.',
    );
    expect(plain(describeCancellation(CRUISE.cancellation, 'sv'))).toBe(
      'Gratis avbokning fram till 48 timmar före start; 50 % återbetalning vid avbokning minst 24 timmar före start; ingen återbetalning därefter.',
    );
    expect(plain(describeCancellation(CRUISE.cancellation, 'no'))).toBe(
      'Gratis avbestilling inntil 48 timer før start; 50 % refusjon ved avbestilling minst 24 timer før start; ingen refusjon etter det.',
    );
    expect(describeCancellation([{ hours: 168, refund_percentage: 100 }], 'en')).toBe('Free cancellation until 7 days before the start; no refund after that.');
    expect(describeCancellation([{ hours: 72, refund_percentage: 100 }], 'en')).toBe('Free cancellation until 72 hours before the start; no refund after that.');
    // A part day rounds up, as on the product page and in the guest area: the deadline never promises more.
    expect(describeCancellation([{ hours: 100, refund_percentage: 100 }], 'en')).toBe('Free cancellation until 5 days before the start; no refund after that.');
    expect(plain(describeCancellation([{ hours: 73, refund_percentage: 50 }], 'no'))).toBe('50 % refusjon ved avbestilling minst 4 dager før start; ingen refusjon etter det.');
    expect(describeCancellation([{ hours: 1, refund_percentage: 100 }], 'sv')).toBe('Gratis avbokning fram till 1 timme före start; ingen återbetalning därefter.');
    expect(describeCancellation([{ hours: 0, refund_percentage: 100 }], 'en')).toBe('Free cancellation until the start.');
    expect(describeCancellation([{ hours: 0, refund_percentage: 0 }], 'en')).toBe('Non-refundable.');
    expect(describeCancellation([{ hours: 0, refund_percentage: 0 }], 'no')).toBe('Kan ikke refunderes.');
    expect(describeCancellation([], 'en')).toBe('Please contact us about cancellation.');
    expect(describeCancellation(null, 'sv')).toBe('Kontakta oss angående avbokning.');
  });

  test('payment methods: pay later is not described as paid', () => {
    expect(describeMethod('NOPAY', 'en')).toMatch(/^Pay on arrival/);
    expect(describeMethod('NOPAY', 'no')).toMatch(/^Betales ved ankomst/);
    expect(describeMethod('STRIPE', 'sv')).toBe('Betalt med kort');
    expect(describeMethod('STRIPE_TERMINAL', 'en')).toBe('Paid by card at the terminal');
  });

  test('escapeHtml covers markup and both quote kinds', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('payer confirmation', () => {
  test('Swedish: greeting, every booking with its schedule, guests, price and policy, the total to pay on arrival and the customer area', () => {
    const mail = composePayerMail(VIEW);
    expect(mail.subject).toBe('Din bokning är bekräftad – Demo Travel');
    const text = plain(mail.text);
    expect(text).toMatch(/^Hej Kari,\n/);
    expect(text).toContain(
      [
        'Sightseeingkryssning på Oslofjorden',
        '  Bokningsnummer: WH-20300614-000101',
        '  Datum: fre 14 juni 2030',
        '  Tid: 13:00 (lokal tid)',
        '  Mötesplats: Brygga 3, Aker Brygge, Oslo',
        '  Gäster: 2 vuxna, 1 barn',
        '  Pris: 1 247,00 Nkr',
        '  Avbokning: Gratis avbokning fram till 48 timmar före start; 50 % återbetalning vid avbokning minst 24 timmar före start; ingen återbetalning därefter.',
      ].join('\n'),
    );
    expect(text).toContain(
      [
        'Oslo Harbour Hotel',
        '  Bokningsnummer: WH-20300614-000102',
        '  Incheckning: tors 20 juni 2030',
        '  Utcheckning: lör 22 juni 2030',
        '  Rum: 1 × Standard dubbelrum',
        '  Gäster: 2 vuxna',
        '  Pris: 3 000,00 Nkr',
        '  Kommentarer: Sen ankomst, ca 23:00',
        '  Avbokning: Gratis avbokning fram till 7 dagar före start; ingen återbetalning därefter.',
      ].join('\n'),
    );
    expect(text).toContain('  Startdatum: mån 1 juli 2030\n  Längd: 3 dagar\n  Gäster: 1 vuxen');
    expect(text).toContain('Totalt att betala: 9 247,00 Nkr\nBetalning: Betalas på plats – inget har debiterats ännu');
    expect(text).toContain('Se eller avboka dina bokningar på kundsidan:\nhttp://demo.localhost:8080/sv/customer-reservation/login');
    expect(text).not.toMatch(/Your booking|Booking number|Total paid|Total to pay|Guests|Cancellation/);
  });

  test('English, paid by card: "Total paid", and the same facts', () => {
    const mail = composePayerMail({ ...VIEW, locale: 'en', method: 'STRIPE', customerAreaUrl: 'https://tours.example.com/de/customer-reservation/login' });
    expect(mail.subject).toBe('Your booking is confirmed – Demo Travel');
    const text = plain(mail.text);
    expect(text).toMatch(/^Hi Kari,\n/);
    expect(text).toContain('  Booking number: WH-20300614-000101\n  Date: Fri, Jun 14, 2030\n  Time: 1:00 PM (local time)\n  Meeting point: Brygga 3, Aker Brygge, Oslo\n  Guests: 2 adults, 1 child\n  Price: NOK 1,247.00');
    expect(text).toContain('  Check-in: Thu, Jun 20, 2030\n  Check-out: Sat, Jun 22, 2030\n  Rooms: 1 × Standard dubbelrum');
    expect(text).toContain('Total paid: NOK 9,247.00\nPayment: Paid by card');
    expect(mail.text).toContain('https://tours.example.com/de/customer-reservation/login');
    expect(mail.html).toContain('<a href="https://tours.example.com/de/customer-reservation/login">');
  });

  test('HTML part: the same content, every interpolated value escaped', () => {
    const hostile = composePayerMail({
      ...VIEW,
      siteName: 'Demo & "Friends"',
      firstName: '<img src=x onerror=alert(1)>',
      items: [{ ...PACKAGE, comments: '</td><script>steal()</script>' }],
    });
    expect(hostile.html).toContain('<html lang="sv">');
    expect(hostile.html).toContain('<p>Hej &lt;img src=x onerror=alert(1)&gt;,</p>');
    expect(hostile.html).toContain('Fjords &amp; Mountains &lt;3 days&gt;');
    expect(hostile.html).toContain('&lt;/td&gt;&lt;script&gt;steal()&lt;/script&gt;');
    expect(hostile.html).toContain('Demo &amp; &quot;Friends&quot;');
    expect(hostile.html).not.toMatch(/<script|<img/);
    // The plain-text part carries the values as they are.
    expect(hostile.text).toContain('Hej <img src=x onerror=alert(1)>,');

    const html = plain(composePayerMail(VIEW).html);
    for (const fact of ['WH-20300614-000101', 'WH-20300614-000102', 'WH-20300614-000103', '9 247,00 Nkr', 'Betalas på plats', '2 vuxna, 1 barn']) {
      expect(html).toContain(fact);
    }
    expect(html).toContain('<a href="http://demo.localhost:8080/sv/customer-reservation/login">');
  });

  test('without a known site address there is no customer-area paragraph; a non-http address is never a link', () => {
    const without = composePayerMail({ ...VIEW, customerAreaUrl: null });
    expect(without.text).not.toContain('kundsidan');
    expect(without.html).not.toContain('<a ');
    const odd = composePayerMail({ ...VIEW, customerAreaUrl: 'javascript:alert(1)' });
    expect(odd.html).not.toContain('<a ');
  });
});

describe('supplier notice', () => {
  test('in English: the supplier’s bookings, schedule and guests, who booked and how to reach them; no policy', () => {
    const mail = composeSupplierMail({
      siteName: 'Demo Travel',
      items: [{ ...CRUISE, serviceName: 'Oslo Fjord Sightseeing Cruise', schedule: { kind: 'tour', date: '2030-06-14', time: '13:00:00', meetingPoint: null } }, { ...HOTEL, comments: 'Late arrival' }],
      payer: { name: 'Kari Nordmann', email: 'kari@example.test', phone: '+47 41234567', country: 'NO' },
      method: 'NOPAY',
    });
    expect(mail.subject).toBe('New booking WH-20300614-000101, WH-20300614-000102 – Demo Travel');
    const text = plain(mail.text);
    expect(text).toContain('bookings of your services were confirmed on Demo Travel');
    expect(text).toContain('Oslo Fjord Sightseeing Cruise\n  Booking number: WH-20300614-000101\n  Date: Fri, Jun 14, 2030\n  Time: 1:00 PM (local time)\n  Guests: 2 adults, 1 child');
    expect(text).toContain('  Rooms: 1 × Standard dubbelrum\n  Guests: 2 adults\n  Price: NOK 3,000.00\n  Comments: Late arrival');
    expect(text).toContain('Customer\n  Name: Kari Nordmann\n  E-mail: kari@example.test\n  Phone: +47 41234567\n  Country: NO');
    expect(text).toContain('Payment: Pay on arrival');
    expect(text).not.toContain('Cancellation');
    expect(mail.html).toContain('Kari Nordmann');
  });
});
