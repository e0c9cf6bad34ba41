import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GeneralStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { createSupplier } from 'shared-contracts/testing';
import { startApiServer, type ApiServer } from 'shared-contracts/testing/api-server';
import type { CustomSection } from 'shared-contracts/tours';
import { configureHttpClient } from 'shared-runtime/http';
import { currentUserAtom, pageMetaAtom, sessionStore } from 'shared-runtime/session';
import { createListItem, createTourFull, renderArea, requestsTo } from './tour-fixtures';

const ID = 42;
const SETTINGS = `/en/npanel/tour/settings/${ID}`;

let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer();
  configureHttpClient({ baseUrl: server.baseUrl });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.on(`GET ${api.tours.summary.path({ id: ID })}`, () => ({ body: { data: createListItem({ id: ID, name: 'Fjord Kayak' }) } }));
  server.on(`GET ${api.tours.full.path({ id: ID })}`, () => ({ body: { data: createTourFull({ id: ID, notification_emails: ['ops@example.test'] }) } }));
  sessionStore.set(currentUserAtom, createSupplier());
});
afterEach(() => sessionStore.set(currentUserAtom, null));

function section(id: number, title: string, position: number): CustomSection {
  return { id, service_id: ID, title, body: `About ${title}`, titles: { en: title }, bodies: { en: `About ${title}` }, position };
}

