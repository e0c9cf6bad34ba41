import { eq } from 'drizzle-orm';
import { LIMITS } from 'shared-contracts/constants';
import { PricingBasis, PricingType } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import {
  DeletedAnswerSchema,
  ManagedOptionsAnswerSchema,
  ManagedTicketsAnswerSchema,
  OptionFormAnswerSchema,
  OptionTicketMapAnswerSchema,
  TicketFormAnswerSchema,
} from 'shared-contracts/tour-manage';
import { activitySlots } from '../../../db/schema/availability';
import { ticketPrices, tickets } from '../../../db/schema/catalogue';
import { testDatabases } from '../../../test/databases';
import { DEMO, type TestApp, useTestDatabase } from '../../../test/harness';
import { addToCart, cruiseSlot } from '../../booking/testing/fixtures';
import { answer, caller, createTour, failure, osloDay } from './__tests__/fixtures';

const p = api.tourManage;
const names = (en: string) => ({ en, no: `${en} (no)` });

describe.each(testDatabases())('tour manage: options, tickets and prices on $name', (spec) => {
  const ctx = useTestDatabase(spec);

  async function setup(t: TestApp) {
    const supplier = await caller(t, DEMO.supplier);
    const tour = await createTour(t, DEMO.supplier);
    return { supplier, tour };
  }

  async function newOption(t: TestApp, tour: number, name = 'Morning') {
    const supplier = await caller(t, DEMO.supplier);
    return (await answer(OptionFormAnswerSchema, await supplier.post(p.saveOption.path({ id: tour }), { names: names(name) }), 201)).data.id!;
  }

  async function newTicket(t: TestApp, tour: number, body: object = { pricing_type: 'Adult', names: names('Adult') }) {
    const supplier = await caller(t, DEMO.supplier);
    return (await answer(TicketFormAnswerSchema, await supplier.post(p.saveTicket.path({ id: tour }), body), 201)).data.id!;
  }

  describe('options', () => {
    test('create, list in the caller language, update, read back', async () => {
      const t = ctx.app();
      const { supplier, tour } = await setup(t);
      const created = await answer(
        OptionFormAnswerSchema,
        await supplier.post(p.saveOption.path({ id: tour }), { names: { en: '  Sunset cruise ', sv: 'Solnedgång' }, descriptions: { en: 'With dinner' } }),
        201,
      );
      expect(created.data).toMatchObject({ names: { en: 'Sunset cruise', sv: 'Solnedgång' }, descriptions: { en: 'With dinner' }, position: 0, prices: [] });
      await newOption(t, tour, 'Second');

      const inSwedish = await answer(ManagedOptionsAnswerSchema, await supplier.get(p.options.path({ id: tour }), { 'APP-LOCALE': 'sv' }));
      expect(inSwedish.data.map((o) => [o.name, o.position])).toEqual([
        ['Solnedgång', 0],
        ['Second', 1],
      ]);

      const id = created.data.id!;
      const updated = await answer(OptionFormAnswerSchema, await supplier.post(p.saveOption.path({ id: tour }), { id, names: { en: 'Sunset' }, position: 5 }));
      expect(updated.data).toMatchObject({ id, names: { en: 'Sunset' }, descriptions: {}, position: 5 });
      expect((await answer(OptionFormAnswerSchema, await supplier.get(p.option.path({ id: tour, optionId: id })))).data).toEqual(updated.data);
    });

    test('clone answers an unsaved copy with the prices; posting it makes a second, equally priced option', async () => {
      const t = ctx.app();
      const { supplier, tour } = await setup(t);
      const adult = await newTicket(t, tour);
      const original = await answer(
        OptionFormAnswerSchema,
        await supplier.post(p.saveOption.path({ id: tour }), {
          names: names('Original'),
          prices: [
            { ticket_id: adult, price_minor: 50_000 },
            { ticket_id: adult, price_minor: 60_000, valid_from: '2030-07-01', valid_to: '2030-07-31' },
          ],
        }),
        201,
      );
      const before = await t.handle.db.select().from(ticketPrices).where(eq(ticketPrices.ticketId, adult));

      const copy = await answer(OptionFormAnswerSchema, await supplier.get(p.option.path({ id: tour, optionId: original.data.id! }, { clone: 'true' })));
      expect(copy.data).toEqual({ ...original.data, id: null });
      // Nothing stored by the read.
      expect(await t.handle.db.select().from(ticketPrices).where(eq(ticketPrices.ticketId, adult))).toHaveLength(before.length);
      expect((await answer(ManagedOptionsAnswerSchema, await supplier.get(p.options.path({ id: tour })))).data).toHaveLength(1);

      const saved = await answer(OptionFormAnswerSchema, await supplier.post(p.saveOption.path({ id: tour }), copy.data), 201);
      expect(saved.data.id).not.toBe(original.data.id);
      expect(saved.data.prices).toEqual(original.data.prices);
    });

    test('an option with departures but no reservations is deleted with them; one with a reservation is refused', async () => {
      const t = ctx.app();
      const { supplier, tour } = await setup(t);
      const option = await newOption(t, tour);
      await t.handle.db.insert(activitySlots).values({ serviceId: tour, optionId: option, slotDate: osloDay(t, 3), startTime: '10:00:00', allotmentTotal: 5, remaining: 5 });
      await answer(DeletedAnswerSchema, await supplier.del(p.deleteOption.path({ id: tour, optionId: option })));
      expect(await t.handle.db.select().from(activitySlots).where(eq(activitySlots.optionId, option))).toEqual([]);
      expect(await failure(await supplier.get(p.option.path({ id: tour, optionId: option })))).toMatchObject({ status: 404 });

      // The seeded cruise, with one reservation in a cart.
      const cruise = await cruiseSlot(t, 2, 10);
      await addToCart(t, cruise.site, [cruise.item]);
      const booked = await failure(await supplier.del(p.deleteOption.path({ id: cruise.id, optionId: cruise.item.option_id })));
      expect(booked).toMatchObject({ status: 409, code: 'CONFLICT', message: 'This option has reservations and cannot be deleted. Lock its departures instead.' });
    });
  });

  describe('tickets', () => {
    test('every pricing type and both pricing bases are stored and listed', async () => {
      const t = ctx.app();
      const { supplier, tour } = await setup(t);
      const types = Object.values(PricingType);
      for (const [i, type] of types.entries()) {
        const basis = i % 2 === 0 ? PricingBasis.perPerson : PricingBasis.perGroup;
        const saved = await answer(TicketFormAnswerSchema, await supplier.post(p.saveTicket.path({ id: tour }), { pricing_type: type, pricing_basis: basis, names: names(type) }), 201);
        expect(saved.data).toMatchObject({ pricing_type: type, pricing_basis: basis, member_count: 1, position: i });
      }
      const listed = await answer(ManagedTicketsAnswerSchema, await supplier.get(p.tickets.path({ id: tour }, { group_expb_tickets: 'true' }), { 'APP-LOCALE': 'no' }));
      expect(listed.data.map((ticket) => ticket.pricing_type)).toEqual(types);
      expect(listed.data[0]!.name).toBe('Adult (no)');
    });

    test('more than one member only for Group and Family tickets, or tickets priced per group', async () => {
      const t = ctx.app();
      const { supplier, tour } = await setup(t);
      const save = (body: object) => supplier.post(p.saveTicket.path({ id: tour }), { names: names('x'), ...body });
      expect((await answer(TicketFormAnswerSchema, await save({ pricing_type: 'Group', member_count: 4 }), 201)).data).toMatchObject({ member_count: 4, pricing_basis: 1 });
      expect((await answer(TicketFormAnswerSchema, await save({ pricing_type: 'Family', pricing_basis: 2, member_count: 5 }), 201)).data.member_count).toBe(5);
      expect((await answer(TicketFormAnswerSchema, await save({ pricing_type: 'Transfer', pricing_basis: 2, member_count: 8 }), 201)).data.member_count).toBe(8);
      expect(await failure(await save({ pricing_type: 'Adult', member_count: 2 }))).toMatchObject({
        status: 400,
        paths: ['member_count'],
        issues: [{ message: 'Only Group and Family tickets, or tickets priced per group, can admit more than one person.' }],
      });
    });

    test('clone answers an unsaved copy; a ticket with reservations cannot be deleted, one without can', async () => {
      const t = ctx.app();
      const { supplier, tour } = await setup(t);
      const option = await newOption(t, tour);
      const child = await answer(
        TicketFormAnswerSchema,
        await supplier.post(p.saveTicket.path({ id: tour }), { pricing_type: 'Child', names: names('Child'), prices: [{ option_id: option, price_minor: 15_000 }] }),
        201,
      );
      const copy = await answer(TicketFormAnswerSchema, await supplier.get(p.ticket.path({ id: tour, ticketId: child.data.id! }, { clone: 'true' })));
      expect(copy.data).toEqual({ ...child.data, id: null });
      expect(await t.handle.db.select().from(tickets).where(eq(tickets.serviceId, tour))).toHaveLength(1);

      await answer(DeletedAnswerSchema, await supplier.del(p.deleteTicket.path({ id: tour, ticketId: child.data.id! })));
      expect(await t.handle.db.select().from(ticketPrices).where(eq(ticketPrices.ticketId, child.data.id!))).toEqual([]);

      const cruise = await cruiseSlot(t, 2, 10);
      await addToCart(t, cruise.site, [cruise.item]);
      const adult = cruise.item.tickets[0]!.ticket_id;
      expect(await failure(await supplier.del(p.deleteTicket.path({ id: cruise.id, ticketId: adult })))).toMatchObject({
        status: 409,
        message: 'This ticket has reservations and cannot be deleted. Take its prices off the options instead.',
      });
      // Another ticket of the cruise, never booked, goes.
      const unbooked = await newTicket(t, cruise.id, { pricing_type: 'Senior', names: names('Senior') });
      await answer(DeletedAnswerSchema, await supplier.del(p.deleteTicket.path({ id: cruise.id, ticketId: unbooked })));
    });
  });

  describe('option-ticket prices', () => {
    test('a pair gets a default and nested seasons; an empty list takes the ticket off the option; other pairs stay', async () => {
      const t = ctx.app();
      const { supplier, tour } = await setup(t);
      const [morning, evening] = [await newOption(t, tour, 'Morning'), await newOption(t, tour, 'Evening')];
      const [adult, child] = [await newTicket(t, tour), await newTicket(t, tour, { pricing_type: 'Child', names: names('Child') })];
      const saved = await answer(
        OptionTicketMapAnswerSchema,
        await supplier.post(p.saveOptionTickets.path({ id: tour }), {
          mappings: [
            {
              option_id: morning,
              ticket_id: adult,
              prices: [
                { price_minor: 49_900 },
                { price_minor: 59_900, valid_from: '2030-06-01', valid_to: '2030-08-31' },
                { price_minor: 69_900, valid_from: '2030-07-01', valid_to: '2030-07-15' },
              ],
            },
            { option_id: morning, ticket_id: child, prices: [{ price_minor: 24_900 }] },
            { option_id: evening, ticket_id: adult, prices: [{ price_minor: 79_900 }] },
          ],
        }),
      );
      expect(saved.data).toMatchObject({ tour_id: tour, currency: 'NOK' });
      expect(saved.data.prices.map((r) => [r.option_id, r.ticket_id, r.price_minor, r.valid_from])).toEqual([
        [morning, adult, 49_900, null],
        [morning, adult, 59_900, '2030-06-01'],
        [morning, adult, 69_900, '2030-07-01'],
        [evening, adult, 79_900, null],
        [morning, child, 24_900, null],
      ]);

      const again = await answer(
        OptionTicketMapAnswerSchema,
        await supplier.post(p.saveOptionTickets.path({ id: tour }), { mappings: [{ option_id: morning, ticket_id: adult, prices: [] }] }),
      );
      expect(again.data.prices.map((r) => [r.option_id, r.ticket_id, r.price_minor])).toEqual([
        [evening, adult, 79_900],
        [morning, child, 24_900],
      ]);
      expect((await answer(OptionTicketMapAnswerSchema, await supplier.get(p.optionTickets.path({ id: tour })))).data).toEqual(again.data);
    });

    test('ambiguous prices are refused with the field and a sentence that says why', async () => {
      const t = ctx.app();
      const { supplier, tour } = await setup(t);
      const option = await newOption(t, tour);
      const adult = await newTicket(t, tour);
      const pair = (prices: object[]) => supplier.post(p.saveOptionTickets.path({ id: tour }), { mappings: [{ option_id: option, ticket_id: adult, prices }] });
      expect(await failure(await pair([{ price_minor: 1 }, { price_minor: 2 }]))).toMatchObject({ status: 400, paths: ['mappings.0.prices'], issues: [{ code: 'errors.tourManage.defaultPriceTwice' }] });
      expect(
        await failure(
          await pair([
            { price_minor: 1, valid_from: '2030-06-01', valid_to: '2030-06-30' },
            { price_minor: 2, valid_from: '2030-06-30', valid_to: '2030-07-10' },
          ]),
        ),
      ).toMatchObject({ paths: ['mappings.0.prices'], issues: [{ message: 'Seasonal prices may lie inside one another, but must not partly overlap or repeat.' }] });
      expect(await failure(await pair([{ price_minor: 1, valid_from: '2030-06-01' }]))).toMatchObject({ paths: ['mappings.0.prices.0.valid_to'], issues: [{ code: 'errors.tourManage.seasonIncomplete' }] });
      expect(await failure(await pair([{ price_minor: 1, valid_from: '2030-06-02', valid_to: '2030-06-01' }]))).toMatchObject({ paths: ['mappings.0.prices.0.valid_to'] });
      expect(await failure(await pair([{ price_minor: 1.5 }]))).toMatchObject({ paths: ['mappings.0.prices.0.price_minor'], issues: [{ code: 'errors.tourManage.priceInvalid' }] });
      expect(await failure(await pair([{ price_minor: -1 }]))).toMatchObject({ paths: ['mappings.0.prices.0.price_minor'] });
      const twice = await supplier.post(p.saveOptionTickets.path({ id: tour }), {
        mappings: [
          { option_id: option, ticket_id: adult, prices: [] },
          { option_id: option, ticket_id: adult, prices: [] },
        ],
      });
      expect(await failure(twice)).toMatchObject({ paths: ['mappings'], issues: [{ code: 'errors.tourManage.pairTwice' }] });
      // Adjacent seasons are fine.
      await answer(
        OptionTicketMapAnswerSchema,
        await pair([
          { price_minor: 1, valid_from: '2030-06-01', valid_to: '2030-06-30' },
          { price_minor: 2, valid_from: '2030-07-01', valid_to: '2030-07-10' },
        ]),
      );
    });

    test('an option or ticket of another activity is refused, and nothing is saved', async () => {
      const t = ctx.app();
      const { supplier, tour } = await setup(t);
      const other = await createTour(t, DEMO.supplier, { name: 'Other' });
      const [option, foreignOption] = [await newOption(t, tour), await newOption(t, other)];
      const [adult, foreignTicket] = [await newTicket(t, tour), await newTicket(t, other)];
      const response = await supplier.post(p.saveOptionTickets.path({ id: tour }), {
        mappings: [
          { option_id: option, ticket_id: adult, prices: [{ price_minor: 100 }] },
          { option_id: foreignOption, ticket_id: foreignTicket, prices: [{ price_minor: 100 }] },
        ],
      });
      expect(await failure(response)).toMatchObject({ status: 400, paths: ['mappings.1.option_id', 'mappings.1.ticket_id'] });
      expect(await t.handle.db.select().from(ticketPrices).where(eq(ticketPrices.ticketId, adult))).toEqual([]);
      expect(await failure(await supplier.post(p.saveTicket.path({ id: tour }), { pricing_type: 'Adult', names: names('A'), prices: [{ option_id: foreignOption, price_minor: 1 }] }))).toMatchObject({
        status: 400,
        paths: ['prices.0.option_id'],
      });
      expect(await t.handle.db.select().from(tickets).where(eq(tickets.serviceId, tour))).toHaveLength(1);
    });
  });

  describe('bad input', () => {
    const BIG = LIMITS.maxId + 1;
    test.each([
      ['option without a name', 'saveOption', { names: {} }, 'names'],
      ['option with only blank names', 'saveOption', { names: { en: '   ' } }, 'names'],
      ['option name in an unknown language', 'saveOption', { names: { xx: 'A' } }, 'names.xx'],
      ['option name too long', 'saveOption', { names: { en: 'x'.repeat(201) } }, 'names.en'],
      ['option name with NUL', 'saveOption', { names: { en: 'a\u0000b' } }, 'names.en'],
      ['option id too big', 'saveOption', { id: BIG, names: { en: 'A' } }, 'id'],
      ['option position negative', 'saveOption', { names: { en: 'A' }, position: -1 }, 'position'],
      ['ticket of no pricing type', 'saveTicket', { pricing_type: 'Pet', names: { en: 'A' } }, 'pricing_type'],
      ['ticket of pricing basis 3', 'saveTicket', { pricing_type: 'Adult', pricing_basis: 3, names: { en: 'A' } }, 'pricing_basis'],
      ['ticket of 0 members', 'saveTicket', { pricing_type: 'Group', member_count: 0, names: { en: 'A' } }, 'member_count'],
      ['ticket of 101 members', 'saveTicket', { pricing_type: 'Group', member_count: 101, names: { en: 'A' } }, 'member_count'],
      ['ticket price without an option', 'saveTicket', { pricing_type: 'Adult', names: { en: 'A' }, prices: [{ price_minor: 1 }] }, 'prices.0.option_id'],
      ['mapping without pairs', 'saveOptionTickets', { mappings: [] }, 'mappings'],
      ['mapping with a price too big', 'saveOptionTickets', { mappings: [{ option_id: 1, ticket_id: 1, prices: [{ price_minor: BIG }] }] }, 'mappings.0.prices.0.price_minor'],
    ] as const)('%s', async (_name, call, body, field) => {
      const t = ctx.app();
      const { supplier, tour } = await setup(t);
      const result = await failure(await supplier.post(p[call].path({ id: tour }), body));
      expect(result).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(result.paths).toContain(field);
    });

    test('ids in the path beyond an integer, or not numbers, are 400s naming the parameter', async () => {
      const t = ctx.app();
      const { supplier, tour } = await setup(t);
      expect(await failure(await supplier.get(p.options.path({ id: BIG })))).toMatchObject({ status: 400, paths: ['id'] });
      expect(await failure(await supplier.get(p.option.path({ id: tour, optionId: 'x' })))).toMatchObject({ status: 400, paths: ['optionId'] });
      expect(await failure(await supplier.del(p.deleteTicket.path({ id: tour, ticketId: BIG })))).toMatchObject({ status: 400, paths: ['ticketId'] });
      expect(await failure(await supplier.get(p.option.path({ id: tour, optionId: 1 }, { clone: 'yes' })))).toMatchObject({ status: 400, paths: ['clone'] });
    });

    test('a body that is not JSON is refused before any route runs', async () => {
      const t = ctx.app();
      const { supplier, tour } = await setup(t);
      const response = await supplier.send('POST', p.saveOption.path({ id: tour }), { body: 'names=A', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(await failure(response)).toMatchObject({ status: 415 });
    });
  });

  describe('access and tenancy', () => {
    test("another supplier's activity, option and ticket answer 404, as missing ones do; an administrator reaches them", async () => {
      const t = ctx.app();
      const { supplier, tour } = await setup(t);
      const option = await newOption(t, tour);
      const ticket = await newTicket(t, tour);
      const duo = await caller(t, DEMO.duo);
      const duoTour = await createTour(t, DEMO.duo);
      const calls = (id: number) => [
        () => duo.get(p.options.path({ id })),
        () => duo.get(p.option.path({ id, optionId: option })),
        () => duo.get(p.option.path({ id, optionId: option }, { clone: 'true' })),
        () => duo.post(p.saveOption.path({ id }), { names: names('Hijack') }),
        () => duo.post(p.saveOption.path({ id }), { id: option, names: names('Hijack') }),
        () => duo.get(p.tickets.path({ id })),
        () => duo.get(p.ticket.path({ id, ticketId: ticket })),
        () => duo.post(p.saveTicket.path({ id }), { id: ticket, pricing_type: 'Adult', names: names('Hijack') }),
        () => duo.get(p.optionTickets.path({ id })),
        () => duo.post(p.saveOptionTickets.path({ id }), { mappings: [{ option_id: option, ticket_id: ticket, prices: [] }] }),
        () => duo.del(p.deleteTicket.path({ id, ticketId: ticket })),
        () => duo.del(p.deleteOption.path({ id, optionId: option })),
      ];
      for (const call of calls(tour)) expect(await failure(await call())).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      // Duo's own activity with A's option and ticket ids in the path: not found either.
      expect(await failure(await duo.get(p.option.path({ id: duoTour, optionId: option })))).toMatchObject({ status: 404 });
      expect(await failure(await duo.get(p.ticket.path({ id: duoTour, ticketId: ticket })))).toMatchObject({ status: 404 });
      expect(await failure(await duo.post(p.saveOption.path({ id: duoTour }), { id: option, names: names('Hijack') }))).toMatchObject({ status: 404 });
      expect(await failure(await duo.del(p.deleteOption.path({ id: duoTour, optionId: option })))).toMatchObject({ status: 404 });
      // A's things are untouched, and the owner and an administrator see them.
      const own = await answer(OptionFormAnswerSchema, await supplier.get(p.option.path({ id: tour, optionId: option })));
      expect(own.data.names).toEqual(names('Morning'));
      const admin = await caller(t, DEMO.admin);
      expect((await answer(ManagedOptionsAnswerSchema, await admin.get(p.options.path({ id: tour })))).data.map((o) => o.id)).toEqual([option]);
      // An id nobody has answers the same 404.
      expect(await failure(await supplier.get(p.options.path({ id: LIMITS.maxId })))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    });

    test('a partner without the supplier role is refused with 403, and an anonymous caller with 401', async () => {
      const t = ctx.app();
      const tour = await createTour(t, DEMO.supplier);
      const partner = await caller(t, DEMO.partner);
      expect(await failure(await partner.get(p.options.path({ id: tour })))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect((await t.request(p.options.path({ id: tour }))).status).toBe(401);
    });
  });
});
