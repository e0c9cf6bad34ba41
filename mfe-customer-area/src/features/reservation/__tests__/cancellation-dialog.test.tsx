import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReservationStatus } from 'shared-contracts/enums';
import {
  CustomerCancelAnswerSchema,
  CustomerCancellationPolicyAnswerSchema,
  PackageReservationAnswerSchema,
  SingleReservationAnswerSchema,
  type SingleReservation,
} from 'shared-contracts/customer';
import { money } from 'shared-contracts/site-content';
import { createCancellationRecord, createCustomerCancellationPolicy, createPackageReservation, createSingleReservation } from 'shared-contracts/testing';
import { answer, failure, renderArea, requestsTo, useFakeApi } from '../../../testing/customer-harness';

const fake = useFakeApi();
const REFUND_NOTE = 'A refund reaches your payment method within at most 10 working days.';

/** A reservation whose GET answers what the last cancel left it in. */
function serveReservation(initial: SingleReservation) {
  let current = initial;
  fake.server.on(`GET /booking/v1/customer/reservation/${initial.uuid}`, () => answer(SingleReservationAnswerSchema, { data: current }));
  return { set: (next: SingleReservation) => void (current = next) };
}

const policyRoute = (uuid: string) => `GET /booking/v1/customer/reservations/cancellation-policy/${uuid}`;
const cancelRoute = (uuid: string) => `POST /booking/v1/customer/reservation/${uuid}/cancel`;

async function openDialog() {
  // The dialog's code loads with the page: until then the button shows, disabled.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
  return screen.findByRole('dialog', { name: 'Cancel booking?' });
}

