import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CancellationPolicyAnswerSchema } from 'shared-contracts/cancellation-policies';
import { ServiceTypeId } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { createSupplier } from 'shared-contracts/testing';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, pageMetaAtom, sessionStore } from 'shared-runtime/session';
import * as v from 'shared-contracts/valibot';
import { type FakeApi, startFakeApi, SUPPLIER_ID } from './fake-api';
import { renderArea } from './render-area';

const LISTING = `POST ${api.cancellationPolicies.listing.pattern}`;
const CREATE = `POST ${api.cancellationPolicies.create.pattern}`;
const MAP = `POST ${api.cancellationPolicies.map.pattern}`;

const FLEXIBLE = [
  { hours: 120, refund_percentage: 100 },
  { hours: 48, refund_percentage: 50 },
  { hours: 0, refund_percentage: 0 },
];
const STRICT = [{ hours: 0, refund_percentage: 0 }];
const CRUISE = { serviceable_id: 11, service_type: ServiceTypeId.activities, service_name: 'Fjord Cruise' };
const KAYAK = { serviceable_id: 12, service_type: ServiceTypeId.rentals, service_name: 'Kayak Rental' };

let fake: FakeApi;
const supplier = createSupplier({ id: SUPPLIER_ID });

beforeAll(async () => {
  fake = await startFakeApi();
  configureHttpClient({ baseUrl: fake.server.baseUrl });
});
afterAll(() => fake.close());
beforeEach(() =>
  fake.reset({
    policies: [
      { name: 'Flexible', tiers: FLEXIBLE },
      { name: 'Strict', tiers: STRICT },
    ],
    services: [CRUISE, KAYAK],
  }),
);
afterEach(() => sessionStore.set(currentUserAtom, null));

