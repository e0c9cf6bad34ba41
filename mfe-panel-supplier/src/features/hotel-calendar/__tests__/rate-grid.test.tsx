import 'shared-contracts/testing/dom-fetch';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calendarAnswer, hotelList, NONREF, night, renderArea, requestsTo, ROUTES, stay, SUITE, useStubApi } from './hotel-calendar-fixtures';

const server = useStubApi();
const PAGE = 'npanel/hotel/calendar?month=2026-11';

describe('the hotel calendar grid (npanel/hotel/calendar)', () => {
  it('shows each room type’s own plans editable, the connected plans apart and read-only, with prices, rooms and markers', async () => {
    server().on(ROUTES.calendar, () => ({
      body: calendarAnswer([
        night({ date: '2026-11-06', restriction_min_stay: 2, restriction_max_stay: 14 }),
        night({ date: '2026-11-07', allotment: 4, sold: 4, left: 0, restriction_no_checkin: true, restriction_no_checkout: true }),
        night({ date: '2026-11-06', rate_plan_id: NONREF, connected: true, price_minor: 108_000, restriction_min_stay: 2, restriction_max_stay: 14 }),
        night({ date: '2026-11-06', room_type_id: SUITE, price_minor: 250_000, allotment: 2, sold: 0, left: 2, cut_off_time: null }),
      ]),
    }));
    renderArea(PAGE);

    const grid = await screen.findByRole('grid', { name: 'Rates and rooms in November 2026' });
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    // The one hotel is chosen without asking, and the month is read for it.
    expect(screen.getByRole('combobox', { name: 'Hotel' })).toHaveValue('5');
    expect(requestsTo(server(), ROUTES.calendar).at(-1)?.body).toEqual({ start_date: '2026-11-01', end_date: '2026-11-30' });

    const friday = within(grid).getByRole('button', { name: /^Double room, Flexible, Fri, Nov 06 2026/ });
    expect(friday).toHaveAccessibleName(
      'Double room, Flexible, Fri, Nov 06 2026: 1,200, 3 of 5 rooms left. Minimum stay 2 nights. Maximum stay 14 nights. Same-day bookings until 18:00',
    );
    expect(friday).toHaveTextContent('1,200');
    expect(friday).toHaveTextContent('3/5 left');
    expect(friday).toHaveTextContent('min 2');
    const saturday = within(grid).getByRole('button', { name: /^Double room, Flexible, Sat, Nov 07 2026/ });
    expect(saturday).toHaveTextContent('Sold out');
    expect(saturday).toHaveTextContent('no in');
    expect(saturday).toHaveTextContent('no out');
    expect(within(grid).getByRole('button', { name: /^Suite, Flexible, Fri, Nov 06 2026: 2,500, 2 of 2 rooms left$/ })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: 'Double room, Flexible, Sun, Nov 08 2026: no price yet' })).toBeInTheDocument();
    // Arrow keys move between the editable nights: right to the next day, down to the next room type's plan.
    const user = userEvent.setup();
    friday.focus();
    await user.keyboard('{ArrowRight}');
    expect(saturday).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(grid).getByRole('button', { name: /^Suite, Flexible, Sat, Nov 07 2026/ })).toHaveFocus();

    // The connected plan: its own group, at the derived price, and not a button.
    const connected = within(grid).getByRole('rowgroup', { name: 'Connected rate plans' });
    expect(within(connected).getByRole('rowheader', { name: /Double room · Non-refundable/ })).toHaveTextContent('-10 % on the parent price');
    expect(within(connected).getByRole('img', { name: /^Double room, Non-refundable, Fri, Nov 06 2026: 1,080, 3 of 5 rooms left/ })).toBeInTheDocument();
    expect(within(connected).queryAllByRole('button')).toEqual([]);
    expect(within(grid).queryByRole('button', { name: /Non-refundable/ })).not.toBeInTheDocument();
  });

  it('overlays the stays of each room type as bars with the payer, linking to the booking; held ones are marked', async () => {
    server().on(ROUTES.calendar, () => ({
      body: calendarAnswer(
        [night({ date: '2026-11-03' })],
        [
          stay({ reservation_id: 7, payer_name: 'Kari Nordmann', start_date: '2026-11-03', end_date: '2026-11-06', rooms: 2 }),
          stay({ reservation_id: 8, payer_name: 'Per Hansen', start_date: '2026-11-04', end_date: '2026-11-05', status: 'held', booking_number: null }),
          stay({ reservation_id: 9, payer_name: 'Ola Suite', room_type_id: SUITE, start_date: '2026-10-30', end_date: '2026-11-02' }),
        ],
      ),
    }));
    renderArea(PAGE);
    const grid = await screen.findByRole('grid', { name: 'Rates and rooms in November 2026' });

    const kari = within(grid).getByRole('link', { name: 'Kari Nordmann: Double room, Tue, Nov 03 2026 to Fri, Nov 06 2026, 2 rooms, confirmed' });
    expect(kari).toHaveAttribute('href', '/en/npanel/reservations/00000000-0000-4000-8000-000000000007');
    // Three nights: the bar spans the 3rd, 4th and 5th.
    expect(kari.closest('td')).toHaveAttribute('colspan', '3');
    // Overlapping Kari's stay, Per's held one takes a second lane.
    const per = within(grid).getByRole('link', { name: /^Per Hansen: .* held at checkout$/ });
    expect(per).toHaveTextContent('Per Hansen (held)');
    expect(per.closest('tr')).not.toBe(kari.closest('tr'));
    // A stay from October shows from the 1st: two nights in November.
    expect(within(grid).getByRole('link', { name: /^Ola Suite: Suite/ }).closest('td')).toHaveAttribute('colspan', '1');
  });

  it('pages by month, and shows its empty states: no hotels, and no prices in a month', async () => {
    const user = userEvent.setup();
    renderArea(PAGE);
    expect(await screen.findByText('No prices in November 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(requestsTo(server(), ROUTES.calendar).at(-1)?.body).toEqual({ start_date: '2026-12-01', end_date: '2026-12-31' });
    expect(await screen.findByRole('grid', { name: 'Rates and rooms in December 2026' })).toBeInTheDocument();
    expect(within(screen.getByRole('grid')).getAllByRole('columnheader')).toHaveLength(32);
  });

  it('asks for a hotel when there are several, and says when there is none', async () => {
    server().on(ROUTES.hotels, () => ({ body: hotelList(['Oslo Harbour Hotel', 'Bergen Bryggen Inn']) }));
    const user = userEvent.setup();
    const { unmount } = renderArea(PAGE);
    expect(await screen.findByText('Choose the hotel whose calendar you want to see.')).toBeInTheDocument();
    expect(requestsTo(server(), ROUTES.calendar)).toHaveLength(0);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hotel' }), 'Oslo Harbour Hotel');
    expect(await screen.findByRole('grid')).toBeInTheDocument();
    unmount();

    server().on(ROUTES.hotels, () => ({ body: hotelList([]) }));
    renderArea(PAGE);
    expect(await screen.findByText('No hotels yet')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
