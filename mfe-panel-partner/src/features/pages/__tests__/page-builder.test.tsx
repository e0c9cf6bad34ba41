import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from 'shared-contracts/paths';
import type { PanelPageDetail, PanelSection } from 'shared-contracts/site-pages';
import { createPartner, createPartnerSite } from 'shared-contracts/testing';
import { renderArea as render, useFakeApi, usePanelSession } from 'shared-ui/testing/fake-api';
import Area from '../../../expose/area';

const SITE = createPartnerSite({ id: 52, name: 'Fjord Trips', sub_domain: 'fjord' });
const PAGE_ID = 7;
const p = api.sitePages;

const hero = (id: number, position: number, title: string): PanelSection => ({
  id,
  page_id: PAGE_ID,
  position,
  type: 'hero',
  settings: { image_url: '/files/hero.jpg', cta_href: null },
  texts: { en: { title, subtitle: 'Sub', cta_label: null } },
});
const faq = (id: number, position: number): PanelSection => ({
  id,
  page_id: PAGE_ID,
  position,
  type: 'faq',
  settings: {},
  texts: { en: { title: 'Good to know', items: [{ question: 'Dogs?', answer: 'Welcome.' }] } },
});

function detail(sections: PanelSection[]): PanelPageDetail {
  return {
    id: PAGE_ID,
    site_id: SITE.id,
    slug: 'home',
    titles: { en: 'Home' },
    status: 2,
    is_primary: false,
    seo_descriptions: {},
    social_image_url: null,
    no_index: false,
    section_count: sections.length,
    updated_at: '2026-11-20T10:00:00.000Z',
    sections,
  };
}

const fake = useFakeApi();
usePanelSession(() => createPartner(), SITE);
let sections: PanelSection[];
beforeEach(() => {
  sections = [hero(1, 0, 'Fjords'), faq(2, 1)];
  fake.server.on(`GET ${api.partnerSites.byId.path({ id: SITE.id })}`, () => ({ body: { data: SITE } }));
  fake.server.on(`GET ${p.byId.path({ siteId: SITE.id, id: PAGE_ID })}`, () => ({ body: { data: detail(sections) } }));
  fake.server.on(`GET ${api.partnerBuckets.list.path({ siteId: SITE.id })}`, () => ({ body: { data: [{ id: 3, name: 'Summer', position: 0, service_ids: [11, 12] }] } }));
});

const renderArea = (route: string) => render(Area, route);
const sent = (method: string, path: string) => fake.sent(method, path);
const builder = `/en/npanel/${SITE.id}/pages/page/${PAGE_ID}/page-builder`;
const names = async () => within(await screen.findByRole('list', { name: 'Sections' })).getAllByRole('listitem').map((item) => item.textContent);

