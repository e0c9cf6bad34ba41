import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityMonthInput, BulkCancelInput, WorkflowStatusAnswer } from 'shared-contracts/activity-calendar';
import { api } from 'shared-contracts/paths';
import { OPTION, renderArea, requestsTo, ROUTES, slot, TOUR, useStubApi } from './calendar-fixtures';

const server = useStubApi();
const PAGE = `npanel/calendar/${TOUR}/${OPTION}/bulk-cancellation`;
const BULK = `POST ${api.activityCalendar.bulkCancel.path()}`;
const STATUS = `POST ${api.activityCalendar.workflowStatus.path()}`;
const WORKFLOW = '6f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f';

type Workflow = WorkflowStatusAnswer['data'];
const item = (reservation_id: number, guest_name: string, status: 'pending' | 'succeeded' | 'failed', minor: number, failure_code: string | null = null) => ({
  reservation_id,
  booking_number: `WH-20261203-00000${reservation_id}`,
  guest_name,
  status,
  failure_code,
  refund_amount: { minor, currency: 'NOK' },
});

function workflow(overrides: Partial<Workflow>): Workflow {
  return { workflow_id: WORKFLOW, tour_id: TOUR, slot_ids: [501], status: 'running', total: 2, done: 0, succeeded: 0, failed: 0, items: [], ...overrides };
}

describe('bulk cancellation (npanel/calendar/{id}/{option}/bulk-cancellation)', () => {
  it('asks before cancelling the chosen departures, sends them with the reason, and follows the progress to the end', async () => {
    server().on(ROUTES.month, ({ body }) => {
      const input = body as ActivityMonthInput;
      return {
        body: {
          data: {
            departures: [slot({ id: 501, date: input.start_date, start_time: '09:30', booked: 3, held: 0, left: 9 }), slot({ id: 502, date: input.start_date, start_time: '14:00', booked: 0, held: 1, left: 11 })],
            truncated: false,
          },
        },
      };
    });
    server().on(BULK, () => ({ status: 202, body: { data: workflow({ items: [item(1, 'Kari Nordmann', 'pending', 0), item(2, 'Ola Hansen', 'pending', 0)] }) } }));
    // The job's progress as the page polls: running with one done, then finished.
    const answers = [
      workflow({ done: 1, succeeded: 1, items: [item(1, 'Kari Nordmann', 'succeeded', 90_000), item(2, 'Ola Hansen', 'pending', 0)] }),
      workflow({ status: 'completed', done: 2, succeeded: 2, items: [item(1, 'Kari Nordmann', 'succeeded', 90_000), item(2, 'Ola Hansen', 'succeeded', 0)] }),
    ];
    server().on(STATUS, () => ({ body: { data: answers.length > 1 ? answers.shift()! : answers[0]! } }));
    const user = userEvent.setup();
    renderArea(`${PAGE}?date=2026-12-03&slot=501`);

    const morning = await screen.findByRole('checkbox', { name: /at 09:30: 3 booked, 0 in checkout/ });
    expect(morning).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /at 14:00: 0 booked, 1 in checkout/ })).not.toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Reason (told to the guests)' }), 'Storm warning');

    // Asked first; saying no sends nothing.
    await user.click(screen.getByRole('button', { name: 'Cancel 1 departure' }));
    let question = await screen.findByRole('alertdialog', { name: 'Cancel 1 departure?' });
    expect(within(question).getByText(/3 seats are booked now/)).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Keep them' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requestsTo(server(), BULK)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel 1 departure' }));
    question = await screen.findByRole('alertdialog', { name: 'Cancel 1 departure?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel departures' }));

    await waitFor(() => expect(requestsTo(server(), BULK)).toHaveLength(1));
    expect(requestsTo(server(), BULK)[0]!.body as BulkCancelInput).toEqual({ kind: 'departures', tour_id: TOUR, slot_ids: [501], reason: 'Storm warning' });
    expect(await screen.findByText('2 of 2 bookings handled', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Cancelling the bookings' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText(/Done: 2 bookings are cancelled, and the departure is closed/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Bookings being cancelled' });
    expect(within(table).getAllByText('Cancelled')).toHaveLength(2);
    expect(within(table).getByText('Nothing paid')).toBeInTheDocument();
  });

  it('lists failed refunds and retries them', async () => {
    let failed = true;
    server().on(STATUS, () => ({
      body: {
        data: failed
          ? workflow({ status: 'completed_with_failures', done: 2, succeeded: 1, failed: 1, items: [item(1, 'Kari Nordmann', 'failed', 90_000, 'card_declined'), item(2, 'Ola Hansen', 'succeeded', 0)] })
          : workflow({ status: 'completed', done: 2, succeeded: 2, items: [item(1, 'Kari Nordmann', 'succeeded', 90_000), item(2, 'Ola Hansen', 'succeeded', 0)] }),
      },
    }));
    server().on(BULK, () => {
      failed = false;
      return { status: 202, body: { data: workflow({ status: 'running', done: 1, succeeded: 1, items: [item(1, 'Kari Nordmann', 'pending', 90_000), item(2, 'Ola Hansen', 'succeeded', 0)] }) } };
    });
    const user = userEvent.setup();
    renderArea(`${PAGE}?workflow=${WORKFLOW}`);

    expect(await screen.findByText('1 refund failed')).toBeInTheDocument();
    expect(screen.getByText('card_declined')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try the failed refund again' }));
    await waitFor(() => expect(requestsTo(server(), BULK)).toHaveLength(1));
    expect(requestsTo(server(), BULK)[0]!.body).toEqual({ kind: 'retry', workflow_id: WORKFLOW });
    expect(await screen.findByText(/Done: 2 bookings are cancelled/, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says when the dates have no departures, and keeps the button off until one is chosen', async () => {
    server().on(ROUTES.month, () => ({ body: { data: { departures: [], truncated: false } } }));
    renderArea(`${PAGE}?date=2026-12-03`);
    expect(await screen.findByRole('heading', { name: 'No departures in these dates' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel departures' })).toBeDisabled();
    expect(requestsTo(server(), ROUTES.month)[0]!.body).toEqual({ start_date: '2026-12-03', end_date: '2026-12-09', tour_id: TOUR, option_id: OPTION });
  });
});
