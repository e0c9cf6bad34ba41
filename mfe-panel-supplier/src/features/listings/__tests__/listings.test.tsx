import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { GeneralStatus } from 'shared-contracts/enums';
import { LISTING_CALLS } from 'shared-contracts/listings';
import { createAdmin, createSupplier } from 'shared-contracts/testing';
import type { CurrentUser } from 'shared-contracts/users';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, pageMetaAtom, sessionStore } from 'shared-runtime/session';
import { renderWithProviders } from 'shared-ui/testing';
import Area from '../../../expose/area';
import { type FakeApi, OSLO, startFakeApi, storedListing, SUPPLIER_ID } from './fake-api';

let fake: FakeApi;
const supplier = createSupplier({ id: SUPPLIER_ID });

beforeAll(async () => {
  fake = await startFakeApi();
  configureHttpClient({ baseUrl: fake.server.baseUrl });
});
afterAll(() => fake.close());
afterEach(() => sessionStore.set(currentUserAtom, null));

/** The supplier area at `route`, as the shell mounts it, with a fresh swr cache and `user` signed in. */
function renderArea(route: string, user: CurrentUser = supplier) {
  sessionStore.set(currentUserAtom, user);
  return renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Area />
    </SWRConfig>,
    { route, path: '/:lang/*', locale: 'en' },
  );
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
/** The cells' texts, with Intl's no-break spaces read as spaces. */
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent?.replace(/\u00a0/g, ' '));

describe('the rental, restaurant and attraction lists (issue 12 §4)', () => {
  it('an empty list says so and offers to create the first one; the title is the manifest’s', async () => {
    fake.reset();
    renderArea('/en/npanel/rental');
    expect(await screen.findByText('No rentals yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Rental List' })).toBeInTheDocument();
    const create = screen.getAllByRole('link', { name: 'New rental' });
    expect(create[0]).toHaveAttribute('href', '/en/npanel/rental/-1');
    expect(sessionStore.get(pageMetaAtom)?.title).toBe('areas.supplier.rentals');
  });

  it('lists each listing with its place, price and status, and counts per status tab', async () => {
    fake.reset([
      storedListing('attractions', 11, {
        basic_details: { name: 'Fram Museum', short_description: '', long_description: '', highlights: [] },
        status: GeneralStatus.Active,
        location: { location_id: OSLO.id, location_name: 'Oslo', position: null, meeting_point: null },
        attraction: { admission_minor: 16_000, admission: { currency: 'NOK', minor: 16_000, amount: 160 }, opening_hours: [] },
      }),
      storedListing('attractions', 12, { basic_details: { name: 'Viking Hall', short_description: '', long_description: '', highlights: [] } }),
      storedListing('rentals', 13, { basic_details: { name: 'Not an attraction', short_description: '', long_description: '', highlights: [] } }),
    ]);
    renderArea('/en/npanel/attraction');
    const table = await screen.findByRole('table', { name: 'Attraction List' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2));
    const fram = rowsOf(table).find((row) => within(row).queryByText('Fram Museum'))!;
    expect(cellsOf(fram).slice(1, 4)).toEqual(['Oslo', 'NOK 160.00', 'Active']);
    expect(await screen.findByRole('tab', { name: /Pending\D*1/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /All\D*2/ })).toBeInTheDocument();
  });
});

