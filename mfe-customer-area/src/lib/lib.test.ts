import { ReservationStatus } from 'shared-contracts/enums';
import { translate } from 'shared-runtime/i18n';
import { installCatalogue } from 'shared-runtime/testing';
import { bookingDate, bookingDatesText, groupByMonth, monthHeading } from './booking-dates';
import { CANCELLATION_COLORS, cancellationColor, isCancelled, noticeText, renderCancellation } from './cancellation';
import { guestCounts, guestText } from './guests';
import type { Translate } from './message';
import { packageDaysText, packageServiceLines } from './package-lines';
import { formatPhone } from './phone';
import { statusBadge } from './status';

beforeAll(() => {
  installCatalogue('no');
  installCatalogue('sv');
  installCatalogue('ru');
});

const en: Translate = (id, values) => translate('en', id, values);
const no: Translate = (id, values) => translate('no', id, values);

describe('guestText', () => {
  it('reads like the spec, with plurals: "2 Adults & 1 Child", and leaves out a zero children part', () => {
    expect(guestText(en, { adults: 2, children: 1 })).toBe('2 Adults & 1 Child');
    expect(guestText(en, { adults: 1, children: 0 })).toBe('1 Adult');
    expect(guestText(en, { adults: 3, children: 2 })).toBe('3 Adults & 2 Children');
    expect(guestText(en, { adults: 1, children: 1 })).toBe('1 Adult & 1 Child');
  });

  it('inflects in every language', () => {
    expect(guestText(no, { adults: 1, children: 2 })).toBe('1 voksen og 2 barn');
    expect(guestText(no, { adults: 2, children: 0 })).toBe('2 voksne');
    const sv: Translate = (id, values) => translate('sv', id, values);
    expect(guestText(sv, { adults: 2, children: 1 })).toBe('2 vuxna och 1 barn');
    const ru: Translate = (id, values) => translate('ru', id, values);
    expect(guestText(ru, { adults: 5, children: 2 })).toBe('5 взрослых и 2 ребёнка');
  });

  it('takes the counts of the booking’s kind', () => {
    const counts = { tour_adults: 2, tour_children: 1, hotel_adults: 3, hotel_children: 0 };
    expect(guestCounts({ service_type: 'activities', ...counts })).toEqual({ adults: 2, children: 1 });
    expect(guestCounts({ service_type: 'hotels', ...counts })).toEqual({ adults: 3, children: 0 });
    expect(guestCounts({ service_type: 'packages', ...counts })).toEqual({ adults: 3, children: 1 });
  });
});

describe('cancellation text', () => {
  it('shows free cancellation at 100 %, with the notice in hours up to 3 days and in days over that', () => {
    expect(renderCancellation(en, 100, null)).toBe('Free cancellation');
    expect(renderCancellation(en, 100, 48)).toBe('Free cancellation until 48 hours before the start');
    expect(renderCancellation(en, 100, 72)).toBe('Free cancellation until 72 hours before the start');
    expect(renderCancellation(en, 100, 96)).toBe('Free cancellation until 4 days before the start');
    expect(renderCancellation(en, 100, 1)).toBe('Free cancellation until 1 hour before the start');
  });

  it('rounds a notice in days up, so the promise stays inside the refund window', () => {
    expect(noticeText(100)).toEqual({ id: 'site.customer.cancellation.days', values: { count: 5 } });
    expect(noticeText(73)).toEqual({ id: 'site.customer.cancellation.days', values: { count: 4 } });
  });

  it('shows a partial refund with its percentage and notice, and 0 % as non-refundable', () => {
    expect(renderCancellation(en, 50, 24)).toBe('50% refund if cancelled at least 24 hours before the start');
    expect(renderCancellation(en, 25, 168)).toBe('25% refund if cancelled at least 7 days before the start');
    expect(renderCancellation(en, 50, null)).toBe('50% refund if cancelled now');
    expect(renderCancellation(en, 0, null)).toBe('Non-refundable');
    expect(renderCancellation(en, 0, 24)).toBe('Non-refundable');
  });

  it('is orange when nothing is refunded and green otherwise', () => {
    expect(cancellationColor(0)).toBe('#EA6520');
    expect(cancellationColor(50)).toBe('#38A554');
    expect(cancellationColor(100)).toBe(CANCELLATION_COLORS.refund);
  });

  it('counts a booking as cancelled only with the cancel status', () => {
    expect(isCancelled(ReservationStatus.CANCEL)).toBe(true);
    expect(isCancelled(ReservationStatus.CANCELLATION_FAILED)).toBe(false);
    expect(isCancelled(ReservationStatus.CONFIRM)).toBe(false);
  });
});

