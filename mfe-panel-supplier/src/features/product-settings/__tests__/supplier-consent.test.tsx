import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApprovalStatus, ServiceTypeId } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { createSupplier } from 'shared-contracts/testing';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, pageMetaAtom, sessionStore } from 'shared-runtime/session';
import { type FakeApi, type Partner, startFakeApi, SUPPLIER_ID } from './fake-api';
import { renderArea } from './render-area';

const LISTING = `POST ${api.supplierConsent.listing.pattern}`;
const CREATE = `POST ${api.supplierConsent.create.pattern}`;
const CREATE_MAPPING = `POST ${api.supplierConsent.createMapping.pattern}`;

const NORDIC: Partner = { id: 31, name: 'Nordic Trips', email: 'hello@nordic.example' };
const COAST: Partner = { id: 32, name: 'Coast Packages', email: 'desk@coast.example' };
const CRUISE = { serviceable_id: 11, service_type: ServiceTypeId.activities, service_name: 'Fjord Cruise' };
const KAYAK = { serviceable_id: 12, service_type: ServiceTypeId.rentals, service_name: 'Kayak Rental' };

let fake: FakeApi;
const supplier = createSupplier({ id: SUPPLIER_ID });

beforeAll(async () => {
  fake = await startFakeApi();
  configureHttpClient({ baseUrl: fake.server.baseUrl });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset({ partners: [NORDIC, COAST], services: [CRUISE, KAYAK] }));
afterEach(() => sessionStore.set(currentUserAtom, null));

const consentIdOf = (partnerId: number) => [...fake.consents.values()].find((consent) => consent.partner_id === partnerId)!.id;
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('supplier consents list (issue 12 §5)', () => {
  it('lists each partner with the status and the services the consent covers', async () => {
    fake.reset({
      partners: [NORDIC, COAST],
      services: [CRUISE, KAYAK],
      consents: [
        {
          partner_id: NORDIC.id,
          status: ApprovalStatus.ACTIVE,
          note: '',
          services: [
            { ...CRUISE, commission_basis_points: 1000 },
            { ...KAYAK, commission_basis_points: 500 },
          ],
        },
        { partner_id: COAST.id, status: ApprovalStatus.PENDING, note: '' },
      ],
    });
    renderArea('/en/npanel/product-settings/supplier-consent', supplier);

    const table = await screen.findByRole('table', { name: 'Supplier consents' });
    expect(rowsOf(table).map((row) => cellsOf(row).slice(0, 3))).toEqual([
      ['Nordic Tripshello@nordic.example', 'Active', '2 services'],
      ['Coast Packagesdesk@coast.example', 'Pending', 'No services'],
    ]);
    expect(sessionStore.get(pageMetaAtom)).toEqual({
      title: 'areas.supplier.supplierConsents',
      breadcrumbs: [
        { label: 'nav.profile', href: '/en/npanel' },
        { label: 'areas.supplier.productSettings', href: '/en/npanel/product-settings' },
        { label: 'areas.supplier.supplierConsents' },
      ],
    });

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Supplier consents' }))).toHaveLength(1));
    expect(fake.calls(LISTING).at(-1)?.body).toEqual({ item_per_page: 20, left_off: -1, status: ApprovalStatus.PENDING });
  });

  it('offers to add the first partner when there is none, and shows a failure with a retry', async () => {
    fake.fail(LISTING, { status: 503, body: { message: 'Consents are unavailable right now', code: 'SERVICE_UNAVAILABLE' } });
    const user = userEvent.setup();
    renderArea('/en/npanel/product-settings/supplier-consent', supplier);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Consents are unavailable right now');
    fake.recover(LISTING);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'No partner may package your services yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first partner' })).toHaveAttribute('href', '/en/npanel/product-settings/supplier-consent/-1');
  });

  it('withdraws a consent only after asking', async () => {
    fake.reset({ partners: [NORDIC], services: [CRUISE], consents: [{ partner_id: NORDIC.id, status: ApprovalStatus.ACTIVE, note: '' }] });
    const remove = `DELETE ${api.supplierConsent.remove.path({ id: consentIdOf(NORDIC.id) })}`;
    const user = userEvent.setup();
    renderArea('/en/npanel/product-settings/supplier-consent', supplier);
    await screen.findByRole('table', { name: 'Supplier consents' });

    await user.click(screen.getByRole('button', { name: 'Actions for Nordic Trips' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog', { name: 'Withdraw the consent for Nordic Trips?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fake.calls(remove)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Actions for Nordic Trips' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('heading', { name: 'No partner may package your services yet' })).toBeInTheDocument();
    expect(fake.calls(remove)).toHaveLength(1);
  });
});

describe('a supplier consent’s page (issue 12 §5)', () => {
  it('creates a consent, then adds a service with a commission, changes it and removes it', async () => {
    const user = userEvent.setup();
    renderArea('/en/npanel/product-settings/supplier-consent/-1', supplier);

    expect(await screen.findByRole('heading', { level: 1, name: 'Supplier consent' })).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: 'Partner user id' }), '31');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue(String(ApprovalStatus.ACTIVE));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Agreed at the fair');
    await user.click(screen.getByRole('button', { name: 'Create consent' }));

    expect(await screen.findByText('The consent for Nordic Trips was created. Now add the services the partner may package.')).toBeInTheDocument();
    expect(fake.calls(CREATE).map((request) => request.body)).toEqual([{ partner_id: 31, status: ApprovalStatus.ACTIVE, note: 'Agreed at the fair' }]);
    const id = consentIdOf(NORDIC.id);
    expect(screen.getByRole('spinbutton', { name: 'Partner user id' })).toHaveValue(31);
    expect(screen.getByText("Now: Nordic Trips (hello@nordic.example). Enter another partner's user id to move the consent to them.")).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No services yet' })).toBeInTheDocument();

    // Add a service: the contract's commission, in basis points, from the percentage typed.
    const add = screen.getByRole('region', { name: 'Add a service' });
    const serviceSelect = await within(add).findByRole('combobox', { name: 'Service' });
    expect(within(serviceSelect).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a service…',
      'Fjord Cruise (Activity)',
      'Kayak Rental (Rental)',
    ]);
    await user.selectOptions(serviceSelect, 'Fjord Cruise (Activity)');
    await user.clear(within(add).getByRole('spinbutton', { name: 'Partner commission (%)' }));
    await user.type(within(add).getByRole('spinbutton', { name: 'Partner commission (%)' }), '12.5');
    await user.click(within(add).getByRole('button', { name: 'Add service' }));

    expect(await screen.findByText('Fjord Cruise was added with a commission of 12.5%.')).toBeInTheDocument();
    expect(fake.calls(CREATE_MAPPING).map((request) => request.body)).toEqual([
      { supplier_consent_id: id, serviceable_id: 11, service_type: ServiceTypeId.activities, commission_basis_points: 1250 },
    ]);
    const services = () => screen.getByRole('table', { name: 'Services the partner may package' });
    await waitFor(() => expect(rowsOf(services()).map((row) => cellsOf(row).slice(0, 3))).toEqual([['Fjord Cruise', 'Activity', '12.5%']]));
    // A covered service is no longer offered.
    await waitFor(() =>
      expect(within(within(add).getByRole('combobox', { name: 'Service' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Choose a service…',
        'Kayak Rental (Rental)',
      ]),
    );

    // Change the commission from the row.
    await user.click(screen.getByRole('button', { name: 'Actions for Fjord Cruise' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change commission' }));
    const editor = await screen.findByRole('region', { name: 'Commission for Fjord Cruise' });
    const field = within(editor).getByRole('spinbutton', { name: 'Partner commission (%)' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveValue(12.5);
    await user.clear(field);
    await user.type(field, '15');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The commission for Fjord Cruise is now 15%.')).toBeInTheDocument();
    const mappingId = [...fake.mappings.keys()][0]!;
    expect(fake.calls(`PUT ${api.supplierConsent.updateMapping.path({ id: mappingId })}`).map((request) => request.body)).toEqual([
      { commission_basis_points: 1500 },
    ]);
    await waitFor(() => expect(cellsOf(rowsOf(services())[0]!)[2]).toBe('15%'));

    // Remove it, after a question.
    await user.click(screen.getByRole('button', { name: 'Actions for Fjord Cruise' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const question = await screen.findByRole('alertdialog', { name: 'Remove Fjord Cruise from this consent?' });
    expect(question).toHaveTextContent('Nordic Trips can no longer put it in packages.');
    await user.click(within(question).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByRole('heading', { name: 'No services yet' })).toBeInTheDocument();
    expect(fake.calls(`DELETE ${api.supplierConsent.removeMapping.path({ id: mappingId })}`)).toHaveLength(1);
  });

  it('refuses a second consent for the same partner with the API’s message, and stays on the form', async () => {
    fake.reset({ partners: [NORDIC], services: [CRUISE], consents: [{ partner_id: NORDIC.id, status: ApprovalStatus.PENDING, note: '' }] });
    const user = userEvent.setup();
    renderArea('/en/npanel/product-settings/supplier-consent/-1', supplier);

    await user.type(await screen.findByRole('spinbutton', { name: 'Partner user id' }), '31');
    await user.click(screen.getByRole('button', { name: 'Create consent' }));

    expect(await screen.findByText('There is already a consent for this partner. Edit that one instead.')).toBeInTheDocument();
    expect(fake.calls(CREATE)).toHaveLength(1);
    expect(fake.consents.size).toBe(1);
    expect(screen.getByRole('button', { name: 'Create consent' })).toBeInTheDocument();
  });

  it('checks the fields by the contract before sending, and puts the API’s field refusal on its field', async () => {
    const user = userEvent.setup();
    renderArea('/en/npanel/product-settings/supplier-consent/-1', supplier);

    await user.type(await screen.findByRole('spinbutton', { name: 'Partner user id' }), '0');
    await user.click(screen.getByRole('button', { name: 'Create consent' }));
    expect(await screen.findByText('Expected an id: a whole number from 1 to 2147483647.')).toBeInTheDocument();
    expect(fake.calls(CREATE)).toEqual([]);

    // A user who is not a partner: only the API knows.
    await user.clear(screen.getByRole('spinbutton', { name: 'Partner user id' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Partner user id' }), '99');
    await user.click(screen.getByRole('button', { name: 'Create consent' }));
    expect(await screen.findByText('The chosen user is not a partner.')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Partner user id' })).toHaveAttribute('aria-invalid', 'true');
    expect(fake.calls(CREATE)).toHaveLength(1);
  });

  it('edits the status with PUT, refuses a commission over 100 %, and withdraws the consent after asking', async () => {
    fake.reset({
      partners: [NORDIC, COAST],
      services: [CRUISE],
      consents: [{ partner_id: NORDIC.id, status: ApprovalStatus.PENDING, note: 'Talk in May' }],
    });
    const id = consentIdOf(NORDIC.id);
    const user = userEvent.setup();
    renderArea(`/en/npanel/product-settings/supplier-consent/${id}`, supplier);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'Active');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: Status')).toBeInTheDocument();
    expect(fake.calls(`PUT ${api.supplierConsent.update.path({ id })}`).map((request) => request.body)).toEqual([
      { partner_id: NORDIC.id, status: ApprovalStatus.ACTIVE, note: 'Talk in May' },
    ]);

    const add = screen.getByRole('region', { name: 'Add a service' });
    await user.selectOptions(await within(add).findByRole('combobox', { name: 'Service' }), 'Fjord Cruise (Activity)');
    await user.clear(within(add).getByRole('spinbutton', { name: 'Partner commission (%)' }));
    await user.type(within(add).getByRole('spinbutton', { name: 'Partner commission (%)' }), '150');
    await user.click(within(add).getByRole('button', { name: 'Add service' }));
    expect(await within(add).findByText('Enter a commission from 0 to 100 %, with at most two decimals.')).toBeInTheDocument();
    expect(fake.calls(CREATE_MAPPING)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Withdraw consent' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Withdraw the consent for Nordic Trips?' })).getByRole('button', { name: 'Delete' }));
    // Back on the list, which is now empty.
    expect(await screen.findByRole('heading', { name: 'No partner may package your services yet' })).toBeInTheDocument();
    expect(fake.calls(`DELETE ${api.supplierConsent.remove.path({ id })}`)).toHaveLength(1);
  });

  it('says when the consent cannot be loaded, and loads it on retry', async () => {
    fake.reset({ partners: [NORDIC], services: [CRUISE], consents: [{ partner_id: NORDIC.id, status: ApprovalStatus.ACTIVE, note: '' }] });
    const id = consentIdOf(NORDIC.id);
    const get = `GET ${api.supplierConsent.byId.path({ id })}`;
    fake.fail(get, { status: 500, body: { message: 'The consent store is unavailable', code: 'SERVER_ERROR' } });
    const user = userEvent.setup();
    renderArea(`/en/npanel/product-settings/supplier-consent/${id}`, supplier);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The consent store is unavailable');
    fake.recover(get);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('spinbutton', { name: 'Partner user id' })).toHaveValue(NORDIC.id);
  });
});
