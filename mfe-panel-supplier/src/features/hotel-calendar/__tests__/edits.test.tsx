import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarUpdateAnswerSchema, type CalendarUpdateInput } from 'shared-contracts/hotel-calendar';
import * as v from 'shared-contracts/valibot';
import { calendarAnswer, DOUBLE, FLEX, night, renderArea, requestsTo, ROUTES, useStubApi } from './hotel-calendar-fixtures';

const server = useStubApi();
const PAGE = 'npanel/hotel/calendar?month=2026-11';

const cell = { price_minor: 120_000, allotment: 5, cut_off_time: '18:00', min_stay: 1, max_stay: null, no_check_in: false, no_check_out: false };
const updates = () => requestsTo(server(), ROUTES.update).map((request) => request.body as CalendarUpdateInput);
const refusal = (status: number, message: string, issues: { path: string; message: string }[]) => ({
  status,
  body: { message, code: status === 409 ? 'CONFLICT' : 'VALIDATION_FAILED', issues },
});

describe('changing the hotel calendar', () => {
  it('edits one night from its cell: the form sends the contract’s body, and a refusal below the rooms sold shows on the field', async () => {
    server().on(ROUTES.calendar, () => ({ body: calendarAnswer([night({ date: '2026-11-12' })]) }));
    let refuse = true;
    server().on(ROUTES.update, ({ body }) => {
      const input = body as Extract<CalendarUpdateInput, { kind: 'single' }>;
      if (refuse) {
        return refusal(409, '1 night has more rooms sold than the new allotment. Nothing was changed.', [
          { path: 'changes.allotment', message: 'On 2026-11-12 Double room has 2 rooms sold; the allotment cannot be lower.' },
        ]);
      }
      const after = { ...cell, ...input.changes };
      return { body: v.parse(CalendarUpdateAnswerSchema, { data: { preview: false, count: 1, truncated: false, changes: [{ room_type_id: DOUBLE, rate_plan_id: FLEX, date: input.date, before: cell, after }] } }) };
    });
    const user = userEvent.setup();
    renderArea(PAGE);
    const grid = await screen.findByRole('grid', { name: 'Rates and rooms in November 2026' });
    const target = within(grid).getByRole('button', { name: /^Double room, Flexible, Thu, Nov 12 2026/ });
    target.focus();
    await user.keyboard('{Enter}');

    const form = await screen.findByRole('form', { name: 'Change this night' });
    expect(screen.getByRole('heading', { name: 'Double room, Flexible: Thu, Nov 12 2026' })).toHaveFocus();
    expect(screen.getByText('2 rooms are sold or held: the allotment cannot be lower.')).toBeInTheDocument();
    const price = within(form).getByRole('spinbutton', { name: /Price per night \(NOK\)/ });
    expect(price).toHaveValue(1200);
    await user.clear(price);
    await user.type(price, '999.5');
    const rooms = within(form).getByRole('spinbutton', { name: /Rooms for sale/ });
    await user.clear(rooms);
    await user.type(rooms, '1');
    await user.type(within(form).getByRole('spinbutton', { name: /Minimum stay/ }), '{backspace}2');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await within(form).findByText('On 2026-11-12 Double room has 2 rooms sold; the allotment cannot be lower.')).toBeInTheDocument();
    expect(updates()).toEqual([
      { kind: 'single', room_type_id: DOUBLE, rate_plan_id: FLEX, date: '2026-11-12', preview: false, changes: { ...cell, price_minor: 99_950, allotment: 1, min_stay: 2 } },
    ]);

    refuse = false;
    await user.clear(rooms);
    await user.type(rooms, '3');
    const calendarReads = requestsTo(server(), ROUTES.calendar).length;
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updates()).toHaveLength(2));
    expect(updates()[1]!.changes).toEqual({ ...cell, price_minor: 99_950, allotment: 3, min_stay: 2 });
    // The month is read again after the save.
    await waitFor(() => expect(requestsTo(server(), ROUTES.calendar).length).toBeGreaterThan(calendarReads));
  });

  it('previews a weekend-only bulk update, lists every change with its count, and saves exactly what was previewed', async () => {
    server().on(ROUTES.update, ({ body }) => {
      const input = body as Extract<CalendarUpdateInput, { kind: 'bulk' }>;
      const dates = ['2026-11-07', '2026-11-08'];
      const changes = dates.map((date) => ({ room_type_id: DOUBLE, rate_plan_id: FLEX, date, before: cell, after: { ...cell, price_minor: input.changes.price_minor ?? cell.price_minor } }));
      return { body: v.parse(CalendarUpdateAnswerSchema, { data: { preview: input.preview ?? false, count: changes.length, truncated: false, changes } }) };
    });
    const user = userEvent.setup();
    renderArea(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Bulk update' }));
    const form = await screen.findByRole('form', { name: 'Bulk update of nights' });
    const dates = within(form).getByRole('group', { name: 'Dates' });
    expect(within(dates).getByLabelText('From')).toHaveValue('2026-11-10');
    await user.clear(within(dates).getByLabelText('From'));
    await user.type(within(dates).getByLabelText('From'), '2026-11-01');
    await user.clear(within(dates).getByLabelText('To'));
    await user.type(within(dates).getByLabelText('To'), '2026-11-30');
    const weekdays = within(form).getByRole('group', { name: 'Weekdays' });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await user.click(within(weekdays).getByRole('button', { name: day }));
    await user.click(within(form).getByRole('checkbox', { name: 'Suite' }));
    await user.type(within(form).getByRole('spinbutton', { name: /Price per night/ }), '1500');

    const save = within(form).getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    const table = await screen.findByRole('table', { name: 'Preview' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Sat, Nov 07 2026');
    expect(rows[0]).toHaveTextContent('Double room');
    expect(rows[0]).toHaveTextContent('Flexible');
    expect(rows[0]).toHaveTextContent('Price 1,200 → 1,500');
    expect(screen.getByTestId('bulk-preview-count')).toHaveTextContent('2 nights will change');
    const previewed = { kind: 'bulk', start_date: '2026-11-01', end_date: '2026-11-30', weekdays: [6, 7], room_type_ids: [DOUBLE], rate_plan_ids: [FLEX], changes: { price_minor: 150_000 } };
    expect(updates()).toEqual([{ ...previewed, preview: true }]);

    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('2 nights changed.')).toBeInTheDocument();
    expect(updates()).toEqual([
      { ...previewed, preview: true },
      { ...previewed, preview: false },
    ]);
  });

  it('shows the API’s refusal of a bulk update on the form, naming the night; nothing is listed as saved', async () => {
    server().on(ROUTES.update, () =>
      refusal(409, '1 night has more rooms sold than the new allotment. Nothing was changed.', [
        { path: 'changes.allotment', message: 'On 2026-11-14 Double room has 3 rooms sold; the allotment cannot be lower.' },
      ]),
    );
    const user = userEvent.setup();
    renderArea(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Bulk update' }));
    const form = await screen.findByRole('form', { name: 'Bulk update of nights' });
    await user.type(within(form).getByRole('spinbutton', { name: /Rooms for sale/ }), '1');
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('1 night has more rooms sold than the new allotment. Nothing was changed.');
    expect(alert).toHaveTextContent('On 2026-11-14 Double room has 3 rooms sold; the allotment cannot be lower.');
    expect(screen.queryByRole('table', { name: 'Preview' })).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save changes' })).toBeDisabled();

    // The contract's own checks come first: a change with nothing in it is not sent.
    await user.clear(within(form).getByRole('spinbutton', { name: /Rooms for sale/ }));
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    expect(await within(form).findByText('Choose at least one value to change.')).toBeInTheDocument();
    expect(updates()).toHaveLength(1);
  });
});
