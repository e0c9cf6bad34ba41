import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GeneralStatus, ProductKind } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { createSupplier } from 'shared-contracts/testing';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, pageMetaAtom, sessionStore } from 'shared-runtime/session';
import { createListItem, createTourFull, emptyGlance, renderArea, requestsTo } from './tour-fixtures';

const ID = 42;
const LISTING = api.tours.listing.path();

let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer();
  configureHttpClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  // The catalogue's locations: the Location choices.
  server.on(`GET ${api.listings.locationChoices.path()}`, () => ({
    body: {
      data: [
        { id: 5, name: 'Oslo', country: 'Norway', parent_id: null, position: { lat: 59.91, lng: 10.75 } },
        { id: 9, name: 'Tromsø', country: 'Norway', parent_id: null, position: { lat: 69.65, lng: 18.96 } },
      ],
    },
  }));
  // The supplier's other activities (images to reuse).
  server.on(`POST ${LISTING}`, () => ({
    body: {
      data: {
        data: [createListItem({ id: 1, name: 'City Walk', location: { id: 5, name: 'Oslo' } }), createListItem({ id: 2, name: 'Aurora', location: { id: 9, name: 'Tromsø' } })],
        total: 2,
        page_number: -1,
        limit: -1,
      },
    },
  }));
  sessionStore.set(currentUserAtom, createSupplier());
});
afterEach(() => sessionStore.set(currentUserAtom, null));