describe('creating and editing', () => {
  it('creates a rental from its name and place, then saves its details with the price in minor units', async () => {
    fake.reset();
    const user = userEvent.setup();
    renderArea('/en/npanel/rental/-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create rental' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Harbour E-bikes');
    const location = screen.getByRole('combobox', { name: /^Location/ });
    await screen.findByRole('option', { name: 'Oslo (NO)' });
    await user.selectOptions(location, String(OSLO.id));
    await user.click(screen.getByRole('button', { name: 'Create' }));

    // The new rental opens on its details: what it still needs is listed at the top.
    expect(await screen.findByRole('heading', { level: 2, name: 'Rental details' })).toBeInTheDocument();
    expect(fake.calls(`POST ${LISTING_CALLS.rentals.create.pattern}`).map((request) => request.body)).toEqual([{ name: 'Harbour E-bikes', location_id: OSLO.id }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Harbour E-bikes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'at least one image' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'its details' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'a location' })).not.toBeInTheDocument();

    const [created] = [...fake.listings.values()];
    await user.type(screen.getByRole('textbox', { name: /^Vehicle/ }), 'E-bike');
    await user.type(screen.getByRole('textbox', { name: /^Seats/ }), '1');
    await user.type(screen.getByRole('textbox', { name: /^Price per day \(NOK\)/ }), '449,50');
    await user.type(screen.getByRole('textbox', { name: /^Pick-up point/ }), 'Aker Brygge');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText(/^Saved:/);
    expect(fake.calls(`PUT ${LISTING_CALLS.rentals.update.path({ id: created!.id })}`).map((request) => request.body)).toEqual([
      { section: 'type_details', vehicle_type: 'E-bike', seats: 1, price_per_day_minor: 44_950, pickup_point: 'Aker Brygge' },
    ]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'its details' })).not.toBeInTheDocument());
  });

  it('a price that is no price is refused on its field before anything is sent', async () => {
    fake.reset([storedListing('rentals', 21)]);
    const user = userEvent.setup();
    renderArea('/en/npanel/rental/21?section=type_details');
    await user.type(await screen.findByRole('textbox', { name: /^Vehicle/ }), 'Kayak');
    await user.type(screen.getByRole('textbox', { name: /^Seats/ }), '2');
    await user.type(screen.getByRole('textbox', { name: /^Price per day/ }), 'cheap');
    await user.type(screen.getByRole('textbox', { name: /^Pick-up point/ }), 'Pier');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: /^Price per day/ })).toHaveAccessibleDescription(/Enter a price of 0 or more\./);
    expect(fake.calls(`PUT ${LISTING_CALLS.rentals.update.path({ id: 21 })}`)).toEqual([]);
  });

  it('a restaurant’s opening hours: a wrong row is named on its own field, by the form and by the API', async () => {
    fake.reset([
      storedListing('restaurants', 31, {
        basic_details: { name: 'Harbour Grill', short_description: '', long_description: '', highlights: [] },
        restaurant: {
          cuisine: 'Seafood',
          price_level: 3,
          opening_hours: [
            { days: 'Mon–Fri', opens: '11:30', closes: '22:00' },
            { days: 'Sat–Sun', opens: '12:00', closes: '23:00' },
          ],
        },
      }),
    ]);
    const user = userEvent.setup();
    renderArea('/en/npanel/restaurant/31?section=type_details');
    const saturday = await screen.findByRole('group', { name: 'Opening hours, row 2' });
    const closes = within(saturday).getByRole('textbox', { name: /^Closes/ });
    const update = `PUT ${LISTING_CALLS.restaurants.update.path({ id: 31 })}`;

    // The contract's own rule, in the form: nothing is sent.
    await user.clear(closes);
    await user.type(closes, '12:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(closes).toHaveAccessibleDescription(/The closing time must differ from the opening time\./));
    expect(fake.calls(update)).toEqual([]);

    // The API's refusal of one field lands on that field.
    await user.clear(closes);
    await user.type(closes, '01:00');
    fake.failOnce(update, {
      status: 400,
      body: {
        message: 'Bad request',
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'opening_hours.1.days', message: 'These days overlap the first row.', code: 'errors.custom' }],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const days = within(saturday).getByRole('textbox', { name: /^Days/ });
    await waitFor(() => expect(days).toHaveAccessibleDescription(/These days overlap the first row\./));
    expect(closes).not.toHaveAccessibleDescription(/closing time/);

    // Saved as typed: past midnight is allowed.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/^Saved:/);
    expect(fake.calls(update).at(-1)?.body).toEqual({
      section: 'type_details',
      cuisine: 'Seafood',
      price_level: 3,
      opening_hours: [
        { days: 'Mon–Fri', opens: '11:30', closes: '22:00' },
        { days: 'Sat–Sun', opens: '12:00', closes: '01:00' },
      ],
    });
  });

  it('an administrator creating one names the supplier', async () => {
    fake.reset();
    const user = userEvent.setup();
    renderArea('/en/npanel/attraction/-1', createAdmin());
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Tower View');
    await user.type(screen.getByRole('textbox', { name: /^Supplier id/ }), String(SUPPLIER_ID));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Attraction details' })).toBeInTheDocument();
    expect(fake.calls(`POST ${LISTING_CALLS.attractions.create.pattern}`)[0]?.body).toEqual({ name: 'Tower View', location_id: null, supplier_user_id: SUPPLIER_ID });
  });
});

describe('deleting and status', () => {
  it('asks before deleting from the list; cancelled, nothing is sent; confirmed, the row is gone', async () => {
    fake.reset([storedListing('restaurants', 41, { basic_details: { name: 'Pop-up Kitchen', short_description: '', long_description: '', highlights: [] } })]);
    const user = userEvent.setup();
    renderArea('/en/npanel/restaurant');
    const table = await screen.findByRole('table', { name: 'Restaurant List' });
    await within(table).findByText('Pop-up Kitchen');
    const remove = `DELETE ${LISTING_CALLS.restaurants.remove.path({ id: 41 })}`;

    await user.click(screen.getByRole('button', { name: 'Actions for Pop-up Kitchen' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete Pop-up Kitchen?' });
    expect(question).toHaveTextContent('It disappears from the sites that sell it, and this cannot be undone.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fake.calls(remove)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Actions for Pop-up Kitchen' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByText('Pop-up Kitchen')).not.toBeInTheDocument());
    expect(fake.calls(remove)).toHaveLength(1);
    expect(await screen.findByText('No restaurants yet')).toBeInTheDocument();
  });

  it('setting Active asks first, and a listing not ready yet is refused with the API’s words', async () => {
    fake.reset([storedListing('rentals', 51, { basic_details: { name: 'Harbour Bikes', short_description: '', long_description: '', highlights: [] } })]);
    const user = userEvent.setup();
    renderArea('/en/npanel/rental/51');
    const status = await screen.findByRole('region', { name: /^Status/ });
    await user.click(within(status).getByRole('button', { name: 'Set Active' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Set Harbour Bikes to Active?' })).getByRole('button', { name: 'Set Active' }));
    const refusal = await screen.findByText(
      'This listing cannot be set Active yet. Still missing: a location, at least one image, the rental details (vehicle, seats, price per day and pick-up point).',
    );
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(fake.listings.get(51)?.status).toBe(GeneralStatus.Pending);
  });
});
