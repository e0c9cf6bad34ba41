import 'shared-contracts/testing/dom-fetch';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteStatus } from 'shared-contracts/enums';
import { api } from 'shared-contracts/paths';
import { type CreateSiteInput, SITE_CHANGE_STATUS, type SiteChange, type UpdateSiteInput } from 'shared-contracts/sites';
import { createPartner, createPartnerSite } from 'shared-contracts/testing';
import { currentUserAtom, selectedSiteIdAtom, sessionStore } from 'shared-runtime/session';
import { renderArea, useFakeApi, usePanelSession } from 'shared-ui/testing/fake-api';
import Area from '../../../expose/area';

// jsdom has no PointerEvent; Chakra's checkbox (zag) builds one on blur.
if (typeof window.PointerEvent === 'undefined') Object.assign(window, { PointerEvent: MouseEvent });

const CREATE = `POST ${api.partnerSites.create.path()}`;

const fake = useFakeApi();
usePanelSession(() => createPartner());

const renderPage = (route = '/en/npanel/sites/-1/settings/general-settings') => renderArea(Area, route);

const created = () => fake.server.requests.filter((r) => `${r.method} ${r.path}` === CREATE).map((r) => r.body as CreateSiteInput);

describe('a new site’s general settings', () => {
  test('the schema’s rules show on the fields before anything is sent', async () => {
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: 'New site' });
    await user.type(within(form).getByRole('textbox', { name: /Site name/ }), 'Duo Tours');
    await user.type(within(form).getByRole('textbox', { name: /Sub-domain/ }), 'www');
    await user.type(within(form).getByRole('textbox', { name: /Custom domain/ }), 'https://duo.example/');
    await user.click(within(form).getByRole('button', { name: 'Create site' }));
    expect(await within(form).findByText('This sub-domain is kept for the platform. Please choose another.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a domain name such as tours.example.com, without https:// or a path.')).toBeInTheDocument();

    // The primary language must be among the chosen ones.
    await user.selectOptions(within(form).getByRole('combobox', { name: /Primary language/ }), 'no');
    await user.clear(within(form).getByRole('textbox', { name: /Sub-domain/ }));
    await user.type(within(form).getByRole('textbox', { name: /Sub-domain/ }), 'duo');
    await user.clear(within(form).getByRole('textbox', { name: /Custom domain/ }));
    await user.click(within(form).getByRole('button', { name: 'Create site' }));
    expect(await within(form).findByText('The primary language must be one of the enabled languages.')).toBeInTheDocument();
    expect(created()).toEqual([]);
  });

  test('creates the site with the chosen languages, selects it, and shows it waiting for approval', async () => {
    const user = userEvent.setup();
    const site = createPartnerSite({ id: 77, name: 'Duo Tours', sub_domain: 'duo', status: SiteStatus.Pending });
    fake.server.on(CREATE, () => ({ status: 201, body: { data: site } }));
    fake.server.on(`GET ${api.partnerSites.byId.path({ id: 77 })}`, () => ({ body: { data: site } }));
    renderPage();
    const form = await screen.findByRole('form', { name: 'New site' });
    await user.type(within(form).getByRole('textbox', { name: /Site name/ }), 'Duo Tours');
    await user.type(within(form).getByRole('textbox', { name: /Sub-domain/ }), 'Duo');
    await user.type(within(form).getByRole('textbox', { name: /Company name/ }), 'Duo AS');
    await user.click(within(form).getByRole('checkbox', { name: 'Norwegian' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: /Primary language/ }), 'no');
    await user.click(within(form).getByRole('button', { name: 'Create site' }));

    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]).toMatchObject({ name: 'Duo Tours', sub_domain: 'duo', domain: null, company_name: 'Duo AS', language: { enabled_language: ['en', 'no'], primary_language: 'no' } });
    expect(sessionStore.get(selectedSiteIdAtom)).toBe(77);
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByText('Waiting for approval')).toBeInTheDocument();
  });

  test('a sub-domain another site has: the API’s message shows on the field; the limit shows above the form', async () => {
    const user = userEvent.setup();
    fake.server.on(CREATE, () => ({
      status: 400,
      body: { message: 'The data is not valid.', code: 'VALIDATION_FAILED', issues: [{ path: 'sub_domain', message: 'Another site already uses this sub-domain.', code: 'validation.subDomainTaken' }] },
    }));
    renderPage();
    const form = await screen.findByRole('form', { name: 'New site' });
    await user.type(within(form).getByRole('textbox', { name: /Site name/ }), 'Demo again');
    await user.type(within(form).getByRole('textbox', { name: /Sub-domain/ }), 'demo');
    await user.click(within(form).getByRole('button', { name: 'Create site' }));
    expect(await within(form).findByText('Another site already uses this sub-domain.')).toBeInTheDocument();

    fake.server.on(CREATE, () => ({ status: 409, body: { message: 'The maximum number of allowed sites has been reached. Please contact support.', code: 'MAX_SITE_LIMIT' } }));
    await user.clear(within(form).getByRole('textbox', { name: /Sub-domain/ }));
    await user.type(within(form).getByRole('textbox', { name: /Sub-domain/ }), 'third');
    await user.click(within(form).getByRole('button', { name: 'Create site' }));
    expect(await screen.findByText('The maximum number of allowed sites has been reached. Please contact support.')).toBeInTheDocument();
  });

  test('a partner who declined the privacy policy reads it and accepts it before creating', async () => {
    const user = userEvent.setup();
    const declined = createPartner({ privacy_policy_accepted: false });
    sessionStore.set(currentUserAtom, declined);
    fake.server.on(`GET ${api.siteContent.platformPrivacyPolicy.pattern}`, () => ({
      body: { data: { kind: 'privacy', locale: 'en', title: 'Privacy policy', body: '<p>We keep your data safe.</p><p>We never sell it.</p>', source: 'platform' } },
    }));
    fake.server.on(`PUT ${api.users.privacyPolicy.path()}`, () => ({ status: 204 }));
    fake.server.on(`GET ${api.users.current.path()}`, () => ({ body: { data: { ...declined, privacy_policy_accepted: true } } }));
    renderPage();
    expect(await screen.findByText('You have declined the privacy policy, so you cannot create new sites or open existing ones.')).toBeInTheDocument();
    const policy = await screen.findByRole('region', { name: 'Privacy policy' });
    expect(within(policy).getByText('We never sell it.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New site' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept the privacy policy' }));
    expect(await screen.findByRole('form', { name: 'New site' })).toBeInTheDocument();
    expect(fake.server.requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ accepted: true }]);
    expect(sessionStore.get(currentUserAtom)?.privacy_policy_accepted).toBe(true);
  });
});