describe('creating and editing an activity (npanel/tour/-1, npanel/tour/{id})', () => {
  it('creates an activity from its vital details, opens it, and puts the API’s refusal of a basic detail on its field', async () => {
    const created = createTourFull({
      id: ID,
      vital_details: { name: 'Fjord Kayak', location_id: 9, location_name: 'Tromsø', duration: '1d 2h 30m', duration_stored: '26:30' },
    });
    server.on(`POST ${api.tours.create.path()}`, () => ({ status: 201, body: { data: created } }));
    server.on(`GET ${api.tours.full.path({ id: ID })}`, () => ({ body: { data: created } }));
    server.on(`GET ${api.tours.atGlance.path({ id: ID })}`, () => ({ body: emptyGlance(created) }));
    const user = userEvent.setup();
    renderArea('/en/npanel/tour/-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Create activity' })).toBeInTheDocument();
    expect(sessionStore.get(pageMetaAtom).title).toBe('areas.supplier.activityCreate');
    const vital = screen.getByRole('form', { name: 'Vital details' });
    await user.type(within(vital).getByRole('textbox', { name: 'Name' }), 'Fjord Kayak');
    await within(vital).findByRole('option', { name: 'Tromsø (Norway)' });
    await user.selectOptions(within(vital).getByRole('combobox', { name: 'Location' }), 'Tromsø (Norway)');
    await user.type(within(vital).getByRole('textbox', { name: 'Duration' }), '1d 25h');
    await user.click(within(vital).getByRole('button', { name: 'Create activity' }));

    // The duration rule of spec 001 §5 is checked before anything is sent.
    expect(await within(vital).findByText('Enter a duration like 1d 2h 30m: days from 1, hours 0–23, minutes 0–59.')).toBeInTheDocument();
    expect(requestsTo(server, 'POST', api.tours.create.path())).toEqual([]);
    await user.clear(within(vital).getByRole('textbox', { name: 'Duration' }));
    await user.type(within(vital).getByRole('textbox', { name: 'Duration' }), '1d 2h 30m');
    await user.click(within(vital).getByRole('button', { name: 'Create activity' }));

    await waitFor(() => expect(requestsTo(server, 'POST', api.tours.create.path())).toHaveLength(1));
    const [request] = requestsTo(server, 'POST', api.tours.create.path());
    expect(request!.path).toBe(`${api.tours.create.path()}?locale=en`);
    expect(request!.body).toEqual({
      name: 'Fjord Kayak',
      kind: ProductKind.Tour,
      activity_kind: 1,
      provider_type: 1,
      location_id: 9,
      position: null,
      duration: '1d 2h 30m',
      channel_product_code: null,
    });

    // The new activity opens on its basic details.
    const basic = await screen.findByRole('form', { name: 'Basic details' });
    expect(screen.getByRole('heading', { level: 1, name: 'Fjord Kayak' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Basic details' })).toHaveAttribute('aria-current', 'page');

    server.on(`PUT ${api.tours.update.path({ id: ID })}`, () => ({
      status: 400,
      body: {
        message: 'Bad request',
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'short_description', message: 'This text contains a character that is not allowed.', code: 'validation.invalidCharacter' }],
      },
    }));
    await user.type(within(basic).getByRole('textbox', { name: 'Short description' }), 'Paddle under the midnight sun.');
    await user.click(within(basic).getByRole('button', { name: 'Add a highlight' }));
    await user.type(within(basic).getByRole('textbox', { name: 'Highlight 1' }), 'Seals on the skerries');
    await user.click(within(basic).getByRole('button', { name: 'Save' }));

    const short = within(basic).getByRole('textbox', { name: 'Short description' });
    await waitFor(() => expect(short).toHaveAttribute('aria-invalid', 'true'));
    expect(short).toHaveAccessibleDescription(expect.stringContaining('This text contains a character that is not allowed.'));
    expect(within(basic).getByRole('textbox', { name: 'Highlight 1' })).not.toHaveAttribute('aria-invalid');
    const [put] = requestsTo(server, 'PUT', api.tours.update.path({ id: ID }));
    expect(put!.body).toEqual({
      section: 'basic_details',
      short_description: 'Paddle under the midnight sun.',
      long_description: '',
      highlights: ['Seals on the skerries'],
      inclusions: [],
      exclusions: [],
      meeting_point: null,
      meeting_position: null,
    });
  });

  it('saves one section at a time, and after a save says what was saved', async () => {
    const tour = createTourFull({ id: ID });
    server.on(`GET ${api.tours.full.path({ id: ID })}`, () => ({ body: { data: tour } }));
    server.on(`GET ${api.tours.atGlance.path({ id: ID })}`, () => ({ body: emptyGlance(tour) }));
    server.on(`PUT ${api.tours.update.path({ id: ID })}`, ({ body }) => ({
      body: { data: createTourFull({ id: ID, vital_details: { ...tour.vital_details, name: (body as { name: string }).name, duration: '3h', duration_stored: '3:00' } }) },
    }));
    const user = userEvent.setup();
    renderArea(`/en/npanel/tour/${ID}`);

    const vital = await screen.findByRole('form', { name: 'Vital details' });
    expect(within(vital).getByRole('textbox', { name: 'Name' })).toHaveValue('Fjord Kayak');
    expect(within(vital).getByRole('combobox', { name: 'Location' })).toHaveValue('5');
    expect(within(vital).getByRole('textbox', { name: 'Latitude' })).toHaveValue('59.9139');
    await user.clear(within(vital).getByRole('textbox', { name: 'Name' }));
    await user.type(within(vital).getByRole('textbox', { name: 'Name' }), 'Fjord Kayak Deluxe');
    await user.clear(within(vital).getByRole('textbox', { name: 'Duration' }));
    await user.type(within(vital).getByRole('textbox', { name: 'Duration' }), '3h');
    await user.click(within(vital).getByRole('button', { name: 'Save' }));

    expect(await within(vital).findByText('Saved: Name and Duration')).toBeInTheDocument();
    const [put] = requestsTo(server, 'PUT', api.tours.update.path({ id: ID }));
    expect(put!.path).toBe(`${api.tours.update.path({ id: ID })}?locale=en`);
    // The whole section goes, with what this form does not edit (the channel's code) as it was.
    expect(put!.body).toEqual({
      section: 'vital_details',
      name: 'Fjord Kayak Deluxe',
      kind: 1,
      activity_kind: 1,
      provider_type: 1,
      location_id: 5,
      position: { lat: 59.9139, lng: 10.7522 },
      duration: '3h',
      channel_product_code: null,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Fjord Kayak Deluxe' })).toBeInTheDocument();
    expect(sessionStore.get(pageMetaAtom).title).toBe('areas.supplier.activityEdit');
    expect(sessionStore.get(pageMetaAtom).breadcrumbs.at(-1)).toEqual({ label: 'Fjord Kayak Deluxe' });
  });

  it('saves tags and categories, taxation and seasons from the reads the forms need', async () => {
    const tour = createTourFull({ id: ID, tags_and_categories: { tag_ids: [3], category_ids: [] } });
    server.on(`GET ${api.tours.full.path({ id: ID })}`, () => ({ body: { data: tour } }));
    server.on(`GET ${api.tours.atGlance.path({ id: ID })}`, () => ({ body: emptyGlance(tour) }));
    server.on(`PUT ${api.tours.update.path({ id: ID })}`, () => ({ body: { data: tour } }));
    server.on(`POST ${api.tours.selectTags.path()}`, () => ({
      body: { data: { data: [{ id: 3, name: 'Fjord', slug: 'fjord' }, { id: 4, name: 'Northern lights', slug: 'northern-lights' }], total: 2 } },
    }));
    const category = (id: number, name: string, parent: number | null) => ({ id, name, slug: name.toLowerCase(), parent_id: parent, service_type: 'activities' });
    server.on(`GET ${api.tours.selectCategoryParents.path({ serviceType: 'activities' })}`, () => ({ body: { data: [category(10, 'Outdoor', null)] } }));
    server.on(`GET ${api.tours.selectCategoryChildren.path({ serviceType: 'activities' })}`, () => ({ body: { data: [category(11, 'Kayaking', 10), category(12, 'Hiking', 10)] } }));
    server.on(`GET ${api.tours.taxCategories.path()}`, () => ({ body: { data: [{ id: 1, name: 'Standard', rate_basis_points: 2500 }, { id: 2, name: 'Transport', rate_basis_points: 1200 }] } }));
    server.on(`GET ${api.tours.commissionCategories.path()}`, () => ({ body: { data: [{ id: 5, name: 'Default', percent_basis_points: 1500 }] } }));
    const user = userEvent.setup();
    const puts = () => requestsTo(server, 'PUT', api.tours.update.path({ id: ID })).map((request) => request.body);
    renderArea(`/en/npanel/tour/${ID}?section=tags_and_categories`);

    const tags = await screen.findByRole('form', { name: 'Tags and categories' });
    expect(await within(tags).findByRole('checkbox', { name: 'Fjord' })).toBeChecked();
    await user.click(within(tags).getByRole('checkbox', { name: 'Kayaking' }));
    await user.click(within(tags).getByRole('button', { name: 'Save' }));
    expect(await within(tags).findByText('Saved: Categories')).toBeInTheDocument();
    expect(puts()).toEqual([{ section: 'tags_and_categories', tag_ids: [3], category_ids: [11] }]);

    await user.click(screen.getByRole('link', { name: 'Taxation' }));
    const taxation = await screen.findByRole('form', { name: 'Taxation' });
    await user.selectOptions(await within(taxation).findByRole('combobox', { name: 'Tax category' }), 'Transport (12%)');
    await user.selectOptions(within(taxation).getByRole('combobox', { name: 'Commission category' }), 'Default (15%)');
    await user.click(within(taxation).getByRole('button', { name: 'Save' }));
    expect(await within(taxation).findByText('Saved: Tax category and Commission category')).toBeInTheDocument();
    expect(puts()[1]).toEqual({ section: 'taxation', tax_category_id: 2, commission_category_id: 5 });

    await user.click(screen.getByRole('link', { name: 'Seasonal' }));
    const seasonal = await screen.findByRole('form', { name: 'Seasonal' });
    await user.click(within(seasonal).getByRole('button', { name: 'Add a season' }));
    await user.type(within(seasonal).getByRole('textbox', { name: 'From (MM-DD)' }), '02-30');
    await user.type(within(seasonal).getByRole('textbox', { name: 'To (MM-DD)' }), '09-30');
    await user.click(within(seasonal).getByRole('button', { name: 'Save' }));
    expect(await within(seasonal).findByText('Enter a valid date as YYYY-MM-DD.')).toBeInTheDocument();
    await user.clear(within(seasonal).getByRole('textbox', { name: 'From (MM-DD)' }));
    await user.type(within(seasonal).getByRole('textbox', { name: 'From (MM-DD)' }), '05-01');
    await user.click(within(seasonal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(3));
    expect(puts()[2]).toEqual({ section: 'seasonal', seasons: [{ from: '05-01', to: '09-30' }] });
  });

  it('asks before another section replaces unsaved changes', async () => {
    const tour = createTourFull({ id: ID });
    server.on(`GET ${api.tours.full.path({ id: ID })}`, () => ({ body: { data: tour } }));
    server.on(`GET ${api.tours.atGlance.path({ id: ID })}`, () => ({ body: emptyGlance(tour) }));
    const user = userEvent.setup();
    renderArea(`/en/npanel/tour/${ID}`);

    const vital = await screen.findByRole('form', { name: 'Vital details' });
    await user.type(within(vital).getByRole('textbox', { name: 'Name' }), ' Deluxe');
    await user.click(screen.getByRole('link', { name: 'Basic details' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('form', { name: 'Vital details' })).getByRole('textbox', { name: 'Name' })).toHaveValue('Fjord Kayak Deluxe');

    await user.click(screen.getByRole('link', { name: 'Basic details' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Leave this page?' })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('form', { name: 'Basic details' })).toBeInTheDocument();
  });

  it('says so when the activity does not exist, and offers the list', async () => {
    server.on(`GET ${api.tours.full.path({ id: 77 })}`, () => ({ status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } }));
    renderArea('/en/npanel/tour/77');

    expect(await screen.findByRole('heading', { name: 'This activity was not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the activity list' })).toHaveAttribute('href', '/en/npanel/tour');
  });

  it('asks before a status change, and lists what activation still needs, each with a link to its fix', async () => {
    const tour = createTourFull({ id: ID, status: GeneralStatus.Pending, sellable: { ready: false, missing: ['image', 'futureDeparture'] } });
    server.on(`GET ${api.tours.full.path({ id: ID })}`, () => ({ body: { data: tour } }));
    server.on(`GET ${api.tours.atGlance.path({ id: ID })}`, () => ({ body: emptyGlance(tour) }));
    server.on(`PUT ${api.tours.updateStatus.path({ id: ID })}`, () => ({
      status: 400,
      body: {
        message: 'This activity cannot be set Active yet. Still missing: at least one image and a departure in the future.',
        code: 'VALIDATION_FAILED',
        issues: [
          { path: 'image', message: 'at least one image', code: 'errors.tourMissing.image' },
          { path: 'futureDeparture', message: 'a departure in the future', code: 'errors.tourMissing.futureDeparture' },
        ],
      },
    }));
    const user = userEvent.setup();
    renderArea(`/en/npanel/tour/${ID}`);
    await screen.findByRole('form', { name: 'Vital details' });
    expect(screen.getByTestId('tour-status')).toHaveTextContent('Pending');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Change status to' }), 'Active');
    await user.click(screen.getByRole('button', { name: 'Change status' }));
    const question = await screen.findByRole('alertdialog', { name: 'Set “Fjord Kayak” to Active?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requestsTo(server, 'PUT', api.tours.updateStatus.path({ id: ID }))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Change status' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Set Active' }));

    const refusal = await screen.findByRole('alert', { name: 'Why the activity cannot be set Active' });
    expect(requestsTo(server, 'PUT', api.tours.updateStatus.path({ id: ID })).map((request) => request.path)).toEqual([`${api.tours.updateStatus.path({ id: ID })}?status=1`]);
    expect(refusal).toHaveTextContent('This activity cannot be set Active yet.');
    const links = within(refusal).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['At least one image', `/en/npanel/tour/${ID}?section=gallery_and_widget`],
      ['A departure in the future', `/en/npanel/tour/manage/${ID}/options`],
    ]);
    expect(screen.getByTestId('tour-status')).toHaveTextContent('Pending');

    // The link opens the section that supplies the part.
    await user.click(links[0]!);
    expect(await screen.findByRole('form', { name: 'Gallery and widget' })).toBeInTheDocument();
  });
});
