import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityMonthInput, DayBookingsAnswer } from 'shared-contracts/activity-calendar';
import { AvailabilitySlotStatus } from 'shared-contracts/enums';
import { pageMetaAtom, sessionStore } from 'shared-runtime/session';
import { OPTION, renderArea, requestsTo, ROUTES, slot, TOUR, ZONE, useStubApi } from './calendar-fixtures';

const server = useStubApi();

/** November 2026 as the month read answers it: two departures on the 2nd (one closed), one of another activity on the 20th. */
const NOVEMBER = [
  slot({ id: 501, date: '2026-11-02', start_time: '09:30' }),
  slot({ id: 502, date: '2026-11-02', start_time: '14:00', option_id: 12, option_name: 'Sunset tour', allotment: 8, held: 0, booked: 8, left: 0, status: AvailabilitySlotStatus.Locked }),
  slot({ id: 900, date: '2026-11-20', start_time: '11:00', tour_id: 7, tour_name: 'Bike Tour', option_id: 70, option_name: 'City loop', allotment: 20, held: 1, booked: 4, left: 15 }),
];

/** The month read filters as the API does: by activity and option, within the range. */
function monthApi(departures = NOVEMBER) {
  server().on(ROUTES.month, ({ body }) => {
    const input = body as ActivityMonthInput;
    const found = departures.filter(
      (d) => d.date >= input.start_date && d.date <= input.end_date && (input.tour_id === undefined || d.tour_id === input.tour_id) && (input.option_id === undefined || d.option_id === input.option_id),
    );
    return { body: { data: { departures: found, truncated: false } } };
  });
}

const cellOf = async (name: RegExp) => (await screen.findByRole('button', { name })).closest('td')!;