describe('an existing site’s standing', () => {
  test('a site sent back shows the administrator’s reason; deactivating asks first, then the site shows deactivated', async () => {
    const user = userEvent.setup();
    const site = createPartnerSite({ id: 12, name: 'Fjord Days', status: SiteStatus.Reviewing, review_note: 'Add your company name.' });
    const DEACTIVATE = api.partnerSites.deactivate.path({ id: 12 });
    fake.server.on(`GET ${api.partnerSites.byId.path({ id: 12 })}`, () => ({ body: { data: site } }));
    fake.server.on(`PUT ${DEACTIVATE}`, () => ({ body: { data: { ...site, status: SiteStatus.Deactivated } } }));
    renderPage('/en/npanel/12/general-settings');
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByText('Sent back')).toBeInTheDocument();
    expect(within(status).getByText('Add your company name.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deactivate site' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(fake.server.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Deactivate site' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await within(status).findByText('Deactivated')).toBeInTheDocument();
    expect(fake.server.requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([DEACTIVATE]);
    expect(screen.queryByRole('button', { name: 'Deactivate site' })).not.toBeInTheDocument();
  });

  test('another partner’s site answers 404 and shows as not found', async () => {
    fake.server.on(`GET ${api.partnerSites.byId.path({ id: 13 })}`, () => ({ status: 404, body: { message: 'Not found.', code: 'NOT_FOUND' } }));
    renderPage('/en/npanel/13/general-settings');
    expect(await screen.findByText('Not found.')).toBeInTheDocument();
  });

  test('edits a live site: the name applies, the new sub-domain waits for approval and shows as a diff', async () => {
    const user = userEvent.setup();
    const site = createPartnerSite({ id: 21, name: 'Fjord Days', sub_domain: 'fjord', status: SiteStatus.Confirmed });
    const UPDATE = api.partnerSites.update.path({ id: 21 });
    const change: SiteChange = {
      id: 5,
      site_id: 21,
      site_name: 'Fjord Nights',
      status: SITE_CHANGE_STATUS.pending,
      fields: [{ field: 'sub_domain', from: 'fjord', to: 'fjord-nights' }],
      review_note: null,
      created_at: '2026-11-29T10:00:00.000Z',
    };
    fake.server.on(`GET ${api.partnerSites.byId.path({ id: 21 })}`, () => ({ body: { data: { ...site, address_change: null } } }));
    fake.server.on(`PUT ${UPDATE}`, () => ({ body: { data: { ...site, name: 'Fjord Nights', address_change: change } } }));
    renderPage('/en/npanel/21/general-settings');
    const form = await screen.findByRole('form', { name: 'General settings' });
    expect(within(form).getByRole('textbox', { name: /Sub-domain/ })).toHaveValue('fjord');
    // The primary language is shown, not chosen: there is no select, and its own box cannot be unticked.
    expect(within(form).queryByRole('combobox', { name: /Primary language/ })).not.toBeInTheDocument();
    expect(within(form).getByText('Set when the site was created; it cannot be changed.')).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'English' })).toBeDisabled();

    await user.clear(within(form).getByRole('textbox', { name: /Site name/ }));
    await user.type(within(form).getByRole('textbox', { name: /Site name/ }), 'Fjord Nights');
    await user.clear(within(form).getByRole('textbox', { name: /Sub-domain/ }));
    await user.type(within(form).getByRole('textbox', { name: /Sub-domain/ }), 'Fjord-Nights');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(fake.server.requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    const [sent] = fake.server.requests.filter((r) => r.method === 'PUT');
    expect(sent!.path).toBe(UPDATE);
    expect(sent!.body as UpdateSiteInput).toMatchObject({ name: 'Fjord Nights', sub_domain: 'fjord-nights', language: site.general_settings.language });
    expect(await screen.findByText('A new address is waiting for approval')).toBeInTheDocument();
    const diff = screen.getByRole('table');
    expect(within(diff).getByRole('row', { name: /Sub-domain fjord fjord-nights/ })).toBeInTheDocument();
    // The form keeps what was asked for, so saving again does not withdraw the request.
    expect(within(await screen.findByRole('form', { name: 'General settings' })).getByRole('textbox', { name: /Sub-domain/ })).toHaveValue('fjord-nights');
  });

  test('the home page is chosen among the published pages, and the favicon by its address', async () => {
    const user = userEvent.setup();
    const site = createPartnerSite({ id: 23, name: 'Fjord Days', sub_domain: 'fjord', status: SiteStatus.Confirmed });
    const UPDATE = api.partnerSites.update.path({ id: 23 });
    const page = (id: number, slug: string, titles: Record<string, string>) => ({
      id, site_id: 23, slug, titles, status: 1, is_primary: false, seo_descriptions: {}, social_image_url: null, no_index: false, section_count: 1, updated_at: '2026-11-29T10:00:00.000Z',
    });
    fake.server.on(`GET ${api.partnerSites.byId.path({ id: 23 })}`, () => ({ body: { data: { ...site, address_change: null } } }));
    fake.server.on(`GET ${api.sitePages.list.path({ siteId: 23 })}`, (request) => {
      // Only published pages are asked for: an unpublished one cannot be the home page.
      expect(new URL(request.path, 'http://x').searchParams.get('status')).toBe('1');
      const rows = [page(4, 'welcome', { en: 'Welcome' }), page(5, 'winter', { no: 'Vinter' })];
      return { body: { data: { data: rows, total: 2, left_off: -1 } } };
    });
    fake.server.on(`PUT ${UPDATE}`, (request) => ({ body: { data: { ...site, address_change: null, general_settings: { ...site.general_settings, ...(request.body as object) } } } }));
    renderPage('/en/npanel/23/general-settings');
    const form = await screen.findByRole('form', { name: 'General settings' });
    const home = within(form).getByRole('combobox', { name: /Home page/ });
    await waitFor(() => expect(home).toBeEnabled());
    // A page without a title in the primary language is named by the one it has.
    expect(within(home).getAllByRole('option').map((option) => option.textContent)).toEqual(['No home page chosen', 'Welcome', 'Vinter']);
    await user.selectOptions(home, 'Welcome');
    await user.type(within(form).getByRole('textbox', { name: 'Or the address of Favicon' }), '/files/favicon.png');
    await user.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(fake.sent('PUT', UPDATE)).toHaveLength(1));
    expect(fake.sent('PUT', UPDATE)[0]).toMatchObject({ primary_page_id: 4, favicon_icon: '/files/favicon.png' });
  });

  test('a rejected address change shows the administrator’s reason, and the form starts from the current address', async () => {
    const site = createPartnerSite({ id: 22, name: 'Fjord Days', sub_domain: 'fjord', status: SiteStatus.Confirmed });
    const change: SiteChange = {
      id: 6,
      site_id: 22,
      site_name: 'Fjord Days',
      status: SITE_CHANGE_STATUS.rejected,
      fields: [{ field: 'domain', from: null, to: 'fjord.example' }],
      review_note: 'That domain is not yours.',
      created_at: '2026-11-29T10:00:00.000Z',
    };
    fake.server.on(`GET ${api.partnerSites.byId.path({ id: 22 })}`, () => ({ body: { data: { ...site, address_change: change } } }));
    renderPage('/en/npanel/22/general-settings');
    expect(await screen.findByText('The new address was not approved')).toBeInTheDocument();
    expect(screen.getByText("The administrator's reason: That domain is not yours.")).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByRole('row', { name: /Custom domain None fjord.example/ })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'General settings' });
    expect(within(form).getByRole('textbox', { name: /Custom domain/ })).toHaveValue('');
  });
});