describe('an activity’s settings (npanel/tour/settings/{id})', () => {
  it('links every settings page and saves the addresses told of each booking', async () => {
    server.on(`POST ${api.tours.notificationEmails.path({ id: ID })}`, ({ body }) => ({ body: { data: { service_id: ID, emails: (body as { emails: string[] }).emails } } }));
    const user = userEvent.setup();
    renderArea(SETTINGS);

    expect(await screen.findByRole('heading', { level: 1, name: 'Activity settings' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Fjord Kayak' })).toHaveAttribute('href', `/en/npanel/tour/${ID}`);
    const nav = screen.getByRole('navigation', { name: 'Settings of the activity' });
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      SETTINGS,
      `${SETTINGS}/custom-booking-option`,
      `${SETTINGS}/custom-sections`,
      `${SETTINGS}/features`,
      `${SETTINGS}/link-destination-box`,
      `${SETTINGS}/recommended-items`,
      `${SETTINGS}/special-instruction-mail`,
    ]);

    const emails = await screen.findByRole('group', { name: 'Addresses told of each booking' });
    expect(within(emails).getByRole('textbox', { name: 'Address 1' })).toHaveValue('ops@example.test');
    await user.click(within(emails).getByRole('button', { name: 'Add an address' }));
    await user.type(within(emails).getByRole('textbox', { name: 'Address 2' }), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(emails).findByText('Please enter valid email.')).toBeInTheDocument();
    expect(requestsTo(server, 'POST', api.tours.notificationEmails.path({ id: ID }))).toEqual([]);

    await user.clear(within(emails).getByRole('textbox', { name: 'Address 2' }));
    await user.type(within(emails).getByRole('textbox', { name: 'Address 2' }), 'guide@example.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: Address 2')).toBeInTheDocument();
    expect(requestsTo(server, 'POST', api.tours.notificationEmails.path({ id: ID }))[0]!.body).toEqual({ emails: ['ops@example.test', 'guide@example.test'] });
  });

  it('lists the custom sections in order, moves one, and asks before deleting one', async () => {
    let sections = [section(1, 'What to bring', 0), section(2, 'Accessibility', 1)];
    server.on(`GET ${api.tours.customSections.path({ id: ID })}`, () => ({ body: { data: sections } }));
    server.on(`PUT ${api.tours.updateCustomSection.path({ id: 2 })}`, ({ body }) => {
      sections = [{ ...sections[1]!, position: 0 }, { ...sections[0]!, position: 1 }];
      return { body: { data: { ...sections[0]!, ...(body as object) } } };
    });
    server.on(`DELETE ${api.tours.deleteCustomSection.path({ id: 1 })}`, () => {
      sections = sections.filter((each) => each.id !== 1);
      return { body: { data: { id: 1, deleted: true } } };
    });
    const user = userEvent.setup();
    renderArea(`${SETTINGS}/custom-sections`);

    const list = await screen.findByRole('list', { name: 'Custom sections in order' });
    expect(within(list).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['What to bring', 'Accessibility']);
    expect(screen.getByRole('link', { name: 'Edit Accessibility' })).toHaveAttribute('href', `${SETTINGS}/custom-sections/2`);

    await user.click(screen.getByRole('button', { name: 'Move Accessibility up' }));
    await waitFor(() => expect(within(list).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Accessibility', 'What to bring']));
    expect(requestsTo(server, 'PUT', api.tours.updateCustomSection.path({ id: 2 }))[0]!.body).toEqual({ titles: { en: 'Accessibility' }, bodies: { en: 'About Accessibility' }, position: 0 });

    await user.click(screen.getByRole('button', { name: 'Delete What to bring' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the section “What to bring”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(server, 'DELETE', api.tours.deleteCustomSection.path({ id: 1 }))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete What to bring' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Custom sections in order' })).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Accessibility']));
  });

  it('adds a custom section with its title in two languages', async () => {
    server.on(`POST ${api.tours.createCustomSection.path()}`, ({ body }) => ({ status: 201, body: { data: { ...section(3, 'Parking', 2), ...(body as object) } } }));
    server.on(`GET ${api.tours.customSections.path({ id: ID })}`, () => ({ body: { data: [section(3, 'Parking', 0)] } }));
    const user = userEvent.setup();
    renderArea(`${SETTINGS}/custom-sections/-1`);

    const form = await screen.findByRole('form', { name: 'Custom section' });
    // A text without a title in any language is refused before anything is sent.
    await user.type(within(form).getByRole('textbox', { name: 'Text (English)' }), 'Park by the pier.');
    await user.click(within(form).getByRole('button', { name: 'Add section' }));
    expect(await within(form).findByText('This field is required.')).toBeInTheDocument();
    expect(requestsTo(server, 'POST', api.tours.createCustomSection.path())).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: 'Title (English)' }), 'Parking');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Language' }), 'Norwegian');
    await user.type(within(form).getByRole('textbox', { name: 'Title (Norwegian)' }), 'Parkering');
    expect(within(form).getByText('Written in: English and Norwegian.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add section' }));

    expect(await screen.findByRole('list', { name: 'Custom sections in order' })).toBeInTheDocument();
    expect(requestsTo(server, 'POST', api.tours.createCustomSection.path())[0]!.body).toEqual({
      service_id: ID,
      titles: { en: 'Parking', no: 'Parkering' },
      bodies: { en: 'Park by the pier.', no: '' },
    });
  });

  it('asks extra questions at booking: a choice question needs its choices', async () => {
    server.on(`GET ${api.tours.bookingOption.path({ id: ID })}`, () => ({ body: { data: { service_id: ID, questions: [] } } }));
    server.on(`PUT ${api.tours.updateBookingOption.path({ id: ID })}`, ({ body }) => ({ body: { data: { service_id: ID, ...(body as object) } } }));
    const user = userEvent.setup();
    renderArea(`${SETTINGS}/custom-booking-option`);

    const form = await screen.findByRole('form', { name: 'Questions' });
    expect(within(form).getByText(/No questions/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add a question' }));
    await user.type(within(form).getByRole('textbox', { name: 'Question' }), 'Shoe size');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Answer' }), 'One of a list');
    await user.click(within(form).getByRole('checkbox', { name: 'Question 1 must be answered' }));
    await user.click(within(form).getByRole('button', { name: 'Add a choice' }));
    await user.type(within(form).getByRole('textbox', { name: 'Choice 1' }), '38–40');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requestsTo(server, 'PUT', api.tours.updateBookingOption.path({ id: ID }))).toHaveLength(1));
    expect(requestsTo(server, 'PUT', api.tours.updateBookingOption.path({ id: ID }))[0]!.body).toEqual({
      questions: [{ label: 'Shoe size', type: 'select', required: true, choices: ['38–40'] }],
    });
  });

  it('chooses the activity’s features from the supplier’s, and offers to create one when there are none', async () => {
    server.on(`GET ${api.tours.features.path()}`, () => ({ body: { data: [] } }));
    const user = userEvent.setup();
    const { unmount } = renderArea(`${SETTINGS}/features`);
    expect(await screen.findByRole('heading', { name: 'You have no product features yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a product feature' })).toHaveAttribute('href', '/en/npanel/product-feature/-1');
    unmount();

    server.on(`GET ${api.tours.features.path()}`, () => ({
      body: {
        data: [
          { id: 1, supplier_id: 7, name: 'Hotel pickup', names: { en: 'Hotel pickup' }, icon: 'bus' },
          { id: 2, supplier_id: 7, name: 'Guide', names: { en: 'Guide' }, icon: '' },
        ],
      },
    }));
    server.on(`PUT ${api.tours.setTourFeatures.path({ id: ID })}`, ({ body }) => ({ body: { data: { service_id: ID, ...(body as object) } } }));
    renderArea(`${SETTINGS}/features`);
    await user.click(await screen.findByRole('checkbox', { name: 'Guide' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(server, 'PUT', api.tours.setTourFeatures.path({ id: ID }))).toHaveLength(1));
    expect(requestsTo(server, 'PUT', api.tours.setTourFeatures.path({ id: ID }))[0]!.body).toEqual({ feature_ids: [2] });
  });

  it('recommends the supplier’s other services in the chosen order', async () => {
    const bike = { id: 7, name: 'Bike Tour', service_type: 'activities', service_type_id: 1, status: GeneralStatus.Active, image: null };
    const sauna = { id: 8, name: 'Sauna Boat', service_type: 'attractions', service_type_id: 4, status: GeneralStatus.Pending, image: null };
    server.on(`GET ${api.tours.recommendations.path({ id: ID })}`, () => ({ body: { data: [bike] } }));
    server.on(`GET ${api.tours.recommendCandidates.path({ id: ID })}`, () => ({ body: { data: [bike, sauna] } }));
    server.on(`POST ${api.tours.setRecommendations.path()}`, () => ({ body: { data: [sauna, bike] } }));
    const user = userEvent.setup();
    renderArea(`${SETTINGS}/recommended-items`);

    await user.click(await screen.findByRole('button', { name: 'Recommend Sauna Boat' }));
    expect(screen.getByRole('button', { name: 'Recommend Bike Tour' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Sauna Boat up' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requestsTo(server, 'POST', api.tours.setRecommendations.path())).toHaveLength(1));
    expect(requestsTo(server, 'POST', api.tours.setRecommendations.path())[0]!.body).toEqual({ service_id: ID, recommended_ids: [8, 7] });
  });

  it('links the activity to destination boxes; a closed box it sits in stays, marked closed', async () => {
    const boxesPath = api.destinationBoxes.ofService.path({ type: 'tours', item: ID });
    const savePath = api.destinationBoxes.updateService.path({ type: 'tours', item: ID });
    const box = (id: number, name: string, status: number, linked: boolean) => ({ id, name, description: '', status, linked });
    server.on(`GET ${boxesPath}`, () => ({
      body: { data: { service_id: ID, boxes: [box(1, 'The fjords', GeneralStatus.Active, false), box(2, 'Northern lights', GeneralStatus.Inactive, true), box(3, 'Lofoten', GeneralStatus.Active, false)] } },
    }));
    server.on(`PUT ${savePath}`, ({ body }) => {
      const ids = (body as { destination_box_ids: number[] }).destination_box_ids;
      return { body: { data: { service_id: ID, boxes: [box(1, 'The fjords', GeneralStatus.Active, ids.includes(1)), box(2, 'Northern lights', GeneralStatus.Inactive, ids.includes(2)), box(3, 'Lofoten', GeneralStatus.Active, ids.includes(3))] } } };
    });
    const user = userEvent.setup();
    renderArea(`${SETTINGS}/link-destination-box`);

    const form = await screen.findByRole('form', { name: 'Destination boxes' });
    expect(sessionStore.get(pageMetaAtom).title).toBe('areas.supplier.tourSettings.linkDestinationBox');
    expect(within(form).getByRole('checkbox', { name: 'Northern lights (closed)' })).toBeChecked();
    expect(within(form).getByText(/A closed box takes no new products/)).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: 'The fjords' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requestsTo(server, 'PUT', savePath)).toHaveLength(1));
    const [saved] = requestsTo(server, 'PUT', savePath);
    expect(saved!.body).toEqual({ destination_box_ids: [2, 1] });
    // Box names come in the panel's language.
    expect(saved!.path).toBe(`${savePath}?locale=en`);
    expect(await within(await screen.findByRole('form', { name: 'Destination boxes' })).findByRole('checkbox', { name: 'The fjords' })).toBeChecked();
  });

  it('shows the API’s refusal of a box that closed meanwhile, and says when there are no boxes', async () => {
    const boxesPath = api.destinationBoxes.ofService.path({ type: 'tours', item: ID });
    const savePath = api.destinationBoxes.updateService.path({ type: 'tours', item: ID });
    server.on(`GET ${boxesPath}`, () => ({ body: { data: { service_id: ID, boxes: [{ id: 1, name: 'The fjords', description: '', status: GeneralStatus.Active, linked: false }] } } }));
    server.on(`PUT ${savePath}`, () => ({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        issues: [{ path: 'destination_box_ids.0', code: 'errors.destinationBoxInactive', message: 'This destination box no longer takes new products. Choose another one.' }],
      },
    }));
    const user = userEvent.setup();
    const { unmount } = renderArea(`${SETTINGS}/link-destination-box`);
    await user.click(await screen.findByRole('checkbox', { name: 'The fjords' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This destination box no longer takes new products. Choose another one.')).toBeInTheDocument();
    unmount();

    server.on(`GET ${boxesPath}`, () => ({ body: { data: { service_id: ID, boxes: [] } } }));
    renderArea(`${SETTINGS}/link-destination-box`);
    expect(await screen.findByRole('heading', { name: 'There are no destination boxes yet' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('keeps the special-instruction mail per language', async () => {
    server.on(`GET ${api.tours.specialInstructionMail.path({ id: ID })}`, ({ path }) => {
      const locale = new URLSearchParams(path.split('?')[1]).get('locale') ?? 'en';
      return { body: { data: { service_id: ID, locale, text: locale === 'en' ? 'Meet at gate 3.' : '', translations: { en: 'Meet at gate 3.' } } } };
    });
    server.on(`PUT ${api.tours.updateSpecialInstructionMail.path({ id: ID })}`, ({ body }) => ({
      body: { data: { service_id: ID, locale: 'no', text: (body as { text: string }).text, translations: { en: 'Meet at gate 3.' } } },
    }));
    const user = userEvent.setup();
    renderArea(`${SETTINGS}/special-instruction-mail`);

    expect(await screen.findByRole('textbox', { name: 'Instructions' })).toHaveValue('Meet at gate 3.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the texts' }), 'Norwegian');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Instructions' })).toHaveValue(''));
    await user.type(screen.getByRole('textbox', { name: 'Instructions' }), 'Møt ved port 3.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requestsTo(server, 'PUT', api.tours.updateSpecialInstructionMail.path({ id: ID }))).toHaveLength(1));
    const [put] = requestsTo(server, 'PUT', api.tours.updateSpecialInstructionMail.path({ id: ID }));
    expect([put!.path, put!.body]).toEqual([`${api.tours.updateSpecialInstructionMail.path({ id: ID })}?locale=no`, { text: 'Møt ved port 3.' }]);
  });
});
