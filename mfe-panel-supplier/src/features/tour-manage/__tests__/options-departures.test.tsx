import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toDateTime } from 'shared-contracts/dates';
import { AvailabilitySlotStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import {
  DepartureSchema,
  ManagedOptionSchema,
  OptionFormAnswerSchema,
  type Departure,
  type ManagedOption,
  type OptionForm,
} from 'shared-contracts/tour-manage';
import * as v from 'shared-contracts/valibot';
import { ROUTES, TOUR, renderManage, useFakeApi } from './harness';

const server = useFakeApi();
const ZONE = 'Europe/Oslo';
const day = (offset: number) => toDateTime(new Date(), ZONE).plus({ days: offset }).toISODate()!;

function option(overrides: Partial<ManagedOption> = {}): ManagedOption {
  return v.parse(ManagedOptionSchema, { id: 11, tour_id: TOUR, name: 'Morning tour', names: { en: 'Morning tour' }, descriptions: {}, position: 1, ...overrides });
}

function departure(overrides: Partial<Departure> = {}): Departure {
  return v.parse(DepartureSchema, {
    id: 501,
    option_id: 11,
    date: day(12),
    start_time: '09:30',
    allotment: 12,
    remaining: 12,
    sold: 0,
    status: AvailabilitySlotStatus.Active,
    ...overrides,
  });
}

/** The API's list of options, which a create adds to; the form answer is the stored option. */
function optionsApi(initial: ManagedOption[]) {
  const options = [...initial];
  server().on(ROUTES.options, () => ({ body: { data: options } }));
  server().on(ROUTES.saveOption, ({ body }) => {
    const input = body as { names: Record<string, string>; descriptions: Record<string, string> };
    const created = option({ id: 20 + options.length, name: input.names.en ?? '', names: input.names, descriptions: input.descriptions, position: options.length + 1 });
    options.push(created);
    const answer: OptionForm = { id: created.id, names: created.names, descriptions: created.descriptions, position: created.position, prices: [] };
    return { status: 201, body: v.parse(OptionFormAnswerSchema, { data: answer }) };
  });
  return options;
}

/** Departures the API holds; a GET answers those of the asked option and range. */
function departuresApi(departures: Departure[]) {
  server().on(ROUTES.allotments, ({ query }) => {
    const from = query.get('start_date') ?? day(0);
    const to = query.get('end_date') ?? day(30);
    const found = departures.filter((d) => String(d.option_id) === query.get('option_id') && d.date >= from && d.date <= to);
    return { body: { data: { tour_id: TOUR, time_zone: ZONE, departures: found } } };
  });
}

const postedBodies = (routeKey: string) => server().calls(routeKey).map((request) => request.body);
const optionsTable = () => screen.findByRole('table', { name: 'Options' });

describe('an activity’s options and departures (issue 12 §3 Manage)', () => {
  it('creates an option with its names, lists it, and opens its departures', async () => {
    optionsApi([]);
    departuresApi([]);
    const user = userEvent.setup();
    renderManage(`npanel/tour/manage/${TOUR}/options`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Options' })).toBeInTheDocument();
    expect(await screen.findByTestId('activity-name')).toHaveTextContent('Fjord Safari');
    expect(await screen.findByRole('heading', { name: 'No options yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add the first option' }));

    expect(screen.getByRole('heading', { name: 'New option' })).toHaveFocus();
    await user.type(screen.getByLabelText('Name in English'), 'Morning tour');
    await user.type(screen.getByLabelText('Name in Norwegian'), 'Formiddagstur');
    await user.type(screen.getByLabelText('Description in English'), 'Leaves at dawn.');
    await user.click(screen.getByRole('button', { name: 'Save option' }));

    expect(await screen.findByText('Option “Morning tour” saved.')).toBeInTheDocument();
    // Empty languages are left out: the storefront falls back to English for them.
    expect(postedBodies(ROUTES.saveOption)).toEqual([{ id: null, names: { en: 'Morning tour', no: 'Formiddagstur' }, descriptions: { en: 'Leaves at dawn.' } }]);
    const table = await optionsTable();
    expect(await within(table).findByText('Morning tour')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'New option' })).not.toBeInTheDocument();
    // The new option's departures open, ready for a schedule.
    expect(await screen.findByRole('heading', { name: 'Departures of Morning tour' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Create a schedule' })).toBeInTheDocument();
  });

  it('refuses an option without any name, as the contract does, and sends nothing', async () => {
    optionsApi([]);
    const user = userEvent.setup();
    renderManage(`npanel/tour/manage/${TOUR}/options`);
    await user.click(await screen.findByRole('button', { name: 'Add option' }));
    await user.type(screen.getByLabelText('Description in English'), 'No name yet');
    await user.click(screen.getByRole('button', { name: 'Save option' }));

    expect(await screen.findByText('Enter a name in at least one language.')).toBeInTheDocument();
    expect(postedBodies(ROUTES.saveOption)).toEqual([]);
  });

  it('copies an option with its prices: the copy is saved only when asked', async () => {
    optionsApi([option()]);
    departuresApi([]);
    const clone: OptionForm = {
      id: null,
      names: { en: 'Morning tour', no: 'Formiddagstur' },
      descriptions: {},
      position: 1,
      prices: [{ ticket_id: 3, price_minor: 45_000, valid_from: null, valid_to: null }],
    };
    server().on(`GET ${api.tourManage.option.path({ id: TOUR, optionId: 11 })}`, ({ query }) => ({
      body: { data: query.get('clone') === 'true' ? clone : { ...clone, id: 11 } },
    }));
    const user = userEvent.setup();
    renderManage(`npanel/tour/manage/${TOUR}/options`);

    const table = await optionsTable();
    await user.click(await within(table).findByRole('button', { name: 'Actions for Morning tour' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy' }));

    expect(await screen.findByRole('heading', { name: 'Copy of Morning tour' })).toBeInTheDocument();
    expect(server().calls(`GET ${api.tourManage.option.path({ id: TOUR, optionId: 11 })}`).map((r) => r.query.get('clone'))).toEqual(['true']);
    expect(postedBodies(ROUTES.saveOption)).toEqual([]);
    const name = screen.getByLabelText('Name in English');
    expect(name).toHaveValue('Morning tour');
    await user.clear(name);
    await user.type(name, 'Evening tour');
    await user.click(screen.getByRole('button', { name: 'Save option' }));

    await screen.findByText('Option “Evening tour” saved.');
    expect(postedBodies(ROUTES.saveOption)).toEqual([
      { id: null, names: { en: 'Evening tour', no: 'Formiddagstur' }, descriptions: {}, prices: [{ ticket_id: 3, price_minor: 45_000, valid_from: null, valid_to: null }] },
    ]);
  });

  it('posts a schedule over a date range with weekdays and start times, then lists the departures it made', async () => {
    optionsApi([option()]);
    const stored: Departure[] = [];
    departuresApi(stored);
    const made = [departure({ id: 601, date: day(14), start_time: '09:30' }), departure({ id: 602, date: day(14), start_time: '14:00' })];
    server().on(ROUTES.saveAllotment, () => {
      stored.push(...made);
      return { body: { data: { kind: 'schedule', option_id: 11, departures: 2, created: 2, updated: 0, unchanged: 0 } } };
    });
    const user = userEvent.setup();
    renderManage(`npanel/tour/manage/${TOUR}/options?departures=11`);

    expect(await screen.findByRole('heading', { name: 'Departures of Morning tour' })).toBeInTheDocument();
    expect(await screen.findByText('Dates and times are local to the activity (Europe/Oslo).')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No departures in these dates' })).toBeInTheDocument();

    const schedule = screen.getByRole('form', { name: 'Create a schedule' });
    const dates = within(schedule).getByRole('group', { name: 'Dates' });
    expect(within(dates).getByLabelText('From')).toHaveValue(day(0));
    await user.clear(within(dates).getByLabelText('To'));
    await user.type(within(dates).getByLabelText('To'), day(20));
    await user.clear(within(dates).getByLabelText('From'));
    await user.type(within(dates).getByLabelText('From'), day(10));
    const weekdays = within(schedule).getByRole('group', { name: 'Weekdays' });
    await user.click(within(weekdays).getByRole('button', { name: 'Wednesday' }));
    await user.click(within(weekdays).getByRole('button', { name: 'Monday' }));
    const first = within(schedule).getByLabelText('Start time 1');
    await user.clear(first);
    await user.type(first, '09:30');
    await user.click(within(schedule).getByRole('button', { name: 'Add start time' }));
    await user.type(within(schedule).getByLabelText('Start time 2'), '14:00');
    const seats = within(schedule).getByLabelText(/Seats per departure/);
    await user.clear(seats);
    await user.type(seats, '12');
    await user.click(within(schedule).getByRole('button', { name: 'Create departures' }));

    expect(await screen.findByText('2 departures in the schedule: 2 new, 0 with new seats, 0 already as asked.')).toBeInTheDocument();
    expect(postedBodies(ROUTES.saveAllotment)).toEqual([
      { kind: 'schedule', option_id: 11, start_date: day(10), end_date: day(20), weekdays: [1, 3], start_times: ['09:30', '14:00'], allotment: 12 },
    ]);
    // The list now shows the schedule's range, and the departures the API made in it.
    const listed = await screen.findByRole('table', { name: 'Departures of Morning tour' });
    await waitFor(() => expect(within(listed).getAllByRole('row')).toHaveLength(3));
    expect(within(listed).getAllByRole('row')[1]).toHaveTextContent('09:30');
    expect(within(listed).getAllByRole('row')[2]).toHaveTextContent('14:00');
    const lastRead = server().calls(ROUTES.allotments).at(-1)!;
    expect([lastRead.query.get('option_id'), lastRead.query.get('start_date'), lastRead.query.get('end_date')]).toEqual(['11', day(10), day(20)]);
  });

  it('shows the API’s refusal when one departure’s seats go below those booked, and changes nothing', async () => {
    optionsApi([option()]);
    const booked = departure({ id: 700, date: day(3), start_time: '10:00', allotment: 10, remaining: 4, sold: 6 });
    departuresApi([booked]);
    const refusal = 'This departure already has 6 seats booked, so its allotment cannot be lower than 6.';
    server().on(ROUTES.saveAllotment, () => ({ status: 409, body: { message: refusal, code: 'CONFLICT' } }));
    const user = userEvent.setup();
    renderManage(`npanel/tour/manage/${TOUR}/options?departures=11`);

    const listed = await screen.findByRole('table', { name: 'Departures of Morning tour' });
    const row = (await within(listed).findAllByRole('row'))[1]!;
    expect(row).toHaveTextContent('10:00');
    await user.click(within(row).getByRole('button', { name: /^Actions for / }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change seats' }));

    const form = await screen.findByRole('region', { name: /^Departure .* at 10:00$/ });
    expect(within(form).getByText('6 seats booked.')).toBeInTheDocument();
    const seats = within(form).getByLabelText(/^Seats/);
    await user.clear(seats);
    await user.type(seats, '5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
    // The status was left as it was, so it is not sent.
    expect(postedBodies(ROUTES.saveAllotment)).toEqual([{ kind: 'departure', slot_id: 700, allotment: 5 }]);
    expect(within(listed).getAllByRole('row')[1]).toHaveTextContent('10');
  });

  it('lists the departures the API names when a schedule would go below their booked seats', async () => {
    optionsApi([option()]);
    departuresApi([]);
    server().on(ROUTES.saveAllotment, () => ({
      status: 409,
      body: {
        message: '1 departure already has more seats booked than 5. Nothing was changed.',
        code: 'CONFLICT',
        issues: [{ path: 'departures.0', message: `${day(2)} 10:00: 6 seats booked` }],
      },
    }));
    const user = userEvent.setup();
    renderManage(`npanel/tour/manage/${TOUR}/options?departures=11`);

    const schedule = await screen.findByRole('form', { name: 'Create a schedule' });
    await user.click(within(schedule).getByRole('button', { name: 'Tuesday' }));
    const seats = within(schedule).getByLabelText(/Seats per departure/);
    await user.clear(seats);
    await user.type(seats, '5');
    await user.click(within(schedule).getByRole('button', { name: 'Create departures' }));

    const alert = await within(schedule).findByRole('alert');
    expect(alert).toHaveTextContent('1 departure already has more seats booked than 5. Nothing was changed.');
    expect(alert).toHaveTextContent(`Departure: ${day(2)} 10:00: 6 seats booked`);
    expect(postedBodies(ROUTES.saveAllotment)).toEqual([
      { kind: 'schedule', option_id: 11, start_date: day(0), end_date: day(30), weekdays: [2], start_times: ['10:00'], allotment: 5 },
    ]);
  });

  it('shows an error with a retry when the options cannot be loaded', async () => {
    server().on(ROUTES.options, () => ({ status: 500, body: { message: 'The catalogue is unavailable', code: 'SERVER_ERROR' } }));
    const user = userEvent.setup();
    renderManage(`npanel/tour/manage/${TOUR}/options`);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The catalogue is unavailable');
    optionsApi([option()]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(await optionsTable()).findByText('Morning tour')).toBeInTheDocument();
  });

  it('says an activity of another supplier (404) is not found', async () => {
    server().on(ROUTES.atGlance, () => ({ status: 404, body: { message: 'Not found.', code: 'NOT_FOUND' } }));
    renderManage(`npanel/tour/manage/${TOUR}/options`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The activity could not be loaded.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
