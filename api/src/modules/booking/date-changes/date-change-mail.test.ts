import { composeDateChangeMail, type MovedBookingView } from './date-change-mail';

const VIEW: MovedBookingView = {
  locale: 'en',
  firstName: 'Kari <b>',
  bookingNumber: 'WH-20261128-000042',
  serviceName: 'Fjord cruise',
  from: { date: '2026-12-03', startTime: '09:30' },
  to: { date: '2026-12-05', startTime: '14:00' },
};

describe('the "your booking has moved" e-mail', () => {
  test('English: the booking, the old and new departure in the locale’s formats, in text and escaped HTML', () => {
    const mail = composeDateChangeMail(VIEW);
    expect(mail.subject).toMatch(/^Your booking WH-20261128-000042 has moved to .*2026$/);
    expect(mail.text).toContain('Your booking WH-20261128-000042 (Fjord cruise) has moved to a new date.');
    expect(mail.text).toMatch(/Before: .*3.*2026, 9:30\s?AM/);
    expect(mail.text).toMatch(/Now: .*5.*2026, 2:00\s?PM/);
    expect(mail.html).toContain('Kari &lt;b&gt;');
    expect(mail.html).not.toContain('Kari <b>');
    expect(mail.html).toContain('<html lang="en">');
  });

  test('Norwegian and Swedish: their words and 24-hour times', () => {
    const no = composeDateChangeMail({ ...VIEW, locale: 'no' });
    expect(no.subject).toMatch(/^Bestillingen din WH-20261128-000042 er flyttet til /);
    expect(no.text).toContain('Hei Kari <b>,');
    expect(no.text).toMatch(/Før: .*, 09:30/);
    expect(no.text).toMatch(/Nå: .*, 14:00/);
    const sv = composeDateChangeMail({ ...VIEW, locale: 'sv' });
    expect(sv.subject).toMatch(/^Din bokning WH-20261128-000042 har flyttats till /);
    expect(sv.text).toMatch(/Nu: .*14:00/);
    expect(sv.text).toContain('Vänliga hälsningar');
  });

  test('a departure without a start time shows its date alone', () => {
    const mail = composeDateChangeMail({ ...VIEW, to: { date: '2026-12-05', startTime: null } });
    const now = /Now: ([^\n]*)\n/.exec(mail.text)?.[1];
    expect(now).toMatch(/2026$/);
    expect(now).not.toMatch(/AM|PM|:/);
  });
});