describe('the activity calendar (npanel/calendar)', () => {
  it('shows every activity’s departures of the month grid, with allotment, held, booked and left seats', async () => {
    monthApi();
    renderArea('npanel/calendar?month=2026-11');

    expect(await screen.findByRole('heading', { level: 1, name: 'Activity Calendar' })).toBeInTheDocument();
    expect(sessionStore.get(pageMetaAtom).title).toBe('areas.supplier.activityCalendar');
    const grid = await screen.findByRole('table', { name: 'Departures in November 2026' });
    // Weeks start on Monday: the grid runs from Monday 26 October to Sunday 6 December, and one read asks for all of it.
    expect(within(grid).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(within(grid).getAllByRole('row')).toHaveLength(7);
    expect(requestsTo(server(), ROUTES.month).map((r) => r.body)).toEqual([{ start_date: '2026-10-26', end_date: '2026-12-06' }]);

    const second = await cellOf(/^Mon, Nov 02 2026: 2 departures$/);
    const lines = within(second).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    // Not filtered: each line names its activity and option, and each number says what it counts.
    expect(lines[0]).toHaveTextContent('09:30');
    expect(lines[0]).toHaveTextContent('Fjord Kayak · Morning tour');
    expect(within(lines[0]!).getByTitle('Allotment')).toHaveTextContent('12');
    expect(within(lines[0]!).getByTitle('Held')).toHaveTextContent('2');
    expect(within(lines[0]!).getByTitle('Booked')).toHaveTextContent('3');
    expect(within(lines[0]!).getByTitle('Left')).toHaveTextContent('7');
    expect(lines[1]).toHaveTextContent('Closed');
    expect(within(lines[1]!).getByTitle('Left')).toHaveTextContent('0');
    expect(lines[0]).not.toHaveTextContent('Closed');
    expect(within(await cellOf(/^Fri, Nov 20 2026: 1 departure$/)).getByRole('listitem')).toHaveTextContent('Bike Tour · City loop');
    expect(screen.getByRole('button', { name: /^Tue, Nov 03 2026: no departures$/ })).toBeInTheDocument();
    // The legend says what each colour is.
    expect(within(screen.getByRole('list', { name: 'Seats of each departure' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Allotment',
      'Held',
      'Booked',
      'Left',
      'Closednot on sale',
    ]);
  });

  it('opens a day from the month read when no activity is chosen, with links to change allotments and to each guest list', async () => {
    monthApi();
    const user = userEvent.setup();
    renderArea('npanel/calendar?month=2026-11');

    await user.click(await screen.findByRole('button', { name: /^Mon, Nov 02 2026/ }));
    const day = await screen.findByRole('region', { name: 'Mon, Nov 02 2026' });
    expect(within(day).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(within(day).getByText(/Choose an activity above/)).toBeInTheDocument();
    expect(within(day).getByRole('link', { name: 'Change allotments of Fjord Kayak · Morning tour' })).toHaveAttribute('href', `/en/npanel/calendar/${TOUR}/${OPTION}/change-allotments?date=2026-11-02`);
    expect(within(day).getByRole('link', { name: 'Guest list at 14:00, Fjord Kayak · Sunset tour' })).toHaveAttribute('href', `/en/npanel/calendar/${TOUR}/12/guest-list?date=2026-11-02&slot=502`);
    // Without an activity there is no day read: its bookings are the activity's.
    expect(requestsTo(server(), ROUTES.day)).toEqual([]);

    await user.click(within(day).getByRole('button', { name: 'Close the day' }));
    expect(screen.queryByRole('region', { name: 'Mon, Nov 02 2026' })).not.toBeInTheDocument();
  });

  it('narrows to one activity and option, and lists a day’s bookings per departure', async () => {
    monthApi();
    const dayAnswer: DayBookingsAnswer['data'] = {
      tour_id: TOUR,
      date: '2026-11-02',
      time_zone: ZONE,
      options: [
        {
          id: OPTION,
          name: 'Morning tour',
          departures: [
            {
              ...NOVEMBER[0]!,
              bookings: [
                { reservation_id: 9001, booking_number: 'WH-9001', guest_name: 'Kari Nordmann', persons: 3, checked_in: true },
                { reservation_id: 9002, booking_number: 'WH-9002', guest_name: 'Ola Hansen', persons: 2, checked_in: false },
              ],
            },
          ],
        },
      ],
    };
    server().on(ROUTES.day, () => ({ body: { data: dayAnswer } }));
    const user = userEvent.setup();
    renderArea('npanel/calendar?month=2026-11');

    await screen.findByRole('option', { name: 'Fjord Kayak' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Activity' }), 'Fjord Kayak');
    await waitFor(() => expect(requestsTo(server(), ROUTES.month).at(-1)!.body).toEqual({ start_date: '2026-10-26', end_date: '2026-12-06', tour_id: TOUR }));
    expect(screen.getByRole('link', { name: 'Open this activity’s calendar' })).toHaveAttribute('href', `/en/npanel/calendar/${TOUR}?month=2026-11`);
    // One activity: the lines name the option only, and the other activity's departure is gone.
    expect(within(await cellOf(/^Mon, Nov 02 2026: 2 departures$/)).getAllByRole('listitem')[1]).toHaveTextContent('Sunset tour');
    expect(within(await cellOf(/^Mon, Nov 02 2026: 2 departures$/)).getAllByRole('listitem')[1]).not.toHaveTextContent('Fjord Kayak');
    expect(await screen.findByRole('button', { name: /^Fri, Nov 20 2026: no departures$/ })).toBeInTheDocument();

    await screen.findByRole('option', { name: 'Morning tour' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Option' }), 'Morning tour');
    await waitFor(() => expect(requestsTo(server(), ROUTES.month).at(-1)!.body).toEqual({ start_date: '2026-10-26', end_date: '2026-12-06', tour_id: TOUR, option_id: OPTION }));
    const second = await cellOf(/^Mon, Nov 02 2026: 1 departure$/);
    expect(within(second).getByRole('listitem')).not.toHaveTextContent('Morning tour');

    // The keyboard opens a day as a click does.
    within(second).getByRole('button').focus();
    await user.keyboard('{Enter}');
    const day = await screen.findByRole('region', { name: 'Mon, Nov 02 2026' });
    expect(requestsTo(server(), ROUTES.day).map((r) => r.body)).toEqual([{ date: '2026-11-02', option_id: OPTION }]);
    const bookings = await within(day).findByRole('table', { name: 'Bookings at 09:30' });
    const rows = within(bookings).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Kari Nordmann', 'WH-9001', '3', 'Checked in'],
      ['Ola Hansen', 'WH-9002', '2', 'No'],
    ]);
    expect(within(day).getByRole('link', { name: 'Guest list at 09:30, Morning tour' })).toHaveAttribute('href', `/en/npanel/calendar/${TOUR}/${OPTION}/guest-list?date=2026-11-02&slot=501`);
    expect(within(day).getByRole('link', { name: 'Change allotments of Morning tour' })).toHaveAttribute('href', `/en/npanel/calendar/${TOUR}/${OPTION}/change-allotments?date=2026-11-02`);
  });

  it('moves between months and asks for each month’s grid', async () => {
    monthApi();
    const user = userEvent.setup();
    renderArea('npanel/calendar?month=2026-11');

    await screen.findByRole('table', { name: 'Departures in November 2026' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'No departures in December 2026' })).toBeInTheDocument();
    expect(requestsTo(server(), ROUTES.month).at(-1)!.body).toEqual({ start_date: '2026-11-30', end_date: '2027-01-03' });
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'October 2026' })).toBeInTheDocument();
    expect(requestsTo(server(), ROUTES.month).at(-1)!.body).toEqual({ start_date: '2026-09-28', end_date: '2026-11-01' });
  });

  it('says when the month could not be read, and reads it again on Try again', async () => {
    let fail = true;
    server().on(ROUTES.month, () => (fail ? { status: 500, body: { code: 'INTERNAL', message: 'The calendar is resting.' } } : { body: { data: { departures: NOVEMBER, truncated: false } } }));
    const user = userEvent.setup();
    renderArea('npanel/calendar?month=2026-11');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The calendar is resting.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Departures in November 2026' })).toBeInTheDocument();
  });

  it('shows one activity’s calendar under the activities, without a choice of activity', async () => {
    monthApi();
    renderArea(`npanel/tour/calendar/${TOUR}?month=2026-11`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Activity calendar details' })).toBeInTheDocument();
    expect(await screen.findByTestId('calendar-subject')).toHaveTextContent('Fjord Kayak');
    await screen.findByRole('table', { name: 'Departures in November 2026' });
    expect(requestsTo(server(), ROUTES.month).map((r) => r.body)).toEqual([{ start_date: '2026-10-26', end_date: '2026-12-06', tour_id: TOUR }]);
    expect(screen.queryByRole('combobox', { name: 'Activity' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Option' })).toBeInTheDocument();
  });

  it('says so when the activity is not the supplier’s', async () => {
    server().on(ROUTES.summary, () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found.' } }));
    renderArea(`npanel/calendar/${TOUR}`);
    expect(await screen.findByRole('heading', { name: 'Activity not found' })).toBeInTheDocument();
    expect(requestsTo(server(), ROUTES.month)).toEqual([]);
  });
});