describe('the page builder', () => {
  test('moves a section with the buttons and saves the order at once; a refused order puts the old one back', async () => {
    const user = userEvent.setup();
    const save = `POST ${p.saveSections.path({ siteId: SITE.id, pageId: PAGE_ID })}`;
    fake.server.on(save, (request) => {
      const ids = (request.body as { section_ids: number[] }).section_ids;
      sections = ids.map((id, position) => ({ ...sections.find((s) => s.id === id)!, position }));
      return { body: { data: sections } };
    });
    renderArea(builder);

    expect(await names()).toEqual([expect.stringContaining('Hero: Fjords'), expect.stringContaining('Questions and answers: Good to know')]);
    await user.click(screen.getByRole('button', { name: 'Move Hero: Fjords down' }));
    expect(await screen.findByText('Hero: Fjords is now section 2 of 2. The order is saved.')).toBeInTheDocument();
    expect(await names()).toEqual([expect.stringContaining('Good to know'), expect.stringContaining('Fjords')]);
    expect(sent('POST', p.saveSections.path({ siteId: SITE.id, pageId: PAGE_ID }))).toEqual([{ section_ids: [2, 1] }]);

    fake.server.on(save, () => ({ status: 409, body: { message: "The page's sections have changed since you opened it. Reload to see them, then try again.", code: 'CONFLICT' } }));
    await user.click(screen.getByRole('button', { name: 'Move Hero: Fjords up' }));
    await waitFor(() => expect(sent('POST', p.saveSections.path({ siteId: SITE.id, pageId: PAGE_ID }))).toHaveLength(2));
    await waitFor(async () => expect(await names()).toEqual([expect.stringContaining('Good to know'), expect.stringContaining('Fjords')]));
  });

  test('the drag handle is a keyboard control that names the section', async () => {
    renderArea(builder);
    const handle = await screen.findByRole('button', { name: 'Drag Hero: Fjords to another place' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handle).toHaveAttribute('tabindex', '0');
  });

  test('adds a section in the primary language and opens its content builder', async () => {
    const user = userEvent.setup();
    fake.server.on(`POST ${p.createSection.path({ siteId: SITE.id })}`, (request) => {
      const body = request.body as Omit<PanelSection, 'id' | 'position'>;
      const created = { ...body, id: 9, position: sections.length } as PanelSection;
      sections = [...sections, created];
      return { status: 201, body: { data: created } };
    });
    renderArea(builder);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Type of the new section' }), 'service_grid');
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(await screen.findByRole('heading', { name: 'Content builder' })).toBeInTheDocument();
    expect(sent('POST', p.createSection.path({ siteId: SITE.id }))).toEqual([
      { page_id: PAGE_ID, type: 'service_grid', settings: { bucket_id: 3, columns: 3 }, texts: { en: { title: 'New section', subtitle: null } } },
    ]);
    expect(await screen.findByRole('combobox', { name: 'Bucket to show' })).toHaveValue('3');
  });

  test('deletes a section only after confirmation', async () => {
    const user = userEvent.setup();
    fake.server.on(`DELETE ${p.deleteSection.path({ siteId: SITE.id, id: 2 })}`, () => ({ status: 204 }));
    renderArea(builder);

    await user.click(await screen.findByRole('button', { name: 'Delete Questions and answers: Good to know' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(sent('DELETE', p.deleteSection.path({ siteId: SITE.id, id: 2 }))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Questions and answers: Good to know' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /Delete|Confirm/ }));
    expect(await screen.findByText('Questions and answers: Good to know was deleted.')).toBeInTheDocument();
    expect(await names()).toEqual([expect.stringContaining('Fjords')]);
  });
});

describe('the content builder', () => {
  test('writes Norwegian with the English text as its hint, sends only the languages written, and guards unsaved work', async () => {
    const user = userEvent.setup();
    const update = `PUT ${p.updateSection.path({ siteId: SITE.id })}`;
    fake.server.on(update, (request) => ({ body: { data: { ...(request.body as PanelSection), page_id: PAGE_ID, position: 0 } } }));
    renderArea(`/en/npanel/${SITE.id}/pages/page/${PAGE_ID}/content-builder/1`);

    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Norwegian (not written)' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAttribute('placeholder', 'Fjords');
    expect(screen.getByText('In English: Fjords')).toBeInTheDocument();
    await user.type(title, 'Fjorder');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    // Leaving asks first; staying keeps the text.
    await user.click(screen.getByRole('button', { name: 'Back to the page builder' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /Stay|Cancel/ }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Fjorder');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
    expect(sent('PUT', p.updateSection.path({ siteId: SITE.id }))).toEqual([
      {
        id: 1,
        type: 'hero',
        settings: { image_url: '/files/hero.jpg', cta_href: null },
        texts: { en: { title: 'Fjords', subtitle: 'Sub', cta_label: null }, no: { title: 'Fjorder', subtitle: '', cta_label: null } },
      },
    ]);
  });

  test('a link that is not a site address is refused on its field before anything is sent', async () => {
    const user = userEvent.setup();
    renderArea(`/en/npanel/${SITE.id}/pages/page/${PAGE_ID}/content-builder/1`);
    await user.type(await screen.findByRole('textbox', { name: 'Button link' }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a path such as /en/search, or a full address starting with https://.')).toBeInTheDocument();
    expect(sent('PUT', p.updateSection.path({ siteId: SITE.id }))).toHaveLength(0);
  });

  test('a destinations section: places added with a catalogue place, a picture and names per language; a removed one takes its texts', async () => {
    const user = userEvent.setup();
    sections = [
      {
        id: 4,
        page_id: PAGE_ID,
        position: 0,
        type: 'destination_box',
        settings: { items: [{ key: 'old', image_url: '/files/old.jpg', location_id: null, href: '/en/page/old' }] },
        texts: { en: { title: 'Where to go', items: { old: { title: 'Old place', subtitle: 'Gone soon' } } } },
      },
    ];
    fake.server.on(`GET ${api.whiteLabel.locationsHavingServices.path()}`, () => ({ body: { data: [{ id: 30, name: 'Bergen', parent_id: null, count: 4 }, { id: 31, name: 'Oslo', parent_id: null, count: 9 }] } }));
    const update = `PUT ${p.updateSection.path({ siteId: SITE.id })}`;
    fake.server.on(update, (request) => ({ body: { data: { ...(request.body as PanelSection), page_id: PAGE_ID, position: 0 } } }));
    renderArea(`/en/npanel/${SITE.id}/pages/page/${PAGE_ID}/content-builder/4`);

    const places = await screen.findByRole('group', { name: 'Places' });
    expect(within(places).getByRole('group', { name: 'Place 1' })).toBeInTheDocument();
    await user.click(within(places).getByRole('button', { name: 'Add place' }));
    const second = within(places).getByRole('group', { name: 'Place 2' });
    const where = within(second).getByRole('combobox', { name: 'Leads to the search in' });
    await waitFor(() => expect(where).toBeEnabled());
    await user.selectOptions(where, 'Bergen');
    await user.type(within(second).getByRole('textbox', { name: 'Or the address of the picture of place 2' }), '/files/bergen.jpg');
    await user.type(screen.getByRole('textbox', { name: 'Name of place 2' }), 'Bergen');
    await user.type(screen.getByRole('textbox', { name: 'Line under place 2' }), 'Gateway to the fjords');
    // The first place goes, with its texts.
    await user.click(within(places).getByRole('button', { name: 'Remove place 1' }));
    expect(screen.queryByRole('textbox', { name: 'Name of place 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent('PUT', p.updateSection.path({ siteId: SITE.id }))).toHaveLength(1));
    const body = sent('PUT', p.updateSection.path({ siteId: SITE.id }))[0] as PanelSection;
    const items = (body.settings as { items: { key: string }[] }).items;
    expect(items).toEqual([{ key: expect.stringMatching(/^place-/), image_url: '/files/bergen.jpg', location_id: 30, href: null }]);
    expect(body.texts).toEqual({ en: { title: 'Where to go', items: { [items[0]!.key]: { title: 'Bergen', subtitle: 'Gateway to the fjords' } } } });
  });

  test('a place without a picture is refused on its field before anything is sent', async () => {
    const user = userEvent.setup();
    sections = [{ id: 5, page_id: PAGE_ID, position: 0, type: 'destination_box', settings: { items: [] }, texts: { en: { title: 'Where to go', items: {} } } }];
    fake.server.on(`GET ${api.whiteLabel.locationsHavingServices.path()}`, () => ({ body: { data: [] } }));
    renderArea(`/en/npanel/${SITE.id}/pages/page/${PAGE_ID}/content-builder/5`);
    expect(await screen.findByText('No places yet. Add one: a picture, and the place of the catalogue it leads to.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add place' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use a picture: a path on the site, a full https address, or an uploaded image.')).toBeInTheDocument();
    expect(sent('PUT', p.updateSection.path({ siteId: SITE.id }))).toHaveLength(0);
  });
});