const idOf = (name: string) => [...fake.policies.values()].find((policy) => policy.name === name)!.id;
const policiesTable = () => screen.findByRole('table', { name: 'Cancellation policies' });
const servicesTable = () => screen.findByRole('table', { name: 'Services and their policies' });
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const rowNamed = (table: HTMLElement, name: string) => {
  const row = rowsOf(table).find((each) => within(each).queryByText(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const groupOf = (number: number) => screen.getByRole('group', { name: `Tier ${number}` });
const guestText = (number: number) => within(groupOf(number)).getByTestId('guest-text').textContent;

async function setNumber(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value !== '') await user.type(input, value);
}

describe('cancellation policies list (issue 12 §5)', () => {
  it('lists each policy with the tiers as guests read them and the services following it, with the page title', async () => {
    fake.services[0]!.policyId = idOf('Flexible');
    renderArea('/en/npanel/product-settings/cancellation-policy', supplier);

    const table = await policiesTable();
    expect(screen.getByRole('heading', { level: 1, name: 'Cancellation policies' })).toBeInTheDocument();
    expect(rowsOf(table).map(cellsOf)).toEqual([
      ['Flexible', 'Free cancellation up to 5 days before50% refund up to 48 hours beforeNo refund less than 48 hours before', '1 service', '⋯'],
      ['Strict', 'Non-refundable', 'Not used', '⋯'],
    ]);
    expect(sessionStore.get(pageMetaAtom)).toEqual({
      title: 'areas.supplier.cancellationPolicies',
      breadcrumbs: [
        { label: 'nav.profile', href: '/en/npanel' },
        { label: 'areas.supplier.productSettings', href: '/en/npanel/product-settings' },
        { label: 'areas.supplier.cancellationPolicies' },
      ],
    });
    expect(screen.getByRole('link', { name: 'Create policy' })).toHaveAttribute('href', '/en/npanel/cancellation-policy/-1');
    expect(fake.calls(LISTING).map((request) => request.body)).toContainEqual({ item_per_page: 20, left_off: -1 });
  });

  it('offers to create the first policy when there is none', async () => {
    fake.reset({ services: [CRUISE] });
    const user = userEvent.setup();
    renderArea('/en/npanel/product-settings/cancellation-policy', supplier);

    expect(await screen.findByRole('heading', { name: 'No cancellation policies yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first policy' })).toHaveAttribute('href', '/en/npanel/cancellation-policy/-1');
    expect(screen.queryByRole('table', { name: 'Cancellation policies' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Create your first policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancellation policy' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('searches by name and pages with the left_off cursor', async () => {
    fake.reset({ policies: Array.from({ length: 23 }, (_, index) => ({ name: `Policy ${String(index + 1).padStart(2, '0')}`, tiers: STRICT })) });
    const user = userEvent.setup();
    renderArea('/en/npanel/product-settings/cancellation-policy', supplier);

    expect(rowsOf(await policiesTable())).toHaveLength(20);
    const policies = screen.getByRole('region', { name: 'Cancellation policies' });
    await user.click(within(policies).getByRole('button', { name: 'Next page' }));
    await waitFor(async () => expect(rowsOf(await policiesTable())).toHaveLength(3));
    expect(fake.calls(LISTING).at(-1)?.body).toEqual({ item_per_page: 20, left_off: idOf('Policy 20') });

    await user.type(within(policies).getByRole('searchbox', { name: 'Search' }), 'policy 07');
    await waitFor(async () => expect(rowsOf(await policiesTable()).map((row) => cellsOf(row)[0])).toEqual(['Policy 07']));
    expect(fake.calls(LISTING).at(-1)?.body).toEqual({ item_per_page: 20, left_off: -1, search: 'policy 07' });
  });

  it('shows the API’s error with a retry that loads the list', async () => {
    fake.fail(LISTING, { status: 500, body: { message: 'The policy store is unavailable', code: 'SERVER_ERROR' } });
    const user = userEvent.setup();
    renderArea('/en/npanel/product-settings/cancellation-policy', supplier);

    const alerts = await screen.findAllByRole('alert');
    const alert = alerts.find((each) => each.textContent?.includes('The policy store is unavailable'))!;
    expect(alert).toBeDefined();
    fake.recover(LISTING);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(rowsOf(await policiesTable()).map((row) => cellsOf(row)[0])).toEqual(['Flexible', 'Strict']);
  });

  it('asks before deleting, refuses a policy in use naming its services, and deletes one that is not', async () => {
    fake.services[0]!.policyId = idOf('Flexible');
    const user = userEvent.setup();
    renderArea('/en/npanel/product-settings/cancellation-policy', supplier);
    const deleteOf = (name: string) => `DELETE ${api.cancellationPolicies.remove.path({ id: idOf(name) })}`;
    await policiesTable();

    // Cancel: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Actions for Flexible' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete “Flexible”?' });
    expect(question).toHaveTextContent('A policy that services still follow cannot be deleted.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fake.calls(deleteOf('Flexible'))).toEqual([]);

    // Confirmed, but in use: the API's refusal names the service, and the policy stays.
    await user.click(screen.getByRole('button', { name: 'Actions for Flexible' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const refusal = await screen.findByText(
      'This cancellation policy is used by 1 service: Fjord Cruise. Map it to another policy before you delete it.',
    );
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(fake.calls(deleteOf('Flexible'))).toHaveLength(1);
    expect(rowsOf(await policiesTable()).map((row) => cellsOf(row)[0])).toEqual(['Flexible', 'Strict']);

    // Not in use: deleted, and gone from the list.
    const strictDelete = deleteOf('Strict');
    await user.click(screen.getByRole('button', { name: 'Actions for Strict' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete “Strict”?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(rowsOf(await policiesTable()).map((row) => cellsOf(row)[0])).toEqual(['Flexible']));
    expect(fake.calls(strictDelete)).toHaveLength(1);
  });

  it('maps a service onto a policy and off it again, and the policy’s service count follows', async () => {
    const user = userEvent.setup();
    renderArea('/en/npanel/product-settings/cancellation-policy', supplier);
    const services = await servicesTable();
    expect(cellsOf(rowNamed(services, 'Fjord Cruise')).slice(0, 3)).toEqual(['Fjord Cruise', 'Activity', 'No refund tiers']);
    const select = within(services).getByRole('combobox', { name: 'Cancellation policy for Fjord Cruise' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Flexible' })).toBeInTheDocument());

    await user.selectOptions(select, 'Flexible');

    expect(await screen.findByText('Fjord Cruise now follows Flexible.')).toBeInTheDocument();
    expect(fake.calls(MAP).map((request) => request.body)).toEqual([
      { serviceable_id: 11, service_type: ServiceTypeId.activities, cancellation_policy_id: idOf('Flexible') },
    ]);
    await waitFor(async () => expect(cellsOf(rowNamed(await policiesTable(), 'Flexible'))[2]).toBe('1 service'));
    await waitFor(async () =>
      expect(cellsOf(rowNamed(await servicesTable(), 'Fjord Cruise'))[2]).toBe(
        'Free cancellation up to 5 days before50% refund up to 48 hours beforeNo refund less than 48 hours before',
      ),
    );
    expect(within(await servicesTable()).getByRole('combobox', { name: 'Cancellation policy for Fjord Cruise' })).toHaveValue(String(idOf('Flexible')));

    await user.selectOptions(within(await servicesTable()).getByRole('combobox', { name: 'Cancellation policy for Fjord Cruise' }), 'No policy (own tiers)');

    expect(await screen.findByText('Fjord Cruise no longer follows a policy and keeps its tiers.')).toBeInTheDocument();
    expect(fake.calls(MAP).at(-1)?.body).toEqual({ serviceable_id: 11, service_type: ServiceTypeId.activities, cancellation_policy_id: null });
    await waitFor(async () => expect(cellsOf(rowNamed(await policiesTable(), 'Flexible'))[2]).toBe('Not used'));
  });
});

describe('a cancellation policy’s page (issue 12 §5)', () => {
  it('creates a policy: checks the tiers by the contract, words each tier as guests will read it, saves, and opens it', async () => {
    fake.reset();
    const user = userEvent.setup();
    renderArea('/en/npanel/cancellation-policy/-1', supplier);

    expect(await screen.findByRole('heading', { level: 1, name: 'Cancellation policy' })).toBeInTheDocument();
    // The first tier's sentence is worded here, before anything is saved.
    expect(guestText(1)).toBe('Free cancellation up to 24 hours before');

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Flexible');
    await setNumber(user, within(groupOf(1)).getByRole('spinbutton', { name: 'Hours before the start' }), '9000');
    await setNumber(user, within(groupOf(1)).getByRole('spinbutton', { name: 'Refund (%)' }), '150');
    await user.click(screen.getByRole('button', { name: 'Create policy' }));

    expect(await within(groupOf(1)).findByText('Hours before the start must be a whole number from 0 to 8760.')).toBeInTheDocument();
    expect(within(groupOf(1)).getByText('The refund must be a whole percentage from 0 to 100.')).toBeInTheDocument();
    expect(within(groupOf(1)).getByRole('spinbutton', { name: 'Hours before the start' })).toHaveAttribute('aria-invalid', 'true');
    expect(guestText(1)).toBe('Enter valid hours and a refund to see the text.');

    await setNumber(user, within(groupOf(1)).getByRole('spinbutton', { name: 'Hours before the start' }), '100');
    await setNumber(user, within(groupOf(1)).getByRole('spinbutton', { name: 'Refund (%)' }), '100');
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    await setNumber(user, within(groupOf(2)).getByRole('spinbutton', { name: 'Hours before the start' }), '24');
    await setNumber(user, within(groupOf(2)).getByRole('spinbutton', { name: 'Refund (%)' }), '50');
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    // Two tiers with the same notice: the contract's rule.
    await setNumber(user, within(groupOf(3)).getByRole('spinbutton', { name: 'Hours before the start' }), '24');
    await user.click(screen.getByRole('button', { name: 'Create policy' }));
    expect(await screen.findByText('Each refund tier needs its own number of hours before the start.')).toBeInTheDocument();
    expect(fake.calls(CREATE)).toEqual([]);

    await setNumber(user, within(groupOf(3)).getByRole('spinbutton', { name: 'Hours before the start' }), '0');
    expect([guestText(1), guestText(2), guestText(3)]).toEqual([
      'Free cancellation up to 5 days before',
      '50% refund up to 24 hours before',
      'No refund less than 24 hours before',
    ]);
    await user.click(screen.getByRole('button', { name: 'Create policy' }));

    expect(await screen.findByText('The policy “Flexible” was created.')).toBeInTheDocument();
    expect(fake.calls(CREATE).map((request) => request.body)).toEqual([
      {
        name: 'Flexible',
        tiers: [
          { hours: 100, refund_percentage: 100 },
          { hours: 24, refund_percentage: 50 },
          { hours: 0, refund_percentage: 0 },
        ],
      },
    ]);
    // The saved policy's page, with the API's own sentences.
    expect(await screen.findByRole('heading', { name: 'Services following this policy' })).toBeInTheDocument();
    expect([guestText(1), guestText(2), guestText(3)]).toEqual([
      'Free cancellation up to 5 days before',
      '50% refund up to 24 hours before',
      'No refund less than 24 hours before',
    ]);
  });

  it('adds and removes tiers, and a policy needs at least one', async () => {
    fake.reset();
    const user = userEvent.setup();
    renderArea('/en/npanel/cancellation-policy', supplier);
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'None');

    await user.click(screen.getByRole('button', { name: 'Remove tier 1' }));
    expect(screen.queryByRole('group', { name: 'Tier 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create policy' }));

    expect(await screen.findByText('Add at least one refund tier.')).toBeInTheDocument();
    expect(fake.calls(CREATE)).toEqual([]);
    // Keyboard: Add tier puts the focus in the new tier's first field.
    await user.click(screen.getByRole('button', { name: 'Add tier' }));
    expect(within(groupOf(1)).getByRole('spinbutton', { name: 'Hours before the start' })).toHaveFocus();
  });

  it('edits a policy: shows the API’s sentences, rewords them as the tiers change, and saves with PUT', async () => {
    fake.services[0]!.policyId = idOf('Flexible');
    const id = idOf('Flexible');
    const user = userEvent.setup();
    renderArea(`/en/npanel/product-settings/cancellation-policy/${id}`, supplier);

    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Flexible');
    expect([guestText(1), guestText(2), guestText(3)]).toEqual([
      'Free cancellation up to 5 days before',
      '50% refund up to 48 hours before',
      'No refund less than 48 hours before',
    ]);
    expect(screen.getByText('Fjord Cruise (Activity)')).toBeInTheDocument();

    await setNumber(user, within(groupOf(2)).getByRole('spinbutton', { name: 'Hours before the start' }), '12');
    // The 0 % tier names the notice of the tier before it, so it changes too.
    expect([guestText(2), guestText(3)]).toEqual(['50% refund up to 12 hours before', 'No refund less than 12 hours before']);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/Saved: Hours before the start/)).toBeInTheDocument();
    const put = `PUT ${api.cancellationPolicies.update.path({ id })}`;
    expect(fake.calls(put).map((request) => request.body)).toEqual([
      {
        name: 'Flexible',
        tiers: [
          { hours: 120, refund_percentage: 100 },
          { hours: 12, refund_percentage: 50 },
          { hours: 0, refund_percentage: 0 },
        ],
      },
    ]);
    // Following services take the new tiers (the API copies them).
    expect(fake.services[0]!.tiers[1]).toEqual({ hours: 12, refund_percentage: 50 });
  });

  it('shows the sentences the API answers for the saved tiers, and words them itself once they change', async () => {
    const id = idOf('Strict');
    const get = `GET ${api.cancellationPolicies.byId.path({ id })}`;
    const served = v.parse(CancellationPolicyAnswerSchema, {
      data: {
        id,
        name: 'Strict',
        supplier_id: SUPPLIER_ID,
        tiers: [{ hours: 0, refund_percentage: 0, notice: { unit: 'hours', count: 0 }, text: 'No refunds on this one, sorry' }],
        service_count: 0,
        created_at: '2026-11-20T10:00:00.000Z',
        updated_at: '2026-11-20T10:00:00.000Z',
        services: [],
      },
    });
    fake.fail(get, { body: served });
    const user = userEvent.setup();
    renderArea(`/en/npanel/cancellation-policy/${id}`, supplier);

    expect(await screen.findByText('No refunds on this one, sorry')).toBeInTheDocument();
    await setNumber(user, within(groupOf(1)).getByRole('spinbutton', { name: 'Refund (%)' }), '100');
    expect(guestText(1)).toBe('Free cancellation up to 0 hours before');
    await setNumber(user, within(groupOf(1)).getByRole('spinbutton', { name: 'Refund (%)' }), '0');
    expect(guestText(1)).toBe('No refunds on this one, sorry');
  });

  it('deletes from its page after asking, and shows the in-use refusal there', async () => {
    fake.services[0]!.policyId = idOf('Flexible');
    fake.services[1]!.policyId = idOf('Flexible');
    const user = userEvent.setup();
    renderArea(`/en/npanel/cancellation-policy/${idOf('Flexible')}`, supplier);

    await user.click(await screen.findByRole('button', { name: 'Delete policy' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete “Flexible”?' })).getByRole('button', { name: 'Delete' }));

    const refusal = await screen.findByText(
      'This cancellation policy is used by 2 services: Fjord Cruise, Kayak Rental. Map them to another policy before you delete it.',
    );
    expect(refusal.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Cancellation policy' })).toBeInTheDocument();

    fake.services[0]!.policyId = null;
    fake.services[1]!.policyId = null;
    await user.click(screen.getByRole('button', { name: 'Delete policy' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    // Back on the list, without it.
    const table = await policiesTable();
    await waitFor(() => expect(rowsOf(table).map((row) => cellsOf(row)[0])).toEqual(['Strict']));
  });

  it('says when the policy cannot be loaded, and loads it on retry', async () => {
    const id = idOf('Strict');
    const get = `GET ${api.cancellationPolicies.byId.path({ id })}`;
    fake.fail(get, { status: 500, body: { message: 'The policy store is unavailable', code: 'SERVER_ERROR' } });
    const user = userEvent.setup();
    renderArea(`/en/npanel/cancellation-policy/${id}`, supplier);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The policy store is unavailable');
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();

    fake.recover(get);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Strict');
    expect(guestText(1)).toBe('Non-refundable');
    expect(fake.calls(get)).toHaveLength(2);
  });

  it('words unsaved tiers in the page’s language (Norwegian)', async () => {
    fake.reset();
    renderArea('/no/npanel/cancellation-policy/-1', supplier, 'no');
    expect(await screen.findByRole('heading', { level: 1, name: 'Avbestillingsvilkår' })).toBeInTheDocument();
    const tier = screen.getByRole('group', { name: 'Trinn 1' });
    expect(within(tier).getByRole('spinbutton', { name: 'Timer før start' })).toHaveValue(24);
    expect(within(tier).getByTestId('guest-text')).toHaveTextContent('Gratis avbestilling inntil 24 timer før');
  });
});
