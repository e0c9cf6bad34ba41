import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PricingBasis, PricingType } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import {
  ManagedTicketSchema,
  OptionTicketMapSchema,
  TicketFormAnswerSchema,
  type ManagedTicket,
  type OptionTicketInput,
  type OptionTicketMap,
  type TicketForm,
} from 'shared-contracts/tour-manage';
import * as v from 'shared-contracts/valibot';
import { ROUTES, TOUR, renderManage, useFakeApi } from './harness';

const server = useFakeApi();

const MORNING = { id: 11, name: 'Morning tour' };
const EVENING = { id: 12, name: 'Evening tour' };
const ADULT = { id: 3, name: 'Adult', pricing_type: PricingType.Adult, pricing_basis: PricingBasis.perPerson, member_count: 1 };
const CHILD = { id: 4, name: 'Child', pricing_type: PricingType.Child, pricing_basis: PricingBasis.perPerson, member_count: 1 };

function ticket(overrides: Partial<ManagedTicket> = {}): ManagedTicket {
  return v.parse(ManagedTicketSchema, { ...ADULT, tour_id: TOUR, names: { en: ADULT.name }, position: 1, prices: [], ...overrides });
}

/** The API's tickets and price matrix: a saved ticket joins both, saved prices replace their pair's rows. */
function pricesApi(initial: { tickets: ManagedTicket[]; matrix: OptionTicketMap }) {
  const tickets = [...initial.tickets];
  let matrix = initial.matrix;
  server().on(ROUTES.tickets, () => ({ body: { data: tickets } }));
  server().on(ROUTES.optionTickets, () => ({ body: { data: matrix } }));
  server().on(ROUTES.saveTicket, ({ body }) => {
    const input = body as { pricing_type: PricingType; pricing_basis: PricingBasis; member_count: number; names: Record<string, string> };
    const created = ticket({ ...input, id: 30 + tickets.length, name: input.names.en ?? '', prices: [] });
    tickets.push(created);
    matrix = { ...matrix, tickets: [...matrix.tickets, { id: created.id, name: created.name, pricing_type: created.pricing_type, pricing_basis: created.pricing_basis, member_count: created.member_count }] };
    const answer: TicketForm = { ...created, id: created.id };
    return { status: 201, body: v.parse(TicketFormAnswerSchema, { data: answer }) };
  });
  server().on(ROUTES.saveOptionTickets, ({ body }) => {
    const { mappings } = body as OptionTicketInput;
    const named = (p: { option_id: number; ticket_id: number }) => mappings.some((m) => m.option_id === p.option_id && m.ticket_id === p.ticket_id);
    const added = mappings.flatMap((m) =>
      m.prices.map((p) => ({ option_id: m.option_id, ticket_id: m.ticket_id, price_minor: p.price_minor, valid_from: p.valid_from ?? null, valid_to: p.valid_to ?? null })),
    );
    matrix = { ...matrix, prices: [...matrix.prices.filter((p) => !named(p)), ...added] };
    return { body: { data: matrix } };
  });
}

function matrixOf(overrides: Partial<OptionTicketMap> = {}): OptionTicketMap {
  return v.parse(OptionTicketMapSchema, { tour_id: TOUR, currency: 'NOK', options: [MORNING], tickets: [], prices: [], ...overrides });
}

const bodies = (key: string) => server().calls(key).map((request) => request.body);

