import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from 'shared-contracts/paths';
import type { PageInput, PanelPage, PanelPageDetail } from 'shared-contracts/site-pages';
import { createPartner, createPartnerSite } from 'shared-contracts/testing';
import { renderArea as render, useFakeApi, usePanelSession } from 'shared-ui/testing/fake-api';
import Area from '../../../expose/area';

// jsdom has no PointerEvent; Chakra's checkbox (zag) builds one on blur.
if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

const SITE = createPartnerSite({ id: 41, name: 'Fjord Trips', sub_domain: 'fjord' });
const LIST = `GET ${api.sitePages.list.path({ siteId: SITE.id })}`;

function panelPage(id: number, slug: string, over: Partial<PanelPageDetail> = {}): PanelPageDetail {
  return {
    id,
    site_id: SITE.id,
    slug,
    titles: { en: `Title ${slug}` },
    status: 1,
    is_primary: false,
    seo_descriptions: {},
    social_image_url: null,
    no_index: false,
    section_count: 2,
    updated_at: '2026-11-20T10:00:00.000Z',
    sections: [],
    ...over,
  };
}

const fake = useFakeApi();
usePanelSession(() => createPartner(), SITE);
beforeEach(() => {
  fake.server.on(`GET ${api.partnerSites.byId.path({ id: SITE.id })}`, () => ({ body: { data: SITE } }));
  fake.server.on(`GET ${api.sitePages.menu.path({ siteId: SITE.id })}`, () => ({ body: { data: [] } }));
  fake.server.on(`GET ${api.sitePages.footerLinks.path({ siteId: SITE.id })}`, () => ({ body: { data: [] } }));
});

const renderArea = (route: string) => render(Area, route);

/** Serves the list per status from `pages`, as the API would. */
function serveList(pages: PanelPage[]) {
  fake.server.on(LIST, (request) => {
    const status = Number(new URL(request.path, 'http://x').searchParams.get('status') ?? '1');
    const rows = pages.filter((page) => page.status === status);
    return { body: { data: { data: rows, total: rows.length, left_off: -1 } } };
  });
}

const requestsOf = (method: string, path: string) => fake.server.requests.filter((r) => r.method === method && r.path.split('?')[0] === path);

describe("a site's pages", () => {
  test('lists the published pages, then the unpublished ones, with the home page marked and kept from deletion', async () => {
    const user = userEvent.setup();
    const home = panelPage(1, 'home', { is_primary: true, titles: { en: 'Welcome' } });
    const draft = panelPage(2, 'winter', { status: 2, titles: { no: 'Vinter' } });
    serveList([home, draft]);
    renderArea(`/en/npanel/${SITE.id}/pages`);

    const table = await screen.findByRole('table', { name: 'Pages' });
    const row = await within(table).findByRole('row', { name: /Welcome/ });
    expect(within(row).getByText('Home page')).toBeInTheDocument();
    expect(within(row).getByText('/en/page/home')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /Actions/ }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toHaveAttribute('data-disabled');
    expect(screen.getByRole('menuitem', { name: 'Unpublish' })).toHaveAttribute('data-disabled');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('tab', { name: /Unpublished/ }));
    // A page without a title in the primary language is named by another language's title.
    expect(await screen.findByRole('row', { name: /Vinter/ })).toBeInTheDocument();
    // The table's own requests (the menu editor below reads every page with item_per_page=-1).
    const tableRequests = requestsOf('GET', api.sitePages.list.path({ siteId: SITE.id }))
      .map((r) => new URL(r.path, 'http://x').searchParams)
      .filter((query) => query.get('item_per_page') !== '-1');
    expect(tableRequests.map((query) => query.get('status'))).toEqual(['1', '2']);
  });

  test('deletes a page only after the partner confirms, then lists again', async () => {
    const user = userEvent.setup();
    const pages = [panelPage(1, 'home', { is_primary: true }), panelPage(3, 'summer', { titles: { en: 'Summer deals' } })];
    serveList(pages);
    const remove = `DELETE ${api.sitePages.remove.path({ siteId: SITE.id, id: 3 })}`;
    fake.server.on(remove, () => {
      pages.splice(1, 1);
      return { status: 204 };
    });
    renderArea(`/en/npanel/${SITE.id}/pages`);

    const row = await screen.findByRole('row', { name: /Summer deals/ });
    await user.click(within(row).getByRole('button', { name: /Actions/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Summer deals?' });
    expect(within(dialog).getByText(/menu items that link to it are deleted/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsOf('DELETE', api.sitePages.remove.path({ siteId: SITE.id, id: 3 }))).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: /Actions/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Summer deals/ })).not.toBeInTheDocument());
    expect(requestsOf('DELETE', api.sitePages.remove.path({ siteId: SITE.id, id: 3 }))).toHaveLength(1);
  });
});

