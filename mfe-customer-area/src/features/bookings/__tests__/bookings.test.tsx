import { screen, waitFor, within } from '@testing-library/react';
import { ReservationStatus } from 'shared-contracts/enums';
import { CustomerReservationListAnswerSchema } from 'shared-contracts/customer';
import { money } from 'shared-contracts/site-content';
import { customerTokenAtom, sessionStore } from 'shared-runtime/session';
import { createBookingListItem } from 'shared-contracts/testing';
import { answer, failure, location, renderArea, requestsTo, useFakeApi } from '../../../testing/customer-harness';

const fake = useFakeApi();
const LIST = 'POST /booking/v1/customer/reservation-list';

function answerList(items: ReturnType<typeof createBookingListItem>[]) {
  fake.server.on(LIST, () => answer(CustomerReservationListAnswerSchema, { data: items }));
}

describe('bookings list', () => {
  it('groups the bookings by start month, newest month first, each with its details and link', async () => {
    const hotel = createBookingListItem({
      service_type: 'hotels',
      service_name: 'Fjord Hotel',
      start_date: '2027-03-20',
      end_date: '2027-03-22',
      start_time: null,
      duration: null,
      hotel_adults: 2,
      hotel_children: 1,
      tour_adults: 0,
      price: money(340_000, 'NOK'),
      refund_percentage: 0,
      cancellation_time: null,
    });
    const tour = createBookingListItem({ service_name: 'Fjord cruise', start_date: '2027-03-14', start_time: '14:05', tour_adults: 2 });
    const pack = createBookingListItem({
      service_type: 'packages',
      service_name: 'Fjord weekend',
      package_name: 'Fjord weekend',
      start_date: '2027-01-08',
      end_date: '2027-01-10',
      package_days: 3,
      status: ReservationStatus.CANCEL,
    });
    const old = createBookingListItem({ service_name: 'Glacier hike', start_date: '2026-12-30', status: ReservationStatus.CANCELLATION_FAILED });
    const failed = createBookingListItem({ service_name: 'Kayak trip', start_date: '2026-12-02', status: ReservationStatus.CONFIRM_FAILED });
    answerList([hotel, tour, pack, old, failed]);
    sessionStore.set(customerTokenAtom, 'session-1');
    renderArea(fake.server, '/en/customer-reservation/booking');

    const months = await screen.findAllByTestId('booking-month');
    // Each month is a region named by its heading.
    expect(screen.getByRole('region', { name: 'March 2027' })).toBe(months[0]);
    expect(months.map((month) => within(month).getByRole('heading', { level: 2 }).textContent)).toEqual(['March 2027', 'January 2027', 'December 2026']);
    expect(within(months[0]!).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Fjord Hotel', 'Fjord cruise']);
    expect(requestsTo(fake.server, LIST).map((request) => [request.body, request.headers.authorization])).toEqual([[{}, 'Bearer session-1']]);

    const [hotelItem, tourItem] = within(months[0]!).getAllByTestId('booking-item');
    expect(within(hotelItem!).getByText('Sat, Mar 20 2027 – Mon, Mar 22 2027')).toBeInTheDocument();
    expect(within(hotelItem!).getByText('2 Adults & 1 Child')).toBeInTheDocument();
    expect(within(hotelItem!).getByText('NOK 3,400.00')).toBeInTheDocument();
    expect(within(hotelItem!).getByText('Non-refundable')).toBeInTheDocument();
    expect(within(hotelItem!).getByTestId('booking-status')).toHaveTextContent('Confirmed');
    const hotelLink = within(hotelItem!).getByRole('link', { name: /Fjord Hotel/ });
    expect(hotelLink).toHaveAttribute('href', `/en/customer-reservation/booking/${hotel.uuid}`);
    expect(hotelLink).toHaveTextContent(`Booking number ${hotel.booking_number!}`);
    expect(within(tourItem!).getByText('Sun, Mar 14 2027, 2:05 PM')).toBeInTheDocument();
    expect(within(tourItem!).getByText('2 Adults')).toBeInTheDocument();
    expect(within(tourItem!).getByText('Free cancellation until 48 hours before the start')).toBeInTheDocument();

    const packageItem = within(months[1]!).getByTestId('booking-item');
    expect(within(packageItem).getByRole('link', { name: /Fjord weekend/ })).toHaveAttribute(
      'href',
      `/en/customer-reservation/booking/package/${pack.payment_id}/${pack.uuid}`,
    );
    expect(within(packageItem).getByTestId('booking-status')).toHaveTextContent('Cancelled');
    expect(within(months[2]!).getAllByTestId('booking-status').map((badge) => badge.textContent)).toEqual(['Cancellation failed', 'Failed']);
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/en/logout');
  });

  it('names the months in the customer’s language', async () => {
    answerList([createBookingListItem({ start_date: '2027-03-14' })]);
    renderArea(fake.server, '/no/customer-reservation/booking', { locale: 'no' });
    const month = await screen.findByTestId('booking-month');
    expect(within(month).getByRole('heading', { level: 2 })).toHaveTextContent('mars 2027');
    expect(screen.getByRole('heading', { level: 1, name: 'Mine bestillinger' })).toBeInTheDocument();
  });

  it('says so when there are no bookings yet', async () => {
    answerList([]);
    renderArea(fake.server, '/en/customer-reservation/booking');
    expect(await screen.findByRole('heading', { name: 'You have no bookings yet' })).toBeInTheDocument();
    expect(screen.queryByTestId('booking-month')).not.toBeInTheDocument();
  });

  it('shows the server’s message when the list cannot be loaded', async () => {
    fake.server.on(LIST, () => failure(500, 'Bookings are being migrated, try again shortly.', 'INTERNAL'));
    renderArea(fake.server, '/en/customer-reservation/booking');
    expect(await screen.findByRole('alert')).toHaveTextContent('Bookings are being migrated, try again shortly.');
  });

  it('a 401 ends the customer session and sends the customer to the login', async () => {
    fake.server.on(LIST, () => failure(401, 'Session expired', 'UNAUTHENTICATED'));
    fake.server.on('GET /booking/v1/customer/session', () => failure(401, '', 'UNAUTHENTICATED'));
    sessionStore.set(customerTokenAtom, 'stale-session');
    renderArea(fake.server, '/en/customer-reservation/booking');
    await waitFor(() => expect(location()).toBe('/en/customer-reservation/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to see your bookings' })).toBeInTheDocument();
    expect(sessionStore.get(customerTokenAtom)).toBeNull();
  });
});