describe('formatPhone', () => {
  it('shows +{area} {phone} with exactly one leading plus', () => {
    expect(formatPhone('47', '41234567')).toBe('+47 41234567');
    expect(formatPhone('+47', '41234567')).toBe('+47 41234567');
    expect(formatPhone('++47 ', ' 41234567')).toBe('+47 41234567');
    expect(formatPhone('', '+4741234567')).toBe('+4741234567');
    expect(formatPhone('', '')).toBe('');
  });
});

describe('status badges', () => {
  it('names each status a customer can see', () => {
    expect(en(statusBadge(ReservationStatus.CONFIRM).id)).toBe('Confirmed');
    expect(en(statusBadge(ReservationStatus.CANCEL).id)).toBe('Cancelled');
    expect(en(statusBadge(ReservationStatus.CANCELLATION_FAILED).id)).toBe('Cancellation failed');
    expect(en(statusBadge(ReservationStatus.CONFIRM_FAILED).id)).toBe('Failed');
  });
});

describe('booking dates', () => {
  const item = (start_date: string, id: number) => ({ id, start_date });

  it('groups by start month, newest month first, keeping the order inside a month', () => {
    const groups = groupByMonth([item('2027-01-20', 1), item('2027-03-14', 2), item('2027-03-02', 3), item('2026-12-31', 4), item('2027-03-30', 5)]);
    expect(groups.map((group) => group.key)).toEqual(['2027-03', '2027-01', '2026-12']);
    expect(groups[0]!.items.map((each) => each.id)).toEqual([2, 3, 5]);
  });

  it('titles a month in the customer’s language', () => {
    expect(monthHeading('2027-03', 'en')).toBe('March 2027');
    expect(monthHeading('2027-03', 'no')).toBe('mars 2027');
  });

  it('shows a hotel stay as check-in – check-out and an activity with its 12-hour time', () => {
    expect(bookingDatesText(en, { service_type: 'hotels', start_date: '2027-03-14', end_date: '2027-03-16', start_time: null }, 'en')).toBe(
      'Sun, Mar 14 2027 – Tue, Mar 16 2027',
    );
    expect(bookingDatesText(en, { service_type: 'activities', start_date: '2027-03-14', end_date: null, start_time: '14:05' }, 'en')).toBe(
      'Sun, Mar 14 2027, 2:05 PM',
    );
  });

  it('shows the booking date as DD/MM/YYYY', () => {
    expect(bookingDate('2027-01-05T10:00:00.000Z')).toBe('05/01/2027');
  });
});

describe('package lines', () => {
  it('counts activities and hotels from the services, leaving out a kind it has none of', () => {
    const lines = packageServiceLines([{ service_type: 'activities' }, { service_type: 'hotels' }, { service_type: 'activities' }]);
    expect(lines.map((line) => en(line.id, line.values))).toEqual(['2 x Activity', '1 x Hotel']);
    expect(packageServiceLines([{ service_type: 'hotels' }]).map((line) => en(line.id, line.values))).toEqual(['1 x Hotel']);
    const days = packageDaysText(3);
    expect(en(days.id, days.values)).toBe('3 Day Package');
    expect(no(days.id, days.values)).toBe('Pakke på 3 dager');
  });
});