describe('page settings', () => {
  test('a new page: the slug is checked as the partner types, the primary title is required, and the page is created', async () => {
    const user = userEvent.setup();
    serveList([]);
    fake.server.on(`GET ${api.sitePages.validateSlug.path({ siteId: SITE.id, slug: 'home' })}`, () => ({ body: { data: { slug: 'home', available: false, message: 'validation.slugTaken' } } }));
    fake.server.on(`GET ${api.sitePages.validateSlug.path({ siteId: SITE.id, slug: 'about' })}`, () => ({ body: { data: { slug: 'about', available: true, message: null } } }));
    fake.server.on(`POST ${api.sitePages.create.path({ siteId: SITE.id })}`, (request) => ({ status: 201, body: { data: panelPage(9, 'about', { status: 2, titles: (request.body as PageInput).titles }) } }));
    renderArea(`/en/npanel/${SITE.id}/pages/page/-1/page-settings`);

    const form = await screen.findByRole('form', { name: 'Page settings' });
    const slug = within(form).getByRole('textbox', { name: /^Address/ });
    await user.type(slug, 'home');
    expect(await within(form).findByText('Another page of this site already uses this address.')).toBeInTheDocument();
    await user.clear(slug);
    await user.type(slug, 'about');
    expect(await within(form).findByText('/en/page/about is free.')).toBeInTheDocument();

    // Every enabled language has its title field; English, the primary one, is required.
    expect(within(form).getByRole('textbox', { name: /Title in Norwegian/ })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Create page' }));
    expect(await within(form).findByText('This field is required.')).toBeInTheDocument();
    expect(requestsOf('POST', api.sitePages.create.path({ siteId: SITE.id }))).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /Title in English/ }), 'About us');
    await user.type(within(form).getByRole('textbox', { name: /Description in English/ }), 'Who we are');
    await user.click(within(form).getByRole('checkbox', { name: /no-index/ }));
    await user.click(within(form).getByRole('button', { name: 'Create page' }));

    // Back on the list (empty here: the fake API lists nothing).
    expect(await screen.findByText('No published pages yet')).toBeInTheDocument();
    const [sent] = requestsOf('POST', api.sitePages.create.path({ siteId: SITE.id }));
    expect(sent?.body).toEqual({ slug: 'about', titles: { en: 'About us' }, seo_descriptions: { en: 'Who we are' }, social_image_url: null, no_index: true });
  });

  test("an existing page: its settings load, and the API's refusal shows on the field it names", async () => {
    const user = userEvent.setup();
    const page = panelPage(5, 'tours', { titles: { en: 'Tours', no: 'Turer' }, no_index: true });
    fake.server.on(`GET ${api.sitePages.byId.path({ siteId: SITE.id, id: 5 })}`, () => ({ body: { data: page } }));
    fake.server.on(`GET ${api.sitePages.validateSlug.path({ siteId: SITE.id, slug: 'tours' })}`, () => ({ body: { data: { slug: 'tours', available: true, message: null } } }));
    fake.server.on(`PUT ${api.sitePages.update.path({ siteId: SITE.id, id: 5 })}`, () => ({
      status: 400,
      body: { message: 'Validation failed', code: 'VALIDATION_FAILED', issues: [{ path: 'slug', message: 'Another page of this site already uses this address.', code: 'validation.slugTaken' }] },
    }));
    renderArea(`/en/npanel/${SITE.id}/pages/page/5/page-settings`);

    const form = await screen.findByRole('form', { name: 'Page settings' });
    expect(within(form).getByRole('textbox', { name: /Title in Norwegian/ })).toHaveValue('Turer');
    expect(within(form).getByRole('checkbox', { name: /no-index/ })).toBeChecked();
    // A link of another scheme than https is refused before anything is sent.
    const image = within(form).getByRole('textbox', { name: /image's address/ });
    await user.type(image, 'ftp://example.com/a.png');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter a path such as /en/search, or a full address starting with https://.')).toBeInTheDocument();
    expect(requestsOf('PUT', api.sitePages.update.path({ siteId: SITE.id, id: 5 }))).toHaveLength(0);

    // Another page took the slug meanwhile: the API's answer shows on the slug field.
    await user.clear(image);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Another page of this site already uses this address.')).toBeInTheDocument();
    expect(requestsOf('PUT', api.sitePages.update.path({ siteId: SITE.id, id: 5 }))).toHaveLength(1);
  });
});