describe('cancellation dialog', () => {
  it('shows the policy and the amounts, cancels with an idempotency key, then shows the booking cancelled with the refund note', async () => {
    const stay = createSingleReservation();
    const served = serveReservation(stay);
    fake.server.on(policyRoute(stay.uuid), () =>
      answer(CustomerCancellationPolicyAnswerSchema, {
        data: createCustomerCancellationPolicy({ refund_percentage: 50, cancellation_hours: 24, refund_amount: money(170_000, 'NOK') }),
      }),
    );
    const record = createCancellationRecord({ refund_percentage: 50, refund_amount: money(170_000, 'NOK') });
    fake.server.on(cancelRoute(stay.uuid), () => {
      served.set({ ...stay, status: ReservationStatus.CANCEL, can_cancel: false, cancellation: record });
      return answer(CustomerCancelAnswerSchema, { data: { uuid: stay.uuid, status: ReservationStatus.CANCEL, cancellation: record } });
    });
    renderArea(fake.server, `/en/customer-reservation/booking/${stay.uuid}`);

    const dialog = await openDialog();
    expect(await within(dialog).findByText('50% refund if cancelled at least 24 hours before the start')).toBeInTheDocument();
    expect(within(dialog).getByText('Refund percentage').nextElementSibling).toHaveTextContent('50%');
    expect(within(dialog).getByText('Booking amount').nextElementSibling).toHaveTextContent('NOK 3,400.00');
    expect(within(dialog).getByText('Refund amount').nextElementSibling).toHaveTextContent('NOK 1,700.00');
    expect(within(dialog).getByTestId('refund-availability')).toHaveTextContent('Refund available');
    expect(requestsTo(fake.server, cancelRoute(stay.uuid))).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByText(REFUND_NOTE)).toBeInTheDocument();
    expect(screen.getByText('Your booking is cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();

    const [cancel] = requestsTo(fake.server, cancelRoute(stay.uuid));
    expect(cancel?.body).toEqual({});
    expect(cancel?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // The page asked for the reservation again after the cancel.
    await waitFor(() => expect(requestsTo(fake.server, `GET /booking/v1/customer/reservation/${stay.uuid}`).length).toBeGreaterThanOrEqual(2));
  });

  it('says "No refund" when nothing would be paid back', async () => {
    const stay = createSingleReservation({ refund_percentage: 0, cancellation_time: null });
    serveReservation(stay);
    fake.server.on(policyRoute(stay.uuid), () =>
      answer(CustomerCancellationPolicyAnswerSchema, {
        data: createCustomerCancellationPolicy({ refund_percentage: 0, cancellation_hours: null, refund_amount: money(0, 'NOK'), refund_available: false }),
      }),
    );
    renderArea(fake.server, `/en/customer-reservation/booking/${stay.uuid}`);
    const dialog = await openDialog();
    expect(await within(dialog).findByText('Non-refundable')).toBeInTheDocument();
    expect(within(dialog).getByTestId('refund-availability')).toHaveTextContent('No refund');
  });

  it('for a pay-later booking, which was never charged, shows no refund amount and says nothing was charged', async () => {
    const stay = createSingleReservation({ price: money(99_800, 'NOK') });
    serveReservation(stay);
    // The API's answer for pay later: the tier would give 100 %, but nothing went through a provider.
    fake.server.on(policyRoute(stay.uuid), () =>
      answer(CustomerCancellationPolicyAnswerSchema, {
        data: createCustomerCancellationPolicy({ price: money(99_800, 'NOK'), refund_amount: money(99_800, 'NOK'), refund_available: false, payment_method: 'NOPAY' }),
      }),
    );
    renderArea(fake.server, `/en/customer-reservation/booking/${stay.uuid}`);
    const dialog = await openDialog();
    expect(await within(dialog).findByText('Free cancellation until 48 hours before the start')).toBeInTheDocument();
    expect(within(dialog).getByText('Booking amount').nextElementSibling).toHaveTextContent('NOK 998.00');
    expect(within(dialog).getByTestId('refund-availability')).toHaveTextContent('Nothing was charged for this booking, so there is nothing to refund.');
    expect(within(dialog).queryByText('Refund amount')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Refund percentage')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('No refund')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes, cancel booking' })).toBeEnabled();
  });

  it('when the refund fails, says we have the cancellation and our team finishes the refund', async () => {
    const stay = createSingleReservation();
    const served = serveReservation(stay);
    fake.server.on(policyRoute(stay.uuid), () => answer(CustomerCancellationPolicyAnswerSchema, { data: createCustomerCancellationPolicy() }));
    const record = createCancellationRecord({ refund_status: 'failed' });
    fake.server.on(cancelRoute(stay.uuid), () => {
      served.set({ ...stay, status: ReservationStatus.CANCELLATION_FAILED, can_cancel: false, cancellation: record });
      return answer(CustomerCancelAnswerSchema, { data: { uuid: stay.uuid, status: ReservationStatus.CANCELLATION_FAILED, cancellation: record } });
    });
    renderArea(fake.server, `/en/customer-reservation/booking/${stay.uuid}`);
    const dialog = await openDialog();
    await within(dialog).findByText('Free cancellation until 48 hours before the start');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(
      await screen.findByText('We have your cancellation, but the refund could not be completed automatically. Our team will finish it and contact you.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Cancellation failed');
    expect(screen.queryByText(REFUND_NOTE)).not.toBeInTheDocument();
  });

  it('while another request is refunding (claim pending), says the cancellation is being processed, not that it is done', async () => {
    const stay = createSingleReservation();
    const served = serveReservation(stay);
    fake.server.on(policyRoute(stay.uuid), () => answer(CustomerCancellationPolicyAnswerSchema, { data: createCustomerCancellationPolicy() }));
    const record = createCancellationRecord({ refund_status: 'pending' });
    fake.server.on(cancelRoute(stay.uuid), () => {
      served.set({ ...stay, cancellation: record });
      return answer(CustomerCancelAnswerSchema, { data: { uuid: stay.uuid, status: ReservationStatus.CONFIRM, cancellation: record } });
    });
    renderArea(fake.server, `/en/customer-reservation/booking/${stay.uuid}`);
    const dialog = await openDialog();
    await within(dialog).findByText('Refund available');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByText(/We are processing your cancellation/)).toBeInTheDocument();
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Confirmed');
    expect(screen.queryByText('Your booking is cancelled.')).not.toBeInTheDocument();
    expect(screen.queryByText(REFUND_NOTE)).not.toBeInTheDocument();
  });

  it('shows the server’s message when the cancel fails, and a retry sends the same idempotency key', async () => {
    const stay = createSingleReservation();
    serveReservation(stay);
    fake.server.on(policyRoute(stay.uuid), () => answer(CustomerCancellationPolicyAnswerSchema, { data: createCustomerCancellationPolicy() }));
    fake.server.on(cancelRoute(stay.uuid), () => failure(409, 'The activity has already started.', 'CONFLICT'));
    renderArea(fake.server, `/en/customer-reservation/booking/${stay.uuid}`);
    const dialog = await openDialog();
    await within(dialog).findByText('Refund available');
    const confirm = within(dialog).getByRole('button', { name: 'Yes, cancel booking' });
    await userEvent.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The activity has already started.');
    await userEvent.click(confirm);
    await waitFor(() => expect(requestsTo(fake.server, cancelRoute(stay.uuid))).toHaveLength(2));
    const keys = requestsTo(fake.server, cancelRoute(stay.uuid)).map((request) => request.headers['idempotency-key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Confirmed');
  });

  it('is keyboard accessible: Escape keeps the booking, and a new opening asks for the policy again', async () => {
    const stay = createSingleReservation();
    serveReservation(stay);
    fake.server.on(policyRoute(stay.uuid), () => answer(CustomerCancellationPolicyAnswerSchema, { data: createCustomerCancellationPolicy() }));
    renderArea(fake.server, `/en/customer-reservation/booking/${stay.uuid}`);
    const dialog = await openDialog();
    await within(dialog).findByText('Refund available');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openDialog();
    await waitFor(() => expect(requestsTo(fake.server, policyRoute(stay.uuid))).toHaveLength(2));
    expect(requestsTo(fake.server, cancelRoute(stay.uuid))).toHaveLength(0);
  });

  it('cancels a package by its own uuid', async () => {
    const pack = createPackageReservation();
    let current = pack;
    fake.server.on(`GET /booking/v1/customer/reservation/package/${pack.payment_id}/${pack.uuid}`, () => answer(PackageReservationAnswerSchema, { data: current }));
    fake.server.on(policyRoute(pack.uuid), () =>
      answer(CustomerCancellationPolicyAnswerSchema, {
        data: createCustomerCancellationPolicy({ service_type: 'packages', price: money(560_000, 'NOK'), refund_percentage: 50, cancellation_hours: 24, refund_amount: money(280_000, 'NOK') }),
      }),
    );
    const record = createCancellationRecord({ refund_percentage: 50, refund_amount: money(280_000, 'NOK') });
    fake.server.on(cancelRoute(pack.uuid), () => {
      current = { ...pack, status: ReservationStatus.CANCEL, can_cancel: false, cancellation: record };
      return answer(CustomerCancelAnswerSchema, { data: { uuid: pack.uuid, status: ReservationStatus.CANCEL, cancellation: record } });
    });
    renderArea(fake.server, `/en/customer-reservation/booking/package/${pack.payment_id}/${pack.uuid}`);
    const dialog = await openDialog();
    expect(await within(dialog).findByText('Refund amount')).toBeInTheDocument();
    expect(within(dialog).getByText('Refund amount').nextElementSibling).toHaveTextContent('NOK 2,800.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));
    expect(await screen.findByText(REFUND_NOTE)).toBeInTheDocument();
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Cancelled');
  });
});