describe('an activity’s tickets and their prices (issue 12 §3 Manage)', () => {
  it('creates a Group ticket priced per group that admits eight people', async () => {
    pricesApi({ tickets: [], matrix: matrixOf() });
    const user = userEvent.setup();
    renderManage(`npanel/tour/manage/${TOUR}/tickets`);

    expect(await screen.findByRole('heading', { name: 'No tickets yet' })).toBeInTheDocument();
    expect(await screen.findByText('Add a ticket above, then set its prices here.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add the first ticket' }));

    const form = screen.getByRole('region', { name: 'New ticket' });
    // An adult ticket priced per person admits one person; the field says so and cannot be changed.
    expect(within(form).getByLabelText(/^People per ticket/)).toHaveAttribute('readonly');
    await user.selectOptions(within(form).getByLabelText(/^Pricing type/), 'Group');
    await user.selectOptions(within(form).getByLabelText(/^Priced/), 'Per group');
    const members = within(form).getByLabelText(/^People per ticket/);
    expect(members).not.toHaveAttribute('readonly');
    await user.clear(members);
    await user.type(members, '8');
    await user.type(within(form).getByLabelText('Name in English'), 'Group of eight');
    await user.type(within(form).getByLabelText('Name in Swedish'), 'Grupp om åtta');
    await user.click(within(form).getByRole('button', { name: 'Save ticket' }));

    expect(await screen.findByText('Ticket “Group of eight” saved.')).toBeInTheDocument();
    expect(bodies(ROUTES.saveTicket)).toEqual([
      { id: null, pricing_type: 'Group', pricing_basis: 2, member_count: 8, names: { en: 'Group of eight', sv: 'Grupp om åtta' } },
    ]);
    const table = await screen.findByRole('table', { name: 'Tickets' });
    const row = await within(table).findByRole('row', { name: /Group of eight/ });
    expect(within(row).getAllByRole('cell').slice(0, 5).map((cell) => cell.textContent)).toEqual(['Group of eight', 'Group', 'Per group', '8', 'On 0 of 1 option']);
    // The new ticket joins the price matrix.
    expect(await screen.findByRole('group', { name: 'Morning tour · Group of eight' })).toBeInTheDocument();
  });

  it('sets a default and a seasonal price for one option and ticket, sent in minor units', async () => {
    pricesApi({
      tickets: [ticket(), ticket({ ...CHILD, names: { en: 'Child' }, prices: [{ option_id: 11, price_minor: 20_000, valid_from: null, valid_to: null }] })],
      matrix: matrixOf({ options: [MORNING, EVENING], tickets: [ADULT, CHILD], prices: [{ option_id: 11, ticket_id: 4, price_minor: 20_000, valid_from: null, valid_to: null }] }),
    });
    const user = userEvent.setup();
    renderManage(`npanel/tour/manage/${TOUR}/tickets`);

    const pair = await screen.findByRole('group', { name: 'Morning tour · Adult' });
    expect(within(screen.getByRole('group', { name: 'Morning tour · Child' })).getByLabelText(/^Default price \(NOK\)/)).toHaveValue('200.00');
    expect(within(pair).getByText('Not sold on this option')).toBeInTheDocument();
    await user.type(within(pair).getByLabelText(/^Default price \(NOK\)/), '450');
    await user.click(within(pair).getByRole('button', { name: 'Add seasonal price for Morning tour · Adult' }));
    const season = within(pair).getByRole('group', { name: 'Seasonal price 1' });
    await user.type(within(season).getByLabelText(/^From/), '2030-06-01');
    await user.type(within(season).getByLabelText(/^To/), '2030-08-31');
    await user.type(within(season).getByLabelText(/^Price \(NOK\)/), '525,50');
    expect(within(pair).getByText('Sold on this option')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save prices' }));

    expect(await screen.findByText('Prices of 1 ticket saved.')).toBeInTheDocument();
    // Only the pair that changed is sent: the child's price on the morning tour stays as it is.
    expect(bodies(ROUTES.saveOptionTickets)).toEqual([
      {
        mappings: [
          {
            option_id: 11,
            ticket_id: 3,
            prices: [
              { price_minor: 45_000, valid_from: null, valid_to: null },
              { price_minor: 52_550, valid_from: '2030-06-01', valid_to: '2030-08-31' },
            ],
          },
        ],
      },
    ]);
    // The tickets list asks again and shows the adult ticket priced on one option.
    const table = screen.getByRole('table', { name: 'Tickets' });
    await waitFor(() => expect(server().calls(ROUTES.tickets).length).toBeGreaterThanOrEqual(2));
    expect(within(table).getByRole('row', { name: /Adult/ })).toBeInTheDocument();
  });

  it('refuses a price with three decimals and seasons that partly overlap, before anything is sent', async () => {
    pricesApi({ tickets: [ticket()], matrix: matrixOf({ tickets: [ADULT] }) });
    const user = userEvent.setup();
    renderManage(`npanel/tour/manage/${TOUR}/tickets`);

    const pair = await screen.findByRole('group', { name: 'Morning tour · Adult' });
    await user.type(within(pair).getByLabelText(/^Default price/), '12.345');
    const add = within(pair).getByRole('button', { name: 'Add seasonal price for Morning tour · Adult' });
    for (const [index, [from, to]] of [
      ['2030-06-01', '2030-07-31'],
      ['2030-07-01', '2030-08-31'],
    ].entries()) {
      await user.click(add);
      const season = within(pair).getByRole('group', { name: `Seasonal price ${index + 1}` });
      await user.type(within(season).getByLabelText(/^From/), from!);
      await user.type(within(season).getByLabelText(/^To/), to!);
      await user.type(within(season).getByLabelText(/^Price/), '500');
    }
    await user.click(screen.getByRole('button', { name: 'Save prices' }));

    expect(await within(pair).findByText('Enter an amount such as 450 or 450.50, with at most two decimals.')).toBeInTheDocument();
    expect(within(pair).getByText('Seasonal prices may lie inside one another, but must not partly overlap or repeat.')).toBeInTheDocument();
    expect(bodies(ROUTES.saveOptionTickets)).toEqual([]);
  });

  it('copies a ticket with its prices on every option', async () => {
    pricesApi({ tickets: [ticket()], matrix: matrixOf({ tickets: [ADULT] }) });
    const copy: TicketForm = {
      id: null,
      pricing_type: PricingType.Adult,
      pricing_basis: PricingBasis.perPerson,
      member_count: 1,
      names: { en: 'Adult' },
      position: 1,
      prices: [{ option_id: 11, price_minor: 45_000, valid_from: null, valid_to: null }],
    };
    const ticketRoute = `GET ${api.tourManage.ticket.path({ id: TOUR, ticketId: 3 })}`;
    server().on(ticketRoute, ({ query }) => ({ body: { data: query.get('clone') === 'true' ? copy : { ...copy, id: 3 } } }));
    const user = userEvent.setup();
    renderManage(`npanel/tour/manage/${TOUR}/tickets`);

    const table = await screen.findByRole('table', { name: 'Tickets' });
    await user.click(await within(table).findByRole('button', { name: 'Actions for Adult' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy' }));
    const form = await screen.findByRole('region', { name: 'Copy of Adult' });
    const name = within(form).getByLabelText('Name in English');
    await user.clear(name);
    await user.type(name, 'Adult, weekend');
    await user.click(within(form).getByRole('button', { name: 'Save ticket' }));

    await screen.findByText('Ticket “Adult, weekend” saved.');
    expect(server().calls(ticketRoute).map((r) => r.query.get('clone'))).toEqual(['true']);
    expect(bodies(ROUTES.saveTicket)).toEqual([
      { id: null, pricing_type: 'Adult', pricing_basis: 1, member_count: 1, names: { en: 'Adult, weekend' }, prices: copy.prices },
    ]);
  });
});