describe('the menu', () => {
  test('adds an item to a page and one under it to an address, and saves the whole menu; a bad address is refused first', async () => {
    const user = userEvent.setup();
    serveList([panelPage(1, 'home', { is_primary: true, titles: { en: 'Welcome' } }), panelPage(2, 'winter', { status: 2, titles: { en: 'Winter' } })]);
    const save = `POST ${api.sitePages.saveMenu.path({ siteId: SITE.id })}`;
    fake.server.on(save, (request) => {
      const items = (request.body as { items: { key: string; parent_key: string | null; page_id: number | null; url: string | null; labels: Record<string, string> }[] }).items;
      const ids = new Map(items.map((item, index) => [item.key, index + 1]));
      return { body: { data: items.map((item, index) => ({ id: index + 1, parent_id: item.parent_key === null ? null : ids.get(item.parent_key), page_id: item.page_id, url: item.url, labels: item.labels, position: index })) } };
    });
    renderArea(`/en/npanel/${SITE.id}/pages`);

    const menu = await screen.findByRole('region', { name: 'Menu' });
    expect(await within(menu).findByText('The menu is empty.')).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Add menu item' }));
    await user.type(within(menu).getByRole('textbox', { name: /Label in English/ }), 'Start');
    // A page not yet published can be chosen; its link shows once it is.
    await user.selectOptions(within(menu).getByRole('combobox', { name: 'Links to' }), 'Page: Winter');
    await user.click(within(menu).getByRole('button', { name: 'Add an item under Start' }));
    const child = within(menu).getByRole('listitem', { name: 'Untitled item' });
    await user.type(within(child).getByRole('textbox', { name: /Label in English/ }), 'Search');
    await user.selectOptions(within(child).getByRole('combobox', { name: 'Links to' }), 'An address');
    const address = within(child).getByRole('textbox', { name: 'Address' });
    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(menu).getByRole('button', { name: 'Save menu' }));
    expect(await within(menu).findByRole('alert')).toHaveTextContent('Enter a path such as /en/search, or a full address starting with https://.');
    expect(fake.sent('POST', api.sitePages.saveMenu.path({ siteId: SITE.id }))).toHaveLength(0);

    await user.clear(address);
    await user.type(address, '/en/search');
    await user.click(within(menu).getByRole('button', { name: 'Save menu' }));
    await waitFor(() => expect(fake.sent('POST', api.sitePages.saveMenu.path({ siteId: SITE.id }))).toHaveLength(1));
    expect(fake.sent('POST', api.sitePages.saveMenu.path({ siteId: SITE.id }))[0]).toEqual({
      items: [
        { key: 'n1', id: null, parent_key: null, page_id: 2, url: null, labels: { en: 'Start' } },
        { key: 'n2', id: null, parent_key: 'n1', page_id: null, url: '/en/search', labels: { en: 'Search' } },
      ],
    });
    // The saved menu comes back with its ids: nothing is left unsaved.
    expect(await screen.findByRole('button', { name: 'Save menu' })).toBeDisabled();
  });

  test('footer links are one level, saved through their own call', async () => {
    const user = userEvent.setup();
    serveList([panelPage(1, 'home', { is_primary: true, titles: { en: 'Welcome' } }), panelPage(2, 'terms', { titles: { en: 'Our terms' } })]);
    const save = `POST ${api.sitePages.saveFooterLinks.path({ siteId: SITE.id })}`;
    fake.server.on(save, (request) => {
      const items = (request.body as { items: { page_id: number | null; url: string | null; labels: Record<string, string> }[] }).items;
      return { body: { data: items.map((item, index) => ({ id: 40 + index, parent_id: null, page_id: item.page_id, url: item.url, labels: item.labels, position: index })) } };
    });
    renderArea(`/en/npanel/${SITE.id}/pages`);

    const footer = await screen.findByRole('region', { name: 'Footer links' });
    expect(await within(footer).findByText('The footer has no links of its own.')).toBeInTheDocument();
    await user.click(within(footer).getByRole('button', { name: 'Add footer link' }));
    const link = within(footer).getByRole('listitem', { name: 'Untitled item' });
    await user.type(within(link).getByRole('textbox', { name: /Label in English/ }), 'Terms');
    await user.selectOptions(within(link).getByRole('combobox', { name: 'Links to' }), 'Page: Our terms');
    // No sub-items in a footer.
    expect(within(footer).queryByRole('button', { name: /Add an item under/ })).toBeNull();
    await user.click(within(footer).getByRole('button', { name: 'Save footer links' }));
    await waitFor(() =>
      expect(fake.sent('POST', api.sitePages.saveFooterLinks.path({ siteId: SITE.id }))).toEqual([
        { items: [{ key: 'n1', id: null, parent_key: null, page_id: 2, url: null, labels: { en: 'Terms' } }] },
      ]),
    );
    expect(fake.sent('POST', api.sitePages.saveMenu.path({ siteId: SITE.id }))).toHaveLength(0);
    // Saved, the list comes back with its ids (a new form): nothing is left unsaved.
    const saved = await screen.findByRole('region', { name: 'Footer links' });
    expect(await within(saved).findByRole('button', { name: 'Save footer links' })).toBeDisabled();
  });
});
