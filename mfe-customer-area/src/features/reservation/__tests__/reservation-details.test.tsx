import { screen, waitFor, within } from '@testing-library/react';
import { PackageReservationAnswerSchema, SingleReservationAnswerSchema } from 'shared-contracts/customer';
import { createPackageReservation, createSingleReservation } from 'shared-contracts/testing';
import { answer, failure, location, renderArea, requestsTo, useFakeApi } from '../../../testing/customer-harness';

const fake = useFakeApi();

/** The value shown next to a row label inside one section. */
function row(section: HTMLElement, label: string): string | null {
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ') ?? null;
}

describe('single reservation', () => {
  it('shows a hotel stay’s summary, payer, booking, supplier and room details', async () => {
    const stay = createSingleReservation({ special_instruction: 'Late arrival, around 22:00.' });
    fake.server.on(`GET /booking/v1/customer/reservation/${stay.uuid}`, () => answer(SingleReservationAnswerSchema, { data: stay }));
    renderArea(fake.server, `/en/customer-reservation/booking/${stay.uuid}`);

    const summary = await screen.findByRole('region', { name: 'Reservation summary' });
    expect(screen.getByRole('heading', { level: 1, name: 'Booking details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: stay.service_name })).toBeInTheDocument();
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Confirmed');
    expect(row(summary, 'Check-in')).toBe('Sun, Mar 14 2027, 3:00 PM');
    expect(row(summary, 'Check-out')).toBe('Tue, Mar 16 2027, 11:00 AM');
    expect(row(summary, 'Total guests')).toBe('2 Adults & 1 Child');
    expect(row(summary, 'Location')).toBe('Bergen');
    expect(row(summary, 'Cancellation policy')).toBe('Free cancellation until 48 hours before the start');
    expect(row(summary, 'Special instructions')).toBe('Late arrival, around 22:00.');

    const payer = screen.getByRole('region', { name: 'Payer details' });
    expect(row(payer, 'Full name')).toBe('Kari Nordmann');
    expect(row(payer, 'E-mail')).toBe('kari@example.test');
    expect(row(payer, 'Phone')).toBe('+47 41234567');

    const booking = screen.getByRole('region', { name: 'Booking summary' });
    expect(row(booking, 'Booking date')).toBe('05/01/2027');
    expect(row(booking, 'Total price')).toBe('NOK 3,400.00');

    const supplier = screen.getByRole('region', { name: 'Supplier details' });
    expect(row(supplier, 'Name')).toBe('Fjord Hotels AS');

    const rooms = screen.getByRole('region', { name: 'Room details' });
    const [header, first] = within(rooms).getAllByRole('row');
    expect(within(header!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Room type', 'Rate plan', 'Rooms', 'Adults', 'Children']);
    expect(within(first!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Double room', 'Breakfast included', '1', '2', '1']);
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
  });

  it('shows the phone with one leading plus when the area code already has one', async () => {
    const stay = createSingleReservation({ payer_phone_area_code: '+47' });
    fake.server.on(`GET /booking/v1/customer/reservation/${stay.uuid}`, () => answer(SingleReservationAnswerSchema, { data: stay }));
    renderArea(fake.server, `/en/customer-reservation/booking/${stay.uuid}`);
    expect(row(await screen.findByRole('region', { name: 'Payer details' }), 'Phone')).toBe('+47 41234567');
  });

  it('shows an activity’s rows and no room details', async () => {
    const tour = createSingleReservation({
      service_type: 'activities',
      service_name: 'Fjord cruise',
      start_time: '09:30',
      end_date: null,
      checkin_time: null,
      checkout_time: null,
      duration: '2:30',
      meeting_point: 'Pier 3, Bryggen',
      hotel_adults: 0,
      hotel_children: 0,
      tour_adults: 3,
      tour_children: 0,
      hotel_reserved_items: [],
      refund_percentage: 50,
      cancellation_time: 120,
      can_cancel: false,
    });
    fake.server.on(`GET /booking/v1/customer/reservation/${tour.uuid}`, () => answer(SingleReservationAnswerSchema, { data: tour }));
    renderArea(fake.server, `/en/customer-reservation/booking/${tour.uuid}`);
    const summary = await screen.findByRole('region', { name: 'Reservation summary' });
    expect(row(summary, 'Activity date')).toBe('Sun, Mar 14 2027, 9:30 AM');
    expect(row(summary, 'Duration')).toBe('2h 30m');
    expect(row(summary, 'Total guests')).toBe('3 Adults');
    expect(row(summary, 'Meeting point')).toBe('Pier 3, Bryggen');
    expect(row(summary, 'Cancellation policy')).toBe('50% refund if cancelled at least 5 days before the start');
    expect(row(summary, 'Special instructions')).toBe('–');
    expect(screen.queryByRole('region', { name: 'Room details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('says "Reservation not found" for a reservation that is not the customer’s, with a way back', async () => {
    const uuid = '00000000-0000-4000-8000-000000000999';
    fake.server.on(`GET /booking/v1/customer/reservation/${uuid}`, () => failure(404, 'Reservation not found', 'NOT_FOUND'));
    renderArea(fake.server, `/en/customer-reservation/booking/${uuid}`);
    expect(await screen.findByRole('heading', { name: 'Reservation not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to my bookings' })[0]).toHaveAttribute('href', '/en/customer-reservation/booking');
  });

  it('does not ask the API about an id that cannot be a reservation', async () => {
    renderArea(fake.server, '/en/customer-reservation/booking/RES-1');
    expect(await screen.findByRole('heading', { name: 'Reservation not found' })).toBeInTheDocument();
    expect(fake.server.requests).toHaveLength(0);
  });
});

describe('package reservation', () => {
  it('asks for the payment uuid first, then the package’s, and shows the package rows', async () => {
    const pack = createPackageReservation({ tour_children: 1 });
    const route = `GET /booking/v1/customer/reservation/package/${pack.payment_id}/${pack.uuid}`;
    fake.server.on(route, () => answer(PackageReservationAnswerSchema, { data: pack }));
    renderArea(fake.server, `/en/customer-reservation/booking/package/${pack.payment_id}/${pack.uuid}`);

    const summary = await screen.findByRole('region', { name: 'Package summary' });
    expect(requestsTo(fake.server, route)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Package booking details' })).toBeInTheDocument();
    expect(row(summary, 'Start date')).toBe('Sat, May 01 2027');
    expect(row(summary, 'Duration')).toBe('3 Day Package');
    expect(row(summary, 'Total guests')).toBe('2 Adults & 1 Child');
    expect(within(screen.getByTestId('package-lines')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['2 x Activity', '1 x Hotel']);
    const services = screen.getByRole('region', { name: 'Included services' });
    expect(within(services).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Fjord cruise · Day 1: Sat, May 01 2027',
      'Fjord Hotel · Day 1: Sat, May 01 2027',
      'Glacier hike · Day 2: Sun, May 02 2027',
    ]);
    expect(row(screen.getByRole('region', { name: 'Payer details' }), 'Phone')).toBe('+47 41234567');
    const booking = screen.getByRole('region', { name: 'Booking summary' });
    expect(row(booking, 'Booking date')).toBe('05/01/2027');
    expect(row(booking, 'Total price')).toBe('NOK 5,600.00');
  });

  it('without the package id opens the list', async () => {
    fake.server.on('POST /booking/v1/customer/reservation-list', () => ({ body: { data: [] } }));
    renderArea(fake.server, '/en/customer-reservation/booking/package/00000000-0000-4000-8006-000000000001');
    await waitFor(() => expect(location()).toBe('/en/customer-reservation/booking'));
    expect(await screen.findByRole('heading', { name: 'You have no bookings yet' })).toBeInTheDocument();
  });
});
