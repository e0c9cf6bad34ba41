import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AvailabilitySlotStatus } from 'shared-contracts/enums';
import { AllotmentAnswerSchema, type AllotmentInput, type BulkChange } from 'shared-contracts/tour-manage';
import * as v from 'shared-contracts/valibot';
import { OPTION, renderArea, requestsTo, ROUTES, slot, TOUR, useStubApi } from './calendar-fixtures';

const server = useStubApi();
const PAGE = `npanel/calendar/${TOUR}/${OPTION}/change-allotments`;
type Bulk = Extract<AllotmentInput, { kind: 'bulk' }>;

/**
 * The API's bulk change over two departures of the option: the one on the 2nd has 5 seats held or booked, so an
 * allotment below 5 is refused there. A preview marks it; an apply with a refused departure is a 409.
 */
function bulkApi() {
  server().on(ROUTES.saveAllotment, ({ body }) => {
    const input = body as Bulk;
    const row = (slotId: number, date: string, sold: number): BulkChange => {
      const after = input.allotment ?? 12;
      return {
        slot_id: slotId,
        date,
        start_time: '09:30',
        sold,
        allotment_before: 12,
        allotment_after: after,
        status_before: AvailabilitySlotStatus.Active,
        status_after: input.status ?? AvailabilitySlotStatus.Active,
        refused: after < sold,
      };
    };
    const changes = [row(501, '2026-11-02', 5), row(503, '2026-11-03', 0)];
    const changed = changes.filter((c) => !c.refused && (c.allotment_after !== c.allotment_before || c.status_after !== c.status_before)).length;
    return { body: v.parse(AllotmentAnswerSchema, { data: { kind: 'bulk', option_id: OPTION, preview: input.preview ?? false, changes, changed } }) };
  });
}

const posted = () => requestsTo(server(), ROUTES.saveAllotment).map((request) => request.body);

/** Opens the bulk change from a day, and narrows it to the weekdays of November. */
async function openBulk(user: ReturnType<typeof userEvent.setup>) {
  renderArea(`${PAGE}?date=2026-11-01`);
  await user.click(await screen.findByRole('tab', { name: 'Several departures' }));
  const form = await screen.findByRole('form', { name: 'Change several departures' });
  const dates = within(form).getByRole('group', { name: 'Dates' });
  expect(within(dates).getByLabelText('From')).toHaveValue('2026-11-01');
  await user.clear(within(dates).getByLabelText('To'));
  await user.type(within(dates).getByLabelText('To'), '2026-11-30');
  const weekdays = within(form).getByRole('group', { name: 'Weekdays' });
  await user.click(within(weekdays).getByRole('button', { name: 'Saturday' }));
  await user.click(within(weekdays).getByRole('button', { name: 'Sunday' }));
  return form;
}

describe('changing an option’s allotments (npanel/calendar/{id}/{option}/change-allotments)', () => {
  it('previews a bulk change: a refused departure keeps Apply off; a valid preview turns it on and Apply sends the same change', async () => {
    bulkApi();
    const user = userEvent.setup();
    const form = await openBulk(user);
    expect(screen.getByTestId('calendar-subject')).toHaveTextContent('Fjord Kayak · Morning tour');

    await user.type(within(form).getByRole('spinbutton', { name: /New allotment/ }), '4');
    const apply = within(form).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Preview' }));

    const preview = await screen.findByRole('table', { name: 'Preview' });
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Mon, Nov 02 2026');
    expect(rows[0]).toHaveTextContent('12 → 4');
    expect(rows[0]).toHaveTextContent('Refused: 5 seats are held or booked, more than 4.');
    expect(rows[0]).toHaveAttribute('data-refused', 'true');
    expect(rows[1]).not.toHaveTextContent('Refused');
    expect(screen.getByText('2 departures match: 1 would change, 1 refused.')).toBeInTheDocument();
    expect(apply).toBeDisabled();
    expect(posted()).toEqual([{ kind: 'bulk', option_id: OPTION, start_date: '2026-11-01', end_date: '2026-11-30', weekdays: [1, 2, 3, 4, 5], start_times: [], allotment: 4, preview: true }]);

    // A change to the form makes the preview stale: it must be previewed again.
    const allotment = within(form).getByRole('spinbutton', { name: /New allotment/ });
    await user.clear(allotment);
    await user.type(allotment, '6');
    expect(screen.queryByRole('table', { name: 'Preview' })).not.toBeInTheDocument();
    expect(apply).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    const fresh = await screen.findByRole('table', { name: 'Preview' });
    expect(within(fresh).queryByText(/Refused/)).not.toBeInTheDocument();
    expect(within(fresh).getAllByRole('row')[1]).toHaveTextContent('12 → 6');
    await waitFor(() => expect(apply).toBeEnabled());

    await user.click(apply);
    expect(await screen.findByText('2 departures changed.')).toBeInTheDocument();
    expect(posted().at(-1)).toEqual({ kind: 'bulk', option_id: OPTION, start_date: '2026-11-01', end_date: '2026-11-30', weekdays: [1, 2, 3, 4, 5], start_times: [], allotment: 6, preview: false });
    expect(posted()).toHaveLength(3);
    expect(apply).toBeDisabled();
  });

  it('asks before applying a change that closes departures', async () => {
    bulkApi();
    const user = userEvent.setup();
    const form = await openBulk(user);
    await user.click(within(form).getByRole('radio', { name: 'Close the departures' }));
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    expect(within(await screen.findByRole('table', { name: 'Preview' })).getAllByRole('row')[1]).toHaveTextContent('Open → Closed');

    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    const question = await screen.findByRole('alertdialog', { name: 'Close 2 departures?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(posted()).toHaveLength(1);

    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close 2 departures' }));
    expect(await screen.findByText('2 departures changed.')).toBeInTheDocument();
    expect(posted().at(-1)).toEqual({
      kind: 'bulk',
      option_id: OPTION,
      start_date: '2026-11-01',
      end_date: '2026-11-30',
      weekdays: [1, 2, 3, 4, 5],
      start_times: [],
      status: AvailabilitySlotStatus.Locked,
      preview: false,
    });
  });

  it('shows the API’s 409 and each departure it names when the seats changed between preview and apply', async () => {
    bulkApi();
    const user = userEvent.setup();
    const form = await openBulk(user);
    await user.type(within(form).getByRole('spinbutton', { name: /New allotment/ }), '6');
    await user.click(within(form).getByRole('button', { name: 'Add a start time' }));
    await user.type(within(form).getByLabelText('Start time 1'), '09:30');
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    await screen.findByRole('table', { name: 'Preview' });
    expect(posted()[0]).toMatchObject({ start_times: ['09:30'], allotment: 6, preview: true });

    // Meanwhile guests booked the 2nd: the apply is refused, and nothing changed.
    server().on(ROUTES.saveAllotment, () => ({
      status: 409,
      body: {
        code: 'CONFLICT',
        message: '1 departure has more seats held or booked than 6. Nothing was changed.',
        issues: [{ path: 'departures.501', message: '2026-11-02 09:30: 2 held and 5 booked, so at least 7' }],
      },
    }));
    await user.click(within(form).getByRole('button', { name: 'Apply' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('1 departure has more seats held or booked than 6. Nothing was changed.')).toBeInTheDocument();
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['2026-11-02 09:30: 2 held and 5 booked, so at least 7']);
    expect(screen.queryByRole('table', { name: 'Preview' })).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('refuses, as the contract does, a change without weekdays or without anything to change, and sends nothing', async () => {
    bulkApi();
    const user = userEvent.setup();
    const form = await openBulk(user);
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    expect(await within(form).findByText('Choose a new allotment, or open or close the departures.')).toBeInTheDocument();

    const weekdays = within(form).getByRole('group', { name: 'Weekdays' });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await user.click(within(weekdays).getByRole('button', { name: day }));
    await user.type(within(form).getByRole('spinbutton', { name: /New allotment/ }), '6');
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    expect(await within(form).findByText('Choose at least one weekday.')).toBeInTheDocument();
    expect(posted()).toEqual([]);
  });

  it('changes one departure of the day: the API’s refusal below the booked seats is shown, then a valid change is saved', async () => {
    server().on(ROUTES.month, () => ({
      body: {
        data: {
          departures: [
            slot({ id: 501, date: '2026-11-02', start_time: '09:30' }),
            slot({ id: 502, date: '2026-11-02', start_time: '14:00', allotment: 10, held: 0, booked: 8, left: 2 }),
          ],
          truncated: false,
        },
      },
    }));
    let refuse = true;
    server().on(ROUTES.saveAllotment, ({ body }) => {
      if (refuse) return { status: 409, body: { code: 'CONFLICT', message: 'This departure already has 8 seats booked, so its allotment cannot be lower than 8.' } };
      const input = body as Extract<AllotmentInput, { kind: 'departure' }>;
      return {
        body: {
          data: {
            kind: 'departure',
            departure: { id: 502, option_id: OPTION, date: '2026-11-02', start_time: '14:00', allotment: input.allotment, remaining: input.allotment - 8, sold: 8, status: input.status ?? AvailabilitySlotStatus.Active },
          },
        },
      };
    });
    const user = userEvent.setup();
    renderArea(`${PAGE}?date=2026-11-02&slot=502`);

    expect(await screen.findByRole('tab', { name: 'One departure', selected: true })).toBeInTheDocument();
    const departure = await screen.findByRole('combobox', { name: 'Departure' });
    expect(requestsTo(server(), ROUTES.month).map((r) => r.body)).toEqual([{ start_date: '2026-11-02', end_date: '2026-11-02', tour_id: TOUR, option_id: OPTION }]);
    expect(departure).toHaveValue('502');
    expect(within(departure).getAllByRole('option').map((o) => o.textContent)).toEqual(['09:30 · 12 seats (2 held, 3 booked)', '14:00 · 10 seats (0 held, 8 booked)']);

    const form = screen.getByRole('form', { name: 'Departure at 14:00' });
    const allotment = within(form).getByRole('spinbutton', { name: /Allotment/ });
    await user.clear(allotment);
    await user.type(allotment, '3');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This departure already has 8 seats booked, so its allotment cannot be lower than 8.')).toBeInTheDocument();

    refuse = false;
    await user.clear(allotment);
    await user.type(allotment, '10');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Sale/ }), 'Closed');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: 14:00 on Mon, Nov 02 2026 now has 10 seats and is closed.')).toBeInTheDocument();
    expect(posted()).toEqual([
      { kind: 'departure', slot_id: 502, allotment: 3 },
      { kind: 'departure', slot_id: 502, allotment: 10, status: AvailabilitySlotStatus.Locked },
    ]);
  });
});
